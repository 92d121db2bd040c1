// Dev mode: Vite in middleware mode (hot reload over the portal's own port), behind the same security
// headers as the production build and an allow-list of what the browser may fetch (dev-access.ts).
import type { Server } from 'node:http';
import { join, resolve } from 'node:path';
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

/** A plugin package served with hot reload from an app repository (`portico dev <plugin folder>`). */
export interface DevPlugin {
  /** Portico's sources: the portico-app package installed in the app repository. */
  readonly root: string;
  /** The app repository, whose node_modules hold the plugin package and the portal's dependencies. */
  readonly appDir: string;
  readonly pluginPackage: string;
  /** The plugin package's own folder (where its sources are edited). */
  readonly pluginFolder: string;
}

export const createDevSite = async (options: {
  readonly basePath: string;
  readonly server: Server;
  readonly pageHeaders: Record<string, string>;
  /** The config the browser may see, embedded in index.html as the production build has it. */
  readonly frontendConfig?: Record<string, unknown>;
  /** Without it, this repository's vite.config.ts (`npm run dev`). */
  readonly devPlugin?: DevPlugin;
}): Promise<DevSite> => {
  const { frontendConfig, devPlugin } = options;
  const [{ createServer: createViteServer }, { porticoBuildConfig }] = await Promise.all([import('vite'), import('../build/vite-app-config')]);
  const root = devPlugin ? resolve(devPlugin.root) : resolve('.');
  // The plugin's files and the app repository's packages are outside Portico's root: Vite and the allow-list take them.
  const folders = devPlugin ? [devPlugin.pluginFolder, join(devPlugin.appDir, 'node_modules')] : [];
  const base = devPlugin
    ? porticoBuildConfig({ root: devPlugin.root, appDir: devPlugin.appDir, pluginPackages: [devPlugin.pluginPackage] })
    : { configFile: resolve('vite.config.ts') };
  const vite = await createViteServer({
    ...base,
    // Vite's prebundled dependencies: in the app repository's node_modules, as a project's own, not inside portico-app.
    ...(devPlugin ? { cacheDir: join(devPlugin.appDir, 'node_modules', '.vite') } : {}),
    base: `${options.basePath}/`,
    appType: 'spa',
    plugins: [
      ...('plugins' in base ? (base.plugins ?? []) : []),
      ...(frontendConfig
        ? [{ name: 'portico-embedded-config', transformIndexHtml: { order: 'post' as const, handler: (html: string) => withEmbeddedConfig(html, frontendConfig) } }]
        : []),
    ],
    // The portal checks Host headers itself (host-check.ts), before Vite sees a request.
    server: {
      ...('server' in base ? base.server : {}),
      middlewareMode: true,
      ws: { server: options.server },
      allowedHosts: true,
      ...(devPlugin ? { fs: { ...('server' in base ? base.server?.fs : {}), allow: [root, ...folders] } } : {}),
    },
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
    const access = path === undefined || path.includes('\0') ? 'refused' : devAccess(path, search, root, folders);
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
