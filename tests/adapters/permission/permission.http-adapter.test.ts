import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as E from 'fp-ts/Either';
import { PermissionHttpAdapter } from '../../../adapters/permission/permission.http-adapter';
import type { AuthorizeRequestItem } from '../../../domain/permission/authorize-batch';
import { catalogEntityDeletePermission, catalogLocationCreatePermission } from '../../../domain/permission/permission';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

type Reply = { status: number; statusText?: string; body: string; contentType?: string };

let server: Server;
let baseUrl: string;
let received: Received[];
let reply: (request: Received) => Reply;

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: text ? JSON.parse(text) : undefined };
      received.push(request);
      const answer = reply(request);
      res.statusCode = answer.status;
      if (answer.statusText) res.statusMessage = answer.statusText;
      res.setHeader('content-type', answer.contentType ?? 'application/json');
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/permission`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  received = [];
  reply = () => ({ status: 200, body: JSON.stringify({ items: [] }) });
});

const items: AuthorizeRequestItem[] = [
  { id: 'a', permission: catalogEntityDeletePermission, resourceRef: 'component:default/x' },
  { id: 'b', permission: catalogLocationCreatePermission },
];

const adapter = (resolve: (pluginId: string) => Promise<string> = async () => baseUrl) => new PermissionHttpAdapter(fetch, resolve);

describe('PermissionHttpAdapter', () => {
  it('posts the items as JSON to {permission}/authorize and decodes the answer', async () => {
    reply = () => ({
      status: 200,
      body: JSON.stringify({ items: [{ id: 'b', result: 'ALLOW' }, { id: 'a', result: 'DENY' }] }),
    });
    const asked: string[] = [];
    const result = await adapter(async (pluginId) => {
      asked.push(pluginId);
      return baseUrl;
    }).authorize(items)();

    expect(result).toEqual(E.right([{ id: 'b', result: 'ALLOW' }, { id: 'a', result: 'DENY' }]));
    expect(asked).toEqual(['permission']);
    expect(received).toHaveLength(1);
    expect(received[0]!.method).toBe('POST');
    expect(received[0]!.url).toBe('/api/permission/authorize');
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(received[0]!.body).toEqual({
      items: [
        {
          id: 'a',
          permission: { type: 'resource', name: 'catalog.entity.delete', attributes: { action: 'delete' }, resourceType: 'catalog-entity' },
          resourceRef: 'component:default/x',
        },
        { id: 'b', permission: { type: 'basic', name: 'catalog.location.create', attributes: { action: 'create' } } },
      ],
    });
  });

  it('reads conditional decisions and batched result lists', async () => {
    const conditions = {
      allOf: [
        { rule: 'IS_ENTITY_KIND', resourceType: 'catalog-entity', params: { kinds: ['component'] } },
        { not: { anyOf: [{ rule: 'IS_ENTITY_OWNER', resourceType: 'catalog-entity', params: { claims: ['user:default/a'] } }] } },
      ],
    };
    reply = () => ({
      status: 200,
      body: JSON.stringify({
        items: [
          { id: 'a', result: 'CONDITIONAL', pluginId: 'catalog', resourceType: 'catalog-entity', conditions },
          { id: 'b', result: ['ALLOW', 'DENY'] },
        ],
      }),
    });
    expect(await adapter().authorize(items)()).toEqual(
      E.right([
        { id: 'a', result: 'CONDITIONAL', pluginId: 'catalog', resourceType: 'catalog-entity', conditions },
        { id: 'b', result: ['ALLOW', 'DENY'] },
      ]),
    );
  });

  it('names the failing path when the answer does not decode', async () => {
    reply = () => ({ status: 200, body: JSON.stringify({ items: [{ id: 'a', result: 'ALLOW' }, { id: 'b', result: 'MAYBE' }] }) });
    const result = await adapter().authorize(items)();
    expect(E.isLeft(result) && result.left._tag).toBe('Decode');
    if (E.isLeft(result) && result.left._tag === 'Decode') {
      expect(result.left.paths).toContain('items.1.result: expected "ALLOW" | "DENY", got "MAYBE"');
      expect(result.left.paths.every((path) => path.startsWith('items.1.'))).toBe(true);
    }
  });

  it('refuses an empty anyOf in conditions', async () => {
    reply = () => ({
      status: 200,
      body: JSON.stringify({ items: [{ id: 'a', result: 'CONDITIONAL', pluginId: 'catalog', resourceType: 'catalog-entity', conditions: { anyOf: [] } }] }),
    });
    const result = await adapter().authorize(items.slice(0, 1))();
    expect(E.isLeft(result) && result.left._tag).toBe('Decode');
  });

  it('refuses a body that is not JSON', async () => {
    reply = () => ({ status: 200, body: '<html>', contentType: 'text/html' });
    const result = await adapter().authorize(items)();
    expect(E.isLeft(result) && result.left._tag).toBe('Decode');
  });

  it("builds 'Request failed with {status} {statusText}' plus the backend's message", async () => {
    reply = () => ({
      status: 400,
      statusText: 'Bad Request',
      body: JSON.stringify({ error: { name: 'InputError', message: 'Resource permissions require a resourceRef to be set.' }, response: { statusCode: 400 } }),
    });
    expect(await adapter().authorize(items)()).toEqual(
      E.left({
        _tag: 'HttpStatus',
        status: 400,
        statusText: 'Bad Request',
        name: 'InputError',
        message: 'Request failed with 400 Bad Request, Resource permissions require a resourceRef to be set.',
      }),
    );
  });

  it('keeps the status line alone when the error body is not Backstage-shaped', async () => {
    reply = () => ({ status: 503, statusText: 'Service Unavailable', body: 'down', contentType: 'text/plain' });
    expect(await adapter().authorize(items)()).toEqual(
      E.left({ _tag: 'HttpStatus', status: 503, statusText: 'Service Unavailable', message: 'Request failed with 503 Service Unavailable' }),
    );
  });

  it('reports a backend that cannot be reached as a transport error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const result = await adapter(async () => `http://127.0.0.1:${port}/api/permission`).authorize(items)();
    expect(E.isLeft(result) && result.left._tag).toBe('Transport');
  });

  it('reports a failing base URL lookup as a transport error', async () => {
    const result = await adapter(async () => {
      throw new Error('no discovery');
    }).authorize(items)();
    expect(result).toEqual(E.left({ _tag: 'Transport', message: 'Could not find the permission backend: no discovery' }));
    expect(received).toEqual([]);
  });

  it('sends through the given fetch, so an authenticated fetch adds the token', async () => {
    reply = () => ({ status: 200, body: JSON.stringify({ items: [{ id: 'a', result: 'ALLOW' }, { id: 'b', result: 'ALLOW' }] }) });
    const withToken: typeof fetch = (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), authorization: 'Bearer t0k' } });
    await new PermissionHttpAdapter(withToken, async () => baseUrl).authorize(items)();
    expect(received[0]!.headers['authorization']).toBe('Bearer t0k');
  });
});
