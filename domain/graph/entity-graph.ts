// The catalog graph's nodes and edges: entities reached from the root entities through their relations, filtered
// by target kind and relation type. Entities are keyed by canonical ref (lowercase kind:namespace/name).
import * as E from 'fp-ts/Either';
import type { Entity } from '../catalog/entity';
import { canonicalEntityRef, parseEntityRef, stringifyEntityRef } from '../catalog/entity-ref';
import { entityTitle } from '../catalog/presentation';
import { pairOf } from './relation-pairs';

export interface GraphFilters {
  /** Only relations to entities of these kinds (any case); absent or empty: all kinds. */
  readonly kinds?: readonly string[];
  /** Only relations of these types; absent or empty: all relations. */
  readonly relations?: readonly string[];
}

export interface GraphOptions extends GraphFilters {
  readonly rootEntityRefs: readonly string[];
  /** Only draw an edge towards an entity not reached before, so each pair of related entities gets one edge. */
  readonly unidirectional: boolean;
  /** Draw both relations of a pair (ownerOf/ownedBy) as one edge. */
  readonly mergeRelations: boolean;
}

export interface GraphNodeData {
  /** Canonical entity ref. */
  readonly id: string;
  readonly kind: string;
  readonly namespace: string;
  readonly name: string;
  readonly title: string;
  readonly type?: string;
  readonly isRoot: boolean;
}

export interface GraphEdgeData {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly relations: readonly string[];
  /** The relation from `from` to `to`. */
  readonly label: string;
}

export interface EntityGraph {
  readonly nodes: readonly GraphNodeData[];
  readonly edges: readonly GraphEdgeData[];
}

/** The canonical form of a ref; a ref that cannot be read is only lowercased. */
export const canonicalRef = (ref: string): string => {
  const parsed = canonicalEntityRef(ref);
  return E.isRight(parsed) ? parsed.right : ref.toLowerCase();
};

const kindOfRef = (ref: string): string => {
  const parsed = parseEntityRef(ref);
  return E.isRight(parsed) ? parsed.right.kind.toLowerCase() : '';
};

const relationFilter = (filters: GraphFilters) => {
  const kinds = filters.kinds && filters.kinds.length > 0 ? new Set(filters.kinds.map((kind) => kind.toLowerCase())) : undefined;
  const relations = filters.relations && filters.relations.length > 0 ? new Set(filters.relations) : undefined;
  return (relation: { readonly type: string; readonly targetRef: string }): boolean =>
    (!relations || relations.has(relation.type)) && (!kinds || kinds.has(kindOfRef(relation.targetRef)));
};

/**
 * Refs to fetch for the next level: targets of the frontier entities' relations (that pass the filters) which
 * are not known yet. `known` holds every ref fetched so far (null where the catalog had no such entity).
 */
export const nextLevelRefs = (known: ReadonlyMap<string, Entity | null>, frontier: readonly string[], filters: GraphFilters): readonly string[] => {
  const follows = relationFilter(filters);
  const next: string[] = [];
  const queued = new Set<string>();
  for (const ref of frontier) {
    const entity = known.get(ref);
    if (!entity) continue;
    for (const relation of entity.relations ?? []) {
      if (!follows(relation)) continue;
      const target = canonicalRef(relation.targetRef);
      if (known.has(target) || queued.has(target)) continue;
      queued.add(target);
      next.push(target);
    }
  }
  return next;
};

const nodeOf = (entity: Entity, isRoot: boolean): GraphNodeData => {
  const type = entity.spec?.type;
  return {
    id: stringifyEntityRef(entity),
    kind: entity.kind,
    namespace: entity.metadata.namespace || 'default',
    name: entity.metadata.name,
    title: entityTitle(entity),
    ...(typeof type === 'string' && type.length > 0 ? { type } : {}),
    isRoot,
  };
};

/**
 * Walks from the roots breadth first over the relations that pass the filters, among the given entities, and
 * answers the nodes (in the order reached) and the edges between them, without duplicates.
 */
export const buildEntityGraph = (entities: ReadonlyMap<string, Entity | null>, options: GraphOptions): EntityGraph => {
  const follows = relationFilter(options);
  const roots = [...new Set(options.rootEntityRefs.map(canonicalRef))];
  const visited = new Set<string>(roots);
  const queue = [...roots];
  const nodes: GraphNodeData[] = [];
  const edges = new Map<string, GraphEdgeData>();
  const rootSet = new Set(roots);

  for (let index = 0; index < queue.length; index += 1) {
    const ref = queue[index]!;
    const entity = entities.get(ref);
    if (!entity) continue;
    nodes.push(nodeOf(entity, rootSet.has(ref)));
    for (const relation of entity.relations ?? []) {
      if (!follows(relation)) continue;
      const target = canonicalRef(relation.targetRef);
      if (target === ref || !entities.get(target)) continue;
      if (!options.unidirectional || !visited.has(target)) {
        const pair = options.mergeRelations ? pairOf(relation.type) : [relation.type];
        const forward = pair[0] === relation.type;
        const from = forward ? ref : target;
        const to = forward ? target : ref;
        const id = `${from} ${to} ${pair.join('/')}`;
        // Named by the relation in the direction the edge is drawn.
        if (!edges.has(id)) edges.set(id, { id, from, to, relations: pair, label: pair[0]! });
      }
      if (!visited.has(target)) {
        visited.add(target);
        queue.push(target);
      }
    }
  }
  return { nodes, edges: [...edges.values()] };
};
