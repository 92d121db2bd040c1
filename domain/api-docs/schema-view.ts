// A JSON Schema (as used by OpenAPI and AsyncAPI) turned into a tree the viewers print. Local `$ref`s are
// followed: each referenced schema is read once into a table and expanded where a schema is shown. A schema
// that refers back to one of its ancestors, or nests deeper than SCHEMA_MAX_DEPTH, is shown by name only, so
// recursive or hostile schemas stay finite.
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

/** A schema of one scalar type, as shown and as read. */
interface PrimitiveSchema {
  readonly kind: 'primitive';
  readonly type: string;
  readonly format?: string;
  readonly enumValues?: readonly string[];
  readonly example?: string;
  readonly defaultValue?: string;
}

export type SchemaView =
  | (SchemaCommon & { readonly kind: 'object'; readonly properties: readonly PropertyView[]; readonly additional?: SchemaView })
  | (SchemaCommon & { readonly kind: 'array'; readonly items?: SchemaView })
  | (SchemaCommon & PrimitiveSchema)
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

interface NodeCommon {
  readonly description?: string;
  /** The schema's own `type`: its name where the depth limit cuts it off. */
  readonly declaredType?: string;
}

export interface PropertyNode {
  readonly name: string;
  readonly required: boolean;
  readonly schema: SchemaNode;
}

/**
 * A schema read once, with every local `$ref` left as a reference into a SchemaTable: a component used by a
 * hundred operations is read and sent once, and expanded (expandSchema) only where a schema is shown.
 */
export type SchemaNode =
  | { readonly kind: 'ref'; readonly ref: string }
  /** Not a schema object at all: shown as any. */
  | { readonly kind: 'value' }
  | (NodeCommon & { readonly kind: 'object'; readonly properties: readonly PropertyNode[]; readonly additional?: SchemaNode })
  | (NodeCommon & { readonly kind: 'array'; readonly items?: SchemaNode })
  | (NodeCommon & PrimitiveSchema)
  | (NodeCommon & { readonly kind: 'combination'; readonly combinator: 'oneOf' | 'anyOf' | 'allOf'; readonly options: readonly SchemaNode[] })
  | (NodeCommon & { readonly kind: 'any' });

/** The schemas local `$ref`s point at, by reference, each read once; a missing one is unresolved. */
export type SchemaTable = ReadonlyMap<string, SchemaNode>;

const NOT_A_SCHEMA: SchemaNode = { kind: 'value' };

const nodeCommon = (description: string | undefined, declaredType: string | undefined): NodeCommon => ({
  ...(description !== undefined ? { description } : {}),
  ...(declaredType !== undefined ? { declaredType } : {}),
});

export interface SchemaReader {
  /** The node of `schema`, a part of the document; the local schemas it refers to join the table. */
  readonly nodeOf: (schema: unknown) => SchemaNode;
  /** The node of `schema`, the one in the table when `ref` points at it there (read and sent once). */
  readonly sharedNodeOf: (ref: string, schema: unknown) => SchemaNode;
  readonly table: SchemaTable;
}

/**
 * Reads the schemas of `document`. A referenced schema is read the first time it is met, and a reference back
 * to a schema being read stays a reference, so recursive schemas are read once too. Below SCHEMA_MAX_DEPTH
 * levels of one schema only its name is kept: expandSchema never shows more.
 */
export const schemaReader = (document: unknown): SchemaReader => {
  const table = new Map<string, SchemaNode>();
  const unresolved = new Set<string>();

  const include = (ref: string) => {
    if (table.has(ref) || unresolved.has(ref)) return;
    const target = resolveLocalRef(document, ref);
    if (target === undefined) {
      unresolved.add(ref);
      return;
    }
    // Marked before it is read: a reference back to it, met while reading it, stays a reference.
    table.set(ref, NOT_A_SCHEMA);
    table.set(ref, nodeAt(target, 0));
  };

  const nodeAt = (schema: unknown, depth: number): SchemaNode => {
    const ref = refOf(schema);
    if (ref !== undefined) {
      if (depth < SCHEMA_MAX_DEPTH) include(ref);
      return { kind: 'ref', ref };
    }
    if (!isRecord(schema)) return NOT_A_SCHEMA;
    const description = textField(schema, 'description') ?? textField(schema, 'title');
    const type = typeOf(schema);
    const common = nodeCommon(description, type);
    if (depth >= SCHEMA_MAX_DEPTH) return { kind: 'any', ...common };

    for (const combinator of COMBINATORS) {
      const options = arrayField(schema, combinator);
      if (options.length > 0) return { kind: 'combination', combinator, options: options.map((option) => nodeAt(option, depth + 1)), ...common };
    }

    const properties = field(schema, 'properties');
    if (type === 'object' || (type === undefined && isRecord(properties))) {
      const required = new Set(arrayField(schema, 'required').filter((name): name is string => typeof name === 'string'));
      const additionalSchema = field(schema, 'additionalProperties');
      return {
        kind: 'object',
        properties: entriesOf(properties).map(([name, property]) => ({ name, required: required.has(name), schema: nodeAt(property, depth + 1) })),
        ...(isRecord(additionalSchema) ? { additional: nodeAt(additionalSchema, depth + 1) } : {}),
        ...common,
      };
    }
    if (type === 'array' || (type === undefined && field(schema, 'items') !== undefined)) {
      const items = field(schema, 'items');
      return { kind: 'array', ...(items !== undefined ? { items: nodeAt(items, depth + 1) } : {}), ...common };
    }
    if (type === undefined && field(schema, 'enum') === undefined) return { kind: 'any', ...common };

    const format = textField(schema, 'format');
    const enumValues = arrayField(schema, 'enum').map(printable).filter((value): value is string => value !== undefined);
    const example = printable(field(schema, 'example'));
    const defaultValue = printable(field(schema, 'default'));
    return {
      kind: 'primitive',
      type: type ?? 'enum',
      ...(format !== undefined ? { format } : {}),
      ...(enumValues.length > 0 ? { enumValues } : {}),
      ...(example !== undefined ? { example } : {}),
      ...(defaultValue !== undefined ? { defaultValue } : {}),
      ...common,
    };
  };

  const nodeOf = (schema: unknown) => nodeAt(schema, 0);
  const sharedNodeOf = (ref: string, schema: unknown) => {
    const shared = table.get(ref);
    return shared !== undefined && resolveLocalRef(document, ref) === schema ? shared : nodeOf(schema);
  };
  return { nodeOf, sharedNodeOf, table };
};

/**
 * The view of a schema node, its references followed through `table`. `ancestors` are the refs being expanded
 * above this point; `depth` counts nesting levels.
 */
export const expandSchema = (table: SchemaTable, node: SchemaNode, depth = 0, ancestors: readonly string[] = []): SchemaView => {
  if (node.kind === 'ref') {
    const name = refName(node.ref);
    if (ancestors.includes(node.ref)) return { kind: 'reference', name, reason: 'recursive', refName: name };
    if (depth >= SCHEMA_MAX_DEPTH) return { kind: 'reference', name, reason: 'depth', refName: name };
    const target = table.get(node.ref);
    if (target === undefined) return { kind: 'unresolved', ref: node.ref, refName: name };
    const view = expandSchema(table, target, depth, [...ancestors, node.ref]);
    return { ...view, refName: view.refName ?? name };
  }
  if (node.kind === 'value') return { kind: 'any' };
  const { description, declaredType } = node;
  if (depth >= SCHEMA_MAX_DEPTH) return withCommon({ kind: 'reference' as const, name: declaredType ?? 'schema', reason: 'depth' as const }, undefined, description);
  const child = (schema: SchemaNode) => expandSchema(table, schema, depth + 1, ancestors);
  switch (node.kind) {
    case 'combination':
      return withCommon({ kind: 'combination' as const, combinator: node.combinator, options: node.options.map(child) }, undefined, description);
    case 'object':
      return withCommon(
        {
          kind: 'object' as const,
          properties: node.properties.map((property) => ({ name: property.name, required: property.required, schema: child(property.schema) })),
          ...(node.additional !== undefined ? { additional: child(node.additional) } : {}),
        },
        undefined,
        description,
      );
    case 'array':
      return withCommon({ kind: 'array' as const, ...(node.items !== undefined ? { items: child(node.items) } : {}) }, undefined, description);
    case 'any':
      return withCommon({ kind: 'any' as const }, undefined, description);
    case 'primitive': {
      const { kind, type, format, enumValues, example, defaultValue } = node;
      return withCommon(
        {
          kind,
          type,
          ...(format !== undefined ? { format } : {}),
          ...(enumValues !== undefined ? { enumValues } : {}),
          ...(example !== undefined ? { example } : {}),
          ...(defaultValue !== undefined ? { defaultValue } : {}),
        },
        undefined,
        description,
      );
    }
  }
};

/** The view of `schema`, a part of `document`, read and expanded at once (for documents read whole). */
export const schemaView = (document: unknown, schema: unknown, depth = 0, ancestors: readonly string[] = []): SchemaView => {
  const reader = schemaReader(document);
  return expandSchema(reader.table, reader.nodeOf(schema), depth, ancestors);
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
