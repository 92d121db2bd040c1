import * as E from 'fp-ts/Either';
import * as T from 'fp-ts/Task';
import type { TaskEither } from 'fp-ts/TaskEither';
import { CatalogHttpAdapter } from '../../../adapters/catalog/catalog.http-adapter';
import { TechDocsHttpAdapter } from '../../../adapters/docs/techdocs.http-adapter';
import type { FetchFn } from '../../../adapters/shared/http';
import { docsEntityLister } from '../../../application/docs/docs-entities';
import type { DocsEntityLister } from '../../../application/docs/docs-entities.port';
import { loadDocsPage } from '../../../application/docs/load-docs-page.use-case';
import type { BackendError } from '../../../application/shared/backend-error';
import { fetchGuestToken, waitForCatalog } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { startEmbeddedBackend, type EmbeddedBackend } from '../../../config/dev-backend/embedded/embedded-backend';
import { stringifyEntityRef } from '../../../domain/catalog/entity-ref';
import { DEFAULT_DOCS_SETTINGS } from '../../../domain/docs/docs-settings';
import { freePort } from '../../support/e2e/free-port';

// The docs adapters against the real embedded Backstage backend, which serves the pre-generated sites of
// config/dev-backend/examples/techdocs.

jest.setTimeout(240_000);

let backend: EmbeddedBackend;
let techdocs: TechDocsHttpAdapter;
let lister: DocsEntityLister;
/** What the backend answered each call, as a browser's console would see it. */
const answered: Array<{ readonly path: string; readonly status: number }> = [];
const payments = { kind: 'Component', namespace: 'default', name: 'payments' };

const run = async <A, L = BackendError>(task: TaskEither<L, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new Error(`expected success, got ${JSON.stringify(result.left)}`);
  return result.right;
};

beforeAll(async () => {
  backend = await startEmbeddedBackend({ port: await freePort(), appBaseUrl: 'http://localhost:3997' });
  const token = await fetchGuestToken(backend.baseUrl);
  await waitForCatalog({ baseUrl: backend.baseUrl, token, entityRefs: ['component:default/payments', 'component:default/web-shop'], timeoutMs: 120_000 });
  const authorized: FetchFn = async (url, init) => {
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${token}`);
    const answer = await fetch(url, { ...init, headers });
    answered.push({ path: new URL(String(url)).pathname, status: answer.status });
    return answer;
  };
  const discovery = async (pluginId: string) => `${backend.baseUrl}/api/${pluginId}`;
  techdocs = new TechDocsHttpAdapter(authorized, discovery, { load: () => T.of({ ...DEFAULT_DOCS_SETTINGS, builder: 'external' }) });
  lister = docsEntityLister(new CatalogHttpAdapter(authorized, discovery));
});

afterAll(async () => {
  await backend?.stop();
});

describe('TechDocsHttpAdapter against the embedded backend', () => {
  it('reads the docs and entity metadata', async () => {
    const metadata = await run(techdocs.getTechDocsMetadata(payments));
    expect(metadata.siteName).toBe('Payments Service');
    expect(metadata.files).toContain('runbook/index.html');
    const entity = await run(techdocs.getEntityMetadata(payments));
    expect(stringifyEntityRef(entity)).toBe('component:default/payments');
  });

  it('issues the docs cookie where this backend serves it, /.backstage/auth/v1/cookie, with no 404 on the way', async () => {
    answered.length = 0;
    const expiresAt = await run(techdocs.issueCookie());
    expect(Date.parse(expiresAt)).toBeGreaterThan(Date.now());
    expect(answered).toEqual([{ path: '/api/techdocs/.backstage/auth/v1/cookie', status: 200 }]);
  });

  it('syncs a pre-generated site as cached (the external builder builds nothing)', async () => {
    const lines: string[] = [];
    expect(await run(techdocs.sync(payments, (line) => lines.push(line)))).toBe('cached');
  });

  it('loads page HTML from storage: the home page and a sub page, with a case-insensitive triplet', async () => {
    const load = loadDocsPage(techdocs);
    const home = await run(load(payments, ''));
    expect(home.html).toContain('<h1 id="payments-service">Payments Service</h1>');
    expect(home.location.htmlUrl).toBe(`${backend.baseUrl}/api/techdocs/static/docs/default/component/payments/index.html`);
    const runbook = await run(load({ kind: 'COMPONENT', namespace: 'Default', name: 'Payments' }, 'runbook/'));
    expect(runbook.html).toContain('Runbook');
  });

  it('answers a missing page with the 404 texts', async () => {
    const missing = await loadDocsPage(techdocs)(payments, 'no-such-page')();
    expect(missing).toEqual(E.left({ _tag: 'PageNotFound', missingIndex: false, message: 'Page not found.' }));
    const noSite = await loadDocsPage(techdocs)({ kind: 'component', namespace: 'default', name: 'ledger' }, '')();
    expect(E.isLeft(noSite) && noSite.left.message).toBe('Page not found. This could be because there is no index.md file in the root of the docs directory of this repository.');
  });

  it('reads site images (storage serves them as text/plain)', async () => {
    const file = await run(techdocs.getSiteFile(`${backend.baseUrl}/api/techdocs/static/docs/default/component/payments/assets/payment-flow.svg`));
    expect(new TextDecoder().decode(file.bytes)).toContain('<svg');
  });
});

describe('The docs entity lister against the embedded backend', () => {
  it('lists exactly the example entities with a docs reference annotation', async () => {
    const entities = await run(lister.listEntitiesWithDocs());
    expect(entities.map((entity) => stringifyEntityRef(entity)).sort()).toEqual(['component:default/payments', 'component:default/web-shop']);
    expect(entities.every((entity) => entity.metadata.annotations?.['backstage.io/techdocs-ref'])).toBe(true);
  });
});
