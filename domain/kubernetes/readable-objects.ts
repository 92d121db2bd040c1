// Which objects of a cluster answer detection can read, for the public `detectErrors`: it is handed any value,
// and one pod without `containerStatuses[].ready` must not cost the answer for every other object. The answer's
// outline (items, clusters, responses) is checked as a whole; each pod, deployment and autoscaler is checked on
// its own, and one that detection cannot read becomes a problem of that object, naming where and what is wrong.
//
// Each object is first asked a yes-or-no question that builds nothing (no paths, no messages): most objects are
// readable, and that is all they cost. Only an object that fails is checked again with the path-naming checks,
// to say why. The two agree by construction of each pair below, and a test compares them on random objects.
import { arrayOf, boolean, finiteNumber, isRecord, optional, record, string, type Check, type InputProblem } from '../shared/input';
import { SEVERITY } from './constants';
import { k8sMessages as m } from './messages';
import type { DetectedError, ObjectsByEntityResponse, ResourceRef } from './types';

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

/** What detection reads of a pod. */
export const podCheck: Check = record({
  metadata,
  spec: optional(record({ containers: arrayOf(record({ name: string, readinessProbe: probe })) })),
  status: optional(record({ containerStatuses: optional(arrayOf(containerStatus)) })),
});
/** What detection reads of a deployment. */
export const deploymentCheck: Check = record({ metadata, status: optional(record({ conditions: optional(arrayOf(condition)) })) });
/** What detection reads of an autoscaler. */
export const autoscalerCheck: Check = record({
  metadata,
  spec: optional(record({ maxReplicas: optional(finiteNumber) })),
  status: optional(record({ currentReplicas: optional(finiteNumber), conditions: optional(arrayOf(condition)) })),
});

// ---- The same questions, answered yes or no ----------------------------------------------------

type Record_ = Readonly<Record<string, unknown>>;

const hasOwn = Object.prototype.hasOwnProperty;
/** An own property, as the checks read it: inherited ones (`constructor`, a polluted prototype) are not. */
const own = (value: Record_, key: string): unknown => (hasOwn.call(value, key) ? value[key] : undefined);

const optionalString = (value: unknown): boolean => value === undefined || typeof value === 'string';
const isFiniteNumber = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value);
const optionalFiniteNumber = (value: unknown): boolean => value === undefined || isFiniteNumber(value);

const readableMetadata = (value: unknown): boolean =>
  value === undefined || (isRecord(value) && optionalString(own(value, 'name')) && optionalString(own(value, 'namespace')));

const readableProbe = (value: unknown): boolean =>
  value === undefined ||
  (isRecord(value) &&
    optionalFiniteNumber(own(value, 'initialDelaySeconds')) &&
    optionalFiniteNumber(own(value, 'periodSeconds')) &&
    optionalFiniteNumber(own(value, 'failureThreshold')));

const readableState = (value: unknown): boolean => {
  if (value === undefined) return true;
  if (!isRecord(value)) return false;
  const waiting = own(value, 'waiting');
  const running = own(value, 'running');
  const terminated = own(value, 'terminated');
  return (
    (waiting === undefined || (isRecord(waiting) && optionalString(own(waiting, 'reason')) && optionalString(own(waiting, 'message')))) &&
    (running === undefined || (isRecord(running) && optionalString(own(running, 'startedAt')))) &&
    (terminated === undefined || (isRecord(terminated) && isFiniteNumber(own(terminated, 'exitCode')) && optionalString(own(terminated, 'reason'))))
  );
};

const readableContainerStatus = (value: unknown): boolean =>
  isRecord(value) &&
  typeof own(value, 'name') === 'string' &&
  typeof own(value, 'ready') === 'boolean' &&
  isFiniteNumber(own(value, 'restartCount')) &&
  readableState(own(value, 'state')) &&
  readableState(own(value, 'lastState'));

const readableContainer = (value: unknown): boolean => isRecord(value) && typeof own(value, 'name') === 'string' && readableProbe(own(value, 'readinessProbe'));

const every = (value: unknown, readable: (item: unknown) => boolean): boolean => {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i++) if (!readable(value[i])) return false;
  return true;
};

const readableConditions = (value: unknown): boolean =>
  value === undefined || every(value, (item) => isRecord(item) && typeof own(item, 'status') === 'string' && optionalString(own(item, 'message')));

/** Whether detection can read the value as a pod: the yes-or-no form of `podCheck`. */
export const isReadablePod = (value: unknown): boolean => {
  if (!isRecord(value) || !readableMetadata(own(value, 'metadata'))) return false;
  const spec = own(value, 'spec');
  if (spec !== undefined && !(isRecord(spec) && every(own(spec, 'containers'), readableContainer))) return false;
  const status = own(value, 'status');
  if (status === undefined) return true;
  if (!isRecord(status)) return false;
  const statuses = own(status, 'containerStatuses');
  return statuses === undefined || every(statuses, readableContainerStatus);
};

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

// ---- Setting the unreadable objects apart -------------------------------------------------------

interface ObjectType {
  readonly readable: (value: unknown) => boolean;
  readonly check: Check;
  readonly kind: string;
  readonly apiGroup: string;
  readonly unnamed: string;
}

/** The types detection reads, by the name of their response; objects of other types are carried, not read. */
const READ_TYPES: Readonly<Record<string, ObjectType>> = {
  pods: { readable: isReadablePod, check: podCheck, kind: 'Pod', apiGroup: 'v1', unnamed: m.unknownPod },
  deployments: { readable: isReadableDeployment, check: deploymentCheck, kind: 'Deployment', apiGroup: 'apps/v1', unnamed: m.unknownDeployment },
  horizontalpodautoscalers: {
    readable: isReadableAutoscaler,
    check: autoscalerCheck,
    kind: 'HorizontalPodAutoscaler',
    apiGroup: 'autoscaling/v2',
    unnamed: m.unknownHpa,
  },
};

/** The type detection reads under this response name, if it reads one. */
export const readTypeOf = (responseType: string): ObjectType | undefined => (hasOwn.call(READ_TYPES, responseType) ? READ_TYPES[responseType] : undefined);

/** An object as named in a problem: its kind, and its name and namespace where they are text. */
const refOf = (value: unknown, type: ObjectType): ResourceRef => {
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

/** The problem of an object detection cannot read: where in the answer it is, and what is wrong at which path. */
const unreadableProblem = (value: unknown, type: ObjectType, path: string): DetectedError => {
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

/** The outline of an objects-by-entity answer, checked as a whole; the objects in it are checked one by one. */
export interface AnswerOutline {
  readonly items: readonly {
    readonly cluster: { readonly name: string };
    readonly resources: readonly { readonly type: string; readonly resources: readonly unknown[] }[];
    readonly errors?: readonly unknown[];
  }[];
}

export interface ReadableAnswer {
  /** The answer without the objects detection cannot read: the one given when all can be read (nothing copied). */
  readonly readable: ObjectsByEntityResponse;
  /** The problems of the unreadable objects, by cluster name, in the order of the answer. */
  readonly unreadable: ReadonlyMap<string, readonly DetectedError[]>;
}

/** Sets apart the objects detection cannot read; `path` is where the answer is (`objects`), for the problems' paths. */
export const setApartUnreadable = (answer: AnswerOutline, path: string): ReadableAnswer => {
  const unreadable = new Map<string, DetectedError[]>();
  let items: AnswerOutline['items'][number][] | undefined;
  for (let i = 0; i < answer.items.length; i++) {
    const item = answer.items[i]!;
    let responses: AnswerOutline['items'][number]['resources'][number][] | undefined;
    for (let r = 0; r < item.resources.length; r++) {
      const response = item.resources[r]!;
      const type = readTypeOf(response.type);
      if (type === undefined) continue;
      const objects = response.resources;
      let kept: unknown[] | undefined;
      for (let o = 0; o < objects.length; o++) {
        const object = objects[o];
        if (type.readable(object)) {
          kept?.push(object);
          continue;
        }
        kept ??= objects.slice(0, o);
        const problem = unreadableProblem(object, type, `${path}.items[${i}].resources[${r}].resources[${o}]`);
        const known = unreadable.get(item.cluster.name);
        if (known) known.push(problem);
        else unreadable.set(item.cluster.name, [problem]);
      }
      if (kept !== undefined) {
        responses ??= [...item.resources];
        responses[r] = { ...response, resources: kept };
      }
    }
    if (responses !== undefined) {
      items ??= [...answer.items];
      items[i] = { ...item, resources: responses };
    }
  }
  const readable = (items === undefined ? answer : { ...answer, items }) as ObjectsByEntityResponse;
  return { readable, unreadable };
};
