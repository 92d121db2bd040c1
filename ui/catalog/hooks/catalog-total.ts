import type { UseQueryResult } from '@tanstack/react-query';
import { useRef } from 'react';
import type { CatalogPage } from '../../../application/catalog/list-catalog-page.use-case';
import { countFromKindFacet, isCountedByKindFacet, type KindCount } from '../../../domain/catalog/count-from-kinds';
import type { EntityFilters } from '../../../domain/catalog/filters';
import { approximateCount } from '../../../domain/catalog/catalog-index-texts';
import type { BackendQueryError } from '../../app/backend-query';
import { useCatalogCount } from './index-queries';

/**
 * The number shown beside a catalog list's title: '…' until it is known, 'at most N' when it is only
 * an upper bound. A page that does not know its total (by-query pages do not ask the
 * backend to count) is counted by a second call, made once the rows are in so that they never wait
 * for it; paging keeps the count. Nothing is shown until the rows of the filters are in. With kind as the only filter the `kind` facet, when the page has
 * it, already holds the count and nothing more is asked. Undefined when the count failed: the rows
 * are what matter.
 */
export const useCatalogTotal = (
  page: UseQueryResult<CatalogPage, BackendQueryError>,
  filters: EntityFilters,
  scope: readonly unknown[],
  kinds?: UseQueryResult<readonly KindCount[], BackendQueryError>,
): string | undefined => {
  // Rows of these filters have come in (on screen now, or before this page of them was asked for):
  // not the previous filters' rows kept on screen while the new ones load.
  const filtersKey = JSON.stringify([filters, ...scope]);
  const rowsCameFor = useRef<string | undefined>(undefined);
  if (page.data !== undefined && !page.isPlaceholderData) rowsCameFor.current = filtersKey;
  const rowsIn = page.data !== undefined && rowsCameFor.current === filtersKey;
  const known = page.data?.totalItems;
  const byKindFacet = kinds !== undefined && isCountedByKindFacet(filters);
  const counted = useCatalogCount(filters, scope, rowsIn && known === undefined && (!byKindFacet || kinds.isError));
  if (!rowsIn) return '…';
  if (known !== undefined) return page.data!.totalIsExact ? String(known) : approximateCount(known);
  if (byKindFacet && kinds.data) return String(countFromKindFacet(filters, kinds.data));
  if (counted.data) return counted.data.totalIsExact ? String(counted.data.totalItems) : approximateCount(counted.data.totalItems);
  return counted.error ? undefined : '…';
};
