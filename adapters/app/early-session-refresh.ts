// The stored session's refresh, started by the page's first script: the auth backend answers while the
// rest of the app's code downloads and evaluates, and the session manager's restore takes the answer over.
import type { AuthConnector } from '../../application/app/auth-connector.port';
import { withProviderScopes } from '../../application/app/provider-scopes';
import { restorableProviderId, type EarlyRefresh } from '../../application/app/session-manager';
import type { HttpFetch } from '../../application/shared/service-declaration';
import type { AppSettings } from '../../domain/app/app-settings';
import { discoverySettingsOf } from '../../domain/app/discovery';
import { AuthBackendHttpAdapter } from './auth-backend.http-adapter';
import { ConfigDiscovery } from './config-discovery';
import { LocalStorageStore } from './local-storage.store';

/** The auth backend's refresh and logout, asking each provider's default scopes. */
export const authConnectorFor = (settings: AppSettings, fetchFn: HttpFetch): AuthConnector =>
  withProviderScopes(new AuthBackendHttpAdapter(fetchFn, new ConfigDiscovery(discoverySettingsOf(settings)), settings.authEnvironment));

/** Starts the refresh a restore would make, or nothing when no session of the auth backend is stored. */
export const startEarlySessionRefresh = (settings: AppSettings, storage: Storage, fetchFn: HttpFetch): EarlyRefresh | undefined => {
  const providerId = restorableProviderId(new LocalStorageStore(storage));
  if (!providerId) return undefined;
  return { providerId, result: authConnectorFor(settings, fetchFn).refresh(providerId, { optional: true })() };
};
