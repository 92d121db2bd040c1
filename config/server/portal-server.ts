import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { BackendProxyLimits } from './app-config/portal-settings';
import { createBackendProxy, isProxiedPath, type BackendProxy } from './backend-proxy';
import { contentSecurityPolicy } from './content-security-policy';
import { createDevSite } from './dev-site';
import { isHealthPath, serveHealth } from './health';
import { hostChecker } from './host-check';
import { answerClientError, refuseUpgrade, SERVER_LIMITS } from './malformed-requests';
import { parseRequestTarget } from './request-target';
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
  /** How long stop() lets in-flight calls finish before closing their connections. */
  readonly shutdownTimeoutMs?: number;
}

export interface PortalServer {
  readonly url: string;
  /** Stops accepting, lets in-flight calls finish (up to shutdownTimeoutMs), then closes everything. */
  stop(): Promise<void>;
}

export const CONFIG_PATH = '/.portico/app-config.json';
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

const securityHeaders = (csp: string): Record<string, string> => ({
  'Content-Security-Policy': csp,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
});

const plain = (response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) => {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': String(Buffer.byteLength(text)), ...headers });
  response.end(text);
};

const failed = (response: ServerResponse, error: unknown) => {
  console.error(`Portal server error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  if (response.headersSent) response.destroy();
  else plain(response, 500, 'Portal server error');
};

/** Serves the portal: its runtime config, its assets and index.html for every app route. */
export const startPortalServer = async (options: PortalServerOptions): Promise<PortalServer> => {
  const { basePath } = options;
  const appOrigin = options.appBaseUrl?.origin;
  // Dev mode: Vite's hot reload websocket runs on the portal's own origin.
  const csp = contentSecurityPolicy([...options.connectOrigins, ...(options.mode === 'dev' && appOrigin ? [appOrigin] : [])]);
  const pageHeaders = securityHeaders(csp);
  const configForms = compressedForms(Buffer.from(JSON.stringify({ appConfig: options.frontendConfig }), 'utf8'));
  const proxy: BackendProxy | undefined = options.backendProxyTarget
    ? createBackendProxy(options.backendProxyTarget, options.backendProxyLimits)
    : undefined;
  let site: SiteHandler | undefined;
  let isOwnHost: (host: string | undefined) => boolean = () => false;

  const server = createServer({ ...SERVER_LIMITS });
  const shutdown = createShutdown(server, options.shutdownTimeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS);

  const route = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const target = parseRequestTarget(request.url);
    if (!target) return plain(response, 400, 'Bad request target');
    const { path, search } = target;
    const underBase = !basePath || path === basePath || path.startsWith(`${basePath}/`);
    const appPath = underBase ? path.slice(basePath.length) || '/' : '';
    // Probes find the health endpoints under the base path and at the root alike.
    const healthPath = underBase && isHealthPath(appPath) ? appPath : isHealthPath(path) ? path : undefined;
    if (healthPath) {
      if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
      return serveHealth(healthPath, response, { backendBaseUrl: options.backendBaseUrl, head: request.method === 'HEAD' });
    }
    if (!isOwnHost(request.headers.host)) return plain(response, 421, 'Misdirected request: this portal does not answer for that host');
    if (!underBase) {
      response.writeHead(302, { Location: `${basePath}/`, 'Content-Length': '0' }).end();
      return;
    }
    if (proxy && isProxiedPath(appPath)) {
      proxy.handle(request, response, `${appPath}${search}`);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    if (appPath === CONFIG_PATH) return sendForms(request, response, configForms, { 'Content-Type': MIME['.json']!, 'Cache-Control': 'no-cache' });
    if (!site) return plain(response, 503, 'Portico is starting', { 'Retry-After': '1' });
    return site(request, response, appPath);
  };

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    request.on('error', () => undefined);
    response.on('error', () => undefined);
    shutdown.track(request, response);
    try {
      route(request, response).catch((error: unknown) => failed(response, error));
    } catch (error) {
      failed(response, error);
    }
  });
  server.on('clientError', answerClientError);

  // Upgrades: the pod terminal through the proxy; in dev mode also Vite's hot reload (its own listener,
  // added after this one, takes requests with its websocket protocol on the base path).
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => undefined);
    try {
      const target = parseRequestTarget(request.url);
      if (!target) return refuseUpgrade(socket, 400, 'Bad Request');
      if (!isOwnHost(request.headers.host)) return refuseUpgrade(socket, 421, 'Misdirected Request');
      if (shutdown.closing) return refuseUpgrade(socket, 503, 'Service Unavailable');
      const appPath = target.path.startsWith(`${basePath}/`) ? target.path.slice(basePath.length) : '';
      if (proxy && isProxiedPath(appPath)) {
        shutdown.trackUpgrade(socket);
        proxy.upgrade(request, socket, head, `${appPath}${target.search}`);
        return;
      }
      const protocol = request.headers['sec-websocket-protocol'];
      const forVite = options.mode === 'dev' && (protocol === 'vite-hmr' || protocol === 'vite-ping') && target.path === `${basePath}/`;
      if (forVite) shutdown.trackUpgrade(socket);
      else refuseUpgrade(socket, 404, 'Not Found');
    } catch {
      refuseUpgrade(socket, 400, 'Bad Request');
    }
  });

  let closeSite: (() => Promise<void>) | undefined;
  if (options.mode === 'dev') {
    const dev = await createDevSite({ basePath, server, pageHeaders, frontendConfig: options.frontendConfig });
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
  try {
    await listen(server, options.port, options.host);
  } catch (error) {
    await closeSite?.();
    proxy?.close();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  isOwnHost = hostChecker({ ...(options.appBaseUrl ? { appBaseUrl: options.appBaseUrl } : {}), allowedHosts: options.allowedHosts ?? [] }, { host: options.host, port });
  const hostInUrl = options.host.includes(':') ? `[${options.host}]` : options.host;
  let stopping: Promise<void> | undefined;
  return {
    url: `http://${hostInUrl}:${port}${basePath}`,
    stop: () =>
      (stopping ??= shutdown.run(async () => {
        await closeSite?.();
        proxy?.close();
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
