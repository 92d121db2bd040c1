// The embedded backend's `kubernetes` config for the fixture cluster (BACKEND.md "A cluster").
// Metrics are looked up (the fixture serves metrics.k8s.io) so the pod table and gauges have numbers.
import { FIXTURE_TOKEN } from './fixture-cluster';

export const FIXTURE_CLUSTER_NAME = 'local-fixture';
export const FIXTURE_CLUSTER_TITLE = 'Local fixture cluster';

export const ROLLOUTS_CUSTOM_RESOURCE = { group: 'argoproj.io', apiVersion: 'v1alpha1', plural: 'rollouts' } as const;

export const fixtureClusterBackendConfig = (clusterUrl: string) => ({
  kubernetes: {
    serviceLocatorMethod: { type: 'multiTenant' },
    clusterLocatorMethods: [
      {
        type: 'config',
        clusters: [
          {
            name: FIXTURE_CLUSTER_NAME,
            title: FIXTURE_CLUSTER_TITLE,
            url: clusterUrl,
            authProvider: 'serviceAccount',
            serviceAccountToken: FIXTURE_TOKEN,
            skipTLSVerify: true,
            skipMetricsLookup: false,
            dashboardUrl: `${clusterUrl}/dashboard/`,
            dashboardApp: 'standard',
          },
        ],
      },
    ],
    customResources: [ROLLOUTS_CUSTOM_RESOURCE],
  },
});
