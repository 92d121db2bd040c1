// Who is signed in, as plugins see it: the user's entity ref, what they own, a name to show, and their backend
// token (refreshed when it is about to expire).
import type { SignedInUser } from '../../domain/app/auth-session';
import { displayNameOf } from '../../domain/app/identity';
import { serviceToken } from '../shared/service-token';
import type { SessionManager } from './session-manager';

export interface UserIdentity {
  readonly userEntityRef: string;
  readonly ownershipEntityRefs: readonly string[];
  readonly displayName: string;
  readonly email?: string;
}

export interface IdentityReader {
  /** The signed-in user; undefined while nobody is signed in. The same object until the session changes. */
  getUser(): UserIdentity | undefined;
  /** The user's backend token; undefined for identities without one (the legacy guest). */
  getToken(): Promise<string | undefined>;
  /** Calls `listener` when the user signs in or out or the session is refreshed; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export const IdentityReaderToken = serviceToken<IdentityReader>('IdentityReader');

export const userIdentityOf = ({ userEntityRef, ownershipEntityRefs, profile }: SignedInUser): UserIdentity => ({
  userEntityRef,
  ownershipEntityRefs,
  displayName: displayNameOf(profile, userEntityRef),
  ...(profile.email ? { email: profile.email } : {}),
});

export const identityReaderOf = (sessions: SessionManager): IdentityReader => {
  let last: { readonly user: SignedInUser; readonly identity: UserIdentity } | undefined;
  return {
    getUser: () => {
      const state = sessions.getState();
      if (state.status !== 'signed-in') return undefined;
      if (last?.user !== state.user) last = { user: state.user, identity: userIdentityOf(state.user) };
      return last.identity;
    },
    getToken: () => sessions.getToken(),
    subscribe: (listener) => sessions.subscribe(listener),
  };
};
