// The on-call service, reached through the Backstage backend's proxy with the signed-in user's token.
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { TaskEither } from 'fp-ts/TaskEither';
import { serviceToken, type AppConfig, type BackendClient, type BackendError } from 'portico-app/plugin-api';
import { DEFAULT_PROXY_PATH } from './constants';
import { Rota, RotaList } from './rota';

export interface OnCallClient {
  listRotas(): TaskEither<BackendError, readonly Rota[]>;
  getRota(id: string): TaskEither<BackendError, Rota>;
}

export const OnCallClientToken = serviceToken<OnCallClient>('OnCallClient');

export interface OnCallHttpClientDeps {
  /** The portal's backend client: the user's token, status checks, and answers decoded by our codecs. */
  readonly backend: BackendClient;
  readonly config: AppConfig;
}

export class OnCallHttpClient implements OnCallClient {
  constructor(private readonly deps: OnCallHttpClientDeps) {}

  listRotas(): TaskEither<BackendError, readonly Rota[]> {
    return pipe(
      this.deps.backend.json({ plugin: 'proxy', path: this.path('/rotas') }, RotaList),
      TE.map((list) => list.items),
    );
  }

  getRota(id: string): TaskEither<BackendError, Rota> {
    return this.deps.backend.json({ plugin: 'proxy', path: this.path(`/rotas/${encodeURIComponent(id)}`) }, Rota);
  }

  private path(below: string): string {
    return (this.deps.config.getOptionalString('onCall.proxyPath') ?? DEFAULT_PROXY_PATH).replace(/\/+$/, '') + below;
  }
}
