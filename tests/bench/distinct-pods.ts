// A Kubernetes backend's answer for the detection benchmark, deterministically from a seed: several clusters whose
// pods all differ, as a real cluster's do. Every pod has its own name (workload, replica-set hash, random suffix),
// uid, labels, owner (a ReplicaSet of a Deployment, a StatefulSet, a DaemonSet or a Job of a CronJob), containers
// (the application, often a service-mesh proxy or a log shipper beside it, an init container), probes, node, IP,
// conditions and container statuses; the statuses vary as a busy cluster's do: mostly healthy, some restarted in
// the past, a few crash-looping, failing to pull their image, missing a secret, never becoming ready, still
// creating, unscheduled, evicted or completed. The kubelet's messages name the pod, image or secret, so they are
// distinct too. Deployments and autoscalers carry the conditions their controllers write, and the answer also holds
// the services, config maps, replica sets and the other workloads a real answer does.
//
// Times are relative to `now` with wide margins, so that a detector reading the clock (as
// @backstage/plugin-kubernetes-common's does) and one given `now` find the same readiness problems for minutes.
import { seededRandom, type Random } from './seed/random';

export interface DistinctPodsFigures {
  readonly clusters: number;
  readonly pods: number;
  readonly containers: number;
  readonly deployments: number;
  readonly autoscalers: number;
  /** Pods that have at least one container that is not ready, waiting or restarted. */
  readonly podsWithTrouble: number;
}

type Json = Record<string, unknown>;

const AREAS = [
  'payments', 'ledger', 'checkout', 'inventory', 'search', 'billing', 'shipping', 'identity', 'catalog', 'pricing',
  'analytics', 'notifications', 'orders', 'reviews', 'recommendations', 'fraud', 'loyalty', 'media', 'reporting', 'gateway',
  'accounts', 'returns', 'warehouse', 'tax', 'subscriptions', 'maps', 'chat', 'ads', 'consent', 'audit',
] as const;
const ROLES = ['api', 'worker', 'web', 'sync', 'adapter', 'processor', 'scheduler', 'exporter', 'bff', 'consumer', 'cache', 'db'] as const;
const CLUSTERS = ['prod-eu-west-1', 'prod-us-east-1', 'prod-ap-southeast-2', 'staging-eu-west-1'] as const;
/** The characters Kubernetes draws generated name suffixes from. */
const SUFFIX_ALPHABET = 'bcdfghjklmnpqrstvwxz2456789';
const REGISTRY = 'registry.example.com';

const suffix = (random: Random, length: number): string => {
  let text = '';
  for (let i = 0; i < length; i++) text += SUFFIX_ALPHABET[random.int(0, SUFFIX_ALPHABET.length - 1)];
  return text;
};
const uid = (random: Random): string => {
  const hex = (length: number) => Array.from({ length }, () => random.int(0, 15).toString(16)).join('');
  return `${hex(8)}-${hex(4)}-4${hex(3)}-${hex(4)}-${hex(12)}`;
};

/**
 * A backend answer (`{ items: [{ cluster, resources, errors }] }`, as JSON would decode it) with `podCount` distinct
 * pods spread over four clusters. `now` is epoch milliseconds.
 */
export const distinctPods = (podCount: number, now: number, seed = 11): { answer: unknown; figures: DistinctPodsFigures } => {
  const random = seededRandom(seed);
  const iso = (secondsAgo: number): string => new Date(now - secondsAgo * 1000).toISOString();
  let containers = 0;
  let deploymentCount = 0;
  let autoscalerCount = 0;
  let podsWithTrouble = 0;

  interface ClusterLists {
    pods: Json[];
    replicasets: Json[];
    deployments: Json[];
    statefulsets: Json[];
    daemonsets: Json[];
    jobs: Json[];
    cronjobs: Json[];
    horizontalpodautoscalers: Json[];
    services: Json[];
    configmaps: Json[];
  }
  const lists = (): ClusterLists => ({
    pods: [], replicasets: [], deployments: [], statefulsets: [], daemonsets: [], jobs: [], cronjobs: [],
    horizontalpodautoscalers: [], services: [], configmaps: [],
  });
  const clusters = CLUSTERS.map((name) => ({ name, lists: lists(), nodes: Array.from({ length: 40 }, (_, n) => `ip-10-${random.int(0, 255)}-${random.int(0, 255)}-${n}.${name}.compute.internal`) }));

  const metadata = (name: string, namespace: string, ageSeconds: number, labels: Json, owner?: Json, annotations?: Json): Json => ({
    name,
    namespace,
    uid: uid(random),
    resourceVersion: String(random.int(1_000_000, 99_999_999)),
    creationTimestamp: iso(ageSeconds),
    labels,
    ...(annotations && { annotations }),
    ...(owner && { ownerReferences: [{ ...owner, controller: true, blockOwnerDeletion: true }] }),
    managedFields: [
      { manager: 'kube-controller-manager', operation: 'Update', apiVersion: 'v1', time: iso(ageSeconds), fieldsType: 'FieldsV1', fieldsV1: { 'f:metadata': { 'f:labels': {} } } },
    ],
  });

  interface ContainerShape {
    readonly name: string;
    readonly image: string;
    /** initialDelaySeconds, periodSeconds, failureThreshold of its readiness probe, if it has one. */
    readonly readiness?: readonly [number, number, number];
  }
  const containerSpec = (shape: ContainerShape, app: string): Json => ({
    name: shape.name,
    image: shape.image,
    ports: [{ name: 'http', containerPort: random.pick([8080, 8000, 3000, 9090]), protocol: 'TCP' }],
    env: [
      { name: 'APP_NAME', value: app },
      { name: 'POD_NAME', valueFrom: { fieldRef: { apiVersion: 'v1', fieldPath: 'metadata.name' } } },
    ],
    resources: { requests: { cpu: `${random.int(1, 20) * 50}m`, memory: `${random.int(1, 16) * 64}Mi` }, limits: { memory: `${random.int(2, 32) * 64}Mi` } },
    ...(shape.readiness && {
      readinessProbe: {
        httpGet: { path: '/ready', port: 'http', scheme: 'HTTP' },
        initialDelaySeconds: shape.readiness[0],
        periodSeconds: shape.readiness[1],
        failureThreshold: shape.readiness[2],
        timeoutSeconds: 1,
        successThreshold: 1,
      },
    }),
    volumeMounts: [{ name: 'kube-api-access', mountPath: '/var/run/secrets/kubernetes.io/serviceaccount', readOnly: true }],
    terminationMessagePath: '/dev/termination-log',
    imagePullPolicy: 'IfNotPresent',
  });
  const imageId = (image: string): string => `${image.split(':')[0]}@sha256:${suffix(random, 12)}${random.int(0, 1e9).toString(16)}`;
  const containerId = (): string => `containerd://${random.int(0, 2 ** 30).toString(16)}${suffix(random, 20)}`;

  /** What one container is doing, and whether that is a problem a detector may report. */
  const statusOf = (shape: ContainerShape, podName: string, namespace: string, podUid: string, podAge: number, trouble: string): Json => {
    const base = { name: shape.name, image: shape.image, imageID: imageId(shape.image) };
    const started = Math.min(podAge, random.int(600, 40 * 86_400));
    const running = { running: { startedAt: iso(started) } };
    const terminated = (reason: string, exitCode: number, ago: number) => ({
      terminated: { exitCode, reason, startedAt: iso(ago + random.int(30, 3600)), finishedAt: iso(ago), containerID: containerId() },
    });
    switch (trouble) {
      case 'restarted': // restarted in the past, healthy now
        return {
          ...base, containerID: containerId(), ready: true, started: true, restartCount: random.int(1, 12), state: running,
          lastState: terminated(random.pick(['Error', 'OOMKilled', 'Completed', 'Unknown']), random.pick([1, 2, 137, 143]), started),
        };
      case 'crash-loop':
        return {
          ...base, containerID: containerId(), ready: false, started: false, restartCount: random.int(5, 400),
          state: { waiting: { reason: 'CrashLoopBackOff', message: `back-off 5m0s restarting failed container=${shape.name} pod=${podName}_${namespace}(${podUid})` } },
          lastState: terminated(random.chance(0.3) ? 'OOMKilled' : 'Error', random.chance(0.3) ? 137 : 1, random.int(10, 290)),
        };
      case 'image-pull':
        return random.chance(0.7)
          ? { ...base, ready: false, started: false, restartCount: 0, state: { waiting: { reason: 'ImagePullBackOff', message: `Back-off pulling image "${shape.image}"` } }, lastState: {} }
          : {
              ...base, ready: false, started: false, restartCount: 0, lastState: {},
              state: { waiting: { reason: 'ErrImagePull', message: `rpc error: code = NotFound desc = failed to pull and unpack image "${shape.image}": not found` } },
            };
      case 'config':
        return {
          ...base, ready: false, started: false, restartCount: 0, lastState: {},
          state: { waiting: { reason: 'CreateContainerConfigError', message: `secret "${podName.split('-').slice(0, 2).join('-')}-credentials" not found` } },
        };
      case 'creating':
        return { ...base, ready: false, started: false, restartCount: 0, state: { waiting: { reason: 'ContainerCreating' } }, lastState: {} };
      case 'never-ready': // running for longer than its readiness probe allows
        return { ...base, containerID: containerId(), ready: false, started: true, restartCount: 0, state: { running: { startedAt: iso(random.int(3_600, 86_400)) } }, lastState: {} };
      case 'starting': {
        // Running, not ready yet, well within its probe's grace (minutes, so that a detector reading the clock during
        // a long benchmark does not see it pass); a container whose probe allows less is still being created instead.
        const probe = shape.readiness;
        if (probe === undefined || probe[0] + probe[1] * probe[2] < 300) return statusOf(shape, podName, namespace, podUid, podAge, 'creating');
        return { ...base, containerID: containerId(), ready: false, started: true, restartCount: 0, state: { running: { startedAt: iso(random.int(1, 20)) } }, lastState: {} };
      }
      case 'completed':
        return { ...base, containerID: containerId(), ready: false, started: false, restartCount: 0, state: terminated('Completed', 0, random.int(60, 20_000)), lastState: {} };
      case 'evicted':
        return { ...base, ready: false, started: false, restartCount: 0, state: terminated('ContainerStatusUnknown', 137, random.int(600, 80_000)), lastState: {} };
      default:
        return { ...base, containerID: containerId(), ready: true, started: true, restartCount: 0, state: running, lastState: {} };
    }
  };

  /** What goes wrong with a pod of a long-running workload, if anything (about one pod in twelve has something). */
  const serviceTrouble = (): string => {
    const roll = random.next();
    if (roll < 0.04) return 'restarted';
    if (roll < 0.055) return 'crash-loop';
    if (roll < 0.062) return 'image-pull';
    if (roll < 0.065) return 'config';
    if (roll < 0.07) return 'creating';
    if (roll < 0.078) return 'never-ready';
    if (roll < 0.083) return 'starting';
    if (roll < 0.086) return 'unscheduled';
    if (roll < 0.088) return 'evicted';
    return 'healthy';
  };

  const podConditions = (age: number, ready: boolean, trouble: string, mainContainer: string): Json[] => {
    if (trouble === 'unscheduled') {
      return [{
        type: 'PodScheduled', status: 'False', lastProbeTime: null, lastTransitionTime: iso(age), reason: 'Unschedulable',
        message: `0/${random.int(20, 60)} nodes are available: ${random.int(1, 9)} Insufficient cpu, ${random.int(1, 9)} node(s) had untolerated taint {dedicated: ${random.pick(AREAS)}}. preemption: 0/${random.int(20, 60)} nodes are available.`,
      }];
    }
    return ['Initialized', 'Ready', 'ContainersReady', 'PodScheduled'].map((type) => {
      const notReady = !ready && (type === 'Ready' || type === 'ContainersReady');
      return {
        type, status: notReady ? 'False' : 'True', lastProbeTime: null, lastTransitionTime: iso(Math.max(1, age - random.int(1, 60))),
        ...(notReady && { reason: 'ContainersNotReady', message: `containers with unready status: [${mainContainer}]` }),
      };
    });
  };

  const addPod = (
    cluster: (typeof clusters)[number],
    name: string,
    namespace: string,
    labels: Json,
    owner: Json,
    shapes: readonly ContainerShape[],
    trouble: string,
    age: number,
  ): void => {
    const podUid = uid(random);
    const meshed = shapes.some((shape) => shape.name === 'istio-proxy');
    // One container has the trouble (the application's usually); the others run.
    const troubled = trouble === 'completed' || trouble === 'evicted' ? -1 : random.chance(0.85) ? 0 : random.int(0, shapes.length - 1);
    const statuses =
      trouble === 'unscheduled'
        ? undefined
        : shapes.map((shape, c) => statusOf(shape, name, namespace, podUid, age, troubled === -1 || c === troubled ? trouble : 'healthy'));
    const ready = statuses?.every((status) => status.ready === true) ?? false;
    if (statuses?.some((status) => status.ready !== true || (status.restartCount as number) > 0) && trouble !== 'completed' && trouble !== 'evicted') podsWithTrouble++;
    containers += shapes.length;
    const node = random.pick(cluster.nodes);
    const phase = trouble === 'unscheduled' || trouble === 'image-pull' || trouble === 'config' || trouble === 'creating' ? 'Pending' : trouble === 'completed' ? 'Succeeded' : trouble === 'evicted' ? 'Failed' : 'Running';
    const podIP = `10.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;
    cluster.lists.pods.push({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { ...metadata(name, namespace, age, labels, owner, meshed ? { 'sidecar.istio.io/status': `{"initContainers":["istio-init"],"containers":["istio-proxy"],"revision":"1-${random.int(18, 22)}"}` } : undefined), uid: podUid },
      spec: {
        ...(meshed && { initContainers: [containerSpec({ name: 'istio-init', image: 'docker.io/istio/proxyv2:1.20.3' }, name)] }),
        containers: shapes.map((shape) => containerSpec(shape, name)),
        restartPolicy: trouble === 'completed' ? 'Never' : 'Always',
        serviceAccountName: String(labels['app.kubernetes.io/name'] ?? 'default'),
        ...(trouble !== 'unscheduled' && { nodeName: node }),
        terminationGracePeriodSeconds: 30,
        dnsPolicy: 'ClusterFirst',
        tolerations: [{ key: 'node.kubernetes.io/not-ready', operator: 'Exists', effect: 'NoExecute', tolerationSeconds: 300 }],
      },
      status: {
        phase,
        ...(trouble === 'evicted' && { reason: 'Evicted', message: `The node was low on resource: memory. Threshold quantity: 100Mi, available: ${random.int(10, 99)}Mi.` }),
        conditions: podConditions(age, ready, trouble, shapes[0]!.name),
        ...(trouble !== 'unscheduled' && { hostIP: `10.0.${random.int(0, 255)}.${random.int(1, 254)}`, podIP, podIPs: [{ ip: podIP }], startTime: iso(age) }),
        qosClass: 'Burstable',
        ...(meshed && trouble !== 'unscheduled' && {
          initContainerStatuses: [{
            name: 'istio-init', image: 'docker.io/istio/proxyv2:1.20.3', imageID: imageId('docker.io/istio/proxyv2'), ready: true, restartCount: 0,
            state: { terminated: { exitCode: 0, reason: 'Completed', startedAt: iso(age), finishedAt: iso(age - 1), containerID: containerId() } }, lastState: {},
          }],
        }),
        ...(statuses && { containerStatuses: statuses }),
      },
    });
  };

  /** The containers of a workload's pods: the application's, and often a mesh proxy or a log shipper. */
  const workloadContainers = (app: string, area: string): ContainerShape[] => {
    const version = `${random.int(0, 9)}.${random.int(0, 40)}.${random.int(0, 20)}`;
    const slowStart = random.chance(0.2);
    const shapes: ContainerShape[] = [{
      name: random.chance(0.6) ? 'app' : app.split('-').slice(-1)[0]!,
      image: `${REGISTRY}/${area}/${app}:${version}`,
      ...(random.chance(0.85) && { readiness: slowStart ? ([120, 10, 30] as const) : ([random.int(0, 10), random.pick([5, 10]), 3] as const) }),
    }];
    if (random.chance(0.45)) shapes.push({ name: 'istio-proxy', image: 'docker.io/istio/proxyv2:1.20.3', readiness: [1, 2, 30] });
    if (random.chance(0.12)) shapes.push({ name: 'fluent-bit', image: 'fluent/fluent-bit:3.0.4' });
    return shapes;
  };

  const appLabels = (app: string, area: string, extra: Json = {}): Json => ({
    'app.kubernetes.io/name': app,
    'app.kubernetes.io/part-of': area,
    'backstage.io/kubernetes-id': area,
    ...extra,
  });

  const condition = (type: string, status: string, reason: string, message: string, ago: number): Json => ({
    type, status, reason, message, lastUpdateTime: iso(ago), lastTransitionTime: iso(ago),
  });

  let made = 0;
  let workload = 0;
  while (made < podCount) {
    const cluster = clusters[workload % clusters.length]!;
    const area = random.pick(AREAS);
    const namespace = random.chance(0.7) ? area : `${area}-${random.pick(['jobs', 'data', 'edge', 'platform'])}`;
    const app = `${area}-${random.pick(ROLES)}${random.chance(0.5) ? `-${random.pick(['v2', 'eu', 'blue', 'green', 'canary', 'internal'])}` : ''}-${workload}`;
    const age = random.int(3_600, 120 * 86_400);
    const shapes = workloadContainers(app, area);
    const roll = random.next();
    workload++;
    cluster.lists.services.push({
      apiVersion: 'v1', kind: 'Service', metadata: metadata(app, namespace, age, appLabels(app, area)),
      spec: { type: 'ClusterIP', clusterIP: `172.20.${random.int(0, 255)}.${random.int(1, 254)}`, ports: [{ name: 'http', port: 80, protocol: 'TCP', targetPort: 'http' }], selector: { 'app.kubernetes.io/name': app } },
      status: { loadBalancer: {} },
    });
    if (random.chance(0.5)) {
      cluster.lists.configmaps.push({ apiVersion: 'v1', kind: 'ConfigMap', metadata: metadata(`${app}-config`, namespace, age, appLabels(app, area)), data: { 'LOG_LEVEL': 'info', 'application.yaml': `server:\n  port: 8080\nname: ${app}\n` } });
    }

    if (roll < 0.72) {
      // A Deployment, its current ReplicaSet (and often an old one scaled to zero), its pods and often an autoscaler.
      const replicas = Math.min(podCount - made, random.chance(0.6) ? random.int(1, 4) : random.int(5, 40));
      const hash = suffix(random, 10);
      const deployment = metadata(app, namespace, age, appLabels(app, area), undefined, { 'deployment.kubernetes.io/revision': String(random.int(1, 90)) });
      deploymentCount++;
      const troubles = Array.from({ length: replicas }, serviceTrouble);
      const unavailable = troubles.filter((t) => t !== 'healthy' && t !== 'restarted').length;
      const conditions = [
        unavailable > replicas / 2
          ? condition('Available', 'False', 'MinimumReplicasUnavailable', 'Deployment does not have minimum availability.', random.int(60, 3_600))
          : condition('Available', 'True', 'MinimumReplicasAvailable', 'Deployment has minimum availability.', random.int(60, 86_400)),
        unavailable > 0 && random.chance(0.3)
          ? condition('Progressing', 'False', 'ProgressDeadlineExceeded', `ReplicaSet "${app}-${hash}" has timed out progressing.`, random.int(600, 3_600))
          : condition('Progressing', 'True', 'NewReplicaSetAvailable', `ReplicaSet "${app}-${hash}" has successfully progressed.`, random.int(60, 86_400)),
      ];
      cluster.lists.deployments.push({
        apiVersion: 'apps/v1', kind: 'Deployment', metadata: deployment,
        spec: { replicas, selector: { matchLabels: { 'app.kubernetes.io/name': app } }, template: { metadata: { labels: appLabels(app, area) }, spec: { containers: shapes.map((s) => containerSpec(s, app)) } }, strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: '25%', maxUnavailable: '25%' } } },
        status: { observedGeneration: random.int(1, 90), replicas, updatedReplicas: replicas, readyReplicas: replicas - unavailable, availableReplicas: replicas - unavailable, conditions },
      });
      const replicaSet = metadata(`${app}-${hash}`, namespace, age, appLabels(app, area, { 'pod-template-hash': hash }), { apiVersion: 'apps/v1', kind: 'Deployment', name: app, uid: deployment.uid });
      cluster.lists.replicasets.push({ apiVersion: 'apps/v1', kind: 'ReplicaSet', metadata: replicaSet, spec: { replicas, selector: { matchLabels: { 'app.kubernetes.io/name': app, 'pod-template-hash': hash } } }, status: { replicas, readyReplicas: replicas - unavailable } });
      if (random.chance(0.4)) {
        const oldHash = suffix(random, 10);
        cluster.lists.replicasets.push({ apiVersion: 'apps/v1', kind: 'ReplicaSet', metadata: metadata(`${app}-${oldHash}`, namespace, age, appLabels(app, area, { 'pod-template-hash': oldHash }), { apiVersion: 'apps/v1', kind: 'Deployment', name: app, uid: deployment.uid }), spec: { replicas: 0 }, status: { replicas: 0 } });
      }
      const owner = { apiVersion: 'apps/v1', kind: 'ReplicaSet', name: `${app}-${hash}`, uid: replicaSet.uid };
      troubles.forEach((trouble) => {
        addPod(cluster, `${app}-${hash}-${suffix(random, 5)}`, namespace, appLabels(app, area, { 'pod-template-hash': hash }), owner, shapes, trouble, Math.min(age, random.int(60, 30 * 86_400)));
      });
      made += replicas;
      if (replicas > 1 && random.chance(0.6)) {
        autoscalerCount++;
        const max = random.chance(0.15) ? replicas : replicas + random.int(1, 20);
        const limited = max === replicas;
        const noMetrics = random.chance(0.05);
        cluster.lists.horizontalpodautoscalers.push({
          apiVersion: 'autoscaling/v2', kind: 'HorizontalPodAutoscaler', metadata: metadata(app, namespace, age, appLabels(app, area)),
          spec: { scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: app }, minReplicas: 1, maxReplicas: max, metrics: [{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: random.pick([60, 70, 80]) } } }] },
          status: {
            currentReplicas: replicas, desiredReplicas: replicas,
            currentMetrics: noMetrics ? [] : [{ type: 'Resource', resource: { name: 'cpu', current: { averageUtilization: random.int(5, 120), averageValue: `${random.int(5, 900)}m` } } }],
            conditions: [
              condition('AbleToScale', 'True', 'ReadyForNewScale', 'recommended size matches current size', random.int(60, 86_400)),
              noMetrics
                ? condition('ScalingActive', 'False', 'FailedGetResourceMetric', `the HPA was unable to compute the replica count: failed to get cpu utilization: unable to get metrics for resource cpu: no metrics returned from resource metrics API`, random.int(60, 3_600))
                : condition('ScalingActive', 'True', 'ValidMetricFound', 'the HPA was able to successfully calculate a replica count from cpu resource utilization (percentage of request)', random.int(60, 86_400)),
              limited
                ? condition('ScalingLimited', 'True', 'TooManyReplicas', 'the desired replica count is more than the maximum replica count', random.int(60, 3_600))
                : condition('ScalingLimited', 'False', 'DesiredWithinRange', 'the desired count is within the acceptable range', random.int(60, 86_400)),
            ],
          },
        });
      }
    } else if (roll < 0.82) {
      // A StatefulSet: pods named by ordinal.
      const replicas = Math.min(podCount - made, random.int(1, 5));
      const set = metadata(app, namespace, age, appLabels(app, area));
      cluster.lists.statefulsets.push({ apiVersion: 'apps/v1', kind: 'StatefulSet', metadata: set, spec: { replicas, serviceName: app, podManagementPolicy: 'OrderedReady', updateStrategy: { type: 'RollingUpdate', rollingUpdate: { partition: 0 } } }, status: { replicas, readyReplicas: replicas } });
      const owner = { apiVersion: 'apps/v1', kind: 'StatefulSet', name: app, uid: set.uid };
      for (let ordinal = 0; ordinal < replicas; ordinal++) {
        const name = `${app}-${ordinal}`;
        addPod(cluster, name, namespace, appLabels(app, area, { 'statefulset.kubernetes.io/pod-name': name, 'controller-revision-hash': `${app}-${suffix(random, 10)}` }), owner, shapes, serviceTrouble(), Math.min(age, random.int(60, 30 * 86_400)));
      }
      made += replicas;
    } else if (roll < 0.9) {
      // A DaemonSet: one pod on each of some nodes.
      const replicas = Math.min(podCount - made, random.int(3, 12));
      const set = metadata(app, namespace, age, appLabels(app, area));
      cluster.lists.daemonsets.push({ apiVersion: 'apps/v1', kind: 'DaemonSet', metadata: set, spec: { updateStrategy: { type: 'RollingUpdate' } }, status: { currentNumberScheduled: replicas, desiredNumberScheduled: replicas, numberMisscheduled: 0, numberReady: replicas, numberAvailable: replicas } });
      const owner = { apiVersion: 'apps/v1', kind: 'DaemonSet', name: app, uid: set.uid };
      for (let p = 0; p < replicas; p++) {
        addPod(cluster, `${app}-${suffix(random, 5)}`, namespace, appLabels(app, area, { 'controller-revision-hash': suffix(random, 9) }), owner, shapes, serviceTrouble(), Math.min(age, random.int(60, 30 * 86_400)));
      }
      made += replicas;
    } else {
      // A CronJob and the pods of its last runs: completed, now and then a failed run that restarted, or one running.
      const runs = Math.min(podCount - made, random.int(1, 4));
      const cron = metadata(app, namespace, age, appLabels(app, area));
      cluster.lists.cronjobs.push({ apiVersion: 'batch/v1', kind: 'CronJob', metadata: cron, spec: { schedule: `${random.int(0, 59)} */${random.int(1, 6)} * * *`, concurrencyPolicy: 'Forbid', suspend: false }, status: { lastScheduleTime: iso(random.int(60, 20_000)) } });
      for (let r = 0; r < runs; r++) {
        const jobName = `${app}-${random.int(28_000_000, 29_999_999)}`;
        const job = metadata(jobName, namespace, random.int(60, 80_000), appLabels(app, area), { apiVersion: 'batch/v1', kind: 'CronJob', name: app, uid: cron.uid });
        const roll2 = random.next();
        const trouble = roll2 < 0.8 ? 'completed' : roll2 < 0.9 ? 'restarted' : roll2 < 0.95 ? 'crash-loop' : 'healthy';
        cluster.lists.jobs.push({ apiVersion: 'batch/v1', kind: 'Job', metadata: job, spec: { parallelism: 1, completions: 1, backoffLimit: 6 }, status: trouble === 'completed' ? { startTime: iso(20_000), completionTime: iso(19_000), succeeded: 1 } : { startTime: iso(600), active: 1 } });
        addPod(cluster, `${jobName}-${suffix(random, 5)}`, namespace, appLabels(app, area, { 'job-name': jobName, 'batch.kubernetes.io/controller-uid': job.uid }), { apiVersion: 'batch/v1', kind: 'Job', name: jobName, uid: job.uid }, [shapes[0]!], trouble, random.int(600, 80_000));
      }
      made += runs;
    }
  }

  const answer = {
    items: clusters.map(({ name, lists: l }) => ({
      cluster: { name, title: name.replace(/-/g, ' ') },
      errors: [],
      resources: [
        { type: 'pods', resources: l.pods },
        { type: 'services', resources: l.services },
        { type: 'configmaps', resources: l.configmaps },
        { type: 'deployments', resources: l.deployments },
        { type: 'replicasets', resources: l.replicasets },
        { type: 'horizontalpodautoscalers', resources: l.horizontalpodautoscalers },
        { type: 'jobs', resources: l.jobs },
        { type: 'cronjobs', resources: l.cronjobs },
        { type: 'statefulsets', resources: l.statefulsets },
        { type: 'daemonsets', resources: l.daemonsets },
      ],
    })),
  };
  return {
    // As the backend's answer arrives: decoded JSON, no object shared between two places.
    answer: JSON.parse(JSON.stringify(answer)) as unknown,
    figures: { clusters: clusters.length, pods: made, containers, deployments: deploymentCount, autoscalers: autoscalerCount, podsWithTrouble },
  };
};
