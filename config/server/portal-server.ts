import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { silentServerLog, type RouteClass, type ServerLog } from './access-log';
import type { BackendProxyLimits } from './app-config/portal-settings';
import { createBackendProxy, isProxiedPath, type BackendProxy, type ProxyObserver } from './backend-proxy';
import { contentSecurityPolicy, NON_PAGE_HEADERS } from './content-security-policy';
import { createDevSite, type DevPlugin } from './dev-site';
import { BACKSTAGE_PATH_PREFIX, createHealth, isHealthPath } from './health';
import { hostChecker, hasOneHost } from './host-check';
import { startMetricsListener, type MetricsListener } from './metrics-listener';
import type { PortalMetrics } from './metrics';
import { answerClientError, refuseUpgrade, SERVER_LIMITS } from './malformed-requests';
import { parseRequestTarget } from './request-target';
import { gateSearch, type SearchReadiness } from './search-readiness';
import { compressedForms, createStaticSite, MIME, sendForms, type SiteHandler } from './static-site';
import { createShutdown } from './shutdown';

export interface PortalServerOptions {
  readonly host: string;
  readonly port: number;
  /** Path part of app.baseUrl without trailing slash ('' at the root). */
  readonly basePath: string;
  /** The config the browser may see (secrets filtered out). */
  readonly frontendConfig: Record<string, unknown>;
  /** 'static' serves a Vite build from distDir; 'dev' runs Vite in middleware mode. */
  readonly mode: 'static' | 'dev';
  /** In dev mode, a plugin package of an app repository to serve with hot reload instead of this repository's portal. */
  readonly devPlugin?: DevPlugin;
  readonly distDir?: string;
  /** portico.protectedMode: tell the app to use cookie auth (needs a backend with the app plugin's cookie endpoint). */
  readonly protectedMode?: boolean;
  /** Origins the app may call (the backend's), for the Content-Security-Policy. */
  readonly connectOrigins: readonly string[];
  /** When set, {basePath}/api/* is passed on to this backend (config/server/backend-proxy.ts). */
  readonly backendProxyTarget?: string;
  readonly backendProxyLimits?: BackendProxyLimits;
  /** app.baseUrl: the Host the portal answers (with allowedHosts). Without it, the address it listens on. */
  readonly appBaseUrl?: URL;
  /** portico.allowedHosts: more Host header values the portal answers ("name" or "name:port"). */
  readonly allowedHosts?: readonly string[];
  /** The backend whose readiness {basePath}/healthcheck/ready reports. */
  readonly backendBaseUrl?: string;
  /**
   * Whether search answers yet (the embedded backend's first index): until it does, readiness says so and search calls
   * through the proxy get a 503 (search-readiness.ts).
   */
  readonly searchReadiness?: SearchReadiness;
  /** How long stop() lets in-flight calls finish before closing their connections. */
  readonly shutdownTimeoutMs?: number;
  /** The access log and the server's own events; nothing is written without it. */
  readonly log?: ServerLog;
  /** Counts what the server does; served at /metrics on `metricsListen` when that is given. */
  readonly metrics?: PortalMetrics;
  /** A listener of its own for /metrics, off the portal's public one. */
  readonly metricsListen?: { readonly host: string; readonly port: number };
}

export interface PortalServer {
  readonly url: string;
  /** Where /metrics is served, when it has a listener. */
  readonly metricsUrl?: string;
  /** Stops accepting, lets in-flight calls finish (up to shutdownTimeoutMs), then closes everything. */
  stop(): Promise<void>;
}

export const CONFIG_PATH = '/.portico/app-config.json';
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;
/** The status logged for a request whose client left before it was answered. */
const CLIENT_CLOSED_REQUEST = 499;

const securityHeaders = (csp: string): Record<string, string> => ({
  'Content-Security-Policy': csp,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
});

const plain = (response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)), ...NON_PAGE_HEADERS, ...headers });
  response.end(text);
};

/** A JSON answer in the Backstage backend's error shape. */
const errorAnswer = (response: ServerResponse, request: IncomingMessage, status: number, name: string, message: string) => {
  const body = JSON.stringify({ error: { name, message }, request: { method: request.method, url: request.url }, response: { statusCode: status } });
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)), ...NON_PAGE_HEADERS });
  response.end(body);
};

/** What the server notes of a request while it is answered, for the access log and the metrics. */
interface RequestRecord {
  route: RouteClass;
  /** The status an upgrade was answered with (a response knows its own). */
  status?: number;
  backendMs?: number;
  bytes: number;
}

/** Counts the body bytes written to a response, or to a connection taken over by an upgrade. */
const countBytes = (stream: ServerResponse | Duplex, record: RequestRecord) => {
  const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
  const end = stream.end.bind(stream) as (...args: unknown[]) => unknown;
  const count = (chunk: unknown) => {
    if (typeof chunk === 'string') record.bytes += Buffer.byteLength(chunk);
    else if (chunk instanceof Uint8Array) record.bytes += chunk.byteLength;
  };
  stream.write = ((...args: unknown[]) => {
    count(args[0]);
    return write(...args);
  }) as typeof stream.write;
  stream.end = ((...args: unknown[]) => {
    if (typeof args[0] !== 'function') count(args[0]);
    return end(...args);
  }) as typeof stream.end;
};

/** Serves the portal: its runtime config, its assets and index.html for every app route. */
export const startPortalServer = async (options: PortalServerOptions): Promise<PortalServer> => {
  const { basePath } = options;
  const appOrigin = options.appBaseUrl?.origin;
  // Dev mode: Vite's hot reload websocket runs on the portal's own origin.
  const csp = contentSecurityPolicy([...options.connectOrigins, ...(options.mode === 'dev' && appOrigin ? [appOrigin] : [])]);
  const pageHeaders = securityHeaders(csp);
  const configForms = compressedForms(Buffer.from(JSON.stringify({ appConfig: options.frontendConfig }), 'utf8'));
  const log = options.log ?? silentServerLog;
  const { metrics } = options;
  const records = new WeakMap<IncomingMessage, RequestRecord>();
  const observer: ProxyObserver = {
    backendAnswered: (request, ms) => {
      const record = records.get(request);
      if (record) record.backendMs = ms;
    },
    upstreamFailed: (refusal, call, detail) => {
      metrics?.upstreamError(refusal.kind);
      log.warn('backend call failed', { kind: refusal.kind, status: refusal.status, method: call.method, path: call.url.split('?')[0], detail });
    },
    callStarted: () => metrics?.callStarted() ?? (() => undefined),
    streamOpened: (kind) => metrics?.streamOpened(kind) ?? (() => undefined),
  };
  const backendProxy: BackendProxy | undefined = options.backendProxyTarget
    ? createBackendProxy(options.backendProxyTarget, options.backendProxyLimits, observer)
    : undefined;
  const { searchReadiness } = options;
  const proxy = backendProxy && searchReadiness ? gateSearch(backendProxy, searchReadiness) : backendProxy;
  const health = createHealth({
    ...(options.backendBaseUrl ? { backendBaseUrl: options.backendBaseUrl } : {}),
    ...(searchReadiness ? { portalProblem: () => searchReadiness.problem() } : {}),
    onBackendProblem: (problem, backend) => log.warn('backend not ready', { problem, backend }),
  });
  let site: SiteHandler | undefined;
  let isOwnHost: (host: string | undefined) => boolean = () => false;

  const server = createServer({ ...SERVER_LIMITS });
  const shutdown = createShutdown(server, options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS);

  const route = async (request: IncomingMessage, response: ServerResponse, record: RequestRecord): Promise<void> => {
    const target = parseRequestTarget(request.url);
    if (!target) return plain(response, 400, 'Bad request target');
    // Two Host headers name two hosts: which one the request is for cannot be told.
    if (!hasOneHost(request.rawHeaders)) return plain(response, 400, 'Bad request: more than one Host header');
    const { path, search } = target;
    const underBase = !basePath || path === basePath || path.startsWith(`${basePath}/`);
    const appPath = underBase ? path.slice(basePath.length) || '/' : '';
    // Probes find the health endpoints under the base path and at the root alike.
    const healthPath = underBase && isHealthPath(appPath) ? appPath : isHealthPath(path) ? path : undefined;
    if (healthPath) {
      record.route = 'health';
      if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return health.serve(healthPath, response, request.method === 'HEAD', shutdown.closing);
    }
    if (!isOwnHost(request.headers.host)) return plain(response, 421, 'Misdirected request: this portal does not answer for that host');
    if (!underBase) {
      response.writeHead(302, { Location: `${basePath}/`, 'Content-Length': '0' }).end();
      return;
    }
    if (proxy && isProxiedPath(appPath)) {
      record.route = 'api';
      proxy.handle(request, response, `${appPath}${search}`);
      return;
    }
    // Backstage's reserved paths are never app pages: a probe or client asking one learns it is not here.
    if (appPath.startsWith(BACKSTAGE_PATH_PREFIX)) return errorAnswer(response, request, 404, 'NotFoundError', `No ${appPath} here`);
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    if (appPath === CONFIG_PATH) {
      record.route = 'config';
      // Not to be sniffed as anything but JSON, nor to run anything if opened as a page.
      return sendForms(request, response, configForms, { 'Content-Type': MIME['.json']!, 'Cache-Control': 'no-cache', ...NON_PAGE_HEADERS });
    }
    if (!site) return plain(response, 503, 'Portico is starting', { 'Retry-After': '1' });
    record.route = appPath.startsWith('/assets/') ? 'asset' : 'page';
    return site(request, response, appPath);
  };

  const failed = (response: ServerResponse, error: unknown) => {
    log.error('portal server error', { error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
    if (response.headersSent) response.destroy();
    else plain(response, 500, 'Portal server error');
  };

  const logRequest = (request: IncomingMessage, record: RequestRecord, status: number, startedAt: number) => {
    const seconds = (performance.now() - startedAt) / 1000;
    const method = request.method ?? 'GET';
    metrics?.observeRequest(record.route, method, status, seconds);
    log.request({
      method,
      route: record.route,
      path: parseRequestTarget(request.url)?.path ?? '(unparsable)',
      status,
      durationMs: seconds * 1000,
      bytes: record.bytes,
      ...(record.backendMs === undefined ? {} : { backendMs: record.backendMs }),
    });
  };

  const observe = (request: IncomingMessage, response: ServerResponse): RequestRecord => {
    const startedAt = performance.now();
    const record: RequestRecord = { route: 'other', bytes: 0 };
    records.set(request, record);
    countBytes(response, record);
    response.once('close', () => logRequest(request, record, response.statusCode, startedAt));
    return record;
  };

  /** An upgrade is logged and counted once its connection closes, with the status it was answered with. */
  const observeUpgrade = (request: IncomingMessage, socket: Duplex): RequestRecord => {
    const startedAt = performance.now();
    const record: RequestRecord = { route: 'other', bytes: 0 };
    records.set(request, record);
    countBytes(socket, record);
    // A client that leaves before any answer: logged as nginx does, 499.
    socket.once('close', () => logRequest(request, record, record.status ?? CLIENT_CLOSED_REQUEST, startedAt));
    return record;
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    request.on('error', () => undefined);
    response.on('error', () => undefined);
    shutdown.track(request, response);
    const record = observe(request, response);
    try {
      route(request, response, record).catch((error: unknown) => failed(response, error));
    } catch (error) {
      failed(response, error);
    }
  });
  server.on('clientError', answerClientError);

  // Upgrades: the pod terminal through the proxy; in dev mode also Vite's hot reload (its own listener, added after
  // this one, takes requests with its websocket protocol on the base path).
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => undefined);
    const record = observeUpgrade(request, socket);
    const refuse = (status: number, reason: string) => {
      record.status = status;
      refuseUpgrade(socket, status, reason);
    };
    try {
      const target = parseRequestTarget(request.url);
      if (!target || !hasOneHost(request.rawHeaders)) return refuse(400, 'Bad Request');
      if (!isOwnHost(request.headers.host)) return refuse(421, 'Misdirected Request');
      if (shutdown.closing) return refuse(503, 'Service Unavailable');
      const appPath = target.path.startsWith(`${basePath}/`) ? target.path.slice(basePath.length) : '';
      if (proxy && isProxiedPath(appPath)) {
        record.route = 'api';
        shutdown.trackUpgrade(socket);
        proxy.upgrade(request, socket, head, `${appPath}${target.search}`, { answered: (status) => (record.status = status) });
        return;
      }
      const protocol = request.headers['sec-websocket-protocol'];
      const forVite = options.mode === 'dev' && (protocol === 'vite-hmr' || protocol === 'vite-ping') && target.path === `${basePath}/`;
      if (!forVite) return refuse(404, 'Not Found');
      record.status = 101;
      shutdown.trackUpgrade(socket);
    } catch {
      refuse(400, 'Bad Request');
    }
  });

  let closeSite: (() => Promise<void>) | undefined;
  if (options.mode === 'dev') {
    const dev = await createDevSite({ basePath, server, pageHeaders, frontendConfig: options.frontendConfig, ...(options.devPlugin ? { devPlugin: options.devPlugin } : {}) });
    site = dev.handle;
    closeSite = dev.close;
  } else {
    site = await createStaticSite({
      distDir: options.distDir ?? 'dist',
      basePath,
      pageHeaders,
      frontendConfig: options.frontendConfig,
      ...(options.protectedMode ? { protectedMode: true } : {}),
    });
  }
  let metricsListener: MetricsListener | undefined;
  try {
    await listen(server, options.port, options.host);
    if (metrics && options.metricsListen) metricsListener = await startMetricsListener(metrics, options.metricsListen);
  } catch (error) {
    await closeSite?.();
    proxy?.close();
    if (server.listening) await new Promise((closed) => server.close(closed));
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  isOwnHost = hostChecker({ ...(options.appBaseUrl ? { appBaseUrl: options.appBaseUrl } : {}), allowedHosts: options.allowedHosts ?? [] }, { host: options.host, port });
  const hostInUrl = options.host.includes(':') ? `[${options.host}]` : options.host;
  let stopping: Promise<void> | undefined;
  return {
    url: `http://${hostInUrl}:${port}${basePath}`,
    ...(metricsListener ? { metricsUrl: metricsListener.url } : {}),
    stop: () =>
      (stopping ??= shutdown.run({
        closeStreams: () => proxy?.closeStreams(),
        closeRest: async () => {
          await closeSite?.();
          proxy?.close();
          await metricsListener?.close();
        },
      })),
  };
};

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });
