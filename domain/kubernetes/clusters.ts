// Rules of the Kubernetes tab around clusters.
import {
  CLUSTERS_READ_PERMISSION,
  KUBERNETES_ID_ANNOTATION,
  KUBERNETES_LABEL_SELECTOR_ANNOTATION,
  RESOURCES_READ_PERMISSION,
} from './constants';
import { k8sMessages as m } from './messages';
import type { ClusterObjects, ClusterRef, KubernetesFetchError } from './types';

/** The tab shows clusters only for entities with the kubernetes-id or the label-selector annotation. */
export const hasKubernetesAnnotation = (annotations: { readonly [key: string]: string } | undefined): boolean =>
  annotations?.[KUBERNETES_ID_ANNOTATION] !== undefined ||
  annotations?.[KUBERNETES_LABEL_SELECTOR_ANNOTATION] !== undefined;

/** Both permissions are needed to see Kubernetes objects. */
export const REQUIRED_PERMISSIONS = [CLUSTERS_READ_PERMISSION, RESOURCES_READ_PERMISSION] as const;

export const canViewKubernetes = (allowed: (permission: string) => boolean): boolean =>
  REQUIRED_PERMISSIONS.every(allowed);

/** The accordion title: the cluster's title, else its name. */
export const clusterTitle = (cluster: ClusterRef): string => cluster.title || cluster.name;

/** Clusters whose answer carries errors: listed in the 'partially errored' warning panel. */
export const clustersWithErrors = (items: readonly ClusterObjects[]): ClusterObjects[] =>
  items.filter((item) => item.errors.length > 0);

/** A line of the warning panel for one cluster error entry. */
export const describeFetchError = (error: KubernetesFetchError): string =>
  error.errorType === 'FETCH_ERROR'
    ? m.fetchError(error.errorType, error.message)
    : m.resourceError(error.resourcePath ?? '', error.errorType, error.statusCode ?? '');
