import WebSocket from 'ws';
import { startFixtureCluster, type FixtureCluster } from '../../../../config/dev-backend/kubernetes-fixture/fixture-cluster';
import { FIXTURE_PODS } from '../../../../config/dev-backend/kubernetes-fixture/fixture-objects';

const SELECTOR = 'labelSelector=backstage.io/kubernetes-id=payments';
const auth = { authorization: 'Bearer fixture' };

let cluster: FixtureCluster;

beforeAll(async () => {
  cluster = await startFixtureCluster({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await cluster.stop();
});

afterEach(() => cluster.reset());

const get = async (path: string, headers: Record<string, string> = auth) => {
  const response = await fetch(`${cluster.url}${path}`, { headers });
  return { status: response.status, body: response.headers.get('content-type')?.includes('json') ? await response.json() : await response.text() };
};

const names = (body: { items: Array<{ metadata: { name: string } }> }) => body.items.map((item) => item.metadata.name);

describe('fixture cluster', () => {
  it('refuses calls without the service account token', async () => {
    const { status, body } = await get(`/api/v1/pods?${SELECTOR}`, {});
    expect(status).toBe(401);
    expect(body).toMatchObject({ kind: 'Status', code: 401 });
  });

  it.each([
    ['/api/v1/pods', 'PodList', 11],
    ['/api/v1/services', 'ServiceList', 3],
    ['/api/v1/configmaps', 'ConfigMapList', 1],
    ['/api/v1/limitranges', 'LimitRangeList', 0],
    ['/api/v1/resourcequotas', 'ResourceQuotaList', 0],
    ['/apis/apps/v1/deployments', 'DeploymentList', 2],
    ['/apis/apps/v1/replicasets', 'ReplicaSetList', 4],
    ['/apis/apps/v1/statefulsets', 'StatefulSetList', 1],
    ['/apis/apps/v1/daemonsets', 'DaemonSetList', 1],
    ['/apis/autoscaling/v2/horizontalpodautoscalers', 'HorizontalPodAutoscalerList', 2],
    ['/apis/batch/v1/jobs', 'JobList', 2],
    ['/apis/batch/v1/cronjobs', 'CronJobList', 2],
    ['/apis/networking.k8s.io/v1/ingresses', 'IngressList', 1],
    ['/apis/argoproj.io/v1alpha1/rollouts', 'RolloutList', 2],
  ])('lists %s for the payments label as a %s of %i', async (path, kind, count) => {
    const { status, body } = await get(`${path}?${SELECTOR}`);
    expect(status).toBe(200);
    expect(body.kind).toBe(kind);
    expect(body.items).toHaveLength(count);
  });

  it('honours the label selector and the namespace of the path', async () => {
    expect(names((await get('/api/v1/pods?labelSelector=backstage.io/kubernetes-id=ledger')).body)).toEqual([FIXTURE_PODS.ledger]);
    expect((await get('/api/v1/pods')).body.items).toHaveLength(12);
    expect((await get(`/api/v1/namespaces/ledger/pods?${SELECTOR}`)).body.items).toHaveLength(0);
    expect((await get(`/api/v1/namespaces/payments/pods?${SELECTOR}`)).body.items).toHaveLength(11);
  });

  it('serves every failure the detectors name', async () => {
    const pods = (await get(`/api/v1/pods?${SELECTOR}`)).body.items as Array<{
      metadata: { name: string };
      status: { containerStatuses: Array<{ state: Record<string, { reason?: string }>; lastState: { terminated?: { reason: string } } }> };
    }>;
    const byName = new Map(pods.map((pod) => [pod.metadata.name, pod.status.containerStatuses[0]]));
    expect(byName.get(FIXTURE_PODS.apiCrashLoop)?.state['waiting']?.reason).toBe('CrashLoopBackOff');
    expect(byName.get(FIXTURE_PODS.workerImagePull)?.state['waiting']?.reason).toBe('ImagePullBackOff');
    expect(byName.get(FIXTURE_PODS.apiOomKilled)?.lastState.terminated?.reason).toBe('OOMKilled');
    const hpas = (await get(`/apis/autoscaling/v2/horizontalpodautoscalers?${SELECTOR}`)).body.items;
    expect(hpas[0].status.currentReplicas).toBe(hpas[0].spec.maxReplicas);
    const cronJobs = (await get(`/apis/batch/v1/cronjobs?${SELECTOR}`)).body.items;
    expect(cronJobs.map((c: { spec: { suspend: boolean } }) => c.spec.suspend)).toEqual([false, true]);
  });

  it('serves events by involved object name', async () => {
    const { body } = await get(`/api/v1/namespaces/payments/events?fieldSelector=involvedObject.name=${FIXTURE_PODS.apiCrashLoop}`);
    expect(body.kind).toBe('EventList');
    expect(body.items.map((e: { reason: string }) => e.reason)).toEqual(['Pulled', 'BackOff']);
    expect((await get(`/api/v1/namespaces/payments/events?fieldSelector=involvedObject.name=${FIXTURE_PODS.logShipper}`)).body.items).toEqual([]);
  });

  it('serves container logs, the previous run on request', async () => {
    const current = await get(`/api/v1/namespaces/payments/pods/${FIXTURE_PODS.apiOomKilled}/log?container=api`);
    const previous = await get(`/api/v1/namespaces/payments/pods/${FIXTURE_PODS.apiOomKilled}/log?container=api&previous`);
    expect(current.status).toBe(200);
    expect(current.body).not.toContain('heap used');
    expect(previous.body).toContain('heap used 497 MiB of 512 MiB');
    expect((await get(`/api/v1/namespaces/payments/pods/${FIXTURE_PODS.logShipper}/log?container=fluent-bit`)).body).toBe('');
    expect((await get(`/api/v1/namespaces/payments/pods/${FIXTURE_PODS.apiHealthy}/log?container=nope`)).status).toBe(400);
    expect((await get('/api/v1/namespaces/payments/pods/nope/log?container=api')).status).toBe(404);
  });

  it('deletes a pod: it leaves later lists until reset', async () => {
    const deleted = await fetch(`${cluster.url}/api/v1/namespaces/payments/pods/${FIXTURE_PODS.apiHealthy}`, { method: 'DELETE', headers: auth });
    expect(deleted.status).toBe(200);
    expect(((await deleted.json()) as { metadata: { deletionTimestamp?: string } }).metadata.deletionTimestamp).toBeDefined();
    expect(names((await get(`/api/v1/pods?${SELECTOR}`)).body)).not.toContain(FIXTURE_PODS.apiHealthy);
    expect((await fetch(`${cluster.url}/api/v1/namespaces/payments/pods/${FIXTURE_PODS.apiHealthy}`, { method: 'DELETE', headers: auth })).status).toBe(404);
    cluster.reset();
    expect(names((await get(`/api/v1/pods?${SELECTOR}`)).body)).toContain(FIXTURE_PODS.apiHealthy);
  });

  it('serves pod metrics of the pods that have usage', async () => {
    const { body } = await get(`/apis/metrics.k8s.io/v1beta1/namespaces/payments/pods?${SELECTOR}`);
    expect(body.kind).toBe('PodMetricsList');
    expect(names(body)).toContain(FIXTURE_PODS.apiOomKilled);
    expect(names(body)).not.toContain(FIXTURE_PODS.apiCrashLoop);
  });

  it('records what it was asked', async () => {
    await get(`/api/v1/services?${SELECTOR}`);
    expect(cluster.requests.at(-1)).toEqual({ method: 'GET', path: `/api/v1/services?${SELECTOR}`, authorization: 'Bearer fixture' });
  });

  const exec = (pod: string, protocols: string[], headers: Record<string, string> = auth) =>
    new WebSocket(
      `${cluster.url.replace('http', 'ws')}/api/v1/namespaces/payments/pods/${pod}/exec?container=api&stdin=true&stdout=true&tty=true&command=/bin/sh`,
      protocols,
      { headers },
    );

  it('runs a tiny shell over a channel.k8s.io websocket', async () => {
    const socket = exec(FIXTURE_PODS.apiHealthy, ['channel.k8s.io']);
    socket.binaryType = 'nodebuffer';
    const output: string[] = [];
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.on('message', (data: Buffer) => {
      expect(data[0] === 1 || data[0] === 3).toBe(true);
      if (data[0] === 1) output.push(data.subarray(1).toString());
    });
    await new Promise<void>((resolve) => socket.on('open', () => resolve()));
    expect(socket.protocol).toBe('channel.k8s.io');
    socket.send(Buffer.concat([Buffer.from([0]), Buffer.from('echo hi\r')]));
    socket.send(Buffer.concat([Buffer.from([0]), Buffer.from('exit\r')]));
    await closed;
    expect(output.join('')).toBe('/app $ echo hi\r\nhi\r\n/app $ exit\r\nexit\r\n');
  });

  it('refuses exec without the token, into a missing pod, or into a container that is not running', async () => {
    const status = (socket: WebSocket) =>
      new Promise<number>((resolve) => socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)));
    expect(await status(exec(FIXTURE_PODS.apiHealthy, ['channel.k8s.io'], {}))).toBe(401);
    expect(await status(exec('nope', ['channel.k8s.io']))).toBe(404);
    expect(await status(exec(FIXTURE_PODS.apiCrashLoop, ['channel.k8s.io']))).toBe(400);
  });
});
