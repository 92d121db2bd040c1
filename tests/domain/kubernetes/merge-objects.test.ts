import fc from 'fast-check';
import { withCustomResources } from '../../../domain/kubernetes/merge-objects';
import type { CustomResource, ObjectsByEntityResponse } from '../../../domain/kubernetes/types';

const rollout = (name: string, uid?: string): CustomResource => ({
  apiVersion: 'argoproj.io/v1alpha1',
  kind: 'Rollout',
  metadata: { name, namespace: 'payments', ...(uid !== undefined && { uid }) },
});
const pod = { kind: 'Pod', metadata: { name: 'api-1', namespace: 'payments' } };

const workloads: ObjectsByEntityResponse = {
  items: [
    { cluster: { name: 'a' }, resources: [{ type: 'pods', resources: [pod] }], errors: [{ errorType: 'FETCH_ERROR', message: 'down' }] },
    { cluster: { name: 'b' }, resources: [{ type: 'customresources', resources: [rollout('canary', 'uid-canary')] }], errors: [] },
  ],
};

const customResourcesOf = (answer: ObjectsByEntityResponse, cluster: string) =>
  answer.items
    .filter((item) => item.cluster.name === cluster)
    .flatMap((item) => item.resources.flatMap((r) => (r.type === 'customresources' ? r.resources : [])));

describe('workloads with custom resources', () => {
  it("adds the custom resources to their cluster's objects, keeping the workloads' errors", () => {
    const merged = withCustomResources(workloads, {
      items: [{ cluster: { name: 'a' }, resources: [{ type: 'customresources', resources: [rollout('blue')] }], errors: [] }],
    });
    expect(merged.items[0]).toEqual({
      cluster: { name: 'a' },
      resources: [
        { type: 'pods', resources: [pod] },
        { type: 'customresources', resources: [rollout('blue')] },
      ],
      errors: [{ errorType: 'FETCH_ERROR', message: 'down' }],
    });
    expect(merged.items[1]).toBe(workloads.items[1]);
  });

  it('does not repeat a custom resource both answers hold (by uid, else by kind, namespace and name)', () => {
    const merged = withCustomResources(workloads, {
      items: [{ cluster: { name: 'b' }, resources: [{ type: 'customresources', resources: [rollout('canary', 'uid-canary'), rollout('green')] }], errors: [] }],
    });
    expect(customResourcesOf(merged, 'b')).toEqual([rollout('canary', 'uid-canary'), rollout('green')]);
  });

  it("leaves out the custom resources answer's errors: a cluster without the resource's definition is no problem", () => {
    const merged = withCustomResources(workloads, {
      items: [{ cluster: { name: 'a' }, resources: [], errors: [{ errorType: 'NOT_FOUND', statusCode: 404, resourcePath: '/apis/argoproj.io/v1alpha1/rollouts' }] }],
    });
    expect(merged).toEqual(workloads);
  });

  it('adds a cluster that only the custom resources answer has', () => {
    const merged = withCustomResources(workloads, {
      items: [{ cluster: { name: 'c', title: 'Cluster C' }, resources: [{ type: 'customresources', resources: [rollout('only')] }], errors: [] }],
    });
    expect(merged.items.map((item) => item.cluster.name)).toEqual(['a', 'b', 'c']);
    expect(merged.items[2]).toEqual({
      cluster: { name: 'c', title: 'Cluster C' },
      resources: [{ type: 'customresources', resources: [rollout('only')] }],
      errors: [],
    });
  });

  it('keeps every custom resource exactly once, whatever both answers hold', () => {
    const names = fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'), { maxLength: 6 });
    fc.assert(
      fc.property(names, names, (inWorkloads, inCustom) => {
        const answer = (list: readonly string[]): ObjectsByEntityResponse => ({
          items: [{ cluster: { name: 'x' }, resources: [{ type: 'customresources', resources: list.map((n) => rollout(n)) }], errors: [] }],
        });
        const merged = customResourcesOf(withCustomResources(answer(inWorkloads), answer(inCustom)), 'x').map((r) => r.metadata?.name);
        expect([...merged].sort()).toEqual([...new Set([...inWorkloads, ...inCustom])].sort());
      }),
    );
  });
});
