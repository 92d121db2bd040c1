import { act, screen, waitFor, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { MemoryStore } from '../../../../adapters/app/local-storage.store';
import { AlertStore } from '../../../../application/app/alert-store';
import { AlertPosterToken } from '../../../../application/app/alerts.port';
import { LEGACY_GUEST_USER, SessionManager, SessionManagerToken } from '../../../../application/app/session-manager';
import type { SignInProviderSetting } from '../../../../domain/app/app-settings';
import { STORAGE_KEYS } from '../../../../domain/app/constants';
import { SignInPage } from '../../../../ui/app/sign-in/sign-in-page';
import { authHttpError, authSession, deferred, FakeAuthConnector, FakeInteractiveLogin, type RefreshAnswer } from '../../../application/app/auth-fakes';
import { provide, renderView } from '../../../support/render';
import { AlertHost } from '../alert-host';

const GUEST: SignInProviderSetting = {
  id: 'guest',
  title: 'Guest',
  message: 'Enter as a Guest User. You will not have a verified identity, meaning some features might be unavailable.',
};
const CUSTOM: SignInProviderSetting = {
  id: 'custom',
  title: 'Custom User',
  message: 'Enter your own User ID and credentials. This selection will not be stored.',
};
const GITHUB: SignInProviderSetting = { id: 'github', title: 'GitHub', message: 'Sign in using GitHub' };

const setup = (providers: readonly SignInProviderSetting[], options: { auto?: boolean; answers?: RefreshAnswer[] } = {}) => {
  const store = new MemoryStore();
  const connector = new FakeAuthConnector(options.answers ?? [E.right(authSession('guest-token', { ref: 'user:development/guest' }))]);
  const login = new FakeInteractiveLogin(store);
  const sessions = new SessionManager({ connector, login, store, now: () => 0 });
  const alerts = new AlertStore();
  const view = renderView(
    <>
      <AlertHost alerts={alerts} />
      <SignInPage title="Portico" providers={providers} auto={options.auto ?? false} />
    </>,
    { services: [provide(SessionManagerToken, sessions), provide(AlertPosterToken, alerts)] },
  );
  return { ...view, store, connector, login, sessions, alerts };
};

const card = (title: string) => screen.getByRole('region', { name: `${title} sign-in` });

afterEach(() => window.history.replaceState(null, '', '/'));

describe('SignInPage', () => {
  it('shows the title and a card per provider with title, message and Sign In', () => {
    setup([GUEST, GITHUB, CUSTOM]);
    expect(screen.getByRole('heading', { level: 1, name: 'Portico' })).toBeInTheDocument();
    for (const provider of [GUEST, GITHUB]) {
      const box = within(card(provider.title));
      expect(box.getByRole('heading', { name: provider.title })).toBeInTheDocument();
      expect(box.getByText(provider.message)).toBeInTheDocument();
      expect(box.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    }
    // The custom user card holds its form instead of a Sign In button.
    const custom = within(card('Custom User'));
    expect(custom.getByText(CUSTOM.message)).toBeInTheDocument();
    expect(custom.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(custom.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('signs in with a provider through the interactive login', async () => {
    const { user, login, sessions } = setup([GUEST, GITHUB]);
    await user.click(within(card('GitHub')).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(sessions.getState().status).toBe('signed-in'));
    expect(login.calls.map((call) => call.providerId)).toEqual(['github']);
  });

  it('shows why a provider sign-in failed', async () => {
    const { user, login, sessions } = setup([GITHUB, GUEST]);
    login.answer = E.left({ _tag: 'PopupClosed', message: 'Login failed, popup was closed' });
    await user.click(within(card('GitHub')).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Login failed, popup was closed')).toBeInTheDocument();
    expect(sessions.getState().status).toBe('signed-out');
  });

  it('shows the Sign In button as busy while the sign-in runs', async () => {
    const pending = deferred<E.Either<never, ReturnType<typeof authSession>>>();
    const { user, login } = setup([GITHUB, GUEST]);
    login.answer = pending.promise;
    const button = within(card('GitHub')).getByRole('button', { name: 'Sign In' });
    await user.click(button);
    expect(button).toHaveClass('bp6-loading');
    await act(async () => pending.resolve(E.right(authSession('t'))));
    await waitFor(() => expect(button).not.toHaveClass('bp6-loading'));
  });

  it('signs in as a guest through the auth backend', async () => {
    const { user, connector, sessions } = setup([GUEST, GITHUB]);
    await user.click(within(card('Guest')).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(sessions.getState().status).toBe('signed-in'));
    expect(connector.refreshCalls).toEqual([{ providerId: 'guest', options: { optional: false } }]);
  });

  it('says the backend has no auth plugin, without offering the legacy guest token', async () => {
    const missing = {
      _tag: 'PluginMissing' as const,
      pluginId: 'auth',
      message: 'The auth backend plugin is not installed on this Backstage backend, so nobody can sign in through it',
    };
    const { user, sessions } = setup([GUEST, GITHUB], { answers: [E.left(missing)] });
    await user.click(within(card('Guest')).getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('The auth backend plugin is not installed on this Backstage backend, so nobody can sign in through it')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sessions.getState().status).toBe('signed-out');
  });

  describe('guest fallback prompt', () => {
    const question = 'Failed to sign in as a guest using the auth backend. Do you want to fallback to the legacy guest token?';

    it('asks, and Yes signs in with the legacy guest token', async () => {
      const { user, sessions, store } = setup([GUEST, GITHUB], { answers: [E.left(authHttpError('Not Found', 404))] });
      await user.click(within(card('Guest')).getByRole('button', { name: 'Sign In' }));
      const prompt = await screen.findByRole('alertdialog');
      expect(within(prompt).getByText(question)).toBeInTheDocument();
      await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
      await waitFor(() => expect(sessions.getState()).toEqual({ status: 'signed-in', user: LEGACY_GUEST_USER }));
      expect(store.get(STORAGE_KEYS.guestLegacyFallback)).toBe('true');
    });

    it("No shows 'You cannot sign in as a guest, ...' and is remembered", async () => {
      const { user, sessions, store } = setup([GUEST, GITHUB], { answers: [E.left(authHttpError('Not Found', 404))] });
      await user.click(within(card('Guest')).getByRole('button', { name: 'Sign In' }));
      await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'No' }));
      expect(
        await screen.findByText(
          'You cannot sign in as a guest, you must either enable the legacy guest token or configure the auth backend to support guest sign in.',
        ),
      ).toBeInTheDocument();
      expect(sessions.getState().status).toBe('signed-out');
      expect(store.get(STORAGE_KEYS.guestLegacyFallback)).toBe('false');
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

      // Asked once: the next attempt uses the remembered answer.
      await user.click(within(card('Guest')).getByRole('button', { name: 'Sign In' }));
      await waitFor(() => expect(screen.getAllByText(/You cannot sign in as a guest/).length).toBeGreaterThanOrEqual(1));
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    });
  });

  describe('single-provider variant', () => {
    it('shows the one card', () => {
      setup([GITHUB]);
      expect(screen.getAllByRole('region')).toHaveLength(1);
      expect(card('GitHub')).toBeInTheDocument();
    });

    it('opens the sign-in at once when auto is set, only once', async () => {
      const { login, sessions } = setup([GITHUB], { auto: true });
      await waitFor(() => expect(sessions.getState().status).toBe('signed-in'));
      expect(login.calls.map((call) => call.providerId)).toEqual(['github']);
    });

    it('waits for a click without auto', async () => {
      const { login } = setup([GITHUB]);
      await act(async () => undefined);
      expect(login.calls).toEqual([]);
    });

    it('never auto-submits the custom user form', async () => {
      const { sessions } = setup([CUSTOM], { auto: true });
      await act(async () => undefined);
      expect(sessions.getState().status).toBe('signed-out');
      expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
    });
  });

  describe("'Login failed' notification", () => {
    it('shows the error query parameter and removes it from the address', async () => {
      window.history.replaceState(null, '', '/?error=Access%20denied%20by%20GitHub&keep=1');
      setup([GITHUB, GUEST]);
      const notification = await screen.findByText('Login failed: Access denied by GitHub');
      // Posted as an error: the snackbar shows it with the danger intent.
      expect(notification.closest('.bp6-toast')).toHaveClass('bp6-intent-danger');
      expect(window.location.search).toBe('?keep=1');
    });

    it("says just 'Login failed' for an empty error", async () => {
      window.history.replaceState(null, '', '/?error=');
      setup([GITHUB, GUEST]);
      expect(await screen.findByText('Login failed')).toBeInTheDocument();
    });

    it('shows nothing without the parameter', async () => {
      const { alerts } = setup([GITHUB, GUEST]);
      await act(async () => undefined);
      expect(alerts.getQueue().items).toEqual([]);
    });
  });
});
