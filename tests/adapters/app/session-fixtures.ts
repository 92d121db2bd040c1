// What the auth backend's refresh answers for the guest, and a page storage holding a chosen sign-in provider.
import { STORAGE_KEYS } from '../../../domain/app/constants';

export const guestSessionBody = {
  profile: {},
  providerInfo: {},
  backstageIdentity: {
    token: 'eyJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1c2VyOmRldmVsb3BtZW50L2d1ZXN0In0.c2ln',
    expiresInSeconds: 3600,
    identity: { type: 'user', userEntityRef: 'user:development/guest', ownershipEntityRefs: ['user:development/guest'] },
  },
};

export const storageWith = (providerId?: string): Storage => {
  const items = new Map<string, string>(providerId ? [[STORAGE_KEYS.signInProvider, providerId]] : []);
  return { getItem: (key: string) => items.get(key) ?? null } as Storage;
};
