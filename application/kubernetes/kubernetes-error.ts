// Why a Kubernetes use case failed; every variant carries the text to show in `message`.
import type { AuthProviderError } from '../../domain/kubernetes/auth-providers';
import { k8sMessages } from '../../domain/kubernetes/messages';
import type { BackendError } from '../shared/backend-error';
import type { ProviderTokenError } from './provider-tokens.port';

export interface ClusterNotFound {
  readonly _tag: 'ClusterNotFound';
  readonly clusterName: string;
  readonly message: string;
}

export type KubernetesError = BackendError | AuthProviderError | ProviderTokenError | ClusterNotFound;

export const clusterNotFound = (clusterName: string): ClusterNotFound => ({
  _tag: 'ClusterNotFound',
  clusterName,
  message: k8sMessages.clusterNotFound(clusterName),
});
