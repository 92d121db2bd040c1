import * as E from 'fp-ts/Either';
import { FRONTEND_CONFIG_PATH, loadFrontendConfig } from '../../../adapters/app/frontend-config.http-adapter';
import { closedPortUrl, jsonReply, startLocalHttpServer, type LocalHttpServer } from '../shared/local-http-server';

let server: LocalHttpServer;
beforeAll(async () => {
  server = await startLocalHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

const appConfig = {
  app: { title: 'Portico', baseUrl: 'http://localhost:3000/portal', support: { url: 'https://help', items: [] } },
  backend: { baseUrl: 'http://localhost:7007' },
  permission: { enabled: false },
  discovery: { endpoints: [{ target: 'http://search:7007/api/{{pluginId}}', plugins: ['search'] }] },
  flags: [1, 2.5, true, null, 'x'],
};

describe('loadFrontendConfig', () => {
  it('GETs {basePath}/.portico/app-config.json as JSON and returns the appConfig', async () => {
    server.answer(() => jsonReply(200, { appConfig }));
    expect(await loadFrontendConfig(fetch, `${server.origin}/portal`)()).toEqual(E.right(appConfig));
    expect(FRONTEND_CONFIG_PATH).toBe('/.portico/app-config.json');
    expect(server.received[0]).toMatchObject({ method: 'GET', url: '/portal/.portico/app-config.json' });
    expect(server.received[0]!.headers['accept']).toBe('application/json');
  });

  it.each<[string, unknown]>([
    ['no appConfig', {}],
    ['an appConfig that is not an object', { appConfig: ['a'] }],
    ['an appConfig of null', { appConfig: null }],
  ])('refuses a body with %s', async (_name, body) => {
    server.answer(() => jsonReply(200, body));
    const result = await loadFrontendConfig(fetch, server.origin)();
    expect(E.isLeft(result) && result.left._tag).toBe('Decode');
  });

  it('names the failing path in the decode error', async () => {
    server.answer(() => jsonReply(200, { appConfig: 'x' }));
    const result = await loadFrontendConfig(fetch, server.origin)();
    expect(E.isLeft(result) && result.left._tag === 'Decode' && result.left.paths).toEqual(['appConfig: expected JsonObject, got "x"']);
  });

  it("fails with 'Request failed with {status} {statusText}' when the server does", async () => {
    server.answer(() => ({ status: 404, statusText: 'Not Found', body: 'Not found' }));
    expect(await loadFrontendConfig(fetch, server.origin)()).toEqual(
      E.left({ _tag: 'HttpStatus', status: 404, statusText: 'Not Found', message: 'Request failed with 404 Not Found' }),
    );
  });

  it('fails with a Transport error when the server is down', async () => {
    const result = await loadFrontendConfig(fetch, await closedPortUrl())();
    expect(E.isLeft(result) && result.left._tag).toBe('Transport');
  });
});
