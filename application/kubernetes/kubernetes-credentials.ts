// The credentials a request carries: the `auth` part of
// a backend request body for every cluster's auth provider, and the headers of a proxied call.
import * as A from 'fp-ts/Array';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  addTokenToRequestAuth,
  authProviderKey,
  credentialRequestFor,
  credentialRequestForCluster,
  proxyHeaders,
  type CredentialRequest,
  type RequestAuth,
} from '../../domain/kubernetes/auth-providers';
import type { Cluster } from '../../domain/kubernetes/types';
import type { ProxyTarget } from './cluster-gateway.port';
import type { KubernetesError } from './kubernetes-error';
import type { ProviderTokens } from './provider-tokens.port';

/** One token per distinct auth provider of the clusters; providers whose credentials the backend holds add nothing. */
export const requestAuthFor =
  (tokens: ProviderTokens) =>
  (clusters: readonly Cluster[]): TE.TaskEither<KubernetesError, RequestAuth> => {
    const keys = [...new Set(clusters.map(authProviderKey))];
    return pipe(
      keys,
      A.reduce(TE.right<KubernetesError, RequestAuth>({}), (previous, key) =>
        pipe(
          previous,
          TE.chain((auth) =>
            pipe(
              TE.fromEither<KubernetesError, CredentialRequest>(credentialRequestFor(key)),
              TE.chainW((request) => tokens.tokenFor(request)),
              TE.map((token) => (token === undefined ? auth : addTokenToRequestAuth(auth, key, token))),
            ),
          ),
        ),
      ),
    );
  };

/** The cluster header and, for a browser-side auth provider, the provider's token header. */
export const proxyTargetFor =
  (tokens: ProviderTokens) =>
  (cluster: Cluster): TE.TaskEither<KubernetesError, ProxyTarget> =>
    pipe(
      TE.fromEither<KubernetesError, CredentialRequest>(credentialRequestForCluster(cluster)),
      TE.chainW((request) => tokens.tokenFor(request)),
      TE.map((token) => ({ clusterName: cluster.name, headers: proxyHeaders(cluster, token) })),
    );
