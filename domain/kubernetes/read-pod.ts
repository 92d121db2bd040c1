// A pod of an answer nobody has checked, read once: each field detection uses is checked as it is read, and nothing
// else of the pod is looked at. What decides whether a pod has a problem is in its container statuses (ready,
// restarted, waiting), so that is all a healthy pod costs, as it is all detection reads of one. A pod that may
// have a problem is read further: its name and namespace, its container statuses in full, and its containers'
// readiness probes when one of them is running but not ready.
import { isRecord } from '../shared/input';
import { detectContainerStatusErrors } from './detect-errors';
import { every, isFiniteNumber, isRunningUnready, own, readableContainerStatus, readableMetadata, readablePodSpec } from './readable-fields';
import type { ContainerStatus, DetectedError, Pod } from './types';

const UNREADABLE = -1;
const HEALTHY = 0;
/** An unready, restarted or waiting container. */
const MAY_HAVE_PROBLEM = 1;

/** Whether a container status shows a problem, as far as telling it needs: HEALTHY, MAY_HAVE_PROBLEM or UNREADABLE. */
const triageContainerStatus = (value: unknown): number => {
  if (!isRecord(value)) return UNREADABLE;
  const ready = own(value, 'ready');
  const restartCount = own(value, 'restartCount');
  if (typeof ready !== 'boolean' || !isFiniteNumber(restartCount)) return UNREADABLE;
  const state = own(value, 'state');
  if (state === undefined) return ready && restartCount <= 0 ? HEALTHY : MAY_HAVE_PROBLEM;
  if (!isRecord(state)) return UNREADABLE;
  const waiting = own(state, 'waiting');
  if (waiting !== undefined && !isRecord(waiting)) return UNREADABLE;
  return ready && restartCount <= 0 && waiting === undefined ? HEALTHY : MAY_HAVE_PROBLEM;
};

/** Adds the problems of a pod that may have one, read in full; false, adding nothing, when that cannot be read. */
const readPodWithTrouble = (pod: Readonly<Record<string, unknown>>, statuses: readonly unknown[], now: number, into: DetectedError[]): boolean => {
  const metadata = own(pod, 'metadata');
  if (!readableMetadata(metadata) || !every(statuses, readableContainerStatus)) return false;
  const spec = statuses.some((status) => isRunningUnready(status as Readonly<Record<string, unknown>>)) ? own(pod, 'spec') : undefined;
  if (!readablePodSpec(spec)) return false;
  // Detection is handed the fields read here, not the object: what it reads is what was checked.
  const meta = metadata as Readonly<Record<string, unknown>> | undefined;
  const read: Pod = {
    metadata: meta === undefined ? undefined : { name: own(meta, 'name') as string | undefined, namespace: own(meta, 'namespace') as string | undefined },
    spec: spec as Pod['spec'],
  };
  detectContainerStatusErrors(read, statuses as readonly ContainerStatus[], now, into);
  return true;
};

/** A pod without container statuses: nothing to detect. */
const NO_STATUSES: readonly unknown[] = [];
/** A pod whose status cannot be read. */
const UNREADABLE_STATUS = Symbol('unreadable status');

/** Where `value` read as a pod keeps its container statuses (not yet looked at), NO_STATUSES or UNREADABLE_STATUS. */
const containerStatusesOf = (value: unknown): unknown => {
  if (!isRecord(value)) return UNREADABLE_STATUS;
  const status = own(value, 'status');
  if (status === undefined) return NO_STATUSES;
  if (!isRecord(status)) return UNREADABLE_STATUS;
  const statuses = own(status, 'containerStatuses');
  return statuses === undefined ? NO_STATUSES : statuses;
};

/** Adds the problems of a pod whose container statuses are `statuses`; false, adding nothing, when they cannot be read. */
const readContainerStatuses = (pod: Readonly<Record<string, unknown>>, statuses: unknown, now: number, into: DetectedError[]): boolean => {
  if (!Array.isArray(statuses)) return false;
  let shown = HEALTHY;
  for (let i = 0; i < statuses.length; i++) {
    const triage = triageContainerStatus(statuses[i]);
    if (triage === UNREADABLE) return false;
    shown |= triage;
  }
  return shown === HEALTHY || readPodWithTrouble(pod, statuses, now, into);
};

/** Pods are read this many at a time: first where each keeps its container statuses, then those of the whole batch. */
const BATCH = 256;

/**
 * Adds the problems of the pods of a list to `into`, in its order, and calls `unreadable` with the index of each pod
 * detection cannot read (`podCheck` says which field and why). Most pods are healthy, and what tells it is in their
 * container statuses, which sit apart from the pods in memory: reading first where a batch of pods keeps them, then
 * the statuses of the whole batch, lets the processor fetch several pods' statuses at once instead of one after the
 * other.
 */
export const readPodList = (pods: readonly unknown[], now: number, into: DetectedError[], unreadable: (index: number) => void): void => {
  const batch = new Array<unknown>(Math.min(BATCH, pods.length));
  for (let start = 0; start < pods.length; start += BATCH) {
    const end = Math.min(start + BATCH, pods.length);
    for (let i = start; i < end; i++) batch[i - start] = containerStatusesOf(pods[i]);
    for (let i = start; i < end; i++) {
      const statuses = batch[i - start];
      if (statuses === NO_STATUSES) continue;
      if (statuses === UNREADABLE_STATUS || !readContainerStatuses(pods[i] as Readonly<Record<string, unknown>>, statuses, now, into)) unreadable(i);
    }
  }
};

/**
 * Adds the problems of `value` read as a pod to `into` and answers true; or answers false, adding nothing, when a
 * field detection reads is not what it expects (`podCheck` then says which and why).
 */
export const readPodProblems = (value: unknown, now: number, into: DetectedError[]): boolean => {
  const statuses = containerStatusesOf(value);
  if (statuses === UNREADABLE_STATUS) return false;
  return statuses === NO_STATUSES || readContainerStatuses(value as Readonly<Record<string, unknown>>, statuses, now, into);
};
