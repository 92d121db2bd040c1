// Kubernetes provider states, checked through the kubernetes backend's own API (clusters, workloads
// and custom-resource queries, the proxy). What runs in a cluster cannot be created from outside the
// cluster: the handlers check it and hand back the cluster's name for the proxy's cluster header.
import { waitForCatalog } from '../../config/dev-backend/embedded/embedded-backend-client';
import { INJECTED, kubernetesStates } from '../support/provider-states';
import type { BackendUnderTest, StateHandlers } from './backend-under-test';
import { CATALOG_WAIT_MS } from './timeouts';

const CLUSTER_HEADER = 'Backstage-Kubernetes-Cluster';
const PAYMENTS_REF = 'component:default/payments';

interface ObjectsResponse {
  readonly items: ReadonlyArray<{
    readonly cluster: { readonly name: string };
    readonly resources: ReadonlyArray<{ readonly type: string; readonly resources: readonly unknown[] }>;
  }>;
}

const kubernetesJson = async <T>(backend: BackendUnderTest, path: string, init: RequestInit = {}): Promise<T> => {
  const response = await fetch(`${backend.baseUrl}/api/kubernetes${path}`, {
    ...init,
    headers: { authorization: `Bearer ${backend.token}`, 'content-type': 'application/json', ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} /api/kubernetes${path} answered ${response.status}: ${text}`);
  return JSON.parse(text) as T;
};

const firstCluster = async (backend: BackendUnderTest): Promise<string> => {
  const { items } = await kubernetesJson<{ items: ReadonlyArray<{ name: string }> }>(backend, '/clusters');
  const name = items[0]?.name;
  if (!name) throw new Error('The kubernetes backend has no cluster configured');
  return name;
};

/** The cluster holding the given resource types for entity component:default/payments. */
const clusterWith = async (backend: BackendUnderTest, path: string, body: object, types: readonly string[]): Promise<string> => {
  // The queries by entity ref read the entity from the catalog first.
  await waitForCatalog({ baseUrl: backend.baseUrl, token: backend.token, entityRefs: [PAYMENTS_REF], timeoutMs: CATALOG_WAIT_MS });
  const { items } = await kubernetesJson<ObjectsResponse>(backend, path, { method: 'POST', body: JSON.stringify(body) });
  const found = items.find((item) =>
    types.every((type) => item.resources.some((resources) => resources.type === type && resources.resources.length > 0)),
  );
  if (!found) throw new Error(`No cluster has ${types.join(' and ')} for component:default/payments`);
  return found.cluster.name;
};

/** The cluster in which the pod exists, asked through the proxy. */
const clusterWithPod = async (backend: BackendUnderTest, namespace: string, pod: string): Promise<string> => {
  const clusterName = await firstCluster(backend);
  await kubernetesJson(backend, `/proxy/api/v1/namespaces/${namespace}/pods/${pod}`, { headers: { [CLUSTER_HEADER]: clusterName } });
  return clusterName;
};

/** Checks that GET /clusters lists a cluster for each of the browser-side auth providers the pact names. */
const browserSideAuthClusters = async (backend: BackendUnderTest): Promise<undefined> => {
  const { items } = await kubernetesJson<{ items: ReadonlyArray<{ authProvider?: string; oidcTokenProvider?: string }> }>(
    backend,
    '/clusters',
  );
  const has = (authProvider: string, oidcTokenProvider?: string) =>
    items.some(
      (cluster) =>
        cluster.authProvider === authProvider && (oidcTokenProvider === undefined || cluster.oidcTokenProvider === oidcTokenProvider),
    );
  const missing = [
    ...(has('google') ? [] : ['google']),
    ...(has('aks') ? [] : ['aks']),
    ...(has('oidc', 'okta') ? [] : ['oidc with oidcTokenProvider okta']),
  ];
  if (missing.length) {
    throw new Error(`The kubernetes backend has no cluster with the auth provider ${missing.join(', ')}: configure one or skip this state`);
  }
  return undefined;
};

export const kubernetesStateHandlers = (backend: BackendUnderTest): StateHandlers => ({
  [kubernetesStates.clusterConfigured.name]: async () => ({ [INJECTED.clusterName]: await firstCluster(backend) }),

  [kubernetesStates.paymentsWorkloads.name]: async () => ({
    [INJECTED.clusterName]: await clusterWith(backend, '/resources/workloads/query', { auth: {}, entityRef: PAYMENTS_REF }, [
      'pods',
      'deployments',
    ]),
  }),

  [kubernetesStates.paymentsRollouts.name]: async () => ({
    [INJECTED.clusterName]: await clusterWith(
      backend,
      '/resources/custom/query',
      { auth: {}, entityRef: PAYMENTS_REF, customResources: [{ group: 'argoproj.io', apiVersion: 'v1alpha1', plural: 'rollouts' }] },
      ['customresources'],
    ),
  }),

  [kubernetesStates.podWithEvents.name]: async () => ({
    [INJECTED.clusterName]: await clusterWithPod(backend, 'payments', 'payments-api-7d9f8b6c5d-2xkqp'),
  }),

  [kubernetesStates.podRestarted.name]: async () => ({
    [INJECTED.clusterName]: await clusterWithPod(backend, 'payments', 'payments-api-7d9f8b6c5d-8mwzt'),
  }),

  [kubernetesStates.podExists.name]: async () => {
    backend.restoreDeletedPods?.();
    return { [INJECTED.clusterName]: await clusterWithPod(backend, 'payments', 'payments-worker-6b8c9d7f4-zp9cw') };
  },

  [kubernetesStates.browserSideAuthClusters.name]: () => browserSideAuthClusters(backend),
});
