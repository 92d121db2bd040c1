import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import * as t from 'io-ts';
import {
  httpStatusError,
  isPluginErrorBody,
  pluginMissingOf,
  pluginRequests,
  requestJson,
  requestText,
  requestVoid,
  type FetchFn,
} from '../../../adapters/shared/http';
import { closedPortUrl, jsonReply, startLocalHttpServer, type LocalHttpServer } from './local-http-server';

const Item = t.type({ id: t.string, count: t.number });

let server: LocalHttpServer;
beforeAll(async () => {
  server = await startLocalHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
  server.answer(() => jsonReply(200, { id: 'a', count: 1 }));
});

const url = (path: string) => `${server.origin}${path}`;

/** fetch that also records the init it was given (credentials and signal never reach the server). */
const recordingFetch = () => {
  const inits: (RequestInit | undefined)[] = [];
  const fetchFn: FetchFn = (input, init) => {
    inits.push(init);
    return fetch(input, init);
  };
  return { fetchFn, inits };
};

describe('requestJson', () => {
  it('GETs and decodes the answer, without a content type when there is no body', async () => {
    expect(await requestJson(fetch, url('/items/a'), Item)()).toEqual(E.right({ id: 'a', count: 1 }));
    expect(server.received).toHaveLength(1);
    expect(server.received[0]).toMatchObject({ method: 'GET', url: '/items/a', body: '' });
    expect(server.received[0]!.headers['content-type']).toBeUndefined();
  });

  it('sends a body as JSON with its content type, plus the given headers and credentials', async () => {
    const { fetchFn, inits } = recordingFetch();
    await requestJson(fetchFn, url('/items'), Item, {
      method: 'POST',
      body: { name: 'x', tags: ['a'] },
      headers: { 'x-requested-with': 'XMLHttpRequest' },
      credentials: 'include',
    })();
    const received = server.received[0]!;
    expect(received.method).toBe('POST');
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(JSON.parse(received.body)).toEqual({ name: 'x', tags: ['a'] });
    expect(inits[0]!.credentials).toBe('include');
  });

  it("fails with 'Request failed with {status} {statusText}' for a non-2xx answer", async () => {
    server.answer(() => ({ status: 503, statusText: 'Service Unavailable', body: 'down for maintenance' }));
    expect(await requestJson(fetch, url('/x'), Item)()).toEqual(
      E.left({ _tag: 'HttpStatus', status: 503, statusText: 'Service Unavailable', message: 'Request failed with 503 Service Unavailable' }),
    );
  });

  it("adds the Backstage error body's message and name", async () => {
    server.answer(() =>
      jsonReply(
        409,
        { error: { name: 'ConflictError', message: 'Location already exists' }, request: { method: 'POST', url: '/locations' }, response: { statusCode: 409 } },
        'Conflict',
      ),
    );
    expect(await requestJson(fetch, url('/locations'), Item, { method: 'POST', body: {} })()).toEqual(
      E.left({
        _tag: 'HttpStatus',
        status: 409,
        statusText: 'Conflict',
        name: 'ConflictError',
        message: 'Request failed with 409 Conflict, Location already exists',
      }),
    );
  });

  it('answers Right(undefined) for a 404 when optional404 is set, and an error otherwise', async () => {
    server.answer(() => jsonReply(404, { error: { name: 'NotFoundError', message: 'No entity named x' } }, 'Not Found'));
    expect(await requestJson(fetch, url('/x'), Item, { optional404: true })()).toEqual(E.right(undefined));
    expect(await requestJson(fetch, url('/x'), Item)()).toEqual(
      E.left({ _tag: 'HttpStatus', status: 404, statusText: 'Not Found', name: 'NotFoundError', message: 'Request failed with 404 Not Found, No entity named x' }),
    );
  });

  it('optional404 leaves other failures as errors', async () => {
    server.answer(() => ({ status: 500, statusText: 'Internal Server Error' }));
    const result = await requestJson(fetch, url('/x'), Item, { optional404: true })();
    expect(E.isLeft(result) && result.left._tag).toBe('HttpStatus');
  });

  it('accepts only the expected statuses when expectStatus is given', async () => {
    server.answer(() => jsonReply(200, { id: 'a', count: 1 }, 'OK'));
    expect(await requestJson(fetch, url('/locations'), Item, { method: 'POST', body: {}, expectStatus: [201] })()).toEqual(
      E.left({ _tag: 'HttpStatus', status: 200, statusText: 'OK', message: 'Request failed with 200 OK' }),
    );
    server.answer(() => jsonReply(201, { id: 'a', count: 1 }, 'Created'));
    expect(await requestJson(fetch, url('/locations'), Item, { method: 'POST', body: {}, expectStatus: [201] })()).toEqual(
      E.right({ id: 'a', count: 1 }),
    );
  });

  it('reports a body that is not JSON as a Decode error', async () => {
    server.answer(() => ({ status: 200, body: '<html>oops</html>', headers: { 'content-type': 'text/html' } }));
    const result = await requestJson(fetch, url('/x'), Item)();
    expect(E.isLeft(result) && result.left).toMatchObject({ _tag: 'Decode', paths: ['(root)'] });
    expect(E.isLeft(result) && result.left.message).toMatch(/^The backend answered with invalid JSON: /);
  });

  it('names the failing paths when the JSON does not match the codec', async () => {
    server.answer(() => jsonReply(200, { id: 7 }));
    const result = await requestJson(fetch, url('/x'), Item)();
    expect(result).toEqual(
      E.left({
        _tag: 'Decode',
        paths: ['id: expected string, got 7', 'count: expected number, got nothing'],
        message: 'The backend answered with data Portico cannot read: id: expected string, got 7; count: expected number, got nothing',
      }),
    );
  });

  it('decodes an empty body as undefined (a codec may accept that)', async () => {
    server.answer(() => ({ status: 204 }));
    expect(await requestJson(fetch, url('/x'), t.undefined)()).toEqual(E.right(undefined));
    const strict = await requestJson(fetch, url('/x'), Item)();
    expect(E.isLeft(strict) && strict.left._tag).toBe('Decode');
  });

  it('reports a backend that cannot be reached as a Transport error', async () => {
    const result = await requestJson(fetch, `${await closedPortUrl()}/x`, Item)();
    // Node's fetch error comes from another realm under Jest, so it may be prefixed with its name.
    expect(E.isLeft(result) && result.left).toEqual({ _tag: 'Transport', message: expect.stringMatching(/fetch failed$/) });
  });

  it('reports whatever fetch throws as a Transport error', async () => {
    const throwsText: FetchFn = () => Promise.reject('offline');
    expect(await requestJson(throwsText, url('/x'), Item)()).toEqual(E.left({ _tag: 'Transport', message: 'offline' }));
    const aborted = new AbortController();
    aborted.abort();
    const result = await requestJson(fetch, url('/x'), Item, { signal: aborted.signal })();
    expect(E.isLeft(result) && result.left._tag).toBe('Transport');
    expect(server.received).toEqual([]);
  });
});

describe('requestVoid', () => {
  it('ignores the body of a successful answer, even when it is not JSON', async () => {
    server.answer(() => ({ status: 200, body: 'not json' }));
    expect(await requestVoid(fetch, url('/logout'), { method: 'POST' })()).toEqual(E.right(undefined));
    expect(server.received[0]!.method).toBe('POST');
  });

  it('fails with the status line and honours expectStatus', async () => {
    server.answer(() => ({ status: 204 }));
    expect(await requestVoid(fetch, url('/x'), { method: 'DELETE', expectStatus: [204] })()).toEqual(E.right(undefined));
    expect(await requestVoid(fetch, url('/x'), { method: 'DELETE', expectStatus: [200] })()).toEqual(
      E.left({ _tag: 'HttpStatus', status: 204, statusText: 'No Content', message: 'Request failed with 204 No Content' }),
    );
    server.answer(() => ({ status: 401, statusText: 'Unauthorized' }));
    expect(await requestVoid(fetch, url('/x'))()).toEqual(
      E.left({ _tag: 'HttpStatus', status: 401, statusText: 'Unauthorized', message: 'Request failed with 401 Unauthorized' }),
    );
  });

  it('reports transport errors', async () => {
    const result = await requestVoid(fetch, `${await closedPortUrl()}/x`)();
    expect(E.isLeft(result) && result.left._tag).toBe('Transport');
  });
});

describe('requestText', () => {
  it('returns the body as text', async () => {
    server.answer(() => ({ status: 200, body: 'line 1\nline 2', headers: { 'content-type': 'text/plain' } }));
    expect(await requestText(fetch, url('/logs'))()).toEqual(E.right('line 1\nline 2'));
  });

  it('fails with the status line and the backend message', async () => {
    server.answer(() => jsonReply(403, { error: { name: 'NotAllowedError', message: 'Unauthorized' } }, 'Forbidden'));
    expect(await requestText(fetch, url('/logs'))()).toEqual(
      E.left({ _tag: 'HttpStatus', status: 403, statusText: 'Forbidden', name: 'NotAllowedError', message: 'Request failed with 403 Forbidden, Unauthorized' }),
    );
  });
});

describe('httpStatusError', () => {
  it('fills in a missing status text for well-known statuses', async () => {
    expect(await httpStatusError(new Response('', { status: 500, statusText: '' }))).toEqual({
      _tag: 'HttpStatus',
      status: 500,
      statusText: 'Internal Server Error',
      message: 'Request failed with 500 Internal Server Error',
    });
  });

  it('leaves out an unknown missing status text without a trailing space', async () => {
    expect((await httpStatusError(new Response('', { status: 418, statusText: '' }))).message).toBe('Request failed with 418');
  });

  it.each([
    ['a JSON body without error', JSON.stringify({ message: 'top-level' })],
    ['an error that is not an object', JSON.stringify({ error: 'boom' })],
    ['an error message that is not a string', JSON.stringify({ error: { message: 42 } })],
    ['JSON null', 'null'],
    ['a truncated body', '{"error": {"message": "x"'],
  ])('keeps the status line alone for %s', async (_name, body) => {
    expect(await httpStatusError(new Response(body, { status: 400, statusText: 'Bad Request' }))).toEqual({
      _tag: 'HttpStatus',
      status: 400,
      statusText: 'Bad Request',
      message: 'Request failed with 400 Bad Request',
    });
  });

  it('keeps the error name even without a message', async () => {
    expect(await httpStatusError(new Response(JSON.stringify({ error: { name: 'InputError' } }), { status: 400, statusText: 'Bad Request' }))).toEqual({
      _tag: 'HttpStatus',
      status: 400,
      statusText: 'Bad Request',
      name: 'InputError',
      message: 'Request failed with 400 Bad Request',
    });
  });

  it('always starts with the status line and ends with the backend message (property)', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 400, max: 599 }),
        fc.stringMatching(/^[A-Za-z]{1,10}( [A-Za-z]{1,10}){0,2}$/),
        fc.option(fc.string({ minLength: 1 }), { nil: undefined }),
        async (status, statusText, detail) => {
          const body = detail === undefined ? '' : JSON.stringify({ error: { name: 'Error', message: detail } });
          const error = await httpStatusError(new Response(body, { status, statusText }));
          const line = `Request failed with ${status} ${statusText}`;
          expect(error.message).toBe(detail === undefined ? line : `${line}, ${detail}`);
        },
      ),
      { numRuns: 100 },
    );
  });
});

describe('a call to a backend plugin that the backend lacks', () => {
  const plugin = { id: 'catalog', missingMessage: 'The catalog backend plugin is not installed on this Backstage backend' };
  const missing = { _tag: 'PluginMissing', pluginId: 'catalog', message: plugin.missingMessage };
  // What Backstage's backend answers for a path no installed plugin serves, and what a plugin answers itself.
  const bare404 = () => ({ status: 404, statusText: 'Not Found' });
  const pluginNotFound = () => jsonReply(404, { error: { name: 'NotFoundError', message: 'No entity named nope' }, response: { statusCode: 404 } }, 'Not Found');

  it("is the PluginMissing error for the backend's bare 404, even on an optional read", async () => {
    server.answer(bare404);
    expect(await requestJson(fetch, url('/api/catalog/entities/by-name/component/default/nope'), Item, { plugin })()).toEqual(E.left(missing));
    expect(await requestJson(fetch, url('/x'), Item, { plugin, optional404: true })()).toEqual(E.left(missing));
    expect(await requestVoid(fetch, url('/x'), { plugin, method: 'DELETE' })()).toEqual(E.left(missing));
    expect(await requestText(fetch, url('/x'), { plugin })()).toEqual(E.left(missing));
  });

  it("keeps the plugin's own 404: nothing for an optional read, else the status error with its message", async () => {
    server.answer(pluginNotFound);
    expect(await requestJson(fetch, url('/x'), Item, { plugin, optional404: true })()).toEqual(E.right(undefined));
    expect(await requestJson(fetch, url('/x'), Item, { plugin })()).toEqual(
      E.left({ _tag: 'HttpStatus', status: 404, statusText: 'Not Found', name: 'NotFoundError', message: 'Request failed with 404 Not Found, No entity named nope' }),
    );
  });

  it('leaves other answers alone, and calls that name no plugin', async () => {
    server.answer(() => jsonReply(200, { id: 'a', count: 1 }));
    expect(await requestJson(fetch, url('/x'), Item, { plugin })()).toEqual(E.right({ id: 'a', count: 1 }));
    server.answer(() => ({ status: 500, statusText: 'Internal Server Error' }));
    expect(await requestJson(fetch, url('/x'), Item, { plugin })()).toMatchObject(E.left({ _tag: 'HttpStatus', status: 500 }));
    server.answer(bare404);
    expect(await requestJson(fetch, url('/x'), Item, { optional404: true })()).toEqual(E.right(undefined));
    expect(await requestJson(fetch, url('/x'), Item)()).toMatchObject(E.left({ _tag: 'HttpStatus', status: 404 }));
  });

  it('is named once per plugin by pluginRequests', async () => {
    server.answer(bare404);
    const calls = pluginRequests(plugin);
    expect(await calls.json(fetch, url('/x'), Item)()).toEqual(E.left(missing));
    expect(await calls.void(fetch, url('/x'))()).toEqual(E.left(missing));
    expect(await calls.text(fetch, url('/x'))()).toEqual(E.left(missing));
  });

  it('reads the body from a copy, so the caller can still read it', async () => {
    const response = new Response(JSON.stringify({ error: { name: 'NotFoundError', message: 'gone' } }), { status: 404 });
    expect(await pluginMissingOf(response, plugin)).toBeUndefined();
    expect(await response.json()).toEqual({ error: { name: 'NotFoundError', message: 'gone' } });
    expect(await pluginMissingOf(new Response('<html>Not Found</html>', { status: 404 }), plugin)).toEqual(missing);
    expect(await pluginMissingOf(new Response('', { status: 404 }), undefined)).toBeUndefined();
  });

  it.each([
    ['', false],
    ['Not Found', false],
    ['{}', false],
    ['{"error":"nope"}', false],
    ['{"kind":"Status","code":404}', false],
    ['{"error":{"name":"NotFoundError"}}', true],
    ['{"error":{"message":"Unknown auth provider \'guest\'"}}', true],
  ])('tells a plugin error body from anything else: %s', (body, isPlugins) => {
    expect(isPluginErrorBody(body)).toBe(isPlugins);
  });
});
