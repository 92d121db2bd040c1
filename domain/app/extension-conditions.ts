// When an entity page tab or card shows, written as data in the app config (`when:` of an app.extensions entry).
// The same words as the Backstage plugins' `if` (domain/backstage-plugins/mount-conditions.ts) — isKind, isType,
// hasAnnotation, allOf, anyOf — and `not`, so one condition language serves both.
import * as E from 'fp-ts/Either';
import type { Entity } from '../catalog/entity';
import { isJsonObject, type JsonValue } from './config-values';

export type ExtensionCondition =
  | { readonly isKind: readonly string[] }
  | { readonly isType: readonly string[] }
  | { readonly hasAnnotation: string }
  | { readonly allOf: readonly ExtensionCondition[] }
  | { readonly anyOf: readonly ExtensionCondition[] }
  | { readonly not: ExtensionCondition };

export const CONDITION_KEYS = ['isKind', 'isType', 'hasAnnotation', 'allOf', 'anyOf', 'not'] as const;

const lower = (text: string): string => text.toLowerCase();

/** Whether `condition` holds for `entity`; kinds and types in any letter case, an annotation with a value that is not blank. */
export const extensionConditionHolds = (condition: ExtensionCondition, entity: Entity): boolean => {
  if ('isKind' in condition) return condition.isKind.some((kind) => lower(kind) === lower(entity.kind));
  if ('isType' in condition) {
    const type = entity.spec?.type;
    return typeof type === 'string' && condition.isType.some((wanted) => lower(wanted) === lower(type));
  }
  if ('hasAnnotation' in condition) return (entity.metadata.annotations?.[condition.hasAnnotation]?.trim() ?? '') !== '';
  if ('allOf' in condition) return condition.allOf.every((part) => extensionConditionHolds(part, entity));
  if ('anyOf' in condition) return condition.anyOf.some((part) => extensionConditionHolds(part, entity));
  return !extensionConditionHolds(condition.not, entity);
};

const describe = (value: JsonValue | undefined): string =>
  value === undefined ? 'nothing' : value === null ? 'null' : Array.isArray(value) ? 'a list' : isJsonObject(value) ? 'an object' : `a ${typeof value}`;

/** A problem with the condition at `key` of the file `context`. */
const problem = (key: string, context: string, text: string): E.Either<string, never> => E.left(`Config key '${key}' in '${context}' ${text}`);

const readText = (value: JsonValue | undefined, key: string, context: string): E.Either<string, string> =>
  typeof value === 'string' && value.trim() !== '' ? E.right(value.trim()) : problem(key, context, `must be a non-empty string, got ${describe(value)}`);

/** One string or a non-empty list of them. */
const readTexts = (value: JsonValue | undefined, key: string, context: string): E.Either<string, readonly string[]> => {
  if (!Array.isArray(value)) return E.map((text: string) => [text])(readText(value, key, context));
  if (value.length === 0) return problem(key, context, 'must name at least one value');
  return E.traverseArrayWithIndex((index, item: JsonValue) => readText(item, `${key}[${index}]`, context))(value as JsonValue[]);
};

/** A condition from config: an object with exactly one of CONDITION_KEYS. Left: what is wrong, naming the key and the file. */
export const readExtensionCondition = (value: JsonValue | undefined, key: string, context: string): E.Either<string, ExtensionCondition> => {
  if (!isJsonObject(value)) return problem(key, context, `must be a condition (one of ${CONDITION_KEYS.join(', ')}), got ${describe(value)}`);
  const keys = Object.keys(value);
  const [only] = keys;
  if (keys.length !== 1 || only === undefined || !(CONDITION_KEYS as readonly string[]).includes(only)) {
    return problem(key, context, `must have exactly one of ${CONDITION_KEYS.join(', ')}, got ${keys.length === 0 ? 'none' : keys.join(', ')}`);
  }
  const inner = value[only];
  const innerKey = `${key}.${only}`;
  switch (only as (typeof CONDITION_KEYS)[number]) {
    case 'isKind':
      return E.map((kinds: readonly string[]): ExtensionCondition => ({ isKind: kinds }))(readTexts(inner, innerKey, context));
    case 'isType':
      return E.map((types: readonly string[]): ExtensionCondition => ({ isType: types }))(readTexts(inner, innerKey, context));
    case 'hasAnnotation':
      return E.map((annotation: string): ExtensionCondition => ({ hasAnnotation: annotation }))(readText(inner, innerKey, context));
    case 'not':
      return E.map((negated: ExtensionCondition): ExtensionCondition => ({ not: negated }))(readExtensionCondition(inner, innerKey, context));
    case 'allOf':
    case 'anyOf': {
      if (!Array.isArray(inner) || inner.length === 0) return problem(innerKey, context, `must be a non-empty list of conditions, got ${describe(inner)}`);
      const parts = E.traverseArrayWithIndex((index, item: JsonValue) => readExtensionCondition(item, `${innerKey}[${index}]`, context))(inner as JsonValue[]);
      return E.map((read: readonly ExtensionCondition[]): ExtensionCondition => (only === 'allOf' ? { allOf: read } : { anyOf: read }))(parts);
    }
  }
};
