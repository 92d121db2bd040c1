// Protected app mode: the session cookie is refreshed before it expires; a cookie response must carry a valid
// expiresAt.
import * as E from 'fp-ts/Either';
import {
  COOKIE_JITTER_MAX_MS,
  COOKIE_JITTER_MIN_MS,
  COOKIE_MIN_INTERVAL_MS,
  COOKIE_RETRY_CAP_MS,
  COOKIE_RETRY_FIRST_MS,
} from './constants';
import { messages } from './messages';

/** Path of the cookie endpoint under the app backend plugin's base URL. */
export const COOKIE_PATH = '/.backstage/auth/v1/cookie';

export const cookieUrl = (appPluginBaseUrl: string): string => `${appPluginBaseUrl.replace(/\/+$/, '')}${COOKIE_PATH}`;

/** A random jitter of 1 to 4 minutes, so that several tabs do not refresh at the same moment. */
export const cookieRefreshJitterMs = (random: () => number): number => {
  const unit = Math.min(Math.max(random(), 0), 1);
  return COOKIE_JITTER_MIN_MS + (COOKIE_JITTER_MAX_MS - COOKIE_JITTER_MIN_MS) * unit;
};

/** Delay until the next refresh: expiry minus the jitter, never less than 5 minutes. */
export const nextCookieRefreshDelayMs = (expiresAtMs: number, nowMs: number, random: () => number): number =>
  Math.max(COOKIE_MIN_INTERVAL_MS, expiresAtMs - nowMs - cookieRefreshJitterMs(random));

export interface CookieRetryState {
  /** True until a failure follows a success: that first failure is retried quietly. */
  readonly quietRetryAvailable: boolean;
  readonly backoffMs: number;
}

export const initialCookieRetryState: CookieRetryState = {
  quietRetryAvailable: true,
  backoffMs: COOKIE_RETRY_FIRST_MS,
};

export interface CookieFailureOutcome {
  readonly state: CookieRetryState;
  readonly retryInMs: number;
  /** When set, post this error alert (later failures only). */
  readonly alert?: string;
}

/**
 * First failure after a success: retry after 5 s without telling anyone. Each later failure doubles
 * the delay (capped at 5 minutes) and posts 'Session refresh failed, see developer console for details'.
 */
export const onCookieRefreshFailure = (state: CookieRetryState): CookieFailureOutcome => {
  if (state.quietRetryAvailable) {
    return { state: { quietRetryAvailable: false, backoffMs: COOKIE_RETRY_FIRST_MS }, retryInMs: COOKIE_RETRY_FIRST_MS };
  }
  const backoffMs = Math.min(COOKIE_RETRY_CAP_MS, state.backoffMs * 2);
  return { state: { quietRetryAvailable: false, backoffMs }, retryInMs: backoffMs, alert: messages.sessionRefreshFailed };
};

/** Delay before the retry after the n-th failure in a row (n from 1): 5 s, 10 s, 20 s ... at most 5 minutes. */
export const cookieRetryDelayMs = (failuresInARow: number): number =>
  Math.min(COOKIE_RETRY_CAP_MS, COOKIE_RETRY_FIRST_MS * 2 ** Math.max(0, failuresInARow - 1));

/** Whether the n-th failure in a row (n from 1) posts the alert: every failure but the first. */
export const cookieFailureIsReported = (failuresInARow: number): boolean => failuresInARow > 1;

/** A success resets the retry schedule. */
export const onCookieRefreshSuccess = (): CookieRetryState => initialCookieRetryState;

export type CookieExpiryError = typeof messages.noExpirationDate | typeof messages.invalidExpirationDate;

/** Reads `expiresAt` (a date string) of the cookie endpoint's answer, as epoch ms. */
export const decodeCookieExpiry = (body: unknown): E.Either<CookieExpiryError, number> => {
  const expiresAt = typeof body === 'object' && body !== null ? (body as { expiresAt?: unknown }).expiresAt : undefined;
  if (!expiresAt) return E.left(messages.noExpirationDate);
  const parsed = typeof expiresAt === 'string' ? Date.parse(expiresAt) : Number.NaN;
  return Number.isNaN(parsed) ? E.left(messages.invalidExpirationDate) : E.right(parsed);
};

/** Where sign-out in protected mode sends the browser: the app's base path, or '/' at the root. */
export const signOutLocation = (basePath: string): string => basePath || '/';
