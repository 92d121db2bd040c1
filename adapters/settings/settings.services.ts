import { KeyValueStoreToken } from '../../application/app/key-value-store.port';
import { ConfiguredProvidersToken } from '../../application/settings/auth-providers.port';
import { FeatureFlagsStore, FeatureFlagsStoreToken } from '../../application/settings/feature-flags.store';
import { service, type ServiceDeclaration } from '../../application/shared/service-declaration';

/** Settings: the user's feature flags (browser storage) and the sign-in providers the portal offers. */
export const settingsServices: readonly ServiceDeclaration[] = [
  service(FeatureFlagsStoreToken, (get) => new FeatureFlagsStore(get(KeyValueStoreToken), (message) => console.warn(message))),
  service(ConfiguredProvidersToken, (_, { settings }) => ({ list: () => settings.signInProviders ?? [] })),
];
