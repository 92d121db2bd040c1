import * as E from 'fp-ts/Either';
import {
  addTokenToRequestAuth,
  authProviderKey,
  credentialRequestFor,
  credentialRequestForCluster,
  proxyHeaders,
} from '../../../domain/kubernetes/auth-providers';

describe('credentials by auth provider', () => {
  it.each([
    ['google', { kind: 'accessToken', provider: 'google', scope: 'https://www.googleapis.com/auth/cloud-platform.read-only' }],
    ['aks', { kind: 'accessToken', provider: 'microsoft', scope: '6dae42f8-4368-4678-94ff-3960e28e3630/user.read' }],
    ['oidc.gitlab', { kind: 'idToken', provider: 'gitlab' }],
    ['oidc.google', { kind: 'idToken', provider: 'google' }],
    ['oidc.microsoft', { kind: 'idToken', provider: 'microsoft' }],
    ['oidc.okta', { kind: 'idToken', provider: 'okta' }],
    ['oidc.onelogin', { kind: 'idToken', provider: 'onelogin' }],
    ['serviceAccount', { kind: 'none' }],
    ['googleServiceAccount', { kind: 'none' }],
    ['aws', { kind: 'none' }],
    ['azure', { kind: 'none' }],
    ['localKubectlProxy', { kind: 'none' }],
  ])('%s sends %j', (key, request) => {
    expect(credentialRequestFor(key)).toEqual(E.right(request));
  });

  it('fails for an OIDC provider that is not configured', () => {
    expect(credentialRequestFor('oidc.keycloak')).toEqual(
      E.left({
        _tag: 'NoOidcProvider',
        provider: 'oidc.keycloak',
        message: 'KubernetesAuthProviders has no oidcProvider configured for oidc.keycloak',
      }),
    );
  });

  it('fails for an unknown auth provider', () => {
    expect(credentialRequestFor('vault')).toEqual(
      E.left({
        _tag: 'UnknownAuthProvider',
        authProvider: 'vault',
        message: 'authProvider "vault" has no KubernetesAuthProvider defined for it',
      }),
    );
  });

  it('keys oidc clusters by their token provider', () => {
    expect(authProviderKey({ authProvider: 'oidc', oidcTokenProvider: 'okta' })).toBe('oidc.okta');
    expect(authProviderKey({ authProvider: 'google' })).toBe('google');
    expect(credentialRequestForCluster({ authProvider: 'oidc', oidcTokenProvider: 'gitlab' })).toEqual(
      E.right({ kind: 'idToken', provider: 'gitlab' }),
    );
    expect(E.isLeft(credentialRequestForCluster({ authProvider: 'oidc' }))).toBe(true);
  });
});

describe('request auth and proxy headers', () => {
  it('adds tokens under the provider, oidc ones under oidc', () => {
    const auth = addTokenToRequestAuth(addTokenToRequestAuth(addTokenToRequestAuth({}, 'google', 'g'), 'oidc.okta', 'o1'), 'oidc.gitlab', 'o2');
    expect(auth).toEqual({ google: 'g', oidc: { okta: 'o1', gitlab: 'o2' } });
    expect(addTokenToRequestAuth({}, 'aks', 'a')).toEqual({ aks: 'a' });
  });

  it('names the cluster and carries the token in the provider header', () => {
    expect(proxyHeaders({ name: 'prod', authProvider: 'oidc', oidcTokenProvider: 'okta' }, 't')).toEqual({
      'Backstage-Kubernetes-Cluster': 'prod',
      'Backstage-Kubernetes-Authorization-oidc-okta': 't',
    });
    expect(proxyHeaders({ name: 'prod', authProvider: 'google' }, 't')).toEqual({
      'Backstage-Kubernetes-Cluster': 'prod',
      'Backstage-Kubernetes-Authorization-google': 't',
    });
    expect(proxyHeaders({ name: 'prod', authProvider: 'serviceAccount' }, undefined)).toEqual({
      'Backstage-Kubernetes-Cluster': 'prod',
    });
  });
});
