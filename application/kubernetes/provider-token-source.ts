// Provider tokens from the auth backend: a silent refresh of the provider session first, an interactive
// sign-in with the provider when there is none.
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { AuthSession } from '../../domain/app/auth-session';
import type { CredentialRequest } from '../../domain/kubernetes/auth-providers';
import type { AuthConnector } from '../app/auth-connector.port';
import type { InteractiveLogin } from '../app/interactive-login.port';
import type { ProviderTokenError, ProviderTokens } from './provider-tokens.port';

export interface ProviderTokenSourceDeps {
  readonly connector: AuthConnector;
  readonly login: InteractiveLogin;
}

const tokenOf = (request: Exclude<CredentialRequest, { kind: 'none' }>, session: AuthSession): string | undefined =>
  request.kind === 'accessToken' ? session.providerInfo.accessToken : session.providerInfo.idToken;

export const providerTokenSource = ({ connector, login }: ProviderTokenSourceDeps): ProviderTokens => ({
  tokenFor: (request) => {
    if (request.kind === 'none') return TE.right(undefined);
    const scopes = request.kind === 'accessToken' ? [request.scope] : ['openid'];
    const failed = (message: string): ProviderTokenError => ({ _tag: 'ProviderToken', provider: request.provider, message });
    const withToken = (session: AuthSession): TE.TaskEither<ProviderTokenError, string> => {
      const token = tokenOf(request, session);
      return token
        ? TE.right(token)
        : TE.left(failed(`The ${request.provider} sign-in returned no ${request.kind === 'accessToken' ? 'access' : 'ID'} token`));
    };
    return pipe(
      connector.refresh(request.provider, { optional: true, scopes }),
      TE.chainW(withToken),
      TE.orElse(() =>
        pipe(
          login.login(request.provider, scopes),
          TE.mapLeft((error) => failed(error.message)),
          TE.chain(withToken),
        ),
      ),
    );
  },
});
