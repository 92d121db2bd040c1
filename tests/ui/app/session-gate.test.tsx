import { act, screen, waitFor } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { MemoryStore } from '../../../adapters/app/local-storage.store';
import { AlertStore } from '../../../application/app/alert-store';
import { AlertPosterToken } from '../../../application/app/alerts.port';
import { LEGACY_GUEST_USER, SessionManager, SessionManagerToken } from '../../../application/app/session-manager';
import type { AuthSession } from '../../../domain/app/auth-session';
import type { AppSettings } from '../../../domain/app/app-settings';
import { testAppSettings } from '../../support/app-settings';
import { STORAGE_KEYS } from '../../../domain/app/constants';
import { SessionGate } from '../../../ui/app/session-gate';
import { authHttpError, authSession, deferred, FakeAuthConnector, FakeInteractiveLogin, type RefreshAnswer } from '../../application/app/auth-fakes';
import { provide, renderView } from '../../support/render';
import { AlertHost } from './alert-host';

const baseSettings = testAppSettings({
  signInProviders: [
    { id: 'guest', title: 'Guest', message: 'Enter as a Guest User.' },
    { id: 'github', title: 'GitHub', message: 'Sign in using GitHub' },
  ],
});

const setup = (options: { answers?: RefreshAnswer[]; storedProvider?: string; settings?: Partial<AppSettings> } = {}) => {
  const store = new MemoryStore();
  if (options.storedProvider) store.set(STORAGE_KEYS.signInProvider, options.storedProvider);
  const connector = new FakeAuthConnector(options.answers ?? []);
  const sessions = new SessionManager({ connector, login: new FakeInteractiveLogin(store), store, now: () => 0 });
  const alerts = new AlertStore();
  const settings = { ...baseSettings, ...options.settings };
  const view = renderView(
    <>
      <AlertHost alerts={alerts} />
      <SessionGate settings={settings}>
        <p>The portal</p>
      </SessionGate>
    </>,
    { services: [provide(SessionManagerToken, sessions), provide(AlertPosterToken, alerts)] },
  );
  return { ...view, sessions, connector, store, alerts };
};

describe('SessionGate', () => {
  it('shows a spinner while the stored provider is being restored', async () => {
    const pending = deferred<E.Either<never, AuthSession>>();
    const { connector } = setup({ storedProvider: 'github', answers: [pending.promise] });
    expect(screen.getByRole('status', { name: 'Signing in' })).toBeInTheDocument();
    expect(screen.queryByText('The portal')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
    pending.resolve(E.right(authSession('t')));
    expect(await screen.findByText('The portal')).toBeInTheDocument();
    expect(connector.refreshCalls).toEqual([{ providerId: 'github', options: { optional: true } }]);
  });

  it('shows the sign-in page when nobody signed in before', async () => {
    const { connector } = setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Portico' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Sign In' })).toHaveLength(2);
    expect(screen.queryByText('The portal')).not.toBeInTheDocument();
    expect(connector.refreshCalls).toEqual([]);
  });

  it('shows the sign-in page and why, when the stored provider cannot be restored', async () => {
    const { store } = setup({ storedProvider: 'github', answers: [E.left(authHttpError('Unauthorized'))] });
    expect(await screen.findByText('Auth refresh request failed, Unauthorized')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Portico' })).toBeInTheDocument();
    expect(store.get(STORAGE_KEYS.signInProvider)).toBeNull();
  });

  it('shows the portal once someone signs in on the sign-in page', async () => {
    const { user } = setup({ answers: [E.right(authSession('g', { ref: 'user:development/guest' }))] });
    await user.click((await screen.findAllByRole('button', { name: 'Sign In' }))[0]!);
    expect(await screen.findByText('The portal')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Portico' })).not.toBeInTheDocument();
  });

  it('goes back to the sign-in page on sign-out', async () => {
    const { sessions } = setup({ storedProvider: 'guest-legacy' });
    expect(await screen.findByText('The portal')).toBeInTheDocument();
    await act(() => sessions.signOut());
    expect(await screen.findByRole('heading', { level: 1, name: 'Portico' })).toBeInTheDocument();
  });

  describe('without a sign-in page configured', () => {
    it('enters as the guest of the auth backend', async () => {
      const { connector, sessions } = setup({
        settings: { signInProviders: undefined },
        answers: [E.right(authSession('g', { ref: 'user:development/guest' }))],
      });
      expect(await screen.findByText('The portal')).toBeInTheDocument();
      expect(connector.refreshCalls.map((call) => call.providerId)).toEqual(['guest']);
      expect(sessions.getState()).toMatchObject({ status: 'signed-in', user: { userEntityRef: 'user:development/guest' } });
    });

    it('falls back to the legacy guest without asking when the auth backend has no guest provider', async () => {
      const { sessions } = setup({ settings: { signInProviders: undefined }, answers: [E.left(authHttpError('Not Found', 404))] });
      expect(await screen.findByText('The portal')).toBeInTheDocument();
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(sessions.getState()).toEqual({ status: 'signed-in', user: LEGACY_GUEST_USER });
    });

    it('restores a stored provider rather than entering as guest', async () => {
      const { connector, sessions } = setup({
        settings: { signInProviders: undefined },
        storedProvider: 'github',
        answers: [E.right(authSession('t', { ref: 'user:default/ada' }))],
      });
      expect(await screen.findByText('The portal')).toBeInTheDocument();
      expect(connector.refreshCalls.map((call) => call.providerId)).toEqual(['github']);
      await waitFor(() => expect(sessions.getState()).toMatchObject({ user: { userEntityRef: 'user:default/ada' } }));
    });
  });
});
