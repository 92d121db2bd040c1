import type { QueryKey } from '@tanstack/react-query';
import { SessionManagerToken } from '../../application/app/session-manager';
import { ListCatalogPageToken, type ListCatalogPage } from '../../application/catalog/list-catalog-page.use-case';
import { StarredEntitiesToken } from '../../application/catalog/starred-entities.use-case';
import { entityListFromSearch } from '../../domain/catalog/filter-url';
import type { EntityFilters } from '../../domain/catalog/filters';
import { ENTITY_LIST_DEFAULT_LIMIT } from '../../domain/catalog/constants';
import { DEFAULT_SORT, pageFromQuery, type EntitySort, type PageState, type PaginationMode } from '../../domain/catalog/pagination';
import { PRIMARY_QUERY_META, runTaskEither } from '../app/backend-query';
import type { RoutePrefetchContext } from '../app/plugin';

/** What the catalog index shows by default: components. */
export const DEFAULT_FILTERS: EntityFilters = { kind: 'component' };

export const sortFromSearch = (search: string): EntitySort => {
  const value = new URLSearchParams(search).get('sort');
  const [field, order] = value?.split(',') ?? [];
  return field && (order === 'asc' || order === 'desc') ? { field, order } : DEFAULT_SORT;
};

/** The index's filters, page and order, from its URL query. */
export interface CatalogIndexView {
  readonly filters: EntityFilters;
  readonly page: PageState;
  readonly sort: EntitySort;
}

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

/** The starred refs matter to the rows only with the 'starred' filter. */
export const starredKeyOf = (filters: EntityFilters, starred: readonly string[]): string =>
  filters.user === 'starred' ? starred.join(',') : '';

/**
 * The index's page query: its key, its call and its meta (the rows are the route's main content), the
 * same for the page and for the prefetches that start it earlier.
 */
export const catalogPageQuery = (listPage: ListCatalogPage, view: CatalogIndexView, userRef: string, starredKey: string) => ({
  queryKey: ['catalog', 'page', view.filters, view.page, view.sort, userRef, starredKey] as QueryKey,
  task: () => listPage(view),
  meta: PRIMARY_QUERY_META,
});

/**
 * Asks for the index's rows as soon as the route is known, while the page's code loads and renders
 * (the page's own query then finds them in flight), and before the shell's own calls.
 */
export const prefetchCatalogIndex = ({ queryClient, services, search }: RoutePrefetchContext, pagination?: CatalogIndexPagination): void => {
  const view = catalogIndexView(search, pagination);
  const session = services.get(SessionManagerToken).getState();
  const userRef = session.status === 'signed-in' ? session.user.userEntityRef : '';
  const starredKey = starredKeyOf(view.filters, services.get(StarredEntitiesToken).getStarred());
  const query = catalogPageQuery(services.get(ListCatalogPageToken), view, userRef, starredKey);
  void queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: () => runTaskEither(query.task()), meta: query.meta });
};
