import { serviceToken } from '../shared/service-token';

/** Where a backend plugin answers: `{backend.baseUrl}/api/{pluginId}` or a configured discovery endpoint. */
export interface Discovery {
  getBaseUrl(pluginId: string): Promise<string>;
}

export const DiscoveryToken = serviceToken<Discovery>('Discovery');
