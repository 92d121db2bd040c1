// How the catalog index lays its rows out in the width it has: a table while every column can be read, then a
// table whose description cell also carries the tags, then a list of stacked rows.
import { CATALOG_TABLE_ACTIONS_PX, CATALOG_TABLE_COLUMN_MIN_PX } from './constants';
import type { EntityFilters } from './filters';

export type CatalogResultsLayout = 'table' | 'compact-table' | 'list';

/** The compact table shows the tags column's content in the description column's cells. */
export const FOLDED_COLUMN_ID = 'tags';
export const FOLDED_INTO_COLUMN_ID = 'description';

const tableWidth = (columnCount: number): number => columnCount * CATALOG_TABLE_COLUMN_MIN_PX + CATALOG_TABLE_ACTIONS_PX;

/**
 * The layout for a results area `width` pixels wide showing the given columns. An unknown width (0, before it is
 * measured) is the table.
 */
export const catalogResultsLayout = (width: number, columnIds: readonly string[]): CatalogResultsLayout => {
  if (width <= 0 || width >= tableWidth(columnIds.length)) return 'table';
  const foldable = columnIds.includes(FOLDED_COLUMN_ID) && columnIds.includes(FOLDED_INTO_COLUMN_ID);
  if (foldable && width >= tableWidth(columnIds.length - 1)) return 'compact-table';
  return 'list';
};

/**
 * How many filters narrow the list beyond its kind: the search text, owned or starred, each checked value and
 * each processing-status box.
 */
export const activeFilterCount = (filters: EntityFilters): number =>
  (filters.text?.trim() ? 1 : 0) +
  (filters.user && filters.user !== 'all' ? 1 : 0) +
  [filters.type, filters.owners, filters.lifecycles, filters.tags, filters.namespaces].reduce((sum, list) => sum + (list?.length ?? 0), 0) +
  (filters.orphan === undefined ? 0 : 1) +
  (filters.hasErrors === undefined ? 0 : 1);
