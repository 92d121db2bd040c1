import { createApiRef } from '@backstage/core-plugin-api';
import type { ServiceCostsApi } from './client';

export const serviceCostsApiRef = createApiRef<ServiceCostsApi>({ id: 'plugin.service-costs.service' });
