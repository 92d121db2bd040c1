import { identityReaderOf } from '../../../application/app/identity-reader';
import type { SessionManager, SessionState } from '../../../application/app/session-manager';

const signedIn = (displayName?: string): SessionState => ({
  status: 'signed-in',
  user: {
    providerId: 'guest',
    userEntityRef: 'user:default/guest',
    ownershipEntityRefs: ['user:default/guest', 'group:default/team-a'],
    profile: displayName ? { displayName, email: 'guest@example.com' } : {},
    token: 'token',
  },
});

const sessions = (initial: SessionState) => {
  let state = initial;
  const listeners = new Set<() => void>();
  const manager = {
    getState: () => state,
    getToken: async () => (state.status === 'signed-in' ? state.user.token : undefined),
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  } as unknown as SessionManager;
  return {
    manager,
    change: (next: SessionState) => {
      state = next;
      for (const listener of listeners) listener();
    },
  };
};

describe('the identity plugins read', () => {
  it('names the signed-in user, what they own and a name to show, the same object until the session changes', async () => {
    const { manager, change } = sessions(signedIn('Guest User'));
    const reader = identityReaderOf(manager);
    const user = reader.getUser();
    expect(user).toEqual({
      userEntityRef: 'user:default/guest',
      ownershipEntityRefs: ['user:default/guest', 'group:default/team-a'],
      displayName: 'Guest User',
      email: 'guest@example.com',
    });
    expect(reader.getUser()).toBe(user);
    expect(await reader.getToken()).toBe('token');

    const changes = jest.fn();
    reader.subscribe(changes);
    change({ status: 'signed-out' });
    expect(changes).toHaveBeenCalled();
    expect(reader.getUser()).toBeUndefined();
  });

  it('falls back to the user name for a profile without a display name', () => {
    expect(identityReaderOf(sessions(signedIn()).manager).getUser()?.displayName).toBe('guest');
  });
});
