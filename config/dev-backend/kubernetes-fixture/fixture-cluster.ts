// A plain-HTTP Kubernetes API server on loopback for the embedded backend, tests and `npm start`
// (see /work/shared/design/BACKEND.md "A cluster"). It serves the list endpoints the Backstage kubernetes
// backend reads (honouring labelSelector), events, pod logs, pod delete, pod metrics and a pod exec
// WebSocket, all for the example entity `payments` (fixture-objects.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { acceptExecSocket } from './exec-websocket';
import { fixtureEvents, fixtureLog } from './fixture-logs-events';
import { buildFixtureObjects, FIXTURE_POD_USAGE, type CollectionName, type K8sObject } from './fixture-objects';
import { matchesLabelSelector } from './label-selector';
import { copiedFrom, padPaymentsPods } from './padded-pods';

export const FIXTURE_TOKEN = 'fixture';

export interface FixtureClusterOptions {
  readonly host?: string;
  /** 0 (the default) picks a free port. */
  readonly port?: number;
  /** The bearer token every API call must carry (the cluster's serviceAccountToken). */
  readonly token?: string;
  /** Epoch milliseconds the objects' times are relative to; default Date.now. */
  readonly clock?: () => number;
  /**
   * Benchmarks: pad the pods of `payments` to this many with copies of its healthy API pod (same
   * replica set). Unset (the default) serves the fixture's own pods only.
   */
  readonly paymentsPodCount?: number;
}

export interface FixtureRequest {
  readonly method: string;
  readonly path: string;
  readonly authorization?: string;
}

export interface FixtureCluster {
  /** http://host:port, the cluster's `url`. */
  readonly url: string;
  /** Every API request received, oldest first (tests check what the backend forwarded). */
  readonly requests: readonly FixtureRequest[];
  /** Brings deleted pods back. */
  reset(): void;
  stop(): Promise<void>;
}

interface Collection {
  readonly name: CollectionName;
  readonly kind: string;
  readonly apiVersion: string;
}

/** Collections by API group path ('' is the core group at /api/v1) and plural. */
const COLLECTIONS: Readonly<Record<string, Collection>> = {
  'v1/pods': { name: 'pods', kind: 'Pod', apiVersion: 'v1' },
  'v1/services': { name: 'services', kind: 'Service', apiVersion: 'v1' },
  'v1/configmaps': { name: 'configmaps', kind: 'ConfigMap', apiVersion: 'v1' },
  'v1/limitranges': { name: 'limitranges', kind: 'LimitRange', apiVersion: 'v1' },
  'v1/resourcequotas': { name: 'resourcequotas', kind: 'ResourceQuota', apiVersion: 'v1' },
  'apps/v1/deployments': { name: 'deployments', kind: 'Deployment', apiVersion: 'apps/v1' },
  'apps/v1/replicasets': { name: 'replicasets', kind: 'ReplicaSet', apiVersion: 'apps/v1' },
  'apps/v1/statefulsets': { name: 'statefulsets', kind: 'StatefulSet', apiVersion: 'apps/v1' },
  'apps/v1/daemonsets': { name: 'daemonsets', kind: 'DaemonSet', apiVersion: 'apps/v1' },
  'autoscaling/v2/horizontalpodautoscalers': {
    name: 'horizontalpodautoscalers',
    kind: 'HorizontalPodAutoscaler',
    apiVersion: 'autoscaling/v2',
  },
  'batch/v1/jobs': { name: 'jobs', kind: 'Job', apiVersion: 'batch/v1' },
  'batch/v1/cronjobs': { name: 'cronjobs', kind: 'CronJob', apiVersion: 'batch/v1' },
  'networking.k8s.io/v1/ingresses': { name: 'ingresses', kind: 'Ingress', apiVersion: 'networking.k8s.io/v1' },
  'argoproj.io/v1alpha1/rollouts': { name: 'rollouts', kind: 'Rollout', apiVersion: 'argoproj.io/v1alpha1' },
};

const status = (code: number, reason: string, message: string) => ({
  kind: 'Status',
  apiVersion: 'v1',
  metadata: {},
  status: 'Failure',
  message,
  reason,
  code,
});

const sendJson = (response: ServerResponse, code: number, body: unknown) => {
  const text = JSON.stringify(body);
  response.writeHead(code, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
};

const sendText = (response: ServerResponse, code: number, text: string) => {
  response.writeHead(code, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
  response.end(text);
};

const DASHBOARD_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Kubernetes Dashboard (fixture)</title></head>
<body><h1>Kubernetes Dashboard</h1><p>The fixture cluster's stand-in for the dashboard: the portal's links land here.</p>
<p id="route"></p><script>document.getElementById('route').textContent = 'Route: ' + location.hash;</script></body></html>`;

type Route =
  | { readonly type: 'list'; readonly collection: Collection; readonly namespace?: string }
  | { readonly type: 'metrics'; readonly namespace?: string }
  | { readonly type: 'events'; readonly namespace: string }
  | { readonly type: 'pod'; readonly namespace: string; readonly pod: string }
  | { readonly type: 'log'; readonly namespace: string; readonly pod: string }
  | { readonly type: 'exec'; readonly namespace: string; readonly pod: string };

/** Which API endpoint a path names, if any. */
export const routeOf = (path: string): Route | undefined => {
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  // /api/v1/... is the core group; /apis/{group}/{version}/... the others.
  let groupVersion: string;
  let rest: string[];
  if (segments[0] === 'api' && segments[1] === 'v1') {
    groupVersion = 'v1';
    rest = segments.slice(2);
  } else if (segments[0] === 'apis' && segments.length >= 4) {
    groupVersion = `${segments[1]}/${segments[2]}`;
    rest = segments.slice(3);
  } else {
    return undefined;
  }
  let namespace: string | undefined;
  if (rest[0] === 'namespaces' && rest.length >= 3) {
    namespace = rest[1];
    rest = rest.slice(2);
  }
  const [plural, name, sub] = rest;
  if (groupVersion === 'metrics.k8s.io/v1beta1' && plural === 'pods' && name === undefined) {
    return { type: 'metrics', ...(namespace !== undefined && { namespace }) };
  }
  if (groupVersion === 'v1' && plural === 'events' && name === undefined && namespace !== undefined) {
    return { type: 'events', namespace };
  }
  if (groupVersion === 'v1' && plural === 'pods' && name !== undefined && namespace !== undefined) {
    if (sub === undefined) return { type: 'pod', namespace, pod: name };
    if (sub === 'log') return { type: 'log', namespace, pod: name };
    if (sub === 'exec') return { type: 'exec', namespace, pod: name };
    return undefined;
  }
  const collection = plural === undefined ? undefined : COLLECTIONS[`${groupVersion}/${plural}`];
  if (collection && name === undefined) return { type: 'list', collection, ...(namespace !== undefined && { namespace }) };
  return undefined;
};

export const startFixtureCluster = async (options: FixtureClusterOptions = {}): Promise<FixtureCluster> => {
  const host = options.host ?? '127.0.0.1';
  const token = options.token ?? FIXTURE_TOKEN;
  const clock = options.clock ?? Date.now;
  const deletedPods = new Set<string>();
  const requests: FixtureRequest[] = [];

  const podKey = (namespace: string, name: string) => `${namespace}/${name}`;
  const objectsOf = (name: CollectionName): K8sObject[] => {
    const built = buildFixtureObjects(clock())[name];
    const objects = name === 'pods' && options.paymentsPodCount !== undefined ? padPaymentsPods(built, options.paymentsPodCount) : built;
    return name === 'pods'
      ? objects.filter((p) => !deletedPods.has(podKey(p.metadata.namespace ?? '', p.metadata.name)))
      : [...objects];
  };
  const findPod = (namespace: string, name: string): K8sObject | undefined =>
    objectsOf('pods').find((p) => p.metadata.namespace === namespace && p.metadata.name === name);

  const select = (objects: K8sObject[], url: URL, namespace: string | undefined): K8sObject[] => {
    const selector = url.searchParams.get('labelSelector') ?? '';
    return objects.filter(
      (o) =>
        (namespace === undefined || o.metadata.namespace === namespace) &&
        matchesLabelSelector(selector, o.metadata.labels ?? {}),
    );
  };

  const authorized = (request: IncomingMessage): boolean => request.headers.authorization === `Bearer ${token}`;

  const record = (request: IncomingMessage, url: URL) => {
    const authorization = request.headers.authorization;
    requests.push({ method: request.method ?? 'GET', path: `${url.pathname}${url.search}`, ...(authorization && { authorization }) });
  };

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    if (url.pathname === '/dashboard' || url.pathname.startsWith('/dashboard/')) {
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.end(DASHBOARD_PAGE);
      return;
    }
    record(request, url);
    if (!authorized(request)) return sendJson(response, 401, status(401, 'Unauthorized', 'Unauthorized'));
    if (url.pathname === '/version') {
      return sendJson(response, 200, { major: '1', minor: '30', gitVersion: 'v1.30.2-portico-fixture', platform: 'linux/amd64' });
    }
    const route = routeOf(url.pathname);
    const method = request.method ?? 'GET';
    if (!route) return sendJson(response, 404, status(404, 'NotFound', 'the server could not find the requested resource'));

    switch (route.type) {
      case 'list': {
        if (method !== 'GET') break;
        const items = select(objectsOf(route.collection.name), url, route.namespace);
        return sendJson(response, 200, {
          kind: `${route.collection.kind}List`,
          apiVersion: route.collection.apiVersion,
          metadata: { resourceVersion: String(clock()) },
          items,
        });
      }
      case 'metrics': {
        if (method !== 'GET') break;
        const now = clock();
        const items = select(objectsOf('pods'), url, route.namespace).flatMap((pod) => {
          const usage = FIXTURE_POD_USAGE[copiedFrom(pod) ?? pod.metadata.name];
          if (!usage) return [];
          const containers = (pod['spec'] as { containers: { name: string }[] }).containers;
          return [
            {
              metadata: { name: pod.metadata.name, namespace: pod.metadata.namespace, labels: pod.metadata.labels },
              timestamp: new Date(now - 15_000).toISOString(),
              window: '15s',
              containers: containers.map((c) => ({ name: c.name, usage })),
            },
          ];
        });
        return sendJson(response, 200, { kind: 'PodMetricsList', apiVersion: 'metrics.k8s.io/v1beta1', metadata: {}, items });
      }
      case 'events': {
        if (method !== 'GET') break;
        const field = url.searchParams.get('fieldSelector') ?? '';
        const name = /^involvedObject\.name=(.*)$/.exec(field)?.[1];
        const items = name === undefined ? [] : fixtureEvents(route.namespace, name, clock());
        return sendJson(response, 200, { kind: 'EventList', apiVersion: 'v1', metadata: {}, items });
      }
      case 'pod': {
        const pod = findPod(route.namespace, route.pod);
        if (!pod) return sendJson(response, 404, status(404, 'NotFound', `pods "${route.pod}" not found`));
        if (method === 'GET') return sendJson(response, 200, pod);
        if (method === 'DELETE') {
          deletedPods.add(podKey(route.namespace, route.pod));
          return sendJson(response, 200, {
            ...pod,
            metadata: { ...pod.metadata, deletionTimestamp: new Date(clock() + 30_000).toISOString(), deletionGracePeriodSeconds: 30 },
          });
        }
        break;
      }
      case 'log': {
        if (method !== 'GET') break;
        const pod = findPod(route.namespace, route.pod);
        if (!pod) return sendJson(response, 404, status(404, 'NotFound', `pods "${route.pod}" not found`));
        const containers = (pod['spec'] as { containers: { name: string }[] }).containers.map((c) => c.name);
        const container = url.searchParams.get('container') ?? (containers.length === 1 ? containers[0] : undefined);
        if (container === undefined || !containers.includes(container)) {
          return sendJson(
            response,
            400,
            status(400, 'BadRequest', `container ${container ?? '""'} is not valid for pod ${route.pod}`),
          );
        }
        const previous = url.searchParams.has('previous') && url.searchParams.get('previous') !== 'false';
        const text = fixtureLog(route.pod, container, previous, clock());
        if (text === undefined) {
          return sendJson(
            response,
            400,
            status(400, 'BadRequest', `container "${container}" in pod "${route.pod}" is waiting to start: trying and failing to pull image`),
          );
        }
        return sendText(response, 200, text);
      }
      case 'exec':
        return sendJson(response, 400, status(400, 'BadRequest', 'Upgrade request required'));
    }
    return sendJson(response, 405, status(405, 'MethodNotAllowed', `the server does not allow this method on the requested resource`));
  };

  const upgrade = (request: IncomingMessage, socket: Duplex) => {
    const url = new URL(request.url ?? '/', 'http://fixture');
    record(request, url);
    const reject = (code: number, text: string) =>
      socket.end(`HTTP/1.1 ${code} ${text}\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n${text}\n`);
    if (!authorized(request)) return reject(401, 'Unauthorized');
    const route = routeOf(url.pathname);
    if (route?.type !== 'exec') return reject(404, 'Not Found');
    const pod = findPod(route.namespace, route.pod);
    if (!pod) return reject(404, 'Not Found');
    const statuses = (pod['status'] as { containerStatuses?: { name: string; state?: { running?: unknown } }[] })
      .containerStatuses ?? [];
    const container = url.searchParams.get('container') ?? statuses[0]?.name ?? '';
    if (statuses.find((s) => s.name === container)?.state?.running === undefined) {
      return reject(400, 'Bad Request');
    }
    acceptExecSocket(request, socket, { namespace: route.namespace, pod: route.pod, container });
  };

  const server = createServer(handle);
  const sockets = new Set<Duplex>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex) => upgrade(request, socket));

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const urlHost = host.includes(':') ? `[${host}]` : host;

  return {
    url: `http://${urlHost}:${port}`,
    requests,
    reset: () => deletedPods.clear(),
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};
