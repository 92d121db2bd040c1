import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { CORE_SCHEMA, load } from 'js-yaml';
import { openApiView, schemaOf, UNTAGGED_GROUP, type OpenApiView } from '../../../domain/api-docs/openapi';
import type { SchemaNode } from '../../../domain/api-docs/schema-view';
import { exampleDefinition, hostileOpenApi, HOSTILE_HTML } from '../../support/api-docs/definitions';

const read = (text: string): OpenApiView => {
  const view = openApiView(load(text, { schema: CORE_SCHEMA }));
  if (E.isLeft(view)) throw new Error(view.left);
  return view.right;
};

/** The view with every schema expanded, as the viewer shows it. */
const expanded = (api: OpenApiView) => {
  const expand = <T extends { readonly schema?: SchemaNode }>(part: T) => ({ ...part, ...(part.schema ? { schema: schemaOf(api, part.schema) } : {}) });
  return {
    ...api,
    groups: api.groups.map((group) => ({
      ...group,
      operations: group.operations.map((operation) => ({
        ...operation,
        parameters: operation.parameters.map(expand),
        ...(operation.requestBody ? { requestBody: { ...operation.requestBody, contents: operation.requestBody.contents.map(expand) } } : {}),
        responses: operation.responses.map((response) => ({ ...response, contents: response.contents.map(expand) })),
      })),
    })),
    schemas: api.schemas.map((entry) => ({ name: entry.name, schema: schemaOf(api, entry.schema) })),
  };
};

const readExpanded = (text: string) => expanded(read(text));

describe('openApiView: the example Payments API', () => {
  const api = readExpanded(exampleDefinition('openapi'));

  it('reads info and servers', () => {
    expect(api).toMatchObject({
      specVersion: '3.0.3',
      title: 'Payments API',
      version: '1.4.0',
      description: 'Create, capture and refund card payments.',
      servers: [{ url: 'https://api.example.com/payments/v1' }],
    });
  });

  it('lists every operation with method and path, untagged ones under "default"', () => {
    expect(api.groups.map((group) => group.tag)).toEqual([UNTAGGED_GROUP]);
    expect(api.groups[0]!.operations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`)).toEqual([
      'POST /payments',
      'GET /payments/{paymentId}',
      'POST /payments/{paymentId}/refunds',
    ]);
  });

  it('reads parameters, request bodies and responses with their schemas', () => {
    const getPayment = api.groups[0]!.operations[1]!;
    expect(getPayment.parameters).toEqual([{ name: 'paymentId', in: 'path', required: true, deprecated: false, schema: { kind: 'primitive', type: 'string' } }]);
    expect(getPayment.responses.map((response) => [response.status, response.description])).toEqual([
      ['200', 'The payment.'],
      ['404', 'No payment with this id.'],
    ]);
    expect(getPayment.responses[0]!.contents[0]).toMatchObject({ mediaType: 'application/json', schema: { kind: 'object', refName: 'Payment' } });
    const create = api.groups[0]!.operations[0]!;
    expect(create.requestBody).toMatchObject({ required: true, contents: [{ mediaType: 'application/json', schema: { refName: 'NewPayment' } }] });
  });

  it('lists the component schemas', () => {
    expect(api.schemas.map((schema) => schema.name)).toEqual(['Money', 'NewPayment', 'Payment']);
    const payment = api.schemas[2]!.schema;
    expect(payment.kind === 'object' && payment.properties.find((property) => property.name === 'status')?.schema).toEqual({
      kind: 'primitive',
      type: 'string',
      enumValues: ['authorised', 'captured', 'refunded', 'declined'],
    });
  });
});

describe('openApiView: schemas shared between their uses', () => {
  const document = (operations: number) => ({
    openapi: '3.0.3',
    paths: Object.fromEntries(
      Array.from({ length: operations }, (_, index) => [
        `/orders/${index}`,
        { get: { responses: { '200': { description: 'The order.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Order' } } } } } } },
      ]),
    ),
    components: {
      schemas: {
        Order: { type: 'object', properties: { lines: { type: 'array', items: { $ref: '#/components/schemas/Line' } }, parent: { $ref: '#/components/schemas/Order' } } },
        Line: { type: 'object', properties: { order: { $ref: '#/components/schemas/Order' } } },
      },
    },
  });

  it('reads each referenced schema once, whatever the number of uses, and the component list shares it', () => {
    const api = openApiView(document(50));
    if (E.isLeft(api)) throw new Error(api.left);
    const { schemaTable, groups, schemas } = api.right;
    expect([...schemaTable.keys()].sort()).toEqual(['#/components/schemas/Line', '#/components/schemas/Order']);
    const uses = groups.flatMap((group) => group.operations.map((operation) => operation.responses[0]!.contents[0]!.schema));
    expect(uses).toHaveLength(50);
    expect(uses.every((use) => use?.kind === 'ref' && use.ref === '#/components/schemas/Order')).toBe(true);
    expect(schemas.map((entry) => entry.schema)).toEqual([schemaTable.get('#/components/schemas/Order'), schemaTable.get('#/components/schemas/Line')]);
    expect(schemas[0]!.schema).toBe(schemaTable.get('#/components/schemas/Order'));
  });

  it('shows recursive schemas down to the first repeat where they are used, and survives being posted from a worker', () => {
    const api = openApiView(document(1));
    if (E.isLeft(api)) throw new Error(api.left);
    const posted = structuredClone(api.right);
    const response = schemaOf(posted, posted.groups[0]!.operations[0]!.responses[0]!.contents[0]!.schema!);
    expect(response).toMatchObject({
      kind: 'object',
      refName: 'Order',
      properties: [
        { name: 'lines', schema: { kind: 'array', items: { kind: 'object', refName: 'Line', properties: [{ name: 'order', schema: { kind: 'reference', reason: 'recursive', name: 'Order' } }] } } },
        { name: 'parent', schema: { kind: 'reference', reason: 'recursive', name: 'Order' } },
      ],
    });
    // A component opened in the Schemas list shows as it did: by its own structure, not its name.
    expect(schemaOf(posted, posted.schemas[0]!.schema)).toMatchObject({ kind: 'object', properties: [{ name: 'lines' }, { name: 'parent' }] });
    expect(schemaOf(posted, posted.schemas[0]!.schema).refName).toBeUndefined();
  });
});

describe('openApiView: tags, path parameters, Swagger 2', () => {
  it('groups by tag: declared tags first in their order, then others as met, default last; an operation may be in two groups', () => {
    const api = read(`
openapi: 3.1.0
info: { title: T, version: '1' }
tags: [{ name: b, description: B tag }, { name: a }]
paths:
  /x:
    parameters: [{ name: trace, in: header, schema: { type: string } }, { name: id, in: query }]
    get: { tags: [c], responses: {} }
    put: { tags: [a, b], parameters: [{ name: id, in: query, required: true }], responses: {} }
    delete: { responses: {} }
`);
    expect(api.groups.map((group) => [group.tag, group.operations.map((operation) => operation.method)])).toEqual([
      ['b', ['put']],
      ['a', ['put']],
      ['c', ['get']],
      ['default', ['delete']],
    ]);
    expect(api.groups[0]!.description).toBe('B tag');
    const put = api.groups[0]!.operations[0]!;
    expect(put.parameters.map((parameter) => [parameter.name, parameter.in, parameter.required])).toEqual([
      ['trace', 'header', false],
      ['id', 'query', true],
    ]);
  });

  it('reads Swagger 2.0: host and base path, body parameters, response schemas, definitions', () => {
    const api = readExpanded(`
swagger: '2.0'
info: { title: Pets, version: '2' }
host: pets.example.com
basePath: /v2
schemes: [https]
consumes: [application/json]
produces: [application/json]
paths:
  /pets:
    post:
      parameters:
        - { name: pet, in: body, required: true, schema: { $ref: '#/definitions/Pet' } }
        - { name: dryRun, in: query, type: boolean }
      responses:
        '201': { description: Created, schema: { $ref: '#/definitions/Pet' } }
definitions:
  Pet: { type: object, properties: { name: { type: string } } }
`);
    expect(api.specVersion).toBe('2.0');
    expect(api.servers).toEqual([{ url: 'https://pets.example.com/v2' }]);
    const post = api.groups[0]!.operations[0]!;
    expect(post.parameters.map((parameter) => parameter.name)).toEqual(['dryRun']);
    expect(post.parameters[0]!.schema).toEqual({ kind: 'primitive', type: 'boolean' });
    expect(post.requestBody).toMatchObject({ required: true, contents: [{ mediaType: 'application/json', schema: { refName: 'Pet' } }] });
    expect(post.responses[0]).toMatchObject({ status: '201', contents: [{ mediaType: 'application/json', schema: { refName: 'Pet' } }] });
    expect(api.schemas.map((schema) => schema.name)).toEqual(['Pet']);
  });

  it('keeps hostile strings as they are (the viewer prints them as text)', () => {
    const api = readExpanded(hostileOpenApi);
    expect(api.title).toBe(HOSTILE_HTML);
    expect(api.contact?.url).toBe('javascript:window.__pwned=3');
    expect(api.groups[0]!.tag).toBe('<svg onload=alert(1)>');
    const response = api.groups[0]!.operations[0]!.responses[0]!;
    const schema = response.contents[0]!.schema!;
    expect(schema.kind === 'object' && schema.properties.map((property) => property.name)).toEqual(['__proto__', 'constructor']);
  });

  it.each([[null], ['text'], [[]], [{ info: {} }], [{ asyncapi: '2.0.0' }]])('refuses %j', (document) => {
    expect(E.isLeft(openApiView(document))).toBe(true);
  });

  it('never throws on arbitrary documents with a version field', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), fc.jsonValue(), (paths, components, tags) => {
        const view = openApiView({ openapi: '3.0.0', paths, components, tags });
        expect(E.isRight(view)).toBe(true);
      }),
    );
  });
});
