// What the Kubernetes tab needs from the kubernetes backend: objects by
// entity, the workloads and custom resources queries, the cluster list, and calls proxied to one cluster.
import type { TaskEither } from 'fp-ts/TaskEither';
import type { RequestAuth } from '../../domain/kubernetes/auth-providers';
import type { Entity } from '../../domain/catalog/entity';
import type { Cluster, KubernetesEvent, ObjectsByEntityResponse } from '../../domain/kubernetes/types';
import type { BackendError } from '../shared/backend-error';

/** A custom resource collection to fetch, e.g. argoproj.io/v1alpha1 rollouts. */
export interface CustomResourceMatcher {
  readonly group: string;
  readonly apiVersion: string;
  readonly plural: string;
}

/** Where a proxied call goes: the cluster header and, with a browser-side credential, its auth header. */
export interface ProxyTarget {
  readonly clusterName: string;
  readonly headers: Readonly<Record<string, string>>;
}

export interface PodLogsQuery {
  readonly podName: string;
  readonly namespace: string;
  readonly containerName: string;
  /** The log of the container's previous (terminated) run. */
  readonly previous?: boolean;
}

export interface PodRef {
  readonly podName: string;
  readonly namespace: string;
}

export interface InvolvedObjectQuery {
  readonly involvedObjectName: string;
  readonly namespace: string;
}

export interface ClusterGateway {
  /** POST /services/{entity name} with { auth, entity }. */
  getObjectsByEntity(request: { readonly auth: RequestAuth; readonly entity: Entity }): TaskEither<BackendError, ObjectsByEntityResponse>;
  /** POST /resources/workloads/query with { auth, entityRef }. */
  getWorkloadsByEntity(request: { readonly auth: RequestAuth; readonly entityRef: string }): TaskEither<BackendError, ObjectsByEntityResponse>;
  /** POST /resources/custom/query with { entityRef, auth, customResources }. */
  getCustomObjectsByEntity(request: {
    readonly auth: RequestAuth;
    readonly entityRef: string;
    readonly customResources: readonly CustomResourceMatcher[];
  }): TaskEither<BackendError, ObjectsByEntityResponse>;
  /** GET /clusters. */
  getClusters(): TaskEither<BackendError, readonly Cluster[]>;
  /** GET /proxy/api/v1/namespaces/{ns}/pods/{pod}/log?container=..[&previous]: the log text. */
  getPodLogs(target: ProxyTarget, query: PodLogsQuery): TaskEither<BackendError, string>;
  /** GET /proxy/api/v1/namespaces/{ns}/events?fieldSelector=involvedObject.name={name}. */
  getEventsByInvolvedObjectName(target: ProxyTarget, query: InvolvedObjectQuery): TaskEither<BackendError, readonly KubernetesEvent[]>;
  /** DELETE /proxy/api/v1/namespaces/{ns}/pods/{pod}. */
  deletePod(target: ProxyTarget, pod: PodRef): TaskEither<BackendError, void>;
}

