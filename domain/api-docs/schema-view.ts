// A JSON Schema (as used by OpenAPI and AsyncAPI) turned into a tree the viewers print. Local `$ref`s are
// followed; a schema that refers back to one of its ancestors, or nests deeper than SCHEMA_MAX_DEPTH, is shown
// by name only, so recursive or hostile schemas stay finite.
import { SCHEMA_MAX_DEPTH } from './constants';
import { arrayField, entriesOf, field, isRecord, refName, refOf, resolveLocalRef, scalarText, textField } from './document-reader';

export interface PropertyView {
  readonly name: string;
  readonly required: boolean;
  readonly schema: SchemaView;
}

interface SchemaCommon {
  /** Name of the component the schema came from, when it was a `$ref`. */
  readonly refName?: string;
  readonly description?: string;
}

export type SchemaView =
  | (SchemaCommon & { readonly kind: 'object'; readonly properties: readonly PropertyView[]; readonly additional?: SchemaView })
  | (SchemaCommon & { readonly kind: 'array'; readonly items?: SchemaView })
  | (SchemaCommon & {
      readonly kind: 'primitive';
      readonly type: string;
      readonly format?: string;
      readonly enumValues?: readonly string[];
      readonly example?: string;
      readonly defaultValue?: string;
    })
  | (SchemaCommon & { readonly kind: 'combination'; readonly combinator: 'oneOf' | 'anyOf' | 'allOf'; readonly options: readonly SchemaView[] })
  /** Shown by name only: a reference back to an ancestor, or the depth limit. */
  | (SchemaCommon & { readonly kind: 'reference'; readonly name: string; readonly reason: 'recursive' | 'depth' })
  /** A `$ref` to another file or a missing part of this one. */
  | (SchemaCommon & { readonly kind: 'unresolved'; readonly ref: string })
  | (SchemaCommon & { readonly kind: 'any' });

const COMBINATORS = ['oneOf', 'anyOf', 'allOf'] as const;

const withCommon = <T extends object>(view: T, name: string | undefined, description: string | undefined): T & SchemaCommon => ({
  ...view,
  ...(name !== undefined ? { refName: name } : {}),
  ...(description !== undefined ? { description } : {}),
});

const printable = (value: unknown): string | undefined => {
  const scalar = scalarText(value);
  if (scalar !== undefined) return scalar;
  if (value === null) return 'null';
  if (value === undefined) return undefined;
  try {
    return JSON.stringify(value);
  } catch {
    return undefined;
  }
};

const typeOf = (schema: unknown): string | undefined => {
  const type = field(schema, 'type');
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.filter((part): part is string => typeof part === 'string').join(' | ') || undefined;
  return undefined;
};

/**
 * The view of `schema`, a part of `document`. `ancestors` are the refs being expanded above this point;
 * `depth` counts nesting levels.
 */
export const schemaView = (document: unknown, schema: unknown, depth = 0, ancestors: readonly string[] = []): SchemaView => {
  const ref = refOf(schema);
  if (ref !== undefined) {
    const name = refName(ref);
    if (ancestors.includes(ref)) return { kind: 'reference', name, reason: 'recursive', refName: name };
    if (depth >= SCHEMA_MAX_DEPTH) return { kind: 'reference', name, reason: 'depth', refName: name };
    const target = resolveLocalRef(document, ref);
    if (target === undefined) return { kind: 'unresolved', ref, refName: name };
    const view = schemaView(document, target, depth, [...ancestors, ref]);
    return { ...view, refName: view.refName ?? name };
  }
  if (!isRecord(schema)) return { kind: 'any' };
  const description = textField(schema, 'description') ?? textField(schema, 'title');
  if (depth >= SCHEMA_MAX_DEPTH) return withCommon({ kind: 'reference' as const, name: typeOf(schema) ?? 'schema', reason: 'depth' as const }, undefined, description);

  for (const combinator of COMBINATORS) {
    const options = arrayField(schema, combinator);
    if (options.length > 0) {
      return withCommon(
        { kind: 'combination' as const, combinator, options: options.map((option) => schemaView(document, option, depth + 1, ancestors)) },
        undefined,
        description,
      );
    }
  }

  const type = typeOf(schema);
  const properties = field(schema, 'properties');
  if (type === 'object' || (type === undefined && isRecord(properties))) {
    const required = new Set(arrayField(schema, 'required').filter((name): name is string => typeof name === 'string'));
    const additionalSchema = field(schema, 'additionalProperties');
    return withCommon(
      {
        kind: 'object' as const,
        properties: entriesOf(properties).map(([name, property]) => ({
          name,
          required: required.has(name),
          schema: schemaView(document, property, depth + 1, ancestors),
        })),
        ...(isRecord(additionalSchema) ? { additional: schemaView(document, additionalSchema, depth + 1, ancestors) } : {}),
      },
      undefined,
      description,
    );
  }
  if (type === 'array' || (type === undefined && field(schema, 'items') !== undefined)) {
    const items = field(schema, 'items');
    return withCommon(
      { kind: 'array' as const, ...(items !== undefined ? { items: schemaView(document, items, depth + 1, ancestors) } : {}) },
      undefined,
      description,
    );
  }
  if (type === undefined && field(schema, 'enum') === undefined) return withCommon({ kind: 'any' as const }, undefined, description);

  const format = textField(schema, 'format');
  const enumValues = arrayField(schema, 'enum').map(printable).filter((value): value is string => value !== undefined);
  const example = printable(field(schema, 'example'));
  const defaultValue = printable(field(schema, 'default'));
  return withCommon(
    {
      kind: 'primitive' as const,
      type: type ?? 'enum',
      ...(format !== undefined ? { format } : {}),
      ...(enumValues.length > 0 ? { enumValues } : {}),
      ...(example !== undefined ? { example } : {}),
      ...(defaultValue !== undefined ? { defaultValue } : {}),
    },
    undefined,
    description,
  );
};

/** A one-line name of a schema: 'Money', 'string (date-time)', 'array of Payment', 'oneOf A | B'. */
export const schemaSummary = (view: SchemaView): string => {
  if (view.refName !== undefined && view.kind !== 'array') return view.refName;
  switch (view.kind) {
    case 'object':
      return 'object';
    case 'array':
      return view.items ? `array of ${schemaSummary(view.items)}` : 'array';
    case 'primitive':
      return view.format ? `${view.type} (${view.format})` : view.type;
    case 'combination':
      return `${view.combinator} ${view.options.map(schemaSummary).join(' | ')}`;
    case 'reference':
      return view.name;
    case 'unresolved':
      return view.ref;
    case 'any':
      return 'any';
  }
};
