import { RELATION_OWNED_BY, RELATION_PART_OF, relationTargets, type Entity } from '../../domain/catalog/entity';
import { entityRefOf, parseEntityRef, stringifyEntityRef, type CompoundEntityRef } from '../../domain/catalog/entity-ref';
import { entityTitle } from '../../domain/catalog/presentation';

/** One row of the catalog table: the entity plus what its columns show. */
export interface CatalogRow {
  readonly entity: Entity;
  /** Canonical ref, also the row's key. */
  readonly entityRef: string;
  readonly ref: CompoundEntityRef;
  readonly title: string;
  /** Targets of ownedBy relations (canonical refs). */
  readonly ownedBy: readonly string[];
  /** Targets of partOf relations that are systems. */
  readonly partOfSystems: readonly string[];
}

const isSystemRef = (ref: string): boolean => {
  const parsed = parseEntityRef(ref);
  return parsed._tag === 'Right' && parsed.right.kind.toLowerCase() === 'system';
};

export const toCatalogRow = (entity: Entity): CatalogRow => ({
  entity,
  entityRef: stringifyEntityRef(entity),
  ref: entityRefOf(entity),
  title: entityTitle(entity),
  ownedBy: relationTargets(entity, RELATION_OWNED_BY),
  partOfSystems: relationTargets(entity, RELATION_PART_OF).filter(isSystemRef),
});
