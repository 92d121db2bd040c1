import * as E from 'fp-ts/Either';
import { MemoryStore } from '../../../adapters/app/local-storage.store';
import { loginWithProviderScopes, withProviderScopes } from '../../../application/app/provider-scopes';
import { messages } from '../../../domain/app/messages';
import { authSession, FakeAuthConnector, FakeInteractiveLogin } from './auth-fakes';

const withScope = (scope: string) => ({ ...authSession('token'), providerInfo: { accessToken: 'access', scope } });

describe('session requests carry the provider scopes', () => {
  it('refreshes with the defaults together with the asked scopes', async () => {
    const connector = new FakeAuthConnector([E.right(withScope('read:user repo'))]);
    const result = await withProviderScopes(connector).refresh('github', { optional: true, scopes: ['repo'] })();
    expect(E.isRight(result)).toBe(true);
    expect(connector.refreshCalls[0]!.options).toEqual({ optional: true, scopes: ['read:user', 'repo'] });
  });

  it('refuses a refreshed session that did not receive the asked scopes', async () => {
    const connector = new FakeAuthConnector([E.right(withScope('read:user'))]);
    const result = await withProviderScopes(connector).refresh('github', { optional: true, scopes: ['repo'] })();
    expect(result).toEqual(E.left({ _tag: 'Transport', message: 'Refreshed session did not receive the required scopes' }));
  });

  it('accepts a session without scope information when nothing beyond the defaults was asked', async () => {
    const connector = new FakeAuthConnector([E.right(authSession('token'))]);
    const result = await withProviderScopes(connector).refresh('github', { optional: true })();
    expect(E.isRight(result)).toBe(true);
  });

  it('does not call the backend for scopes of several Azure resources', async () => {
    const connector = new FakeAuthConnector([E.right(authSession('token'))]);
    const result = await withProviderScopes(connector).refresh('microsoft', { optional: true, scopes: ['User.Read', 'api://other/read'] })();
    expect(result).toEqual(E.left({ _tag: 'Transport', message: messages.microsoftMultipleResources(['https://graph.microsoft.com', 'other']) }));
    expect(connector.refreshCalls).toEqual([]);
  });

  it('passes logout through', async () => {
    const connector = new FakeAuthConnector();
    await withProviderScopes(connector).logout('github')();
    expect(connector.logoutCalls).toEqual(['github']);
  });

  it('signs in interactively with the defaults together with the asked scopes', async () => {
    const login = new FakeInteractiveLogin(new MemoryStore());
    await loginWithProviderScopes(login).login('gitlab', ['api'])();
    expect(login.calls[0]!.scopes).toEqual(['read_user', 'api']);
  });

  it('fails an interactive sign-in that mixes Azure resources, without opening a popup', async () => {
    const login = new FakeInteractiveLogin(new MemoryStore());
    const result = await loginWithProviderScopes(login).login('microsoft', ['User.Read', 'api://other/read'])();
    expect(result).toEqual(E.left({ _tag: 'Failed', message: messages.microsoftMultipleResources(['https://graph.microsoft.com', 'other']) }));
    expect(login.calls).toEqual([]);
  });
});
