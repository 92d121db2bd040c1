// What the catalog index shows for a URL query: filters, page and order. Kept free of React and react-query, so
// that the page's first script can work out the index's first call with it.
import { entityListFromSearch } from '../../../domain/catalog/filter-url';
import type { EntityFilters } from '../../../domain/catalog/filters';
import { DEFAULT_PAGINATION, type CatalogIndexPagination } from '../../../domain/catalog/index-pagination';
import { DEFAULT_SORT, pageFromQuery, type EntitySort } from '../../../domain/catalog/pagination';
import type { CatalogIndexView } from './keys';

/** What the catalog index shows by default: components. */
export const DEFAULT_FILTERS: EntityFilters = { kind: 'component' };

export const sortFromSearch = (search: string): EntitySort => {
  const value = new URLSearchParams(search).get('sort');
  const [field, order] = value?.split(',') ?? [];
  return field && (order === 'asc' || order === 'desc') ? { field, order } : DEFAULT_SORT;
};

export { DEFAULT_PAGINATION, type CatalogIndexPagination };

export const catalogIndexView = (search: string, pagination: CatalogIndexPagination = DEFAULT_PAGINATION): CatalogIndexView => {
  const hasAnyFilter = /(^|[?&])filters%5B|(^|[?&])filters\[/.test(search);
  const parsed = entityListFromSearch(search);
  return {
    filters: hasAnyFilter ? parsed.filters : DEFAULT_FILTERS,
    page: pageFromQuery(pagination.mode, parsed.page, pagination.limit),
    sort: sortFromSearch(search),
  };
};
