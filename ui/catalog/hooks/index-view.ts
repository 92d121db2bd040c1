// What the catalog index shows for a URL query: filters, page and order. Kept free of React and react-query, so
// that the page's first script can work out the index's first call with it.
import { ENTITY_LIST_DEFAULT_LIMIT } from '../../../domain/catalog/constants';
import { entityListFromSearch } from '../../../domain/catalog/filter-url';
import type { EntityFilters } from '../../../domain/catalog/filters';
import { DEFAULT_SORT, pageFromQuery, type EntitySort, type PaginationMode } from '../../../domain/catalog/pagination';
import type { CatalogIndexView } from './keys';

/** What the catalog index shows by default: components. */
export const DEFAULT_FILTERS: EntityFilters = { kind: 'component' };

export const sortFromSearch = (search: string): EntitySort => {
  const value = new URLSearchParams(search).get('sort');
  const [field, order] = value?.split(',') ?? [];
  return field && (order === 'asc' || order === 'desc') ? { field, order } : DEFAULT_SORT;
};

/** How the index pages (a route option, like Backstage's `pagination` prop): cursor by default, offset, or none. */
export interface CatalogIndexPagination {
  readonly mode: PaginationMode;
  /** Rows per page (capped at ENTITY_LIST_MAX_LIMIT). */
  readonly limit?: number;
}

export const DEFAULT_PAGINATION: CatalogIndexPagination = { mode: 'cursor', limit: ENTITY_LIST_DEFAULT_LIMIT };

export const catalogIndexView = (search: string, pagination: CatalogIndexPagination = DEFAULT_PAGINATION): CatalogIndexView => {
  const hasAnyFilter = /(^|[?&])filters%5B|(^|[?&])filters\[/.test(search);
  const parsed = entityListFromSearch(search);
  return {
    filters: hasAnyFilter ? parsed.filters : DEFAULT_FILTERS,
    page: pageFromQuery(pagination.mode, parsed.page, pagination.limit),
    sort: sortFromSearch(search),
  };
};
