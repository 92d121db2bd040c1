import { createContext, useContext } from 'react';
import { DEFAULT_HOME_SETTINGS, type HomeSettings } from '../../domain/home/home-settings';

export interface LoadedHomeSettings {
  readonly settings: HomeSettings;
  /** False while the settings load: what starts from a configured default waits for them. */
  readonly loaded: boolean;
}

/** The home page's settings (home.* in the app config), read once by the page and handed to its built-in widgets. */
export const HomeSettingsContext = createContext<LoadedHomeSettings>({ settings: DEFAULT_HOME_SETTINGS, loaded: true });

export const useLoadedHomeSettings = (): LoadedHomeSettings => useContext(HomeSettingsContext);
