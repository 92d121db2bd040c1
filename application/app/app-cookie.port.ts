import type { TaskEither } from 'fp-ts/TaskEither';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

/** The app backend's session cookie for protected mode (spec section 7 "Shell", call 5). */
export interface AppCookieGateway {
  /** Sets or renews the cookie; answers its expiry in epoch ms. */
  refresh(): TaskEither<BackendError, number>;
  remove(): TaskEither<BackendError, void>;
}

export const AppCookieGatewayToken = serviceToken<AppCookieGateway>('AppCookieGateway');
