// Signing out after a time without activity: when the "still there?" prompt shows, when the user is
// idle, and whether a user who closed every tab stayed away too long.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { ConfigView } from './config-values';
import {
  INACTIVITY_DEFAULT_IDLE_TIMEOUT_MINUTES,
  INACTIVITY_DEFAULT_PROMPT_SECONDS,
  INACTIVITY_MIN_IDLE_TIMEOUT_MINUTES,
} from './constants';

export interface InactivitySettings {
  readonly enabled: boolean;
  readonly idleTimeoutMs: number;
  /** How long before the sign-out the prompt shows; 0 signs out without a prompt. */
  readonly promptBeforeIdleMs: number;
  /** Sign out on return when the last activity in any tab is older than the idle timeout. */
  readonly logoutIfDisconnected: boolean;
}

export const DEFAULT_INACTIVITY_SETTINGS: InactivitySettings = {
  enabled: false,
  idleTimeoutMs: INACTIVITY_DEFAULT_IDLE_TIMEOUT_MINUTES * 60_000,
  promptBeforeIdleMs: INACTIVITY_DEFAULT_PROMPT_SECONDS * 1000,
  logoutIfDisconnected: true,
};

const KEY = 'auth.autologout';

/** auth.autologout.{enabled, idleTimeoutMinutes, promptBeforeIdleSeconds, logoutIfDisconnected}. */
export const readInactivitySettings = (config: ConfigView): E.Either<string, InactivitySettings> =>
  pipe(
    E.Do,
    E.apS('enabled', config.getOptionalBoolean(`${KEY}.enabled`)),
    E.apS('idleTimeoutMinutes', config.getOptionalNumber(`${KEY}.idleTimeoutMinutes`)),
    E.apS('promptBeforeIdleSeconds', config.getOptionalNumber(`${KEY}.promptBeforeIdleSeconds`)),
    E.apS('logoutIfDisconnected', config.getOptionalBoolean(`${KEY}.logoutIfDisconnected`)),
    E.mapLeft((error) => error.message),
    E.chain((raw) => {
      const minutes = raw.idleTimeoutMinutes ?? INACTIVITY_DEFAULT_IDLE_TIMEOUT_MINUTES;
      const promptSeconds = raw.promptBeforeIdleSeconds ?? INACTIVITY_DEFAULT_PROMPT_SECONDS;
      if (minutes < INACTIVITY_MIN_IDLE_TIMEOUT_MINUTES) {
        return E.left(`${KEY}.idleTimeoutMinutes must be at least ${INACTIVITY_MIN_IDLE_TIMEOUT_MINUTES}, got ${minutes}`);
      }
      if (promptSeconds < 0) return E.left(`${KEY}.promptBeforeIdleSeconds must not be negative, got ${promptSeconds}`);
      if (promptSeconds >= minutes * 60) {
        return E.left(`${KEY}.promptBeforeIdleSeconds (${promptSeconds}) must be less than idleTimeoutMinutes (${minutes}) in seconds`);
      }
      return E.right({
        enabled: raw.enabled ?? DEFAULT_INACTIVITY_SETTINGS.enabled,
        idleTimeoutMs: minutes * 60_000,
        promptBeforeIdleMs: promptSeconds * 1000,
        logoutIfDisconnected: raw.logoutIfDisconnected ?? DEFAULT_INACTIVITY_SETTINGS.logoutIfDisconnected,
      });
    }),
  );

export type InactivityPhase =
  | { readonly kind: 'active' }
  | { readonly kind: 'prompting'; readonly secondsLeft: number }
  | { readonly kind: 'idle' };

/** Where the user stands, `nowMs - lastActivityMs` after their last activity. */
export const inactivityPhase = (settings: InactivitySettings, lastActivityMs: number, nowMs: number): InactivityPhase => {
  const idleAt = lastActivityMs + settings.idleTimeoutMs;
  if (nowMs >= idleAt) return { kind: 'idle' };
  if (settings.promptBeforeIdleMs > 0 && nowMs >= idleAt - settings.promptBeforeIdleMs) {
    return { kind: 'prompting', secondsLeft: Math.ceil((idleAt - nowMs) / 1000) };
  }
  return { kind: 'active' };
};

/**
 * How long until the phase (or, while prompting, the seconds shown) next changes; the timer sleeps that
 * long instead of ticking.
 */
export const nextInactivityCheckMs = (settings: InactivitySettings, lastActivityMs: number, nowMs: number): number => {
  const idleAt = lastActivityMs + settings.idleTimeoutMs;
  const promptAt = idleAt - settings.promptBeforeIdleMs;
  if (nowMs >= idleAt) return 0;
  if (settings.promptBeforeIdleMs > 0 && nowMs < promptAt) return promptAt - nowMs;
  if (settings.promptBeforeIdleMs === 0) return idleAt - nowMs;
  const untilNextSecond = (idleAt - nowMs) % 1000;
  return untilNextSecond === 0 ? 1000 : untilNextSecond;
};

/** A user whose last activity, in any tab, is older than the idle timeout is signed out on return. */
export const disconnectedTooLong = (settings: InactivitySettings, lastSeenMs: number | undefined, nowMs: number): boolean =>
  settings.logoutIfDisconnected && lastSeenMs !== undefined && nowMs - lastSeenMs >= settings.idleTimeoutMs;

/** The stored last-seen time, when it is a readable number. */
export const parseLastSeen = (stored: string | null): number | undefined => {
  if (stored === null) return undefined;
  const value = Number(stored);
  return Number.isFinite(value) ? value : undefined;
};
