// Builders of Kubernetes objects for the Kubernetes domain tests.
import type {
  Container,
  ContainerStatus,
  Deployment,
  HorizontalPodAutoscaler,
  ObjectsByEntityResponse,
  OwnerReference,
  Pod,
  ReplicaSet,
} from '../../../domain/kubernetes/types';

export const NOW = Date.parse('2024-05-01T12:00:00Z');

export const owner = (kind: string, name: string, uid: string): OwnerReference => ({
  apiVersion: 'apps/v1',
  kind,
  name,
  uid,
});

export const containerStatus = (overrides: Partial<ContainerStatus> = {}): ContainerStatus => ({
  name: 'app',
  image: 'registry/app:1.0',
  ready: true,
  restartCount: 0,
  started: true,
  state: { running: { startedAt: '2024-05-01T11:00:00Z' } },
  ...overrides,
});

export const pod = (options: {
  name?: string;
  namespace?: string;
  uid?: string;
  owners?: OwnerReference[];
  containers?: Container[];
  statuses?: ContainerStatus[];
  phase?: string;
} = {}): Pod => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: {
    name: options.name ?? 'web-1',
    namespace: options.namespace ?? 'shop',
    uid: options.uid ?? `uid-${options.name ?? 'web-1'}`,
    ...(options.owners && { ownerReferences: options.owners }),
  },
  spec: { containers: options.containers ?? [{ name: 'app', image: 'registry/app:1.0' }] },
  status: { phase: options.phase ?? 'Running', containerStatuses: options.statuses ?? [containerStatus()] },
});

export const replicaSet = (name: string, uid: string, replicas: number, owners: OwnerReference[]): ReplicaSet => ({
  kind: 'ReplicaSet',
  metadata: { name, namespace: 'shop', uid, ownerReferences: owners },
  status: { replicas },
});

export const deployment = (name: string, uid: string, conditions: Deployment['status'] = {}): Deployment => ({
  kind: 'Deployment',
  metadata: { name, namespace: 'shop', uid },
  status: conditions,
});

export const hpa = (options: {
  name?: string;
  namespace?: string;
  targetKind?: string;
  targetName?: string;
  max?: number;
  current?: number;
  conditions?: NonNullable<HorizontalPodAutoscaler['status']>['conditions'];
} = {}): HorizontalPodAutoscaler => ({
  kind: 'HorizontalPodAutoscaler',
  metadata: { name: options.name ?? 'web', namespace: options.namespace ?? 'shop' },
  spec: {
    scaleTargetRef: { kind: options.targetKind ?? 'Deployment', name: options.targetName ?? 'web' },
    minReplicas: 1,
    maxReplicas: options.max ?? 10,
  },
  status: {
    currentReplicas: options.current ?? 2,
    desiredReplicas: options.current ?? 2,
    ...(options.conditions && { conditions: options.conditions }),
  },
});

export const objectsByEntity = (
  clusters: Array<{ name: string; pods?: Pod[]; deployments?: Deployment[]; hpas?: HorizontalPodAutoscaler[] }>,
): ObjectsByEntityResponse => ({
  items: clusters.map((c) => ({
    cluster: { name: c.name },
    errors: [],
    podMetrics: [],
    resources: [
      { type: 'pods', resources: c.pods ?? [] },
      { type: 'deployments', resources: c.deployments ?? [] },
      { type: 'horizontalpodautoscalers', resources: c.hpas ?? [] },
    ],
  })),
});
