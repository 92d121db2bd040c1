import * as E from 'fp-ts/Either';
import { AuthBackendHttpAdapter } from '../../../adapters/app/auth-backend.http-adapter';
import type { FetchFn } from '../../../adapters/shared/http';
import type { Discovery } from '../../../application/app/discovery.port';
import { closedPortUrl, jsonReply, startLocalHttpServer, type LocalHttpServer } from '../shared/local-http-server';

const NOW = 1_700_000_000_000;

let server: LocalHttpServer;
beforeAll(async () => {
  server = await startLocalHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

const discoveryAt = (base: () => string): Discovery & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    getBaseUrl: async (pluginId: string) => {
      asked.push(pluginId);
      return base();
    },
  };
};

const recordingFetch = () => {
  const inits: (RequestInit | undefined)[] = [];
  const fetchFn: FetchFn = (input, init) => {
    inits.push(init);
    return fetch(input, init);
  };
  return { fetchFn, inits };
};

/** A session body as Backstage's auth backend sends it. */
const guestSessionBody = {
  profile: {},
  providerInfo: {},
  backstageIdentity: {
    token: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1c2VyOmRldmVsb3BtZW50L2d1ZXN0In0.c2ln',
    expiresInSeconds: 3600,
    identity: {
      type: 'user',
      userEntityRef: 'user:development/guest',
      ownershipEntityRefs: ['user:development/guest'],
    },
  },
};

const adapter = (options: { environment?: string; fetchFn?: FetchFn; base?: () => string } = {}) => {
  const discovery = discoveryAt(options.base ?? (() => `${server.origin}/api/auth`));
  return {
    discovery,
    adapter: new AuthBackendHttpAdapter(options.fetchFn ?? fetch, discovery, options.environment ?? 'development', () => NOW),
  };
};

describe('AuthBackendHttpAdapter.refresh', () => {
  it('GETs {auth}/{provider}/refresh?optional&env with x-requested-with and credentials, and decodes the session', async () => {
    server.answer(() => jsonReply(200, guestSessionBody));
    const { fetchFn, inits } = recordingFetch();
    const { adapter: auth, discovery } = adapter({ fetchFn });
    const result = await auth.refresh('guest', { optional: true })();

    expect(discovery.asked).toEqual(['auth']);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.method).toBe('GET');
    expect(server.received[0]!.url).toBe('/api/auth/guest/refresh?optional&env=development');
    expect(server.received[0]!.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(inits[0]!.credentials).toBe('include');
    expect(result).toEqual(
      E.right({
        providerInfo: {},
        profile: {},
        backstageIdentity: {
          token: guestSessionBody.backstageIdentity.token,
          expiresAt: NOW + 3_600_000,
          identity: guestSessionBody.backstageIdentity.identity,
        },
      }),
    );
  });

  it('sends the scopes space-separated, leaves out optional when it is not, and uses the configured environment', async () => {
    server.answer(() => jsonReply(200, guestSessionBody));
    await adapter({ environment: 'production' }).adapter.refresh('google', { optional: false, scopes: ['openid', 'email'] })();
    expect(server.received[0]!.url).toBe('/api/auth/google/refresh?scope=openid%20email&env=production');
  });

  it('reads the provider session: profile fields, provider token expiry, missing Backstage identity', async () => {
    server.answer(() =>
      jsonReply(200, {
        profile: { email: 'ada@example.com', displayName: 'Ada', picture: null },
        providerInfo: { accessToken: 'gho_x', scope: 'read:user', expiresInSeconds: 120 },
      }),
    );
    expect(await adapter().adapter.refresh('github', { optional: true })()).toEqual(
      E.right({
        profile: { email: 'ada@example.com', displayName: 'Ada' },
        providerInfo: { accessToken: 'gho_x', scope: 'read:user', expiresInSeconds: 120, expiresAt: NOW + 120_000 },
      }),
    );
  });

  it("fails with 'Auth refresh request failed, {status text}' (a 404 on guest: the guest module is absent)", async () => {
    server.answer(() => jsonReply(404, { error: { name: 'NotFoundError', message: 'Unknown auth provider' } }, 'Not Found'));
    expect(await adapter().adapter.refresh('guest', { optional: false })()).toEqual(
      E.left({ _tag: 'HttpStatus', status: 404, statusText: 'Not Found', name: 'NotFoundError', message: 'Auth refresh request failed, Not Found' }),
    );
  });

  it('fails with the status text of a 401', async () => {
    server.answer(() => jsonReply(401, { error: { name: 'AuthenticationError', message: 'Refresh failed; caused by InputError: Missing session cookie' } }, 'Unauthorized'));
    const result = await adapter().adapter.refresh('github', { optional: true })();
    expect(E.isLeft(result) && result.left.message).toBe('Auth refresh request failed, Unauthorized');
  });

  it('prefixes transport and decode failures the same way', async () => {
    const closed = await closedPortUrl();
    const down = await adapter({ base: () => `${closed}/api/auth` }).adapter.refresh('guest', { optional: true })();
    expect(E.isLeft(down) && down.left).toEqual({ _tag: 'Transport', message: expect.stringMatching(/^Auth refresh request failed, .*fetch failed$/) });

    server.answer(() => jsonReply(200, { profile: {}, backstageIdentity: { token: 5 } }));
    const garbled = await adapter().adapter.refresh('guest', { optional: true })();
    expect(E.isLeft(garbled) && garbled.left._tag).toBe('Decode');
    expect(E.isLeft(garbled) && garbled.left.message).toMatch(/^Auth refresh request failed, The backend answered with data Portico cannot read: /);
    expect(E.isLeft(garbled) && garbled.left._tag === 'Decode' && garbled.left.paths.join('\n')).toMatch(/backstageIdentity\.(\d+\.)?token: expected string, got 5/);
  });

  it('answers a Left, not a rejected promise, when the auth backend cannot be discovered', async () => {
    const discovery: Discovery = {
      getBaseUrl: async () => {
        throw new Error("Invalid discovery URL pattern 'nope/api/{{pluginId}}': not a valid URL");
      },
    };
    const result = await new AuthBackendHttpAdapter(fetch, discovery, 'development').refresh('guest', { optional: true })();
    expect(result).toEqual(
      E.left({
        _tag: 'Transport',
        message: "Auth refresh request failed, Invalid discovery URL pattern 'nope/api/{{pluginId}}': not a valid URL",
      }),
    );
    expect(server.received).toEqual([]);
  });
});

describe('AuthBackendHttpAdapter.logout', () => {
  it('POSTs {auth}/{provider}/logout?env with x-requested-with and credentials', async () => {
    server.answer(() => ({ status: 200 }));
    const { fetchFn, inits } = recordingFetch();
    expect(await adapter({ fetchFn }).adapter.logout('github')()).toEqual(E.right(undefined));
    expect(server.received[0]).toMatchObject({ method: 'POST', url: '/api/auth/github/logout?env=development' });
    expect(server.received[0]!.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(inits[0]!.credentials).toBe('include');
  });

  it("fails with 'Logout request failed, {status text}'", async () => {
    server.answer(() => ({ status: 500, statusText: 'Internal Server Error' }));
    expect(await adapter().adapter.logout('github')()).toEqual(
      E.left({ _tag: 'HttpStatus', status: 500, statusText: 'Internal Server Error', message: 'Logout request failed, Internal Server Error' }),
    );
  });

  it('answers a Left when the auth backend cannot be discovered', async () => {
    const discovery: Discovery = { getBaseUrl: () => Promise.reject(new Error('no auth backend')) };
    expect(await new AuthBackendHttpAdapter(fetch, discovery, 'development').logout('github')()).toEqual(
      E.left({ _tag: 'Transport', message: 'Logout request failed, no auth backend' }),
    );
  });
});
