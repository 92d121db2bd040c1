import * as E from 'fp-ts/Either';
import type { AppCookieGateway } from '../../../application/app/app-cookie.port';
import { CookieRefresher, type Timers } from '../../../application/app/cookie-refresher';
import type { BackendError } from '../../../application/shared/backend-error';

const MINUTE = 60_000;

const fakeTimers = () => {
  const scheduled: { callback: () => void; ms: number }[] = [];
  const timers: Timers = {
    setTimeout: (callback, ms) => scheduled.push({ callback, ms }),
    clearTimeout: () => undefined,
  };
  return { timers, scheduled };
};

const gatewayAnswering = (answers: Array<E.Either<BackendError, number>>): AppCookieGateway => ({
  refresh: () => async () => answers.shift() ?? E.left({ _tag: 'Transport', message: 'no more answers' }),
  remove: () => async () => E.right(undefined),
});

const failure: E.Either<BackendError, number> = E.left({ _tag: 'HttpStatus', status: 500, statusText: 'Internal Server Error', message: 'Request failed with status 500' });

describe('CookieRefresher (protected mode)', () => {
  it('says at the first failure, and only once, that the backend has no app plugin; it keeps retrying', async () => {
    const { timers, scheduled } = fakeTimers();
    const post = jest.fn();
    const missing: E.Either<BackendError, number> = E.left({
      _tag: 'PluginMissing',
      pluginId: 'app',
      message: 'The app backend plugin is not installed on this Backstage backend, so protected mode cannot set its session cookie',
    });
    const refresher = new CookieRefresher({
      gateway: gatewayAnswering([missing, missing, missing]),
      alerts: { post },
      timers,
      now: () => 0,
      random: () => 0,
      log: jest.fn(),
    });
    expect(await refresher.start()).toBe(false);
    expect(post.mock.calls).toEqual([
      [{ message: 'The app backend plugin is not installed on this Backstage backend, so protected mode cannot set its session cookie', severity: 'error' }],
    ]);
    for (const index of [0, 1]) {
      scheduled[index]!.callback();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(scheduled.map((s) => s.ms)).toEqual([5000, 10_000, 20_000]);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('schedules the next refresh at expiry minus the jitter (random 0 → 1 minute)', async () => {
    const { timers, scheduled } = fakeTimers();
    const now = 1_000_000;
    const refresher = new CookieRefresher({
      gateway: gatewayAnswering([E.right(now + 60 * MINUTE)]),
      alerts: { post: jest.fn() },
      timers,
      now: () => now,
      random: () => 0,
      log: jest.fn(),
    });
    expect(await refresher.start()).toBe(true);
    expect(scheduled.map((s) => s.ms)).toEqual([59 * MINUTE]);
  });

  it('never schedules sooner than 5 minutes', async () => {
    const { timers, scheduled } = fakeTimers();
    const refresher = new CookieRefresher({
      gateway: gatewayAnswering([E.right(2 * MINUTE)]),
      alerts: { post: jest.fn() },
      timers,
      now: () => 0,
      random: () => 1,
      log: jest.fn(),
    });
    await refresher.start();
    expect(scheduled[0]!.ms).toBe(5 * MINUTE);
  });

  it('retries after 5 s quietly, then doubles and posts the refresh-failed alert', async () => {
    const { timers, scheduled } = fakeTimers();
    const post = jest.fn();
    const refresher = new CookieRefresher({
      gateway: gatewayAnswering([failure, failure, failure]),
      alerts: { post },
      timers,
      now: () => 0,
      random: () => 0,
      log: jest.fn(),
    });
    expect(await refresher.start()).toBe(false);
    expect(scheduled[0]!.ms).toBe(5000);
    expect(post).not.toHaveBeenCalled();
    scheduled[0]!.callback();
    await new Promise((resolve) => setImmediate(resolve));
    expect(scheduled[1]!.ms).toBe(10_000);
    expect(post).toHaveBeenCalledWith({ message: 'Session refresh failed, see developer console for details', severity: 'error' });
    scheduled[1]!.callback();
    await new Promise((resolve) => setImmediate(resolve));
    expect(scheduled[2]!.ms).toBe(20_000);
  });
});
