import * as t from 'io-ts';
import type { AuthSession } from '../../domain/app/auth-session';

const optionalString = t.union([t.string, t.undefined, t.null]);

const ProfileCodec = t.partial({ email: optionalString, displayName: optionalString, picture: optionalString });

const IdentityCodec = t.type({
  type: t.literal('user'),
  userEntityRef: t.string,
  ownershipEntityRefs: t.array(t.string),
});

const BackstageIdentityCodec = t.intersection([
  t.type({ token: t.string, identity: IdentityCodec }),
  t.partial({ expiresInSeconds: t.union([t.number, t.undefined]) }),
]);

/** The auth backend's session as sent on the wire (GET {auth}/{provider}/refresh). */
export const AuthSessionWireCodec = t.intersection([
  t.type({ profile: ProfileCodec }),
  t.partial({
    providerInfo: t.UnknownRecord,
    backstageIdentity: BackstageIdentityCodec,
  }),
]);
export type AuthSessionWire = t.TypeOf<typeof AuthSessionWireCodec>;

const defined = <T extends Record<string, unknown>>(record: T): Partial<T> =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== null)) as Partial<T>;

const expiryFrom = (seconds: unknown, nowMs: number): number | undefined =>
  typeof seconds === 'number' && Number.isFinite(seconds) ? nowMs + seconds * 1000 : undefined;

export const toAuthSession = (wire: AuthSessionWire, nowMs: number): AuthSession => {
  const providerInfo = wire.providerInfo ?? {};
  const providerExpiry = expiryFrom(providerInfo['expiresInSeconds'], nowMs);
  const identity = wire.backstageIdentity;
  const identityExpiry = identity ? expiryFrom(identity.expiresInSeconds, nowMs) : undefined;
  return {
    providerInfo: { ...providerInfo, ...(providerExpiry !== undefined ? { expiresAt: providerExpiry } : {}) },
    profile: defined({ ...wire.profile }) as AuthSession['profile'],
    ...(identity
      ? {
          backstageIdentity: {
            token: identity.token,
            identity: identity.identity,
            ...(identityExpiry !== undefined ? { expiresAt: identityExpiry } : {}),
          },
        }
      : {}),
  };
};
