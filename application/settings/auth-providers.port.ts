import type { SignInProviderSetting } from '../../domain/app/app-settings';
import { serviceToken } from '../shared/service-token';

/** The sign-in providers the portal is configured with (portico.signIn.providers), for the settings page. */
export interface ConfiguredProviders {
  list(): readonly SignInProviderSetting[];
}

export const ConfiguredProvidersToken = serviceToken<ConfiguredProviders>('ConfiguredProviders');
