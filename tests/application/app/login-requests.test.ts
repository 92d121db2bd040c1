import * as E from 'fp-ts/Either';
import type { AuthConnector } from '../../../application/app/auth-connector.port';
import type { InteractiveLogin } from '../../../application/app/interactive-login.port';
import { LoginRequests } from '../../../application/app/login-requests';
import type { AuthSession } from '../../../domain/app/auth-session';

const session: AuthSession = { providerInfo: { accessToken: 'gh-token' }, profile: {} };
const noSession: AuthConnector = {
  refresh: () => async () => E.left({ _tag: 'HttpStatus', status: 401, statusText: 'Unauthorized', message: 'no' }),
  logout: () => async () => E.right(undefined),
};

describe('LoginRequests (login-request dialog)', () => {
  it('an optional request returns nothing when there is no session', async () => {
    const requests = new LoginRequests({ connector: noSession, login: { login: () => async () => E.right(session) } });
    expect(await requests.getSession('github', { scopes: ['repo'], optional: true })).toBeUndefined();
    expect(requests.getPending()).toEqual([]);
  });

  it('a non-optional request waits for Login and then resolves with the session', async () => {
    const login: InteractiveLogin = { login: jest.fn(() => async () => E.right(session)) };
    const requests = new LoginRequests({ connector: noSession, login });
    const waiting = requests.getSession('github', { scopes: ['repo'], optional: false, title: 'GitHub' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(requests.getPending()).toEqual([{ providerId: 'github', title: 'GitHub', scopes: ['repo'] }]);
    await requests.trigger('github');
    expect(await waiting).toEqual(E.right(session));
    expect(requests.getPending()).toEqual([]);
  });

  it('a failed login shows its error under the provider, or the unspecified text', async () => {
    const requests = new LoginRequests({ connector: noSession, login: { login: () => async () => E.left({ _tag: 'Failed', message: '' }) } });
    void requests.getSession('github', { scopes: [], optional: false });
    await new Promise((resolve) => setImmediate(resolve));
    await requests.trigger('github');
    expect(requests.getPending()[0]?.error).toBe('An unspecified error occurred');
  });

  it('Reject all fails every waiting request with the RejectedError text', async () => {
    const requests = new LoginRequests({ connector: noSession, login: { login: () => async () => E.right(session) } });
    const first = requests.getSession('github', { scopes: [], optional: false });
    const second = requests.getSession('gitlab', { scopes: [], optional: false });
    await new Promise((resolve) => setImmediate(resolve));
    requests.rejectAll();
    expect(await first).toEqual(E.left({ _tag: 'Rejected', message: 'Login failed, rejected by user' }));
    expect(await second).toEqual(E.left({ _tag: 'Rejected', message: 'Login failed, rejected by user' }));
  });
});
