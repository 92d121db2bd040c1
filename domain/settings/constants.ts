// User settings constants (one root route with three tabs).

export const SETTINGS_ROOT = '/settings';

export const SETTINGS_TABS = [
  { id: 'general', path: 'general' },
  { id: 'auth-providers', path: 'auth-providers' },
  { id: 'feature-flags', path: 'feature-flags' },
] as const;

export type SettingsTabId = (typeof SETTINGS_TABS)[number]['id'];

/** Theme choices: the app's themes and 'auto' (follow the system). */
export const AUTO_THEME = 'auto';
