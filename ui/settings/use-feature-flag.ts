import { useSyncExternalStore } from 'react';
import { FeatureFlagsStoreToken } from '../../application/settings/feature-flags.store';
import { useService } from '../app/services';

/** Whether the user switched the flag on (Settings › Feature Flags); updates when it changes. */
export const useFeatureFlag = (name: string): boolean => {
  const flags = useService(FeatureFlagsStoreToken);
  return useSyncExternalStore(
    (onChange) => flags.subscribe(onChange),
    () => flags.isActive(name),
  );
};
