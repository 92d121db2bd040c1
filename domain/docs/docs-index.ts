// The docs index (the docs plugin's root lists the entities with docs):
// one row per entity, 'Owned' keeps those owned by the user's ownership refs, a filter text narrows the rows.
import * as E from 'fp-ts/Either';
import { RELATION_OWNED_BY, relationTargets, type Entity } from '../catalog/entity';
import { canonicalEntityRef, entityRefOf, stringifyEntityRef } from '../catalog/entity-ref';
import { entityTitle } from '../catalog/presentation';
import { docsTriplet, readerPath } from './docs-paths';

export interface DocsIndexRow {
  readonly entityRef: string;
  readonly title: string;
  readonly description?: string;
  /** Canonical owner ref, when the entity names one. */
  readonly owner?: string;
  readonly kind: string;
  readonly type?: string;
  readonly to: string;
}

/** The entity's owners: its ownedBy relations, else its spec.owner (as a group by default). */
export const ownersOf = (entity: Entity): readonly string[] => {
  const related = relationTargets(entity, RELATION_OWNED_BY).map((ref) => ref.toLowerCase());
  if (related.length) return related;
  const owner = entity.spec?.owner;
  if (typeof owner !== 'string' || owner === '') return [];
  const canonical = canonicalEntityRef(owner, { defaultKind: 'group', defaultNamespace: entity.metadata.namespace ?? 'default' });
  return E.isRight(canonical) ? [canonical.right] : [];
};

/** A row of the index; its link uses the lowercased triplet unless the legacy case-sensitive setting is on. */
export const docsIndexRow = (entity: Entity, legacyCaseSensitive = false): DocsIndexRow => {
  const owner = ownersOf(entity)[0];
  const triplet = docsTriplet(entityRefOf(entity), legacyCaseSensitive);
  return {
    entityRef: stringifyEntityRef(entity),
    title: entityTitle(entity),
    ...(entity.metadata.description ? { description: entity.metadata.description } : {}),
    ...(owner ? { owner } : {}),
    kind: entity.kind,
    ...(typeof entity.spec?.type === 'string' && entity.spec.type !== '' ? { type: entity.spec.type } : {}),
    to: readerPath(triplet),
  };
};

export interface DocsIndexQuery {
  readonly ownedOnly: boolean;
  readonly ownershipRefs: readonly string[];
  readonly filter: string;
  readonly legacyCaseSensitive?: boolean;
}

export const docsIndexRows = (entities: readonly Entity[], query: DocsIndexQuery): readonly DocsIndexRow[] => {
  const owned = new Set(query.ownershipRefs.map((ref) => ref.toLowerCase()));
  const needles = query.filter.toLocaleLowerCase('en-US').split(/\s+/).filter(Boolean);
  return entities
    .filter((entity) => !query.ownedOnly || ownersOf(entity).some((owner) => owned.has(owner)))
    .map((entity) => docsIndexRow(entity, query.legacyCaseSensitive ?? false))
    .filter((row) => {
      const haystack = [row.title, row.entityRef, row.description, row.owner, row.kind, row.type].join(' ').toLocaleLowerCase('en-US');
      return needles.every((needle) => haystack.includes(needle));
    })
    .sort((a, b) => a.title.localeCompare(b.title, 'en') || a.entityRef.localeCompare(b.entityRef, 'en'));
};
