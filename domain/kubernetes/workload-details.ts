// The facts a daemon set, stateful set or cron job shows on its own row of the Kubernetes tab, beside
// what every workload shows (name, namespace, pods): its update and scheduling settings and counters.
import { k8sMessages } from './messages';
import type { CronJob, DaemonSet, LabelSelector, StatefulSet, UpdateStrategy } from './types';

export interface WorkloadDetail {
  readonly label: string;
  /** The value as shown; '?' when the object does not say. */
  readonly value: string;
  /** The value is an ISO time, shown relative to now. */
  readonly time?: boolean;
}

const orUnknown = (value: string | number | undefined): string =>
  value === undefined || value === '' ? k8sMessages.unknownValue : String(value);

const scalar = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);

/** 'RollingUpdate (maxUnavailable: 1)': the strategy type and its rolling-update parameters. */
export const describeUpdateStrategy = (strategy: UpdateStrategy | undefined): string => {
  if (strategy?.type === undefined) return k8sMessages.unknownValue;
  const parameters = Object.entries(strategy.rollingUpdate ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${key}: ${scalar(value)}`);
  return parameters.length > 0 ? `${strategy.type} (${parameters.join(', ')})` : strategy.type;
};

/** 'app=payments, tier in (cache)': match labels as key=value, then match expressions. */
export const describeSelector = (selector: LabelSelector | undefined): string => {
  const labels = Object.entries(selector?.matchLabels ?? {}).map(([key, value]) => `${key}=${value}`);
  const expressions = (selector?.matchExpressions ?? []).map((expression) => {
    const key = expression['key'];
    const operator = expression['operator'];
    const values = expression['values'];
    const list = Array.isArray(values) ? ` (${values.map(scalar).join(', ')})` : '';
    return `${scalar(key)} ${typeof operator === 'string' ? operator.toLowerCase() : scalar(operator)}${list}`;
  });
  const all = [...labels, ...expressions];
  return all.length > 0 ? all.join(', ') : k8sMessages.unknownValue;
};

/** Update strategy, then the scheduled, available, misscheduled and ready counts. */
export const daemonSetDetails = (daemonSet: DaemonSet): readonly WorkloadDetail[] => [
  { label: 'update strategy', value: describeUpdateStrategy(daemonSet.spec?.updateStrategy) },
  { label: 'scheduled', value: orUnknown(daemonSet.status?.currentNumberScheduled) },
  { label: 'available', value: orUnknown(daemonSet.status?.numberAvailable) },
  { label: 'misscheduled', value: orUnknown(daemonSet.status?.numberMisscheduled) },
  { label: 'ready', value: orUnknown(daemonSet.status?.numberReady) },
];

/** Update strategy, pod management policy, service name, selector and revision history limit. */
export const statefulSetDetails = (statefulSet: StatefulSet): readonly WorkloadDetail[] => [
  { label: 'update strategy', value: describeUpdateStrategy(statefulSet.spec?.updateStrategy) },
  { label: 'pod management policy', value: orUnknown(statefulSet.spec?.podManagementPolicy) },
  { label: 'service name', value: orUnknown(statefulSet.spec?.serviceName) },
  { label: 'selector', value: describeSelector(statefulSet.spec?.selector) },
  { label: 'revision history limit', value: orUnknown(statefulSet.spec?.revisionHistoryLimit) },
];

/**
 * Concurrency policy, starting deadline and last schedule time. (The schedule and Active/Suspended
 * are shown on the row already, with the schedule's description.)
 */
export const cronJobDetails = (cronJob: CronJob): readonly WorkloadDetail[] => {
  const deadline = cronJob.spec?.startingDeadlineSeconds;
  const lastScheduleTime = cronJob.status?.lastScheduleTime;
  return [
    { label: 'concurrency policy', value: orUnknown(cronJob.spec?.concurrencyPolicy) },
    { label: 'starting deadline', value: deadline === undefined ? k8sMessages.unknownValue : `${deadline}s` },
    lastScheduleTime === undefined
      ? { label: 'last schedule', value: k8sMessages.unknownValue }
      : { label: 'last schedule', value: lastScheduleTime, time: true },
  ];
};
