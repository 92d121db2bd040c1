import * as E from 'fp-ts/Either';
import * as T from 'fp-ts/Task';
import { inMemoryCookiePaths, TechDocsHttpAdapter, type CookiePathMemory } from '../../../adapters/docs/techdocs.http-adapter';
import { DEFAULT_DOCS_SETTINGS, type DocsSettings } from '../../../domain/docs/docs-settings';
import { jsonReply, startLocalHttpServer, type LocalHttpServer } from '../shared/local-http-server';

// The docs adapter against a local HTTP server playing the techdocs backend: paths, the sync event stream,
// the cookie endpoint (the auth cookie path every current backend serves, then the older {techdocs}/cookie), and storage.

let server: LocalHttpServer;
const ref = { kind: 'Component', namespace: 'Default', name: 'Payments' };

const adapter = (settings: Partial<DocsSettings> = {}, cookiePaths?: CookiePathMemory) =>
  new TechDocsHttpAdapter(fetch, async (pluginId) => `${server.origin}/api/${pluginId}/`, { load: () => T.of({ ...DEFAULT_DOCS_SETTINGS, ...settings }) }, cookiePaths);

beforeAll(async () => {
  server = await startLocalHttpServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.received.length = 0;
});

const sse = (text: string) => ({ status: 200, body: text, headers: { 'content-type': 'text/event-stream' } });

describe('TechDocsHttpAdapter', () => {
  it('reads the docs metadata at the lowercased triplet', async () => {
    server.answer(() => jsonReply(200, { site_name: 'Payments Service', site_description: 'How it works', etag: 'e1', build_timestamp: 1, files: ['index.html'] }));
    expect(await adapter().getTechDocsMetadata(ref)()).toEqual(
      E.right({ siteName: 'Payments Service', siteDescription: 'How it works', etag: 'e1', buildTimestamp: 1, files: ['index.html'] }),
    );
    expect(server.received[0]?.url).toBe('/api/techdocs/metadata/techdocs/default/component/payments');
  });

  it('keeps the triplet as it is with the legacy case-sensitive setting', async () => {
    server.answer(() => jsonReply(200, { apiVersion: 'v1', kind: 'Component', metadata: { name: 'Payments' } }));
    await adapter({ legacyUseCaseSensitiveTripletPaths: true }).getEntityMetadata(ref)();
    expect(server.received[0]?.url).toBe('/api/techdocs/metadata/entity/Default/Component/Payments');
  });

  const AUTH_COOKIE = '/api/techdocs/.backstage/auth/v1/cookie';
  const OLDER_COOKIE = '/api/techdocs/cookie';
  const cookieAt = (path: string, expiresAt = '2030-01-01T00:00:00.000Z') => (request: { url: string }) =>
    request.url === path ? jsonReply(200, { expiresAt }) : jsonReply(404, { error: { name: 'NotFoundError', message: 'Not found' } });

  it('asks the cookie at the auth cookie path first: a current backend (1.54, 1.55) answers no 404 on the first docs page', async () => {
    // The 1.55 backend has no {techdocs}/cookie: a request there would answer 404, which the browser logs.
    server.answer(cookieAt(AUTH_COOKIE));
    expect(await adapter().issueCookie()()).toEqual(E.right('2030-01-01T00:00:00.000Z'));
    expect(server.received.map((request) => request.url)).toEqual([AUTH_COOKIE]);
  });

  it('falls back to {techdocs}/cookie on older backends without the auth cookie path', async () => {
    server.answer(cookieAt(OLDER_COOKIE));
    expect(await adapter().issueCookie()()).toEqual(E.right('2030-01-01T00:00:00.000Z'));
    expect(server.received.map((request) => request.url)).toEqual([AUTH_COOKIE, OLDER_COOKIE]);
  });

  it('falls back to {techdocs}/cookie when the auth cookie path gets the bare 404 of a backend of the old system', async () => {
    server.answer((request) => (request.url === OLDER_COOKIE ? jsonReply(200, { expiresAt: '2030-01-01T00:00:00.000Z' }) : { status: 404 }));
    expect(await adapter().issueCookie()()).toEqual(E.right('2030-01-01T00:00:00.000Z'));
    expect(server.received.map((request) => request.url)).toEqual([AUTH_COOKIE, OLDER_COOKIE]);
  });

  it('remembers the cookie path that answered for the session: an older backend answers its 404 once', async () => {
    server.answer(cookieAt(OLDER_COOKIE));
    const session = inMemoryCookiePaths();
    expect(await adapter({}, session).issueCookie()()).toEqual(E.right('2030-01-01T00:00:00.000Z'));
    // Another page of the same session (a new adapter after a reload reads the same session storage).
    expect(await adapter({}, session).issueCookie()()).toEqual(E.right('2030-01-01T00:00:00.000Z'));
    const sameAdapter = adapter({}, session);
    await sameAdapter.issueCookie()();
    await sameAdapter.issueCookie()();
    expect(server.received.map((request) => request.url)).toEqual([AUTH_COOKIE, OLDER_COOKIE, OLDER_COOKIE, OLDER_COOKIE, OLDER_COOKIE]);
  });

  it('asks the auth cookie path again when the remembered older path stops answering', async () => {
    const session = inMemoryCookiePaths();
    server.answer(cookieAt(OLDER_COOKIE));
    await adapter({}, session).issueCookie()();
    server.received.length = 0;
    server.answer(cookieAt(AUTH_COOKIE, '2031-01-01T00:00:00.000Z'));
    expect(await adapter({}, session).issueCookie()()).toEqual(E.right('2031-01-01T00:00:00.000Z'));
    expect(server.received.map((request) => request.url)).toEqual([OLDER_COOKIE, AUTH_COOKIE]);
    server.received.length = 0;
    await adapter({}, session).issueCookie()();
    expect(server.received.map((request) => request.url)).toEqual([AUTH_COOKIE]);
  });

  it('asks in the usual order when the session storage refuses to be read', async () => {
    server.answer(cookieAt(AUTH_COOKIE));
    const refusing: CookiePathMemory = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(await adapter({}, refusing).issueCookie()()).toEqual(E.right('2030-01-01T00:00:00.000Z'));
    expect(server.received.map((request) => request.url)).toEqual([AUTH_COOKIE]);
  });

  it("fails when neither path has a cookie endpoint, though the docs plugin answers its own 404s", async () => {
    server.answer(() => jsonReply(404, { error: { name: 'NotFoundError', message: 'Not found' } }));
    expect(await adapter().issueCookie()()).toEqual(E.left({ _tag: 'NotFound', message: 'The docs backend has no cookie endpoint' }));
  });

  it('says the backend has no docs plugin when both cookie paths get its bare 404', async () => {
    server.answer(() => ({ status: 404 }));
    const missing = { _tag: 'PluginMissing', pluginId: 'techdocs', message: 'The TechDocs backend plugin is not installed on this Backstage backend' };
    expect(await adapter().issueCookie()()).toEqual(E.left(missing));
    expect(server.received.map((request) => request.url)).toEqual(['/api/techdocs/.backstage/auth/v1/cookie', '/api/techdocs/cookie']);
    expect(await adapter().getTechDocsMetadata(ref)()).toEqual(E.left(missing));
    expect(await adapter().getEntityMetadata(ref)()).toEqual(E.left(missing));
    expect(await adapter().sync(ref, () => undefined)()).toEqual(E.left(missing));
  });

  it('takes a missing page in storage for a missing page, not a missing plugin', async () => {
    server.answer(() => ({ status: 404 }));
    const location = await adapter().locatePage(ref, 'nope')();
    if (E.isLeft(location)) throw new Error(location.left.message);
    expect(await adapter().getPageHtml(location.right)()).toMatchObject(E.left({ _tag: 'HttpStatus', status: 404 }));
  });

  it('follows the sync stream: log lines, then finish updated', async () => {
    server.answer(() => sse('event: log\ndata: "step 1"\n\nevent: log\ndata: "step 2"\n\nevent: finish\ndata: {"updated":true}\n\n'));
    const lines: string[] = [];
    expect(await adapter().sync(ref, (line) => lines.push(line))()).toEqual(E.right('updated'));
    expect(lines).toEqual(['step 1', 'step 2']);
    expect(server.received[0]?.url).toBe('/api/techdocs/sync/default/component/payments');
    expect(server.received[0]?.headers['accept']).toBe('text/event-stream');
  });

  it('ends cached when the finish event says not updated', async () => {
    server.answer(() => sse('event: finish\ndata: {"updated":false}\n\n'));
    expect(await adapter().sync(ref, () => undefined)()).toEqual(E.right('cached'));
  });

  it('rejects with the error event’s data', async () => {
    server.answer(() => sse('event: log\ndata: "x"\n\nevent: error\ndata: "Failed to build the docs page: mkdocs exited with 1"\n\n'));
    expect(await adapter().sync(ref, () => undefined)()).toEqual(E.left({ _tag: 'SyncFailed', message: 'Failed to build the docs page: mkdocs exited with 1' }));
  });

  it('fails a sync that ends without a result, and one the backend refuses', async () => {
    server.answer(() => sse('event: log\ndata: "x"\n\n'));
    expect(await adapter().sync(ref, () => undefined)()).toEqual(E.left({ _tag: 'SyncFailed', message: 'The docs sync ended without a result' }));
    server.answer(() => jsonReply(404, { error: { name: 'NotFoundError', message: 'Entity not found' } }, 'Not Found'));
    const refused = await adapter().sync(ref, () => undefined)();
    expect(E.isLeft(refused) && refused.left.message).toBe('Request failed with 404 Not Found, Entity not found');
  });

  it('locates pages in the default storage, or the configured one', async () => {
    const located = await adapter().locatePage(ref, 'runbook')();
    expect(located).toEqual(
      E.right({
        siteRoot: `${server.origin}/api/techdocs/static/docs/default/component/payments/`,
        pageDirectory: `${server.origin}/api/techdocs/static/docs/default/component/payments/runbook/`,
        htmlUrl: `${server.origin}/api/techdocs/static/docs/default/component/payments/runbook/index.html`,
      }),
    );
    const custom = await adapter({ storageUrl: 'https://cdn.example.com/docs/' }).locatePage(ref, '')();
    expect(E.isRight(custom) && custom.right.htmlUrl).toBe('https://cdn.example.com/docs/default/component/payments/index.html');
  });

  it('reads page HTML served as text/plain, and passes a 404 on as an HttpStatus error', async () => {
    server.answer((request) => (request.url.endsWith('/runbook/index.html') ? { status: 200, body: '<h1>Runbook</h1>', headers: { 'content-type': 'text/plain' } } : { status: 404, statusText: 'Not Found', body: '' }));
    const located = await adapter().locatePage(ref, 'runbook')();
    if (E.isLeft(located)) throw new Error('not located');
    expect(await adapter().getPageHtml(located.right)()).toEqual(E.right('<h1>Runbook</h1>'));
    const missing = await adapter().getPageHtml({ ...located.right, htmlUrl: `${server.origin}/nope/index.html` })();
    expect(E.isLeft(missing) && missing.left._tag === 'HttpStatus' && missing.left.status).toBe(404);
  });

  it('reads site files as bytes with their content type', async () => {
    server.answer(() => ({ status: 200, body: '<svg/>', headers: { 'content-type': 'text/plain; charset=utf-8' } }));
    const file = await adapter().getSiteFile(`${server.origin}/api/techdocs/static/docs/default/component/payments/assets/a.svg`)();
    expect(E.isRight(file) && new TextDecoder().decode(file.right.bytes)).toBe('<svg/>');
    expect(E.isRight(file) && file.right.contentType).toBe('text/plain; charset=utf-8');
  });
});
