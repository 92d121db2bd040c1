import {
  canViewKubernetes,
  clustersWithErrors,
  clusterTitle,
  describeFetchError,
  hasKubernetesAnnotation,
} from '../../../domain/kubernetes/clusters';
import type { ClusterObjects } from '../../../domain/kubernetes/types';

describe('Kubernetes tab rules', () => {
  it.each([
    [{ 'backstage.io/kubernetes-id': 'payments' }, true],
    [{ 'backstage.io/kubernetes-label-selector': 'app=payments' }, true],
    [{ 'backstage.io/techdocs-ref': 'dir:.' }, false],
    [undefined, false],
  ])('annotations %j → %s', (annotations, expected) => {
    expect(hasKubernetesAnnotation(annotations)).toBe(expected);
  });

  it.each([
    [['kubernetes.clusters.read', 'kubernetes.resources.read'], true],
    [['kubernetes.clusters.read'], false],
    [['kubernetes.resources.read'], false],
    [[], false],
  ])('allowed %j → can view %s', (allowed, expected) => {
    expect(canViewKubernetes((permission) => allowed.includes(permission))).toBe(expected);
  });

  it('titles a cluster by its title, else its name', () => {
    expect(clusterTitle({ name: 'prod-eu-1', title: 'Production EU' })).toBe('Production EU');
    expect(clusterTitle({ name: 'prod-eu-1' })).toBe('prod-eu-1');
  });

  it('lists the clusters whose answer carries errors', () => {
    const ok: ClusterObjects = { cluster: { name: 'a' }, resources: [], errors: [] };
    const failed: ClusterObjects = { cluster: { name: 'b' }, resources: [], errors: [{ errorType: 'NOT_FOUND', statusCode: 404 }] };
    expect(clustersWithErrors([ok, failed])).toEqual([failed]);
  });

  it.each([
    [{ errorType: 'FETCH_ERROR' as const, message: 'socket hang up' }, 'Error communicating with Kubernetes: FETCH_ERROR, message: socket hang up'],
    [
      { errorType: 'NOT_FOUND' as const, statusCode: 404, resourcePath: '/api/v1/pods' },
      "Error fetching Kubernetes resource: '/api/v1/pods', error: NOT_FOUND, status code: 404",
    ],
  ])('describes %j', (error, text) => {
    expect(describeFetchError(error)).toBe(text);
  });
});
