// What the public `detectErrors` reads of each object, for an answer nobody has checked: one pod without
// `containerStatuses[].ready` must not cost the answer for every other object. An object whose read fields are not
// what detection expects becomes a problem of that object, naming where and what is wrong.
//
// Detection reads objects with yes-or-no checks that build nothing (no paths, no messages): most objects are
// readable, and that is all they cost. Only an object that fails is checked again with the path-naming checks here,
// to say why. The two agree by construction of each pair, and a test compares them on random objects.
import { arrayOf, boolean, finiteNumber, isRecord, optional, record, string, type Check, type InputProblem } from '../shared/input';
import { SEVERITY } from './constants';
import { k8sMessages as m } from './messages';
import { isRunningUnready, optionalFiniteNumber, own, readableConditions, readableMetadata } from './readable-fields';
import type { DetectedError, ResourceRef } from './types';

// ---- The path-naming checks: why an object cannot be read ---------------------------------------

const metadata = optional(record({ name: optional(string), namespace: optional(string) }));
const probe = optional(record({ initialDelaySeconds: optional(finiteNumber), periodSeconds: optional(finiteNumber), failureThreshold: optional(finiteNumber) }));
const containerState = optional(
  record({
    waiting: optional(record({ reason: optional(string), message: optional(string) })),
    running: optional(record({ startedAt: optional(string) })),
    terminated: optional(record({ exitCode: finiteNumber, reason: optional(string) })),
  }),
);
const containerStatus = record({ name: string, ready: boolean, restartCount: finiteNumber, state: containerState, lastState: containerState });
const condition = record({ status: string, message: optional(string) });

/** What detection reads of every pod: what tells whether a container is unready, restarted or waiting. */
const podTriageCheck: Check = record({
  status: optional(
    record({
      containerStatuses: optional(arrayOf(record({ ready: boolean, restartCount: finiteNumber, state: optional(record({ waiting: optional(record({})) })) }))),
    }),
  ),
});
/** What detection reads besides of a pod that may have a problem: its name and namespace, its container statuses in full. */
const podWithTroubleCheck: Check = record({ metadata, status: record({ containerStatuses: arrayOf(containerStatus) }) });
/** And of a pod with a container running but not ready: its containers' readiness probes. */
const podContainersCheck: Check = record({ spec: optional(record({ containers: arrayOf(record({ name: string, readinessProbe: probe })) })) });

const containerStatusesOf = (pod: unknown): readonly unknown[] => {
  const status = isRecord(pod) ? own(pod, 'status') : undefined;
  const statuses = isRecord(status) ? own(status, 'containerStatuses') : undefined;
  return Array.isArray(statuses) ? statuses : [];
};

/** Asked of a pod whose triage fields can be read. */
const mayHaveProblem = (status: unknown): boolean => {
  const fields = status as Readonly<Record<string, unknown>>;
  const state = own(fields, 'state');
  return own(fields, 'ready') !== true || (own(fields, 'restartCount') as number) > 0 || (isRecord(state) && own(state, 'waiting') !== undefined);
};

/**
 * What detection reads of a pod, in the order it reads it: every pod's container statuses as far as they tell
 * whether it may have a problem; the rest only of a pod that may.
 */
export const podCheck: Check = (value, path, problems) => {
  const found = problems.length;
  podTriageCheck(value, path, problems);
  if (problems.length > found || !containerStatusesOf(value).some(mayHaveProblem)) return;
  podWithTroubleCheck(value, path, problems);
  if (problems.length > found || !containerStatusesOf(value).some((status) => isRunningUnready(status as Readonly<Record<string, unknown>>))) return;
  podContainersCheck(value, path, problems);
};
/** What detection reads of a deployment. */
export const deploymentCheck: Check = record({ metadata, status: optional(record({ conditions: optional(arrayOf(condition)) })) });
/** What detection reads of an autoscaler. */
export const autoscalerCheck: Check = record({
  metadata,
  spec: optional(record({ maxReplicas: optional(finiteNumber) })),
  status: optional(record({ currentReplicas: optional(finiteNumber), conditions: optional(arrayOf(condition)) })),
});

// ---- The same questions, answered yes or no ----------------------------------------------------

/** Whether detection can read the value as a deployment: the yes-or-no form of `deploymentCheck`. */
export const isReadableDeployment = (value: unknown): boolean => {
  if (!isRecord(value) || !readableMetadata(own(value, 'metadata'))) return false;
  const status = own(value, 'status');
  return status === undefined || (isRecord(status) && readableConditions(own(status, 'conditions')));
};

/** Whether detection can read the value as an autoscaler: the yes-or-no form of `autoscalerCheck`. */
export const isReadableAutoscaler = (value: unknown): boolean => {
  if (!isRecord(value) || !readableMetadata(own(value, 'metadata'))) return false;
  const spec = own(value, 'spec');
  if (spec !== undefined && !(isRecord(spec) && optionalFiniteNumber(own(spec, 'maxReplicas')))) return false;
  const status = own(value, 'status');
  return status === undefined || (isRecord(status) && optionalFiniteNumber(own(status, 'currentReplicas')) && readableConditions(own(status, 'conditions')));
};

// ---- The problem of an object detection cannot read ---------------------------------------------

/** A type of object detection reads, as its problems name it. */
export interface ReadType {
  readonly kind: string;
  readonly apiGroup: string;
  /** The name given to an object of this type whose name cannot be read. */
  readonly unnamed: string;
  /** The path-naming check of what detection reads of such an object. */
  readonly check: Check;
}

export const POD: ReadType = { kind: 'Pod', apiGroup: 'v1', unnamed: m.unknownPod, check: podCheck };
export const DEPLOYMENT: ReadType = { kind: 'Deployment', apiGroup: 'apps/v1', unnamed: m.unknownDeployment, check: deploymentCheck };
export const AUTOSCALER: ReadType = { kind: 'HorizontalPodAutoscaler', apiGroup: 'autoscaling/v2', unnamed: m.unknownHpa, check: autoscalerCheck };

/** An object as named in a problem: its kind, and its name and namespace where they are text. */
const refOf = (value: unknown, type: ReadType): ResourceRef => {
  const meta = isRecord(value) ? own(value, 'metadata') : undefined;
  const name = isRecord(meta) ? own(meta, 'name') : undefined;
  const namespace = isRecord(meta) ? own(meta, 'namespace') : undefined;
  return {
    kind: type.kind,
    apiGroup: type.apiGroup,
    name: typeof name === 'string' ? name : type.unnamed,
    namespace: typeof namespace === 'string' ? namespace : m.unknownNamespace,
  };
};

/** The problem of an object detection cannot read: where in the answer it is (`path`), and what is wrong at which path. */
export const unreadableProblem = (value: unknown, type: ReadType, path: string): DetectedError => {
  const problems: InputProblem[] = [];
  type.check(value, path, problems);
  return {
    type: 'unreadable-object',
    severity: SEVERITY.unreadableObject,
    message: m.unreadableObject(type.kind, problems),
    occurrenceCount: 1,
    sourceRef: refOf(value, type),
  };
};
