import { useSyncExternalStore } from 'react';
import { ConfiguredProvidersToken } from '../../application/settings/auth-providers.port';
import { FeatureFlagsStoreToken } from '../../application/settings/feature-flags.store';
import type { SignInProviderSetting } from '../../domain/app/app-settings';
import type { ActiveFeatureFlags } from '../../domain/app/feature-flags';
import { useService } from '../app/services';

/** The flags the user switched on, kept current, and the switch. */
export const useFeatureFlags = (): { active: ActiveFeatureFlags; set: (name: string, on: boolean) => void } => {
  const store = useService(FeatureFlagsStoreToken);
  const active = useSyncExternalStore(
    (onChange) => store.subscribe(onChange),
    () => store.getActive(),
  );
  return { active, set: (name, on) => store.set(name, on) };
};

/** The sign-in providers the portal is configured with. */
export const useConfiguredProviders = (): readonly SignInProviderSetting[] => useService(ConfiguredProvidersToken).list();
