import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { Entity } from '../../domain/catalog/entity';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { canonicalRef, nextLevelRefs, type GraphFilters } from '../../domain/graph/entity-graph';
import type { CatalogReader } from '../catalog/catalog-reader.port';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

export interface EntityGraphRequest extends GraphFilters {
  readonly rootEntityRefs: readonly string[];
  /** Relation hops from the roots; Infinity follows relations until nothing new is reached. */
  readonly maxDepth: number;
}

export interface LoadedEntityGraph {
  /** Every ref asked for, canonical, with its entity or null where the catalog has none. */
  readonly entities: ReadonlyMap<string, Entity | null>;
  /** How many levels below the roots were fetched. */
  readonly depth: number;
}

/** The entities of a catalog graph, fetched level by level with POST /entities/by-refs up to maxDepth. */
export type LoadEntityGraph = (
  request: EntityGraphRequest,
  onLevel?: (partial: LoadedEntityGraph) => void,
) => TaskEither<BackendError, LoadedEntityGraph>;

export const LoadEntityGraphToken = serviceToken<LoadEntityGraph>('LoadEntityGraph');

/** What the graph draws of an entity: identity, titles, type and relations (by-refs sends only these). */
export const GRAPH_ENTITY_FIELDS: readonly string[] = [
  'kind',
  'metadata.name',
  'metadata.namespace',
  'metadata.title',
  'metadata.description',
  'spec.type',
  'spec.profile.displayName',
  'relations',
];

export const loadEntityGraph =
  (deps: { readonly reader: CatalogReader }): LoadEntityGraph =>
  (request, onLevel) =>
  async () => {
    const entities = new Map<string, Entity | null>();
    let frontier = [...new Set(request.rootEntityRefs.map(canonicalRef))];
    let depth = 0;
    for (let level = 0; frontier.length > 0; level += 1) {
      const answer = await deps.reader.getEntitiesByRefs({ entityRefs: frontier, fields: GRAPH_ENTITY_FIELDS })();
      if (E.isLeft(answer)) return answer;
      frontier.forEach((ref, index) => {
        const entity = answer.right[index] ?? null;
        entities.set(ref, entity);
        // The catalog may spell the ref differently (case); keep both spellings pointing at the entity.
        if (entity) entities.set(stringifyEntityRef(entity), entity);
      });
      depth = level;
      onLevel?.({ entities: new Map(entities), depth });
      if (level >= request.maxDepth) break;
      frontier = [...nextLevelRefs(entities, frontier, request)];
    }
    return E.right({ entities, depth });
  };
