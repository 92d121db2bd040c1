// What the views below the tab share: the entity and settings of the tab, and the indexes of one cluster.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { KubernetesFrontendSettings } from '../../application/kubernetes/kubernetes-settings.port';
import type { Entity } from '../../domain/catalog/entity';
import { groupResources, type GroupedResources } from '../../domain/kubernetes/resources';
import {
  buildWorkloadIndex,
  indexAutoscalers,
  type WorkloadIndex,
  type WorkloadRef,
} from '../../domain/kubernetes/pods';
import { indexPodMetrics } from '../../domain/kubernetes/usage';
import type {
  ClusterObjects,
  ClusterRef,
  DetectedError,
  HorizontalPodAutoscaler,
  PodMetrics,
} from '../../domain/kubernetes/types';

export interface KubernetesTabState {
  readonly entity: Entity;
  readonly settings: KubernetesFrontendSettings;
  /** Exactly one cluster with server-side credentials, and kubernetes.podExecTerminal.enabled. */
  readonly terminalOffered: boolean;
  /** Called after a change (pod deleted) so the objects are fetched again. */
  readonly refresh: () => void;
}

const TabContext = createContext<KubernetesTabState | undefined>(undefined);

export const KubernetesTabProvider = ({ value, children }: { value: KubernetesTabState; children: ReactNode }) => (
  <TabContext.Provider value={value}>{children}</TabContext.Provider>
);

export const useKubernetesTab = (): KubernetesTabState => {
  const value = useContext(TabContext);
  if (!value) throw new Error('useKubernetesTab must be used inside KubernetesTabProvider');
  return value;
};

export interface ClusterState {
  readonly cluster: ClusterRef;
  readonly resources: GroupedResources;
  readonly workloads: WorkloadIndex;
  readonly autoscalerFor: (workload: WorkloadRef) => HorizontalPodAutoscaler | undefined;
  readonly metricsByPod: ReadonlyMap<string, PodMetrics>;
  /** Detected problems of this cluster, by the name of the pod they are about. */
  readonly errorsByPod: ReadonlyMap<string, readonly DetectedError[]>;
}

const ClusterContext = createContext<ClusterState | undefined>(undefined);

/** Builds the cluster's indexes once per answer. */
export const ClusterProvider = ({
  objects,
  errors,
  children,
}: {
  objects: ClusterObjects;
  errors: readonly DetectedError[];
  children: ReactNode;
}) => {
  const value = useMemo((): ClusterState => {
    const resources = groupResources(objects.resources);
    const errorsByPod = new Map<string, DetectedError[]>();
    for (const error of errors) {
      if (error.sourceRef.kind !== 'Pod') continue;
      const list = errorsByPod.get(error.sourceRef.name);
      if (list) list.push(error);
      else errorsByPod.set(error.sourceRef.name, [error]);
    }
    return {
      cluster: objects.cluster,
      resources,
      workloads: buildWorkloadIndex(resources.pods, resources.replicaSets),
      autoscalerFor: indexAutoscalers(resources.horizontalPodAutoscalers),
      metricsByPod: indexPodMetrics(objects.podMetrics),
      errorsByPod,
    };
  }, [objects, errors]);
  return <ClusterContext.Provider value={value}>{children}</ClusterContext.Provider>;
};

export const useCluster = (): ClusterState => {
  const value = useContext(ClusterContext);
  if (!value) throw new Error('useCluster must be used inside ClusterProvider');
  return value;
};
