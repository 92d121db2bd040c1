import { useCallback, useEffect, useRef, useState } from 'react';
import type { KeyValueStore } from '../../application/app/key-value-store.port';
import { INACTIVITY_LAST_SEEN_KEY, INACTIVITY_LAST_SEEN_WRITE_MS } from '../../domain/app/constants';
import {
  disconnectedTooLong,
  inactivityPhase,
  nextInactivityCheckMs,
  parseLastSeen,
  type InactivityPhase,
  type InactivitySettings,
} from '../../domain/app/inactivity';
import { useLatestCallback } from './use-latest-callback';

/** What counts as the user being there. */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'touchmove', 'focus'] as const;

export interface InactivityTimerOptions {
  readonly settings: InactivitySettings;
  /** Shared by the tabs: activity in one keeps the others signed in. */
  readonly store?: KeyValueStore;
  /** The session was restored on load: sign out at once when the user stayed away too long. */
  readonly returning: boolean;
  readonly onIdle: () => void;
}

export interface InactivityTimer {
  readonly phase: InactivityPhase;
  /** The prompt's "stay" answer: counts as activity even while the prompt shows. */
  readonly stayActive: () => void;
}

const samePhase = (a: InactivityPhase, b: InactivityPhase): boolean =>
  a.kind === b.kind && (a.kind !== 'prompting' || b.kind !== 'prompting' || a.secondsLeft === b.secondsLeft);

/**
 * Watches for activity and signs out after the idle timeout, prompting before it. The timer sleeps until
 * the next change of phase; activity only notes the time, and the timer reads it when it wakes. While
 * the prompt shows, only its answer (or activity in another tab) keeps the user signed in.
 */
export const useInactivityTimer = ({ settings, store, returning, onIdle }: InactivityTimerOptions): InactivityTimer => {
  const [phase, setPhase] = useState<InactivityPhase>({ kind: 'active' });
  const phaseRef = useRef(phase);
  const lastActivity = useRef(Date.now());
  const lastWrite = useRef(Number.NEGATIVE_INFINITY);
  const idle = useLatestCallback(onIdle);
  const returningAtMount = useRef(returning);

  const noteActivity = useCallback(
    (at: number, force = false) => {
      lastActivity.current = at;
      if (force || at - lastWrite.current >= INACTIVITY_LAST_SEEN_WRITE_MS) {
        lastWrite.current = at;
        store?.set(INACTIVITY_LAST_SEEN_KEY, String(at));
      }
    },
    [store],
  );

  const show = useCallback((next: InactivityPhase) => {
    if (samePhase(phaseRef.current, next)) return;
    phaseRef.current = next;
    setPhase(next);
  }, []);

  useEffect(() => {
    const startedAt = Date.now();
    if (returningAtMount.current && disconnectedTooLong(settings, parseLastSeen(store?.get(INACTIVITY_LAST_SEEN_KEY) ?? null), startedAt)) {
      store?.remove(INACTIVITY_LAST_SEEN_KEY);
      idle();
      return undefined;
    }
    noteActivity(startedAt, true);

    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const now = Date.now();
      const elsewhere = parseLastSeen(store?.get(INACTIVITY_LAST_SEEN_KEY) ?? null);
      if (elsewhere !== undefined && elsewhere > lastActivity.current) lastActivity.current = elsewhere;
      const next = inactivityPhase(settings, lastActivity.current, now);
      show(next);
      if (next.kind === 'idle') {
        store?.remove(INACTIVITY_LAST_SEEN_KEY);
        idle();
        return;
      }
      timer = setTimeout(check, nextInactivityCheckMs(settings, lastActivity.current, now));
    };
    const onActivity = () => {
      if (phaseRef.current.kind === 'active') noteActivity(Date.now());
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') onActivity();
    };
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    document.addEventListener('visibilitychange', onVisibility);
    timer = setTimeout(check, nextInactivityCheckMs(settings, lastActivity.current, startedAt));
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [settings, store, noteActivity, show, idle]);

  const stayActive = useCallback(() => {
    noteActivity(Date.now(), true);
    show({ kind: 'active' });
  }, [noteActivity, show]);

  return { phase, stayActive };
};
