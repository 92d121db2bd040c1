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

/** Filter options are work the user did not ask for: they never delay a page the user is waiting for. */
const BACKGROUND = { background: true } as const;

/**
 * Filter options come from entity-facets, so the index never downloads entities to build them. Each facet is a
 * read of its own: on a backend that answers one query at a time, a filter the user types waits at most for one
 * facet, not for all of them.
 */
export const filterOptionsLoader = (deps: { readonly reader: CatalogReader }): FilterOptionsLoader => {
  const facet = (name: string, filter: readonly string[] | undefined) =>
    pipe(
      deps.reader.getEntityFacets({ facets: [name], ...(filter ? { filter } : {}) }, BACKGROUND),
      TE.map((answer) => byValue(answer.facets[name])),
    );
  return {
    kinds: () => pipe(facet('kind', undefined), TE.mapLeft(withMessage(catalogMessages.failedToLoadKinds))),
    forKind: (kind) => {
      const filter = kind ? [`kind=${kind}`] : undefined;
      return pipe(
        TE.Do,
        TE.apS('type', facet(KIND_FACETS.type, filter)),
        TE.apS('lifecycle', facet(KIND_FACETS.lifecycle, filter)),
        TE.apS('owner', facet(KIND_FACETS.owner, filter)),
        TE.apS('tag', facet(KIND_FACETS.tag, filter)),
        TE.apS('namespace', facet(KIND_FACETS.namespace, filter)),
        TE.map((options): FilterOptions => options),
        TE.mapLeft(withMessage(catalogMessages.failedToLoadTypes)),
      );
    },
  };
};
