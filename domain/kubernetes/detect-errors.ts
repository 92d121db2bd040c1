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

/** The fix offered for a container waiting for the given reason, if the reason is a known one. */
export const waitingFix = (reason: string | undefined, container: string): ProposedFix | undefined => {
  switch (reason) {
    case 'InvalidImageName':
      return {
        errorType: 'InvalidImageName',
        rootCauseExplanation: m.invalidImageNameCause,
        actions: m.invalidImageNameActions,
        type: 'docs',
        docsLink: DOCS_LINKS.invalidImageName,
      };
    case 'ImagePullBackOff':
      return {
        errorType: 'ImagePullBackOff',
        rootCauseExplanation: m.imagePullBackOffCause,
        actions: m.imagePullBackOffActions,
        type: 'docs',
        docsLink: DOCS_LINKS.imagePullBackOff,
      };
    case 'CrashLoopBackOff':
      return {
        errorType: 'CrashLoopBackOff',
        rootCauseExplanation: m.crashLoopBackOffCause(container),
        actions: [m.checkCrashLogs],
        type: 'logs',
        container,
      };
    case 'CreateContainerConfigError':
      return {
        errorType: 'CreateContainerConfigError',
        rootCauseExplanation: m.createContainerConfigErrorCause,
        actions: m.createContainerConfigErrorActions,
        type: 'docs',
        docsLink: DOCS_LINKS.createContainerConfigError,
      };
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

const withFix = (error: Omit<DetectedError, 'proposedFix'>, fix: ProposedFix | undefined): DetectedError =>
  fix === undefined ? error : { ...error, proposedFix: fix };

/** Every pod problem needs an unready, waiting or restarted container: healthy pods stop here. */
const mayHaveProblem = (status: ContainerStatus): boolean =>
  !status.ready || status.restartCount > 0 || status.state?.waiting !== undefined;

/** Problems of one pod, in the order: readiness, waiting, restarting (container by container). */
export const detectPodErrors = (pod: Pod, now: number, into: DetectedError[] = []): DetectedError[] => {
  const statuses = pod.status?.containerStatuses;
  if (statuses === undefined || !statuses.some(mayHaveProblem)) return into;
  let sourceRef: ResourceRef | undefined;
  const ref = (): ResourceRef => (sourceRef ??= podRef(pod));

  for (const status of statuses) {
    if (
      status.state?.running !== undefined &&
      !status.ready &&
      isReadinessProbeTakingTooLong(findContainer(pod, status.name), status, now)
    ) {
      into.push({
        type: 'readiness-probe-taking-too-long',
        message: m.readinessProbeTakingTooLong(status.name),
        severity: SEVERITY.podProblem,
        occurrenceCount: 1,
        sourceRef: ref(),
        proposedFix: readinessFix(pod, status.name),
      });
    }
  }
  for (const status of statuses) {
    const waiting = status.state?.waiting;
    if (waiting?.message !== undefined) {
      into.push(
        withFix(
          {
            type: 'container-waiting',
            message: waiting.message,
            severity: SEVERITY.podProblem,
            occurrenceCount: 1,
            sourceRef: ref(),
          },
          waitingFix(waiting.reason, status.name),
        ),
      );
    }
  }
  for (const status of statuses) {
    if (status.restartCount > 0) {
      into.push(
        withFix(
          {
            type: 'containers-restarting',
            message: m.containerRestarting(status.name, status.restartCount),
            severity: SEVERITY.podProblem,
            occurrenceCount: status.restartCount,
            sourceRef: ref(),
          },
          restartFix(status),
        ),
      );
    }
  }
  return into;
};

const falseConditionsWithMessage = (
  conditions: readonly WorkloadCondition[] | undefined,
  sourceRef: () => ResourceRef,
  into: DetectedError[],
): void => {
  for (const condition of conditions ?? []) {
    if (condition.status === 'False' && condition.message !== undefined) {
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
      if (response.type === 'pods') for (const pod of response.resources) detectPodErrors(pod, now, errors);
    }
    for (const response of item.resources) {
      if (response.type === 'deployments') for (const d of response.resources) detectDeploymentErrors(d, errors);
    }
    for (const response of item.resources) {
      if (response.type === 'horizontalpodautoscalers') {
        for (const hpa of response.resources) detectAutoscalerErrors(hpa, errors);
      }
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
