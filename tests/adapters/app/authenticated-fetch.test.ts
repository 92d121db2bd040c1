import { createAuthenticatedFetch } from '../../../adapters/app/authenticated-fetch';
import { isAllowedBackendUrl } from '../../../domain/app/discovery';
import { jsonReply, startLocalHttpServer, type LocalHttpServer } from '../shared/local-http-server';

let backend: LocalHttpServer;
let foreign: LocalHttpServer;
beforeAll(async () => {
  [backend, foreign] = await Promise.all([startLocalHttpServer(), startLocalHttpServer()]);
});
afterAll(() => Promise.all([backend.close(), foreign.close()]));
beforeEach(() => {
  backend.received.length = 0;
  foreign.received.length = 0;
  backend.answer(() => jsonReply(200, { ok: true }));
  foreign.answer(() => jsonReply(200, { ok: true }));
});

const setup = (options: { token?: string; fresh?: string | undefined; withOnUnauthorized?: boolean } = {}) => {
  const getToken = jest.fn(async () => ('token' in options ? options.token : 'identity-token'));
  const onUnauthorized = jest.fn(async () => ('fresh' in options ? options.fresh : 'fresh-token'));
  // The backend base URL and a discovery target, as config/browser/container.ts passes them.
  const allowed = [backend.origin, `${foreign.origin}/api/search`];
  const fetchFn = createAuthenticatedFetch({
    baseFetch: (input, init) => fetch(input, init),
    getToken,
    isAllowed: (url) => isAllowedBackendUrl(url, allowed),
    ...(options.withOnUnauthorized === false ? {} : { onUnauthorized }),
  });
  return { fetchFn, getToken, onUnauthorized };
};

describe('createAuthenticatedFetch', () => {
  it('adds Authorization: Bearer <identity token> to calls to the backend', async () => {
    const { fetchFn } = setup();
    const response = await fetchFn(`${backend.origin}/api/catalog/entities`);
    expect(response.status).toBe(200);
    expect(backend.received[0]!.headers['authorization']).toBe('Bearer identity-token');
  });

  it('adds it to a configured discovery target too, but not elsewhere on that origin', async () => {
    const { fetchFn } = setup();
    await fetchFn(`${foreign.origin}/api/search/query?term=x`);
    await fetchFn(`${foreign.origin}/api/searchx`);
    await fetchFn(`${foreign.origin}/other`);
    expect(foreign.received.map((request) => [request.url, request.headers['authorization']])).toEqual([
      ['/api/search/query?term=x', 'Bearer identity-token'],
      ['/api/searchx', undefined],
      ['/other', undefined],
    ]);
  });

  it('never sends the token to a foreign origin, and does not even ask for it', async () => {
    const { fetchFn, getToken } = setup();
    const sameHostOtherPort = `${foreign.origin}/api/catalog/entities`;
    await fetchFn(sameHostOtherPort, { headers: { accept: 'application/json' } });
    expect(foreign.received[0]!.headers['authorization']).toBeUndefined();
    expect(foreign.received[0]!.headers['accept']).toBe('application/json');
    expect(getToken).not.toHaveBeenCalled();
  });

  it('does not hand the token to a URL with user info or another scheme', async () => {
    const seen: [string, string | null][] = [];
    const fetchFn = createAuthenticatedFetch({
      baseFetch: async (input, init) => {
        seen.push([input, new Headers(init?.headers).get('authorization')]);
        return new Response('{}', { status: 200 });
      },
      getToken: async () => 'identity-token',
      isAllowed: (url) => isAllowedBackendUrl(url, ['http://backend.example.com:7007']),
    });
    const port = 7007;
    await fetchFn(`http://evil@backend.example.com:${port}/api/catalog`);
    await fetchFn(`https://backend.example.com:${port}/api/catalog`);
    await fetchFn(`http://backend.example.com.evil.com:${port}/api/catalog`);
    await fetchFn(`http://backend.example.com:${port}/api/catalog`);
    expect(seen.map(([, authorization]) => authorization)).toEqual([null, null, null, 'Bearer identity-token']);
  });

  it("keeps the caller's own Authorization header", async () => {
    const { fetchFn } = setup();
    await fetchFn(`${backend.origin}/api/proxy/x`, { headers: { Authorization: 'Basic dXNlcjpwdw==' } });
    await fetchFn(`${backend.origin}/api/proxy/x`, { headers: new Headers({ authorization: 'Bearer mine' }) });
    await fetchFn(`${backend.origin}/api/proxy/x`, { headers: [['AUTHORIZATION', 'Bearer array-form']] });
    expect(backend.received.map((request) => request.headers['authorization'])).toEqual([
      'Basic dXNlcjpwdw==',
      'Bearer mine',
      'Bearer array-form',
    ]);
  });

  it('keeps the other headers, the method and the body', async () => {
    const { fetchFn } = setup();
    await fetchFn(`${backend.origin}/api/catalog/locations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-custom': '1' },
      body: JSON.stringify({ type: 'url', target: 'https://x' }),
    });
    const received = backend.received[0]!;
    expect(received.method).toBe('POST');
    expect(received.headers['content-type']).toBe('application/json');
    expect(received.headers['x-custom']).toBe('1');
    expect(JSON.parse(received.body)).toEqual({ type: 'url', target: 'https://x' });
    expect(received.headers['authorization']).toBe('Bearer identity-token');
  });

  it('sends no Authorization while signed out', async () => {
    const { fetchFn } = setup({ token: undefined });
    await fetchFn(`${backend.origin}/api/catalog/entities`);
    expect(backend.received[0]!.headers['authorization']).toBeUndefined();
  });

  it('retries a 401 once with a fresh token', async () => {
    backend.answer((request) =>
      request.headers['authorization'] === 'Bearer fresh-token' ? jsonReply(200, { ok: true }) : jsonReply(401, { error: { name: 'AuthenticationError', message: 'expired' } }),
    );
    const { fetchFn, onUnauthorized } = setup();
    const response = await fetchFn(`${backend.origin}/api/catalog/locations`, { method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(200);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(backend.received.map((request) => [request.headers['authorization'], request.body])).toEqual([
      ['Bearer identity-token', '{"a":1}'],
      ['Bearer fresh-token', '{"a":1}'],
    ]);
  });

  it('retries only once: a second 401 is handed to the caller', async () => {
    backend.answer(() => jsonReply(401, {}));
    const { fetchFn, onUnauthorized } = setup();
    expect((await fetchFn(`${backend.origin}/api/x`)).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(backend.received).toHaveLength(2);
  });

  it('hands back the 401 when no fresh token is to be had', async () => {
    backend.answer(() => jsonReply(401, {}));
    const { fetchFn, onUnauthorized } = setup({ fresh: undefined });
    expect((await fetchFn(`${backend.origin}/api/x`)).status).toBe(401);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(backend.received).toHaveLength(1);
  });

  it("does not retry a 401 for the caller's own credentials, a foreign origin, or without onUnauthorized", async () => {
    backend.answer(() => jsonReply(401, {}));
    foreign.answer(() => jsonReply(401, {}));
    const { fetchFn, onUnauthorized } = setup();
    expect((await fetchFn(`${backend.origin}/api/x`, { headers: { authorization: 'Basic x' } })).status).toBe(401);
    expect((await fetchFn(`${foreign.origin}/elsewhere`)).status).toBe(401);
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(backend.received).toHaveLength(1);
    expect(foreign.received).toHaveLength(1);

    const bare = setup({ withOnUnauthorized: false });
    expect((await bare.fetchFn(`${backend.origin}/api/x`)).status).toBe(401);
    expect(backend.received).toHaveLength(2);
  });

  it('leaves other failures alone', async () => {
    backend.answer(() => jsonReply(403, {}));
    const { fetchFn, onUnauthorized } = setup();
    expect((await fetchFn(`${backend.origin}/api/x`)).status).toBe(403);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
