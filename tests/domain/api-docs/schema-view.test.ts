import fc from 'fast-check';
import { SCHEMA_MAX_DEPTH } from '../../../domain/api-docs/constants';
import { schemaSummary, schemaView, type SchemaView } from '../../../domain/api-docs/schema-view';

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
