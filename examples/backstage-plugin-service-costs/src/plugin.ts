import { configApiRef, createApiFactory, createPlugin, createRoutableExtension, discoveryApiRef, fetchApiRef } from '@backstage/core-plugin-api';
import { serviceCostsApiRef } from './api';
import { ServiceCostsClient } from './client';
import { rootRouteRef } from './routes';

export const serviceCostsPlugin = createPlugin({
  id: 'service-costs',
  apis: [
    createApiFactory({
      api: serviceCostsApiRef,
      deps: { discoveryApi: discoveryApiRef, fetchApi: fetchApiRef, configApi: configApiRef },
      factory: (deps) => new ServiceCostsClient(deps),
    }),
  ],
  routes: { root: rootRouteRef },
});

/** The costs of every service, and one service's below it. */
export const ServiceCostsPage = serviceCostsPlugin.provide(
  createRoutableExtension({
    name: 'ServiceCostsPage',
    component: () => import('./components/ServiceCostsRouter').then((module) => module.ServiceCostsRouter),
    mountPoint: rootRouteRef,
  }),
);
