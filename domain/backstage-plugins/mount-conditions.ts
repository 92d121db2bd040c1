// Whether a Backstage plugin's entity card or tab shows for an entity: its `if` condition from the config, evaluated
// with the predicates its package exports (`isSonarQubeAvailable`) once they are loaded.
import type { Entity } from '../catalog/entity';
import type { MountCondition } from './backstage-plugin-config';

export type EntityPredicate = (entity: Entity) => boolean;

const lower = (value: string) => value.toLowerCase();

/**
 * Whether `condition` holds for `entity`. `predicateOf` gives an exported predicate by name; one the package does not
 * export (or that throws) does not hold, so a card never shows by mistake.
 */
export const conditionHolds = (condition: MountCondition | undefined, entity: Entity, predicateOf: (name: string) => EntityPredicate | undefined): boolean => {
  if (condition === undefined) return true;
  if ('isKind' in condition) return condition.isKind.some((kind) => lower(kind) === lower(entity.kind));
  if ('isType' in condition) {
    const type = entity.spec?.['type'];
    return typeof type === 'string' && condition.isType.some((wanted) => lower(wanted) === lower(type));
  }
  if ('hasAnnotation' in condition) return (entity.metadata.annotations?.[condition.hasAnnotation]?.trim() ?? '') !== '';
  if ('allOf' in condition) return condition.allOf.every((part) => conditionHolds(part, entity, predicateOf));
  if ('anyOf' in condition) return condition.anyOf.some((part) => conditionHolds(part, entity, predicateOf));
  const predicate = predicateOf(condition.exported);
  try {
    return predicate ? predicate(entity) === true : false;
  } catch {
    return false;
  }
};

/** The names of the exported predicates `condition` uses, each once. */
export const exportedPredicateNames = (condition: MountCondition | undefined): readonly string[] => {
  if (condition === undefined) return [];
  if ('exported' in condition) return [condition.exported];
  if ('allOf' in condition) return [...new Set(condition.allOf.flatMap(exportedPredicateNames))];
  if ('anyOf' in condition) return [...new Set(condition.anyOf.flatMap(exportedPredicateNames))];
  return [];
};
