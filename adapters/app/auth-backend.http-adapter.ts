import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { AuthConnector, RefreshOptions } from '../../application/app/auth-connector.port';
import type { Discovery } from '../../application/app/discovery.port';
import { isPluginMissing, transportError, type BackendError } from '../../application/shared/backend-error';
import { authUrl, logoutUrl } from '../../domain/app/login-popup';
import { messages } from '../../domain/app/messages';
import { pluginRequests, type FetchFn } from '../shared/http';
import { AuthSessionWireCodec, toAuthSession } from './auth-session.codec';
import { AUTH_REQUEST_HEADERS } from './first-session-refresh';

/**
 * The auth plugin answers refresh and logout for a provider it lacks with its own 404 body ('Unknown auth provider');
 * a bare 404 means the backend has no auth plugin at all.
 */
const { json: requestJson, void: requestVoid } = pluginRequests({ id: 'auth', missingMessage: messages.authBackendPluginMissing });

/** The auth backend's refresh and logout calls ({auth}/{provider}/refresh and /logout). */
export class AuthBackendHttpAdapter implements AuthConnector {
  constructor(
    private readonly fetchFn: FetchFn,
    private readonly discovery: Discovery,
    private readonly environment: string,
    private readonly now: () => number = Date.now,
  ) {}

  refresh(providerId: string, options: RefreshOptions) {
    return pipe(
      this.authBaseUrl(),
      TE.chain((base) => {
        const query = { optional: options.optional, scope: options.scopes?.length ? options.scopes.join(' ') : undefined };
        return requestJson(this.fetchFn, authUrl(base, providerId, '/refresh', query, this.environment), AuthSessionWireCodec, {
          headers: AUTH_REQUEST_HEADERS,
          credentials: 'include',
        });
      }),
      TE.mapLeft((error) => withPrefix(error, messages.authRefreshFailed)),
      TE.map((wire) => toAuthSession(wire, this.now())),
    );
  }

  logout(providerId: string) {
    return pipe(
      this.authBaseUrl(),
      TE.chain((base) =>
        requestVoid(this.fetchFn, logoutUrl(base, providerId, this.environment), {
          method: 'POST',
          headers: AUTH_REQUEST_HEADERS,
          credentials: 'include',
        }),
      ),
      TE.mapLeft((error) => withPrefix(error, messages.logoutFailed)),
    );
  }

  /** A discovery failure (e.g. an invalid URL pattern) is a Left like any other, never a rejected promise. */
  private authBaseUrl(): TE.TaskEither<BackendError, string> {
    return TE.tryCatch(
      () => this.discovery.getBaseUrl('auth'),
      (error) => transportError(error instanceof Error ? error.message : String(error)),
    );
  }
}

/** 'Auth refresh request failed, {status text}' / 'Logout request failed, {status text}'; a missing plugin says so instead. */
const withPrefix = (error: BackendError, prefix: (statusText: string) => string): BackendError =>
  isPluginMissing(error) ? error : { ...error, message: prefix(error._tag === 'HttpStatus' ? error.statusText : error.message) };
