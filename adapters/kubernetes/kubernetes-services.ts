// Everything behind the Kubernetes use cases, in one module loaded on first use (see kubernetes.services.ts).
import type { AuthConnector } from '../../application/app/auth-connector.port';
import type { InteractiveLogin } from '../../application/app/interactive-login.port';
import { kubernetesUseCases } from '../../application/kubernetes/kubernetes-use-cases';
import type { KubernetesUseCases } from '../../application/kubernetes/kubernetes-use-cases.port';
import { providerTokenSource } from '../../application/kubernetes/provider-token-source';
import type { BackendError } from '../../application/shared/backend-error';
import type { JsonObject } from '../../domain/app/config-values';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { FetchFn } from '../shared/http';
import { FrontendConfigKubernetesSettings } from './frontend-config.kubernetes-settings';
import { KubernetesBackendHttpAdapter } from './kubernetes-backend.http-adapter';

export interface KubernetesServicesDeps {
  /** Fetch that adds the user's backend token. */
  readonly fetch: FetchFn;
  readonly discoveryOf: (pluginId: string) => Promise<string>;
  readonly loadConfig: () => TaskEither<BackendError, JsonObject>;
  readonly connector: AuthConnector;
  readonly login: InteractiveLogin;
}

export const createKubernetesUseCases = (deps: KubernetesServicesDeps): KubernetesUseCases =>
  kubernetesUseCases({
    gateway: new KubernetesBackendHttpAdapter(deps.fetch, deps.discoveryOf),
    tokens: providerTokenSource({ connector: deps.connector, login: deps.login }),
    settings: new FrontendConfigKubernetesSettings(deps.loadConfig),
  });
