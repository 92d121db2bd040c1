// The validator library reports every failing keyword along the path it took, wrappers ($ref, properties, items,
// allOf, ...) included, in its own words. Forms show one error per failing value, in the words users of Backstage's
// forms know ("must be string", "must have required property 'owner'"), so the wrappers are dropped and each
// remaining error is reworded with its parameters read from the schema.
import type { OutputUnit, Schema } from '@cfworker/json-schema';
import type { JsonValue } from '../../../domain/app/config-values';
import type { PreparedSchema, SchemaProblem } from './prepared-schema';

export interface SchemaError {
  /** JSON pointer of the failing value, '' for the root, e.g. '/owner' or '/tags/2'. */
  readonly instancePath: string;
  /** JSON pointer into the schema along the validation path, e.g. '#/properties/name/pattern'. */
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, JsonValue>>;
  readonly message: string;
}

/** Wrappers whose failure is always reported again by the keywords inside them. */
const WRAPPERS = new Set(['$ref', '$recursiveRef', 'properties', 'patternProperties', 'items', 'prefixItems', 'allOf', 'dependentSchemas']);

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const unescapeSegment = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/** The library writes locations as URI fragments ('#/a%20b/0'); errors carry plain JSON pointers ('/a b/0'). */
const pointerOf = (location: string): string => location.slice(1).split('/').map(decodeURIComponent).join('/');

const parentOf = (location: string): string => location.slice(0, location.lastIndexOf('/'));

const lastSegmentOf = (location: string): string => unescapeSegment(decodeURIComponent(location.slice(location.lastIndexOf('/') + 1)));

/** The schema at a validation path, following `$ref`s the way the validator did. */
const schemaAt = (prepared: PreparedSchema, location: string): unknown => {
  let node: unknown = prepared.schema;
  for (const raw of location.split('/').slice(1)) {
    const segment = unescapeSegment(decodeURIComponent(raw));
    if (segment === '$ref' && isPlainObject(node) && typeof (node as Schema).__absolute_ref__ === 'string') {
      node = prepared.lookup[(node as Schema).__absolute_ref__!];
    } else if (isPlainObject(node)) {
      node = node[segment];
    } else if (Array.isArray(node)) {
      node = node[Number(segment)];
    } else {
      return undefined;
    }
  }
  return node;
};

const asJson = (value: unknown): JsonValue => (value === undefined ? null : (value as JsonValue));
const numberOr = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);

const COMPARISONS: Readonly<Record<string, string>> = { minimum: '>=', maximum: '<=', exclusiveMinimum: '>', exclusiveMaximum: '<' };

interface Reworded {
  readonly keyword: string;
  readonly message: string;
  readonly params?: Record<string, JsonValue>;
  /** How many of the following library errors belong to this one and are not reported on their own. */
  readonly swallows?: number;
}

/** The library's own words carry the names it does not report separately (a missing property, duplicate indexes). */
const quotedIn = (text: string, pattern: RegExp): readonly string[] => pattern.exec(text)?.slice(1) ?? [];

const reword = (unit: OutputUnit, following: readonly OutputUnit[], prepared: PreparedSchema): Reworded | undefined => {
  const owner = schemaAt(prepared, parentOf(unit.keywordLocation));
  const value = isPlainObject(owner) ? owner[unit.keyword] : undefined;
  const next = following[0];
  const nestedUnderThis = next !== undefined && next.keywordLocation.startsWith(`${unit.keywordLocation}/`);
  switch (unit.keyword) {
    case 'type': {
      const types = (Array.isArray(value) ? value : [value]).map(String).join(',');
      return { keyword: 'type', message: `must be ${types}`, params: { type: types } };
    }
    case 'const':
      return { keyword: 'const', message: 'must be equal to constant', params: { allowedValue: asJson(value) } };
    case 'enum':
      return { keyword: 'enum', message: 'must be equal to one of the allowed values', params: { allowedValues: asJson(value) } };
    case 'not':
      return { keyword: 'not', message: 'must NOT be valid' };
    case 'anyOf':
      return { keyword: 'anyOf', message: 'must match a schema in anyOf' };
    case 'oneOf':
      return { keyword: 'oneOf', message: 'must match exactly one schema in oneOf' };
    case 'if': {
      const branches = isPlainObject(owner) ? owner : {};
      const branch = branches['else'] === undefined || next?.keywordLocation.startsWith(`${parentOf(unit.keywordLocation)}/then`) ? 'then' : 'else';
      return { keyword: 'if', message: `must match "${branch}" schema`, params: { failingKeyword: branch } };
    }
    case 'required': {
      const [property = ''] = quotedIn(unit.error, /required property "(.*)"\.$/s);
      return { keyword: 'required', message: `must have required property '${property}'`, params: { missingProperty: property } };
    }
    case 'dependentRequired':
    case 'dependencies': {
      if (nestedUnderThis) return undefined;
      const [property = '', missing = ''] = quotedIn(unit.error, /^Instance has "(.*)" but does not have "(.*)"\.$/s);
      const dependencies = isPlainObject(owner) && isPlainObject(owner[unit.keyword]) ? (owner[unit.keyword] as Readonly<Record<string, unknown>>)[property] : undefined;
      const deps = Array.isArray(dependencies) ? dependencies.map(String) : [missing];
      return {
        keyword: unit.keyword,
        message: `must have property ${missing} when property ${property} is present`,
        params: { property, missingProperty: missing, depsCount: deps.length, deps: deps.join(', ') },
      };
    }
    case 'minProperties':
      return { keyword: 'minProperties', message: `must NOT have fewer than ${String(value)} properties`, params: { limit: numberOr(value, 0) } };
    case 'maxProperties':
      return { keyword: 'maxProperties', message: `must NOT have more than ${String(value)} properties`, params: { limit: numberOr(value, 0) } };
    case 'propertyNames': {
      const keyLocation = next?.instanceLocation ?? '';
      const swallows = following.findIndex((unitAfter) => unitAfter.instanceLocation !== keyLocation);
      return {
        keyword: 'propertyNames',
        message: 'property name must be valid',
        params: { propertyName: lastSegmentOf(keyLocation) },
        swallows: swallows === -1 ? following.length : swallows,
      };
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      if (value !== false) return undefined;
      const additional = unit.keyword === 'additionalProperties';
      const property = next ? lastSegmentOf(next.instanceLocation) : '';
      return {
        keyword: unit.keyword,
        message: additional ? 'must NOT have additional properties' : 'must NOT have unevaluated properties',
        params: additional ? { additionalProperty: property } : { unevaluatedProperty: property },
        swallows: next?.keyword === 'false' ? 1 : 0,
      };
    }
    case 'additionalItems':
    case 'unevaluatedItems': {
      if (value !== false) return undefined;
      const items = isPlainObject(owner) ? owner['items'] : undefined;
      const swallows = next?.keyword === 'false' ? 1 : 0;
      if (unit.keyword === 'unevaluatedItems' || !Array.isArray(items)) return { keyword: unit.keyword, message: 'must NOT have unevaluated items', swallows };
      return { keyword: 'additionalItems', message: `must NOT have more than ${items.length} items`, params: { limit: items.length }, swallows };
    }
    case 'minItems':
      return { keyword: 'minItems', message: `must NOT have fewer than ${String(value)} items`, params: { limit: numberOr(value, 0) } };
    case 'maxItems':
      return { keyword: 'maxItems', message: `must NOT have more than ${String(value)} items`, params: { limit: numberOr(value, 0) } };
    case 'contains':
      return { keyword: 'contains', message: 'must contain at least 1 valid item(s)', params: { minContains: 1 } };
    case 'minContains':
      return { keyword: 'contains', message: `must contain at least ${String(value)} valid item(s)`, params: { minContains: numberOr(value, 1) } };
    case 'maxContains':
      return { keyword: 'contains', message: `must contain at most ${String(value)} valid item(s)`, params: { maxContains: numberOr(value, 0) } };
    case 'uniqueItems': {
      const [first = '0', second = '0'] = quotedIn(unit.error, /indexes (\d+) and (\d+)/);
      const [j, i] = [Number(first), Number(second)].sort((a, b) => a - b) as [number, number];
      return { keyword: 'uniqueItems', message: `must NOT have duplicate items (items ## ${j} and ${i} are identical)`, params: { i, j } };
    }
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const comparison = COMPARISONS[unit.keyword]!;
      return { keyword: unit.keyword, message: `must be ${comparison} ${String(value)}`, params: { comparison, limit: numberOr(value, 0) } };
    }
    case 'multipleOf':
      return { keyword: 'multipleOf', message: `must be multiple of ${String(value)}`, params: { multipleOf: numberOr(value, 1) } };
    case 'minLength':
      return { keyword: 'minLength', message: `must NOT have fewer than ${String(value)} characters`, params: { limit: numberOr(value, 0) } };
    case 'maxLength':
      return { keyword: 'maxLength', message: `must NOT have more than ${String(value)} characters`, params: { limit: numberOr(value, 0) } };
    case 'pattern':
      return { keyword: 'pattern', message: `must match pattern "${String(value)}"`, params: { pattern: String(value) } };
    case 'format':
      return { keyword: 'format', message: `must match format "${String(value)}"`, params: { format: String(value) } };
    case 'false':
      return { keyword: 'false schema', message: 'boolean schema is false' };
    default:
      // A wrapper is dropped when what failed inside it is reported; anything else keeps the library's words.
      return WRAPPERS.has(unit.keyword) || nestedUnderThis ? undefined : { keyword: unit.keyword, message: unit.error };
  }
};

/** The library's errors as the form reports them: one per failing value and keyword, in the order found. */
export const toSchemaErrors = (units: readonly OutputUnit[], prepared: PreparedSchema): SchemaError[] => {
  const errors: SchemaError[] = [];
  const seen = new Set<string>();
  for (let index = 0; index < units.length; index++) {
    const unit = units[index]!;
    const reworded = reword(unit, units.slice(index + 1), prepared);
    if (!reworded) continue;
    // A false schema's own location is not reported by the library; the keyword that led to it is.
    const location = unit.keyword === 'false' ? (units[index - 1]?.keywordLocation ?? '#') : unit.keywordLocation;
    index += reworded.swallows ?? 0;
    const error: SchemaError = {
      instancePath: pointerOf(unit.instanceLocation),
      schemaPath: `#${pointerOf(location)}`,
      keyword: reworded.keyword,
      params: reworded.params ?? {},
      message: reworded.message,
    };
    const key = `${error.instancePath}\n${error.schemaPath}\n${error.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    errors.push(error);
  }
  return errors;
};

/** A schema that cannot be used reports that once, at the root, as a form library does when a schema fails to compile. */
export const toProblemError = (problem: SchemaProblem): SchemaError =>
  problem.keyword === '$ref'
    ? { instancePath: '', schemaPath: problem.schemaPath, keyword: '$ref', params: { ref: problem.value }, message: `can't resolve reference ${problem.value}` }
    : { instancePath: '', schemaPath: problem.schemaPath, keyword: 'pattern', params: { pattern: problem.value }, message: `has an invalid pattern "${problem.value}"` };
