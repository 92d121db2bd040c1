import fc from 'fast-check';
import { SCHEMA_MAX_DEPTH } from '../../../domain/api-docs/constants';
import { arrayField, entriesOf, field, isRecord, refName, refOf, resolveLocalRef, scalarText, textField } from '../../../domain/api-docs/document-reader';
import { expandSchema, schemaReader, schemaSummary, schemaView, type SchemaView } from '../../../domain/api-docs/schema-view';

const depthOf = (view: SchemaView): number => {
  switch (view.kind) {
    case 'object':
      return 1 + Math.max(0, ...view.properties.map((property) => depthOf(property.schema)));
    case 'array':
      return 1 + (view.items ? depthOf(view.items) : 0);
    case 'combination':
      return 1 + Math.max(0, ...view.options.map(depthOf));
    default:
      return 1;
  }
};

describe('schemaView', () => {
  it('reads objects with required properties, arrays, enums, formats, examples and defaults', () => {
    const document = { components: { schemas: { Money: { type: 'object', required: ['currency'], properties: { currency: { type: 'string', enum: ['EUR', 'USD'], default: 'EUR' }, minor: { type: 'integer', format: 'int64', example: 10 } } } } } };
    const view = schemaView(document, { type: 'array', items: { $ref: '#/components/schemas/Money' } });
    expect(view).toEqual({
      kind: 'array',
      items: {
        kind: 'object',
        refName: 'Money',
        properties: [
          { name: 'currency', required: true, schema: { kind: 'primitive', type: 'string', enumValues: ['EUR', 'USD'], defaultValue: 'EUR' } },
          { name: 'minor', required: false, schema: { kind: 'primitive', type: 'integer', format: 'int64', example: '10' } },
        ],
      },
    });
    expect(schemaSummary(view)).toBe('array of Money');
  });

  it('stops at a schema that refers back to an ancestor', () => {
    const document = { Node: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/Node' } } } } };
    const view = schemaView(document, { $ref: '#/Node' });
    expect(view.kind).toBe('object');
    const children = view.kind === 'object' ? view.properties[0]!.schema : undefined;
    expect(children).toEqual({ kind: 'array', items: { kind: 'reference', name: 'Node', reason: 'recursive', refName: 'Node' } });
  });

  it('shows combinations and unresolved references', () => {
    const view = schemaView({}, { oneOf: [{ type: 'string' }, { $ref: 'other.yaml#/X' }] });
    expect(view).toEqual({
      kind: 'combination',
      combinator: 'oneOf',
      options: [
        { kind: 'primitive', type: 'string' },
        { kind: 'unresolved', ref: 'other.yaml#/X', refName: 'X' },
      ],
    });
    expect(schemaSummary(view)).toBe('oneOf string | X');
  });

  it(`never nests deeper than ${SCHEMA_MAX_DEPTH} levels, however deep the document`, () => {
    let deep: Record<string, unknown> = { type: 'string' };
    for (let level = 0; level < 50; level += 1) deep = { type: 'object', properties: { next: deep } };
    expect(depthOf(schemaView({}, deep))).toBeLessThanOrEqual(SCHEMA_MAX_DEPTH + 1);
  });

  it('never throws and stays finite on arbitrary documents', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (document, schema) => {
        const view = schemaView(document, schema);
        expect(depthOf(view)).toBeLessThanOrEqual(SCHEMA_MAX_DEPTH + 2);
        expect(typeof schemaSummary(view)).toBe('string');
      }),
    );
  });
});

/** The expansion as it was before schemas were shared: every `$ref` followed in place, at each use. */
const expandedInPlace = (document: unknown, schema: unknown, depth = 0, ancestors: readonly string[] = []): SchemaView => {
  const ref = refOf(schema);
  if (ref !== undefined) {
    const name = refName(ref);
    if (ancestors.includes(ref)) return { kind: 'reference', name, reason: 'recursive', refName: name };
    if (depth >= SCHEMA_MAX_DEPTH) return { kind: 'reference', name, reason: 'depth', refName: name };
    const target = resolveLocalRef(document, ref);
    if (target === undefined) return { kind: 'unresolved', ref, refName: name };
    const view = expandedInPlace(document, target, depth, [...ancestors, ref]);
    return { ...view, refName: view.refName ?? name };
  }
  if (!isRecord(schema)) return { kind: 'any' };
  const described = <T extends object>(view: T): T => {
    const description = textField(schema, 'description') ?? textField(schema, 'title');
    return description === undefined ? view : { ...view, description };
  };
  const declared = field(schema, 'type');
  const type = typeof declared === 'string' ? declared : Array.isArray(declared) ? declared.filter((part) => typeof part === 'string').join(' | ') || undefined : undefined;
  if (depth >= SCHEMA_MAX_DEPTH) return described({ kind: 'reference' as const, name: type ?? 'schema', reason: 'depth' as const });
  const child = (part: unknown) => expandedInPlace(document, part, depth + 1, ancestors);
  for (const combinator of ['oneOf', 'anyOf', 'allOf'] as const) {
    const options = arrayField(schema, combinator);
    if (options.length > 0) return described({ kind: 'combination' as const, combinator, options: options.map(child) });
  }
  const properties = field(schema, 'properties');
  if (type === 'object' || (type === undefined && isRecord(properties))) {
    const required = new Set(arrayField(schema, 'required'));
    const additional = field(schema, 'additionalProperties');
    return described({
      kind: 'object' as const,
      properties: entriesOf(properties).map(([name, property]) => ({ name, required: required.has(name), schema: child(property) })),
      ...(isRecord(additional) ? { additional: child(additional) } : {}),
    });
  }
  if (type === 'array' || (type === undefined && field(schema, 'items') !== undefined)) {
    const items = field(schema, 'items');
    return described({ kind: 'array' as const, ...(items !== undefined ? { items: child(items) } : {}) });
  }
  if (type === undefined && field(schema, 'enum') === undefined) return described({ kind: 'any' as const });
  const printable = (value: unknown) => scalarText(value) ?? (value === null ? 'null' : value === undefined ? undefined : JSON.stringify(value));
  const format = textField(schema, 'format');
  const enumValues = arrayField(schema, 'enum').map(printable).filter((value): value is string => value !== undefined);
  const example = printable(field(schema, 'example'));
  const defaultValue = printable(field(schema, 'default'));
  return described({
    kind: 'primitive' as const,
    type: type ?? 'enum',
    ...(format !== undefined ? { format } : {}),
    ...(enumValues.length > 0 ? { enumValues } : {}),
    ...(example !== undefined ? { example } : {}),
    ...(defaultValue !== undefined ? { defaultValue } : {}),
  });
};

const NAMES = ['A', 'B', 'C', 'D'] as const;

/** Schemas that refer to each other (and to themselves, to missing names and to other files) at any depth. */
const { schema: schemaArbitrary } = fc.letrec<{ schema: unknown }>((tie) => ({
  schema: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom(...NAMES, 'Missing').map((name) => ({ $ref: `#/components/schemas/${name}` })),
    fc.constant({ $ref: 'other.yaml#/X' }),
    fc.record({ type: fc.constantFrom('string', 'integer', undefined), enum: fc.option(fc.array(fc.jsonValue(), { maxLength: 2 }), { nil: undefined }), description: fc.option(fc.string(), { nil: undefined }) }),
    fc.record({ type: fc.constantFrom('object', undefined), properties: fc.dictionary(fc.constantFrom('p', 'q', '__proto__'), tie('schema'), { maxKeys: 2 }), required: fc.constant(['p']) }),
    fc.record({ type: fc.constantFrom('array', undefined), items: tie('schema') }),
    fc.record({ oneOf: fc.array(tie('schema'), { minLength: 1, maxLength: 2 }) }),
    fc.jsonValue({ maxDepth: 1 }),
  ),
}));

const deepChain = (levels: number, last: unknown): unknown => (levels === 0 ? last : { type: 'object', properties: { next: deepChain(levels - 1, last) } });

describe('schemas shared through a table', () => {
  it('shows every schema as following each reference in place did, however the schemas refer to each other', () => {
    fc.assert(
      fc.property(fc.array(schemaArbitrary, { minLength: 4, maxLength: 4 }), schemaArbitrary, fc.nat({ max: SCHEMA_MAX_DEPTH + 1 }), (targets, schema, depth) => {
        const document = { components: { schemas: Object.fromEntries(NAMES.map((name, index) => [name, targets[index]])) } };
        expect(schemaView(document, schema, depth)).toEqual(expandedInPlace(document, schema, depth));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the depth limit where a referenced schema is used deep down, though it was read at the top', () => {
    const document = { components: { schemas: { Deep: deepChain(SCHEMA_MAX_DEPTH + 2, { type: 'string' }) } } };
    const schema = deepChain(3, { $ref: '#/components/schemas/Deep' });
    expect(schemaView(document, schema)).toEqual(expandedInPlace(document, schema));
    expect(schemaView(document, { $ref: '#/components/schemas/Deep' })).toEqual(expandedInPlace(document, { $ref: '#/components/schemas/Deep' }));
  });

  it('reads a schema used in many places once, and leaves the uses as references', () => {
    const document = { components: { schemas: { Money: { type: 'object', properties: { amount: { type: 'integer' } } } } } };
    const reader = schemaReader(document);
    const uses = Array.from({ length: 100 }, () => reader.nodeOf({ $ref: '#/components/schemas/Money' }));
    expect(new Set(uses.map((use) => JSON.stringify(use)))).toEqual(new Set([JSON.stringify({ kind: 'ref', ref: '#/components/schemas/Money' })]));
    expect([...reader.table.keys()]).toEqual(['#/components/schemas/Money']);
    expect(expandSchema(reader.table, uses[99]!)).toMatchObject({ kind: 'object', refName: 'Money', properties: [{ name: 'amount' }] });
  });

  it('reads mutually recursive schemas once each and shows them down to the first repeat', () => {
    const document = {
      components: {
        schemas: {
          Order: { type: 'object', properties: { customer: { $ref: '#/components/schemas/Customer' } } },
          Customer: { type: 'object', properties: { orders: { type: 'array', items: { $ref: '#/components/schemas/Order' } } } },
        },
      },
    };
    const reader = schemaReader(document);
    const order = reader.nodeOf({ $ref: '#/components/schemas/Order' });
    expect([...reader.table.keys()].sort()).toEqual(['#/components/schemas/Customer', '#/components/schemas/Order']);
    expect(expandSchema(reader.table, order)).toEqual({
      kind: 'object',
      refName: 'Order',
      properties: [
        {
          name: 'customer',
          required: false,
          schema: {
            kind: 'object',
            refName: 'Customer',
            properties: [{ name: 'orders', required: false, schema: { kind: 'array', items: { kind: 'reference', name: 'Order', reason: 'recursive', refName: 'Order' } } }],
          },
        },
      ],
    });
  });

  it('stops at a reference to itself and at a chain of references that comes back', () => {
    const document = { S: { $ref: '#/S' }, A: { $ref: '#/B' }, B: { $ref: '#/A' } };
    expect(schemaView(document, { $ref: '#/S' })).toEqual({ kind: 'reference', name: 'S', reason: 'recursive', refName: 'S' });
    expect(schemaView(document, { $ref: '#/A' })).toEqual({ kind: 'reference', name: 'A', reason: 'recursive', refName: 'A' });
  });
});
