import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { importMessages } from '../../domain/import/messages';
import type { LoginRequests } from '../app/login-requests';
import type { ImportError } from './import-error';

/** An access token of a provider session with the given scopes. */
export type ScmTokenSource = (providerId: string, scopes: readonly string[], title: string) => TaskEither<ImportError, string>;

/**
 * Asks the login-request dialog for the session (not optional: the person is asked to sign in to the
 * provider when there is no session yet); a rejected or failed login is the step's error.
 */
export const scmTokensFromLoginRequests =
  (requests: Pick<LoginRequests, 'getSession'>): ScmTokenSource =>
  (providerId, scopes, title) =>
  async () => {
    const session = await requests.getSession(providerId, { scopes, optional: false, title });
    if (!session) return E.left({ _tag: 'Login', message: importMessages.noAccessToken(title) });
    if (E.isLeft(session)) return E.left({ _tag: 'Login', message: session.left.message });
    const token = session.right.providerInfo.accessToken;
    return token ? E.right(token) : E.left({ _tag: 'Login', message: importMessages.noAccessToken(title) });
  };
