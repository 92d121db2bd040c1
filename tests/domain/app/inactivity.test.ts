import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { ConfigView } from '../../../domain/app/config-values';
import {
  DEFAULT_INACTIVITY_SETTINGS,
  disconnectedTooLong,
  inactivityPhase,
  nextInactivityCheckMs,
  parseLastSeen,
  readInactivitySettings,
  type InactivitySettings,
} from '../../../domain/app/inactivity';

const read = (autologout: Record<string, unknown>) => readInactivitySettings(ConfigView.fromData({ auth: { autologout } } as never, 'app-config.yaml'));

const settings: InactivitySettings = { enabled: true, idleTimeoutMs: 60_000, promptBeforeIdleMs: 10_000, logoutIfDisconnected: true };

describe('auth.autologout settings', () => {
  it('is off by default, with a 60 minute timeout and a 10 second prompt', () => {
    expect(readInactivitySettings(ConfigView.fromData({}, 'app-config.yaml'))).toEqual(E.right(DEFAULT_INACTIVITY_SETTINGS));
    expect(DEFAULT_INACTIVITY_SETTINGS).toEqual({ enabled: false, idleTimeoutMs: 3_600_000, promptBeforeIdleMs: 10_000, logoutIfDisconnected: true });
  });

  it('reads every key', () => {
    expect(read({ enabled: true, idleTimeoutMinutes: 30, promptBeforeIdleSeconds: 0, logoutIfDisconnected: false })).toEqual(
      E.right({ enabled: true, idleTimeoutMs: 1_800_000, promptBeforeIdleMs: 0, logoutIfDisconnected: false }),
    );
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a timeout under half a minute', { idleTimeoutMinutes: 0.4 }, 'auth.autologout.idleTimeoutMinutes must be at least 0.5, got 0.4'],
    ['a negative prompt', { promptBeforeIdleSeconds: -1 }, 'auth.autologout.promptBeforeIdleSeconds must not be negative, got -1'],
    [
      'a prompt as long as the timeout',
      { idleTimeoutMinutes: 1, promptBeforeIdleSeconds: 60 },
      'auth.autologout.promptBeforeIdleSeconds (60) must be less than idleTimeoutMinutes (1) in seconds',
    ],
  ])('refuses %s', (_name, autologout, message) => {
    expect(read(autologout)).toEqual(E.left(message));
  });

  it('names the key and file of a value of the wrong type', () => {
    const result = read({ enabled: 'maybe' });
    expect(E.isLeft(result) && result.left).toContain('auth.autologout.enabled');
  });
});

describe('inactivity phases', () => {
  it('is active until the prompt, prompts for the last seconds, then is idle', () => {
    expect(inactivityPhase(settings, 0, 49_999)).toEqual({ kind: 'active' });
    expect(inactivityPhase(settings, 0, 50_000)).toEqual({ kind: 'prompting', secondsLeft: 10 });
    expect(inactivityPhase(settings, 0, 59_001)).toEqual({ kind: 'prompting', secondsLeft: 1 });
    expect(inactivityPhase(settings, 0, 60_000)).toEqual({ kind: 'idle' });
  });

  it('goes straight to idle without a prompt', () => {
    const noPrompt = { ...settings, promptBeforeIdleMs: 0 };
    expect(inactivityPhase(noPrompt, 0, 59_999)).toEqual({ kind: 'active' });
    expect(inactivityPhase(noPrompt, 0, 60_000)).toEqual({ kind: 'idle' });
    expect(nextInactivityCheckMs(noPrompt, 0, 1_000)).toBe(59_000);
  });

  it('sleeps until the prompt, then wakes each time the seconds shown change', () => {
    expect(nextInactivityCheckMs(settings, 0, 0)).toBe(50_000);
    expect(nextInactivityCheckMs(settings, 0, 50_000)).toBe(1_000);
    expect(nextInactivityCheckMs(settings, 0, 50_400)).toBe(600);
    expect(nextInactivityCheckMs(settings, 0, 60_000)).toBe(0);
  });

  it('never sleeps past a change of phase or of the seconds shown', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 70_000 }), (now) => {
        const wait = nextInactivityCheckMs(settings, 0, now);
        const before = inactivityPhase(settings, 0, now);
        if (before.kind === 'idle') return expect(wait).toBe(0);
        expect(wait).toBeGreaterThan(0);
        expect(inactivityPhase(settings, 0, now + wait - 1)).toEqual(before);
        expect(inactivityPhase(settings, 0, now + wait)).not.toEqual(before);
      }),
    );
  });
});

describe('signing out a user who stayed away', () => {
  it('signs out when the last activity in any tab is older than the timeout', () => {
    expect(disconnectedTooLong(settings, 0, 60_000)).toBe(true);
    expect(disconnectedTooLong(settings, 0, 59_999)).toBe(false);
    expect(disconnectedTooLong(settings, undefined, 1e12)).toBe(false);
    expect(disconnectedTooLong({ ...settings, logoutIfDisconnected: false }, 0, 1e12)).toBe(false);
  });

  it('reads only a numeric stored time', () => {
    expect(parseLastSeen('1700000000000')).toBe(1_700_000_000_000);
    expect(parseLastSeen('soon')).toBeUndefined();
    expect(parseLastSeen(null)).toBeUndefined();
  });
});
