// The company's cost service, reached through the Backstage backend's proxy with the signed-in user's token (the
// fetch Backstage gives plugins adds it).
import type { ConfigApi, DiscoveryApi, FetchApi } from '@backstage/core-plugin-api';

export interface ServiceCost {
  readonly service: string;
  readonly team: string;
  /** This month's cost so far, in whole currency units. */
  readonly monthToDate: number;
  readonly currency: string;
}

export interface ServiceCostsApi {
  listCosts(): Promise<readonly ServiceCost[]>;
}

/** Where the proxy serves the cost service unless serviceCosts.proxyPath says otherwise. */
export const DEFAULT_PROXY_PATH = '/service-costs';

const isCost = (value: unknown): value is ServiceCost => {
  if (typeof value !== 'object' || value === null) return false;
  const cost = value as Record<string, unknown>;
  return typeof cost['service'] === 'string' && typeof cost['team'] === 'string' && typeof cost['monthToDate'] === 'number' && typeof cost['currency'] === 'string';
};

export class ServiceCostsClient implements ServiceCostsApi {
  constructor(private readonly deps: { readonly discoveryApi: DiscoveryApi; readonly fetchApi: FetchApi; readonly configApi: ConfigApi }) {}

  async listCosts(): Promise<readonly ServiceCost[]> {
    const proxy = await this.deps.discoveryApi.getBaseUrl('proxy');
    const mount = (this.deps.configApi.getOptionalString('serviceCosts.proxyPath') ?? DEFAULT_PROXY_PATH).replace(/\/+$/, '');
    const response = await this.deps.fetchApi.fetch(`${proxy}${mount}/costs`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`The cost service answered ${response.status} ${response.statusText}`.trim());
    const body: unknown = await response.json().catch(() => undefined);
    const items = typeof body === 'object' && body !== null ? (body as { items?: unknown }).items : undefined;
    if (!Array.isArray(items)) throw new Error('The cost service answered without a list of items');
    const wrong = items.findIndex((item) => !isCost(item));
    if (wrong >= 0) throw new Error(`The cost service's item ${wrong} is not a cost (service, team, monthToDate, currency)`);
    return items as ServiceCost[];
  }
}
