import { act, render, screen } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import { MemoryStore } from '../../../adapters/app/local-storage.store';
import { AlertStore } from '../../../application/app/alert-store';
import { AlertPosterToken } from '../../../application/app/alerts.port';
import type { AnalyticsEvent } from '../../../application/app/analytics.port';
import { AnalyticsTracker, AnalyticsTrackerToken } from '../../../application/app/analytics-tracker';
import { KeyValueStoreToken } from '../../../application/app/key-value-store.port';
import { SessionManager, SessionManagerToken } from '../../../application/app/session-manager';
import { SignOutToken } from '../../../application/app/sign-out.use-case';
import type { AppSettings } from '../../../domain/app/app-settings';
import { testAppSettings } from '../../support/app-settings';
import { INACTIVITY_LAST_SEEN_KEY, STORAGE_KEYS } from '../../../domain/app/constants';
import { PageAnalytics, useAnalytics } from '../../../ui/app/analytics';
import { mapResolver, ServiceProvider } from '../../../ui/app/services';
import { SessionGate } from '../../../ui/app/session-gate';
import { useSignedInUser } from '../../../ui/app/queries';
import { authHttpError, authSession, FakeAuthConnector, FakeInteractiveLogin, type RefreshAnswer } from '../../application/app/auth-fakes';
import { provide, renderView } from '../../support/render';
import { AlertHost } from './alert-host';

const settings = testAppSettings({ signInProviders: [{ id: 'github', title: 'GitHub', message: 'Sign in using GitHub' }] });

const NOW = 1_700_000_000_000;

const setup = (options: { answers?: RefreshAnswer[]; settings?: Partial<AppSettings>; store?: MemoryStore; children?: React.ReactNode } = {}) => {
  const store = options.store ?? new MemoryStore();
  store.set(STORAGE_KEYS.signInProvider, 'github');
  const connector = new FakeAuthConnector(options.answers ?? [E.right(authSession('t', { expiresAt: NOW + 60_000 }))]);
  const sessions = new SessionManager({ connector, login: new FakeInteractiveLogin(store), store, now: () => NOW });
  const alerts = new AlertStore();
  const signOut = jest.fn(async () => {
    await sessions.signOut();
    return E.right<{ message: string }, void>(undefined);
  });
  const view = renderView(
    <>
      <AlertHost alerts={alerts} />
      <SessionGate settings={{ ...settings, ...options.settings }}>{options.children ?? <p>The portal</p>}</SessionGate>
    </>,
    {
      services: [
        provide(SessionManagerToken, sessions),
        provide(AlertPosterToken, alerts),
        provide(SignOutToken, signOut),
        provide(KeyValueStoreToken, store),
      ],
    },
  );
  return { ...view, sessions, signOut, store };
};

describe('the sign-in gate and the session', () => {
  it('says the user does not appear to be signed in when the session is lost', async () => {
    const { sessions } = setup({ answers: [E.right(authSession('t', { expiresAt: NOW + 60_000 })), E.left(authHttpError('Unauthorized'))] });
    expect(await screen.findByText('The portal')).toBeInTheDocument();
    await act(async () => {
      await sessions.getToken();
    });
    expect(await screen.findByText('You do not appear to be signed in. Please try reloading the browser page.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows the same text as the page itself when there is no sign-in page and the guest session cannot be had', async () => {
    const store = new MemoryStore();
    store.set(STORAGE_KEYS.guestLegacyFallback, 'false');
    setup({ store, settings: { signInProviders: undefined }, answers: [E.left(authHttpError('Unauthorized'))] });
    expect(await screen.findByRole('heading', { name: 'You do not appear to be signed in. Please try reloading the browser page.' })).toBeInTheDocument();
  });

  it('signs a returning user out at once when they were away longer than the inactivity timeout', async () => {
    const store = new MemoryStore();
    store.set(INACTIVITY_LAST_SEEN_KEY, String(Date.now() - 120_000));
    const { signOut } = setup({
      store,
      settings: { inactivity: { enabled: true, idleTimeoutMs: 60_000, promptBeforeIdleMs: 10_000, logoutIfDisconnected: true } },
    });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('leaves the inactivity sign-out off unless configured', async () => {
    const store = new MemoryStore();
    store.set(INACTIVITY_LAST_SEEN_KEY, String(Date.now() - 120_000));
    const { signOut } = setup({ store });
    expect(await screen.findByText('The portal')).toBeInTheDocument();
    expect(signOut).not.toHaveBeenCalled();
  });
});

describe('useSignedInUser', () => {
  const Who = () => <p>{useSignedInUser().userEntityRef}</p>;

  it('gives the signed-in user', async () => {
    setup({ children: <Who /> });
    expect(await screen.findByText('user:default/ada')).toBeInTheDocument();
  });

  const signedOutSessions = () =>
    new SessionManager({ connector: new FakeAuthConnector(), login: new FakeInteractiveLogin(new MemoryStore()), store: new MemoryStore(), now: () => NOW });

  it('names the fault when it is used before the page knows who is signed in', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderView(<Who />, { services: [provide(SessionManagerToken, signedOutSessions())] })).toThrow(
      'Tried to access IdentityApi getBackstageIdentity before app was loaded',
    );
  });

  it('fails with the no-session text once the page knows nobody is signed in', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const sessions = signedOutSessions();
    await sessions.restore();
    expect(() => renderView(<Who />, { services: [provide(SessionManagerToken, sessions)] })).toThrow(
      'No session available. Try reloading your browser page.',
    );
  });
});

describe('analytics in the shell', () => {
  it('holds the navigation until the page names its plugin', async () => {
    const events: AnalyticsEvent[] = [];
    const tracker = new AnalyticsTracker({ captureEvent: (event) => events.push(event) });
    const store = new MemoryStore();
    store.set(STORAGE_KEYS.signInProvider, 'github');
    const sessions = new SessionManager({
      connector: new FakeAuthConnector([E.right(authSession('t'))]),
      login: new FakeInteractiveLogin(store),
      store,
      now: () => NOW,
    });
    const Nav = () => {
      const navigate = useNavigate();
      const { captureEvent } = useAnalytics();
      return (
        <>
          <button onClick={() => navigate('/docs?page=2')}>to docs</button>
          <button onClick={() => captureEvent('click', 'star')}>star</button>
        </>
      );
    };
    render(
      <ServiceProvider
        resolver={mapResolver([
          provide(SessionManagerToken, sessions),
          provide(AlertPosterToken, new AlertStore()),
          provide(AnalyticsTrackerToken, tracker),
        ])}
      >
        <MemoryRouter initialEntries={['/catalog']}>
          <SessionGate settings={settings}>
            <Routes>
              <Route path="/catalog" element={<PageAnalytics pluginId="catalog" routeRef="/catalog"><Nav /></PageAnalytics>} />
              <Route path="/docs" element={<PageAnalytics pluginId="techdocs" routeRef="/docs/*"><Nav /></PageAnalytics>} />
            </Routes>
          </SessionGate>
        </MemoryRouter>
      </ServiceProvider>,
    );
    await screen.findByRole('button', { name: 'to docs' });
    expect(events).toEqual([{ action: 'navigate', subject: '/catalog', context: { pluginId: 'catalog', routeRef: '/catalog', extension: 'App' } }]);
    act(() => screen.getByRole('button', { name: 'to docs' }).click());
    act(() => screen.getByRole('button', { name: 'star' }).click());
    expect(events.slice(1)).toEqual([
      { action: 'navigate', subject: '/docs?page=2', context: { pluginId: 'techdocs', routeRef: '/docs/*', extension: 'App' } },
      { action: 'click', subject: 'star', context: { pluginId: 'techdocs', routeRef: '/docs/*', extension: 'App' } },
    ]);
  });
});
