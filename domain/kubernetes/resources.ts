import type {
  ClusterObjects,
  ConfigMap,
  CronJob,
  CustomResource,
  DaemonSet,
  Deployment,
  FetchResponse,
  HorizontalPodAutoscaler,
  Ingress,
  Job,
  KubernetesObject,
  Pod,
  ReplicaSet,
  ResourceType,
  Service,
  StatefulSet,
} from './types';

/** The objects of one cluster, by kind. */
export interface GroupedResources {
  readonly pods: readonly Pod[];
  readonly replicaSets: readonly ReplicaSet[];
  readonly deployments: readonly Deployment[];
  readonly services: readonly Service[];
  readonly configMaps: readonly ConfigMap[];
  readonly horizontalPodAutoscalers: readonly HorizontalPodAutoscaler[];
  readonly ingresses: readonly Ingress[];
  readonly jobs: readonly Job[];
  readonly cronJobs: readonly CronJob[];
  readonly customResources: readonly CustomResource[];
  readonly statefulSets: readonly StatefulSet[];
  readonly daemonSets: readonly DaemonSet[];
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] extends readonly (infer U)[] ? U[] : T[K] };

const append = <T>(target: T[], items: readonly T[]): void => {
  // A loop, not push(...items): spreading tens of thousands of arguments can overflow the stack.
  for (const item of items) target.push(item);
};

/** Groups the fetch responses of one cluster by kind; unknown response types are ignored. */
export const groupResources = (responses: readonly FetchResponse[]): GroupedResources => {
  const grouped: Mutable<GroupedResources> = {
    pods: [],
    replicaSets: [],
    deployments: [],
    services: [],
    configMaps: [],
    horizontalPodAutoscalers: [],
    ingresses: [],
    jobs: [],
    cronJobs: [],
    customResources: [],
    statefulSets: [],
    daemonSets: [],
  };
  for (const response of responses) {
    switch (response.type) {
      case 'pods':
        append(grouped.pods, response.resources);
        break;
      case 'replicasets':
        append(grouped.replicaSets, response.resources);
        break;
      case 'deployments':
        append(grouped.deployments, response.resources);
        break;
      case 'services':
        append(grouped.services, response.resources);
        break;
      case 'configmaps':
        append(grouped.configMaps, response.resources);
        break;
      case 'horizontalpodautoscalers':
        append(grouped.horizontalPodAutoscalers, response.resources);
        break;
      case 'ingresses':
        append(grouped.ingresses, response.resources);
        break;
      case 'jobs':
        append(grouped.jobs, response.resources);
        break;
      case 'cronjobs':
        append(grouped.cronJobs, response.resources);
        break;
      case 'customresources':
        append(grouped.customResources, response.resources);
        break;
      case 'statefulsets':
        append(grouped.statefulSets, response.resources);
        break;
      case 'daemonsets':
        append(grouped.daemonSets, response.resources);
        break;
      default:
        break;
    }
  }
  return grouped;
};

/** The response type a Kubernetes kind is fetched as; kinds outside the built-in list are custom resources. */
const typeByKind: ReadonlyMap<string, ResourceType> = new Map<string, ResourceType>([
  ['pod', 'pods'],
  ['deployment', 'deployments'],
  ['replicaset', 'replicasets'],
  ['service', 'services'],
  ['configmap', 'configmaps'],
  ['horizontalpodautoscaler', 'horizontalpodautoscalers'],
  ['ingress', 'ingresses'],
  ['job', 'jobs'],
  ['cronjob', 'cronjobs'],
  ['statefulset', 'statefulsets'],
  ['daemonset', 'daemonsets'],
]);

export const resourceTypeOfKind = (kind: string | undefined): ResourceType =>
  typeByKind.get((kind ?? '').toLowerCase()) ?? 'customresources';

/**
 * The objects of a Kubernetes List (what `kubectl get pods,deploy,rs,hpa -o json` prints) as the
 * objects of one cluster, so the same rules apply to them as to the backend's answer.
 */
export const clusterObjectsFromList = (
  clusterName: string,
  items: readonly KubernetesObject[],
): ClusterObjects => {
  const byType = new Map<ResourceType, KubernetesObject[]>();
  for (const item of items) {
    const type = resourceTypeOfKind(item.kind);
    const bucket = byType.get(type);
    if (bucket) bucket.push(item);
    else byType.set(type, [item]);
  }
  // Each bucket only holds objects of its own kind, so the cast only restates what the map key says.
  const resources = [...byType.entries()].map(
    ([type, resources]) => ({ type, resources }) as unknown as FetchResponse,
  );
  return { cluster: { name: clusterName }, resources, errors: [], podMetrics: [] };
};
