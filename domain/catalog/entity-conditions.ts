// When an entity page shows a plugin's tab or card: conditions on the entity, combined as needed.
import type { Entity } from './entity';

export type EntityCondition = (entity: Entity) => boolean;

/** The entity is of one of these kinds (any letter case). */
export const whenKind =
  (...kinds: readonly string[]): EntityCondition =>
  (entity) =>
    kinds.some((kind) => kind.toLowerCase() === entity.kind.toLowerCase());

/** The entity carries this annotation with a value that is not blank. */
export const whenAnnotated =
  (key: string): EntityCondition =>
  (entity) =>
    (entity.metadata.annotations?.[key]?.trim() ?? '') !== '';

/** Every condition holds. */
export const whenAll =
  (...conditions: readonly EntityCondition[]): EntityCondition =>
  (entity) =>
    conditions.every((condition) => condition(entity));

/** At least one condition holds. */
export const whenAny =
  (...conditions: readonly EntityCondition[]): EntityCondition =>
  (entity) =>
    conditions.some((condition) => condition(entity));
