import { providerRows } from '../../../domain/settings/auth-providers';

const providers = [
  { id: 'guest', title: 'Guest', message: 'Enter as a Guest User.' },
  { id: 'custom', title: 'Custom User', message: 'Enter your own User ID.' },
  { id: 'github', title: 'GitHub', message: 'Sign in using GitHub' },
];

describe('authentication providers tab', () => {
  it('marks the current provider with Sign out and offers Sign in for the others the settings page can sign in with', () => {
    expect(providerRows(providers, 'github').map((row) => [row.id, row.current, row.action])).toEqual([
      ['guest', false, 'sign-in'],
      ['custom', false, 'none'],
      ['github', true, 'sign-out'],
    ]);
  });

  it('treats the legacy guest as the guest provider, and the custom user as current when signed in with it', () => {
    expect(providerRows(providers, 'guest-legacy')[0]).toMatchObject({ current: true, action: 'sign-out' });
    expect(providerRows(providers, 'custom')[1]).toMatchObject({ current: true, action: 'sign-out' });
    expect(providerRows(providers, undefined).some((row) => row.current)).toBe(false);
  });
});
