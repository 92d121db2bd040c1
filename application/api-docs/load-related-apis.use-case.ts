import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { RELATION_CONSUMES_API, RELATION_PROVIDES_API, relationTargets, type Entity } from '../../domain/catalog/entity';
import { canonicalRef } from '../../domain/graph/entity-graph';
import type { CatalogReader } from '../catalog/catalog-reader.port';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

export interface RelatedApis {
  /** API entities in the order of the component's relations. */
  readonly provided: readonly Entity[];
  readonly consumed: readonly Entity[];
  /** Refs of related APIs the catalog does not have. */
  readonly missing: readonly string[];
}

/** The APIs a component provides and consumes (Provided APIs / Consumed APIs cards), in one by-refs call. */
export type LoadRelatedApis = (component: Entity) => TE.TaskEither<BackendError, RelatedApis>;

export const LoadRelatedApisToken = serviceToken<LoadRelatedApis>('LoadRelatedApis');

export const loadRelatedApis =
  (deps: { readonly reader: CatalogReader }): LoadRelatedApis =>
  (component) => {
    const provided = [...new Set(relationTargets(component, RELATION_PROVIDES_API).map(canonicalRef))];
    const consumed = [...new Set(relationTargets(component, RELATION_CONSUMES_API).map(canonicalRef))];
    const refs = [...new Set([...provided, ...consumed])];
    if (refs.length === 0) return TE.right({ provided: [], consumed: [], missing: [] });
    return pipe(
      deps.reader.getEntitiesByRefs({ entityRefs: refs }),
      TE.map((items) => {
        const byRef = new Map(refs.map((ref, index) => [ref, items[index] ?? null]));
        const found = (list: readonly string[]) => list.flatMap((ref) => (byRef.get(ref) ? [byRef.get(ref)!] : []));
        return { provided: found(provided), consumed: found(consumed), missing: refs.filter((ref) => !byRef.get(ref)) };
      }),
    );
  };
