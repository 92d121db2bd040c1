// JSON Schema validation of template forms with @cfworker/json-schema, which interprets schemas instead of
// generating code, so the portal's Content-Security-Policy can keep forbidding eval.
import { validate } from '@cfworker/json-schema';
import { toProblemError, toSchemaErrors, type SchemaError } from './json-schema-messages';
import { prepareRoot, prepareWithin, type PreparedSchema, type SchemaInput } from './prepared-schema';

export type { SchemaError } from './json-schema-messages';
export type { SchemaInput } from './prepared-schema';

/** rjsf validates the same schema objects again and again (every change, every oneOf option it considers). */
const preparedRoots = new WeakMap<object, PreparedSchema>();
const preparedParts = new WeakMap<object, WeakMap<object, PreparedSchema>>();

const cached = <Key extends object>(cache: WeakMap<Key, PreparedSchema>, key: SchemaInput, prepare: () => PreparedSchema): PreparedSchema => {
  if (typeof key === 'boolean') return prepare();
  const known = cache.get(key as Key);
  if (known) return known;
  const fresh = prepare();
  cache.set(key as Key, fresh);
  return fresh;
};

const prepared = (schema: SchemaInput, root: SchemaInput): PreparedSchema => {
  const preparedRoot = cached(preparedRoots, root, () => prepareRoot(root));
  if (schema === root) return preparedRoot;
  if (typeof root === 'boolean') return prepareWithin(schema, preparedRoot);
  const parts = preparedParts.get(root) ?? new WeakMap<object, PreparedSchema>();
  preparedParts.set(root, parts);
  return cached(parts, schema, () => prepareWithin(schema, preparedRoot));
};

/** Form data as JSON: a property set to undefined is absent, an empty array slot is null. */
const toJsonInstance = (value: unknown): unknown => {
  if (value === undefined || typeof value === 'function' || typeof value === 'symbol') return null;
  if (typeof value === 'bigint') return Number(value);
  if (Array.isArray(value)) return value.map(toJsonInstance);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, item]) => item !== undefined && typeof item !== 'function' && typeof item !== 'symbol')
        .map(([key, item]) => [key, toJsonInstance(item)]),
    );
  }
  return value;
};

/**
 * Every error of `value` against `schema`. Refs resolve against `root`, the whole form's schema (`schema` itself by
 * default), whether written as '#/...' or with rjsf's '__rjsf_rootSchema#/...' prefix.
 */
export const validateJsonSchema = (schema: SchemaInput, value: unknown, root: SchemaInput = schema): readonly SchemaError[] => {
  try {
    const ready = prepared(schema, root);
    if (ready.problems.length > 0) return ready.problems.map(toProblemError);
    const result = validate(toJsonInstance(value), ready.schema, '2019-09', ready.lookup, false);
    if (result.valid) return [];
    const errors = toSchemaErrors(result.errors, ready);
    return errors.length > 0 ? errors : [{ instancePath: '', schemaPath: '#', keyword: 'schema', params: {}, message: 'must match the schema' }];
  } catch (error) {
    // A schema the validator cannot index (two parts claiming one $id, say) fails the form instead of the page.
    return [{ instancePath: '', schemaPath: '#', keyword: 'schema', params: {}, message: `schema can't be used: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` }];
  }
};
