import * as E from 'fp-ts/Either';
import type { Discovery } from '../../application/app/discovery.port';
import { resolvePluginBaseUrl, type DiscoverySettings } from '../../domain/app/discovery';

/** Discovery from config: discovery.endpoints, else {backend.baseUrl}/api/{pluginId}. */
export class ConfigDiscovery implements Discovery {
  constructor(private readonly settings: DiscoverySettings) {}

  async getBaseUrl(pluginId: string): Promise<string> {
    const resolved = resolvePluginBaseUrl(pluginId, this.settings);
    if (E.isLeft(resolved)) throw new Error(resolved.left.message);
    return resolved.right;
  }
}
