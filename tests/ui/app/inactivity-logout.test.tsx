import { act, fireEvent, screen } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { MemoryStore } from '../../../adapters/app/local-storage.store';
import { AlertStore } from '../../../application/app/alert-store';
import { AlertPosterToken } from '../../../application/app/alerts.port';
import { KeyValueStoreToken } from '../../../application/app/key-value-store.port';
import { SignOutToken } from '../../../application/app/sign-out.use-case';
import { INACTIVITY_LAST_SEEN_KEY } from '../../../domain/app/constants';
import type { InactivitySettings } from '../../../domain/app/inactivity';
import { InactivityLogout } from '../../../ui/app/inactivity-logout';
import { provide, renderView } from '../../support/render';

const START = 1_700_000_000_000;
const settings: InactivitySettings = { enabled: true, idleTimeoutMs: 60_000, promptBeforeIdleMs: 10_000, logoutIfDisconnected: true };

const setup = (options: { returning?: boolean; store?: MemoryStore } = {}) => {
  const store = options.store ?? new MemoryStore();
  const signOut = jest.fn(async () => E.right<{ message: string }, void>(undefined));
  const view = renderView(<InactivityLogout settings={settings} returning={options.returning ?? false} />, {
    services: [provide(SignOutToken, signOut), provide(AlertPosterToken, new AlertStore()), provide(KeyValueStoreToken, store)],
    userOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  return { ...view, signOut, store };
};

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

describe('inactivity sign-out', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: START });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks whether the user is still there before the timeout, counting down the seconds', () => {
    setup();
    advance(49_999);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('dialog')).toHaveTextContent('Logging out due to inactivity');
    expect(screen.getByRole('timer')).toHaveTextContent('You will be signed out in 10 s. Are you still there?');
    advance(3_000);
    expect(screen.getByRole('timer')).toHaveTextContent('You will be signed out in 7 s.');
  });

  it('signs out when the timeout passes without an answer', () => {
    const { signOut } = setup();
    advance(59_999);
    expect(signOut).not.toHaveBeenCalled();
    advance(1);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it("keeps the user signed in with Yes! Don't log me out, and starts the timeout again", () => {
    const { signOut } = setup();
    advance(55_000);
    fireEvent.click(screen.getByRole('button', { name: "Yes! Don't log me out" }));
    // The dialog's closing transition; focus going back to the page counts as activity too.
    advance(500);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(49_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(10_000);
    expect(signOut).not.toHaveBeenCalled();
    advance(1_000);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it.each(['mousemove', 'keydown', 'wheel', 'mousedown', 'touchstart'])('counts %s as activity', (type) => {
    const { signOut } = setup();
    advance(40_000);
    act(() => {
      window.dispatchEvent(new Event(type));
    });
    advance(49_999);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });

  it('ignores activity while the prompt shows: only its answer keeps the user signed in', () => {
    const { signOut } = setup();
    advance(52_000);
    act(() => {
      window.dispatchEvent(new Event('mousemove'));
    });
    advance(8_000);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('counts activity noted by another tab', () => {
    const { signOut, store } = setup();
    advance(45_000);
    store.set(INACTIVITY_LAST_SEEN_KEY, String(START + 45_000));
    advance(5_000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(60_000);
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('signs out at once a returning user whose last activity is older than the timeout', () => {
    const store = new MemoryStore();
    store.set(INACTIVITY_LAST_SEEN_KEY, String(START - 60_000));
    const { signOut } = setup({ returning: true, store });
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('keeps a returning user who was away for less than the timeout', () => {
    const store = new MemoryStore();
    store.set(INACTIVITY_LAST_SEEN_KEY, String(START - 59_000));
    const { signOut } = setup({ returning: true, store });
    expect(signOut).not.toHaveBeenCalled();
    expect(store.get(INACTIVITY_LAST_SEEN_KEY)).toBe(String(START));
  });

  it('does not hold an old last-seen time against someone who just signed in', () => {
    const store = new MemoryStore();
    store.set(INACTIVITY_LAST_SEEN_KEY, String(START - 3_600_000));
    const { signOut } = setup({ returning: false, store });
    expect(signOut).not.toHaveBeenCalled();
  });

  it('forgets the last-seen time when the user signs out', () => {
    const { store, unmount } = setup();
    expect(store.get(INACTIVITY_LAST_SEEN_KEY)).toBe(String(START));
    unmount();
    expect(store.get(INACTIVITY_LAST_SEEN_KEY)).toBeNull();
  });
});
