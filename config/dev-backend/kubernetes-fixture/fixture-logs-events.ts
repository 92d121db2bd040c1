// Container logs and events of the fixture cluster's pods, consistent with the failures in fixture-objects.ts.
import { FIXTURE_NAMESPACE, FIXTURE_PODS } from './fixture-objects';

const iso = (now: number, secondsAgo: number): string => new Date(now - secondsAgo * 1000).toISOString();

const apiStartup = (now: number, secondsAgo: number): string[] => [
  `${iso(now, secondsAgo)} INFO  payments-api 3.14.2 starting (node v20.20.0, pid 1)`,
  `${iso(now, secondsAgo - 1)} INFO  connected to postgres payments-db:5432/payments`,
  `${iso(now, secondsAgo - 1)} INFO  card network client ready (timeout 2500 ms)`,
  `${iso(now, secondsAgo - 2)} INFO  listening on :8080 (http) and :9090 (grpc)`,
];

/**
 * The log of a container, or undefined for an unknown pod or container. `previous` asks for the log of
 * the container's last terminated run (what the crash-logs view of the fix dialog shows).
 */
export const fixtureLog = (pod: string, container: string, previous: boolean, now: number): string | undefined => {
  switch (`${pod}/${container}`) {
    case `${FIXTURE_PODS.apiHealthy}/api`:
    case `${FIXTURE_PODS.canary}/api`:
      return [
        ...apiStartup(now, 2 * 3600),
        `${iso(now, 600)} INFO  POST /v1/payments 201 38ms`,
        `${iso(now, 420)} INFO  POST /v1/payments/pay_8Jd2/capture 200 61ms`,
        `${iso(now, 30)} INFO  GET /ready 200 1ms`,
        '',
      ].join('\n');
    case `${FIXTURE_PODS.apiOomKilled}/api`:
      return previous
        ? [
            ...apiStartup(now, 5 * 3600),
            `${iso(now, 2500)} WARN  settlement batch cache holds 1843201 entries`,
            `${iso(now, 2420)} WARN  heap used 497 MiB of 512 MiB`,
            '',
          ].join('\n')
        : [...apiStartup(now, 40 * 60), `${iso(now, 60)} INFO  GET /ready 200 2ms`, ''].join('\n');
    case `${FIXTURE_PODS.apiCrashLoop}/api`:
      return [
        ...apiStartup(now, 4 * 60 + 3),
        `${iso(now, 4 * 60 + 1)} ERROR unhandled rejection: Error: missing required setting CARD_NETWORK_API_KEY`,
        '    at readSettings (/app/dist/settings.js:41:11)',
        '    at main (/app/dist/main.js:12:20)',
        `${iso(now, 4 * 60)} FATAL exiting with code 1`,
        '',
      ].join('\n');
    case `${FIXTURE_PODS.cacheReady}/redis`:
    case `${FIXTURE_PODS.cacheNeverReady}/redis`:
      return [
        '1:C 08 Jan 2025 09:12:01.004 * oO0OoO0OoO0Oo Redis is starting oO0OoO0OoO0Oo',
        '1:M 08 Jan 2025 09:12:01.006 * Running mode=standalone, port=6379.',
        pod === FIXTURE_PODS.cacheNeverReady
          ? '1:M 08 Jan 2025 09:12:01.010 # Loading RDB: Short read or OOM loading DB. Unrecoverable error, waiting for replica sync'
          : '1:M 08 Jan 2025 09:12:01.009 * Ready to accept connections tcp',
        '',
      ].join('\n');
    case `${FIXTURE_PODS.logShipper}/fluent-bit`:
      // Ships logs, writes none of its own.
      return '';
    case `${FIXTURE_PODS.settlementJob}/settle`:
      return [`${iso(now, 6 * 3600)} INFO  settled 18210 payments in 3 batches`, ''].join('\n');
    case `${FIXTURE_PODS.reconcileJob}/reconcile`:
      return [`${iso(now, 7 * 3600)} ERROR ledger export is 2 days behind; refusing to reconcile`, ''].join('\n');
    case `${FIXTURE_PODS.workerImagePull}/worker`:
      return undefined;
    default:
      return undefined;
  }
};

interface EventShape {
  readonly type: 'Normal' | 'Warning';
  readonly reason: string;
  readonly message: string;
  readonly count: number;
  readonly secondsAgo: number;
}

const normalStart = (pod: string, container: string, image: string): EventShape[] => [
  { type: 'Normal', reason: 'Scheduled', message: `Successfully assigned payments/${pod} to node-a`, count: 1, secondsAgo: 7200 },
  { type: 'Normal', reason: 'Pulled', message: `Container image "${image}" already present on machine`, count: 1, secondsAgo: 7190 },
  { type: 'Normal', reason: 'Created', message: `Created container ${container}`, count: 1, secondsAgo: 7189 },
  { type: 'Normal', reason: 'Started', message: `Started container ${container}`, count: 1, secondsAgo: 7188 },
];

const eventsByObject: Readonly<Record<string, readonly EventShape[]>> = {
  [FIXTURE_PODS.apiHealthy]: normalStart(FIXTURE_PODS.apiHealthy, 'api', 'registry.example.com/payments/api:3.14.2'),
  [FIXTURE_PODS.apiOomKilled]: [
    ...normalStart(FIXTURE_PODS.apiOomKilled, 'api', 'registry.example.com/payments/api:3.14.2'),
    { type: 'Warning', reason: 'OOMKilling', message: 'Memory cgroup out of memory: Killed process 4121 (node)', count: 3, secondsAgo: 2402 },
  ],
  [FIXTURE_PODS.apiCrashLoop]: [
    { type: 'Normal', reason: 'Pulled', message: 'Container image "registry.example.com/payments/api:3.14.2" already present on machine', count: 28, secondsAgo: 240 },
    { type: 'Warning', reason: 'BackOff', message: 'Back-off restarting failed container api in pod payments-api-7d9f8b6c5d-q4rnv_payments', count: 611, secondsAgo: 12 },
  ],
  [FIXTURE_PODS.workerImagePull]: [
    { type: 'Normal', reason: 'Pulling', message: 'Pulling image "registry.example.com/payments/worker:2.4.1-rc0"', count: 7, secondsAgo: 300 },
    { type: 'Warning', reason: 'Failed', message: 'Failed to pull image "registry.example.com/payments/worker:2.4.1-rc0": not found', count: 7, secondsAgo: 300 },
    { type: 'Warning', reason: 'Failed', message: 'Error: ImagePullBackOff', count: 102, secondsAgo: 20 },
  ],
  [FIXTURE_PODS.workerPending]: [
    { type: 'Warning', reason: 'FailedScheduling', message: '0/3 nodes are available: 3 Insufficient memory.', count: 19, secondsAgo: 90 },
  ],
  [FIXTURE_PODS.cacheNeverReady]: [
    ...normalStart(FIXTURE_PODS.cacheNeverReady, 'redis', 'redis:7.2-alpine'),
    { type: 'Warning', reason: 'Unhealthy', message: 'Readiness probe failed: LOADING Redis is loading the dataset in memory', count: 84, secondsAgo: 10 },
  ],
  [FIXTURE_PODS.cacheReady]: normalStart(FIXTURE_PODS.cacheReady, 'redis', 'redis:7.2-alpine'),
  [FIXTURE_PODS.canary]: normalStart(FIXTURE_PODS.canary, 'api', 'registry.example.com/payments/api:3.15.0-canary.1'),
};

/** The events whose involved object has this name, as the API lists them. */
export const fixtureEvents = (namespace: string, involvedObjectName: string, now: number): unknown[] =>
  (namespace === FIXTURE_NAMESPACE ? (eventsByObject[involvedObjectName] ?? []) : []).map((event, index) => ({
    apiVersion: 'v1',
    kind: 'Event',
    metadata: {
      name: `${involvedObjectName}.17a${(index + 10).toString(16)}c0ffee${index}`,
      namespace,
      uid: `ev-${involvedObjectName}-${index}`,
      creationTimestamp: iso(now, event.secondsAgo + 60),
    },
    involvedObject: { kind: 'Pod', namespace, name: involvedObjectName, apiVersion: 'v1' },
    type: event.type,
    reason: event.reason,
    message: event.message,
    count: event.count,
    firstTimestamp: iso(now, event.secondsAgo + 60),
    lastTimestamp: iso(now, event.secondsAgo),
    source: { component: event.reason === 'Scheduled' ? 'default-scheduler' : 'kubelet', host: 'node-a' },
  }));
