import { screen } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { MemoryStore } from '../../../adapters/app/local-storage.store';
import { AlertStore, AlertStoreToken } from '../../../application/app/alert-store';
import { AlertPosterToken } from '../../../application/app/alerts.port';
import { SessionManager, SessionManagerToken } from '../../../application/app/session-manager';
import { testAppSettings } from '../../support/app-settings';
import { SessionGate } from '../../../ui/app/session-gate';
import { SignInFailureDismisser } from '../../../ui/app/sign-in-failure-dismisser';
import { authSession, FakeAuthConnector, FakeInteractiveLogin } from '../../application/app/auth-fakes';
import { provide, renderView } from '../../support/render';
import { AlertHost } from './alert-host';

const settings = testAppSettings();

afterEach(() => window.history.replaceState(null, '', '/'));

describe("the 'Login failed' notification of a failed redirect login", () => {
  it('goes away, with its error parameter, once the user signs in', async () => {
    window.history.replaceState(null, '', '/?error=Access%20denied%20by%20GitHub');
    const store = new MemoryStore();
    const sessions = new SessionManager({
      connector: new FakeAuthConnector([E.right(authSession('g', { ref: 'user:development/guest' }))]),
      login: new FakeInteractiveLogin(store),
      store,
      now: () => 0,
    });
    const alerts = new AlertStore();
    alerts.post({ message: 'Your catalog changes were saved', severity: 'success' });
    const { user } = renderView(
      <>
        <AlertHost alerts={alerts} />
        <SessionGate settings={settings}>
          <SignInFailureDismisser />
          <p>The portal</p>
        </SessionGate>
      </>,
      { services: [provide(SessionManagerToken, sessions), provide(AlertPosterToken, alerts), provide(AlertStoreToken, alerts)] },
    );

    await screen.findByRole('button', { name: 'Sign In' });
    expect(alerts.getQueue().items.map((item) => item.message)).toEqual(['Your catalog changes were saved', 'Login failed: Access denied by GitHub']);
    expect(window.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('The portal')).toBeInTheDocument();
    expect(alerts.getQueue().items.map((item) => item.message)).toEqual(['Your catalog changes were saved']);
  });
});
