// The checks of what a backend can do, against a stand-in for a plain Backstage backend (an allow-all policy, no
// GitHub provider, no clusters, no source-control modules, an older scaffolder, no search plugin) and for one that
// has everything: each lack is named, and an unclear answer leaves the interaction to be replayed.
import { authStates, catalogStates, kubernetesStates, permissionStates, scaffolderStates } from '../support/provider-states';
import { capabilityCheckerFor } from '../verification/capabilities';
import { json, startRecordingServer, type RecordedRequest, type RecordingServer } from './recording-server';

interface Backend {
  readonly decision: string | 'error';
  readonly clusters: ReadonlyArray<{ name: string; authProvider: string; oidcTokenProvider?: string }>;
  readonly github: boolean;
  readonly actions: readonly string[];
  readonly templatingExtensions: boolean;
  readonly catalogFiles: number;
  readonly installed: readonly string[];
}

const startBackend = (backend: Backend): Promise<RecordingServer> =>
  startRecordingServer((request: RecordedRequest, response) => {
    const plugin = /^\/api\/([^/]+)\//.exec(request.url)?.[1] ?? '';
    if (!backend.installed.includes(plugin)) return void response.writeHead(404).end();
    const path = request.url.replace(/\?.*$/, '');
    if (path.endsWith('/.backstage/auth/v1/cookie')) return json(response, 401, { error: { name: 'AuthenticationError' } });
    if (path === '/api/auth/github/logout' || path === '/api/auth/guest/refresh') {
      return backend.github || path.includes('guest') ? json(response, 200, {}) : json(response, 404, { error: { name: 'NotFoundError', message: "Unknown auth provider 'github'" } });
    }
    if (path === '/api/permission/authorize') {
      if (backend.decision === 'error') return json(response, 500, { error: { name: 'Error' } });
      const items = (JSON.parse(request.body) as { items: Array<{ id: string }> }).items;
      return json(response, 200, { items: items.map(({ id }) => ({ id, result: backend.decision })) });
    }
    if (path === '/api/kubernetes/clusters') return json(response, 200, { items: backend.clusters });
    if (path === '/api/catalog/analyze-location') return json(response, 200, { existingEntityFiles: Array.from({ length: backend.catalogFiles }, () => ({})), generateEntities: [] });
    if (path === '/api/scaffolder/v2/actions') return json(response, 200, backend.actions.map((id) => ({ id })));
    if (path === '/api/scaffolder/v2/templating-extensions') {
      return backend.templatingExtensions ? json(response, 200, { filters: { parseRepoUrl: {} } }) : json(response, 404, { error: { name: 'NotFoundError' } });
    }
    if (path === '/api/scaffolder/v2/autocomplete/github/repositories') {
      return backend.github ? json(response, 200, { results: [] }) : json(response, 400, { error: { name: 'InputError', message: 'Unsupported provider: github' } });
    }
    json(response, 404, { error: { name: 'NotFoundError' } });
  });

const PLAIN: Backend = {
  decision: 'ALLOW',
  clusters: [],
  github: false,
  actions: ['debug:log'],
  templatingExtensions: false,
  catalogFiles: 0,
  installed: ['auth', 'app', 'permission', 'catalog', 'kubernetes', 'scaffolder', 'techdocs'],
};

const CAPABLE: Backend = {
  decision: 'DENY',
  clusters: [
    { name: 'gke', authProvider: 'google' },
    { name: 'aks', authProvider: 'aks' },
    { name: 'oidc', authProvider: 'oidc', oidcTokenProvider: 'okta' },
  ],
  github: true,
  actions: ['debug:log', 'fetch:plain'],
  templatingExtensions: true,
  catalogFiles: 1,
  installed: ['auth', 'app', 'permission', 'catalog', 'kubernetes', 'scaffolder', 'search', 'techdocs'],
};

const STATES = [
  authStates.guestCanSignIn,
  authStates.oauthProviderConfigured,
  permissionStates.deniesEntityCreate,
  permissionStates.conditionalEntityDelete,
  catalogStates.repositoryWithCatalogFile,
  catalogStates.paymentsExists,
  kubernetesStates.clusterConfigured,
  kubernetesStates.browserSideAuthClusters,
  scaffolderStates.builtInActions,
  scaffolderStates.builtInFilters,
  scaffolderStates.githubAutocomplete,
].map((state) => state.name);

const check = async (backend: Backend) => {
  const server = await startBackend(backend);
  try {
    const checker = capabilityCheckerFor({ baseUrl: server.baseUrl, token: 'a-token' });
    const states = Object.fromEntries(await Promise.all(STATES.map(async (state) => [state, await checker.stateNotApplicable(state)] as const)));
    return { states, search: await checker.pluginMissing('search'), catalog: await checker.pluginMissing('catalog'), requests: server.requests };
  } finally {
    await server.stop();
  }
};

describe('the checks of what a backend can do', () => {
  it('name everything a plain backend lacks', async () => {
    const { states, search, catalog } = await check(PLAIN);

    expect(search).toBe('the search backend plugin is not installed on this backend (@backstage/plugin-search-backend)');
    expect(catalog).toBeUndefined();
    expect(states).toEqual({
      [authStates.guestCanSignIn.name]: undefined,
      [authStates.oauthProviderConfigured.name]: 'the auth backend has no github provider configured (auth.providers.github)',
      [permissionStates.deniesEntityCreate.name]: expect.stringMatching(/^the permission policy answers ALLOW for catalog\.entity\.create, not DENY \(an allow-all policy\?\)/),
      [permissionStates.conditionalEntityDelete.name]: expect.stringMatching(/^the permission policy answers ALLOW for catalog\.entity\.delete on component:default\/payments, not CONDITIONAL/),
      [catalogStates.repositoryWithCatalogFile.name]: expect.stringContaining('no source-control location analyzer'),
      // Data, not a capability: left to its state handler.
      [catalogStates.paymentsExists.name]: undefined,
      [kubernetesStates.clusterConfigured.name]: 'the kubernetes backend has no cluster configured (kubernetes.clusterLocatorMethods)',
      [kubernetesStates.browserSideAuthClusters.name]: 'the kubernetes backend has no cluster configured (kubernetes.clusterLocatorMethods)',
      [scaffolderStates.builtInActions.name]: 'the scaffolder has no action fetch:plain',
      [scaffolderStates.builtInFilters.name]: expect.stringContaining('no templating-extensions endpoint'),
      [scaffolderStates.githubAutocomplete.name]: expect.stringContaining('no source-control module for github'),
    });
  });

  it('find nothing missing on a backend that has it all', async () => {
    const { states, search } = await check(CAPABLE);
    expect(search).toBeUndefined();
    // CONDITIONAL is never answered by Backstage's own permission backend; this stand-in answers DENY.
    expect(Object.entries(states).filter(([, reason]) => reason !== undefined).map(([state]) => state)).toEqual([permissionStates.conditionalEntityDelete.name]);
  });

  it('leave an unclear answer to the replay, and ask each thing once', async () => {
    const { states, requests } = await check({ ...CAPABLE, decision: 'error', clusters: [{ name: 'local', authProvider: 'serviceAccount' }] });
    expect(states[permissionStates.deniesEntityCreate.name]).toBeUndefined();
    expect(states[kubernetesStates.browserSideAuthClusters.name]).toBe(
      "no cluster uses the auth provider google, aks, oidc with the OIDC token provider okta (the clusters here use serviceAccount); Portico sends the user's cloud tokens only to such clusters",
    );
    expect(requests.filter((request) => request.url === '/api/kubernetes/clusters')).toHaveLength(1);
    // The checks carry the user's token where the portal would, and none on the auth calls.
    expect(requests.find((request) => request.url === '/api/kubernetes/clusters')?.headers.authorization).toBe('Bearer a-token');
    expect(requests.find((request) => request.url === '/api/auth/github/logout')?.headers.authorization).toBeUndefined();
  });
});
