// How the catalog index lays its rows out in the width it has: a table while every column can be read, then a
// table whose name cell also carries the description and tags, then a list of stacked rows.
import { CATALOG_TABLE_ACTIONS_PX, CATALOG_TABLE_COLUMN_MIN_PX } from './constants';
import type { EntityFilters } from './filters';

export type CatalogResultsLayout = 'table' | 'compact-table' | 'list';

/** Columns the compact table folds into the name cell. */
export const FOLDED_COLUMN_IDS: readonly string[] = ['description', 'tags'];

const tableWidth = (columnCount: number): number => columnCount * CATALOG_TABLE_COLUMN_MIN_PX + CATALOG_TABLE_ACTIONS_PX;

/**
 * The layout for a results area `width` pixels wide showing the given columns. An unknown width (0, before it is
 * measured) is the table.
 */
export const catalogResultsLayout = (width: number, columnIds: readonly string[]): CatalogResultsLayout => {
  if (width <= 0 || width >= tableWidth(columnIds.length)) return 'table';
  const folded = columnIds.filter((id) => !FOLDED_COLUMN_IDS.includes(id));
  if (folded.length < columnIds.length && width >= tableWidth(folded.length)) return 'compact-table';
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
