import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  COOKIE_JITTER_MAX_MS,
  COOKIE_JITTER_MIN_MS,
  COOKIE_MIN_INTERVAL_MS,
  COOKIE_RETRY_CAP_MS,
  COOKIE_RETRY_FIRST_MS,
} from '../../../domain/app/constants';
import {
  cookieFailureIsReported,
  cookieRefreshJitterMs,
  cookieRetryDelayMs,
  cookieUrl,
  decodeCookieExpiry,
  initialCookieRetryState,
  nextCookieRefreshDelayMs,
  onCookieRefreshFailure,
  onCookieRefreshSuccess,
  signOutLocation,
  type CookieRetryState,
} from '../../../domain/app/cookie-refresh';

const SEC = 1000;
const MIN = 60 * SEC;
const NOW = 1_700_000_000_000;

describe('constants', () => {
  it('are the fixed retry, interval and jitter values', () => {
    expect([COOKIE_RETRY_FIRST_MS, COOKIE_RETRY_CAP_MS, COOKIE_MIN_INTERVAL_MS, COOKIE_JITTER_MIN_MS, COOKIE_JITTER_MAX_MS]).toEqual([
      5 * SEC,
      5 * MIN,
      5 * MIN,
      1 * MIN,
      4 * MIN,
    ]);
  });
});

describe('nextCookieRefreshDelayMs', () => {
  it.each<[string, number, number, number]>([
    ['an hour left, smallest jitter', 60 * MIN, 0, 59 * MIN],
    ['an hour left, largest jitter', 60 * MIN, 1, 56 * MIN],
    ['an hour left, middle jitter', 60 * MIN, 0.5, 57.5 * MIN],
    ['ten minutes left, largest jitter', 10 * MIN, 1, 6 * MIN],
    ['seven minutes left, largest jitter hits the floor', 7 * MIN, 1, 5 * MIN],
    ['three minutes left', 3 * MIN, 0, 5 * MIN],
    ['already expired', -MIN, 0.3, 5 * MIN],
  ])('%s', (_label, left, random, delay) => {
    expect(nextCookieRefreshDelayMs(NOW + left, NOW, () => random)).toBe(delay);
  });

  it('keeps the jitter between 1 and 4 minutes even for odd random values', () => {
    expect(cookieRefreshJitterMs(() => -3)).toBe(MIN);
    expect(cookieRefreshJitterMs(() => 7)).toBe(4 * MIN);
  });

  it('is never below 5 minutes and lies within expiry minus 4..1 minutes otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10 * 60 * MIN, max: 48 * 60 * MIN }), fc.double({ min: 0, max: 1, noNaN: true }), (left, random) => {
        const delay = nextCookieRefreshDelayMs(NOW + left, NOW, () => random);
        expect(delay).toBeGreaterThanOrEqual(5 * MIN);
        expect(delay).toBeLessThanOrEqual(Math.max(5 * MIN, left - MIN));
        expect(delay).toBeGreaterThanOrEqual(Math.max(5 * MIN, left - 4 * MIN));
      }),
    );
  });
});

describe('failure retries', () => {
  const failures = (count: number, start: CookieRetryState = initialCookieRetryState) => {
    const outcomes = [];
    let state = start;
    for (let i = 0; i < count; i += 1) {
      const outcome = onCookieRefreshFailure(state);
      outcomes.push(outcome);
      state = outcome.state;
    }
    return outcomes;
  };

  it('retries quietly after 5 s, then doubles up to 5 minutes and posts the alert', () => {
    const outcomes = failures(9);
    expect(outcomes.map((o) => o.retryInMs)).toEqual([5, 10, 20, 40, 80, 160, 300, 300, 300].map((s) => s * SEC));
    expect(outcomes.map((o) => o.alert)).toEqual([
      undefined,
      ...Array(8).fill('Session refresh failed, see developer console for details'),
    ]);
  });

  it('starts over after a success', () => {
    const [, , third] = failures(3);
    const outcome = failures(1, onCookieRefreshSuccess())[0]!;
    expect(third!.retryInMs).toBe(20 * SEC);
    expect(outcome).toEqual({ state: { quietRetryAvailable: false, backoffMs: 5 * SEC }, retryInMs: 5 * SEC });
  });

  it('agrees with the closed formulas for any run of failures', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), (count) => {
        failures(count).forEach((outcome, index) => {
          expect(outcome.retryInMs).toBe(cookieRetryDelayMs(index + 1));
          expect(outcome.alert !== undefined).toBe(cookieFailureIsReported(index + 1));
          expect(outcome.retryInMs).toBeLessThanOrEqual(5 * MIN);
        });
      }),
    );
  });
});

describe('decodeCookieExpiry', () => {
  it.each<[unknown, E.Either<string, number>]>([
    [{ expiresAt: '2025-01-01T00:00:00.000Z' }, E.right(Date.UTC(2025, 0, 1))],
    [{}, E.left('No expiration date in response')],
    [{ expiresAt: '' }, E.left('No expiration date in response')],
    [{ expiresAt: null }, E.left('No expiration date in response')],
    [null, E.left('No expiration date in response')],
    ['text', E.left('No expiration date in response')],
    [{ expiresAt: 'next tuesday-ish' }, E.left('Invalid expiration date in response')],
    [{ expiresAt: 12 }, E.left('Invalid expiration date in response')],
  ])('%p → %p', (body, expected) => {
    expect(decodeCookieExpiry(body)).toEqual(expected);
  });

  it('reads back any ISO date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(0), max: new Date(Date.UTC(9999, 0)), noInvalidDate: true }), (date) => {
        expect(decodeCookieExpiry({ expiresAt: date.toISOString() })).toEqual(E.right(date.getTime()));
      }),
    );
  });
});

describe('urls', () => {
  it('builds the cookie endpoint', () => {
    expect(cookieUrl('http://localhost:7007/api/app')).toBe('http://localhost:7007/api/app/.backstage/auth/v1/cookie');
    expect(cookieUrl('http://localhost:7007/api/app/')).toBe('http://localhost:7007/api/app/.backstage/auth/v1/cookie');
  });

  it('signs out to the base path or /', () => {
    expect(signOutLocation('/portal')).toBe('/portal');
    expect(signOutLocation('')).toBe('/');
  });
});
