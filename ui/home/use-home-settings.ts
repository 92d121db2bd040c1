import { useEffect } from 'react';
import { HomeSettingsSourceToken } from '../../application/home/home-settings.port';
import { DEFAULT_HOME_SETTINGS, type HomeSettings } from '../../domain/home/home-settings';
import { useBackendQuery } from '../app/backend-query';
import { useService } from '../app/services';

/** The home page's settings; the defaults while they load or when the config cannot be read. */
export const useHomeSettings = (): { readonly settings: HomeSettings; readonly loaded: boolean } => {
  const source = useService(HomeSettingsSourceToken);
  const query = useBackendQuery(['home', 'settings'], () => source.load(), { staleTime: Infinity });
  useEffect(() => {
    for (const warning of query.data?.warnings ?? []) console.warn(warning);
  }, [query.data]);
  return { settings: query.data?.settings ?? DEFAULT_HOME_SETTINGS, loaded: query.data !== undefined || query.error !== null };
};
