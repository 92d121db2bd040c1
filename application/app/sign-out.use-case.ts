import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { signOutLocation } from '../../domain/app/cookie-refresh';
import { serviceToken } from '../shared/service-token';
import type { AppCookieGateway } from './app-cookie.port';
import type { SessionManager, SignInFailure } from './session-manager';

export type SignOut = () => Promise<Either<SignInFailure, void>>;

export interface SignOutDeps {
  readonly sessions: SessionManager;
  /** Present in protected app mode: sign-out deletes the cookie and leaves for the base path. */
  readonly protectedMode?: { readonly cookie: AppCookieGateway; readonly basePath: string; readonly go: (path: string) => void };
}

/** Sign-out: forget the provider and session; in protected mode also the app cookie. */
export const signOut =
  (deps: SignOutDeps): SignOut =>
  async () => {
    const result = await deps.sessions.signOut();
    if (!deps.protectedMode) return result;
    const removed = await deps.protectedMode.cookie.remove()();
    deps.protectedMode.go(signOutLocation(deps.protectedMode.basePath));
    return E.isLeft(result) ? result : E.mapLeft((error: { message: string }) => ({ message: error.message }))(removed);
  };

export const SignOutToken = serviceToken<SignOut>('SignOut');
