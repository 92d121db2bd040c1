export { serviceCostsPlugin, ServiceCostsPage } from './plugin';
export { serviceCostsApiRef } from './api';
export { ServiceCostsClient, type ServiceCost, type ServiceCostsApi } from './client';
