// Identity and session shapes.

export interface ProfileInfo {
  readonly email?: string;
  readonly displayName?: string;
  readonly picture?: string;
}

export interface BackstageUserIdentity {
  readonly type: 'user';
  /** kind:namespace/name, e.g. user:development/guest */
  readonly userEntityRef: string;
  readonly ownershipEntityRefs: readonly string[];
}

export interface BackstageIdentity {
  readonly token: string;
  /** Epoch milliseconds; absent when the backend did not say. */
  readonly expiresAt?: number;
  readonly identity: BackstageUserIdentity;
}

export interface ProviderInfo {
  readonly idToken?: string;
  readonly accessToken?: string;
  readonly scopes?: readonly string[];
  /** Epoch milliseconds. */
  readonly expiresAt?: number;
  readonly [key: string]: unknown;
}

export interface AuthSession {
  readonly providerInfo: ProviderInfo;
  readonly profile: ProfileInfo;
  readonly backstageIdentity?: BackstageIdentity;
}

/** Who is signed in, as the rest of the portal sees it. */
export interface SignedInUser {
  readonly providerId: string;
  readonly userEntityRef: string;
  readonly ownershipEntityRefs: readonly string[];
  readonly profile: ProfileInfo;
  /** Undefined for identities without a backend token (legacy guest, custom user without ID token). */
  readonly token?: string;
  readonly tokenExpiresAt?: number;
}

export const signedInUserFromSession = (providerId: string, session: AuthSession): SignedInUser | undefined => {
  const identity = session.backstageIdentity;
  if (!identity) return undefined;
  return {
    providerId,
    userEntityRef: identity.identity.userEntityRef,
    ownershipEntityRefs: identity.identity.ownershipEntityRefs,
    profile: session.profile,
    token: identity.token,
    tokenExpiresAt: identity.expiresAt,
  };
};
