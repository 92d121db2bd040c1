// Dev mode: Vite in middleware mode (hot reload over the portal's own port), behind the same security
// headers as the production build and an allow-list of what the browser may fetch (dev-access.ts).
import type { Server } from 'node:http';
import { resolve } from 'node:path';
import type { SiteHandler } from './static-site';
import { devAccess } from './dev-access';
import { withEmbeddedConfig } from './embedded-config';

export interface DevSite {
  readonly handle: SiteHandler;
  close(): Promise<void>;
}

const decodedPath = (path: string): string | undefined => {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
};

export const createDevSite = async (options: {
  readonly basePath: string;
  readonly server: Server;
  readonly pageHeaders: Record<string, string>;
  /** The config the browser may see, embedded in index.html as the production build has it. */
  readonly frontendConfig?: Record<string, unknown>;
}): Promise<DevSite> => {
  const { frontendConfig } = options;
  const { createServer: createViteServer } = await import('vite');
  const root = resolve('.');
  const vite = await createViteServer({
    configFile: resolve('vite.config.ts'),
    base: `${options.basePath}/`,
    appType: 'spa',
    plugins: frontendConfig
      ? [{ name: 'portico-embedded-config', transformIndexHtml: { order: 'post', handler: (html: string) => withEmbeddedConfig(html, frontendConfig) } }]
      : [],
    // The portal checks Host headers itself (host-check.ts), before Vite sees a request.
    server: { middlewareMode: true, ws: { server: options.server }, allowedHosts: true },
  });

  const passToVite: SiteHandler = (request, response) =>
    new Promise<void>((done) => {
      response.once('close', () => done());
      try {
        vite.middlewares(request, response, (error?: unknown) => {
          if (response.headersSent) response.destroy();
          else if (error) response.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
          else response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
          done();
        });
      } catch {
        if (!response.headersSent) response.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
        else response.destroy();
        done();
      }
    });

  const refuse: SiteHandler = async (_request, response) => {
    response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
  };

  const handle: SiteHandler = async (request, response, appPath) => {
    const path = decodedPath(appPath);
    const search = (request.url ?? '').includes('?') ? (request.url ?? '').slice((request.url ?? '').indexOf('?')) : '';
    const access = path === undefined || path.includes('\0') ? 'refused' : devAccess(path, search, root);
    for (const [name, value] of Object.entries(options.pageHeaders)) response.setHeader(name, value);
    if (access === 'refused') return refuse(request, response, appPath);
    if (access === 'graph-module') {
      const known = await vite.environments.client.moduleGraph.getModuleByUrl(`${options.basePath}${appPath}${search}`).catch(() => undefined);
      if (!known) return refuse(request, response, appPath);
    }
    if (access === 'page') request.url = `${options.basePath}/`;
    return passToVite(request, response, appPath);
  };

  return { handle, close: () => vite.close() };
};
