// The inspect dialog's ancestry (the ancestry response: rootEntityRef and items with entity and
// parentEntityRefs) as a graph: an edge from each parent to its child, the chain's origin on top and the
// inspected entity marked.
import type { Entity } from '../catalog/entity';
import { stringifyEntityRef } from '../catalog/entity-ref';
import { entityTitle } from '../catalog/presentation';
import { canonicalRef, type EntityGraph, type GraphNodeData } from './entity-graph';

export interface AncestryInput {
  readonly rootEntityRef: string;
  readonly items: readonly { readonly entity: Entity; readonly parentEntityRefs: readonly string[] }[];
}

export interface AncestryGraph extends EntityGraph {
  /** Entities without parents: where the chain starts (the layout puts them on the first rank). */
  readonly origins: readonly string[];
}

export const ancestryGraph = (ancestry: AncestryInput): AncestryGraph => {
  const inspected = canonicalRef(ancestry.rootEntityRef);
  const known = new Set(ancestry.items.map((item) => stringifyEntityRef(item.entity)));
  const nodes: GraphNodeData[] = ancestry.items.map(({ entity }) => {
    const id = stringifyEntityRef(entity);
    const type = entity.spec?.type;
    return {
      id,
      kind: entity.kind,
      namespace: entity.metadata.namespace || 'default',
      name: entity.metadata.name,
      title: entityTitle(entity),
      ...(typeof type === 'string' && type.length > 0 ? { type } : {}),
      isRoot: id === inspected,
    };
  });
  const edges = ancestry.items.flatMap(({ entity, parentEntityRefs }) => {
    const child = stringifyEntityRef(entity);
    return [...new Set(parentEntityRefs.map(canonicalRef))]
      .filter((parent) => known.has(parent) && parent !== child)
      .map((parent) => ({ id: `${parent} ${child}`, from: parent, to: child, relations: [], label: '' }));
  });
  const origins = ancestry.items
    .filter((item) => item.parentEntityRefs.filter((parent) => known.has(canonicalRef(parent))).length === 0)
    .map((item) => stringifyEntityRef(item.entity));
  return { nodes, edges, origins };
};
