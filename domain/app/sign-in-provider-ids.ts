// Provider ids with a special meaning to the sign-in page, and which stored provider a reload restores through
// the auth backend. Kept free of other libraries: the page's first script reads the stored provider.

export const GUEST_PROVIDER_ID = 'guest';
export const LEGACY_GUEST_PROVIDER_ID = 'guest-legacy';
export const CUSTOM_PROVIDER_ID = 'custom';

/** Sessions of every provider but the legacy guest and a custom identity come from the auth backend. */
export const isBackendProvider = (providerId: string): boolean =>
  providerId !== LEGACY_GUEST_PROVIDER_ID && providerId !== CUSTOM_PROVIDER_ID;

/** The stored provider whose session a restore refreshes through the auth backend, if any. */
export const restorableProviderOf = (storedProviderId: string | null | undefined): string | undefined =>
  storedProviderId && isBackendProvider(storedProviderId) ? storedProviderId : undefined;
