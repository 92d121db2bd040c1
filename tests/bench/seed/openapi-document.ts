// A large, realistic OpenAPI 3 document, deterministic from a seed: resources (one tag each) with the usual
// collection, item, history and attachment operations; path, query and header parameters (many as $refs
// into components.parameters), request bodies and responses with schemas that $ref into components.schemas,
// shared error responses in components.responses, and descriptions written in Markdown. Written as YAML, as
// most definitions in a catalog are.
import { dump } from 'js-yaml';
import { seededRandom, type Random } from './random';

type Json = { [key: string]: unknown };

const RESOURCES = [
  'invoice', 'payment', 'refund', 'customer', 'subscription', 'order', 'shipment', 'product', 'price', 'coupon',
  'account', 'transfer', 'dispute', 'payout', 'report', 'webhook', 'warehouse', 'carrier', 'review', 'ticket',
  'contract', 'quote', 'budget', 'vendor', 'employee', 'device', 'session', 'notification', 'document', 'tax-rate',
] as const;

const FIELD_WORDS = ['reference', 'label', 'channel', 'region', 'source', 'category', 'priority', 'note', 'owner', 'batch', 'segment', 'origin'];
const STATES = ['draft', 'open', 'pending', 'active', 'suspended', 'closed', 'archived'];

/** Ten operations per resource: 20 resources give 200. */
export const OPERATIONS_PER_RESOURCE = 10;

const pascal = (name: string): string => name.split('-').map((part) => part[0]!.toUpperCase() + part.slice(1)).join('');
const camel = (name: string): string => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());
const plural = (name: string): string => (name.endsWith('y') ? `${name.slice(0, -1)}ies` : name.endsWith('s') ? `${name}es` : `${name}s`);
const schemaRef = (name: string): Json => ({ $ref: `#/components/schemas/${name}` });
const parameterRef = (name: string): Json => ({ $ref: `#/components/parameters/${name}` });
const responseRef = (name: string): Json => ({ $ref: `#/components/responses/${name}` });
const jsonContent = (schema: Json): Json => ({ 'application/json': { schema } });

const paragraph = (random: Random, subject: string): string =>
  random.pick([
    `Returns the **${subject}** as stored, with every field the caller may read. Fields the caller may not read are left out rather than emptied.`,
    `The ${subject} is checked against the [validation rules](https://docs.example.com/rules/${subject}) before anything is stored; a rejected request changes nothing.`,
    `Use \`If-Match\` with the last \`etag\` to avoid overwriting a change made meanwhile. Without it the *last write wins*.`,
    `Results are ordered by \`createdAt\`, newest first, unless \`sort\` says otherwise. See [paging](https://docs.example.com/guides/paging) for how to read every page.`,
  ]);

const markdownDescription = (random: Random, subject: string, lines: number): string => {
  const parts = [paragraph(random, subject)];
  if (lines > 1) {
    parts.push(
      ['Notes:', `- Requires the \`${subject}:read\` scope.`, `- Answers within **2 s** for 99 % of requests.`, `- Rate limited to ${random.int(5, 50) * 10} requests per minute.`].join('\n'),
    );
  }
  if (lines > 2) parts.push(`> Deprecated fields are still returned until ${2026 + random.int(0, 2)}-0${random.int(1, 9)}-01.`);
  return parts.join('\n\n');
};

const resourceSchemas = (random: Random, resource: string): Record<string, Json> => {
  const name = pascal(resource);
  const fields = random.sample(FIELD_WORDS, random.int(4, 7));
  const properties: Json = {
    id: { type: 'string', format: 'uuid', description: `Identifies the ${resource}; assigned by the server.`, readOnly: true },
    state: { type: 'string', enum: random.sample(STATES, random.int(3, 5)), description: `Where the ${resource} is in its life.` },
    createdAt: { type: 'string', format: 'date-time', readOnly: true },
    updatedAt: { type: 'string', format: 'date-time', readOnly: true },
    etag: { type: 'string', description: 'Changes with every update; send it back in `If-Match`.' },
    metadata: { type: 'object', additionalProperties: { type: 'string' }, description: 'Free key–value pairs, at most **50** of them.' },
    ...Object.fromEntries(fields.map((field) => [field, { type: 'string', maxLength: 200, description: `The ${resource}'s ${field}.`, example: `${field}-${random.int(1, 999)}` }])),
    amount: schemaRef('Money'),
    address: schemaRef('Address'),
    links: { type: 'array', items: schemaRef('Link') },
  };
  return {
    [name]: { type: 'object', description: markdownDescription(random, resource, 2), required: ['id', 'state', 'createdAt'], properties },
    [`New${name}`]: {
      type: 'object',
      description: `What a client sends to create a ${resource}.`,
      required: fields.slice(0, 2),
      properties: {
        ...Object.fromEntries(fields.map((field) => [field, { type: 'string', maxLength: 200 }])),
        amount: schemaRef('Money'),
        metadata: { type: 'object', additionalProperties: { type: 'string' } },
      },
    },
    [`${name}Patch`]: {
      description: `A partial update of a ${resource}: only the fields given change.`,
      allOf: [schemaRef(`New${name}`), { type: 'object', properties: { state: { type: 'string', enum: STATES } } }],
    },
    [`${name}Page`]: {
      type: 'object',
      required: ['items', 'page'],
      properties: { items: { type: 'array', items: schemaRef(name) }, page: schemaRef('PageInfo') },
    },
    [`${name}Event`]: {
      type: 'object',
      description: `One change of a ${resource}, as the history lists it.`,
      properties: {
        at: { type: 'string', format: 'date-time' },
        actor: { type: 'string', description: 'Who made the change: a user or a service account reference.' },
        change: { oneOf: [schemaRef(`New${name}`), schemaRef(`${name}Patch`)] },
      },
    },
  };
};

const SHARED_SCHEMAS: Record<string, Json> = {
  Money: {
    type: 'object',
    description: 'An amount in **minor units** of a currency (cents for EUR).',
    required: ['currency', 'minorUnits'],
    properties: { currency: { type: 'string', pattern: '^[A-Z]{3}$', example: 'EUR' }, minorUnits: { type: 'integer', format: 'int64', example: 1299 } },
  },
  Address: {
    type: 'object',
    properties: {
      lines: { type: 'array', items: { type: 'string' }, maxItems: 4 },
      postalCode: { type: 'string' },
      city: { type: 'string' },
      country: { type: 'string', description: 'ISO 3166-1 alpha-2 code, e.g. `DE`.' },
    },
  },
  Link: { type: 'object', properties: { rel: { type: 'string', enum: ['self', 'next', 'related'] }, href: { type: 'string', format: 'uri' } } },
  PageInfo: {
    type: 'object',
    description: 'Where this page is in the whole result; pass `nextToken` as `pageToken` for the next one.',
    properties: { size: { type: 'integer' }, total: { type: 'integer' }, nextToken: { type: 'string', nullable: true } },
  },
  Attachment: {
    type: 'object',
    properties: { id: { type: 'string' }, fileName: { type: 'string' }, mediaType: { type: 'string', example: 'application/pdf' }, bytes: { type: 'integer' } },
  },
  Problem: {
    type: 'object',
    description: 'An error as [RFC 7807](https://www.rfc-editor.org/rfc/rfc7807) describes it.',
    required: ['type', 'title', 'status'],
    properties: {
      type: { type: 'string', format: 'uri' },
      title: { type: 'string' },
      status: { type: 'integer', minimum: 400, maximum: 599 },
      detail: { type: 'string' },
      errors: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } },
    },
  },
};

const problem = (description: string): Json => ({ description, content: { 'application/problem+json': { schema: schemaRef('Problem') } } });

const SHARED_RESPONSES: Record<string, Json> = {
  BadRequest: problem('The request is malformed or **fails validation**; `errors` lists each field.'),
  Unauthorized: problem('No valid credentials were sent. See [authentication](https://docs.example.com/auth).'),
  NotFound: problem('Nothing with this id exists, or the caller may not see it.'),
  Conflict: problem('The `If-Match` etag is stale: someone changed it meanwhile. Read it again and retry.'),
};

const SHARED_PARAMETERS: Record<string, Json> = {
  PageSize: { name: 'pageSize', in: 'query', description: 'How many items a page holds (**1–200**).', schema: { type: 'integer', minimum: 1, maximum: 200, default: 50 } },
  PageToken: { name: 'pageToken', in: 'query', description: 'The `nextToken` of the previous page.', schema: { type: 'string' } },
  IfMatch: { name: 'If-Match', in: 'header', required: true, description: 'The `etag` last read.', schema: { type: 'string' } },
  RequestId: { name: 'X-Request-Id', in: 'header', description: 'Echoed in the answer and in the logs, for support.', schema: { type: 'string', format: 'uuid' } },
};

const resourcePaths = (random: Random, resource: string): Record<string, Json> => {
  const name = pascal(resource);
  const collection = `/${plural(resource)}`;
  const idName = `${camel(resource)}Id`;
  const item = `${collection}/{${idName}}`;
  const idParameter = { name: idName, in: 'path', required: true, description: `The ${resource}'s \`id\`.`, schema: { type: 'string', format: 'uuid' } };
  const tags = [plural(resource)];
  const op = (id: string, summary: string, rest: Json): Json => ({
    tags,
    operationId: `${id}${name}`,
    summary,
    description: markdownDescription(random, resource, random.int(1, 3)),
    ...rest,
  });
  const ok = (schemaName: string, description = 'OK'): Json => ({ description, content: jsonContent(schemaRef(schemaName)) });
  const errors = { '400': responseRef('BadRequest'), '401': responseRef('Unauthorized') };
  return {
    [collection]: {
      get: op('list', `List ${plural(resource)}`, {
        parameters: [
          parameterRef('PageSize'),
          parameterRef('PageToken'),
          { name: 'state', in: 'query', description: `Only ${plural(resource)} in this state.`, schema: { type: 'string', enum: STATES } },
          { name: 'sort', in: 'query', description: 'A field, with `-` in front for descending: `-createdAt`.', schema: { type: 'string' } },
          parameterRef('RequestId'),
        ],
        responses: { '200': ok(`${name}Page`, `A page of ${plural(resource)}.`), ...errors },
      }),
      post: op('create', `Create a ${resource}`, {
        parameters: [parameterRef('RequestId')],
        requestBody: { required: true, description: `The new ${resource}.`, content: jsonContent(schemaRef(`New${name}`)) },
        responses: { '201': ok(name, `The ${resource} as created.`), ...errors, '409': responseRef('Conflict') },
      }),
    },
    [item]: {
      parameters: [idParameter],
      get: op('get', `Read a ${resource}`, { responses: { '200': ok(name), '401': responseRef('Unauthorized'), '404': responseRef('NotFound') } }),
      put: op('replace', `Replace a ${resource}`, {
        parameters: [parameterRef('IfMatch')],
        requestBody: { required: true, content: jsonContent(schemaRef(`New${name}`)) },
        responses: { '200': ok(name), ...errors, '404': responseRef('NotFound'), '409': responseRef('Conflict') },
      }),
      patch: op('update', `Update a ${resource}`, {
        parameters: [parameterRef('IfMatch')],
        requestBody: { required: true, content: { 'application/merge-patch+json': { schema: schemaRef(`${name}Patch`) } } },
        responses: { '200': ok(name), ...errors, '404': responseRef('NotFound'), '409': responseRef('Conflict') },
      }),
      delete: op('delete', `Delete a ${resource}`, {
        deprecated: random.chance(0.1),
        parameters: [parameterRef('IfMatch')],
        responses: { '204': { description: 'Deleted.' }, '401': responseRef('Unauthorized'), '404': responseRef('NotFound') },
      }),
    },
    [`${item}/history`]: {
      parameters: [idParameter],
      get: op('history', `List a ${resource}'s changes`, {
        parameters: [parameterRef('PageSize'), parameterRef('PageToken')],
        responses: { '200': { description: 'The changes, newest first.', content: jsonContent({ type: 'array', items: schemaRef(`${name}Event`) }) }, '404': responseRef('NotFound') },
      }),
    },
    [`${item}/actions/{action}`]: {
      parameters: [idParameter, { name: 'action', in: 'path', required: true, schema: { type: 'string', enum: ['approve', 'reject', 'reopen', 'archive'] } }],
      post: op('act', `Run an action on a ${resource}`, {
        requestBody: { content: jsonContent({ type: 'object', properties: { reason: { type: 'string', description: 'Shown in the history.' } } }) },
        responses: { '202': ok(name, 'Accepted: the action runs in the background.'), ...errors, '404': responseRef('NotFound') },
      }),
    },
    [`${item}/attachments`]: {
      parameters: [idParameter],
      get: op('listAttachments', `List a ${resource}'s attachments`, {
        responses: { '200': { description: 'OK', content: jsonContent({ type: 'array', items: schemaRef('Attachment') }) }, '404': responseRef('NotFound') },
      }),
      post: op('attach', `Attach a file to a ${resource}`, {
        requestBody: {
          required: true,
          content: { 'multipart/form-data': { schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' }, note: { type: 'string' } } } } },
        },
        responses: { '201': ok('Attachment', 'The stored attachment.'), ...errors, '404': responseRef('NotFound') },
      }),
    },
  };
};

/** An OpenAPI 3.0 document with `operations` operations (a multiple of 10, at most 300), as plain values. */
export const openApiDocumentValue = (operations: number, seed = 1): Json => {
  const resourceCount = operations / OPERATIONS_PER_RESOURCE;
  if (!Number.isInteger(resourceCount) || resourceCount < 1 || resourceCount > RESOURCES.length) {
    throw new Error(`operations must be a multiple of ${OPERATIONS_PER_RESOURCE} up to ${RESOURCES.length * OPERATIONS_PER_RESOURCE}`);
  }
  const random = seededRandom(seed);
  const resources = RESOURCES.slice(0, resourceCount);
  return {
    openapi: '3.0.3',
    info: {
      title: 'Commerce Platform API',
      version: '2.14.0',
      description: [
        'The one API of the **commerce platform**: money, orders, customers and everything around them.',
        '## Conventions',
        '- Every id is a UUID; every time is UTC in RFC 3339.',
        '- Lists are paged: see [paging](https://docs.example.com/guides/paging).',
        '- Errors follow RFC 7807 (`application/problem+json`).',
      ].join('\n\n'),
      contact: { name: 'Platform team', url: 'https://chat.example.com/channels/platform', email: 'platform@example.com' },
      license: { name: 'Proprietary', url: 'https://example.com/terms' },
    },
    externalDocs: { url: 'https://docs.example.com/commerce', description: 'Guides and changelog' },
    servers: [
      { url: 'https://api.example.com/commerce/v2', description: '*Production*' },
      { url: 'https://sandbox.example.com/commerce/v2', description: 'Sandbox: test data only, reset **every night**.' },
    ],
    tags: resources.map((resource) => ({ name: plural(resource), description: `Everything about ${plural(resource)}. ${paragraph(random, resource)}` })),
    paths: Object.assign({}, ...resources.map((resource) => resourcePaths(random, resource))) as Json,
    components: {
      schemas: { ...SHARED_SCHEMAS, ...Object.assign({}, ...resources.map((resource) => resourceSchemas(random, resource))) as Json },
      parameters: SHARED_PARAMETERS,
      responses: SHARED_RESPONSES,
    },
  };
};

/** The same document as YAML: the shared schemas written out at every use (no anchors), long lines kept whole. */
export const generateOpenApiDocument = (operations: number, seed = 1): string => dump(openApiDocumentValue(operations, seed), { noRefs: true, lineWidth: -1 });
