import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { EntityFilters } from '../../domain/catalog/filters';
import { toCatalogQuery } from '../../domain/catalog/filter-query';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';
import { entityMatchRequest, type ListCatalogPageDeps } from './list-catalog-page.use-case';

export interface CatalogCount {
  readonly totalItems: number;
  /**
   * False when the catalog index narrows its pages in the browser (filters the backend cannot
   * express, see domain/catalog/filter-query.ts): the backend's count is then an upper bound.
   */
  readonly totalIsExact: boolean;
}

export type CountCatalogEntities = (filters: EntityFilters) => TE.TaskEither<BackendError, CatalogCount>;

export const CountCatalogEntitiesToken = serviceToken<CountCatalogEntities>('CountCatalogEntities');

/**
 * How many entities the catalog index's filters match (the number beside the kind), asked apart
 * from the page so that the rows do not wait for it.
 */
export const countCatalogEntities =
  (deps: ListCatalogPageDeps): CountCatalogEntities =>
  (filters) => {
    const query = toCatalogQuery(filters, deps.userContext());
    if (query.matchesNothing) return TE.right({ totalItems: 0, totalIsExact: true });
    return pipe(
      deps.reader.countEntities(entityMatchRequest(query)),
      TE.map((totalItems) => ({ totalItems, totalIsExact: !query.needsClientRefinement })),
    );
  };
