// Client-side detection of cluster problems.
// One pass over each kind of object; nothing here scans one list per element of another.
import { DOCS_LINKS, SEVERITY } from './constants';
import { k8sMessages as m } from './messages';
import type {
  Container,
  ContainerStatus,
  Deployment,
  DetectedError,
  DetectedErrorsByCluster,
  HorizontalPodAutoscaler,
  ObjectsByEntityResponse,
  Pod,
  ProposedFix,
  ResourceRef,
  WorkloadCondition,
} from './types';

const podRef = (pod: Pod): ResourceRef => ({
  name: pod.metadata?.name ?? m.unknownPod,
  namespace: pod.metadata?.namespace ?? m.unknownNamespace,
  kind: 'Pod',
  apiGroup: 'v1',
});

const findContainer = (pod: Pod, name: string): Container | undefined =>
  pod.spec?.containers.find((c) => c.name === name);

/**
 * A running container is taking too long to become ready once its readiness probe has had
 * initialDelaySeconds + periodSeconds × failureThreshold since the container started.
 */
export const isReadinessProbeTakingTooLong = (
  container: Container | undefined,
  status: ContainerStatus,
  now: number,
): boolean => {
  const startedAt = status.state?.running?.startedAt;
  const probe = container?.readinessProbe;
  if (status.ready || startedAt === undefined || probe === undefined) return false;
  const started = Date.parse(startedAt);
  if (Number.isNaN(started)) return false;
  const graceSeconds = (probe.initialDelaySeconds ?? 0) + (probe.periodSeconds ?? 0) * (probe.failureThreshold ?? 0);
  return started + graceSeconds * 1000 < now;
};

const readinessFix = (pod: Pod, container: string): ProposedFix => ({
  errorType: 'ReadinessProbeFailed',
  rootCauseExplanation: m.readinessProbeTakingTooLong(container),
  actions: m.readinessProbeActions,
  type: 'events',
  podName: pod.metadata?.name ?? '',
});

// The fixes that name no container are the same for every container: made once.
const INVALID_IMAGE_NAME_FIX: ProposedFix = {
  errorType: 'InvalidImageName',
  rootCauseExplanation: m.invalidImageNameCause,
  actions: m.invalidImageNameActions,
  type: 'docs',
  docsLink: DOCS_LINKS.invalidImageName,
};
const IMAGE_PULL_BACK_OFF_FIX: ProposedFix = {
  errorType: 'ImagePullBackOff',
  rootCauseExplanation: m.imagePullBackOffCause,
  actions: m.imagePullBackOffActions,
  type: 'docs',
  docsLink: DOCS_LINKS.imagePullBackOff,
};
const CREATE_CONTAINER_CONFIG_ERROR_FIX: ProposedFix = {
  errorType: 'CreateContainerConfigError',
  rootCauseExplanation: m.createContainerConfigErrorCause,
  actions: m.createContainerConfigErrorActions,
  type: 'docs',
  docsLink: DOCS_LINKS.createContainerConfigError,
};

/** The fix offered for a container waiting for the given reason, if the reason is a known one. */
export const waitingFix = (reason: string | undefined, container: string): ProposedFix | undefined => {
  switch (reason) {
    case 'InvalidImageName':
      return INVALID_IMAGE_NAME_FIX;
    case 'ImagePullBackOff':
      return IMAGE_PULL_BACK_OFF_FIX;
    case 'CrashLoopBackOff':
      return {
        errorType: 'CrashLoopBackOff',
        rootCauseExplanation: m.crashLoopBackOffCause(container),
        actions: [m.checkCrashLogs],
        type: 'logs',
        container,
      };
    case 'CreateContainerConfigError':
      return CREATE_CONTAINER_CONFIG_ERROR_FIX;
    default:
      return undefined;
  }
};

/** The fix offered for a restarting container, from the reason it last terminated with. */
export const restartFix = (status: ContainerStatus): ProposedFix | undefined => {
  const terminated = status.lastState?.terminated;
  switch (terminated?.reason) {
    case 'Unknown':
    case 'Error':
      return {
        errorType: terminated.reason,
        rootCauseExplanation: m.nonZeroExitCause(terminated.exitCode),
        actions: [m.checkCrashLogs],
        type: 'logs',
        container: status.name,
      };
    case 'OOMKilled':
      return {
        errorType: 'OOMKilled',
        rootCauseExplanation: m.oomKilledCause(status.name),
        actions: m.oomKilledActions,
        type: 'docs',
        docsLink: DOCS_LINKS.oomKilled,
      };
    default:
      return undefined;
  }
};

/** A pod problem of a container: with a proposed fix when there is one. */
const podProblem = (
  type: DetectedError['type'],
  message: string,
  occurrenceCount: number,
  sourceRef: ResourceRef,
  proposedFix: ProposedFix | undefined,
): DetectedError =>
  proposedFix === undefined
    ? { type, message, severity: SEVERITY.podProblem, occurrenceCount, sourceRef }
    : { type, message, severity: SEVERITY.podProblem, occurrenceCount, sourceRef, proposedFix };

/** Every pod problem needs an unready, waiting or restarted container: healthy pods stop here. */
const mayHaveProblem = (status: ContainerStatus): boolean =>
  !status.ready || status.restartCount > 0 || status.state?.waiting !== undefined;

/**
 * Problems of a pod whose container statuses are `statuses`, in the order: readiness, waiting, restarting (container
 * by container). One pass finds which of the three a container shows, and only those are looked for again.
 */
export const detectContainerStatusErrors = (pod: Pod, statuses: readonly ContainerStatus[], now: number, into: DetectedError[]): void => {
  let runningUnready = false;
  let waitingWithMessage = false;
  let restarted = false;
  for (let i = 0; i < statuses.length; i++) {
    const status = statuses[i]!;
    const state = status.state;
    if (state?.running !== undefined && !status.ready) runningUnready = true;
    if (state?.waiting?.message !== undefined) waitingWithMessage = true;
    if (status.restartCount > 0) restarted = true;
  }
  let sourceRef: ResourceRef | undefined;
  if (runningUnready) {
    for (let i = 0; i < statuses.length; i++) {
      const status = statuses[i]!;
      if (
        status.state?.running !== undefined &&
        !status.ready &&
        isReadinessProbeTakingTooLong(findContainer(pod, status.name), status, now)
      ) {
        const message = m.readinessProbeTakingTooLong(status.name);
        into.push(podProblem('readiness-probe-taking-too-long', message, 1, (sourceRef ??= podRef(pod)), readinessFix(pod, status.name)));
      }
    }
  }
  if (waitingWithMessage) {
    for (let i = 0; i < statuses.length; i++) {
      const status = statuses[i]!;
      const waiting = status.state?.waiting;
      if (waiting?.message !== undefined) {
        into.push(podProblem('container-waiting', waiting.message, 1, (sourceRef ??= podRef(pod)), waitingFix(waiting.reason, status.name)));
      }
    }
  }
  if (restarted) {
    for (let i = 0; i < statuses.length; i++) {
      const status = statuses[i]!;
      if (status.restartCount > 0) {
        const message = m.containerRestarting(status.name, status.restartCount);
        into.push(podProblem('containers-restarting', message, status.restartCount, (sourceRef ??= podRef(pod)), restartFix(status)));
      }
    }
  }
};

/** Problems of one pod, in the order: readiness, waiting, restarting (container by container). */
export const detectPodErrors = (pod: Pod, now: number, into: DetectedError[] = []): DetectedError[] => {
  const statuses = pod.status?.containerStatuses;
  if (statuses !== undefined && statuses.some(mayHaveProblem)) detectContainerStatusErrors(pod, statuses, now, into);
  return into;
};

/** Objects are looked at this many at a time: first where each keeps what decides, then at that for the whole batch. */
const POD_BATCH = 256;

/**
 * Problems of every pod of a list, in its order. Most pods are healthy, and what decides it is in their container
 * statuses, which sit apart from the pods in memory: reading first where a batch of pods keeps them, then the
 * statuses of the whole batch, lets the processor fetch several pods' statuses at once instead of one after the other.
 */
const detectPodListErrors = (pods: readonly Pod[], now: number, into: DetectedError[]): void => {
  const batch: (readonly ContainerStatus[] | undefined)[] = new Array<readonly ContainerStatus[] | undefined>(Math.min(POD_BATCH, pods.length));
  for (let start = 0; start < pods.length; start += POD_BATCH) {
    const end = Math.min(start + POD_BATCH, pods.length);
    for (let i = start; i < end; i++) batch[i - start] = pods[i]!.status?.containerStatuses;
    for (let i = start; i < end; i++) {
      const statuses = batch[i - start];
      if (statuses === undefined) continue;
      for (let c = 0; c < statuses.length; c++) {
        if (mayHaveProblem(statuses[c]!)) {
          detectContainerStatusErrors(pods[i]!, statuses, now, into);
          break;
        }
      }
    }
  }
};

/** A condition that is False and says why. */
const isFalseWithMessage = (condition: WorkloadCondition): condition is WorkloadCondition & { readonly message: string } =>
  condition.status === 'False' && condition.message !== undefined;

const falseConditionsWithMessage = (
  conditions: readonly WorkloadCondition[] | undefined,
  sourceRef: () => ResourceRef,
  into: DetectedError[],
): void => {
  for (const condition of conditions ?? []) {
    if (isFalseWithMessage(condition)) {
      into.push({
        type: 'condition-message-present',
        message: condition.message,
        severity: SEVERITY.conditionMessage,
        occurrenceCount: 1,
        sourceRef: sourceRef(),
      });
    }
  }
};

/** Autoscaler problems: a False condition with a message, and current replicas at the maximum. */
export const detectAutoscalerErrors = (hpa: HorizontalPodAutoscaler, into: DetectedError[] = []): DetectedError[] => {
  const sourceRef = (): ResourceRef => ({
    name: hpa.metadata?.name ?? m.unknownHpa,
    namespace: hpa.metadata?.namespace ?? m.unknownNamespace,
    kind: 'HorizontalPodAutoscaler',
    apiGroup: 'autoscaling/v2',
  });
  falseConditionsWithMessage(hpa.status?.conditions, sourceRef, into);
  const max = hpa.spec?.maxReplicas ?? -1;
  const current = hpa.status?.currentReplicas;
  if (current === max) {
    into.push({
      type: 'hpa-max-current-replicas',
      message: m.hpaAtMaxReplicas(current, max),
      severity: SEVERITY.autoscalerAtMax,
      occurrenceCount: 1,
      sourceRef: sourceRef(),
    });
  }
  return into;
};

/** Deployment conditions that are False with a message (as Backstage's error reporting shows them). */
export const detectDeploymentErrors = (deployment: Deployment, into: DetectedError[] = []): DetectedError[] => {
  falseConditionsWithMessage(
    deployment.status?.conditions,
    () => ({
      name: deployment.metadata?.name ?? m.unknownDeployment,
      namespace: deployment.metadata?.namespace ?? m.unknownNamespace,
      kind: 'Deployment',
      apiGroup: 'apps/v1',
    }),
    into,
  );
  return into;
};

const hasFalseWithMessage = (conditions: readonly WorkloadCondition[] | undefined): boolean => {
  if (conditions === undefined) return false;
  for (let i = 0; i < conditions.length; i++) if (isFalseWithMessage(conditions[i]!)) return true;
  return false;
};

/** Problems of every deployment of a list, in its order; in batches, as pods are, their conditions read together. */
const detectDeploymentListErrors = (deployments: readonly Deployment[], into: DetectedError[]): void => {
  const batch: (readonly WorkloadCondition[] | undefined)[] = new Array<readonly WorkloadCondition[] | undefined>(Math.min(POD_BATCH, deployments.length));
  for (let start = 0; start < deployments.length; start += POD_BATCH) {
    const end = Math.min(start + POD_BATCH, deployments.length);
    for (let i = start; i < end; i++) batch[i - start] = deployments[i]!.status?.conditions;
    for (let i = start; i < end; i++) if (hasFalseWithMessage(batch[i - start])) detectDeploymentErrors(deployments[i]!, into);
  }
};

/** Problems of every autoscaler of a list, in its order; in batches, as pods are. */
const detectAutoscalerListErrors = (hpas: readonly HorizontalPodAutoscaler[], into: DetectedError[]): void => {
  const batch: (HorizontalPodAutoscaler['status'] | undefined)[] = new Array<HorizontalPodAutoscaler['status'] | undefined>(Math.min(POD_BATCH, hpas.length));
  for (let start = 0; start < hpas.length; start += POD_BATCH) {
    const end = Math.min(start + POD_BATCH, hpas.length);
    for (let i = start; i < end; i++) batch[i - start] = hpas[i]!.status;
    for (let i = start; i < end; i++) {
      const status = batch[i - start];
      const current = status?.currentReplicas;
      // At its maximum when the current count equals it; a missing maximum counts as -1, which no count equals.
      if (hasFalseWithMessage(status?.conditions) || (current !== undefined && current === (hpas[i]!.spec?.maxReplicas ?? -1))) {
        detectAutoscalerErrors(hpas[i]!, into);
      }
    }
  }
};

/**
 * Every problem of every cluster of the answer, by cluster name: pods first, then deployments,
 * then autoscalers. `now` (epoch milliseconds) decides whether a readiness probe has waited too long.
 */
export const detectErrors = (objects: ObjectsByEntityResponse, now: number): DetectedErrorsByCluster => {
  const byCluster = new Map<string, DetectedError[]>();
  for (const item of objects.items) {
    const errors: DetectedError[] = byCluster.get(item.cluster.name) ?? [];
    // Three passes over the responses instead of grouping them: no copy of large pod lists.
    for (const response of item.resources) {
      if (response.type === 'pods') detectPodListErrors(response.resources, now, errors);
    }
    for (const response of item.resources) {
      if (response.type === 'deployments') detectDeploymentListErrors(response.resources, errors);
    }
    for (const response of item.resources) {
      if (response.type === 'horizontalpodautoscalers') detectAutoscalerListErrors(response.resources, errors);
    }
    byCluster.set(item.cluster.name, errors);
  }
  return byCluster;
};

/** Names of the pods that have at least one detected problem (to count 'N pods with errors'). */
export const podNamesWithErrors = (errors: Iterable<DetectedError>): ReadonlySet<string> => {
  const names = new Set<string>();
  for (const error of errors) if (error.sourceRef.kind === 'Pod') names.add(error.sourceRef.name);
  return names;
};

/** Most severe first; equal severities keep their order. */
export const sortBySeverity = (errors: readonly DetectedError[]): DetectedError[] =>
  [...errors].sort((a, b) => b.severity - a.severity);
