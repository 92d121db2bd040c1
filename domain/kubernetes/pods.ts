// Pod and workload rules: container status, health checklist,
// pending conditions, ownership and autoscaler matching.
import type {
  Container,
  ContainerStatus,
  HorizontalPodAutoscaler,
  KubernetesObject,
  Pod,
  PodCondition,
  ReplicaSet,
} from './types';
import { k8sMessages } from './messages';

// ---- Containers -------------------------------------------------------------------------------

/** The waiting reason, else the terminated reason, else Running, else Unknown. */
export const containerStatusText = (status: ContainerStatus): string =>
  status.state?.waiting?.reason ||
  status.state?.terminated?.reason ||
  (status.state?.running !== undefined ? 'Running' : 'Unknown');

/**
 * What a container's status chip explains on hover or focus: the waiting message, else the terminated
 * message or exit code, else 'Container: {name}'. A container the pod spec does not list cannot be
 * explained: 'error reading pod from cluster'.
 */
export const containerStatusDetail = (pod: Pod, status: ContainerStatus): string => {
  if (!(pod.spec?.containers ?? []).some((container) => container.name === status.name)) return k8sMessages.errorReadingPod;
  const waiting = status.state?.waiting;
  if (waiting?.message) return `Container: ${status.name}: ${waiting.message}`;
  const terminated = status.state?.terminated;
  if (terminated) {
    return `Container: ${status.name}: ${terminated.message || `exited with code ${terminated.exitCode}`}`;
  }
  return `Container: ${status.name}`;
};

export interface HealthCheck {
  readonly label: string;
  readonly ok: boolean;
}

/**
 * The container card's checklist. A container that terminated with reason Completed is only judged on
 * 'not waiting to start' and 'no restarts'.
 */
export const containerHealthChecks = (spec: Container | undefined, status: ContainerStatus): HealthCheck[] => {
  const notWaiting: HealthCheck = { label: 'not waiting to start', ok: status.state?.waiting === undefined };
  const noRestarts: HealthCheck = { label: 'no restarts', ok: status.restartCount === 0 };
  if (status.state?.terminated?.reason === 'Completed') return [notWaiting, noRestarts];
  const checks: HealthCheck[] = [
    notWaiting,
    { label: 'started', ok: status.started === true },
    { label: 'ready', ok: status.ready },
    noRestarts,
    { label: 'readiness probe set', ok: spec?.readinessProbe !== undefined },
  ];
  if (spec?.livenessProbe !== undefined) checks.push({ label: 'liveness probe set', ok: true });
  return checks;
};

/** When the container started: its running start, else its terminated start. */
export const containerStartedAt = (status: ContainerStatus): string | undefined =>
  status.state?.running?.startedAt || status.state?.terminated?.startedAt;

/** The spec of each container status, matched by name. */
export const containersWithSpecs = (pod: Pod): Array<{ spec: Container | undefined; status: ContainerStatus }> => {
  const specs = new Map((pod.spec?.containers ?? []).map((c) => [c.name, c] as const));
  return (pod.status?.containerStatuses ?? []).map((status) => ({ spec: specs.get(status.name), status }));
};

/** 'ready/total' containers of a pod. */
export const containersReady = (pod: Pod): string => {
  const statuses = pod.status?.containerStatuses ?? [];
  return `${statuses.filter((s) => s.ready).length}/${statuses.length}`;
};

export const totalRestarts = (pod: Pod): number =>
  (pod.status?.containerStatuses ?? []).reduce((sum, s) => sum + s.restartCount, 0);

// ---- Pending pods -----------------------------------------------------------------------------

export const PENDING_CONDITION_TYPES = ['PodScheduled', 'Initialized', 'ContainersReady', 'Ready'] as const;

export type ConditionTone = 'ok' | 'error' | 'neutral';

export interface PendingCondition {
  readonly type: string;
  readonly tone: ConditionTone;
  readonly reason?: string;
  readonly message?: string;
  readonly lastTransitionTime?: string;
}

/** False is an error (with its reason and message), True is ok, anything else is neutral. */
export const conditionTone = (condition: PodCondition): ConditionTone =>
  condition.status === 'False' ? 'error' : condition.status === 'True' ? 'ok' : 'neutral';

/** The start-up conditions of a pending pod, in start-up order; absent conditions are left out. */
export const pendingConditions = (pod: Pod): PendingCondition[] => {
  const conditions = pod.status?.conditions ?? [];
  const result: PendingCondition[] = [];
  for (const type of PENDING_CONDITION_TYPES) {
    const condition = conditions.find((c) => c.type === type);
    if (condition === undefined) continue;
    result.push({
      type,
      tone: conditionTone(condition),
      ...(condition.reason !== undefined && { reason: condition.reason }),
      ...(condition.message !== undefined && { message: condition.message }),
      ...(condition.lastTransitionTime !== undefined && { lastTransitionTime: condition.lastTransitionTime }),
    });
  }
  return result;
};

export const isPending = (pod: Pod): boolean => pod.status?.phase === 'Pending';

// ---- Ownership --------------------------------------------------------------------------------

/** Objects grouped by the uid of each of their owners: built once, read per workload. */
export type OwnerIndex<T> = ReadonlyMap<string, readonly T[]>;

export const indexByOwnerUid = <T extends KubernetesObject>(objects: readonly T[]): OwnerIndex<T> => {
  const index = new Map<string, T[]>();
  for (const object of objects) {
    for (const owner of object.metadata?.ownerReferences ?? []) {
      const owned = index.get(owner.uid);
      if (owned) owned.push(object);
      else index.set(owner.uid, [object]);
    }
  }
  return index;
};

export const ownedBy = <T>(owner: KubernetesObject, index: OwnerIndex<T>): readonly T[] => {
  const uid = owner.metadata?.uid;
  return uid === undefined ? [] : (index.get(uid) ?? []);
};

/**
 * Pods of a deployment (or rollout): those owned by its replica sets that have replicas > 0.
 * Stateful set, daemon set and job pods are owned directly: use `ownedBy(workload, podIndex)`.
 */
export const podsThroughReplicaSets = (
  owner: KubernetesObject,
  replicaSetIndex: OwnerIndex<ReplicaSet>,
  podIndex: OwnerIndex<Pod>,
): Pod[] => {
  const pods: Pod[] = [];
  for (const replicaSet of ownedBy(owner, replicaSetIndex)) {
    if ((replicaSet.status?.replicas ?? 0) > 0) for (const pod of ownedBy(replicaSet, podIndex)) pods.push(pod);
  }
  return pods;
};

/** Ownership lookups over the objects of one cluster. */
export interface WorkloadIndex {
  /** Deployments and rollouts. */
  readonly podsThroughReplicaSets: (owner: KubernetesObject) => Pod[];
  /** Stateful sets, daemon sets and jobs. */
  readonly podsOwnedBy: (owner: KubernetesObject) => readonly Pod[];
}

export const buildWorkloadIndex = (pods: readonly Pod[], replicaSets: readonly ReplicaSet[]): WorkloadIndex => {
  const podIndex = indexByOwnerUid(pods);
  const replicaSetIndex = indexByOwnerUid(replicaSets);
  return {
    podsThroughReplicaSets: (owner) => podsThroughReplicaSets(owner, replicaSetIndex, podIndex),
    podsOwnedBy: (owner) => ownedBy(owner, podIndex),
  };
};

// ---- Autoscalers ------------------------------------------------------------------------------

export interface WorkloadRef {
  readonly kind: string;
  readonly namespace?: string;
  readonly name?: string;
}

/** Scale target kind (case-insensitive), namespace and name all equal the workload's. */
export const autoscalerMatches = (hpa: HorizontalPodAutoscaler, workload: WorkloadRef): boolean =>
  (hpa.spec?.scaleTargetRef.kind ?? '').toLowerCase() === workload.kind.toLowerCase() &&
  hpa.metadata?.namespace !== undefined &&
  hpa.metadata.namespace === workload.namespace &&
  hpa.spec?.scaleTargetRef.name !== undefined &&
  hpa.spec.scaleTargetRef.name === workload.name;

export const findMatchingAutoscaler = (
  workload: WorkloadRef,
  hpas: readonly HorizontalPodAutoscaler[],
): HorizontalPodAutoscaler | undefined => hpas.find((hpa) => autoscalerMatches(hpa, workload));

const autoscalerKey = (kind: string, namespace: string, name: string): string =>
  `${kind.toLowerCase()}\u0000${namespace}\u0000${name}`;

/** Autoscalers by scale target, for clusters with many workloads: the first autoscaler of a target wins. */
export const indexAutoscalers = (
  hpas: readonly HorizontalPodAutoscaler[],
): ((workload: WorkloadRef) => HorizontalPodAutoscaler | undefined) => {
  const index = new Map<string, HorizontalPodAutoscaler>();
  for (const hpa of hpas) {
    const target = hpa.spec?.scaleTargetRef;
    const namespace = hpa.metadata?.namespace;
    if (target === undefined || namespace === undefined) continue;
    const key = autoscalerKey(target.kind, namespace, target.name);
    if (!index.has(key)) index.set(key, hpa);
  }
  return (workload) =>
    workload.namespace === undefined || workload.name === undefined
      ? undefined
      : index.get(autoscalerKey(workload.kind, workload.namespace, workload.name));
};

export interface AutoscalerSummary {
  readonly minReplicas: number | undefined;
  readonly maxReplicas: number | undefined;
  /** Average CPU utilisation percent now and as targeted. */
  readonly currentCpuPercent: number | undefined;
  readonly targetCpuPercent: number | undefined;
}

/** What the autoscaler summary shows; the view writes '?' for an undefined value. */
export const autoscalerSummary = (hpa: HorizontalPodAutoscaler): AutoscalerSummary => ({
  minReplicas: hpa.spec?.minReplicas,
  maxReplicas: hpa.spec?.maxReplicas,
  currentCpuPercent: hpa.status?.currentMetrics?.find((x) => x.type === 'Resource' && x.resource?.name === 'cpu')
    ?.resource?.current.averageUtilization,
  targetCpuPercent: hpa.spec?.metrics?.find((x) => x.type === 'Resource' && x.resource?.name === 'cpu')?.resource
    ?.target.averageUtilization,
});

/** The pods of a workload that have a detected problem. */
export const podsWithErrors = (pods: readonly Pod[], namesWithErrors: ReadonlySet<string>): Pod[] =>
  pods.filter((p) => namesWithErrors.has(p.metadata?.name ?? ''));
