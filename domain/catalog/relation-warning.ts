// The relation warning of the entity page: relation targets the catalog
// does not know. Looking them up is skipped above 1000 target refs.
import { RELATION_WARNING_MAX_REFS } from './constants';
import type { Entity } from './entity';

/** Distinct target refs of the entity's relations, in first-seen order. */
export const relationTargetRefs = (entity: Entity): readonly string[] => [
  ...new Set((entity.relations ?? []).map((relation) => relation.targetRef)),
];

/** Whether the targets should be looked up: some, and not more than 1000. */
export const shouldCheckRelationTargets = (refs: readonly string[]): boolean =>
  refs.length > 0 && refs.length <= RELATION_WARNING_MAX_REFS;

/**
 * Refs whose lookup came back empty. `found` is the by-refs answer: one item per ref, in the
 * same order, null (or missing) when the catalog has no such entity.
 */
export const missingRelationTargets = (refs: readonly string[], found: readonly unknown[]): readonly string[] =>
  refs.filter((_, index) => found[index] === null || found[index] === undefined);
