// What the backend under test can do, asked before any interaction is replayed: which plugins are installed,
// which auth providers, what the permission policy answers, which clusters, source-control modules and scaffolder
// actions there are. An interaction that needs what the backend lacks is "not applicable here": Portico in front of
// such a backend never makes that call (or shows that the plugin is missing), so it is reported apart from failures.
//
// Every check only reads. A check says "not applicable" only on a clear answer that the capability is missing;
// anything else (an error, an unexpected status) leaves the interaction to be replayed, where it passes or fails.
import { authStates, catalogStates, kubernetesStates, permissionStates, scaffolderStates } from '../support/provider-states';
import type { BackstageProvider } from '../support/providers';
import type { BackendUnderTest } from './backend-under-test';

/** The Backstage package that provides each plugin Portico calls. */
export const PLUGIN_PACKAGES: Readonly<Record<BackstageProvider, string>> = {
  auth: '@backstage/plugin-auth-backend',
  app: '@backstage/plugin-app-backend',
  permission: '@backstage/plugin-permission-backend',
  catalog: '@backstage/plugin-catalog-backend',
  kubernetes: '@backstage/plugin-kubernetes-backend',
  scaffolder: '@backstage/plugin-scaffolder-backend',
  search: '@backstage/plugin-search-backend',
  techdocs: '@backstage/plugin-techdocs-backend',
};

/** Answers why the backend cannot serve something, or undefined when it can (or when it is not clear). */
export type CapabilityCheck = () => Promise<string | undefined>;

export interface CapabilityChecker {
  /** Why the provider's plugin is not there, or undefined when it is installed. */
  pluginMissing(provider: BackstageProvider): Promise<string | undefined>;
  /** Why the backend cannot be put into the provider state, or undefined when it can (as far as can be asked). */
  stateNotApplicable(state: string): Promise<string | undefined>;
}

interface Answer {
  readonly status: number;
  readonly text: string;
}

const call = async (backend: BackendUnderTest, path: string, init: RequestInit & { authenticated?: boolean } = {}): Promise<Answer> => {
  const { authenticated = true, ...rest } = init;
  const response = await fetch(`${backend.baseUrl}${path}`, {
    ...rest,
    headers: {
      ...(authenticated ? { authorization: `Bearer ${backend.token}` } : {}),
      ...(rest.body ? { 'content-type': 'application/json' } : {}),
      ...rest.headers,
    },
  });
  return { status: response.status, text: await response.text() };
};

const jsonOf = <T>(answer: Answer): T | undefined => {
  try {
    return JSON.parse(answer.text) as T;
  } catch {
    return undefined;
  }
};

/** Runs a check once per run, however many interactions ask. */
const once = (check: CapabilityCheck): CapabilityCheck => {
  let answer: Promise<string | undefined> | undefined;
  return () => (answer ??= check());
};

const XHR = { 'x-requested-with': 'XMLHttpRequest' };

/** The auth backend answers 404 for a provider it has not configured ("Unknown auth provider 'github'"). */
const authProviderMissing = (backend: BackendUnderTest, provider: string, path: string, method: string): CapabilityCheck =>
  once(async () => {
    const answer = await call(backend, `/api/auth/${provider}/${path}`, { method, headers: XHR, authenticated: false });
    return answer.status === 404
      ? `the auth backend has no ${provider} provider configured (auth.providers.${provider})`
      : undefined;
  });

type Decision = 'ALLOW' | 'DENY' | 'CONDITIONAL';

const decisionOf = async (
  backend: BackendUnderTest,
  permission: Readonly<Record<string, unknown>>,
  resourceRef?: string,
): Promise<string | undefined> => {
  const answer = await call(backend, '/api/permission/authorize', {
    method: 'POST',
    body: JSON.stringify({ items: [{ id: 'portico-contracts-check', permission, ...(resourceRef ? { resourceRef } : {}) }] }),
  });
  if (answer.status !== 200) return undefined;
  const result = jsonOf<{ items?: Array<{ result?: unknown }> }>(answer)?.items?.[0]?.result;
  return typeof result === 'string' ? result : undefined;
};

const policyAnswers = (
  backend: BackendUnderTest,
  expected: Decision,
  permission: Readonly<Record<string, unknown>> & { readonly name: string },
  resourceRef: string | undefined,
  explain: string,
): CapabilityCheck =>
  once(async () => {
    const actual = await decisionOf(backend, permission, resourceRef);
    if (actual === undefined || actual === expected) return undefined;
    return `the permission policy answers ${actual} for ${permission.name}${resourceRef ? ` on ${resourceRef}` : ''}, not ${expected}${explain}`;
  });

interface ClusterSummary {
  readonly name?: string;
  readonly authProvider?: string;
  readonly oidcTokenProvider?: string;
}

export const capabilityCheckerFor = (backend: BackendUnderTest): CapabilityChecker => {
  const plugins = new Map<BackstageProvider, CapabilityCheck>();
  const pluginCheck = (provider: BackstageProvider): CapabilityCheck => {
    let check = plugins.get(provider);
    if (!check) {
      // Backstage serves this path on every installed plugin's router (401 without credentials); a path under a
      // plugin id nobody installed gets a bare 404 with no body.
      check = once(async () => {
        const answer = await call(backend, `/api/${provider}/.backstage/auth/v1/cookie`, { authenticated: false });
        return answer.status === 404 && answer.text.trim() === ''
          ? `the ${provider} backend plugin is not installed on this backend (${PLUGIN_PACKAGES[provider]})`
          : undefined;
      });
      plugins.set(provider, check);
    }
    return check;
  };

  const clusters = once(async () => {
    const answer = await call(backend, '/api/kubernetes/clusters');
    const items = answer.status === 200 ? jsonOf<{ items?: ClusterSummary[] }>(answer)?.items : undefined;
    return items ? JSON.stringify(items) : undefined;
  });
  const clusterList = async (): Promise<ClusterSummary[] | undefined> => {
    const text = await clusters();
    return text === undefined ? undefined : (JSON.parse(text) as ClusterSummary[]);
  };
  const noCluster: CapabilityCheck = async () => {
    const items = await clusterList();
    return items && items.length === 0 ? 'the kubernetes backend has no cluster configured (kubernetes.clusterLocatorMethods)' : undefined;
  };
  const browserSideAuthClusters: CapabilityCheck = async () => {
    const items = await clusterList();
    if (!items) return undefined;
    const has = (authProvider: string, oidcTokenProvider?: string) =>
      items.some((cluster) => cluster.authProvider === authProvider && (oidcTokenProvider === undefined || cluster.oidcTokenProvider === oidcTokenProvider));
    const missing = [
      ...(has('google') ? [] : ['google']),
      ...(has('aks') ? [] : ['aks']),
      ...(has('oidc', 'okta') ? [] : ['oidc with the OIDC token provider okta']),
    ];
    if (missing.length === 0) return undefined;
    const used = [...new Set(items.map((cluster) => cluster.authProvider ?? 'unknown'))];
    return (
      `no cluster uses the auth provider ${missing.join(', ')} (the clusters here use ${used.length ? used.join(', ') : 'none'}); ` +
      "Portico sends the user's cloud tokens only to such clusters"
    );
  };

  const states: Readonly<Record<string, CapabilityCheck>> = {
    [authStates.guestCanSignIn.name]: authProviderMissing(backend, 'guest', 'refresh', 'GET'),
    [authStates.oauthProviderConfigured.name]: authProviderMissing(backend, 'github', 'logout', 'POST'),

    [permissionStates.allowsEntityRead.name]: policyAnswers(
      backend,
      'ALLOW',
      { type: 'resource', name: 'catalog.entity.read', attributes: { action: 'read' }, resourceType: 'catalog-entity' },
      'component:default/payments',
      '',
    ),
    [permissionStates.deniesEntityCreate.name]: policyAnswers(
      backend,
      'DENY',
      { type: 'basic', name: 'catalog.entity.create', attributes: { action: 'create' } },
      undefined,
      ' (an allow-all policy?): how Portico shows a denied permission cannot be checked here',
    ),
    [permissionStates.conditionalEntityDelete.name]: policyAnswers(
      backend,
      'CONDITIONAL',
      { type: 'resource', name: 'catalog.entity.delete', attributes: { action: 'delete' }, resourceType: 'catalog-entity' },
      'component:default/payments',
      "; Backstage's permission backend resolves a conditional decision itself when the request names a resource, so it " +
        'never sends CONDITIONAL to a front end',
    ),

    [catalogStates.repositoryWithCatalogFile.name]: once(async () => {
      const answer = await call(backend, '/api/catalog/analyze-location', {
        method: 'POST',
        body: JSON.stringify({ location: { type: 'url', target: 'https://github.com/acme/payments' } }),
      });
      const files = answer.status === 200 ? jsonOf<{ existingEntityFiles?: unknown[] }>(answer)?.existingEntityFiles : undefined;
      return files && files.length === 0
        ? 'the catalog finds no catalog file in https://github.com/acme/payments: it has no source-control location analyzer ' +
            'for github.com (such as the GitHub one) that reaches the repository, so it proposes an entity from the URL instead'
        : undefined;
    }),

    [kubernetesStates.clusterConfigured.name]: noCluster,
    [kubernetesStates.paymentsWorkloads.name]: noCluster,
    [kubernetesStates.paymentsRollouts.name]: noCluster,
    [kubernetesStates.podWithEvents.name]: noCluster,
    [kubernetesStates.podRestarted.name]: noCluster,
    [kubernetesStates.podExists.name]: noCluster,
    [kubernetesStates.browserSideAuthClusters.name]: once(async () => (await noCluster()) ?? (await browserSideAuthClusters())),

    [scaffolderStates.builtInActions.name]: once(async () => {
      const answer = await call(backend, '/api/scaffolder/v2/actions');
      const actions = answer.status === 200 ? jsonOf<Array<{ id?: string }>>(answer) : undefined;
      if (!Array.isArray(actions)) return undefined;
      const missing = ['debug:log', 'fetch:plain'].filter((id) => !actions.some((action) => action.id === id));
      return missing.length ? `the scaffolder has no action ${missing.join(', ')}` : undefined;
    }),
    [scaffolderStates.builtInFilters.name]: once(async () => {
      const answer = await call(backend, '/api/scaffolder/v2/templating-extensions');
      if (answer.status === 404) return 'the scaffolder has no templating-extensions endpoint (GET /v2/templating-extensions): an older scaffolder backend';
      const filters = answer.status === 200 ? jsonOf<{ filters?: Record<string, unknown> }>(answer)?.filters : undefined;
      return filters && !('parseRepoUrl' in filters) ? 'the scaffolder has no templating filter parseRepoUrl' : undefined;
    }),
    [scaffolderStates.githubAutocomplete.name]: once(async () => {
      const answer = await call(backend, '/api/scaffolder/v2/autocomplete/github/repositories', {
        method: 'POST',
        body: JSON.stringify({ token: 'portico-contracts-check', context: { owner: 'acme' } }),
      });
      return answer.status === 400 && /unsupported provider/i.test(answer.text)
        ? 'the scaffolder cannot autocomplete github repositories: it has no source-control module for github ' +
            '(such as @backstage/plugin-scaffolder-backend-module-github)'
        : undefined;
    }),
  };

  return {
    pluginMissing: (provider) => pluginCheck(provider)(),
    stateNotApplicable: async (state) => (await states[state]?.()) ?? undefined,
  };
};
