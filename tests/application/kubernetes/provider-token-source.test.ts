import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import type { AuthConnector } from '../../../application/app/auth-connector.port';
import type { InteractiveLogin } from '../../../application/app/interactive-login.port';
import { providerTokenSource } from '../../../application/kubernetes/provider-token-source';
import type { AuthSession } from '../../../domain/app/auth-session';

const session = (providerInfo: AuthSession['providerInfo']): AuthSession => ({ providerInfo, profile: {} });

const setup = (refresh: AuthConnector['refresh'], login: InteractiveLogin['login']) => {
  const refreshed: Array<{ provider: string; scopes?: readonly string[] }> = [];
  const loggedIn: Array<{ provider: string; scopes: readonly string[] }> = [];
  const source = providerTokenSource({
    connector: {
      refresh: (provider, options) => {
        refreshed.push({ provider, ...(options.scopes && { scopes: options.scopes }) });
        return refresh(provider, options);
      },
      logout: () => TE.right(undefined),
    },
    login: {
      login: (provider, scopes) => {
        loggedIn.push({ provider, scopes });
        return login(provider, scopes);
      },
    },
  });
  return { source, refreshed, loggedIn };
};

describe('providerTokenSource', () => {
  it('needs nothing for server-side credentials', async () => {
    const { source, refreshed } = setup(() => TE.left({ _tag: 'Transport', message: 'x' }), () => TE.left({ _tag: 'Failed', message: 'x' }));
    expect(await source.tokenFor({ kind: 'none' })()).toEqual(E.right(undefined));
    expect(refreshed).toEqual([]);
  });

  it('refreshes the provider session silently with the scope of the cluster', async () => {
    const { source, refreshed, loggedIn } = setup(
      () => TE.right(session({ accessToken: 'google-access' })),
      () => TE.left({ _tag: 'Failed', message: 'x' }),
    );
    const scope = 'https://www.googleapis.com/auth/cloud-platform.read-only';
    expect(await source.tokenFor({ kind: 'accessToken', provider: 'google', scope })()).toEqual(E.right('google-access'));
    expect(refreshed).toEqual([{ provider: 'google', scopes: [scope] }]);
    expect(loggedIn).toEqual([]);
  });

  it('signs in interactively when there is no session, and reads the ID token for OIDC', async () => {
    const { source, loggedIn } = setup(
      () => TE.left({ _tag: 'HttpStatus', status: 401, statusText: 'Unauthorized', message: 'no session' }),
      () => TE.right(session({ idToken: 'okta-id' })),
    );
    expect(await source.tokenFor({ kind: 'idToken', provider: 'okta' })()).toEqual(E.right('okta-id'));
    expect(loggedIn).toEqual([{ provider: 'okta', scopes: ['openid'] }]);
  });

  it('fails with the sign-in failure, or when the session lacks the token', async () => {
    const closed = setup(() => TE.left({ _tag: 'Transport', message: 'x' }), () => TE.left({ _tag: 'PopupClosed', message: 'Login failed, popup was closed' }));
    expect(await closed.source.tokenFor({ kind: 'idToken', provider: 'gitlab' })()).toEqual(
      E.left({ _tag: 'ProviderToken', provider: 'gitlab', message: 'Login failed, popup was closed' }),
    );
    const empty = setup(() => TE.right(session({})), () => TE.right(session({})));
    const result = await empty.source.tokenFor({ kind: 'accessToken', provider: 'microsoft', scope: 's' })();
    expect(E.isLeft(result) && result.left.message).toBe('The microsoft sign-in returned no access token');
  });
});
