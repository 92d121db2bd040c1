import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { grantedScopes, hasScopes, requestedScopes } from '../../domain/app/provider-scopes';
import { messages } from '../../domain/app/messages';
import { transportError } from '../shared/backend-error';
import type { AuthConnector } from './auth-connector.port';
import type { InteractiveLogin } from './interactive-login.port';

/**
 * Every session request of the portal (sign-in, provider tokens for Kubernetes and pull requests) goes
 * out with the provider's default scopes added, and a refreshed session that lacks an asked scope is
 * refused, so that the caller falls back to an interactive sign-in that grants it.
 */
export const withProviderScopes = (connector: AuthConnector): AuthConnector => ({
  refresh: (providerId, options) => {
    const asked = options.scopes ?? [];
    const scopes = requestedScopes(providerId, asked);
    if (E.isLeft(scopes)) return TE.left(transportError(scopes.left.message));
    return pipe(
      connector.refresh(providerId, { ...options, scopes: scopes.right }),
      TE.chain((session) =>
        hasScopes(providerId, grantedScopes(session.providerInfo), asked)
          ? TE.right(session)
          : TE.left(transportError(messages.refreshMissingScopes)),
      ),
    );
  },
  logout: (providerId) => connector.logout(providerId),
});

export const loginWithProviderScopes = (login: InteractiveLogin): InteractiveLogin => ({
  login: (providerId, asked) => {
    const scopes = requestedScopes(providerId, asked);
    return E.isLeft(scopes) ? TE.left({ _tag: 'Failed', message: scopes.left.message }) : login.login(providerId, scopes.right);
  },
});
