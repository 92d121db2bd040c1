// The Kubernetes tab's use cases as the UI sees them.
// Kept apart from their implementation so the token can be bound without loading the adapters.
import type { TaskEither } from 'fp-ts/TaskEither';
import type { Entity } from '../../domain/catalog/entity';
import type { Cluster, KubernetesEvent, ObjectsByEntityResponse } from '../../domain/kubernetes/types';
import { serviceToken } from '../shared/service-token';
import type { CustomResourceMatcher } from './cluster-gateway.port';
import type { KubernetesError } from './kubernetes-error';
import type { KubernetesFrontendSettings } from './kubernetes-settings.port';

export interface PodLogsRequest {
  readonly clusterName: string;
  readonly podName: string;
  readonly namespace: string;
  readonly containerName: string;
  readonly previous?: boolean;
}

export interface EventsRequest {
  readonly clusterName: string;
  readonly involvedObjectName: string;
  readonly namespace: string;
}

export interface DeletePodRequest {
  readonly clusterName: string;
  readonly podName: string;
  readonly namespace: string;
}

export interface KubernetesUseCases {
  /**
   * What the Kubernetes tab shows for the entity: its workloads (read by entity ref; the objects-by-entity
   * call when the backend has no workloads query) with the custom resources the tab draws folded in.
   */
  getEntityObjects(entity: Entity): TaskEither<KubernetesError, ObjectsByEntityResponse>;
  /** The objects of every cluster for the entity, with the auth its clusters' providers need. */
  getObjectsByEntity(entity: Entity): TaskEither<KubernetesError, ObjectsByEntityResponse>;
  getWorkloadsByEntity(entityRef: string): TaskEither<KubernetesError, ObjectsByEntityResponse>;
  getCustomObjectsByEntity(
    entityRef: string,
    customResources: readonly CustomResourceMatcher[],
  ): TaskEither<KubernetesError, ObjectsByEntityResponse>;
  getClusters(): TaskEither<KubernetesError, readonly Cluster[]>;
  getPodLogs(request: PodLogsRequest): TaskEither<KubernetesError, string>;
  getEventsByInvolvedObjectName(request: EventsRequest): TaskEither<KubernetesError, readonly KubernetesEvent[]>;
  deletePod(request: DeletePodRequest): TaskEither<KubernetesError, void>;
  /** The frontend settings; defaults (everything off) when the config cannot be read. */
  getSettings(): TaskEither<never, KubernetesFrontendSettings>;
}

export const KubernetesUseCasesToken = serviceToken<KubernetesUseCases>('KubernetesUseCases');
