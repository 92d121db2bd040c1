// Template schemas are copied before the validator sees them: the library marks the schemas it indexes and caches
// resolved refs on them, which must not leak into the objects rjsf holds. The copy is also where form-specific
// conventions become plain JSON Schema.
import {
  dereference,
  ignoredKeyword,
  schemaArrayKeyword,
  schemaKeyword,
  schemaMapKeyword,
  type Schema,
} from '@cfworker/json-schema';

/** Where the form's root schema lives for the validator; every local ref resolves against it. */
export const FORM_ROOT_ID = 'urn:portico:form-root';
/** rjsf writes refs into its root schema with this prefix when it validates a part of the form. */
const RJSF_ROOT_PREFIX = '__rjsf_rootSchema#';

export type SchemaInput = boolean | Readonly<Record<string, unknown>>;

/** A schema that cannot be used as written (a ref to nowhere, a pattern that is no regular expression). */
export interface SchemaProblem {
  readonly schemaPath: string;
  readonly keyword: '$ref' | 'pattern';
  readonly value: string;
}

export interface PreparedSchema {
  readonly schema: Schema | boolean;
  readonly lookup: Record<string, Schema | boolean>;
  readonly problems: readonly SchemaProblem[];
}

const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapePointer = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');

/** A deep copy that keeps own keys such as "__proto__" as data. */
const copyJson = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(copyJson);
  if (isPlainObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, copyJson(item)]));
  return value;
};

const compiles = (pattern: string): boolean => {
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
};

const toRootRef = (ref: string): string => {
  if (ref.startsWith(RJSF_ROOT_PREFIX)) return `${FORM_ROOT_ID}${ref.slice(RJSF_ROOT_PREFIX.length - 1)}`;
  if (ref.startsWith('#')) return `${FORM_ROOT_ID}${ref}`;
  return ref;
};

/** Draft-04 wrote exclusiveness as a boolean beside minimum/maximum; later drafts give the limit itself. */
const withNumericExclusives = (schema: Record<string, unknown>): void => {
  for (const [bound, exclusive] of [['minimum', 'exclusiveMinimum'], ['maximum', 'exclusiveMaximum']] as const) {
    if (typeof schema[exclusive] !== 'boolean') continue;
    if (schema[exclusive] === true && typeof schema[bound] === 'number') {
      schema[exclusive] = schema[bound];
      delete schema[bound];
    } else {
      delete schema[exclusive];
    }
  }
};

interface Copying {
  readonly problems: SchemaProblem[];
  readonly refs: { readonly schema: Schema; readonly schemaPath: string; readonly written: string }[];
}

/** Copies a schema the way the library reads it: only schema positions are schemas, everything else is data. */
const copySchema = (value: unknown, path: string, copying: Copying): unknown => {
  if (!isPlainObject(value)) return copyJson(value);
  const schema: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const at = `${path}/${escapePointer(key)}`;
    if (key === 'dependencies' && isPlainObject(item)) {
      schema[key] = Object.fromEntries(Object.entries(item).map(([name, dependency]) => [name, copySchema(dependency, `${at}/${escapePointer(name)}`, copying)]));
    } else if (ignoredKeyword[key]) {
      schema[key] = copyJson(item);
    } else if (schemaArrayKeyword[key] && Array.isArray(item)) {
      schema[key] = item.map((entry, index) => copySchema(entry, `${at}/${index}`, copying));
    } else if (schemaMapKeyword[key] && isPlainObject(item)) {
      schema[key] = Object.fromEntries(Object.entries(item).map(([name, entry]) => [name, copySchema(entry, `${at}/${escapePointer(name)}`, copying)]));
    } else if (schemaKeyword[key]) {
      schema[key] = copySchema(item, at, copying);
    } else {
      schema[key] = copyJson(item);
    }
  }
  const ref = schema['$ref'];
  if (typeof ref === 'string') {
    schema['$ref'] = toRootRef(ref);
    copying.refs.push({ schema: schema as Schema, schemaPath: `${path}/$ref`, written: ref });
  }
  if (typeof schema['pattern'] === 'string' && !compiles(schema['pattern'])) {
    copying.problems.push({ schemaPath: `${path}/pattern`, keyword: 'pattern', value: schema['pattern'] });
    delete schema['pattern'];
  }
  const patternProperties = schema['patternProperties'];
  if (isPlainObject(patternProperties)) {
    for (const pattern of Object.keys(patternProperties).filter((candidate) => !compiles(candidate))) {
      copying.problems.push({ schemaPath: `${path}/patternProperties`, keyword: 'pattern', value: pattern });
      delete (patternProperties as Record<string, unknown>)[pattern];
    }
  }
  withNumericExclusives(schema);
  return schema;
};

const problemsOf = (copying: Copying, lookup: Readonly<Record<string, Schema | boolean>>): SchemaProblem[] => [
  ...copying.problems,
  ...copying.refs
    .filter(({ schema }) => schema.__absolute_ref__ === undefined || lookup[schema.__absolute_ref__] === undefined)
    .map(({ schemaPath, written }) => ({ schemaPath, keyword: '$ref' as const, value: written })),
];

/** The whole form's schema, indexed so that local refs and rjsf's root-prefixed refs resolve against it. */
export const prepareRoot = (root: SchemaInput): PreparedSchema => {
  const copying: Copying = { problems: [], refs: [] };
  const schema = copySchema(root, '#', copying) as Schema | boolean;
  if (typeof schema !== 'boolean') schema.$id = FORM_ROOT_ID;
  const lookup = dereference(schema);
  return { schema, lookup, problems: problemsOf(copying, lookup) };
};

/** A part of the form's schema (rjsf checks oneOf/anyOf options and dependencies this way), its refs resolving in `root`. */
export const prepareWithin = (part: SchemaInput, root: PreparedSchema): PreparedSchema => {
  const copying: Copying = { problems: [], refs: [] };
  const schema = copySchema(part, '#', copying) as Schema | boolean;
  // The part is indexed on its own copy of the root's index: parts must not see each other.
  const lookup = dereference(schema, Object.assign(Object.create(null) as Record<string, Schema | boolean>, root.lookup));
  return { schema, lookup, problems: [...root.problems, ...problemsOf(copying, lookup)] };
};
