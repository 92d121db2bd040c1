// What the portal server itself reads from the loaded config: where it listens, which hosts it answers,
// whether it starts the embedded backend and passes the backend's API on, and the proxy's limits.
// Every flag accepts the documented boolean spellings (yes/no/on/off/true/false/1/0).
import * as E from 'fp-ts/Either';
import { ConfigView, type ConfigError, type ConfigObject } from '../../../domain/app/config-values';
import { withoutUrlCredentials } from '../url-credentials';

export interface BackendProxyLimits {
  /** How long connecting to the backend may take before the call answers 504. */
  readonly connectTimeoutMs: number;
  /** How long the backend may take to send the first byte of its answer before the call answers 504. */
  readonly firstByteTimeoutMs: number;
  /** Calls waiting for the backend's answer at once; more are refused with 503 until some finish. */
  readonly maxPendingRequests: number;
  /** Largest request body passed on; a larger one is refused with 413. */
  readonly maxRequestBodyBytes: number;
}

export interface PortalSettings {
  readonly appBaseUrl: URL;
  /** app.baseUrl's path without a trailing slash ('' at the root). */
  readonly basePath: string;
  readonly backendBaseUrl: URL;
  readonly listen: { readonly host: string; readonly port: number };
  /** Host header values the portal answers besides app.baseUrl's own host (DNS rebinding guard). */
  readonly allowedHosts: readonly string[];
  readonly embeddedBackend: boolean;
  readonly backendProxy: boolean;
  readonly protectedMode: boolean;
  readonly proxy: BackendProxyLimits;
  /** The plugin packages the portal is built with (portico.plugins), in order. */
  readonly pluginPackages: readonly string[];
  /** One JSON line per request on standard output (portico.accessLog). */
  readonly accessLog: boolean;
  /** portico.metrics: counted unless switched off; served at /metrics only on a listener of its own. */
  readonly metrics: { readonly enabled: boolean; readonly listen?: { readonly host: string; readonly port: number } };
  /** How long a SIGTERM waits for in-flight calls before closing what is left. */
  readonly shutdownTimeoutMs: number;
}

export const DEFAULT_PROXY_LIMITS: BackendProxyLimits = {
  connectTimeoutMs: 5_000,
  firstByteTimeoutMs: 60_000,
  maxPendingRequests: 512,
  maxRequestBodyBytes: 10 * 1024 * 1024,
};

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

export const LOOPBACK_HOSTNAMES: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const ALL_INTERFACES = '0.0.0.0';
const LOOPBACK_ADDRESS = '127.0.0.1';

const portOf = (url: URL): number => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

const readUrl = (config: ConfigView, key: string): E.Either<string, URL> => {
  const text = config.getString(key);
  if (E.isLeft(text)) return E.left(text.left.message);
  try {
    const url = new URL(text.right);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return E.left(`Config key '${key}' must be an http(s) URL, got '${withoutUrlCredentials(text.right)}'`);
    return E.right(url);
  } catch {
    // The text goes to the log: no user information, even in a URL that does not parse.
    return E.left(`Config key '${key}' must be an absolute URL, got '${withoutUrlCredentials(text.right)}'`);
  }
};

const message = (error: ConfigError): string => error.message;

const positive = (config: ConfigView, key: string, fallback: number): E.Either<string, number> => {
  const read = config.getOptionalNumber(key);
  if (E.isLeft(read)) return E.left(message(read.left));
  const value = read.right ?? fallback;
  return Number.isFinite(value) && value > 0 ? E.right(value) : E.left(`Config key '${key}' must be a positive number, got ${value}`);
};

const flag = (config: ConfigView, key: string): E.Either<string, boolean | undefined> =>
  E.mapLeft(message)(config.getOptionalBoolean(key));

/** An address only this machine reaches. */
const isLoopbackAddress = (host: string): boolean => LOOPBACK_HOSTNAMES.has(host) || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * The embedded backend signs anyone in as a guest whose permission policy allows everything: a portal in front of
 * it listens on this machine only, unless a lab on a trusted network says otherwise in so many words.
 */
export const embeddedBackendExposed = (host: string): string =>
  `The embedded Backstage backend lets anyone who reaches the portal sign in as a guest with every permission, so ` +
  `Portico listens only on this machine while it runs, and app.listen.host is '${host}'. Point backend.baseUrl at ` +
  `your Backstage backend (with portico.embeddedBackend: false), or, for a lab on a trusted network, set ` +
  `portico.dangerouslyExposeEmbeddedBackend: true.`;

const readMetrics = (config: ConfigView): E.Either<string, PortalSettings['metrics']> => {
  const enabled = flag(config, 'portico.metrics.enabled');
  if (E.isLeft(enabled)) return enabled;
  const port = config.getOptionalNumber('portico.metrics.port');
  if (E.isLeft(port)) return E.left(message(port.left));
  const host = config.getOptionalString('portico.metrics.host');
  if (E.isLeft(host)) return E.left(message(host.left));
  if (port.right !== undefined && !(Number.isInteger(port.right) && port.right >= 0 && port.right <= 65_535)) {
    return E.left(`Config key 'portico.metrics.port' must be a port number (0–65535), got ${port.right}`);
  }
  const on = enabled.right ?? true;
  return E.right({ enabled: on, ...(on && port.right !== undefined ? { listen: { host: host.right ?? LOOPBACK_ADDRESS, port: port.right } } : {}) });
};

/** Reads and checks the portal server's settings; Left names the key (and file) of the first bad value. */
export const readPortalSettings = (data: ConfigObject, context = 'config'): E.Either<string, PortalSettings> => {
  return readWith(ConfigView.fromData(data, context));
};

const readWith = (config: ConfigView): E.Either<string, PortalSettings> => {
  const appBaseUrl = readUrl(config, 'app.baseUrl');
  if (E.isLeft(appBaseUrl)) return appBaseUrl;
  const backendBaseUrl = readUrl(config, 'backend.baseUrl');
  if (E.isLeft(backendBaseUrl)) return backendBaseUrl;

  const embeddedSetting = flag(config, 'portico.embeddedBackend');
  if (E.isLeft(embeddedSetting)) return embeddedSetting;
  const embeddedBackend = embeddedSetting.right !== false && LOOPBACK_HOSTNAMES.has(backendBaseUrl.right.hostname);
  const proxySetting = flag(config, 'portico.backendProxy');
  if (E.isLeft(proxySetting)) return proxySetting;
  const protectedSetting = flag(config, 'portico.protectedMode');
  if (E.isLeft(protectedSetting)) return protectedSetting;

  const listenHost = config.getOptionalString('app.listen.host');
  if (E.isLeft(listenHost)) return E.left(message(listenHost.left));
  const listenPort = config.getOptionalNumber('app.listen.port');
  if (E.isLeft(listenPort)) return E.left(message(listenPort.left));
  const port = listenPort.right ?? portOf(appBaseUrl.right);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) return E.left(`Config key 'app.listen.port' must be a port number (0–65535), got ${port}`);
  const loopbackApp = LOOPBACK_HOSTNAMES.has(appBaseUrl.right.hostname);
  const host = listenHost.right ?? (embeddedBackend || loopbackApp ? LOOPBACK_ADDRESS : ALL_INTERFACES);

  const exposed = flag(config, 'portico.dangerouslyExposeEmbeddedBackend');
  if (E.isLeft(exposed)) return exposed;
  if (embeddedBackend && !isLoopbackAddress(host) && exposed.right !== true) return E.left(embeddedBackendExposed(host));

  const allowedHosts = config.getOptionalStringArray('portico.allowedHosts');
  if (E.isLeft(allowedHosts)) return E.left(message(allowedHosts.left));

  const limits: Partial<Record<keyof BackendProxyLimits, number>> = {};
  for (const key of Object.keys(DEFAULT_PROXY_LIMITS) as (keyof BackendProxyLimits)[]) {
    const value = positive(config, `portico.proxy.${key}`, DEFAULT_PROXY_LIMITS[key]);
    if (E.isLeft(value)) return value;
    limits[key] = value.right;
  }
  const shutdownTimeoutMs = positive(config, 'portico.shutdownTimeoutMs', DEFAULT_SHUTDOWN_TIMEOUT_MS);
  if (E.isLeft(shutdownTimeoutMs)) return shutdownTimeoutMs;
  const pluginPackages = config.getOptionalStringArray('portico.plugins');
  if (E.isLeft(pluginPackages)) return E.left(message(pluginPackages.left));
  const accessLog = flag(config, 'portico.accessLog');
  if (E.isLeft(accessLog)) return accessLog;
  const metrics = readMetrics(config);
  if (E.isLeft(metrics)) return metrics;

  return E.right({
    appBaseUrl: appBaseUrl.right,
    basePath: appBaseUrl.right.pathname.replace(/\/+$/, ''),
    backendBaseUrl: backendBaseUrl.right,
    listen: { host, port },
    allowedHosts: allowedHosts.right ?? [],
    embeddedBackend,
    backendProxy: proxySetting.right ?? embeddedBackend,
    protectedMode: protectedSetting.right ?? false,
    proxy: limits as BackendProxyLimits,
    shutdownTimeoutMs: shutdownTimeoutMs.right,
    pluginPackages: pluginPackages.right ?? [],
    accessLog: accessLog.right ?? true,
    metrics: metrics.right,
  });
};
