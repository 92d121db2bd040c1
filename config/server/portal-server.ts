import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve } from 'node:path';
import type { Duplex } from 'node:stream';
import { createBackendProxy, isProxiedPath } from './backend-proxy';
import { contentSecurityPolicy } from './content-security-policy';

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
}

export interface PortalServer {
  readonly url: string;
  stop(): Promise<void>;
}

export const CONFIG_PATH = '/.portico/app-config.json';

const MIME: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.ico': 'image/x-icon',
};

const securityHeaders = (csp: string): Record<string, string> => ({
  'Content-Security-Policy': csp,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'SAMEORIGIN',
});

/** Serves the portal: its runtime config, its assets and index.html for every app route. */
export const startPortalServer = async (options: PortalServerOptions): Promise<PortalServer> => {
  const { basePath } = options;
  const configBody = JSON.stringify({ appConfig: options.frontendConfig });
  const csp = contentSecurityPolicy(options.connectOrigins);
  let handleRequest: Handler | undefined;
  const proxy = options.backendProxyTarget ? createBackendProxy(options.backendProxyTarget) : undefined;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://portal');
    const path = url.pathname;
    if (basePath && path !== basePath && !path.startsWith(`${basePath}/`)) {
      response.writeHead(302, { Location: `${basePath}/` }).end();
      return;
    }
    const appPath = path.slice(basePath.length) || '/';
    if (proxy && isProxiedPath(appPath)) {
      proxy.handle(request, response, `${appPath}${url.search}`);
      return;
    }
    if (path === `${basePath}${CONFIG_PATH}`) {
      response.writeHead(200, { 'Content-Type': MIME['.json']!, 'Cache-Control': 'no-store' }).end(configBody);
      return;
    }
    if (!handleRequest) {
      response.writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '1' }).end('Portico is starting');
      return;
    }
    handleRequest(request, response, appPath).catch((error: unknown) => {
      response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`Portal server error: ${String(error)}`);
    });
  });
  // Upgraded connections (the pod terminal) are not the server's to close: stop() ends them.
  const upgraded = new Set<Duplex>();
  if (proxy) {
    // Vite's hot reload (dev mode) listens for its own upgrades on this server too and ignores others.
    server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
      const url = new URL(request.url ?? '/', 'http://portal');
      const appPath = url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : '';
      if (!isProxiedPath(appPath)) return;
      upgraded.add(socket);
      socket.once('close', () => upgraded.delete(socket));
      proxy.upgrade(request, socket, head, `${appPath}${url.search}`);
    });
  }
  handleRequest = options.mode === 'dev' ? await devHandler(options, server) : await staticHandler(options, csp);
  await listen(server, options.port, options.host);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return {
    url: `http://${options.host}:${port}${basePath}`,
    stop: () => {
      for (const socket of upgraded) socket.destroy();
      proxy?.close();
      return close(server, handleRequest);
    },
  };
};

type Handler = ((request: IncomingMessage, response: ServerResponse, path: string) => Promise<void>) & {
  close?: () => Promise<void>;
};

const staticHandler = async (options: PortalServerOptions, csp: string): Promise<Handler> => {
  const distDir = resolve(options.distDir ?? 'dist');
  const rawIndex = await readFile(join(distDir, 'index.html'), 'utf8').catch(() => {
    throw new Error(`No build found in ${distDir}: run "npm run build" first.`);
  });
  // One build serves any base path: asset URLs are rewritten under it.
  const index = rawIndex
    .replaceAll('"/assets/', `"${options.basePath}/assets/`)
    .replace(
      '<head>',
      `<head>\n    <meta name="portico-base-path" content="${escapeAttribute(options.basePath)}" />` +
        (options.protectedMode ? '\n    <meta name="backstage-app-mode" content="protected" />' : ''),
    );

  return async (_request, response, path) => {
    if (path.startsWith('/assets/')) {
      const file = normalize(join(distDir, path));
      if (!file.startsWith(join(distDir, 'assets'))) {
        response.writeHead(403).end();
        return;
      }
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) {
        response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
        return;
      }
      response.writeHead(200, {
        'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      });
      response.end(await readFile(file));
      return;
    }
    response.writeHead(200, { 'Content-Type': MIME['.html']!, 'Cache-Control': 'no-cache', ...securityHeaders(csp) });
    response.end(index);
  };
};

const devHandler = async (options: PortalServerOptions, server: Server): Promise<Handler> => {
  const { createServer: createViteServer } = await import('vite');
  const vite = await createViteServer({
    configFile: resolve('vite.config.ts'),
    base: `${options.basePath}/`,
    appType: 'spa',
    // Hot reload shares the portal's own port.
    server: { middlewareMode: true, ws: { server } },
  });
  const handler: Handler = (request, response) =>
    new Promise<void>((done) => {
      vite.middlewares(request, response, () => {
        response.writeHead(404).end();
        done();
      });
      response.on('finish', () => done());
    });
  handler.close = () => vite.close();
  return handler;
};

const listen = (server: Server, port: number, host: string) =>
  new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolveListen();
    });
  });

const close = async (server: Server, handler: Handler | undefined) => {
  await handler?.close?.();
  server.closeAllConnections();
  await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
};

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
