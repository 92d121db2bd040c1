// The on-call service, reached through the Backstage backend's proxy with the signed-in user's token.
import { serviceToken, type AppConfig, type Discovery, type Fetch } from 'portico-app/plugin-api';
import { DEFAULT_PROXY_PATH } from './constants';
import { decode, Rota, RotaList } from './rota';

export interface OnCallClient {
  listRotas(): Promise<readonly Rota[]>;
  getRota(id: string): Promise<Rota>;
}

export const OnCallClientToken = serviceToken<OnCallClient>('OnCallClient');

export interface OnCallHttpClientDeps {
  /** The portal's backend fetch: it adds the user's token to calls to the backend. */
  readonly fetch: Fetch;
  readonly discovery: Discovery;
  readonly config: AppConfig;
}

export class OnCallHttpClient implements OnCallClient {
  constructor(private readonly deps: OnCallHttpClientDeps) {}

  async listRotas(): Promise<readonly Rota[]> {
    return decode(RotaList, await this.get('/rotas'), 'a rota list').items;
  }

  async getRota(id: string): Promise<Rota> {
    return decode(Rota, await this.get(`/rotas/${encodeURIComponent(id)}`), 'a rota');
  }

  private async get(path: string): Promise<unknown> {
    const proxy = await this.deps.discovery.getBaseUrl('proxy');
    const mount = (this.deps.config.getOptionalString('onCall.proxyPath') ?? DEFAULT_PROXY_PATH).replace(/\/+$/, '');
    const response = await this.deps.fetch(`${proxy}${mount}${path}`, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`The on-call service answered ${response.status} ${response.statusText}`.trim());
    try {
      return await response.json();
    } catch {
      throw new Error('The on-call service answered something other than JSON');
    }
  }
}
