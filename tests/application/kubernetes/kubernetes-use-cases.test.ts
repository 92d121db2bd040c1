import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { ClusterGateway, ProxyTarget } from '../../../application/kubernetes/cluster-gateway.port';
import { kubernetesUseCases } from '../../../application/kubernetes/kubernetes-use-cases';
import type { ProviderTokens } from '../../../application/kubernetes/provider-tokens.port';
import type { BackendError } from '../../../application/shared/backend-error';
import type { Entity } from '../../../domain/catalog/entity';
import type { CredentialRequest, RequestAuth } from '../../../domain/kubernetes/auth-providers';
import type { Cluster } from '../../../domain/kubernetes/types';

const entity: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments' } };
const EMPTY = { items: [] };

/** A gateway that records what it was asked. */
const fakeGateway = (clusters: readonly Cluster[] | BackendError) => {
  const calls: Array<{ method: string; auth?: RequestAuth; target?: ProxyTarget; args?: unknown }> = [];
  const clustersAnswer = () => (Array.isArray(clusters) ? TE.right(clusters) : TE.left(clusters as BackendError));
  const gateway: ClusterGateway = {
    getObjectsByEntity: ({ auth }) => {
      calls.push({ method: 'getObjectsByEntity', auth });
      return TE.right(EMPTY);
    },
    getWorkloadsByEntity: ({ auth, entityRef }) => {
      calls.push({ method: 'getWorkloadsByEntity', auth, args: entityRef });
      return TE.right(EMPTY);
    },
    getCustomObjectsByEntity: ({ auth, customResources }) => {
      calls.push({ method: 'getCustomObjectsByEntity', auth, args: customResources });
      return TE.right(EMPTY);
    },
    getClusters: clustersAnswer,
    getPodLogs: (target, query) => {
      calls.push({ method: 'getPodLogs', target, args: query });
      return TE.right('log');
    },
    getEventsByInvolvedObjectName: (target, query) => {
      calls.push({ method: 'getEvents', target, args: query });
      return TE.right([]);
    },
    deletePod: (target, pod) => {
      calls.push({ method: 'deletePod', target, args: pod });
      return TE.right(undefined);
    },
  };
  return { gateway, calls };
};

const tokensFor = (asked: CredentialRequest[]): ProviderTokens => ({
  tokenFor: (request) => {
    asked.push(request);
    if (request.kind === 'none') return TE.right(undefined);
    return TE.right(`${request.provider}-token`);
  },
});

const settings = { load: () => TE.right({ podDeleteEnabled: true, podExecTerminalEnabled: false }) };

const run = async <L, A>(task: TE.TaskEither<L, A>) => task();

describe('kubernetes use cases', () => {
  it('sends no credentials for clusters whose backend holds them', async () => {
    const { gateway, calls } = fakeGateway([{ name: 'a', authProvider: 'serviceAccount' }]);
    await run(kubernetesUseCases({ gateway, tokens: tokensFor([]), settings }).getObjectsByEntity(entity));
    expect(calls).toEqual([{ method: 'getObjectsByEntity', auth: {} }]);
  });

  it('asks one token per distinct auth provider and puts it in the request auth', async () => {
    const asked: CredentialRequest[] = [];
    const { gateway, calls } = fakeGateway([
      { name: 'g1', authProvider: 'google' },
      { name: 'g2', authProvider: 'google' },
      { name: 'aks', authProvider: 'aks' },
      { name: 'okta', authProvider: 'oidc', oidcTokenProvider: 'okta' },
      { name: 'sa', authProvider: 'serviceAccount' },
    ]);
    await run(kubernetesUseCases({ gateway, tokens: tokensFor(asked), settings }).getWorkloadsByEntity('component:default/payments'));
    expect(asked.map((r) => r.kind)).toEqual(['accessToken', 'accessToken', 'idToken', 'none']);
    expect(calls[0]).toEqual({
      method: 'getWorkloadsByEntity',
      auth: { google: 'google-token', aks: 'microsoft-token', oidc: { okta: 'okta-token' } },
      args: 'component:default/payments',
    });
  });

  it.each([
    [{ name: 'x', authProvider: 'kerberos' }, 'authProvider "kerberos" has no KubernetesAuthProvider defined for it'],
    [{ name: 'x', authProvider: 'oidc', oidcTokenProvider: 'acme' }, 'KubernetesAuthProviders has no oidcProvider configured for oidc.acme'],
  ])('fails with the text to show for %j', async (cluster, message) => {
    const { gateway, calls } = fakeGateway([cluster]);
    const result = await run(kubernetesUseCases({ gateway, tokens: tokensFor([]), settings }).getCustomObjectsByEntity('component:default/p', []));
    expect(E.isLeft(result) && result.left).toMatchObject({ message });
    expect(calls).toEqual([]);
  });

  it('passes on a failure to list the clusters', async () => {
    const failure: BackendError = { _tag: 'NotFound', message: 'Could not find the Kubernetes Backend (HTTP 404). Make sure the plugin has been fully installed.' };
    const { gateway } = fakeGateway(failure);
    expect(await run(kubernetesUseCases({ gateway, tokens: tokensFor([]), settings }).getObjectsByEntity(entity))).toEqual(E.left(failure));
  });

  it('sends proxied calls to the named cluster with its provider header', async () => {
    const { gateway, calls } = fakeGateway([
      { name: 'sa', authProvider: 'serviceAccount' },
      { name: 'okta', authProvider: 'oidc', oidcTokenProvider: 'okta' },
    ]);
    const useCases = kubernetesUseCases({ gateway, tokens: tokensFor([]), settings });
    await run(useCases.getPodLogs({ clusterName: 'sa', podName: 'p', namespace: 'n', containerName: 'c', previous: true }));
    await run(useCases.getEventsByInvolvedObjectName({ clusterName: 'okta', involvedObjectName: 'p', namespace: 'n' }));
    await run(useCases.deletePod({ clusterName: 'sa', podName: 'p', namespace: 'n' }));
    expect(calls).toEqual([
      {
        method: 'getPodLogs',
        target: { clusterName: 'sa', headers: { 'Backstage-Kubernetes-Cluster': 'sa' } },
        args: { podName: 'p', namespace: 'n', containerName: 'c', previous: true },
      },
      {
        method: 'getEvents',
        target: {
          clusterName: 'okta',
          headers: { 'Backstage-Kubernetes-Cluster': 'okta', 'Backstage-Kubernetes-Authorization-oidc-okta': 'okta-token' },
        },
        args: { involvedObjectName: 'p', namespace: 'n' },
      },
      { method: 'deletePod', target: { clusterName: 'sa', headers: { 'Backstage-Kubernetes-Cluster': 'sa' } }, args: { podName: 'p', namespace: 'n' } },
    ]);
  });

  it("answers 'Cluster {name} not found' for a cluster the backend does not know", async () => {
    const { gateway, calls } = fakeGateway([{ name: 'sa', authProvider: 'serviceAccount' }]);
    const result = await run(kubernetesUseCases({ gateway, tokens: tokensFor([]), settings }).deletePod({ clusterName: 'gone', podName: 'p', namespace: 'n' }));
    expect(result).toEqual(E.left({ _tag: 'ClusterNotFound', clusterName: 'gone', message: 'Cluster gone not found' }));
    expect(calls).toEqual([]);
  });

  it('passes on a provider that gives no token', async () => {
    const { gateway } = fakeGateway([{ name: 'g', authProvider: 'google' }]);
    const tokens: ProviderTokens = { tokenFor: () => TE.left({ _tag: 'ProviderToken', provider: 'google', message: 'Login failed, popup was closed' }) };
    const result = await run(kubernetesUseCases({ gateway, tokens, settings }).getPodLogs({ clusterName: 'g', podName: 'p', namespace: 'n', containerName: 'c' }));
    expect(E.isLeft(result) && result.left.message).toBe('Login failed, popup was closed');
  });

  it('reads the settings, and falls back to everything off', async () => {
    const { gateway } = fakeGateway([]);
    expect(await run(kubernetesUseCases({ gateway, tokens: tokensFor([]), settings }).getSettings())).toEqual(
      E.right({ podDeleteEnabled: true, podExecTerminalEnabled: false }),
    );
    const failing = { load: () => TE.left<BackendError>({ _tag: 'Transport', message: 'offline' }) };
    expect(await run(kubernetesUseCases({ gateway, tokens: tokensFor([]), settings: failing }).getSettings())).toEqual(
      E.right({ podDeleteEnabled: false, podExecTerminalEnabled: false }),
    );
  });
});

describe("the Kubernetes tab's objects of an entity", () => {
  const payments: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments', namespace: 'default' } };
  const rollout = { apiVersion: 'argoproj.io/v1alpha1', kind: 'Rollout', metadata: { name: 'canary', namespace: 'payments', uid: 'r1' } };
  const pods = { type: 'pods' as const, resources: [{ kind: 'Pod', metadata: { name: 'api-1' } }] };
  const workloadsAnswer = { items: [{ cluster: { name: 'a' }, resources: [pods], errors: [] }] };
  const customAnswer = { items: [{ cluster: { name: 'a' }, resources: [{ type: 'customresources' as const, resources: [rollout] }], errors: [] }] };
  const notFound: BackendError = { _tag: 'NotFound', message: 'Could not find the Kubernetes Backend (HTTP 404). Make sure the plugin has been fully installed.' };

  const gatewayWith = (answers: {
    workloads: TE.TaskEither<BackendError, typeof workloadsAnswer>;
    custom: TE.TaskEither<BackendError, typeof customAnswer>;
    objects?: TE.TaskEither<BackendError, typeof workloadsAnswer>;
  }) => {
    const { gateway: base } = fakeGateway([{ name: 'a', authProvider: 'google' }]);
    const asked: Array<{ method: string; body: unknown }> = [];
    const gateway: ClusterGateway = {
      ...base,
      getWorkloadsByEntity: (request) => {
        asked.push({ method: 'workloads', body: request });
        return answers.workloads;
      },
      getCustomObjectsByEntity: (request) => {
        asked.push({ method: 'custom', body: request });
        return answers.custom;
      },
      getObjectsByEntity: (request) => {
        asked.push({ method: 'objects', body: request });
        return answers.objects ?? TE.left(notFound);
      },
    };
    return { useCases: kubernetesUseCases({ gateway, tokens: tokensFor([]), settings }), asked };
  };

  it('queries the workloads and the rollouts by entity ref with the same auth, and folds the rollouts in', async () => {
    const { useCases, asked } = gatewayWith({ workloads: TE.right(workloadsAnswer), custom: TE.right(customAnswer) });
    expect(await run(useCases.getEntityObjects(payments))).toEqual(
      E.right({ items: [{ cluster: { name: 'a' }, resources: [pods, { type: 'customresources', resources: [rollout] }], errors: [] }] }),
    );
    const auth = { google: 'google-token' };
    expect(asked).toEqual([
      { method: 'workloads', body: { auth, entityRef: 'component:default/payments' } },
      {
        method: 'custom',
        body: { auth, entityRef: 'component:default/payments', customResources: [{ group: 'argoproj.io', apiVersion: 'v1alpha1', plural: 'rollouts' }] },
      },
    ]);
  });

  it('asks POST /services/{name} when the backend has no workloads query (404)', async () => {
    const { useCases, asked } = gatewayWith({ workloads: TE.left(notFound), custom: TE.left(notFound), objects: TE.right(workloadsAnswer) });
    expect(await run(useCases.getEntityObjects(payments))).toEqual(E.right(workloadsAnswer));
    expect(asked.map((a) => a.method)).toEqual(['workloads', 'custom', 'objects']);
    expect(asked[2]?.body).toEqual({ auth: { google: 'google-token' }, entity: payments });
  });

  it("asks /services after the backend's bare 404 too (an older backend looks the same), and passes on a missing plugin", async () => {
    const missing: BackendError = { _tag: 'PluginMissing', pluginId: 'kubernetes', message: notFound.message };
    const older = gatewayWith({ workloads: TE.left(missing), custom: TE.left(missing), objects: TE.right(workloadsAnswer) });
    expect(await run(older.useCases.getEntityObjects(payments))).toEqual(E.right(workloadsAnswer));
    const none = gatewayWith({ workloads: TE.left(missing), custom: TE.left(missing), objects: TE.left(missing) });
    expect(await run(none.useCases.getEntityObjects(payments))).toEqual(E.left(missing));
    expect(none.asked.map((a) => a.method)).toEqual(['workloads', 'custom', 'objects']);
  });

  it('passes on a workloads failure other than 404 without asking /services', async () => {
    const failure: BackendError = { _tag: 'HttpStatus', status: 500, statusText: 'Internal Server Error', message: 'Request failed with 500 Internal Server Error, boom' };
    const { useCases, asked } = gatewayWith({ workloads: TE.left(failure), custom: TE.right(customAnswer) });
    expect(await run(useCases.getEntityObjects(payments))).toEqual(E.left(failure));
    expect(asked.map((a) => a.method)).not.toContain('objects');
  });

  it('shows the workloads alone when the custom resources query fails', async () => {
    const failure: BackendError = { _tag: 'Decode', message: 'Invalid value at items.0.cluster', paths: ['items.0.cluster'] };
    const { useCases } = gatewayWith({ workloads: TE.right(workloadsAnswer), custom: TE.left(failure) });
    expect(await run(useCases.getEntityObjects(payments))).toEqual(E.right(workloadsAnswer));
  });
});
