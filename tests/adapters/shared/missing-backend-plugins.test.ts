import * as E from 'fp-ts/Either';
import * as T from 'fp-ts/Task';
import type { TaskEither } from 'fp-ts/TaskEither';
import { AppCookieHttpAdapter } from '../../../adapters/app/app-cookie.http-adapter';
import { AuthBackendHttpAdapter } from '../../../adapters/app/auth-backend.http-adapter';
import { CatalogHttpAdapter } from '../../../adapters/catalog/catalog.http-adapter';
import { TechDocsHttpAdapter } from '../../../adapters/docs/techdocs.http-adapter';
import { KubernetesBackendHttpAdapter } from '../../../adapters/kubernetes/kubernetes-backend.http-adapter';
import { PermissionHttpAdapter } from '../../../adapters/permission/permission.http-adapter';
import { ScaffolderHttpAdapter } from '../../../adapters/scaffolder/scaffolder.http-adapter';
import { SearchHttpAdapter } from '../../../adapters/search/search.http-adapter';
import type { FetchFn } from '../../../adapters/shared/http';
import type { BackendError } from '../../../application/shared/backend-error';
import { fetchGuestToken } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { startEmbeddedBackend, type EmbeddedBackend } from '../../../config/dev-backend/embedded/embedded-backend';
import { leaveOutBackendConfig } from '../../../config/dev-backend/embedded/leave-out-plugins';
import { messages } from '../../../domain/app/messages';
import { catalogMessages } from '../../../domain/catalog/messages';
import { DEFAULT_DOCS_SETTINGS } from '../../../domain/docs/docs-settings';
import { docsMessages } from '../../../domain/docs/messages';
import { k8sMessages } from '../../../domain/kubernetes/messages';
import { permissionMessages } from '../../../domain/permission/messages';
import { scaffolderMessages } from '../../../domain/scaffolder/messages';
import { searchMessages } from '../../../domain/search/messages';
import { freePort } from '../../support/e2e/free-port';

// Each adapter against the real embedded Backstage backend started without its plugin: the backend's bare 404
// becomes the PluginMissing error with the area's text, while the plugins that are installed still answer their own
// 404s as before.

jest.setTimeout(240_000);

const entityRef = { kind: 'component', namespace: 'default', name: 'payments' };
const payments = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments', namespace: 'default' } };

const leftOf = async <A>(task: TaskEither<BackendError, A>): Promise<BackendError> => {
  const result = await task();
  if (E.isRight(result)) throw new Error(`expected a failure, got ${JSON.stringify(result.right)}`);
  return result.left;
};

const missing = (pluginId: string, message: string) => ({ _tag: 'PluginMissing', pluginId, message });

const withToken =
  (token: string | undefined): FetchFn =>
  (url, init) => {
    const headers = new Headers(init?.headers);
    if (token) headers.set('authorization', `Bearer ${token}`);
    return fetch(url, { ...init, headers });
  };

const adaptersFor = (backend: EmbeddedBackend, token?: string) => {
  const fetchFn = withToken(token);
  const base = async (pluginId: string) => `${backend.baseUrl}/api/${pluginId}`;
  const discovery = { getBaseUrl: base };
  return {
    catalog: new CatalogHttpAdapter(fetchFn, base),
    auth: new AuthBackendHttpAdapter(fetchFn, discovery, 'development'),
    cookie: new AppCookieHttpAdapter(fetchFn, discovery),
    permission: new PermissionHttpAdapter(fetchFn, base),
    scaffolder: new ScaffolderHttpAdapter(fetchFn, base),
    search: new SearchHttpAdapter(fetchFn, base),
    docs: new TechDocsHttpAdapter(fetchFn, base, { load: () => T.of(DEFAULT_DOCS_SETTINGS) }),
    kubernetes: new KubernetesBackendHttpAdapter(fetchFn, base),
  };
};

describe('a backend with auth and catalog but without the other plugins', () => {
  let backend: EmbeddedBackend;
  let adapters: ReturnType<typeof adaptersFor>;

  beforeAll(async () => {
    backend = await startEmbeddedBackend({
      port: await freePort(),
      appBaseUrl: 'http://localhost:3997',
      extraConfig: leaveOutBackendConfig(['app', 'kubernetes', 'permission', 'proxy', 'scaffolder', 'search', 'techdocs']),
    });
    adapters = adaptersFor(backend, await fetchGuestToken(backend.baseUrl));
  });

  afterAll(async () => {
    await backend?.stop();
  });

  it('says which plugin each area lacks', async () => {
    expect(await leftOf(adapters.permission.authorize([{ id: '1', permission: { type: 'basic', name: 'catalog.entity.create', attributes: { action: 'create' } } }]))).toEqual(
      missing('permission', permissionMessages.backendPluginMissing),
    );
    expect(await leftOf(adapters.scaffolder.listActions())).toEqual(missing('scaffolder', scaffolderMessages.backendPluginMissing));
    expect(await leftOf(adapters.scaffolder.getTemplateParameterSchema({ namespace: 'default', name: 'create-node-service' }))).toEqual(
      missing('scaffolder', scaffolderMessages.backendPluginMissing),
    );
    expect(await leftOf(adapters.scaffolder.listTasks([['limit', '1']]))).toEqual(missing('scaffolder', scaffolderMessages.backendPluginMissing));
    expect(await leftOf(adapters.scaffolder.scaffold({ templateRef: 'template:default/create-node-service', values: {} }))).toEqual(
      missing('scaffolder', scaffolderMessages.backendPluginMissing),
    );
    expect(await leftOf(adapters.search.query({ term: 'payments', types: [], filters: {} }))).toEqual(missing('search', searchMessages.backendPluginMissing));
    expect(await leftOf(adapters.docs.issueCookie())).toEqual(missing('techdocs', docsMessages.backendPluginMissing));
    expect(await leftOf(adapters.docs.getTechDocsMetadata(entityRef))).toEqual(missing('techdocs', docsMessages.backendPluginMissing));
    expect(await leftOf(adapters.kubernetes.getClusters())).toEqual(missing('kubernetes', k8sMessages.backendNotFound));
    expect(await leftOf(adapters.kubernetes.getObjectsByEntity({ auth: {}, entity: payments }))).toEqual(missing('kubernetes', k8sMessages.backendNotFound));
    expect(await leftOf(adapters.cookie.refresh())).toEqual(missing('app', messages.appBackendPluginMissing));
  });

  it("still reads the installed plugins' own 404s as they are", async () => {
    expect(await adapters.catalog.getEntityByRef({ kind: 'component', namespace: 'default', name: 'does-not-exist' })()).toEqual(E.right(undefined));
    expect(await leftOf(adapters.auth.refresh('github', { optional: true }))).toMatchObject({ _tag: 'HttpStatus', status: 404, message: 'Auth refresh request failed, Not Found' });
  });
});

describe('a backend without auth and catalog', () => {
  let backend: EmbeddedBackend;
  let adapters: ReturnType<typeof adaptersFor>;

  beforeAll(async () => {
    backend = await startEmbeddedBackend({
      port: await freePort(),
      appBaseUrl: 'http://localhost:3996',
      extraConfig: leaveOutBackendConfig(['auth', 'catalog']),
    });
    // Nobody can sign in without the auth plugin: the calls go without a token, and a missing plugin answers 404 anyway.
    adapters = adaptersFor(backend);
  });

  afterAll(async () => {
    await backend?.stop();
  });

  it('says the auth plugin is missing at sign-in, rather than a failed refresh', async () => {
    const expected = missing('auth', messages.authBackendPluginMissing);
    expect(await leftOf(adapters.auth.refresh('guest', { optional: false }))).toEqual(expected);
    expect(await leftOf(adapters.auth.logout('github'))).toEqual(expected);
  });

  it('says the catalog plugin is missing, even for reads that take a 404 for "no such entity"', async () => {
    const expected = missing('catalog', catalogMessages.backendPluginMissing);
    expect(await leftOf(adapters.catalog.getEntityByRef(entityRef))).toEqual(expected);
    expect(await leftOf(adapters.catalog.queryEntities({ limit: 1 }))).toEqual(expected);
    expect(await leftOf(adapters.catalog.getEntityFacets({ facets: ['kind'] }))).toEqual(expected);
    expect(await leftOf(adapters.catalog.validateEntity(payments, 'url:https://example.com/catalog-info.yaml'))).toEqual(expected);
  });
});
