import { serviceToken } from '../shared/service-token';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { AuthSession } from '../../domain/app/auth-session';
import type { BackendError } from '../shared/backend-error';

export interface RefreshOptions {
  /** Optional requests return nothing on failure instead of asking the user to sign in. */
  readonly optional: boolean;
  readonly scopes?: readonly string[];
}

/** The auth backend's session calls for one provider: refresh and logout. */
export interface AuthConnector {
  refresh(providerId: string, options: RefreshOptions): TaskEither<BackendError, AuthSession>;
  logout(providerId: string): TaskEither<BackendError, void>;
}

export const AuthConnectorToken = serviceToken<AuthConnector>('AuthConnector');
