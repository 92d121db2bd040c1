// A JSON Schema (draft-07, with the draft 2019+ $defs) validator for template parameter forms. It interprets the
// schema instead of generating code, so the portal's Content-Security-Policy can keep forbidding eval. Messages
// follow the wording users of Backstage's forms know ("must be string", "must match pattern ...").
import type { JsonValue } from '../app/config-values';

export interface SchemaError {
  /** JSON pointer of the failing value, '' for the root, e.g. '/owner' or '/tags/2'. */
  readonly instancePath: string;
  /** JSON pointer into the schema, e.g. '#/properties/name/pattern'. */
  readonly schemaPath: string;
  readonly keyword: string;
  readonly params: Readonly<Record<string, JsonValue>>;
  readonly message: string;
}

type Schema = boolean | { readonly [key: string]: JsonValue | undefined };
type SchemaObject = { readonly [key: string]: JsonValue | undefined };

const isObject = (value: unknown): value is SchemaObject => typeof value === 'object' && value !== null && !Array.isArray(value);
const escapePointer = (segment: string | number): string => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

const typeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
};

const matchesType = (value: unknown, type: string): boolean => {
  const actual = typeOf(value);
  return actual === type || (type === 'number' && actual === 'integer');
};

/** Deep equality of JSON values (enum, const, uniqueItems). */
export const jsonEqual = (a: unknown, b: unknown): boolean => {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => key in right && jsonEqual(left[key], right[key]));
};

const regexCache = new Map<string, RegExp | undefined>();
const regexOf = (pattern: string): RegExp | undefined => {
  if (!regexCache.has(pattern)) {
    let compiled: RegExp | undefined;
    try {
      compiled = new RegExp(pattern, 'u');
    } catch {
      compiled = undefined;
    }
    regexCache.set(pattern, compiled);
  }
  return regexCache.get(pattern);
};

const FORMATS: Readonly<Record<string, RegExp | ((value: string) => boolean)>> = {
  email: /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
  hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
  date: (value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
  time: /^\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:z|[+-]\d{2}(?::?\d{2})?)?$/i,
  'date-time': (value) => /^\d{4}-\d{2}-\d{2}[t\s]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:z|[+-]\d{2}(?::?\d{2})?)$/i.test(value) && !Number.isNaN(Date.parse(value)),
  uri: /^[a-z][a-z0-9+.-]*:[^\s]*$/i,
  url: /^(?:https?|ftp):\/\/[^\s/$.?#][^\s]*$/i,
  uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
  ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1?\d?\d)\.){3}(?:25[0-5]|2[0-4]\d|1?\d?\d)$/,
};

const formatMatches = (format: string, value: string): boolean => {
  const check = FORMATS[format];
  if (!check) return true; // Unknown formats are annotations only.
  return typeof check === 'function' ? check(value) : check.test(value);
};

/** Unicode code points, as JSON Schema counts string length. */
const lengthOf = (value: string): number => [...value].length;

interface Context {
  readonly root: Schema;
  readonly errors: SchemaError[];
}

const resolveRef = (root: Schema, ref: string): Schema | undefined => {
  const hash = ref.indexOf('#');
  if (hash === -1) return undefined;
  const pointer = ref.slice(hash + 1);
  if (pointer === '') return root;
  let node: unknown = root;
  for (const raw of pointer.split('/').slice(1)) {
    const segment = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return typeof node === 'boolean' || isObject(node) ? (node as Schema) : undefined;
};

/** Runs a sub-schema on its own error list (anyOf, oneOf, not, if, contains need to know whether it passed). */
const passes = (schema: Schema, value: unknown, context: Context, instancePath: string, schemaPath: string): { ok: boolean; errors: SchemaError[] } => {
  const errors: SchemaError[] = [];
  validateNode(schema, value, { root: context.root, errors }, instancePath, schemaPath);
  return { ok: errors.length === 0, errors };
};

const validateNode = (schema: Schema, value: unknown, context: Context, instancePath: string, schemaPath: string): void => {
  const fail = (keyword: string, message: string, params: Record<string, JsonValue> = {}, at = instancePath) =>
    context.errors.push({ instancePath: at, schemaPath: `${schemaPath}/${keyword}`, keyword, params, message });

  if (schema === true) return;
  if (schema === false) {
    context.errors.push({ instancePath, schemaPath, keyword: 'false schema', params: {}, message: 'boolean schema is false' });
    return;
  }

  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    const target = resolveRef(context.root, ref);
    if (target === undefined) fail('$ref', `can't resolve reference ${ref}`, { ref });
    else validateNode(target, value, context, instancePath, `${schemaPath}/$ref`);
  }

  const type = schema['type'];
  if (typeof type === 'string' || Array.isArray(type)) {
    const types = (Array.isArray(type) ? type : [type]).map(String);
    if (!types.some((candidate) => matchesType(value, candidate))) fail('type', `must be ${types.join(',')}`, { type: types.join(',') });
  }

  const enumValues = schema['enum'];
  if (Array.isArray(enumValues) && !enumValues.some((candidate) => jsonEqual(candidate, value))) {
    fail('enum', 'must be equal to one of the allowed values', { allowedValues: enumValues });
  }
  if ('const' in schema && !jsonEqual(schema['const'], value)) fail('const', 'must be equal to constant', { allowedValue: schema['const'] ?? null });

  if (typeof value === 'string') validateString(schema, value, fail);
  if (typeof value === 'number') validateNumber(schema, value, fail);
  if (Array.isArray(value)) validateArray(schema, value, context, instancePath, schemaPath, fail);
  if (isObject(value)) validateObject(schema, value, context, instancePath, schemaPath, fail);

  validateCombinators(schema, value, context, instancePath, schemaPath, fail);
};

type Fail = (keyword: string, message: string, params?: Record<string, JsonValue>, at?: string) => void;

const validateString = (schema: SchemaObject, value: string, fail: Fail): void => {
  const { minLength, maxLength, pattern, format } = schema;
  if (typeof minLength === 'number' && lengthOf(value) < minLength) fail('minLength', `must NOT have fewer than ${minLength} characters`, { limit: minLength });
  if (typeof maxLength === 'number' && lengthOf(value) > maxLength) fail('maxLength', `must NOT have more than ${maxLength} characters`, { limit: maxLength });
  if (typeof pattern === 'string') {
    const regex = regexOf(pattern);
    if (!regex) fail('pattern', `has an invalid pattern "${pattern}"`, { pattern });
    else if (!regex.test(value)) fail('pattern', `must match pattern "${pattern}"`, { pattern });
  }
  if (typeof format === 'string' && !formatMatches(format, value)) fail('format', `must match format "${format}"`, { format });
};

const validateNumber = (schema: SchemaObject, value: number, fail: Fail): void => {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = schema;
  // Draft-04 wrote exclusiveness as a boolean beside minimum/maximum.
  if (typeof minimum === 'number') {
    if (exclusiveMinimum === true ? value <= minimum : value < minimum) {
      fail(exclusiveMinimum === true ? 'exclusiveMinimum' : 'minimum', `must be ${exclusiveMinimum === true ? '>' : '>='} ${minimum}`, { comparison: exclusiveMinimum === true ? '>' : '>=', limit: minimum });
    }
  }
  if (typeof maximum === 'number') {
    if (exclusiveMaximum === true ? value >= maximum : value > maximum) {
      fail(exclusiveMaximum === true ? 'exclusiveMaximum' : 'maximum', `must be ${exclusiveMaximum === true ? '<' : '<='} ${maximum}`, { comparison: exclusiveMaximum === true ? '<' : '<=', limit: maximum });
    }
  }
  if (typeof exclusiveMinimum === 'number' && value <= exclusiveMinimum) fail('exclusiveMinimum', `must be > ${exclusiveMinimum}`, { comparison: '>', limit: exclusiveMinimum });
  if (typeof exclusiveMaximum === 'number' && value >= exclusiveMaximum) fail('exclusiveMaximum', `must be < ${exclusiveMaximum}`, { comparison: '<', limit: exclusiveMaximum });
  if (typeof multipleOf === 'number' && multipleOf > 0) {
    const quotient = value / multipleOf;
    if (Math.abs(quotient - Math.round(quotient)) > 1e-9) fail('multipleOf', `must be multiple of ${multipleOf}`, { multipleOf });
  }
};

const validateArray = (schema: SchemaObject, value: readonly unknown[], context: Context, instancePath: string, schemaPath: string, fail: Fail): void => {
  const { minItems, maxItems, uniqueItems, items, additionalItems, contains } = schema;
  if (typeof minItems === 'number' && value.length < minItems) fail('minItems', `must NOT have fewer than ${minItems} items`, { limit: minItems });
  if (typeof maxItems === 'number' && value.length > maxItems) fail('maxItems', `must NOT have more than ${maxItems} items`, { limit: maxItems });
  if (uniqueItems === true) {
    outer: for (let i = value.length - 1; i > 0; i--) {
      for (let j = i - 1; j >= 0; j--) {
        if (jsonEqual(value[i], value[j])) {
          fail('uniqueItems', `must NOT have duplicate items (items ## ${j} and ${i} are identical)`, { i, j });
          break outer;
        }
      }
    }
  }
  if (Array.isArray(items)) {
    value.forEach((item, index) => {
      const itemSchema = index < items.length ? items[index] : additionalItems;
      const path = index < items.length ? `${schemaPath}/items/${index}` : `${schemaPath}/additionalItems`;
      if (itemSchema === undefined || itemSchema === null) return;
      if (typeof itemSchema === 'boolean' || isObject(itemSchema)) validateNode(itemSchema as Schema, item, context, `${instancePath}/${index}`, path);
    });
  } else if (typeof items === 'boolean' || isObject(items)) {
    value.forEach((item, index) => validateNode(items as Schema, item, context, `${instancePath}/${index}`, `${schemaPath}/items`));
  }
  if (typeof contains === 'boolean' || isObject(contains)) {
    if (!value.some((item, index) => passes(contains as Schema, item, context, `${instancePath}/${index}`, `${schemaPath}/contains`).ok)) {
      fail('contains', 'must contain at least 1 valid item(s)', { minContains: 1 });
    }
  }
};

const validateObject = (schema: SchemaObject, value: SchemaObject, context: Context, instancePath: string, schemaPath: string, fail: Fail): void => {
  const { required, properties, patternProperties, additionalProperties, minProperties, maxProperties, dependencies, dependentRequired, propertyNames } = schema;
  const keys = Object.keys(value).filter((key) => value[key] !== undefined);
  if (Array.isArray(required)) {
    for (const name of required) {
      if (typeof name === 'string' && value[name] === undefined) fail('required', `must have required property '${name}'`, { missingProperty: name });
    }
  }
  if (typeof minProperties === 'number' && keys.length < minProperties) fail('minProperties', `must NOT have fewer than ${minProperties} properties`, { limit: minProperties });
  if (typeof maxProperties === 'number' && keys.length > maxProperties) fail('maxProperties', `must NOT have more than ${maxProperties} properties`, { limit: maxProperties });
  const props = isObject(properties) ? properties : {};
  const patterns = isObject(patternProperties) ? Object.entries(patternProperties) : [];
  for (const key of keys) {
    const child = `${instancePath}/${escapePointer(key)}`;
    let matched = false;
    const propertySchema = props[key];
    if (typeof propertySchema === 'boolean' || isObject(propertySchema)) {
      matched = true;
      validateNode(propertySchema as Schema, value[key], context, child, `${schemaPath}/properties/${escapePointer(key)}`);
    }
    for (const [pattern, patternSchema] of patterns) {
      if (regexOf(pattern)?.test(key) && (typeof patternSchema === 'boolean' || isObject(patternSchema))) {
        matched = true;
        validateNode(patternSchema as Schema, value[key], context, child, `${schemaPath}/patternProperties/${escapePointer(pattern)}`);
      }
    }
    if (!matched) {
      if (additionalProperties === false) fail('additionalProperties', 'must NOT have additional properties', { additionalProperty: key });
      else if (isObject(additionalProperties)) validateNode(additionalProperties, value[key], context, child, `${schemaPath}/additionalProperties`);
    }
    if (typeof propertyNames === 'boolean' || isObject(propertyNames)) {
      const names = passes(propertyNames as Schema, key, context, instancePath, `${schemaPath}/propertyNames`);
      if (!names.ok) fail('propertyNames', 'property name must be valid', { propertyName: key });
    }
  }
  const dependencyMaps = [isObject(dependencies) ? dependencies : {}, isObject(dependentRequired) ? dependentRequired : {}];
  for (const [map, keyword] of [[dependencyMaps[0]!, 'dependencies'], [dependencyMaps[1]!, 'dependentRequired']] as const) {
    for (const [property, dependency] of Object.entries(map)) {
      if (value[property] === undefined) continue;
      if (Array.isArray(dependency)) {
        const missing = dependency.filter((name): name is string => typeof name === 'string' && value[name] === undefined);
        for (const name of missing) {
          fail(keyword, `must have property ${name} when property ${property} is present`, { property, missingProperty: name, depsCount: dependency.length, deps: dependency.join(', ') });
        }
      } else if (typeof dependency === 'boolean' || isObject(dependency)) {
        validateNode(dependency as Schema, value, context, instancePath, `${schemaPath}/${keyword}/${escapePointer(property)}`);
      }
    }
  }
};

const validateCombinators = (schema: SchemaObject, value: unknown, context: Context, instancePath: string, schemaPath: string, fail: Fail): void => {
  const { allOf, anyOf, oneOf, not } = schema;
  if (Array.isArray(allOf)) {
    allOf.forEach((sub, index) => {
      if (typeof sub === 'boolean' || isObject(sub)) validateNode(sub as Schema, value, context, instancePath, `${schemaPath}/allOf/${index}`);
    });
  }
  if (Array.isArray(anyOf)) {
    const results = anyOf.map((sub, index) => passes(sub as Schema, value, context, instancePath, `${schemaPath}/anyOf/${index}`));
    if (!results.some((result) => result.ok)) {
      context.errors.push(...results.flatMap((result) => result.errors));
      fail('anyOf', 'must match a schema in anyOf');
    }
  }
  if (Array.isArray(oneOf)) {
    const results = oneOf.map((sub, index) => passes(sub as Schema, value, context, instancePath, `${schemaPath}/oneOf/${index}`));
    const passing = results.flatMap((result, index) => (result.ok ? [index] : []));
    if (passing.length === 0) {
      context.errors.push(...results.flatMap((result) => result.errors));
      fail('oneOf', 'must match exactly one schema in oneOf', { passingSchemas: null });
    } else if (passing.length > 1) {
      fail('oneOf', 'must match exactly one schema in oneOf', { passingSchemas: passing });
    }
  }
  if (typeof not === 'boolean' || isObject(not)) {
    if (passes(not as Schema, value, context, instancePath, `${schemaPath}/not`).ok) fail('not', 'must NOT be valid');
  }
  const condition = schema['if'];
  if (typeof condition === 'boolean' || isObject(condition)) {
    const branch = passes(condition as Schema, value, context, instancePath, `${schemaPath}/if`).ok ? 'then' : 'else';
    const target = schema[branch];
    if (typeof target === 'boolean' || isObject(target)) {
      const result = passes(target as Schema, value, context, instancePath, `${schemaPath}/${branch}`);
      if (!result.ok) {
        context.errors.push(...result.errors);
        fail('if', `must match "${branch}" schema`, { failingKeyword: branch });
      }
    }
  }
};

/**
 * Every error of `value` against `schema`; `$ref`s resolve against `root` (the schema itself by default). A `$ref`
 * may carry a prefix before its '#', as form libraries write refs to their root schema.
 */
export const validateJsonSchema = (schema: Schema, value: unknown, root: Schema = schema): readonly SchemaError[] => {
  const context: Context = { root, errors: [] };
  validateNode(schema, value, context, '', '#');
  return context.errors;
};
