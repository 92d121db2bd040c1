/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://portal.example.com/catalog?kind=component"}
 */
import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { PopupLogin } from '../../../adapters/app/popup-login';
import type { Discovery } from '../../../application/app/discovery.port';
import type { LoginError } from '../../../application/app/interactive-login.port';
import type { AuthSession } from '../../../domain/app/auth-session';

const AUTH_BASE = 'http://backend.example.com:7007/api/auth';
const AUTH_ORIGIN = 'http://backend.example.com:7007';
const APP_ORIGIN = 'http://portal.example.com';

const discovery: Discovery = { getBaseUrl: async (pluginId) => `http://backend.example.com:7007/api/${pluginId}` };

/** What window.open hands back: only `closed` is read. */
interface FakePopup {
  closed: boolean;
}

let popup: FakePopup;
let openSpy: jest.SpyInstance;

beforeEach(() => {
  popup = { closed: false };
  openSpy = jest.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
});
afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
});

const popupLogin = (redirectFlow = false, win: Window = window) =>
  new PopupLogin({ window: win, discovery, environment: 'development', redirectFlow });

/** A window message as the popup's page sends it; source and origin are what the browser fills in. */
const postFromPopup = (data: unknown, origin = AUTH_ORIGIN, source: unknown = popup) => {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
};

/** Starts a login and waits until the popup is open. */
const start = async (scopes: readonly string[] = ['read:user']) => {
  let settled: Either<LoginError, AuthSession> | undefined;
  const result = popupLogin()
    .login('github', scopes)()
    .then((value) => {
      settled = value;
      return value;
    });
  await waitFor(() => openSpy.mock.calls.length === 1);
  return { result, settled: () => settled };
};

const waitFor = async (condition: () => boolean) => {
  for (let attempt = 0; attempt < 50 && !condition(); attempt += 1) await Promise.resolve();
  if (!condition()) throw new Error('condition never held');
};

const sessionResponse = {
  profile: { displayName: 'Ada Lovelace', email: 'ada@example.com' },
  providerInfo: { accessToken: 'gho_x', scope: 'read:user' },
  backstageIdentity: {
    token: 'a.b.c',
    identity: { type: 'user', userEntityRef: 'user:default/ada', ownershipEntityRefs: ['user:default/ada'] },
  },
};

describe('PopupLogin (popup flow)', () => {
  it('opens {auth}/{provider}/start with scope, origin, flow=popup and env in a 450 x 730 popup', async () => {
    const { result } = await start(['read:user', 'repo']);
    const [url, name, features] = openSpy.mock.calls[0] as [string, string, string];
    expect(url).toBe(
      `${AUTH_BASE}/github/start?scope=read%3Auser%20repo&origin=${encodeURIComponent(APP_ORIGIN)}&flow=popup&env=development`,
    );
    expect(name).toBe('github-login');
    expect(features).toContain('width=450,height=730');
    postFromPopup({ type: 'authorization_response', response: sessionResponse });
    await result;
  });

  it("fails with 'Failed to open auth popup.' when the browser blocks the popup", async () => {
    openSpy.mockImplementation(() => null);
    expect(await popupLogin().login('github', [])()).toEqual(E.left({ _tag: 'PopupRejected', message: 'Failed to open auth popup.' }));
  });

  it('resolves with the session of an authorization_response', async () => {
    const { result } = await start();
    postFromPopup({ type: 'config_info', targetOrigin: APP_ORIGIN });
    postFromPopup({ type: 'authorization_response', response: sessionResponse });
    expect(await result).toEqual(
      E.right({
        profile: { displayName: 'Ada Lovelace', email: 'ada@example.com' },
        providerInfo: { accessToken: 'gho_x', scope: 'read:user' },
        backstageIdentity: { token: 'a.b.c', identity: sessionResponse.backstageIdentity.identity },
      }),
    );
  });

  it('fails with the message of an authorization_response error', async () => {
    const { result } = await start();
    postFromPopup({ type: 'authorization_response', error: { name: 'Error', message: 'Login failed, rejected by user' } });
    expect(await result).toEqual(E.left({ _tag: 'Failed', message: 'Login failed, rejected by user' }));
  });

  it("says 'An unspecified error occurred' for an error without a message", async () => {
    const { result } = await start();
    postFromPopup({ type: 'authorization_response', error: {} });
    expect(await result).toEqual(E.left({ _tag: 'Failed', message: 'An unspecified error occurred' }));
  });

  it('fails with the decode message when the response is not a session', async () => {
    const { result } = await start();
    postFromPopup({ type: 'authorization_response', response: { profile: 'nope' } });
    const outcome = await result;
    expect(E.isLeft(outcome) && outcome.left._tag).toBe('Failed');
    expect(E.isLeft(outcome) && outcome.left.message).toMatch(/^The backend answered with data Portico cannot read: .*profile/);
  });

  it('ignores messages from other origins, from other windows and of other types', async () => {
    jest.useFakeTimers();
    const { result, settled } = await start();
    postFromPopup({ type: 'authorization_response', response: sessionResponse }, 'http://evil.example.com');
    postFromPopup({ type: 'authorization_response', response: sessionResponse }, AUTH_ORIGIN, window);
    postFromPopup({ type: 'authorization_response', response: sessionResponse }, APP_ORIGIN);
    postFromPopup({ type: 'something-else' });
    postFromPopup('authorization_response');
    await jest.advanceTimersByTimeAsync(1_000);
    expect(settled()).toBeUndefined();
    postFromPopup({ type: 'authorization_response', error: { name: 'Error', message: 'from the real popup' } });
    expect(await result).toEqual(E.left({ _tag: 'Failed', message: 'from the real popup' }));
  });

  it("notices a closed popup within 100 ms: 'Login failed, popup was closed'", async () => {
    jest.useFakeTimers();
    const { result, settled } = await start();
    await jest.advanceTimersByTimeAsync(230);
    expect(settled()).toBeUndefined();
    popup.closed = true;
    // Checks run at 100, 200, 300 ms...: the one at 300 ms is the first to see it.
    await jest.advanceTimersByTimeAsync(69);
    expect(settled()).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled()).toEqual(E.left({ _tag: 'PopupClosed', message: 'Login failed, popup was closed' }));
    await result;
  });

  it('names the expected app origin when the backend announced another one before the popup closed', async () => {
    jest.useFakeTimers();
    const { result } = await start();
    postFromPopup({ type: 'config_info', targetOrigin: 'http://localhost:3000' });
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(100);
    expect(await result).toEqual(
      E.left({ _tag: 'PopupClosed', message: 'Login failed, Incorrect app origin, expected http://localhost:3000' }),
    );
  });

  it('answers a Left, not a rejected promise, when the auth backend cannot be discovered', async () => {
    const broken: Discovery = { getBaseUrl: () => Promise.reject(new Error('no auth backend configured')) };
    const login = new PopupLogin({ window, discovery: broken, environment: 'development', redirectFlow: false });
    expect(await login.login('github', [])()).toEqual(E.left({ _tag: 'Failed', message: 'no auth backend configured' }));
    expect(openSpy).not.toHaveBeenCalled();
  });

  it('stops listening and checking once the login is over', async () => {
    jest.useFakeTimers();
    const removeSpy = jest.spyOn(window, 'removeEventListener');
    const { result } = await start();
    expect(jest.getTimerCount()).toBe(1);
    postFromPopup({ type: 'authorization_response', response: sessionResponse });
    await result;
    expect(jest.getTimerCount()).toBe(0);
    expect(removeSpy).toHaveBeenCalledWith('message', expect.any(Function));
    // A late message or close changes nothing.
    popup.closed = true;
    postFromPopup({ type: 'authorization_response', error: { message: 'late' } });
    await jest.advanceTimersByTimeAsync(500);
    expect(await result).toEqual(E.right(expect.objectContaining({ profile: sessionResponse.profile })));
  });
});

describe('PopupLogin (redirect flow)', () => {
  it('leaves the page for {auth}/{provider}/start with flow=redirect and the current URL to come back to', async () => {
    const assign = jest.fn();
    const redirectWindow = {
      location: { origin: APP_ORIGIN, href: `${APP_ORIGIN}/catalog?kind=component`, assign },
      screen: window.screen,
      open: jest.fn(),
    } as unknown as Window;
    let settled = false;
    void popupLogin(true, redirectWindow)
      .login('microsoft', ['openid', 'email'])()
      .then(() => {
        settled = true;
      });
    await waitFor(() => assign.mock.calls.length === 1);
    expect(assign).toHaveBeenCalledWith(
      `${AUTH_BASE}/microsoft/start?scope=openid%20email&origin=${encodeURIComponent(APP_ORIGIN)}` +
        `&redirectUrl=${encodeURIComponent(`${APP_ORIGIN}/catalog?kind=component`)}&flow=redirect&env=development`,
    );
    expect((redirectWindow.open as jest.Mock)).not.toHaveBeenCalled();
    for (let i = 0; i < 20; i += 1) await Promise.resolve();
    // The page is leaving: the login never settles here.
    expect(settled).toBe(false);
  });
});
