// The tab's view of an entity's objects: the workloads answer with the custom resources answer folded in.
import type { ClusterObjects, CustomResource, FetchResponse, ObjectsByEntityResponse } from './types';

const identity = (resource: CustomResource): string =>
  resource.metadata?.uid ??
  `${resource.apiVersion ?? ''}/${resource.kind ?? ''}/${resource.metadata?.namespace ?? ''}/${resource.metadata?.name ?? ''}`;

const customResourcesOf = (resources: readonly FetchResponse[]): CustomResource[] =>
  resources.flatMap((response) => (response.type === 'customresources' ? response.resources : []));

/**
 * Adds to each cluster the custom resources it does not hold yet (the backend may list the same kinds in
 * both answers), and the clusters that only the custom resources answer has. The custom resources
 * answer's errors are left out: a cluster without the resource's definition answers 404 for it, which is
 * no problem of the entity, and the workloads answer already reports the clusters that failed.
 */
export const withCustomResources = (
  workloads: ObjectsByEntityResponse,
  custom: ObjectsByEntityResponse,
): ObjectsByEntityResponse => {
  const customByCluster = new Map<string, CustomResource[]>();
  for (const item of custom.items) {
    const list = customByCluster.get(item.cluster.name) ?? [];
    list.push(...customResourcesOf(item.resources));
    customByCluster.set(item.cluster.name, list);
  }
  const merged: ClusterObjects[] = workloads.items.map((item) => {
    const extra = customByCluster.get(item.cluster.name);
    customByCluster.delete(item.cluster.name);
    if (!extra || extra.length === 0) return item;
    const known = new Set(customResourcesOf(item.resources).map(identity));
    const missing = extra.filter((resource) => !known.has(identity(resource)));
    return missing.length === 0 ? item : { ...item, resources: [...item.resources, { type: 'customresources', resources: missing }] };
  });
  for (const item of custom.items) {
    const extra = customByCluster.get(item.cluster.name);
    if (!extra || extra.length === 0) continue;
    customByCluster.delete(item.cluster.name);
    merged.push({ cluster: item.cluster, resources: [{ type: 'customresources', resources: extra }], errors: [] });
  }
  return { items: merged };
};
