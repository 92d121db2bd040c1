import { clusterObjectsFromList, groupResources, resourceTypeOfKind } from '../../../domain/kubernetes/resources';
import type { FetchResponse } from '../../../domain/kubernetes/types';

describe('groupResources', () => {
  it('groups responses by kind, concatenating repeated types', () => {
    const responses: FetchResponse[] = [
      { type: 'pods', resources: [{ metadata: { name: 'a' } }] },
      { type: 'deployments', resources: [{ metadata: { name: 'd' } }] },
      { type: 'pods', resources: [{ metadata: { name: 'b' } }] },
      { type: 'replicasets', resources: [{ metadata: { name: 'rs' } }] },
      { type: 'horizontalpodautoscalers', resources: [{ metadata: { name: 'h' } }] },
      { type: 'services', resources: [{ metadata: { name: 's' } }] },
      { type: 'configmaps', resources: [{ metadata: { name: 'cm' } }] },
      { type: 'ingresses', resources: [{ metadata: { name: 'i' } }] },
      { type: 'jobs', resources: [{ metadata: { name: 'j' } }] },
      { type: 'cronjobs', resources: [{ metadata: { name: 'cj' } }] },
      { type: 'customresources', resources: [{ kind: 'Rollout', metadata: { name: 'r' } }] },
      { type: 'statefulsets', resources: [{ metadata: { name: 'ss' } }] },
      { type: 'daemonsets', resources: [{ metadata: { name: 'ds' } }] },
    ];
    const names = (objects: readonly { metadata?: { name?: string } }[]) => objects.map((o) => o.metadata?.name);
    const grouped = groupResources(responses);
    expect(names(grouped.pods)).toEqual(['a', 'b']);
    expect(names(grouped.deployments)).toEqual(['d']);
    expect(names(grouped.replicaSets)).toEqual(['rs']);
    expect(names(grouped.horizontalPodAutoscalers)).toEqual(['h']);
    expect(names(grouped.services)).toEqual(['s']);
    expect(names(grouped.configMaps)).toEqual(['cm']);
    expect(names(grouped.ingresses)).toEqual(['i']);
    expect(names(grouped.jobs)).toEqual(['j']);
    expect(names(grouped.cronJobs)).toEqual(['cj']);
    expect(names(grouped.customResources)).toEqual(['r']);
    expect(names(grouped.statefulSets)).toEqual(['ss']);
    expect(names(grouped.daemonSets)).toEqual(['ds']);
  });

  it('copes with very large responses', () => {
    const pods = Array.from({ length: 200_000 }, (_, i) => ({ metadata: { name: `p${i}` } }));
    expect(groupResources([{ type: 'pods', resources: pods }]).pods).toHaveLength(200_000);
  });
});

describe('Kubernetes lists', () => {
  it.each([
    ['Pod', 'pods'],
    ['Deployment', 'deployments'],
    ['ReplicaSet', 'replicasets'],
    ['HorizontalPodAutoscaler', 'horizontalpodautoscalers'],
    ['Service', 'services'],
    ['ConfigMap', 'configmaps'],
    ['Ingress', 'ingresses'],
    ['Job', 'jobs'],
    ['CronJob', 'cronjobs'],
    ['StatefulSet', 'statefulsets'],
    ['DaemonSet', 'daemonsets'],
    ['Rollout', 'customresources'],
    [undefined, 'customresources'],
  ])('%s is fetched as %s', (kind, type) => {
    expect(resourceTypeOfKind(kind)).toBe(type);
  });

  it('turns a List into the objects of one cluster', () => {
    const objects = clusterObjectsFromList('kubectl', [
      { kind: 'Pod', metadata: { name: 'a' } },
      { kind: 'HorizontalPodAutoscaler', metadata: { name: 'h' } },
      { kind: 'Pod', metadata: { name: 'b' } },
    ]);
    expect(objects.cluster).toEqual({ name: 'kubectl' });
    expect(objects.errors).toEqual([]);
    const grouped = groupResources(objects.resources);
    expect(grouped.pods.map((p) => p.metadata?.name)).toEqual(['a', 'b']);
    expect(grouped.horizontalPodAutoscalers.map((p) => p.metadata?.name)).toEqual(['h']);
  });
});
