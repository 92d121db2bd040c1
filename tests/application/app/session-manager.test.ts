import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import fc from 'fast-check';
import { MemoryStore } from '../../../adapters/app/local-storage.store';
import type { LoginError } from '../../../application/app/interactive-login.port';
import { LEGACY_GUEST_USER, RESTORE_RETRY_DELAY_MS, SessionManager, type SessionState } from '../../../application/app/session-manager';
import { CUSTOM_PROVIDER_ID, GUEST_PROVIDER_ID, LEGACY_GUEST_PROVIDER_ID } from '../../../domain/app/sign-in-provider-ids';
import { transportError, type BackendError } from '../../../application/shared/backend-error';
import type { AuthSession } from '../../../domain/app/auth-session';
import { STORAGE_KEYS } from '../../../domain/app/constants';
import { messages } from '../../../domain/app/messages';
import {
  authHttpError,
  authSession,
  deferred,
  FakeAuthConnector,
  FakeInteractiveLogin,
  type RefreshAnswer,
} from './auth-fakes';

const NOW = 1_700_000_000_000;
const PROVIDER_KEY = STORAGE_KEYS.signInProvider;
const FALLBACK_KEY = STORAGE_KEYS.guestLegacyFallback;

const setup = (answers: RefreshAnswer[] = []) => {
  const store = new MemoryStore();
  const connector = new FakeAuthConnector(answers);
  const login = new FakeInteractiveLogin(store);
  let now = NOW;
  const waits: number[] = [];
  const wait = (ms: number) => {
    waits.push(ms);
    return Promise.resolve();
  };
  const manager = new SessionManager({ connector, login, store, now: () => now, wait });
  const states: SessionState[] = [];
  manager.subscribe((state) => states.push(state));
  return {
    waits,
    store,
    connector,
    login,
    manager,
    states,
    setNow: (value: number) => {
      now = value;
    },
  };
};

const userOf = (state: SessionState) => {
  if (state.status !== 'signed-in') throw new Error(`expected signed-in, got ${state.status}`);
  return state.user;
};

describe('SessionManager.restore', () => {
  it('stays signed out without asking the backend when no provider is stored', async () => {
    const { manager, connector, states } = setup();
    expect(await manager.restore()).toEqual(E.right({ status: 'signed-out' }));
    expect(connector.refreshCalls).toEqual([]);
    expect(states).toEqual([]);
  });

  it("restores the stored provider's session through an optional refresh", async () => {
    const { manager, connector, store, states } = setup([E.right(authSession('t1', { expiresAt: NOW + 3_600_000 }))]);
    store.set(PROVIDER_KEY, 'github');
    const result = await manager.restore();
    expect(connector.refreshCalls).toEqual([{ providerId: 'github', options: { optional: true } }]);
    expect(E.isRight(result)).toBe(true);
    expect(userOf(manager.getState())).toEqual({
      providerId: 'github',
      userEntityRef: 'user:default/ada',
      ownershipEntityRefs: ['user:default/ada', 'group:default/team-a'],
      profile: {},
      token: 't1',
      tokenExpiresAt: NOW + 3_600_000,
    });
    expect(store.get(PROVIDER_KEY)).toBe('github');
    expect(states.map((state) => state.status)).toEqual(['signed-in']);
  });

  it('forgets the stored provider and reports why when the auth backend refuses the session', async () => {
    const { manager, store, states, connector, waits } = setup([E.left(authHttpError('Unauthorized'))]);
    store.set(PROVIDER_KEY, 'github');
    expect(await manager.restore()).toEqual(E.left({ message: 'Auth refresh request failed, Unauthorized' }));
    expect(store.get(PROVIDER_KEY)).toBeNull();
    expect(manager.getState()).toEqual({ status: 'signed-out' });
    expect(states).toEqual([]);
    expect(connector.refreshCalls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it.each([
    ['no answer', transportError('Failed to fetch')],
    ["a gateway's 503", authHttpError('Service Unavailable', 503)],
    ['a server error', authHttpError('Internal Server Error', 500)],
    ['too many requests', authHttpError('Too Many Requests', 429)],
  ])('asks once more a second later after %s, and restores from that answer', async (_, failure) => {
    const { manager, store, connector, waits } = setup([E.left(failure), E.right(authSession('second'))]);
    store.set(PROVIDER_KEY, 'github');
    await manager.restore();
    expect(userOf(manager.getState()).token).toBe('second');
    expect(connector.refreshCalls).toHaveLength(2);
    expect(waits).toEqual([RESTORE_RETRY_DELAY_MS]);
  });

  it('keeps the stored provider for the next load when the second ask gets no answer either', async () => {
    const { manager, store, connector } = setup([E.left(transportError('Failed to fetch')), E.left(authHttpError('Bad Gateway', 502))]);
    store.set(PROVIDER_KEY, 'github');
    expect(await manager.restore()).toEqual(E.left({ message: 'Auth refresh request failed, Bad Gateway' }));
    expect(manager.getState()).toEqual({ status: 'signed-out' });
    expect(store.get(PROVIDER_KEY)).toBe('github');
    expect(connector.refreshCalls).toHaveLength(2);
  });

  it('forgets the provider when the second ask is refused', async () => {
    const { manager, store } = setup([E.left(transportError('Failed to fetch')), E.left(authHttpError('Unauthorized'))]);
    store.set(PROVIDER_KEY, 'github');
    await manager.restore();
    expect(store.get(PROVIDER_KEY)).toBeNull();
  });

  it("refuses a session without a Backstage identity: 'The {title} provider is not configured to support sign-in'", async () => {
    const { manager, store } = setup([E.right(authSession('x', { identity: false }))]);
    store.set(PROVIDER_KEY, 'github');
    expect(await manager.restore()).toEqual(
      E.left({ message: 'The github provider is not configured to support sign-in' }),
    );
    expect(store.get(PROVIDER_KEY)).toBeNull();
    expect(manager.getState().status).toBe('signed-out');
  });

  it('restores the legacy guest without calling the backend', async () => {
    const { manager, connector, store } = setup();
    store.set(PROVIDER_KEY, LEGACY_GUEST_PROVIDER_ID);
    expect(await manager.restore()).toEqual(E.right({ status: 'signed-in', user: LEGACY_GUEST_USER }));
    expect(connector.refreshCalls).toEqual([]);
    expect(userOf(manager.getState())).toMatchObject({
      userEntityRef: 'user:default/guest',
      profile: { displayName: 'Guest' },
    });
    expect(userOf(manager.getState()).token).toBeUndefined();
  });

  it('cannot restore a custom user (its token is never stored): forgets it and stays signed out', async () => {
    const { manager, connector, store } = setup();
    store.set(PROVIDER_KEY, CUSTOM_PROVIDER_ID);
    expect(await manager.restore()).toEqual(E.right({ status: 'signed-out' }));
    expect(store.get(PROVIDER_KEY)).toBeNull();
    expect(connector.refreshCalls).toEqual([]);
  });
});

describe('SessionManager.signInAsGuest', () => {
  it('signs in through the auth backend guest provider (non-optional refresh) and names the guest Guest', async () => {
    const { manager, connector, store } = setup([E.right(authSession('guest-token', { ref: 'user:development/guest' }))]);
    const confirm = jest.fn(async () => true);
    const result = await manager.signInAsGuest(confirm);
    expect(connector.refreshCalls).toEqual([{ providerId: GUEST_PROVIDER_ID, options: { optional: false } }]);
    expect(E.isRight(result)).toBe(true);
    expect(userOf(manager.getState())).toMatchObject({
      providerId: 'guest',
      userEntityRef: 'user:development/guest',
      token: 'guest-token',
      profile: { displayName: 'Guest' },
    });
    expect(store.get(PROVIDER_KEY)).toBe('guest');
    expect(confirm).not.toHaveBeenCalled();
  });

  it("keeps a display name the guest provider did send", async () => {
    const { manager } = setup([E.right(authSession('g', { displayName: 'Visitor' }))]);
    await manager.signInAsGuest(async () => true);
    expect(userOf(manager.getState()).profile.displayName).toBe('Visitor');
  });

  it('stores the provider id before the backend answers', async () => {
    const pending = deferred<Either<BackendError, AuthSession>>();
    const { manager, store } = setup([pending.promise]);
    const signingIn = manager.signInAsGuest(async () => true);
    expect(store.get(PROVIDER_KEY)).toBe('guest');
    pending.resolve(E.right(authSession('g')));
    await signingIn;
  });

  it('on failure asks once whether to fall back to the legacy guest token, and remembers Yes', async () => {
    const { manager, store, connector } = setup([E.left(authHttpError('Not Found'))]);
    const confirm = jest.fn(async () => true);

    const first = await manager.signInAsGuest(confirm);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(first).toEqual(E.right({ status: 'signed-in', user: LEGACY_GUEST_USER }));
    expect(store.get(PROVIDER_KEY)).toBe(LEGACY_GUEST_PROVIDER_ID);
    expect(store.get(FALLBACK_KEY)).toBe('true');

    await manager.signOut();
    const second = await manager.signInAsGuest(confirm);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(second).toEqual(E.right({ status: 'signed-in', user: LEGACY_GUEST_USER }));
    // The auth backend is still tried first each time.
    expect(connector.refreshCalls.map((call) => call.providerId)).toEqual(['guest', 'guest']);
  });

  it('says the backend has no auth plugin instead of offering the legacy guest, and forgets the provider', async () => {
    const missing = { _tag: 'PluginMissing', pluginId: 'auth', message: messages.authBackendPluginMissing } as const;
    const { manager, store } = setup([E.left(missing)]);
    const confirm = jest.fn(async () => true);

    expect(await manager.signInAsGuest(confirm)).toEqual(
      E.left({ message: 'The auth backend plugin is not installed on this Backstage backend, so nobody can sign in through it' }),
    );
    expect(confirm).not.toHaveBeenCalled();
    expect(manager.getState()).toEqual({ status: 'signed-out' });
    expect(store.get(PROVIDER_KEY)).toBeNull();
    expect(store.get(FALLBACK_KEY)).toBeNull();
  });

  it("declined: 'You cannot sign in as a guest, ...', forgets the provider and remembers No", async () => {
    const { manager, store } = setup([E.left(authHttpError('Not Found'))]);
    const confirm = jest.fn(async () => false);

    expect(await manager.signInAsGuest(confirm)).toEqual(
      E.left({
        message:
          'You cannot sign in as a guest, you must either enable the legacy guest token or configure the auth backend to support guest sign in.',
      }),
    );
    expect(manager.getState()).toEqual({ status: 'signed-out' });
    expect(store.get(PROVIDER_KEY)).toBeNull();
    expect(store.get(FALLBACK_KEY)).toBe('false');

    expect(await manager.signInAsGuest(confirm)).toEqual(E.left({ message: messages.guestFallbackDeclined }));
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('uses an answer remembered by an earlier visit without asking', async () => {
    const { manager, store } = setup([E.left(authHttpError('Not Found'))]);
    store.set(FALLBACK_KEY, 'true');
    const confirm = jest.fn(async () => false);
    expect(E.isRight(await manager.signInAsGuest(confirm))).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });
});

describe('SessionManager.signInWithProvider', () => {
  it('stores the provider id at the start and signs in with the popup session', async () => {
    const { manager, login, store } = setup();
    login.answer = E.right(authSession('popup-token', { ref: 'user:default/grace', displayName: 'Grace' }));
    const result = await manager.signInWithProvider('github', ['read:user']);
    expect(login.calls).toEqual([{ providerId: 'github', scopes: ['read:user'], storedAtStart: 'github' }]);
    expect(E.isRight(result)).toBe(true);
    expect(userOf(manager.getState())).toMatchObject({
      providerId: 'github',
      userEntityRef: 'user:default/grace',
      profile: { displayName: 'Grace' },
      token: 'popup-token',
    });
    expect(store.get(PROVIDER_KEY)).toBe('github');
  });

  it.each<[LoginError['_tag'], string]>([
    ['PopupRejected', 'Failed to open auth popup.'],
    ['PopupClosed', 'Login failed, popup was closed'],
    ['Rejected', 'Login failed, rejected by user'],
    ['Failed', 'Something broke at the provider'],
  ])('a %s failure removes the stored id and returns its message', async (tag, message) => {
    const { manager, login, store } = setup();
    store.set(PROVIDER_KEY, 'something-older');
    login.answer = E.left({ _tag: tag, message });
    expect(await manager.signInWithProvider('github')).toEqual(E.left({ message }));
    expect(store.get(PROVIDER_KEY)).toBeNull();
    expect(manager.getState()).toEqual({ status: 'signed-out' });
  });
});

describe('SessionManager.signInAsCustomUser', () => {
  it('signs in as the stated user, with the ID token when one is given', () => {
    const { manager, store } = setup();
    manager.signInAsCustomUser('user:default/ada', 'a.b.c');
    expect(userOf(manager.getState())).toEqual({
      providerId: CUSTOM_PROVIDER_ID,
      userEntityRef: 'user:default/ada',
      ownershipEntityRefs: ['user:default/ada'],
      profile: {},
      token: 'a.b.c',
    });
    expect(store.get(PROVIDER_KEY)).toBe(CUSTOM_PROVIDER_ID);
  });

  it('has no token without an ID token', async () => {
    const { manager, connector } = setup();
    manager.signInAsCustomUser('user:default/ada');
    expect(await manager.getToken()).toBeUndefined();
    expect(connector.refreshCalls).toEqual([]);
  });
});

describe('SessionManager: one restore per page', () => {
  it('gives every caller the same restore, asking the backend once', async () => {
    const pending = deferred<Either<BackendError, AuthSession>>();
    const { manager, store, connector } = setup([pending.promise]);
    store.set(PROVIDER_KEY, 'github');
    const [first, second] = [manager.restore(), manager.restore()];
    pending.resolve(E.right(authSession('restored')));
    expect(await first).toEqual(await second);
    expect(connector.refreshCalls).toHaveLength(1);
  });

  it('holds a token request made during the restore until the restored session is known', async () => {
    const pending = deferred<Either<BackendError, AuthSession>>();
    const { manager, store } = setup([pending.promise]);
    store.set(PROVIDER_KEY, 'github');
    void manager.restore();
    const token = manager.getToken();
    pending.resolve(E.right(authSession('restored')));
    expect(await token).toBe('restored');
  });
});

describe('SessionManager: the early refresh', () => {
  const withEarly = (providerId: string, answer: Either<BackendError, AuthSession>) => {
    const store = new MemoryStore();
    const connector = new FakeAuthConnector([E.right(authSession('asked-again'))]);
    const earlyRefresh = { providerId, result: Promise.resolve(answer) };
    const manager = new SessionManager({ connector, login: new FakeInteractiveLogin(store), store, now: () => NOW, earlyRefresh, wait: () => Promise.resolve() });
    store.set(PROVIDER_KEY, 'github');
    return { manager, connector, store };
  };

  it("restores from the refresh the page's first script started, without asking again", async () => {
    const { manager, connector } = withEarly('github', E.right(authSession('early')));
    await manager.restore();
    expect(userOf(manager.getState()).token).toBe('early');
    expect(connector.refreshCalls).toEqual([]);
  });

  it('treats a refused early refresh as a failed restore', async () => {
    const { manager, store, connector } = withEarly('github', E.left(authHttpError('Unauthorized')));
    expect(await manager.restore()).toEqual(E.left({ message: 'Auth refresh request failed, Unauthorized' }));
    expect(store.get(PROVIDER_KEY)).toBeNull();
    expect(connector.refreshCalls).toEqual([]);
  });

  it('asks again itself when the early refresh got no answer', async () => {
    const { manager, connector } = withEarly('github', E.left(transportError('Failed to fetch')));
    await manager.restore();
    expect(userOf(manager.getState()).token).toBe('asked-again');
    expect(connector.refreshCalls).toHaveLength(1);
  });

  it('asks the backend itself when the early refresh was for another provider', async () => {
    const { manager, connector } = withEarly('guest', E.right(authSession('early')));
    await manager.restore();
    expect(userOf(manager.getState()).token).toBe('asked-again');
    expect(connector.refreshCalls).toHaveLength(1);
  });
});

describe('SessionManager.currentUser', () => {
  it("names the caller's fault before the page knows who is signed in", () => {
    const { manager } = setup();
    expect(() => manager.currentUser('getProfile')).toThrow('Tried to access IdentityApi getProfile before app was loaded');
  });

  it('tells the user to reload once the page knows nobody is signed in', async () => {
    const { manager } = setup();
    await manager.restore();
    expect(() => manager.currentUser('getProfile')).toThrow(messages.noSession);
  });

  it('gives the signed-in user, whether restored or signed in on the page', async () => {
    const restored = setup([E.right(authSession('restored'))]);
    restored.store.set(PROVIDER_KEY, 'github');
    await restored.manager.restore();
    expect(restored.manager.currentUser('getProfile')).toEqual(userOf(restored.manager.getState()));
    const { manager } = setup();
    manager.signInAsCustomUser('user:default/ada');
    expect(manager.currentUser('getBackstageIdentity').userEntityRef).toBe('user:default/ada');
  });
});

describe('SessionManager.getToken', () => {
  const signedIn = async (expiresAt: number | undefined, answers: RefreshAnswer[] = []) => {
    const context = setup([E.right(authSession('first', { expiresAt })), ...answers]);
    context.store.set(PROVIDER_KEY, 'github');
    await context.manager.restore();
    context.connector.refreshCalls.length = 0;
    return context;
  };

  it('is undefined while signed out', async () => {
    const { manager, connector } = setup();
    expect(await manager.getToken()).toBeUndefined();
    expect(connector.refreshCalls).toEqual([]);
  });

  it('returns the current token while it is valid for more than 180 s', async () => {
    const { manager, connector } = await signedIn(NOW + 180_000);
    expect(await manager.getToken()).toBe('first');
    expect(connector.refreshCalls).toEqual([]);
  });

  it('refreshes first when the token expires within 180 s', async () => {
    const { manager, connector } = await signedIn(NOW + 179_999, [E.right(authSession('second', { expiresAt: NOW + 3_600_000 }))]);
    expect(await manager.getToken()).toBe('second');
    expect(connector.refreshCalls).toEqual([{ providerId: 'github', options: { optional: true } }]);
    expect(userOf(manager.getState()).token).toBe('second');
    // The fresh token is good for an hour: no second refresh.
    expect(await manager.getToken()).toBe('second');
    expect(connector.refreshCalls).toHaveLength(1);
  });

  it('refreshes once the clock reaches the threshold', async () => {
    const { manager, connector, setNow } = await signedIn(NOW + 600_000, [E.right(authSession('second', { expiresAt: NOW + 7_200_000 }))]);
    expect(await manager.getToken()).toBe('first');
    setNow(NOW + 420_001);
    expect(await manager.getToken()).toBe('second');
    expect(connector.refreshCalls).toHaveLength(1);
  });

  it('never refreshes a token without an expiry', async () => {
    const { manager, connector } = await signedIn(undefined);
    expect(await manager.getToken()).toBe('first');
    expect(connector.refreshCalls).toEqual([]);
  });

  it('shares one refresh between concurrent callers', async () => {
    const pending = deferred<Either<BackendError, AuthSession>>();
    const { manager, connector } = await signedIn(NOW + 1_000, [pending.promise]);
    const callers = [manager.getToken(), manager.getToken(), manager.getToken()];
    pending.resolve(E.right(authSession('shared', { expiresAt: NOW + 3_600_000 })));
    expect(await Promise.all(callers)).toEqual(['shared', 'shared', 'shared']);
    expect(connector.refreshCalls).toHaveLength(1);
  });

  it('starts a new refresh after the shared one finished', async () => {
    const { manager, connector } = await signedIn(NOW + 1_000, [
      E.right(authSession('second', { expiresAt: NOW + 2_000 })),
      E.right(authSession('third', { expiresAt: NOW + 3_600_000 })),
    ]);
    expect(await manager.getToken()).toBe('second');
    expect(await manager.getToken()).toBe('third');
    expect(connector.refreshCalls).toHaveLength(2);
  });

  it('keeps the session and its token when the refresh gets no answer, and asks again on the next call', async () => {
    const { manager, store, states, connector } = await signedIn(NOW + 1_000, [
      E.left(authHttpError('Service Unavailable', 503)),
      E.right(authSession('second', { expiresAt: NOW + 3_600_000 })),
    ]);
    expect(await manager.getToken()).toBe('first');
    expect(userOf(manager.getState()).token).toBe('first');
    expect(store.get(PROVIDER_KEY)).toBe('github');
    expect(await manager.getToken()).toBe('second');
    expect(connector.refreshCalls).toHaveLength(2);
    expect(states.map((state) => state.status)).toEqual(['signed-in', 'signed-in']);
  });

  it('signs out and forgets the provider when the refresh is refused', async () => {
    const { manager, store, states } = await signedIn(NOW + 1_000, [E.left(authHttpError('Unauthorized'))]);
    expect(await manager.getToken()).toBeUndefined();
    expect(manager.getState()).toEqual({ status: 'signed-out', lost: true });
    expect(store.get(PROVIDER_KEY)).toBeNull();
    expect(states.map((state) => state.status)).toEqual(['signed-in', 'signed-out']);
  });

  it('refreshes exactly when less than 180 s remain (property)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: -600_000, max: 600_000 }), async (remainingMs) => {
        const { manager, connector } = await signedIn(NOW + remainingMs, [E.right(authSession('fresh', { expiresAt: NOW + 3_600_000 }))]);
        const token = await manager.getToken();
        const refreshed = connector.refreshCalls.length === 1;
        expect(refreshed).toBe(remainingMs < 180_000);
        expect(token).toBe(refreshed ? 'fresh' : 'first');
      }),
      { numRuns: 60 },
    );
  });
});

describe('SessionManager.handleUnauthorized', () => {
  it('refreshes once and hands back the new token', async () => {
    const { manager, connector, store } = setup([
      E.right(authSession('old', { expiresAt: NOW + 3_600_000 })),
      E.right(authSession('new', { expiresAt: NOW + 3_600_000 })),
    ]);
    store.set(PROVIDER_KEY, 'github');
    await manager.restore();
    expect(await manager.handleUnauthorized()).toBe('new');
    expect(connector.refreshCalls).toHaveLength(2);
    expect(userOf(manager.getState()).token).toBe('new');
  });

  it('signs out when the refresh fails', async () => {
    const { manager, store } = setup([E.right(authSession('old')), E.left(authHttpError('Unauthorized'))]);
    store.set(PROVIDER_KEY, 'github');
    await manager.restore();
    expect(await manager.handleUnauthorized()).toBeUndefined();
    expect(manager.getState()).toEqual({ status: 'signed-out', lost: true });
    expect(store.get(PROVIDER_KEY)).toBeNull();
  });

  it('does nothing while signed out or for an identity without a token', async () => {
    const { manager, connector, store } = setup();
    expect(await manager.handleUnauthorized()).toBeUndefined();
    store.set(PROVIDER_KEY, LEGACY_GUEST_PROVIDER_ID);
    await manager.restore();
    expect(await manager.handleUnauthorized()).toBeUndefined();
    manager.signInAsCustomUser('user:default/ada');
    expect(await manager.handleUnauthorized()).toBeUndefined();
    expect(connector.refreshCalls).toEqual([]);
    expect(manager.getState().status).toBe('signed-in');
  });

  it('keeps a custom user with an ID token signed in (no backend to refresh with)', async () => {
    const { manager, connector } = setup();
    manager.signInAsCustomUser('user:default/ada', 'a.b.c');
    expect(await manager.handleUnauthorized()).toBe('a.b.c');
    expect(connector.refreshCalls).toEqual([]);
    expect(manager.getState().status).toBe('signed-in');
  });
});

describe('SessionManager.signOut', () => {
  it('calls logout for a backend provider, forgets the provider and signs out', async () => {
    const { manager, connector, store, states } = setup([E.right(authSession('t'))]);
    store.set(PROVIDER_KEY, 'github');
    await manager.restore();
    expect(await manager.signOut()).toEqual(E.right(undefined));
    expect(connector.logoutCalls).toEqual(['github']);
    expect(store.get(PROVIDER_KEY)).toBeNull();
    expect(manager.getState()).toEqual({ status: 'signed-out' });
    expect(states.map((state) => state.status)).toEqual(['signed-in', 'signed-out']);
  });

  it('does not call logout for the auth backend guest (the guest provider has no logout route)', async () => {
    const { manager, connector } = setup([E.right(authSession('g'))]);
    await manager.signInAsGuest(async () => true);
    expect(await manager.signOut()).toEqual(E.right(undefined));
    expect(connector.logoutCalls).toEqual([]);
    expect(manager.getState()).toEqual({ status: 'signed-out' });
  });

  it('signs out locally but reports a failed logout call', async () => {
    const { manager, connector, store } = setup([E.right(authSession('t'))]);
    connector.logoutAnswer = E.left({ _tag: 'HttpStatus', status: 500, statusText: 'Internal Server Error', message: 'Logout request failed, Internal Server Error' });
    store.set(PROVIDER_KEY, 'github');
    await manager.restore();
    expect(await manager.signOut()).toEqual(E.left({ message: 'Logout request failed, Internal Server Error' }));
    expect(manager.getState()).toEqual({ status: 'signed-out' });
    expect(store.get(PROVIDER_KEY)).toBeNull();
  });

  it.each([
    ['the legacy guest', (manager: SessionManager) => manager.restore()],
    ['a custom user', async (manager: SessionManager) => manager.signInAsCustomUser('user:default/ada', 'a.b.c')],
  ])('does not call logout for %s', async (_name, signIn) => {
    const { manager, connector, store } = setup();
    store.set(PROVIDER_KEY, LEGACY_GUEST_PROVIDER_ID);
    await signIn(manager);
    expect(manager.getState().status).toBe('signed-in');
    expect(await manager.signOut()).toEqual(E.right(undefined));
    expect(connector.logoutCalls).toEqual([]);
    expect(manager.getState()).toEqual({ status: 'signed-out' });
    expect(store.get(PROVIDER_KEY)).toBeNull();
  });

  it('does nothing but forget the stored provider while signed out', async () => {
    const { manager, connector, store, states } = setup();
    store.set(PROVIDER_KEY, 'github');
    expect(await manager.signOut()).toEqual(E.right(undefined));
    expect(connector.logoutCalls).toEqual([]);
    expect(store.get(PROVIDER_KEY)).toBeNull();
    expect(states).toEqual([]);
  });
});

describe('SessionManager listeners', () => {
  it('tells every listener about each change until it unsubscribes', async () => {
    const { manager } = setup();
    const seen: string[] = [];
    const unsubscribe = manager.subscribe((state) => seen.push(state.status === 'signed-in' ? state.user.userEntityRef : 'out'));
    manager.signInAsCustomUser('user:default/ada');
    manager.signInAsCustomUser('user:default/grace');
    await manager.signOut();
    unsubscribe();
    manager.signInAsCustomUser('user:default/late');
    expect(seen).toEqual(['user:default/ada', 'user:default/grace', 'out']);
  });

  it('does not emit when signing out while already signed out', async () => {
    const { manager, states } = setup([E.left(authHttpError('Unauthorized'))]);
    manager.subscribe(() => undefined);
    await manager.signOut();
    expect(states).toEqual([]);
  });
});
