import { parse } from 'graphql';
import { graphqlSchemaView, printTypeNode, type SdlDocument } from '../../../domain/api-docs/graphql-schema';
import { exampleDefinition, hostileGraphql, HOSTILE_HTML } from '../../support/api-docs/definitions';

const read = (sdl: string) => graphqlSchemaView(parse(sdl, { noLocation: true }) as unknown as SdlDocument);

describe('graphqlSchemaView: the example Product Catalog schema', () => {
  const schema = read(exampleDefinition('graphql'));

  it('puts the root operation types first, then the others by name', () => {
    expect(schema.types.map((type) => [type.name, type.operation])).toEqual([
      ['Query', 'query'],
      ['Mutation', 'mutation'],
      ['Money', undefined],
      ['Product', undefined],
      ['ProductConnection', undefined],
    ]);
  });

  it('reads fields with their types, arguments and defaults, and descriptions', () => {
    const query = schema.types[0]!;
    expect(query.fields.map((field) => field.name)).toEqual(['product', 'products']);
    expect(query.fields[1]).toEqual({
      name: 'products',
      type: 'ProductConnection!',
      args: [
        { name: 'first', type: 'Int', defaultValue: '20' },
        { name: 'after', type: 'String' },
        { name: 'search', type: 'String' },
      ],
    });
    const product = schema.types.find((type) => type.name === 'Product')!;
    expect(product.description).toBe('A product the shop sells.');
    expect(product.fields.find((field) => field.name === 'images')?.type).toBe('[String!]!');
  });
});

describe('graphqlSchemaView: every kind of definition', () => {
  const schema = read(`
schema { query: Root }
directive @auth(role: Role = ADMIN) on FIELD_DEFINITION | OBJECT
interface Node { id: ID! }
type Root { node(id: ID!, filter: Filter = { tags: ["a", "b"], open: true }): Node, old: Int @deprecated }
"Kinds of user"
enum Role { ADMIN "Reads only" VIEWER @deprecated(reason: "use ADMIN") }
union Result = Root | Other
type Other implements Node { id: ID! }
input Filter { tags: [String!], open: Boolean }
scalar Date
extend type Root { extra: Date }
`);

  it('reads the schema block, interfaces, unions, enums, inputs, scalars, extensions and directives', () => {
    const byName = Object.fromEntries(schema.types.map((type) => [type.name, type]));
    expect(schema.types[0]!.name).toBe('Root');
    expect(byName['Root']!.operation).toBe('query');
    expect(byName['Root']!.fields.map((field) => field.name)).toEqual(['node', 'old', 'extra']);
    expect(byName['Root']!.fields[0]!.args[1]).toEqual({ name: 'filter', type: 'Filter', defaultValue: '{ tags: ["a", "b"], open: true }' });
    expect(byName['Root']!.fields[1]!.deprecationReason).toBe('No longer supported');
    expect(byName['Role']).toMatchObject({ kind: 'enum', description: 'Kinds of user' });
    expect(byName['Role']!.enumValues).toEqual([
      { name: 'ADMIN' },
      { name: 'VIEWER', description: 'Reads only', deprecationReason: 'use ADMIN' },
    ]);
    expect(byName['Result']).toMatchObject({ kind: 'union', related: ['Root', 'Other'] });
    expect(byName['Other']).toMatchObject({ kind: 'object', related: ['Node'] });
    expect(byName['Filter']!.kind).toBe('input');
    expect(byName['Date']!.kind).toBe('scalar');
    expect(schema.directives).toEqual([{ name: 'auth', args: [{ name: 'role', type: 'Role', defaultValue: 'ADMIN' }], locations: ['FIELD_DEFINITION', 'OBJECT'] }]);
  });

  it('prints nested list and non-null types', () => {
    const document = parse('type T { f: [[Int!]]! }', { noLocation: true }) as unknown as SdlDocument;
    expect(printTypeNode(document.definitions[0]!.fields![0]!.type)).toBe('[[Int!]]!');
  });

  it('keeps hostile descriptions and defaults as text', () => {
    const hostile = read(hostileGraphql);
    expect(hostile.types[0]!.description).toBe(HOSTILE_HTML);
    expect(hostile.types[0]!.fields[0]).toMatchObject({
      description: HOSTILE_HTML,
      args: [{ name: 'arg', type: 'String', defaultValue: '"<script>x</script>"' }],
      deprecationReason: '<img src=x onerror=alert(1)>',
    });
  });
});
