import { serviceToken } from '../shared/service-token';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { AuthSession } from '../../domain/app/auth-session';

export type LoginError =
  | { readonly _tag: 'PopupRejected'; readonly message: string }
  | { readonly _tag: 'PopupClosed'; readonly message: string }
  | { readonly _tag: 'Rejected'; readonly message: string }
  | { readonly _tag: 'Failed'; readonly message: string };

/** Interactive sign-in with a provider: a popup, or a full-page redirect. */
export interface InteractiveLogin {
  login(providerId: string, scopes: readonly string[]): TaskEither<LoginError, AuthSession>;
}

export const InteractiveLoginToken = serviceToken<InteractiveLogin>('InteractiveLogin');
