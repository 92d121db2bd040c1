import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { catalogMessages } from '../../domain/catalog/messages';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';
import type { CatalogReader, FacetCount } from './catalog-reader.port';

/** Facets that fill the index's filter pickers for one kind. */
export const KIND_FACETS = {
  type: 'spec.type',
  lifecycle: 'spec.lifecycle',
  owner: 'relations.ownedBy',
  tag: 'metadata.tags',
  namespace: 'metadata.namespace',
} as const;

export interface FilterOptions {
  readonly type: readonly FacetCount[];
  readonly lifecycle: readonly FacetCount[];
  readonly owner: readonly FacetCount[];
  readonly tag: readonly FacetCount[];
  readonly namespace: readonly FacetCount[];
}

export interface FilterOptionsLoader {
  /** Every kind in the catalog; fails with 'Failed to load entity kinds'. */
  kinds(): TE.TaskEither<BackendError, readonly FacetCount[]>;
  /** Options of the other pickers among entities of the kind; fails with 'Failed to load entity types'. */
  forKind(kind: string | undefined): TE.TaskEither<BackendError, FilterOptions>;
}

export const FilterOptionsLoaderToken = serviceToken<FilterOptionsLoader>('FilterOptionsLoader');

const byValue = (counts: readonly FacetCount[] | undefined): readonly FacetCount[] =>
  [...(counts ?? [])].sort((a, b) => a.value.localeCompare(b.value));

const withMessage =
  (message: string) =>
  (error: BackendError): BackendError => ({ ...error, message: `${message}: ${error.message}` });

/** Filter options come from entity-facets, so the index never downloads entities to build them. */
export const filterOptionsLoader = (deps: { readonly reader: CatalogReader }): FilterOptionsLoader => ({
  kinds: () =>
    pipe(
      deps.reader.getEntityFacets({ facets: ['kind'] }),
      TE.map((answer) => byValue(answer.facets['kind'])),
      TE.mapLeft(withMessage(catalogMessages.failedToLoadKinds)),
    ),
  forKind: (kind) =>
    pipe(
      deps.reader.getEntityFacets({ facets: Object.values(KIND_FACETS), ...(kind ? { filter: [`kind=${kind}`] } : {}) }),
      TE.map(
        (answer): FilterOptions => ({
          type: byValue(answer.facets[KIND_FACETS.type]),
          lifecycle: byValue(answer.facets[KIND_FACETS.lifecycle]),
          owner: byValue(answer.facets[KIND_FACETS.owner]),
          tag: byValue(answer.facets[KIND_FACETS.tag]),
          namespace: byValue(answer.facets[KIND_FACETS.namespace]),
        }),
      ),
      TE.mapLeft(withMessage(catalogMessages.failedToLoadTypes)),
    ),
});
