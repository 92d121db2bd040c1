// Kubernetes as scripts use it (`import { kubernetes } from 'portico'`): the problems Portico detects in a
// cluster's objects (with cause and fix), a kubectl List read as one cluster's objects, cron schedules in
// English and links to a cluster's dashboard. Every function answers input of the wrong shape with a Left
// naming the path and what was expected; none throws. `detectErrors` refuses only an answer whose outline is
// wrong: a pod, deployment or autoscaler it cannot read is a problem of that object, and the rest is checked.
import * as E from 'fp-ts/Either';
import { anything, arrayOf, checkInput, finiteNumber, json, optional, record, recordOf, string, type Check, type InvalidInput } from '../shared/input';
import { KUBERNETES_ID_ANNOTATION as ID_ANNOTATION, KUBERNETES_LABEL_SELECTOR_ANNOTATION as SELECTOR_ANNOTATION, SEVERITY as SEVERITIES, DASHBOARD_APPS as APPS } from './constants';
import { describeCron as describe, type CronError } from './cron';
import { formatClusterLink as formatLink, type DashboardLinkError, type DashboardLinkOptions } from './dashboard-links';
import { detectInAnswer, type AnswerOutline } from './detect-in-answer';
import { clusterObjectsFromList } from './resources';
import type { LinkedObject } from './dashboard-links';
import type {
  DetectedError,
  DetectedErrorsByCluster,
  DetectedErrorType,
  DocsFix,
  ErrorSeverity,
  EventsFix,
  JsonObject,
  JsonPrimitive,
  JsonValue,
  KubernetesObject,
  LogsFix,
  ObjectMeta,
  OwnerReference,
  ProposedFix,
  ProposedFixBase,
  ResourceRef,
} from './types';

export type {
  CronError,
  DashboardLinkError,
  DashboardLinkOptions,
  DetectedError,
  DetectedErrorsByCluster,
  DetectedErrorType,
  DocsFix,
  ErrorSeverity,
  EventsFix,
  JsonObject,
  JsonPrimitive,
  JsonValue,
  LinkedObject,
  LogsFix,
  ObjectMeta,
  OwnerReference,
  ProposedFix,
  ProposedFixBase,
  ResourceRef,
};

/**
 * The kubernetes backend's objects-by-entity answer (`POST /services/{entityName}`), as `detectErrors` reads it:
 * per cluster, its objects by type (`pods`, `deployments`, `horizontalpodautoscalers` are read; others carried).
 */
export interface ObjectsByEntity {
  readonly items: readonly {
    readonly cluster: { readonly name: string };
    readonly resources: readonly { readonly type: string; readonly resources: readonly unknown[] }[];
    readonly errors?: readonly unknown[];
  }[];
}
export type { InputProblem, InvalidInput } from '../shared/input';

/**
 * Severities of the detected problems: pod problems 4, a False autoscaler or deployment condition 6, an autoscaler
 * at its maximum 8, and 4 for an object `detectErrors` could not read (so not checked).
 */
export const SEVERITY: {
  readonly podProblem: number;
  readonly conditionMessage: number;
  readonly autoscalerAtMax: number;
  readonly unreadableObject: number;
} = SEVERITIES;

/** The dashboard apps `formatClusterLink` writes links for. */
export const DASHBOARD_APPS: readonly string[] = APPS;

/** The annotation that names an entity's workloads by their `backstage.io/kubernetes-id` label. */
export const KUBERNETES_ID_ANNOTATION: string = ID_ANNOTATION;

/** The annotation with a label selector for an entity's workloads. */
export const KUBERNETES_LABEL_SELECTOR_ANNOTATION: string = SELECTOR_ANNOTATION;

// ---- What detection reads ---------------------------------------------------------------------

const metadata = optional(record({ name: optional(string), namespace: optional(string) }));

/** An array whatever its items, which are read one by one afterwards: no path is made for each of thousands of pods. */
const anyArray: Check = (value, path, problems) => {
  if (!Array.isArray(value)) arrayOf(anything)(value, path, problems);
};

/**
 * The answer's outline: clusters and their responses by type. The objects in the responses are not looked at
 * here: detection reads each pod, deployment and autoscaler on its own, checking what it reads; other types are carried.
 */
const objectsByEntity: Check = record({
  items: arrayOf(
    record({
      cluster: record({ name: string }),
      resources: arrayOf(record({ type: string, resources: anyArray })),
      errors: optional(arrayOf(anything)),
    }),
  ),
});

/**
 * Every problem Portico detects in the objects, by cluster name: pods (readiness probes that wait too long,
 * waiting and restarting containers), deployments and autoscalers (False conditions, autoscalers at their
 * maximum), each with its severity and, where known, cause and fix. `objects` is the kubernetes backend's
 * objects-by-entity answer (or `objectsFromList` of a kubectl List); `now` (epoch milliseconds) decides
 * whether a readiness probe has waited too long.
 *
 * Each object is read once, what detection uses of it checked as it is read: of a pod its name, namespace and
 * container statuses, and its containers' readiness probes when one is running but not ready; of a deployment or an
 * autoscaler its name, namespace, conditions and replica counts. An object detection cannot read (a pod whose
 * container status has no `ready`, a deployment that is a number) is reported as a problem of that object, of type
 * `unreadable-object` (after the cluster's other problems): its
 * message names the path in `objects` and what is wrong there, and every other object is still checked. A Left
 * is for an answer whose outline is wrong (no `items`, a cluster without a name, a response without `resources`)
 * or a `now` that is not a finite number.
 */
export const detectErrors = (objects: unknown, now: number): E.Either<InvalidInput, DetectedErrorsByCluster> => {
  const checked = checkInput<[AnswerOutline, number]>(
    (value, _path, problems) => {
      const [givenObjects, givenNow] = value as unknown[];
      objectsByEntity(givenObjects, 'objects', problems);
      finiteNumber(givenNow, 'now', problems);
    },
    [objects, now],
  );
  if (E.isLeft(checked)) return checked;
  const [outline, givenNow] = checked.right;
  return E.right(detectInAnswer(outline, 'objects', givenNow));
};

/**
 * A Kubernetes List (`kubectl get pods,deploy,rs,hpa -o json`) as the objects of one cluster, named `cluster`
 * (default `kubectl`), in the form `detectErrors` takes.
 */
export const objectsFromList = (list: unknown, cluster = 'kubectl'): E.Either<InvalidInput, ObjectsByEntity> => {
  const checked = checkInput<[{ readonly items: readonly KubernetesObject[] }, string]>(
    (value, _path, problems) => {
      const [givenList, givenCluster] = value as unknown[];
      record({ items: arrayOf(record({ kind: optional(string), metadata })) })(givenList, 'list', problems);
      string(givenCluster, 'cluster', problems);
    },
    [list, cluster],
  );
  return E.map(([givenList, givenCluster]: [{ readonly items: readonly KubernetesObject[] }, string]) => ({
    items: [clusterObjectsFromList(givenCluster, givenList.items)],
  }))(checked);
};

/** A cron schedule in English (`0 9 * * 1-5` → "At 09:00, Monday through Friday"); Kubernetes' `@daily` shortcuts too. */
export const describeCron = (expression: unknown): E.Either<CronError, string> => describe(expression as string);

const linkOptions: Check = record({
  kind: string,
  dashboardUrl: optional(string),
  dashboardApp: optional(string),
  dashboardParameters: optional(recordOf(json)),
  object: optional(record({ metadata: optional(record({ name: optional(string), namespace: optional(string), uid: optional(string) })), spec: optional(json) })),
  appOrigin: optional(string),
});

/**
 * The link to an object on a cluster's dashboard (`dashboardApp`: standard, aks, eks, gke, openshift, rancher or
 * headlamp, with `dashboardUrl` or `dashboardParameters` as the app needs); Right(undefined) when the cluster
 * has no dashboard.
 */
export const formatClusterLink = (options: unknown): E.Either<DashboardLinkError | InvalidInput, string | undefined> => {
  const checked = checkInput<DashboardLinkOptions>(linkOptions, options, 'options');
  return E.isLeft(checked) ? checked : formatLink(checked.right);
};
