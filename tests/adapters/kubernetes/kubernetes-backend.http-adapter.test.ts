// The kubernetes backend adapter against the real Backstage kubernetes backend (embedded), which reads the
// fixture cluster (config/dev-backend/kubernetes-fixture).
import { createServer } from 'node:net';
import * as E from 'fp-ts/Either';
import WebSocket from 'ws';
import { kubernetesUseCases } from '../../../application/kubernetes/kubernetes-use-cases';
import type { TerminalEvent } from '../../../application/kubernetes/terminal-transport.port';
import {
  WebSocketTerminalTransport,
  type WebSocketLike,
} from '../../../adapters/kubernetes/exec-websocket.terminal-transport';
import { KubernetesBackendHttpAdapter } from '../../../adapters/kubernetes/kubernetes-backend.http-adapter';
import type { FetchFn } from '../../../adapters/shared/http';
import { fetchGuestToken, waitForCatalog } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { startEmbeddedBackend, type EmbeddedBackend } from '../../../config/dev-backend/embedded/embedded-backend';
import { fixtureClusterBackendConfig } from '../../../config/dev-backend/kubernetes-fixture/fixture-backend-config';
import { startFixtureCluster, type FixtureCluster } from '../../../config/dev-backend/kubernetes-fixture/fixture-cluster';
import { FIXTURE_PODS } from '../../../config/dev-backend/kubernetes-fixture/fixture-objects';
import type { Entity } from '../../../domain/catalog/entity';
import { detectErrors } from '../../../domain/kubernetes/detect-errors';
import { groupResources } from '../../../domain/kubernetes/resources';
import { proxyHeaders } from '../../../domain/kubernetes/auth-providers';

jest.setTimeout(180_000);

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const payments: Entity = {
  apiVersion: 'backstage.io/v1alpha1',
  kind: 'Component',
  metadata: { name: 'payments', namespace: 'default', annotations: { 'backstage.io/kubernetes-id': 'payments' } },
  spec: { type: 'service' },
};

const fixtureTarget = { clusterName: 'local-fixture', headers: proxyHeaders({ name: 'local-fixture', authProvider: 'serviceAccount' }, undefined) };

let cluster: FixtureCluster;
let backend: EmbeddedBackend;
let token: string;
let adapter: KubernetesBackendHttpAdapter;
let fetchWithToken: FetchFn;

const right = async <A,>(task: () => Promise<E.Either<{ message: string }, A>>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new Error(`expected Right, got ${result.left.message}`);
  return result.right;
};

const left = async (task: () => Promise<E.Either<unknown, unknown>>) => {
  const result = await task();
  if (E.isRight(result)) throw new Error('expected Left');
  return result.left;
};

beforeAll(async () => {
  cluster = await startFixtureCluster({ host: '127.0.0.1' });
  backend = await startEmbeddedBackend({
    port: await freePort(),
    appBaseUrl: 'http://localhost:3999',
    extraConfig: fixtureClusterBackendConfig(cluster.url),
  });
  token = await fetchGuestToken(backend.baseUrl);
  await waitForCatalog({ baseUrl: backend.baseUrl, token, entityRefs: ['component:default/payments'] });
  fetchWithToken = (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), authorization: `Bearer ${token}` } });
  adapter = new KubernetesBackendHttpAdapter(fetchWithToken, async (pluginId) => `${backend.baseUrl}/api/${pluginId}`);
});

afterAll(async () => {
  await backend?.stop();
  await cluster?.stop();
});

afterEach(() => cluster.reset());

describe('KubernetesBackendHttpAdapter against the embedded backend and the fixture cluster', () => {
  it('lists the configured cluster', async () => {
    expect(await right(adapter.getClusters())).toEqual([
      {
        name: 'local-fixture',
        title: 'Local fixture cluster',
        authProvider: 'serviceAccount',
        dashboardUrl: `${cluster.url}/dashboard/`,
      },
    ]);
  });

  it('reads the objects of payments, with rollouts, metrics and only the payments label', async () => {
    const answer = await right(adapter.getObjectsByEntity({ auth: {}, entity: payments }));
    expect(answer.items).toHaveLength(1);
    const item = answer.items[0]!;
    expect(item.cluster).toMatchObject({ name: 'local-fixture', title: 'Local fixture cluster' });
    expect(item.errors).toEqual([]);
    expect(item.resources.map((r) => r.type)).not.toContain('limitranges');
    const grouped = groupResources(item.resources);
    expect(grouped.pods.map((p) => p.metadata?.name)).toContain(FIXTURE_PODS.apiCrashLoop);
    expect(grouped.pods.map((p) => p.metadata?.name)).not.toContain(FIXTURE_PODS.ledger);
    expect(grouped.customResources.map((r) => `${r.kind}/${r.metadata?.name}`)).toEqual([
      'Rollout/payments-canary',
      'Rollout/payments-checkout-experiment',
    ]);
    expect(item.podMetrics?.find((m) => m.pod.metadata?.name === FIXTURE_PODS.apiOomKilled)?.cpu.currentUsage).toBeCloseTo(0.42);
    // Every failure of the fixture is found by the detectors.
    const detected = detectErrors(answer, Date.now()).get('local-fixture') ?? [];
    expect(new Set(detected.map((d) => d.type))).toEqual(
      new Set(['hpa-max-current-replicas', 'condition-message-present', 'containers-restarting', 'container-waiting', 'readiness-probe-taking-too-long']),
    );
    expect(detected.map((d) => d.proposedFix?.errorType).filter(Boolean)).toEqual(
      expect.arrayContaining(['OOMKilled', 'CrashLoopBackOff', 'Error', 'ImagePullBackOff', 'ReadinessProbeFailed']),
    );
  });

  it('sends the auth and entity of the request body', async () => {
    const bodies: unknown[] = [];
    const recording = new KubernetesBackendHttpAdapter(
      (input, init) => {
        if (init?.body) bodies.push(JSON.parse(String(init.body)));
        return fetchWithToken(input, init);
      },
      async (pluginId) => `${backend.baseUrl}/api/${pluginId}`,
    );
    await right(recording.getObjectsByEntity({ auth: { google: 't' }, entity: payments }));
    expect(bodies).toEqual([{ auth: { google: 't' }, entity: payments }]);
  });

  it('answers the workloads and custom resources queries', async () => {
    const workloads = await right(adapter.getWorkloadsByEntity({ auth: {}, entityRef: 'component:default/payments' }));
    expect(groupResources(workloads.items[0]!.resources).deployments.map((d) => d.metadata?.name)).toEqual(['payments-api', 'payments-worker']);
    const custom = await right(
      adapter.getCustomObjectsByEntity({
        auth: {},
        entityRef: 'component:default/payments',
        customResources: [{ group: 'argoproj.io', apiVersion: 'v1alpha1', plural: 'rollouts' }],
      }),
    );
    expect(custom.items[0]!.resources).toEqual([expect.objectContaining({ type: 'customresources' })]);
  });

  it('reads logs, the previous run and events through the proxy with the cluster header', async () => {
    const previous = await right(
      adapter.getPodLogs(fixtureTarget, { podName: FIXTURE_PODS.apiCrashLoop, namespace: 'payments', containerName: 'api', previous: true }),
    );
    expect(previous).toContain('missing required setting CARD_NETWORK_API_KEY');
    const events = await right(
      adapter.getEventsByInvolvedObjectName(fixtureTarget, { involvedObjectName: FIXTURE_PODS.cacheNeverReady, namespace: 'payments' }),
    );
    expect(events.filter((e) => e.type === 'Warning').map((e) => e.reason)).toEqual(['Unhealthy']);
    const proxied = cluster.requests.filter((r) => r.path.includes('/log?'));
    expect(proxied.at(-1)).toMatchObject({ authorization: 'Bearer fixture' });
  });

  it('deletes a pod through the proxy', async () => {
    await right(adapter.deletePod(fixtureTarget, { podName: FIXTURE_PODS.apiHealthy, namespace: 'payments' }));
    const answer = await right(adapter.getObjectsByEntity({ auth: {}, entity: payments }));
    expect(groupResources(answer.items[0]!.resources).pods.map((p) => p.metadata?.name)).not.toContain(FIXTURE_PODS.apiHealthy);
  });

  it('names a missing backend, other backend failures and proxy failures with their own texts', async () => {
    // The backend answers a plugin id it does not have with its bare 404.
    const missing = new KubernetesBackendHttpAdapter(fetchWithToken, async () => `${backend.baseUrl}/api/kubernetes-missing`);
    expect(await left(missing.getClusters())).toEqual({
      _tag: 'PluginMissing',
      pluginId: 'kubernetes',
      message: 'Could not find the Kubernetes Backend (HTTP 404). Make sure the plugin has been fully installed.',
    });

    const unknownEntity = await left(
      adapter.getObjectsByEntity({ auth: {}, entity: { ...payments, metadata: { ...payments.metadata, name: 'no-such-component' } } }),
    );
    expect(unknownEntity).toMatchObject({ _tag: 'HttpStatus', status: 403 });
    expect((unknownEntity as { message: string }).message).toMatch(
      /^Request failed with 403 Forbidden, \{"error":\{"name":"NotAllowedError","message":"Entity not found, component:default\/no-such-component"/,
    );

    const noPod = await left(adapter.getPodLogs(fixtureTarget, { podName: 'nope', namespace: 'payments', containerName: 'api' }));
    expect((noPod as { message: string }).message).toMatch(/^Proxy request failed with 404 Not Found, \{"kind":"Status".*pods \\"nope\\" not found/);

    const noCluster = await left(
      adapter.deletePod({ clusterName: 'nope', headers: { 'Backstage-Kubernetes-Cluster': 'nope' } }, { podName: FIXTURE_PODS.apiHealthy, namespace: 'payments' }),
    );
    expect((noCluster as { message: string }).message).toMatch(/^Proxy request failed with 404 Not Found, .*Cluster 'nope' not found/);

    const closed = new KubernetesBackendHttpAdapter(fetchWithToken, async () => `http://127.0.0.1:${await freePort()}/api/kubernetes`);
    expect(await left(closed.getClusters())).toMatchObject({ _tag: 'Transport' });
  });

  it('lets the use cases resolve the cluster of a proxied call', async () => {
    const useCases = kubernetesUseCases({
      gateway: adapter,
      tokens: { tokenFor: () => async () => E.right(undefined) },
      settings: { load: () => async () => E.right({ podDeleteEnabled: true, podExecTerminalEnabled: true }) },
    });
    expect(await left(useCases.deletePod({ clusterName: 'nope', podName: 'x', namespace: 'payments' }))).toMatchObject({
      _tag: 'ClusterNotFound',
      message: 'Cluster nope not found',
    });
    const logs = await right(
      useCases.getPodLogs({ clusterName: 'local-fixture', podName: FIXTURE_PODS.apiHealthy, namespace: 'payments', containerName: 'api' }),
    );
    expect(logs).toContain('listening on :8080');
  });
});

describe('WebSocketTerminalTransport through the backend proxy', () => {
  const connect = (getToken: () => Promise<string | undefined>) => {
    const events: TerminalEvent[] = [];
    const transport = new WebSocketTerminalTransport({
      discoveryOf: async (pluginId) => `${backend.baseUrl}/api/${pluginId}`,
      getToken,
      createSocket: (url, protocols) => new WebSocket(url, protocols) as unknown as WebSocketLike,
    });
    const connection = transport.connect({ podName: FIXTURE_PODS.apiHealthy, containerName: 'api', namespace: 'payments' }, (event) =>
      events.push(event),
    );
    return { connection, events };
  };

  const waitFor = async (check: () => boolean) => {
    const deadline = Date.now() + 10_000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it('types into the shell of the container with the user token as bearer subprotocol', async () => {
    const { connection, events } = connect(async () => token);
    connection.send('echo from-the-test\r');
    const output = () =>
      events.flatMap((e) => (e.type === 'output' && e.channel === 1 ? [e.text] : [])).join('');
    await waitFor(() => output().includes('from-the-test\r\n/app $'));
    expect(events[0]).toEqual({ type: 'open' });
    connection.close();
    await waitFor(() => events.some((e) => e.type === 'closed'));
  });

  it('is refused without a user token', async () => {
    const { events } = connect(async () => undefined);
    await waitFor(() => events.some((e) => e.type === 'closed'));
    expect(events.some((e) => e.type === 'open')).toBe(false);
  });
});
