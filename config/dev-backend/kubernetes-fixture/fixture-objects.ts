// The objects of the fixture cluster: the workloads of the example entity `payments` (label
// backstage.io/kubernetes-id=payments), healthy ones and one of every failure the Kubernetes tab detects,
// plus one workload of another entity so label selectors matter.
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

/** The collections the fixture serves, by plural (rollouts are argoproj.io custom resources). */
export type CollectionName =
  | 'pods' | 'services' | 'configmaps' | 'limitranges' | 'resourcequotas' | 'deployments' | 'replicasets'
  | 'statefulsets' | 'daemonsets' | 'horizontalpodautoscalers' | 'jobs' | 'cronjobs' | 'ingresses' | 'rollouts';

/** What the fixture serves at each collection. */
export type FixtureObjects = { readonly [collection in CollectionName]: readonly K8sObject[] };

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

/** A container's shape by what differs: name, image, cpu and memory as [request, limit], probes. */
const containerShape = (
  name: string,
  image: string,
  [cpuRequest, cpuLimit]: readonly [string, string],
  [memoryRequest, memoryLimit]: readonly [string, string],
  probes: Pick<ContainerShape, 'readiness' | 'liveness'> = {},
): ContainerShape => ({
  name,
  image,
  cpu: { request: cpuRequest, limit: cpuLimit },
  memory: { request: memoryRequest, limit: memoryLimit },
  ...probes,
});

const API = containerShape('api', 'registry.example.com/payments/api:3.14.2', ['250m', '500m'], ['256Mi', '512Mi'], { liveness: true });
const WORKER = containerShape('worker', 'registry.example.com/payments/worker:2.4.1-rc0', ['100m', '200m'], ['128Mi', '256Mi']);
const CACHE = containerShape('redis', 'redis:7.2-alpine', ['100m', '250m'], ['256Mi', '256Mi']);
const SHIPPER = containerShape('fluent-bit', 'fluent/fluent-bit:3.0.4', ['50m', '100m'], ['64Mi', '128Mi'], { readiness: false });
const CANARY: ContainerShape = { ...API, image: 'registry.example.com/payments/api:3.15.0-canary.1' };
const JOB = containerShape('settle', 'registry.example.com/payments/batch:3.14.2', ['200m', '1'], ['256Mi', '1Gi'], { readiness: false });
const LEDGER: ContainerShape = { ...API, name: 'ledger', image: 'registry.example.com/ledger:1.9.0' };

const NOT_READY = (container: string) => ({ reason: 'ContainersNotReady', message: `containers with unready status: [${container}]` });

const podCondition = (
  now: number,
  type: string,
  status: string,
  secondsAgo: number,
  why?: { reason: string; message: string },
) => ({ type, status, lastProbeTime: null, lastTransitionTime: iso(now, secondsAgo), ...why });

const podConditions = (now: number, ageSeconds: number, ready: boolean) =>
  ['Initialized', 'Ready', 'ContainersReady', 'PodScheduled'].map((type) => {
    const notReady = !ready && (type === 'Ready' || type === 'ContainersReady');
    return podCondition(now, type, notReady ? 'False' : 'True', ageSeconds - 5, notReady ? NOT_READY('api') : undefined);
  });

interface PodShape {
  readonly name: string;
  readonly uid: string;
  readonly ageSeconds: number;
  readonly owner: { kind: string; name: string; uid: string; apiVersion: string };
  readonly podLabels: Record<string, string>;
  readonly containers: readonly ContainerShape[];
  /** Defaults to Running. */
  readonly phase?: string;
  readonly podIP?: string;
  /** Defaults to the usual four conditions, ready or not as `ready` says (default true). */
  readonly conditions?: readonly unknown[];
  readonly ready?: boolean;
  readonly containerStatuses: readonly unknown[];
  readonly node?: string;
}

/** A pod's own part: what its family (owner, labels, containers) does not fix. */
type OwnPodShape = Omit<PodShape, 'owner' | 'podLabels' | 'containers'>;

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
    phase: shape.phase ?? 'Running',
    ...(shape.podIP && { podIP: shape.podIP, podIPs: [{ ip: shape.podIP }], hostIP: '10.0.4.21' }),
    startTime: iso(now, shape.ageSeconds),
    qosClass: 'Burstable',
    conditions: shape.conditions ?? podConditions(now, shape.ageSeconds, shape.ready ?? true),
    containerStatuses: shape.containerStatuses,
  },
});

const terminated = (
  now: number,
  exitCode: number,
  reason: string,
  startedSecondsAgo: number,
  finishedSecondsAgo: number,
  containerID?: string,
) => ({
  exitCode,
  reason,
  startedAt: iso(now, startedSecondsAgo),
  finishedAt: iso(now, finishedSecondsAgo),
  ...(containerID !== undefined && { containerID }),
});

interface StatusShape {
  readonly imageID?: string;
  readonly containerID?: string;
  readonly ready?: boolean;
  readonly started?: boolean;
  readonly restartCount?: number;
  readonly state: Record<string, unknown>;
  readonly lastTerminated?: Record<string, unknown>;
}

const containerStatus = (shape: ContainerShape, status: StatusShape) => ({
  name: shape.name,
  image: shape.image,
  imageID: status.imageID ?? `${shape.image.split(':')[0]}@sha256:4f1c9e0b7d2a`,
  ...(status.containerID !== undefined && { containerID: status.containerID }),
  ready: status.ready ?? false,
  started: status.started ?? false,
  restartCount: status.restartCount ?? 0,
  state: status.state,
  lastState: status.lastTerminated ? { terminated: status.lastTerminated } : {},
});

const runningStatus = (
  now: number,
  shape: ContainerShape,
  startedSecondsAgo: number,
  extra: { ready?: boolean; restartCount?: number; lastTerminated?: Record<string, unknown> } = {},
) =>
  containerStatus(shape, {
    containerID: `containerd://${shape.name}${startedSecondsAgo}`,
    ready: extra.ready ?? true,
    started: true,
    restartCount: extra.restartCount,
    state: { running: { startedAt: iso(now, startedSecondsAgo) } },
    lastTerminated: extra.lastTerminated,
  });

const waitingStatus = (shape: ContainerShape, reason: string, message: string, extra: Omit<StatusShape, 'state'> = {}) =>
  containerStatus(shape, { ...extra, state: { waiting: { reason, message } } });

const ownerRef = (kind: string, name: string, uid: string, apiVersion = 'apps/v1') => ({ kind, name, uid, apiVersion });

const podLabelsOf = (app: string, hash?: string, entity = FIXTURE_ENTITY) => ({
  ...labels(app, entity),
  ...(hash && { 'pod-template-hash': hash }),
});

const selector = (app: string) => ({ matchLabels: { 'app.kubernetes.io/name': app } });

const template = (app: string, containers: readonly ContainerShape[]) => ({
  metadata: { labels: labels(app) },
  spec: { containers: containers.map(container) },
});

const object = (apiVersion: string, kind: string, metadata: K8sObject['metadata'], body: Record<string, unknown>): K8sObject => ({
  apiVersion,
  kind,
  metadata,
  ...body,
});

const HOUR = 3600;
const DAY = 24 * HOUR;

const BATCH_IMAGE_ID = 'registry.example.com/payments/batch@sha256:77aa';

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

  /** The two cron jobs, each with its one job run (and that run's pod). */
  const settlement = {
    cron: 'payments-settlement',
    cronUid: uids.settlementCron,
    job: 'payments-settlement-29012160',
    jobUid: uids.settlementJob,
    ageSeconds: 6 * HOUR,
    backoffLimit: 2,
  };
  const reconcile = {
    cron: 'payments-reconcile',
    cronUid: uids.reconcileCron,
    job: 'payments-reconcile-29012100',
    jobUid: uids.reconcileJob,
    ageSeconds: 7 * HOUR,
    backoffLimit: 3,
  };

  const podOf =
    (owner: PodShape['owner'], podLabels: (name: string) => Record<string, string>, containers: readonly ContainerShape[]) =>
    (shape: OwnPodShape): K8sObject =>
      pod(now, { owner, podLabels: podLabels(shape.name), containers, ...shape });

  const apiPod = podOf(ownerRef('ReplicaSet', 'payments-api-7d9f8b6c5d', uids.apiReplicaSet), () => podLabelsOf('payments-api', '7d9f8b6c5d'), [API]);
  const workerPod = podOf(
    ownerRef('ReplicaSet', 'payments-worker-6b8c9d7f4', uids.workerReplicaSet),
    () => podLabelsOf('payments-worker', '6b8c9d7f4'),
    [WORKER],
  );
  const cachePod = podOf(
    ownerRef('StatefulSet', 'payments-cache', uids.cache),
    (name) => ({ ...podLabelsOf('payments-cache'), 'statefulset.kubernetes.io/pod-name': name }),
    [CACHE],
  );
  const jobPod = (batch: typeof settlement, jobContainer: ContainerShape, shape: Omit<OwnPodShape, 'ageSeconds'>) =>
    podOf(ownerRef('Job', batch.job, batch.jobUid, 'batch/v1'), () => podLabelsOf(batch.cron), [jobContainer])({
      ageSeconds: batch.ageSeconds,
      ready: false,
      ...shape,
    });
  const finishedStatus = (jobContainer: ContainerShape, exitCode: number, reason: string, startedSecondsAgo: number, finishedSecondsAgo: number) =>
    containerStatus(jobContainer, {
      imageID: BATCH_IMAGE_ID,
      state: { terminated: terminated(now, exitCode, reason, startedSecondsAgo, finishedSecondsAgo) },
    });

  const pods: K8sObject[] = [
    apiPod({
      name: FIXTURE_PODS.apiHealthy,
      uid: 'b1f0a7c2-0001-4d7e-9a1b-0c0ffee00001',
      ageSeconds: 2 * DAY,
      podIP: '10.42.1.17',
      node: 'node-a',
      containerStatuses: [runningStatus(now, API, 2 * DAY - 20)],
    }),
    apiPod({
      name: FIXTURE_PODS.apiOomKilled,
      uid: 'b1f0a7c2-0002-4d7e-9a1b-0c0ffee00002',
      ageSeconds: 2 * DAY,
      podIP: '10.42.2.31',
      node: 'node-b',
      containerStatuses: [
        runningStatus(now, API, 40 * 60, {
          restartCount: 3,
          lastTerminated: terminated(now, 137, 'OOMKilled', 5 * HOUR, 40 * 60 + 2, 'containerd://oom'),
        }),
      ],
    }),
    apiPod({
      name: FIXTURE_PODS.apiCrashLoop,
      uid: 'b1f0a7c2-0003-4d7e-9a1b-0c0ffee00003',
      ageSeconds: 3 * HOUR,
      podIP: '10.42.3.9',
      node: 'node-c',
      ready: false,
      containerStatuses: [
        waitingStatus(
          API,
          'CrashLoopBackOff',
          `back-off 5m0s restarting failed container=api pod=${FIXTURE_PODS.apiCrashLoop}_payments(b1f0a7c2-0003-4d7e-9a1b-0c0ffee00003)`,
          {
            containerID: 'containerd://crash',
            restartCount: 27,
            lastTerminated: terminated(now, 1, 'Error', 4 * 60 + 3, 4 * 60, 'containerd://crash-1'),
          },
        ),
      ],
    }),
    workerPod({
      name: FIXTURE_PODS.workerImagePull,
      uid: 'b1f0a7c2-0004-4d7e-9a1b-0c0ffee00004',
      ageSeconds: 25 * 60,
      phase: 'Pending',
      podIP: '10.42.1.40',
      node: 'node-a',
      conditions: [
        podCondition(now, 'PodScheduled', 'True', 25 * 60),
        podCondition(now, 'Initialized', 'True', 25 * 60),
        podCondition(now, 'ContainersReady', 'False', 25 * 60, NOT_READY('worker')),
        podCondition(now, 'Ready', 'False', 25 * 60, NOT_READY('worker')),
      ],
      containerStatuses: [waitingStatus(WORKER, 'ImagePullBackOff', `Back-off pulling image "${WORKER.image}"`, { imageID: '' })],
    }),
    workerPod({
      name: FIXTURE_PODS.workerPending,
      uid: 'b1f0a7c2-0005-4d7e-9a1b-0c0ffee00005',
      ageSeconds: 25 * 60,
      phase: 'Pending',
      conditions: [
        podCondition(now, 'PodScheduled', 'False', 25 * 60, {
          reason: 'Unschedulable',
          message: '0/3 nodes are available: 3 Insufficient memory. preemption: 0/3 nodes are available: 3 No preemption victims found for incoming pod.',
        }),
      ],
      containerStatuses: [],
    }),
    cachePod({
      name: FIXTURE_PODS.cacheReady,
      uid: 'b1f0a7c2-0006-4d7e-9a1b-0c0ffee00006',
      ageSeconds: 9 * DAY,
      podIP: '10.42.2.8',
      node: 'node-b',
      containerStatuses: [runningStatus(now, CACHE, 9 * DAY - 12)],
    }),
    cachePod({
      name: FIXTURE_PODS.cacheNeverReady,
      uid: 'b1f0a7c2-0007-4d7e-9a1b-0c0ffee00007',
      ageSeconds: 15 * 60,
      podIP: '10.42.3.15',
      node: 'node-c',
      ready: false,
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
      podIP: '10.42.1.3',
      node: 'node-a',
      containerStatuses: [runningStatus(now, SHIPPER, 12 * DAY - 8)],
    }),
    pod(now, {
      name: FIXTURE_PODS.canary,
      uid: 'b1f0a7c2-0009-4d7e-9a1b-0c0ffee00009',
      ageSeconds: 50 * 60,
      owner: ownerRef('ReplicaSet', 'payments-canary-5f7d8c9b6', uids.canaryReplicaSet),
      podLabels: { ...podLabelsOf('payments-canary', '5f7d8c9b6'), 'rollouts-pod-template-hash': '5f7d8c9b6' },
      containers: [CANARY],
      podIP: '10.42.2.44',
      node: 'node-b',
      containerStatuses: [runningStatus(now, CANARY, 50 * 60 - 15)],
    }),
    jobPod(settlement, JOB, {
      name: FIXTURE_PODS.settlementJob,
      uid: 'b1f0a7c2-0010-4d7e-9a1b-0c0ffee00010',
      phase: 'Succeeded',
      podIP: '10.42.3.70',
      node: 'node-c',
      containerStatuses: [finishedStatus(JOB, 0, 'Completed', 6 * HOUR - 10, 6 * HOUR - 190)],
    }),
    jobPod(reconcile, { ...JOB, name: 'reconcile' }, {
      name: FIXTURE_PODS.reconcileJob,
      uid: 'b1f0a7c2-0011-4d7e-9a1b-0c0ffee00011',
      phase: 'Failed',
      podIP: '10.42.1.71',
      node: 'node-a',
      containerStatuses: [finishedStatus({ ...JOB, name: 'reconcile' }, 2, 'Error', 7 * HOUR - 5, 7 * HOUR - 65)],
    }),
    pod(now, {
      name: FIXTURE_PODS.ledger,
      uid: 'b1f0a7c2-0012-4d7e-9a1b-0c0ffee00012',
      ageSeconds: 4 * DAY,
      owner: ownerRef('ReplicaSet', 'ledger-84c6d5f9b7', uids.ledgerReplicaSet),
      podLabels: podLabelsOf('ledger', '84c6d5f9b7', 'ledger'),
      containers: [LEDGER],
      podIP: '10.42.1.90',
      node: 'node-a',
      containerStatuses: [runningStatus(now, LEDGER, 4 * DAY)],
    }),
  ];

  /** A condition of a workload, updated when it last changed. */
  const condition = (type: string, status: string, reason: string, message: string, secondsAgo: number) => ({
    type,
    status,
    reason,
    message,
    lastUpdateTime: iso(now, secondsAgo),
    lastTransitionTime: iso(now, secondsAgo),
  });
  /** A condition that records only when it changed (autoscalers, jobs). */
  const transition = (type: string, status: string, reason: string, message: string, secondsAgo: number) => ({
    type,
    status,
    reason,
    message,
    lastTransitionTime: iso(now, secondsAgo),
  });

  const deployment = (
    name: string,
    uid: string,
    ageSeconds: number,
    shape: {
      replicas: number;
      ready: number;
      containers: readonly ContainerShape[];
      strategy?: Record<string, unknown>;
      conditions?: readonly unknown[];
      entity?: string;
    },
  ): K8sObject =>
    object('apps/v1', 'Deployment', meta(name, uid, now, ageSeconds, shape.entity ? { labels: labels(name, shape.entity) } : {}), {
      spec: {
        replicas: shape.replicas,
        selector: selector(name),
        ...(shape.strategy && { strategy: shape.strategy }),
        template: template(name, shape.containers),
      },
      status: {
        replicas: shape.replicas,
        readyReplicas: shape.ready,
        availableReplicas: shape.ready,
        ...(shape.replicas > shape.ready && { unavailableReplicas: shape.replicas - shape.ready }),
        ...(shape.conditions && { conditions: shape.conditions }),
      },
    });

  const deployments: K8sObject[] = [
    deployment('payments-api', uids.apiDeployment, 30 * DAY, {
      replicas: 3,
      ready: 2,
      containers: [API],
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: '25%', maxUnavailable: '25%' } },
      conditions: [
        condition('Available', 'True', 'MinimumReplicasAvailable', 'Deployment has minimum availability.', 2 * DAY),
        condition('Progressing', 'True', 'NewReplicaSetAvailable', 'ReplicaSet "payments-api-7d9f8b6c5d" has successfully progressed.', 2 * DAY),
      ],
    }),
    deployment('payments-worker', uids.workerDeployment, 30 * DAY, {
      replicas: 2,
      ready: 0,
      containers: [WORKER],
      conditions: [
        condition('Available', 'False', 'MinimumReplicasUnavailable', 'Deployment does not have minimum availability.', 25 * 60),
        condition('Progressing', 'True', 'ReplicaSetUpdated', 'ReplicaSet "payments-worker-6b8c9d7f4" is progressing.', 25 * 60),
      ],
    }),
    deployment('ledger', uids.ledgerDeployment, 40 * DAY, { replicas: 1, ready: 1, containers: [API], entity: 'ledger' }),
  ];

  const replicaSet = (
    name: string,
    uid: string,
    owner: ReturnType<typeof ownerRef>,
    replicas: number,
    ageSeconds: number,
    entity = FIXTURE_ENTITY,
  ): K8sObject =>
    object('apps/v1', 'ReplicaSet', meta(name, uid, now, ageSeconds, { labels: labels(owner.name, entity), owner }), {
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
    object('apps/v1', 'StatefulSet', meta('payments-cache', uids.cache, now, 9 * DAY), {
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
    }),
  ];

  const daemonsets: K8sObject[] = [
    object('apps/v1', 'DaemonSet', meta('payments-log-shipper', uids.logShipper, now, 12 * DAY), {
      spec: {
        selector: selector('payments-log-shipper'),
        updateStrategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 1, maxSurge: 0 } },
        template: template('payments-log-shipper', [SHIPPER]),
      },
      status: { currentNumberScheduled: 1, desiredNumberScheduled: 1, numberMisscheduled: 0, numberReady: 1, numberAvailable: 1 },
    }),
  ];

  const hpa = (
    name: string,
    target: string,
    spec: { min: number; max: number; targetCpu: number },
    status: { current: number; currentCpu?: number; conditions: readonly unknown[] },
    targetKind = 'Deployment',
  ): K8sObject =>
    object('autoscaling/v2', 'HorizontalPodAutoscaler', meta(name, `hpa-${name}`, now, 20 * DAY), {
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
          transition('AbleToScale', 'True', 'ReadyForNewScale', 'recommended size matches current size', 3 * HOUR),
          transition(
            'ScalingActive',
            'True',
            'ValidMetricFound',
            'the HPA was able to successfully calculate a replica count from cpu resource utilization (percentage of request)',
            3 * HOUR,
          ),
          transition('ScalingLimited', 'True', 'TooManyReplicas', 'the desired replica count is more than the maximum replica count', 3 * HOUR),
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
          transition('AbleToScale', 'True', 'SucceededGetScale', 'the HPA controller was able to get the target\'s current scale', 25 * 60),
          transition(
            'ScalingActive',
            'False',
            'FailedGetResourceMetric',
            'the HPA was unable to compute the replica count: failed to get cpu utilization: unable to get metrics for resource cpu: no metrics returned from resource metrics API',
            25 * 60,
          ),
        ],
      },
    ),
  ];

  const cronJob = (
    batch: typeof settlement,
    spec: { schedule: string; suspend: boolean; concurrencyPolicy: string; startingDeadlineSeconds?: number },
    status: Record<string, unknown>,
  ): K8sObject =>
    object('batch/v1', 'CronJob', meta(batch.cron, batch.cronUid, now, 60 * DAY), {
      spec: { ...spec, jobTemplate: { spec: { backoffLimit: batch.backoffLimit, template: template(batch.cron, [JOB]) } } },
      status,
    });

  const cronjobs: K8sObject[] = [
    cronJob(
      settlement,
      { schedule: '0 2 * * *', suspend: false, concurrencyPolicy: 'Forbid', startingDeadlineSeconds: 300 },
      { lastScheduleTime: iso(now, 6 * HOUR), lastSuccessfulTime: iso(now, 6 * HOUR - 190) },
    ),
    cronJob(reconcile, { schedule: '@hourly', suspend: true, concurrencyPolicy: 'Allow' }, { lastScheduleTime: iso(now, 7 * HOUR) }),
  ];

  const job = (batch: typeof settlement, status: Record<string, unknown>): K8sObject =>
    object(
      'batch/v1',
      'Job',
      meta(batch.job, batch.jobUid, now, batch.ageSeconds, {
        labels: labels(batch.cron),
        owner: ownerRef('CronJob', batch.cron, batch.cronUid, 'batch/v1'),
      }),
      { spec: { parallelism: 1, completions: 1, backoffLimit: batch.backoffLimit }, status },
    );

  const jobs: K8sObject[] = [
    job(settlement, { startTime: iso(now, 6 * HOUR), completionTime: iso(now, 6 * HOUR - 195), succeeded: 1 }),
    job(reconcile, {
      startTime: iso(now, 7 * HOUR),
      failed: 4,
      conditions: [transition('Failed', 'True', 'BackoffLimitExceeded', 'Job has reached the specified backoff limit', 6 * HOUR)],
    }),
  ];

  const service = (name: string, ageSeconds: number, spec: Record<string, unknown>, loadBalancer: Record<string, unknown> = {}): K8sObject =>
    object('v1', 'Service', meta(name, `svc-${name}`, now, ageSeconds), { spec, status: { loadBalancer } });

  const services: K8sObject[] = [
    service('payments', 90 * DAY, {
      type: 'ClusterIP',
      clusterIP: '10.96.12.40',
      selector: { 'app.kubernetes.io/name': 'payments-api' },
      ports: [
        { name: 'http', port: 80, targetPort: 8080, protocol: 'TCP' },
        { name: 'grpc', port: 9090, targetPort: 9090, protocol: 'TCP' },
      ],
    }),
    service(
      'payments-public',
      90 * DAY,
      {
        type: 'LoadBalancer',
        clusterIP: '10.96.12.41',
        selector: { 'app.kubernetes.io/name': 'payments-api' },
        ports: [{ name: 'https', port: 443, targetPort: 8080, protocol: 'TCP', nodePort: 31443 }],
      },
      { ingress: [{ ip: '203.0.113.24' }] },
    ),
    service('payments-cache', 9 * DAY, { type: 'ClusterIP', clusterIP: 'None', ports: [{ name: 'redis', port: 6379, protocol: 'TCP' }] }),
  ];

  const ingresses: K8sObject[] = [
    object('networking.k8s.io/v1', 'Ingress', meta('payments', 'ing-payments', now, 90 * DAY), {
      spec: {
        ingressClassName: 'nginx',
        tls: [{ hosts: ['payments.example.com'], secretName: 'payments-tls' }],
        rules: [
          {
            host: 'payments.example.com',
            http: {
              paths: [{ path: '/', pathType: 'Prefix', backend: { service: { name: 'payments', port: { number: 80 } } } }],
            },
          },
        ],
      },
      status: { loadBalancer: { ingress: [{ ip: '203.0.113.10' }] } },
    }),
  ];

  const configmaps: K8sObject[] = [
    object('v1', 'ConfigMap', meta('payments-config', 'cm-payments', now, 30 * DAY), {
      data: { LOG_LEVEL: 'info', CARD_NETWORK_TIMEOUT_MS: '2500' },
    }),
  ];

  const rollout = (
    name: string,
    uid: string,
    ageSeconds: number,
    replicas: number,
    steps: readonly unknown[],
    status: Record<string, unknown>,
  ): K8sObject =>
    object('argoproj.io/v1alpha1', 'Rollout', meta(name, uid, now, ageSeconds), {
      spec: { replicas, selector: selector(name), strategy: { canary: { steps } } },
      status,
    });

  const rollouts: K8sObject[] = [
    rollout(
      'payments-canary',
      uids.canaryRollout,
      50 * 60,
      1,
      [
        { setWeight: 20 },
        { pause: {} },
        { setWeight: 50 },
        { pause: { duration: '10m' } },
        { analysis: { templates: [{ templateName: 'success-rate' }, { templateName: 'p99-latency', clusterScope: true }] } },
      ],
      {
        currentStepIndex: 1,
        pauseConditions: [{ reason: 'CanaryPauseStep', startTime: iso(now, 20 * 60) }],
        conditions: [
          condition('Paused', 'True', 'RolloutPaused', 'Rollout is paused', 20 * 60),
          condition('Progressing', 'True', 'RolloutPaused', 'Rollout is paused', 20 * 60),
        ],
      },
    ),
    rollout('payments-checkout-experiment', uids.abortedRollout, 3 * DAY, 0, [{ setWeight: 10 }, { pause: { duration: '1h' } }, { setWeight: 100 }], {
      currentStepIndex: 0,
      abort: true,
      conditions: [
        condition(
          'Progressing',
          'False',
          'RolloutAborted',
          'Rollout aborted update to revision 4: Metric "success-rate" assessed Failed due to failed (3) > failureLimit (2)',
          2 * DAY,
        ),
      ],
    }),
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
