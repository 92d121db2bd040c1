// An OAuth access token of the signed-in user from one of the auth backend's providers: a silent refresh of the
// provider's session first, its sign-in in a popup when there is none. A provider the auth backend does not offer
// (it answers 404) is said so at once, without opening a popup that could only show the backend's error.
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { AuthConnector } from './auth-connector.port';
import type { InteractiveLogin } from './interactive-login.port';

export interface ProviderAccessTokenDeps {
  readonly connector: AuthConnector;
  readonly login: InteractiveLogin;
}

export const providerNotOffered = (provider: string): string =>
  `Sign-in with '${provider}' is not set up in this portal: its auth backend has no '${provider}' provider (auth.providers.${provider} in its app config)`;

export const providerAccessToken =
  ({ connector, login }: ProviderAccessTokenDeps) =>
  (provider: string, scopes: readonly string[]): TE.TaskEither<Error, string> => {
    const tokenOf = (session: { providerInfo: { accessToken?: string } }): TE.TaskEither<Error, string> =>
      session.providerInfo.accessToken ? TE.right(session.providerInfo.accessToken) : TE.left(new Error(`The '${provider}' sign-in returned no access token`));
    return pipe(
      connector.refresh(provider, { optional: true, scopes }),
      TE.chainW(tokenOf),
      TE.orElse((error) =>
        'status' in error && error.status === 404
          ? TE.left(new Error(providerNotOffered(provider)))
          : pipe(
              login.login(provider, scopes),
              TE.mapLeft((failure) => new Error(failure.message)),
              TE.chain(tokenOf),
            ),
      ),
    );
  };
