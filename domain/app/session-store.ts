// The session store: states empty, fetching, active, failed.
// A session is refreshed when now reaches its refresh time, set 5 minutes before the token's own
// expiry, or 5 minutes after the fetch when the token has no expiry.
import { DEFAULT_SESSION_LIFETIME_MS, SESSION_STORE_MARGIN_MS } from './constants';

export type SessionStoreState<S, F = unknown> =
  | { readonly status: 'empty' }
  | { readonly status: 'fetching' }
  | { readonly status: 'active'; readonly session: S; readonly refreshAtMs: number }
  | { readonly status: 'failed'; readonly error: F };

export type SessionStoreEvent<S, F = unknown> =
  | { readonly type: 'fetch-started' }
  | {
      readonly type: 'fetch-succeeded';
      readonly session: S;
      readonly fetchedAtMs: number;
      /** Epoch ms of the token's own expiry, when it has one. */
      readonly expiresAtMs?: number;
    }
  | { readonly type: 'fetch-failed'; readonly error: F }
  | { readonly type: 'cleared' };

export const emptySessionStore: SessionStoreState<never, never> = { status: 'empty' };

/** Expiry minus 5 minutes, or fetch time plus 5 minutes when there is no expiry. */
export const sessionRefreshAt = (expiresAtMs: number | undefined, fetchedAtMs: number): number =>
  expiresAtMs === undefined ? fetchedAtMs + DEFAULT_SESSION_LIFETIME_MS : expiresAtMs - SESSION_STORE_MARGIN_MS;

/**
 * Results only land on a fetch in flight: a session cleared (signed out) while fetching stays cleared
 * when the late answer arrives.
 */
export const sessionStoreReducer = <S, F>(
  state: SessionStoreState<S, F>,
  event: SessionStoreEvent<S, F>,
): SessionStoreState<S, F> => {
  switch (event.type) {
    case 'fetch-started':
      return state.status === 'fetching' ? state : { status: 'fetching' };
    case 'fetch-succeeded':
      return state.status !== 'fetching'
        ? state
        : { status: 'active', session: event.session, refreshAtMs: sessionRefreshAt(event.expiresAtMs, event.fetchedAtMs) };
    case 'fetch-failed':
      return state.status !== 'fetching' ? state : { status: 'failed', error: event.error };
    case 'cleared':
      return { status: 'empty' };
  }
};

/** The stored session while it is still fresh at `nowMs`. */
export const currentSession = <S, F>(state: SessionStoreState<S, F>, nowMs: number): S | undefined =>
  state.status === 'active' && nowMs < state.refreshAtMs ? state.session : undefined;

/** A fetch is due unless one is in flight or the active session is still fresh. */
export const sessionFetchNeeded = <S, F>(state: SessionStoreState<S, F>, nowMs: number): boolean => {
  switch (state.status) {
    case 'fetching':
      return false;
    case 'active':
      return nowMs >= state.refreshAtMs;
    case 'empty':
    case 'failed':
      return true;
  }
};
