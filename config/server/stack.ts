import { resolve } from 'node:path';
import type { EmbeddedBackend } from '../dev-backend/embedded/embedded-backend';
import type { DevPlugin } from './dev-site';
import { frontendConfig } from './app-config/frontend-config';
import { browserAppConfig } from './app-config/plugin-config';
import { scmApiOrigins } from './app-config/integrations'; // the import's pull requests
import * as E from 'fp-ts/Either';
import type { ConfigObject } from '../../domain/app/config-values';
import { readPortalSettings, type PortalSettings } from './app-config/portal-settings';
import { readBackendDatabase } from '../dev-backend/embedded/backend-database';
import { readAppCatalogLocations } from './app-catalog-locations';
import { resolveEmbeddedBackendModules } from './embedded-backend-modules';
import type * as EmbeddedBackendEntry from '../dev-backend/embedded/package-entry';
import { startPortalServer, type PortalServer } from './portal-server';
import type { ServerLog } from './access-log';
import { createPortalMetrics } from './metrics';
import { createSearchReadiness } from './search-readiness';
import { DEFAULT_JOKE_API_URL } from '../../domain/home/constants';
// kubernetes: a fixture cluster for the embedded backend
import type { FixtureCluster } from '../dev-backend/kubernetes-fixture/fixture-cluster';

type Json = Record<string, unknown>;

export interface StackOptions {
  /** The loaded, merged config (app-config.yaml and friends). */
  readonly config: Json;
  readonly mode: 'dev' | 'static';
  /** Host the portal and embedded backend bind to. */
  readonly host?: string;
  readonly log?: (line: string) => void;
  /** Merged last into the embedded backend's config (tests: permission deny lists, clusters, ...). */
  readonly backendConfig?: Json;
  /** The portal server's access log and events; nothing is logged without it (tests). */
  readonly serverLog?: ServerLog;
  /**
   * Loads what runs the embedded backend; default this repository's modules. The portal-alone server, whose bundle
   * leaves them out, passes the portico-embedded-backend package's (config/server/embedded-backend-package.ts).
   */
  readonly embeddedBackendModules?: () => Promise<EmbeddedBackendModules>;
  /** The app's repository, where relative `file` targets of catalog.locations are; default the working directory. */
  readonly appDir?: string;
  /** In dev mode, the app repository's plugin package to serve with hot reload (`portico dev`). */
  readonly devPlugin?: DevPlugin;
}

/** What runs the embedded backend and its fixture cluster: the exports of config/dev-backend/embedded/package-entry.ts. */
export type EmbeddedBackendModules = Pick<
  typeof EmbeddedBackendEntry,
  'startEmbeddedBackend' | 'startFixtureCluster' | 'fixtureClusterBackendConfig' | 'waitForFirstSearchIndex'
>;

/**
 * Location types the embedded backend registers: besides Backstage's `url`, `file`, so that a team registers its own
 * catalog files (from the import API) while it evaluates Portico. The backend listens on loopback only.
 */
export const EMBEDDED_LOCATION_TYPES = ['url', 'file'] as const;

export interface RunningStack {
  readonly portalUrl: string;
  readonly backendUrl: string;
  readonly backend?: EmbeddedBackend;
  /** The fixture Kubernetes cluster the embedded backend reads. */
  readonly kubernetesFixture?: FixtureCluster;
  readonly portal: PortalServer;
  /**
   * Settles once search answers through the portal (with the embedded backend: its first search index is built), with
   * how the wait ended ('built', 'timed-out', …; 'not-waited' for a backend elsewhere). Until then the portal's readiness
   * says 503 and search calls through it get a 503 with Retry-After.
   */
  readonly searchIndex: Promise<string>;
  stop(): Promise<void>;
}

const section = (config: Json, key: string): Json => {
  const value = config[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
};

const portOf = (url: URL): number => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

const settingsOf = (config: Json): PortalSettings => {
  const read = readPortalSettings(config as ConfigObject);
  if (E.isLeft(read)) throw new Error(read.left);
  return read.right;
};

/** `backend.database` (PostgreSQL) for the embedded backend; without it the backend keeps its in-memory SQLite. */
const databaseOf = (config: Json) => {
  const read = readBackendDatabase(config);
  if (E.isLeft(read)) throw new Error(read.left);
  return read.right ? { database: read.right } : {};
};

/** The embedded backend runs unless it is switched off or backend.baseUrl points at another machine. */
export const wantsEmbeddedBackend = (config: Json): boolean => settingsOf(config).embeddedBackend;

/**
 * The portal passes the backend's API on from its own origin (config/server/backend-proxy.ts) when
 * `portico.backendProxy` says so, and by default with the embedded backend. With a backend elsewhere it
 * is opt-in: that backend's auth providers set their cookies on its own host.
 */
export const usesBackendProxy = (config: Json): boolean => settingsOf(config).backendProxy;

/** The config as the browser sees it: behind the proxy, the backend is the portal's own origin and base path. */
export const browserConfig = (config: Json, proxied: boolean, portalBaseUrl: string): Json =>
  proxied ? { ...config, backend: { ...section(config, 'backend'), baseUrl: portalBaseUrl } } : config;

/** The home page's Random Joke service (home.randomJoke.apiUrl) may be called from the browser. */
const jokeApiOrigin = (config: Json): string => {
  const configured = section(section(config, 'home'), 'randomJoke')['apiUrl'];
  try {
    return new URL(typeof configured === 'string' ? configured : DEFAULT_JOKE_API_URL).origin;
  } catch {
    return new URL(DEFAULT_JOKE_API_URL).origin;
  }
};

const loadEmbeddedBackendModules = (): Promise<EmbeddedBackendModules> => import('../dev-backend/embedded/package-entry');

/** The app config's catalog.locations for the embedded backend (relative `file` targets from `appDir`). */
const catalogLocationsOf = (config: Json, appDir: string) => {
  const read = readAppCatalogLocations(config, appDir);
  if (E.isLeft(read)) throw new Error(read.left);
  return read.right;
};

/** The app's own backend modules for the embedded backend (`portico.embeddedBackendModules`), found from `appDir`. */
const addedModulesOf = async (config: Json, appDir: string) => {
  const resolved = await resolveEmbeddedBackendModules(config, appDir);
  if (E.isLeft(resolved)) throw new Error(resolved.left);
  return resolved.right;
};

/** Starts the embedded backend (unless configured away) and the portal server. */
export const startStack = async (options: StackOptions): Promise<RunningStack> => {
  const settings = settingsOf(options.config);
  const database = settings.embeddedBackend ? databaseOf(options.config) : {};
  const appDir = options.appDir ?? process.cwd();
  const catalogLocations = settings.embeddedBackend ? catalogLocationsOf(options.config, appDir) : [];
  const addedModules = settings.embeddedBackend ? await addedModulesOf(options.config, appDir) : [];
  const host = options.host ?? settings.listen.host;
  const { appBaseUrl, backendBaseUrl, basePath } = settings;

  // The embedded backend and its fixture cluster are loaded only when they run: the portal alone
  // (config/server/serve.ts, the container image) ships without them.
  const embedded = settings.embeddedBackend ? await (options.embeddedBackendModules ?? loadEmbeddedBackendModules)() : undefined;
  // kubernetes: the embedded backend's only cluster is a fixture API server on loopback.
  const kubernetesFixture = embedded ? await embedded.startFixtureCluster({ host: '127.0.0.1' }) : undefined;
  const backendConfig = embedded && kubernetesFixture
    ? { ...embedded.fixtureClusterBackendConfig(kubernetesFixture.url), ...options.backendConfig }
    : options.backendConfig;

  const backend = embedded
    ? await embedded.startEmbeddedBackend({
        port: portOf(backendBaseUrl),
        host: options.host ?? '127.0.0.1',
        appBaseUrl: appBaseUrl.origin,
        ...database,
        catalogLocations,
        addedModules,
        allowedLocationTypes: EMBEDDED_LOCATION_TYPES,
        // A team's plugins call their services through the backend's proxy, as they will in production.
        proxyEndpoints: section(section(options.config, 'proxy'), 'endpoints'),
        ...(backendConfig ? { extraConfig: backendConfig } : {}),
        ...(options.log ? { log: options.log } : {}),
      }).catch(async (error: unknown) => {
        await kubernetesFixture?.stop();
        throw error;
      })
    : undefined;

  // Search answers once the embedded backend has built its first index: the portal is not ready before (watched from
  // now, so that the portal's first answers already know).
  const searchReadiness = embedded && backend
    ? createSearchReadiness((signal) => embedded.waitForFirstSearchIndex({ baseUrl: backend.baseUrl, signal }))
    : undefined;

  const proxied = settings.backendProxy;
  const distDir = resolve('dist');
  try {
    // Portico's allow-list and the plugins' frontend keys, less every secret a config schema names.
    const appConfig = await browserAppConfig(options.config, frontendConfig(browserConfig(options.config, proxied, `${appBaseUrl.origin}${basePath}`)), distDir);
    const portal = await startPortalServer({
      host,
      port: settings.listen.port,
      basePath,
      frontendConfig: appConfig,
      ...(proxied ? { backendProxyTarget: backendBaseUrl.href, backendProxyLimits: settings.proxy } : {}),
      appBaseUrl,
      allowedHosts: settings.allowedHosts,
      backendBaseUrl: backendBaseUrl.href,
      ...(searchReadiness ? { searchReadiness } : {}),
      shutdownTimeoutMs: settings.shutdownTimeoutMs,
      mode: options.mode,
      ...(options.devPlugin ? { devPlugin: options.devPlugin } : {}),
      distDir,
      // Behind the proxy the browser calls the backend at the portal's own origin ('self'). For the
      // import, the browser opens import pull requests on the GitHub / Azure DevOps APIs.
      connectOrigins: [...(proxied ? [] : [backendBaseUrl.origin]), ...scmApiOrigins(options.config), jokeApiOrigin(options.config)],
      protectedMode: settings.protectedMode,
      ...(options.serverLog ? { log: options.serverLog } : {}),
      ...(settings.metrics.enabled ? { metrics: createPortalMetrics() } : {}),
      ...(settings.metrics.listen ? { metricsListen: settings.metrics.listen } : {}),
    });
    return {
      portalUrl: `${appBaseUrl.origin}${basePath}`,
      backendUrl: backendBaseUrl.origin,
      ...(backend ? { backend } : {}),
      ...(kubernetesFixture ? { kubernetesFixture } : {}),
      portal,
      searchIndex: searchReadiness?.settled ?? Promise.resolve('not-waited'),
      stop: async () => {
        searchReadiness?.stop();
        await portal.stop();
        await backend?.stop();
        await kubernetesFixture?.stop();
      },
    };
  } catch (error) {
    searchReadiness?.stop();
    await backend?.stop();
    await kubernetesFixture?.stop();
    throw error;
  }
};
