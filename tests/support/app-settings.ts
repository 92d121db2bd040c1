import { DEFAULT_SUPPORT, type AppSettings } from '../../domain/app/app-settings';

/** The settings a portal on localhost reads from a minimal config, with the sign-in providers and overrides given. */
export const testAppSettings = (overrides: Partial<AppSettings> = {}): AppSettings => ({
  title: 'Portico',
  baseUrl: 'http://localhost:3000',
  basePath: '',
  backendBaseUrl: 'http://localhost:7007',
  discoveryEndpoints: [],
  authEnvironment: 'development',
  enableExperimentalRedirectFlow: false,
  permissionEnabled: false,
  permissionBatched: false,
  support: DEFAULT_SUPPORT,
  signInProviders: [{ id: 'guest', title: 'Guest', message: 'Enter as a Guest User.' }],
  signInAuto: false,
  routeBindings: {},
  ...overrides,
});
