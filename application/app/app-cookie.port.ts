import type { TaskEither } from 'fp-ts/TaskEither';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

/** The app backend's session cookie for protected mode ({app}/.backstage/auth/v1/cookie). */
export interface AppCookieGateway {
  /** Sets or renews the cookie; answers its expiry in epoch ms. */
  refresh(): TaskEither<BackendError, number>;
  remove(): TaskEither<BackendError, void>;
}

export const AppCookieGatewayToken = serviceToken<AppCookieGateway>('AppCookieGateway');
