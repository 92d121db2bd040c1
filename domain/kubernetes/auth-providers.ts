// Which credential each cluster auth provider sends.
import * as E from 'fp-ts/Either';
import {
  AKS_SCOPE,
  AUTHORIZATION_HEADER_PREFIX,
  CLUSTER_HEADER,
  GOOGLE_READ_ONLY_SCOPE,
  OIDC_TOKEN_PROVIDERS,
  SERVER_SIDE_AUTH_PROVIDERS,
  type OidcTokenProvider,
} from './constants';
import { k8sMessages as m } from './messages';
import type { Cluster } from './types';

export type CredentialRequest =
  /** The backend holds the credentials. */
  | { readonly kind: 'none' }
  /** An OAuth access token of the signed-in user with this scope. */
  | { readonly kind: 'accessToken'; readonly provider: 'google' | 'microsoft'; readonly scope: string }
  /** The user's OpenID Connect ID token from this provider. */
  | { readonly kind: 'idToken'; readonly provider: OidcTokenProvider };

export type AuthProviderError =
  | { readonly _tag: 'NoOidcProvider'; readonly provider: string; readonly message: string }
  | { readonly _tag: 'UnknownAuthProvider'; readonly authProvider: string; readonly message: string };

const isOidcTokenProvider = (name: string): name is OidcTokenProvider =>
  (OIDC_TOKEN_PROVIDERS as readonly string[]).includes(name);

const isServerSide = (name: string): boolean => (SERVER_SIDE_AUTH_PROVIDERS as readonly string[]).includes(name);

/**
 * The key a cluster's auth provider is known by: 'oidc' clusters are keyed by their token provider
 * ('oidc.okta'); others by their own name.
 */
export const authProviderKey = (cluster: Pick<Cluster, 'authProvider' | 'oidcTokenProvider'>): string =>
  cluster.authProvider === 'oidc' ? `oidc.${cluster.oidcTokenProvider ?? ''}` : cluster.authProvider;

/** What to ask the user's session for before calling a cluster with this auth provider key. */
export const credentialRequestFor = (key: string): E.Either<AuthProviderError, CredentialRequest> => {
  if (key === 'google') return E.right({ kind: 'accessToken', provider: 'google', scope: GOOGLE_READ_ONLY_SCOPE });
  if (key === 'aks') return E.right({ kind: 'accessToken', provider: 'microsoft', scope: AKS_SCOPE });
  if (isServerSide(key)) return E.right({ kind: 'none' });
  if (key.startsWith('oidc.')) {
    const provider = key.slice('oidc.'.length);
    return isOidcTokenProvider(provider)
      ? E.right({ kind: 'idToken', provider })
      : E.left({ _tag: 'NoOidcProvider', provider: key, message: m.noOidcProvider(key) });
  }
  return E.left({ _tag: 'UnknownAuthProvider', authProvider: key, message: m.noAuthProvider(key) });
};

export const credentialRequestForCluster = (
  cluster: Pick<Cluster, 'authProvider' | 'oidcTokenProvider'>,
): E.Either<AuthProviderError, CredentialRequest> => credentialRequestFor(authProviderKey(cluster));

export type RequestAuth = { readonly [key: string]: string | { readonly [provider: string]: string } };

/**
 * The `auth` part of a backend request body for a token: { google: t }, { aks: t } or
 * { oidc: { okta: t } }, merged into what earlier clusters added.
 */
export const addTokenToRequestAuth = (auth: RequestAuth, key: string, token: string): RequestAuth => {
  if (key.startsWith('oidc.')) {
    const previous = auth.oidc;
    const oidc = typeof previous === 'object' ? previous : {};
    return { ...auth, oidc: { ...oidc, [key.slice('oidc.'.length)]: token } };
  }
  return { ...auth, [key]: token };
};

/** Headers of a proxied cluster call: the cluster's name and, with a token, its provider's auth header. */
export const proxyHeaders = (
  cluster: Pick<Cluster, 'name' | 'authProvider' | 'oidcTokenProvider'>,
  token: string | undefined,
): Readonly<Record<string, string>> => {
  const headers: Record<string, string> = { [CLUSTER_HEADER]: cluster.name };
  if (token !== undefined) {
    const suffix =
      cluster.authProvider === 'oidc' ? `oidc-${cluster.oidcTokenProvider ?? ''}` : cluster.authProvider;
    headers[`${AUTHORIZATION_HEADER_PREFIX}${suffix}`] = token;
  }
  return headers;
};
