// The objects of the fixture cluster: the workloads of the example entity `payments` (label
// backstage.io/kubernetes-id=payments), healthy ones and one of every failure the Kubernetes tab detects
// (spec plugin-areas.md section 8), plus one workload of another entity so label selectors matter.
// Times are relative to `now` so the readiness detector and relative times behave the same on every run.

export type K8sObject = Record<string, unknown> & {
  readonly apiVersion: string;
  readonly kind: string;
  readonly metadata: {
    readonly name: string;
    readonly namespace?: string;
    readonly uid: string;
    readonly labels?: Record<string, string>;
    readonly [key: string]: unknown;
  };
};

/** What the fixture serves at each collection, by plural (rollouts are argoproj.io custom resources). */
export interface FixtureObjects {
  readonly pods: readonly K8sObject[];
  readonly services: readonly K8sObject[];
  readonly configmaps: readonly K8sObject[];
  readonly limitranges: readonly K8sObject[];
  readonly resourcequotas: readonly K8sObject[];
  readonly deployments: readonly K8sObject[];
  readonly replicasets: readonly K8sObject[];
  readonly statefulsets: readonly K8sObject[];
  readonly daemonsets: readonly K8sObject[];
  readonly horizontalpodautoscalers: readonly K8sObject[];
  readonly jobs: readonly K8sObject[];
  readonly cronjobs: readonly K8sObject[];
  readonly ingresses: readonly K8sObject[];
  readonly rollouts: readonly K8sObject[];
}

export type CollectionName = keyof FixtureObjects;

export const FIXTURE_NAMESPACE = 'payments';
export const ENTITY_LABEL = 'backstage.io/kubernetes-id';
export const FIXTURE_ENTITY = 'payments';

/** Pod names the tests and the logs/events fixtures refer to. */
export const FIXTURE_PODS = {
  apiHealthy: 'payments-api-7d9f8b6c5d-2xkqp',
  apiOomKilled: 'payments-api-7d9f8b6c5d-8mwzt',
  apiCrashLoop: 'payments-api-7d9f8b6c5d-q4rnv',
  workerImagePull: 'payments-worker-6b8c9d7f4-jx2ld',
  workerPending: 'payments-worker-6b8c9d7f4-zp9cw',
  cacheReady: 'payments-cache-0',
  cacheNeverReady: 'payments-cache-1',
  logShipper: 'payments-log-shipper-h7t2m',
  canary: 'payments-canary-5f7d8c9b6-lw3pk',
  settlementJob: 'payments-settlement-29012160-k2m4x',
  reconcileJob: 'payments-reconcile-29012100-9vq7s',
  ledger: 'ledger-84c6d5f9b7-mn2rt',
} as const;

const iso = (now: number, secondsAgo: number): string => new Date(now - secondsAgo * 1000).toISOString();

const labels = (app: string, entity = FIXTURE_ENTITY): Record<string, string> => ({
  [ENTITY_LABEL]: entity,
  'app.kubernetes.io/name': app,
  'app.kubernetes.io/part-of': entity,
});

const meta = (
  name: string,
  uid: string,
  now: number,
  ageSeconds: number,
  extra: { labels?: Record<string, string>; owner?: { kind: string; name: string; uid: string; apiVersion: string } } = {},
) => ({
  name,
  namespace: extra.labels?.[ENTITY_LABEL] === 'ledger' ? 'ledger' : FIXTURE_NAMESPACE,
  uid,
  resourceVersion: String(100_000 + ageSeconds),
  creationTimestamp: iso(now, ageSeconds),
  labels: extra.labels ?? labels(name),
  ...(extra.owner && {
    ownerReferences: [{ ...extra.owner, controller: true, blockOwnerDeletion: true }],
  }),
  managedFields: [
    {
      manager: 'kube-controller-manager',
      operation: 'Update',
      apiVersion: 'v1',
      time: iso(now, ageSeconds),
      fieldsType: 'FieldsV1',
      fieldsV1: { 'f:status': { 'f:conditions': {} } },
    },
  ],
});

interface ContainerShape {
  readonly name: string;
  readonly image: string;
  readonly cpu: { request: string; limit: string };
  readonly memory: { request: string; limit: string };
  readonly readiness?: boolean;
  readonly liveness?: boolean;
}

const container = (shape: ContainerShape) => ({
  name: shape.name,
  image: shape.image,
  ports: [{ containerPort: 8080, protocol: 'TCP' }],
  resources: {
    requests: { cpu: shape.cpu.request, memory: shape.memory.request },
    limits: { cpu: shape.cpu.limit, memory: shape.memory.limit },
  },
  ...(shape.readiness !== false && {
    readinessProbe: {
      httpGet: { path: '/ready', port: 8080 },
      initialDelaySeconds: 5,
      periodSeconds: 10,
      failureThreshold: 3,
    },
  }),
  ...(shape.liveness === true && {
    livenessProbe: { httpGet: { path: '/health', port: 8080 }, initialDelaySeconds: 15, periodSeconds: 20 },
  }),
});

const API: ContainerShape = {
  name: 'api',
  image: 'registry.example.com/payments/api:3.14.2',
  cpu: { request: '250m', limit: '500m' },
  memory: { request: '256Mi', limit: '512Mi' },
  liveness: true,
};

const podConditions = (now: number, ageSeconds: number, ready: boolean) =>
  ['Initialized', 'Ready', 'ContainersReady', 'PodScheduled'].map((type) => ({
    type,
    status: type === 'Ready' || type === 'ContainersReady' ? (ready ? 'True' : 'False') : 'True',
    lastProbeTime: null,
    lastTransitionTime: iso(now, ageSeconds - 5),
    ...(!ready && (type === 'Ready' || type === 'ContainersReady')
      ? { reason: 'ContainersNotReady', message: 'containers with unready status: [api]' }
      : {}),
  }));

interface PodShape {
  readonly name: string;
  readonly uid: string;
  readonly ageSeconds: number;
  readonly owner: { kind: string; name: string; uid: string; apiVersion: string };
  readonly podLabels: Record<string, string>;
  readonly containers: readonly ContainerShape[];
  readonly phase: string;
  readonly podIP?: string;
  readonly conditions: readonly unknown[];
  readonly containerStatuses: readonly unknown[];
  readonly node?: string;
}

const pod = (now: number, shape: PodShape): K8sObject => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: meta(shape.name, shape.uid, now, shape.ageSeconds, { labels: shape.podLabels, owner: shape.owner }),
  spec: {
    containers: shape.containers.map(container),
    restartPolicy: 'Always',
    serviceAccountName: 'payments',
    ...(shape.node && { nodeName: shape.node }),
  },
  status: {
    phase: shape.phase,
    ...(shape.podIP && { podIP: shape.podIP, podIPs: [{ ip: shape.podIP }], hostIP: '10.0.4.21' }),
    startTime: iso(now, shape.ageSeconds),
    qosClass: 'Burstable',
    conditions: shape.conditions,
    containerStatuses: shape.containerStatuses,
  },
});

const runningStatus = (
  now: number,
  shape: ContainerShape,
  startedSecondsAgo: number,
  extra: { ready?: boolean; restartCount?: number; lastTerminated?: Record<string, unknown> } = {},
) => ({
  name: shape.name,
  image: shape.image,
  imageID: `${shape.image.split(':')[0]}@sha256:4f1c9e0b7d2a`,
  containerID: `containerd://${shape.name}${startedSecondsAgo}`,
  ready: extra.ready ?? true,
  started: true,
  restartCount: extra.restartCount ?? 0,
  state: { running: { startedAt: iso(now, startedSecondsAgo) } },
  lastState: extra.lastTerminated ? { terminated: extra.lastTerminated } : {},
});

const ownerRef = (kind: string, name: string, uid: string, apiVersion = 'apps/v1') => ({ kind, name, uid, apiVersion });

const podLabelsOf = (app: string, hash?: string, entity = FIXTURE_ENTITY) => ({
  ...labels(app, entity),
  ...(hash && { 'pod-template-hash': hash }),
});

const HOUR = 3600;
const DAY = 24 * HOUR;

export const buildFixtureObjects = (now: number): FixtureObjects => {
  const uids = {
    apiDeployment: '0d4c1b0e-5f0a-4a55-9a59-1c1a3d1f0001',
    apiReplicaSet: '0d4c1b0e-5f0a-4a55-9a59-1c1a3d1f0002',
    apiOldReplicaSet: '0d4c1b0e-5f0a-4a55-9a59-1c1a3d1f0003',
    workerDeployment: '0d4c1b0e-5f0a-4a55-9a59-1c1a3d1f0004',
    workerReplicaSet: '0d4c1b0e-5f0a-4a55-9a59-1c1a3d1f0005',
    cache: '0d4c1b0e-5f0a-4a55-9a59-1c1a3d1f0006',
    logShipper: '0d4c1b0e-5f0a-4a55-9a59-1c1a3d1f0007',
    canaryRollout: '0d4c1b0e-5f0a-4a55-9a59-1c1a3d1f0008',
    canaryReplicaSet: '0d4c1b0e-5f0a-4a55-9a59-1c1a3d1f0009',
    abortedRollout: '0d4c1b0e-5f0a-4a55-9a59-1c1a3d1f0010',
    settlementCron: '0d4c1b0e-5f0a-4a55-9a59-1c1a3d1f0011',
    reconcileCron: '0d4c1b0e-5f0a-4a55-9a59-1c1a3d1f0012',
    settlementJob: '0d4c1b0e-5f0a-4a55-9a59-1c1a3d1f0013',
    reconcileJob: '0d4c1b0e-5f0a-4a55-9a59-1c1a3d1f0014',
    ledgerDeployment: '0d4c1b0e-5f0a-4a55-9a59-1c1a3d1f0015',
    ledgerReplicaSet: '0d4c1b0e-5f0a-4a55-9a59-1c1a3d1f0016',
  };
  const apiRs = ownerRef('ReplicaSet', 'payments-api-7d9f8b6c5d', uids.apiReplicaSet);
  const workerRs = ownerRef('ReplicaSet', 'payments-worker-6b8c9d7f4', uids.workerReplicaSet);
  const WORKER: ContainerShape = {
    name: 'worker',
    image: 'registry.example.com/payments/worker:2.4.1-rc0',
    cpu: { request: '100m', limit: '200m' },
    memory: { request: '128Mi', limit: '256Mi' },
  };
  const CACHE: ContainerShape = {
    name: 'redis',
    image: 'redis:7.2-alpine',
    cpu: { request: '100m', limit: '250m' },
    memory: { request: '256Mi', limit: '256Mi' },
  };
  const SHIPPER: ContainerShape = {
    name: 'fluent-bit',
    image: 'fluent/fluent-bit:3.0.4',
    cpu: { request: '50m', limit: '100m' },
    memory: { request: '64Mi', limit: '128Mi' },
    readiness: false,
  };
  const CANARY: ContainerShape = { ...API, image: 'registry.example.com/payments/api:3.15.0-canary.1' };
  const JOB: ContainerShape = {
    name: 'settle',
    image: 'registry.example.com/payments/batch:3.14.2',
    cpu: { request: '200m', limit: '1' },
    memory: { request: '256Mi', limit: '1Gi' },
    readiness: false,
  };

  const pods: K8sObject[] = [
    pod(now, {
      name: FIXTURE_PODS.apiHealthy,
      uid: 'b1f0a7c2-0001-4d7e-9a1b-0c0ffee00001',
      ageSeconds: 2 * DAY,
      owner: apiRs,
      podLabels: podLabelsOf('payments-api', '7d9f8b6c5d'),
      containers: [API],
      phase: 'Running',
      podIP: '10.42.1.17',
      node: 'node-a',
      conditions: podConditions(now, 2 * DAY, true),
      containerStatuses: [runningStatus(now, API, 2 * DAY - 20)],
    }),
    pod(now, {
      name: FIXTURE_PODS.apiOomKilled,
      uid: 'b1f0a7c2-0002-4d7e-9a1b-0c0ffee00002',
      ageSeconds: 2 * DAY,
      owner: apiRs,
      podLabels: podLabelsOf('payments-api', '7d9f8b6c5d'),
      containers: [API],
      phase: 'Running',
      podIP: '10.42.2.31',
      node: 'node-b',
      conditions: podConditions(now, 2 * DAY, true),
      containerStatuses: [
        runningStatus(now, API, 40 * 60, {
          restartCount: 3,
          lastTerminated: {
            exitCode: 137,
            reason: 'OOMKilled',
            startedAt: iso(now, 5 * HOUR),
            finishedAt: iso(now, 40 * 60 + 2),
            containerID: 'containerd://oom',
          },
        }),
      ],
    }),
    pod(now, {
      name: FIXTURE_PODS.apiCrashLoop,
      uid: 'b1f0a7c2-0003-4d7e-9a1b-0c0ffee00003',
      ageSeconds: 3 * HOUR,
      owner: apiRs,
      podLabels: podLabelsOf('payments-api', '7d9f8b6c5d'),
      containers: [API],
      phase: 'Running',
      podIP: '10.42.3.9',
      node: 'node-c',
      conditions: podConditions(now, 3 * HOUR, false),
      containerStatuses: [
        {
          name: API.name,
          image: API.image,
          imageID: 'registry.example.com/payments/api@sha256:4f1c9e0b7d2a',
          containerID: 'containerd://crash',
          ready: false,
          started: false,
          restartCount: 27,
          state: {
            waiting: {
              reason: 'CrashLoopBackOff',
              message: `back-off 5m0s restarting failed container=api pod=${FIXTURE_PODS.apiCrashLoop}_payments(b1f0a7c2-0003-4d7e-9a1b-0c0ffee00003)`,
            },
          },
          lastState: {
            terminated: {
              exitCode: 1,
              reason: 'Error',
              startedAt: iso(now, 4 * 60 + 3),
              finishedAt: iso(now, 4 * 60),
              containerID: 'containerd://crash-1',
            },
          },
        },
      ],
    }),
    pod(now, {
      name: FIXTURE_PODS.workerImagePull,
      uid: 'b1f0a7c2-0004-4d7e-9a1b-0c0ffee00004',
      ageSeconds: 25 * 60,
      owner: workerRs,
      podLabels: podLabelsOf('payments-worker', '6b8c9d7f4'),
      containers: [WORKER],
      phase: 'Pending',
      podIP: '10.42.1.40',
      node: 'node-a',
      conditions: [
        { type: 'PodScheduled', status: 'True', lastProbeTime: null, lastTransitionTime: iso(now, 25 * 60) },
        { type: 'Initialized', status: 'True', lastProbeTime: null, lastTransitionTime: iso(now, 25 * 60) },
        {
          type: 'ContainersReady',
          status: 'False',
          lastProbeTime: null,
          lastTransitionTime: iso(now, 25 * 60),
          reason: 'ContainersNotReady',
          message: 'containers with unready status: [worker]',
        },
        {
          type: 'Ready',
          status: 'False',
          lastProbeTime: null,
          lastTransitionTime: iso(now, 25 * 60),
          reason: 'ContainersNotReady',
          message: 'containers with unready status: [worker]',
        },
      ],
      containerStatuses: [
        {
          name: WORKER.name,
          image: WORKER.image,
          imageID: '',
          ready: false,
          started: false,
          restartCount: 0,
          state: {
            waiting: {
              reason: 'ImagePullBackOff',
              message: `Back-off pulling image "${WORKER.image}"`,
            },
          },
          lastState: {},
        },
      ],
    }),
    pod(now, {
      name: FIXTURE_PODS.workerPending,
      uid: 'b1f0a7c2-0005-4d7e-9a1b-0c0ffee00005',
      ageSeconds: 25 * 60,
      owner: workerRs,
      podLabels: podLabelsOf('payments-worker', '6b8c9d7f4'),
      containers: [WORKER],
      phase: 'Pending',
      conditions: [
        {
          type: 'PodScheduled',
          status: 'False',
          lastProbeTime: null,
          lastTransitionTime: iso(now, 25 * 60),
          reason: 'Unschedulable',
          message: '0/3 nodes are available: 3 Insufficient memory. preemption: 0/3 nodes are available: 3 No preemption victims found for incoming pod.',
        },
      ],
      containerStatuses: [],
    }),
    pod(now, {
      name: FIXTURE_PODS.cacheReady,
      uid: 'b1f0a7c2-0006-4d7e-9a1b-0c0ffee00006',
      ageSeconds: 9 * DAY,
      owner: ownerRef('StatefulSet', 'payments-cache', uids.cache),
      podLabels: { ...podLabelsOf('payments-cache'), 'statefulset.kubernetes.io/pod-name': FIXTURE_PODS.cacheReady },
      containers: [CACHE],
      phase: 'Running',
      podIP: '10.42.2.8',
      node: 'node-b',
      conditions: podConditions(now, 9 * DAY, true),
      containerStatuses: [runningStatus(now, CACHE, 9 * DAY - 12)],
    }),
    pod(now, {
      name: FIXTURE_PODS.cacheNeverReady,
      uid: 'b1f0a7c2-0007-4d7e-9a1b-0c0ffee00007',
      ageSeconds: 15 * 60,
      owner: ownerRef('StatefulSet', 'payments-cache', uids.cache),
      podLabels: { ...podLabelsOf('payments-cache'), 'statefulset.kubernetes.io/pod-name': FIXTURE_PODS.cacheNeverReady },
      containers: [CACHE],
      phase: 'Running',
      podIP: '10.42.3.15',
      node: 'node-c',
      conditions: podConditions(now, 15 * 60, false),
      // Running for 14 minutes, never ready: far past initialDelay 5 s + period 10 s × threshold 3.
      containerStatuses: [runningStatus(now, CACHE, 14 * 60, { ready: false })],
    }),
    pod(now, {
      name: FIXTURE_PODS.logShipper,
      uid: 'b1f0a7c2-0008-4d7e-9a1b-0c0ffee00008',
      ageSeconds: 12 * DAY,
      owner: ownerRef('DaemonSet', 'payments-log-shipper', uids.logShipper),
      podLabels: podLabelsOf('payments-log-shipper'),
      containers: [SHIPPER],
      phase: 'Running',
      podIP: '10.42.1.3',
      node: 'node-a',
      conditions: podConditions(now, 12 * DAY, true),
      containerStatuses: [runningStatus(now, SHIPPER, 12 * DAY - 8)],
    }),
    pod(now, {
      name: FIXTURE_PODS.canary,
      uid: 'b1f0a7c2-0009-4d7e-9a1b-0c0ffee00009',
      ageSeconds: 50 * 60,
      owner: ownerRef('ReplicaSet', 'payments-canary-5f7d8c9b6', uids.canaryReplicaSet),
      podLabels: { ...podLabelsOf('payments-canary', '5f7d8c9b6'), 'rollouts-pod-template-hash': '5f7d8c9b6' },
      containers: [CANARY],
      phase: 'Running',
      podIP: '10.42.2.44',
      node: 'node-b',
      conditions: podConditions(now, 50 * 60, true),
      containerStatuses: [runningStatus(now, CANARY, 50 * 60 - 15)],
    }),
    {
      ...pod(now, {
        name: FIXTURE_PODS.settlementJob,
        uid: 'b1f0a7c2-0010-4d7e-9a1b-0c0ffee00010',
        ageSeconds: 6 * HOUR,
        owner: ownerRef('Job', 'payments-settlement-29012160', uids.settlementJob, 'batch/v1'),
        podLabels: podLabelsOf('payments-settlement'),
        containers: [JOB],
        phase: 'Succeeded',
        podIP: '10.42.3.70',
        node: 'node-c',
        conditions: podConditions(now, 6 * HOUR, false),
        containerStatuses: [
          {
            name: JOB.name,
            image: JOB.image,
            imageID: 'registry.example.com/payments/batch@sha256:77aa',
            ready: false,
            started: false,
            restartCount: 0,
            state: {
              terminated: {
                exitCode: 0,
                reason: 'Completed',
                startedAt: iso(now, 6 * HOUR - 10),
                finishedAt: iso(now, 6 * HOUR - 190),
              },
            },
            lastState: {},
          },
        ],
      }),
    },
    pod(now, {
      name: FIXTURE_PODS.reconcileJob,
      uid: 'b1f0a7c2-0011-4d7e-9a1b-0c0ffee00011',
      ageSeconds: 7 * HOUR,
      owner: ownerRef('Job', 'payments-reconcile-29012100', uids.reconcileJob, 'batch/v1'),
      podLabels: podLabelsOf('payments-reconcile'),
      containers: [{ ...JOB, name: 'reconcile' }],
      phase: 'Failed',
      podIP: '10.42.1.71',
      node: 'node-a',
      conditions: podConditions(now, 7 * HOUR, false),
      containerStatuses: [
        {
          name: 'reconcile',
          image: JOB.image,
          imageID: 'registry.example.com/payments/batch@sha256:77aa',
          ready: false,
          started: false,
          restartCount: 0,
          state: {
            terminated: {
              exitCode: 2,
              reason: 'Error',
              startedAt: iso(now, 7 * HOUR - 5),
              finishedAt: iso(now, 7 * HOUR - 65),
            },
          },
          lastState: {},
        },
      ],
    }),
    pod(now, {
      name: FIXTURE_PODS.ledger,
      uid: 'b1f0a7c2-0012-4d7e-9a1b-0c0ffee00012',
      ageSeconds: 4 * DAY,
      owner: ownerRef('ReplicaSet', 'ledger-84c6d5f9b7', uids.ledgerReplicaSet),
      podLabels: podLabelsOf('ledger', '84c6d5f9b7', 'ledger'),
      containers: [{ ...API, name: 'ledger', image: 'registry.example.com/ledger:1.9.0' }],
      phase: 'Running',
      podIP: '10.42.1.90',
      node: 'node-a',
      conditions: podConditions(now, 4 * DAY, true),
      containerStatuses: [runningStatus(now, { ...API, name: 'ledger', image: 'registry.example.com/ledger:1.9.0' }, 4 * DAY)],
    }),
  ];

  const selector = (app: string) => ({ matchLabels: { 'app.kubernetes.io/name': app } });
  const template = (app: string, containers: readonly ContainerShape[]) => ({
    metadata: { labels: labels(app) },
    spec: { containers: containers.map(container) },
  });
  const condition = (type: string, status: string, reason: string, message: string, secondsAgo: number) => ({
    type,
    status,
    reason,
    message,
    lastUpdateTime: iso(now, secondsAgo),
    lastTransitionTime: iso(now, secondsAgo),
  });

  const deployments: K8sObject[] = [
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: meta('payments-api', uids.apiDeployment, now, 30 * DAY),
      spec: {
        replicas: 3,
        selector: selector('payments-api'),
        strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: '25%', maxUnavailable: '25%' } },
        template: template('payments-api', [API]),
      },
      status: {
        replicas: 3,
        readyReplicas: 2,
        availableReplicas: 2,
        unavailableReplicas: 1,
        conditions: [
          condition('Available', 'True', 'MinimumReplicasAvailable', 'Deployment has minimum availability.', 2 * DAY),
          condition(
            'Progressing',
            'True',
            'NewReplicaSetAvailable',
            'ReplicaSet "payments-api-7d9f8b6c5d" has successfully progressed.',
            2 * DAY,
          ),
        ],
      },
    },
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: meta('payments-worker', uids.workerDeployment, now, 30 * DAY),
      spec: { replicas: 2, selector: selector('payments-worker'), template: template('payments-worker', [WORKER]) },
      status: {
        replicas: 2,
        readyReplicas: 0,
        availableReplicas: 0,
        unavailableReplicas: 2,
        conditions: [
          condition('Available', 'False', 'MinimumReplicasUnavailable', 'Deployment does not have minimum availability.', 25 * 60),
          condition(
            'Progressing',
            'True',
            'ReplicaSetUpdated',
            'ReplicaSet "payments-worker-6b8c9d7f4" is progressing.',
            25 * 60,
          ),
        ],
      },
    },
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: meta('ledger', uids.ledgerDeployment, now, 40 * DAY, { labels: labels('ledger', 'ledger') }),
      spec: { replicas: 1, selector: selector('ledger'), template: template('ledger', [API]) },
      status: { replicas: 1, readyReplicas: 1, availableReplicas: 1 },
    },
  ];

  const replicaSet = (
    name: string,
    uid: string,
    owner: ReturnType<typeof ownerRef>,
    replicas: number,
    ageSeconds: number,
    entity = FIXTURE_ENTITY,
  ): K8sObject => ({
    apiVersion: 'apps/v1',
    kind: 'ReplicaSet',
    metadata: meta(name, uid, now, ageSeconds, { labels: labels(owner.name, entity), owner }),
    spec: { replicas, selector: selector(owner.name) },
    status: { replicas, readyReplicas: replicas, availableReplicas: replicas },
  });

  const replicasets: K8sObject[] = [
    replicaSet('payments-api-7d9f8b6c5d', uids.apiReplicaSet, ownerRef('Deployment', 'payments-api', uids.apiDeployment), 3, 2 * DAY),
    // Scaled down by the last rollout: its pods are not the deployment's any more.
    replicaSet('payments-api-5c8d7f9b4a', uids.apiOldReplicaSet, ownerRef('Deployment', 'payments-api', uids.apiDeployment), 0, 9 * DAY),
    replicaSet('payments-worker-6b8c9d7f4', uids.workerReplicaSet, ownerRef('Deployment', 'payments-worker', uids.workerDeployment), 2, 25 * 60),
    replicaSet(
      'payments-canary-5f7d8c9b6',
      uids.canaryReplicaSet,
      ownerRef('Rollout', 'payments-canary', uids.canaryRollout, 'argoproj.io/v1alpha1'),
      1,
      50 * 60,
    ),
    replicaSet('ledger-84c6d5f9b7', uids.ledgerReplicaSet, ownerRef('Deployment', 'ledger', uids.ledgerDeployment), 1, 4 * DAY, 'ledger'),
  ];

  const statefulsets: K8sObject[] = [
    {
      apiVersion: 'apps/v1',
      kind: 'StatefulSet',
      metadata: meta('payments-cache', uids.cache, now, 9 * DAY),
      spec: {
        replicas: 2,
        serviceName: 'payments-cache',
        podManagementPolicy: 'OrderedReady',
        revisionHistoryLimit: 10,
        updateStrategy: { type: 'RollingUpdate', rollingUpdate: { partition: 0 } },
        selector: selector('payments-cache'),
        template: template('payments-cache', [CACHE]),
      },
      status: { replicas: 2, readyReplicas: 1, currentReplicas: 2, updatedReplicas: 2 },
    },
  ];

  const daemonsets: K8sObject[] = [
    {
      apiVersion: 'apps/v1',
      kind: 'DaemonSet',
      metadata: meta('payments-log-shipper', uids.logShipper, now, 12 * DAY),
      spec: {
        selector: selector('payments-log-shipper'),
        updateStrategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 1, maxSurge: 0 } },
        template: template('payments-log-shipper', [SHIPPER]),
      },
      status: {
        currentNumberScheduled: 1,
        desiredNumberScheduled: 1,
        numberMisscheduled: 0,
        numberReady: 1,
        numberAvailable: 1,
      },
    },
  ];

  const hpa = (
    name: string,
    target: string,
    spec: { min: number; max: number; targetCpu: number },
    status: { current: number; currentCpu?: number; conditions: readonly unknown[] },
    targetKind = 'Deployment',
  ): K8sObject => ({
    apiVersion: 'autoscaling/v2',
    kind: 'HorizontalPodAutoscaler',
    metadata: meta(name, `hpa-${name}`, now, 20 * DAY),
    spec: {
      scaleTargetRef: { apiVersion: 'apps/v1', kind: targetKind, name: target },
      minReplicas: spec.min,
      maxReplicas: spec.max,
      metrics: [
        { type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: spec.targetCpu } } },
      ],
    },
    status: {
      currentReplicas: status.current,
      desiredReplicas: status.current,
      lastScaleTime: iso(now, 3 * HOUR),
      ...(status.currentCpu !== undefined && {
        currentMetrics: [
          { type: 'Resource', resource: { name: 'cpu', current: { averageUtilization: status.currentCpu, averageValue: '412m' } } },
        ],
      }),
      conditions: status.conditions,
    },
  });

  const horizontalpodautoscalers: K8sObject[] = [
    // At its maximum: 'hpa-max-current-replicas' (severity 8).
    hpa(
      'payments-api',
      'payments-api',
      { min: 2, max: 3, targetCpu: 70 },
      {
        current: 3,
        currentCpu: 92,
        conditions: [
          { type: 'AbleToScale', status: 'True', reason: 'ReadyForNewScale', message: 'recommended size matches current size', lastTransitionTime: iso(now, 3 * HOUR) },
          { type: 'ScalingActive', status: 'True', reason: 'ValidMetricFound', message: 'the HPA was able to successfully calculate a replica count from cpu resource utilization (percentage of request)', lastTransitionTime: iso(now, 3 * HOUR) },
          { type: 'ScalingLimited', status: 'True', reason: 'TooManyReplicas', message: 'the desired replica count is more than the maximum replica count', lastTransitionTime: iso(now, 3 * HOUR) },
        ],
      },
    ),
    // Cannot read its metric: 'condition-message-present' (severity 6); current CPU unknown ('?').
    hpa(
      'payments-worker',
      'payments-worker',
      { min: 2, max: 6, targetCpu: 80 },
      {
        current: 2,
        conditions: [
          { type: 'AbleToScale', status: 'True', reason: 'SucceededGetScale', message: 'the HPA controller was able to get the target\'s current scale', lastTransitionTime: iso(now, 25 * 60) },
          {
            type: 'ScalingActive',
            status: 'False',
            reason: 'FailedGetResourceMetric',
            message: 'the HPA was unable to compute the replica count: failed to get cpu utilization: unable to get metrics for resource cpu: no metrics returned from resource metrics API',
            lastTransitionTime: iso(now, 25 * 60),
          },
        ],
      },
    ),
  ];

  const cronjobs: K8sObject[] = [
    {
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      metadata: meta('payments-settlement', uids.settlementCron, now, 60 * DAY),
      spec: {
        schedule: '0 2 * * *',
        suspend: false,
        concurrencyPolicy: 'Forbid',
        startingDeadlineSeconds: 300,
        jobTemplate: { spec: { backoffLimit: 2, template: template('payments-settlement', [JOB]) } },
      },
      status: { lastScheduleTime: iso(now, 6 * HOUR), lastSuccessfulTime: iso(now, 6 * HOUR - 190) },
    },
    {
      apiVersion: 'batch/v1',
      kind: 'CronJob',
      metadata: meta('payments-reconcile', uids.reconcileCron, now, 60 * DAY),
      spec: {
        schedule: '@hourly',
        suspend: true,
        concurrencyPolicy: 'Allow',
        jobTemplate: { spec: { backoffLimit: 3, template: template('payments-reconcile', [JOB]) } },
      },
      status: { lastScheduleTime: iso(now, 7 * HOUR) },
    },
  ];

  const jobs: K8sObject[] = [
    {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: meta('payments-settlement-29012160', uids.settlementJob, now, 6 * HOUR, {
        labels: labels('payments-settlement'),
        owner: ownerRef('CronJob', 'payments-settlement', uids.settlementCron, 'batch/v1'),
      }),
      spec: { parallelism: 1, completions: 1, backoffLimit: 2 },
      status: { startTime: iso(now, 6 * HOUR), completionTime: iso(now, 6 * HOUR - 195), succeeded: 1 },
    },
    {
      apiVersion: 'batch/v1',
      kind: 'Job',
      metadata: meta('payments-reconcile-29012100', uids.reconcileJob, now, 7 * HOUR, {
        labels: labels('payments-reconcile'),
        owner: ownerRef('CronJob', 'payments-reconcile', uids.reconcileCron, 'batch/v1'),
      }),
      spec: { parallelism: 1, completions: 1, backoffLimit: 3 },
      status: {
        startTime: iso(now, 7 * HOUR),
        failed: 4,
        conditions: [
          { type: 'Failed', status: 'True', reason: 'BackoffLimitExceeded', message: 'Job has reached the specified backoff limit', lastTransitionTime: iso(now, 6 * HOUR) },
        ],
      },
    },
  ];

  const services: K8sObject[] = [
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: meta('payments', 'svc-payments', now, 90 * DAY),
      spec: {
        type: 'ClusterIP',
        clusterIP: '10.96.12.40',
        selector: { 'app.kubernetes.io/name': 'payments-api' },
        ports: [
          { name: 'http', port: 80, targetPort: 8080, protocol: 'TCP' },
          { name: 'grpc', port: 9090, targetPort: 9090, protocol: 'TCP' },
        ],
      },
      status: { loadBalancer: {} },
    },
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: meta('payments-public', 'svc-payments-public', now, 90 * DAY),
      spec: {
        type: 'LoadBalancer',
        clusterIP: '10.96.12.41',
        selector: { 'app.kubernetes.io/name': 'payments-api' },
        ports: [{ name: 'https', port: 443, targetPort: 8080, protocol: 'TCP', nodePort: 31443 }],
      },
      status: { loadBalancer: { ingress: [{ ip: '203.0.113.24' }] } },
    },
    {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: meta('payments-cache', 'svc-payments-cache', now, 9 * DAY),
      spec: { type: 'ClusterIP', clusterIP: 'None', ports: [{ name: 'redis', port: 6379, protocol: 'TCP' }] },
      status: { loadBalancer: {} },
    },
  ];

  const ingresses: K8sObject[] = [
    {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'Ingress',
      metadata: meta('payments', 'ing-payments', now, 90 * DAY),
      spec: {
        ingressClassName: 'nginx',
        tls: [{ hosts: ['payments.example.com'], secretName: 'payments-tls' }],
        rules: [
          {
            host: 'payments.example.com',
            http: {
              paths: [
                { path: '/', pathType: 'Prefix', backend: { service: { name: 'payments', port: { number: 80 } } } },
              ],
            },
          },
        ],
      },
      status: { loadBalancer: { ingress: [{ ip: '203.0.113.10' }] } },
    },
  ];

  const configmaps: K8sObject[] = [
    {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: meta('payments-config', 'cm-payments', now, 30 * DAY),
      data: { LOG_LEVEL: 'info', CARD_NETWORK_TIMEOUT_MS: '2500' },
    },
  ];

  const rollouts: K8sObject[] = [
    {
      apiVersion: 'argoproj.io/v1alpha1',
      kind: 'Rollout',
      metadata: meta('payments-canary', uids.canaryRollout, now, 50 * 60),
      spec: {
        replicas: 1,
        selector: selector('payments-canary'),
        strategy: {
          canary: {
            steps: [
              { setWeight: 20 },
              { pause: {} },
              { setWeight: 50 },
              { pause: { duration: '10m' } },
              { analysis: { templates: [{ templateName: 'success-rate' }, { templateName: 'p99-latency', clusterScope: true }] } },
            ],
          },
        },
      },
      status: {
        currentStepIndex: 1,
        pauseConditions: [{ reason: 'CanaryPauseStep', startTime: iso(now, 20 * 60) }],
        conditions: [
          { type: 'Paused', status: 'True', reason: 'RolloutPaused', message: 'Rollout is paused', lastUpdateTime: iso(now, 20 * 60), lastTransitionTime: iso(now, 20 * 60) },
          { type: 'Progressing', status: 'True', reason: 'RolloutPaused', message: 'Rollout is paused', lastUpdateTime: iso(now, 20 * 60), lastTransitionTime: iso(now, 20 * 60) },
        ],
      },
    },
    {
      apiVersion: 'argoproj.io/v1alpha1',
      kind: 'Rollout',
      metadata: meta('payments-checkout-experiment', uids.abortedRollout, now, 3 * DAY),
      spec: {
        replicas: 0,
        selector: selector('payments-checkout-experiment'),
        strategy: { canary: { steps: [{ setWeight: 10 }, { pause: { duration: '1h' } }, { setWeight: 100 }] } },
      },
      status: {
        currentStepIndex: 0,
        abort: true,
        conditions: [
          {
            type: 'Progressing',
            status: 'False',
            reason: 'RolloutAborted',
            message: 'Rollout aborted update to revision 4: Metric "success-rate" assessed Failed due to failed (3) > failureLimit (2)',
            lastUpdateTime: iso(now, 2 * DAY),
            lastTransitionTime: iso(now, 2 * DAY),
          },
        ],
      },
    },
  ];

  return {
    pods,
    services,
    configmaps,
    limitranges: [],
    resourcequotas: [],
    deployments,
    replicasets,
    statefulsets,
    daemonsets,
    horizontalpodautoscalers,
    jobs,
    cronjobs,
    ingresses,
    rollouts,
  };
};

/** CPU and memory use per container, as the metrics API reports it (pods missing here have no metrics). */
export const FIXTURE_POD_USAGE: Readonly<Record<string, { cpu: string; memory: string }>> = {
  [FIXTURE_PODS.apiHealthy]: { cpu: '180m', memory: '210Mi' },
  [FIXTURE_PODS.apiOomKilled]: { cpu: '420m', memory: '498Mi' },
  [FIXTURE_PODS.cacheReady]: { cpu: '35m', memory: '120Mi' },
  [FIXTURE_PODS.cacheNeverReady]: { cpu: '12m', memory: '18Mi' },
  [FIXTURE_PODS.logShipper]: { cpu: '8m', memory: '40Mi' },
  [FIXTURE_PODS.canary]: { cpu: '160m', memory: '230Mi' },
  [FIXTURE_PODS.ledger]: { cpu: '90m', memory: '150Mi' },
};
