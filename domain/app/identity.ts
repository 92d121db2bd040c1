// Identity rules:
// the guest identity, the userEntityRef shape check (a warning, never an error), ownership and profile.
import type { BackstageUserIdentity, ProfileInfo } from './auth-session';
import type { IdentityTokenClaims } from './session-timing';

export const GUEST_USER_ID = 'guest';
export const GUEST_USER_ENTITY_REF = 'user:default/guest';

/** The guest: user id guest, ref user:default/guest, display name Guest. */
export const GUEST_IDENTITY: BackstageUserIdentity = {
  type: 'user',
  userEntityRef: GUEST_USER_ENTITY_REF,
  ownershipEntityRefs: [GUEST_USER_ENTITY_REF],
};

export const GUEST_PROFILE: ProfileInfo = { displayName: 'Guest' };

const FULL_ENTITY_REF = /^[^:/]+:[^:/]+\/[^:/]+$/;

/**
 * The identity's userEntityRef should be a full kind:namespace/name ref. Anything else still works but
 * deserves a warning in the console; undefined when the ref is fine.
 */
export const userEntityRefWarning = (userEntityRef: string): string | undefined =>
  FULL_ENTITY_REF.test(userEntityRef)
    ? undefined
    : `The identity has an invalid userEntityRef, '${userEntityRef}'. It must be a full entity reference of the form '<kind>:<namespace>/<name>'.`;

/** The user id shown for an identity: the name part of its userEntityRef. */
export const userIdOf = (userEntityRef: string): string => {
  const afterKind = userEntityRef.slice(userEntityRef.indexOf(':') + 1);
  return afterKind.slice(afterKind.indexOf('/') + 1);
};

/** The identity a Backstage token describes: sub is the user, ent the ownership refs. */
export const identityFromClaims = (claims: IdentityTokenClaims): BackstageUserIdentity => ({
  type: 'user',
  userEntityRef: claims.sub,
  ownershipEntityRefs: claims.ent,
});

/** Refs used by the 'owned' filter: the ownership refs, which always include the user itself. */
export const ownershipRefsOf = (identity: BackstageUserIdentity): string[] => {
  const refs = identity.ownershipEntityRefs.map((ref) => ref.toLowerCase());
  const user = identity.userEntityRef.toLowerCase();
  return refs.includes(user) ? [...new Set(refs)] : [...new Set([user, ...refs])];
};

/** A profile from untrusted data: only string fields are kept. */
export const profileFrom = (value: unknown): ProfileInfo => {
  if (typeof value !== 'object' || value === null) return {};
  const fields = value as Record<string, unknown>;
  const pick = (key: 'email' | 'displayName' | 'picture') =>
    typeof fields[key] === 'string' && fields[key] !== '' ? { [key]: fields[key] as string } : {};
  return { ...pick('email'), ...pick('displayName'), ...pick('picture') };
};

/** What to call the user: display name, else email, else the user id of the ref. */
export const displayNameOf = (profile: ProfileInfo, userEntityRef: string): string =>
  profile.displayName || profile.email || userIdOf(userEntityRef);
