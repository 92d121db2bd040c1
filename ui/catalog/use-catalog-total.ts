import type { UseQueryResult } from '@tanstack/react-query';
import { CountCatalogEntitiesToken } from '../../application/catalog/count-catalog-entities.use-case';
import type { CatalogPage } from '../../application/catalog/list-catalog-page.use-case';
import type { EntityFilters } from '../../domain/catalog/filters';
import { useBackendQuery, type BackendQueryError } from '../app/backend-query';
import { useService } from '../app/services';

/**
 * The number shown beside a catalog list's title: '…' until it is known, '≤ N' when the rows are
 * narrowed in the browser. A page that does not know its total (by-query pages do not ask the
 * backend to count) is counted by a second call, made once the rows are in so that they never wait
 * for it; paging keeps the count. Undefined when the count failed: the rows are what matter.
 */
export const useCatalogTotal = (
  page: UseQueryResult<CatalogPage, BackendQueryError>,
  filters: EntityFilters,
  scope: readonly unknown[],
): string | undefined => {
  const count = useService(CountCatalogEntitiesToken);
  const known = page.data?.totalItems;
  const counted = useBackendQuery(['catalog', 'count', filters, ...scope], () => count(filters), {
    enabled: page.data !== undefined && !page.isPlaceholderData && known === undefined,
    staleTime: 30_000,
  });
  if (page.data && known !== undefined) return `${page.data.totalIsExact ? '' : '≤ '}${known}`;
  if (counted.data) return `${counted.data.totalIsExact ? '' : '≤ '}${counted.data.totalItems}`;
  return counted.error ? undefined : '…';
};
