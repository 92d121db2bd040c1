// Which of the embedded backend's plugins a test may leave out, to see what the portal shows a person when a
// Backstage installation lacks one. backend.ts reads the list from `portico.leaveOut` (backend config, never
// the portal's); by default every plugin is installed.

export const LEAVE_OUT_CONFIG_KEY = 'portico.leaveOut';

/**
 * Backstage backend plugin ids, each standing for the plugin and its modules, plus `auth-guest-provider`: the
 * guest sign-in module alone, the auth plugin staying installed.
 */
export const LEAVABLE_BACKEND_PLUGINS = [
  'app',
  'auth',
  'auth-guest-provider',
  'catalog',
  'kubernetes',
  'permission',
  'proxy',
  'scaffolder',
  'search',
  'techdocs',
] as const;

export type LeavableBackendPlugin = (typeof LEAVABLE_BACKEND_PLUGINS)[number];

export const isLeavableBackendPlugin = (name: string): name is LeavableBackendPlugin =>
  (LEAVABLE_BACKEND_PLUGINS as readonly string[]).includes(name);

/**
 * Backend config leaving `plugins` out. An installation without the permission backend runs with
 * `permission.enabled: false` (the other plugins would otherwise ask a permission backend that is not there),
 * so leaving it out switches permissions off too.
 */
export const leaveOutBackendConfig = (plugins: readonly LeavableBackendPlugin[]): object => ({
  portico: { leaveOut: [...plugins] },
  ...(plugins.includes('permission') ? { permission: { enabled: false } } : {}),
});
