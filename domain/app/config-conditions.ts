// When an entity page tab or card shows, written as data in the app config: `when:` of an app.extensions entry and
// `if:` of a Backstage plugin's mount point speak this one language — isKind, isType, hasAnnotation, allOf, anyOf and
// not — and a Backstage plugin's condition may also name a predicate its package exports (`isSonarQubeAvailable`).
import * as E from 'fp-ts/Either';
import type { Entity } from '../catalog/entity';

export type ConfigCondition =
  | { readonly isKind: readonly string[] }
  | { readonly isType: readonly string[] }
  | { readonly hasAnnotation: string }
  | { readonly allOf: readonly ConfigCondition[] }
  | { readonly anyOf: readonly ConfigCondition[] }
  | { readonly not: ConfigCondition }
  /** A predicate the plugin's package exports, by name; only where a package is at hand. */
  | { readonly exported: string };

export type EntityPredicate = (entity: Entity) => boolean;

export const CONDITION_KEYS = ['isKind', 'isType', 'hasAnnotation', 'allOf', 'anyOf', 'not'] as const;

const lower = (text: string): string => text.toLowerCase();

const noPredicates = (): EntityPredicate | undefined => undefined;

/**
 * Whether `condition` holds for `entity`: kinds and types in any letter case, an annotation with a value that is not
 * blank. `predicateOf` gives an exported predicate by name; one it does not give (or that throws) does not hold, so
 * a card never shows by mistake.
 */
export const configConditionHolds = (condition: ConfigCondition, entity: Entity, predicateOf: (name: string) => EntityPredicate | undefined = noPredicates): boolean => {
  if ('isKind' in condition) return condition.isKind.some((kind) => lower(kind) === lower(entity.kind));
  if ('isType' in condition) {
    const type = entity.spec?.type;
    return typeof type === 'string' && condition.isType.some((wanted) => lower(wanted) === lower(type));
  }
  if ('hasAnnotation' in condition) return (entity.metadata.annotations?.[condition.hasAnnotation]?.trim() ?? '') !== '';
  if ('allOf' in condition) return condition.allOf.every((part) => configConditionHolds(part, entity, predicateOf));
  if ('anyOf' in condition) return condition.anyOf.some((part) => configConditionHolds(part, entity, predicateOf));
  if ('not' in condition) return !configConditionHolds(condition.not, entity, predicateOf);
  const predicate = predicateOf(condition.exported);
  try {
    return predicate ? predicate(entity) === true : false;
  } catch {
    return false;
  }
};

/** The names of the exported predicates `condition` uses, each once. */
export const exportedPredicateNames = (condition: ConfigCondition | undefined): readonly string[] => {
  if (condition === undefined) return [];
  if ('exported' in condition) return [condition.exported];
  if ('not' in condition) return exportedPredicateNames(condition.not);
  if ('allOf' in condition) return [...new Set(condition.allOf.flatMap(exportedPredicateNames))];
  if ('anyOf' in condition) return [...new Set(condition.anyOf.flatMap(exportedPredicateNames))];
  return [];
};

/** How the reader words a problem: the text of one wrong key (the caller adds the file or the package). */
export type ConditionProblem = (key: string, text: string) => string;

export interface ConditionReading {
  readonly problem: ConditionProblem;
  /** Whether a string names a predicate the package exports (a Backstage plugin's condition). */
  readonly exportedPredicates: boolean;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const isObject = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

const describe = (value: unknown): string =>
  value === undefined ? 'nothing' : value === null ? 'null' : Array.isArray(value) ? 'a list' : isObject(value) ? 'an object' : `a ${typeof value}`;

const readText = (value: unknown, key: string, reading: ConditionReading): E.Either<string, string> =>
  typeof value === 'string' && value.trim() !== '' ? E.right(value.trim()) : E.left(reading.problem(key, `must be a non-empty string, got ${describe(value)}`));

/** One string or a non-empty list of them. */
const readTexts = (value: unknown, key: string, reading: ConditionReading): E.Either<string, readonly string[]> => {
  if (!Array.isArray(value)) return E.map((text: string) => [text])(readText(value, key, reading));
  if (value.length === 0) return E.left(reading.problem(key, 'must name at least one value'));
  return E.traverseArrayWithIndex((index, item: unknown) => readText(item, `${key}[${index}]`, reading))(value);
};

/** A condition from config: an object with exactly one of CONDITION_KEYS (or, where allowed, a predicate's name). Left: what is wrong at which key. */
export const readConfigCondition = (value: unknown, key: string, reading: ConditionReading): E.Either<string, ConfigCondition> => {
  if (typeof value === 'string' && reading.exportedPredicates) {
    return IDENTIFIER.test(value) ? E.right({ exported: value }) : E.left(reading.problem(key, `names '${value}', which is not an export name (a predicate such as isSonarQubeAvailable)`));
  }
  if (!isObject(value)) {
    const expected = `a condition (one of ${CONDITION_KEYS.join(', ')})${reading.exportedPredicates ? ' or the name of an exported predicate' : ''}`;
    return E.left(reading.problem(key, `must be ${expected}, got ${describe(value)}`));
  }
  const keys = Object.keys(value);
  const [only] = keys;
  if (keys.length !== 1 || only === undefined || !(CONDITION_KEYS as readonly string[]).includes(only)) {
    return E.left(reading.problem(key, `must have exactly one of ${CONDITION_KEYS.join(', ')}, got ${keys.length === 0 ? 'none' : keys.join(', ')}`));
  }
  const inner = value[only];
  const innerKey = `${key}.${only}`;
  switch (only as (typeof CONDITION_KEYS)[number]) {
    case 'isKind':
      return E.map((kinds: readonly string[]): ConfigCondition => ({ isKind: kinds }))(readTexts(inner, innerKey, reading));
    case 'isType':
      return E.map((types: readonly string[]): ConfigCondition => ({ isType: types }))(readTexts(inner, innerKey, reading));
    case 'hasAnnotation':
      return E.map((annotation: string): ConfigCondition => ({ hasAnnotation: annotation }))(readText(inner, innerKey, reading));
    case 'not':
      return E.map((negated: ConfigCondition): ConfigCondition => ({ not: negated }))(readConfigCondition(inner, innerKey, reading));
    case 'allOf':
    case 'anyOf': {
      if (!Array.isArray(inner) || inner.length === 0) return E.left(reading.problem(innerKey, `must be a non-empty list of conditions, got ${describe(inner)}`));
      const parts = E.traverseArrayWithIndex((index, item: unknown) => readConfigCondition(item, `${innerKey}[${index}]`, reading))(inner);
      return E.map((read: readonly ConfigCondition[]): ConfigCondition => (only === 'allOf' ? { allOf: read } : { anyOf: read }))(parts);
    }
  }
};
