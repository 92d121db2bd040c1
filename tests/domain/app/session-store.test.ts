import fc from 'fast-check';
import { DEFAULT_SESSION_LIFETIME_MS, SESSION_STORE_MARGIN_MS } from '../../../domain/app/constants';
import {
  currentSession,
  emptySessionStore,
  sessionFetchNeeded,
  sessionRefreshAt,
  sessionStoreReducer,
  type SessionStoreEvent,
  type SessionStoreState,
} from '../../../domain/app/session-store';

type State = SessionStoreState<string, string>;
type Event = SessionStoreEvent<string, string>;

const MIN = 60_000;
const T = 1_700_000_000_000;

const run = (events: readonly Event[], start: State = emptySessionStore): State =>
  events.reduce<State>((state, event) => sessionStoreReducer(state, event), start);

describe('sessionRefreshAt', () => {
  it('uses a 5 minute margin and a 5 minute default lifetime', () => {
    expect(SESSION_STORE_MARGIN_MS).toBe(5 * MIN);
    expect(DEFAULT_SESSION_LIFETIME_MS).toBe(5 * MIN);
  });

  it.each<[number | undefined, number, number]>([
    [T + 60 * MIN, T, T + 55 * MIN],
    [T + 5 * MIN, T, T],
    [T + 2 * MIN, T, T - 3 * MIN],
    [undefined, T, T + 5 * MIN],
  ])('expiry %p fetched at %p refreshes at %p', (expiresAt, fetchedAt, refreshAt) => {
    expect(sessionRefreshAt(expiresAt, fetchedAt)).toBe(refreshAt);
  });

  it('is expiry minus the margin whatever the fetch time, else fetch plus the lifetime', () => {
    fc.assert(
      fc.property(fc.option(fc.integer(), { nil: undefined }), fc.integer(), (expiresAt, fetchedAt) => {
        const at = sessionRefreshAt(expiresAt, fetchedAt);
        expect(at).toBe(expiresAt === undefined ? fetchedAt + 300_000 : expiresAt - 300_000);
      }),
    );
  });
});

describe('sessionStoreReducer', () => {
  it('goes empty → fetching → active', () => {
    const state = run([{ type: 'fetch-started' }, { type: 'fetch-succeeded', session: 's1', fetchedAtMs: T, expiresAtMs: T + 60 * MIN }]);
    expect(state).toEqual({ status: 'active', session: 's1', refreshAtMs: T + 55 * MIN });
  });

  it('goes fetching → failed', () => {
    expect(run([{ type: 'fetch-started' }, { type: 'fetch-failed', error: 'boom' }])).toEqual({ status: 'failed', error: 'boom' });
  });

  it('refetches from active and from failed', () => {
    const active = run([{ type: 'fetch-started' }, { type: 'fetch-succeeded', session: 's1', fetchedAtMs: T }]);
    expect(sessionStoreReducer(active, { type: 'fetch-started' })).toEqual({ status: 'fetching' });
    const failed = run([{ type: 'fetch-started' }, { type: 'fetch-failed', error: 'x' }]);
    expect(sessionStoreReducer(failed, { type: 'fetch-started' })).toEqual({ status: 'fetching' });
  });

  it('ignores results that arrive when no fetch is in flight', () => {
    expect(run([{ type: 'fetch-succeeded', session: 's', fetchedAtMs: T }])).toEqual({ status: 'empty' });
    expect(run([{ type: 'fetch-failed', error: 'x' }])).toEqual({ status: 'empty' });
  });

  it('stays cleared when a fetch finishes after sign-out', () => {
    const state = run([
      { type: 'fetch-started' },
      { type: 'cleared' },
      { type: 'fetch-succeeded', session: 'late', fetchedAtMs: T },
    ]);
    expect(state).toEqual({ status: 'empty' });
  });

  it('only ever reaches active through a fetch in flight, and cleared always empties', () => {
    const event = fc.oneof(
      fc.constant<Event>({ type: 'fetch-started' }),
      fc.record({ type: fc.constant('fetch-succeeded' as const), session: fc.string(), fetchedAtMs: fc.integer() }),
      fc.record({ type: fc.constant('fetch-failed' as const), error: fc.string() }),
      fc.constant<Event>({ type: 'cleared' }),
    );
    fc.assert(
      fc.property(fc.array(event), (events) => {
        let state: State = emptySessionStore;
        for (const e of events) {
          const next = sessionStoreReducer(state, e);
          if (e.type === 'cleared') expect(next).toEqual({ status: 'empty' });
          if (next.status === 'active' && next !== state) expect(state.status).toBe('fetching');
          if (next.status === 'failed' && next !== state) expect(state.status).toBe('fetching');
          state = next;
        }
      }),
    );
  });
});

describe('currentSession and sessionFetchNeeded', () => {
  const active: State = { status: 'active', session: 's', refreshAtMs: T };

  it.each<[string, State, number, boolean, string | undefined]>([
    ['empty', { status: 'empty' }, T, true, undefined],
    ['failed', { status: 'failed', error: 'x' }, T, true, undefined],
    ['fetching', { status: 'fetching' }, T, false, undefined],
    ['active before its refresh time', active, T - 1, false, 's'],
    ['active when now reaches its refresh time', active, T, true, undefined],
    ['active after its refresh time', active, T + 1, true, undefined],
  ])('%s', (_label, state, now, needed, session) => {
    expect(sessionFetchNeeded(state, now)).toBe(needed);
    expect(currentSession(state, now)).toBe(session);
  });
});
