import { createRouteRef, createSubRouteRef } from '@backstage/core-plugin-api';

export const rootRouteRef = createRouteRef({ id: 'service-costs' });

/** One service's costs, below the plugin's page. */
export const serviceRouteRef = createSubRouteRef({ id: 'service-costs/service', parent: rootRouteRef, path: '/:service' });
