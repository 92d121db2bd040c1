import { keepPreviousData, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { SessionManagerToken } from '../../../application/app/session-manager';
import { CatalogIndexSettingsToken } from '../../../application/catalog/catalog-index-settings';
import type { FacetCount } from '../../../application/catalog/catalog-reader.port';
import { CountCatalogEntitiesToken, type CatalogCount } from '../../../application/catalog/count-catalog-entities.use-case';
import { ListCatalogPageToken, type CatalogPage, type ListCatalogPage } from '../../../application/catalog/list-catalog-page.use-case';
import { FilterOptionsLoaderToken, type FilterOptions } from '../../../application/catalog/load-filter-options.use-case';
import { StarredEntitiesToken } from '../../../application/catalog/starred-entities.use-case';
import type { EntityFilters } from '../../../domain/catalog/filters';
import { PRIMARY_QUERY_META, runTaskEither, useBackendQuery, type BackendQueryError } from '../../app/backend-query';
import type { RoutePrefetchContext } from '../../app/plugin';
import { useSession } from '../../app/queries';
import { useServiceResolver, useService } from '../../app/services';
import { catalogIndexView, type CatalogIndexPagination } from './index-view';
import { catalogKeys, type CatalogIndexView } from './keys';

export type { CatalogIndexView } from './keys';


/** The starred refs matter to the rows only with the 'starred' filter. */
export const starredKeyOf = (filters: EntityFilters, starred: readonly string[]): string =>
  filters.user === 'starred' ? starred.join(',') : '';

/**
 * The index's page query: its key, its call and its meta (the rows are the route's main content), the
 * same for the page and for the prefetches that start it earlier.
 */
const catalogPageQuery = (listPage: ListCatalogPage, view: CatalogIndexView, userRef: string, starredKey: string) => ({
  queryKey: catalogKeys.page(view, userRef, starredKey),
  task: () => listPage(view),
  meta: PRIMARY_QUERY_META,
});

/** The index's pagination: the app config's choice, else the one the catalog plugin was created with. */
const configuredPagination = (services: RoutePrefetchContext['services'], fallback: CatalogIndexPagination | undefined) =>
  services.get(CatalogIndexSettingsToken).pagination ?? fallback;

export const useConfiguredIndexPagination = (fallback: CatalogIndexPagination): CatalogIndexPagination =>
  useService(CatalogIndexSettingsToken).pagination ?? fallback;

/**
 * Asks for the index's rows as soon as the route is known, while the page's code loads and renders
 * (the page's own query then finds them in flight), and before the shell's own calls.
 */
export const prefetchCatalogIndex = (
  { queryClient, services, search }: Omit<RoutePrefetchContext, 'params'>,
  pagination?: CatalogIndexPagination,
): void => {
  const view = catalogIndexView(search, pagination);
  const session = services.get(SessionManagerToken).getState();
  const userRef = session.status === 'signed-in' ? session.user.userEntityRef : '';
  const starredKey = starredKeyOf(view.filters, services.get(StarredEntitiesToken).getStarred());
  const query = catalogPageQuery(services.get(ListCatalogPageToken), view, userRef, starredKey);
  void queryClient.prefetchQuery({ queryKey: query.queryKey, queryFn: () => runTaskEither(query.task()), meta: query.meta });
};

/** The index route's prefetch: with the pagination the config chose, else the plugin's. */
export const prefetchConfiguredCatalogIndex = (context: Omit<RoutePrefetchContext, 'params'>, fallback: CatalogIndexPagination): void =>
  prefetchCatalogIndex(context, configuredPagination(context.services, fallback));

/** The index's prefetch for a URL query, for asking for the next rows before navigating to them. */
export const usePrefetchCatalogIndex = (pagination?: CatalogIndexPagination): ((search: string) => void) => {
  const services = useServiceResolver();
  const queryClient = useQueryClient();
  return useCallback((search: string) => prefetchCatalogIndex({ queryClient, services, search }, pagination), [queryClient, services, pagination]);
};

/** A page of the catalog index (or of a list built on it); the previous page stays on screen while the next loads. */
export const useCatalogPage = (
  view: CatalogIndexView,
  userRef: string,
  starredKey: string,
  { enabled = true }: { enabled?: boolean } = {},
): UseQueryResult<CatalogPage, BackendQueryError> => {
  const listPage = useService(ListCatalogPageToken);
  const query = catalogPageQuery(listPage, view, userRef, starredKey);
  return useBackendQuery(query.queryKey, query.task, { placeholderData: keepPreviousData, meta: query.meta, enabled });
};

/** The catalog's kinds with their counts (a facet). */
export const useKindFacet = ({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<readonly FacetCount[], BackendQueryError> => {
  const optionsLoader = useService(FilterOptionsLoaderToken);
  return useBackendQuery(catalogKeys.kindFacet(), () => optionsLoader.kinds(), { staleTime: 60_000, enabled });
};

/** The filter choices (types, owners, tags, …) of a kind. */
export const useFilterOptions = (
  kind: string | undefined,
  { enabled = true }: { enabled?: boolean } = {},
): UseQueryResult<FilterOptions, BackendQueryError> => {
  const optionsLoader = useService(FilterOptionsLoaderToken);
  return useBackendQuery(catalogKeys.filterOptions(kind), () => optionsLoader.forKind(kind), { staleTime: 60_000, enabled });
};

/** How many entities match the filters (for pages that do not know their total). */
export const useCatalogCount = (
  filters: EntityFilters,
  scope: readonly unknown[],
  enabled: boolean,
): UseQueryResult<CatalogCount, BackendQueryError> => {
  const count = useService(CountCatalogEntitiesToken);
  return useBackendQuery(catalogKeys.count(filters, scope), () => count(filters), { enabled, staleTime: 30_000 });
};

/** The signed-in user's starred refs, kept current, and the toggle. */
export const useStarred = (): { starred: readonly string[]; toggle: (entityRef: string) => void } => {
  const starredEntities = useService(StarredEntitiesToken);
  useSession(); // re-read when the user changes
  const starred = useSyncExternalStore(
    (onChange) => starredEntities.subscribe(onChange),
    () => starredEntities.getStarred(),
  );
  return { starred, toggle: (entityRef) => void starredEntities.toggleStarred(entityRef) };
};
