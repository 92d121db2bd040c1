// The portal's build, as a function of where Portico's sources are (`root`: this repository, or the installed
// portico-app package in a company's app repository), where the build goes and which plugin packages it bundles.
// vite.config.ts, `npm start` and `portico build` all build with it.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { InlineConfig, Plugin } from 'vite';
import type { CodeSplittingGroup } from 'rolldown';
import { BOOT_MODULE, CATALOG_INDEX_MODULE, firstPageChunkName, PAGE_START_MODULE } from '../server/route-preloads';
import { pluginImportBoundary, pluginPackagesModule, PLUGIN_API_MODULE } from './plugin-packages';
import { backstagePluginsBuild, backstageRuntimeGroup } from './backstage-plugins';
import type { BackstagePluginConfig } from '../../domain/backstage-plugins/backstage-plugin-config';

const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|wasm|ttf|eot|ico)$/;

/**
 * Writes .br and .gz files beside every compressible asset of the build, at the best compression level:
 * the portal server sends them as they are (config/server/static-site.ts), so they are compressed once
 * here instead of on every request.
 */
const precompressAssets = (): Plugin => {
  let outDir = 'dist';
  return {
    name: 'portico-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const assetsDir = join(outDir, 'assets');
      const names = await readdir(assetsDir).catch(() => [] as string[]);
      const brotli = promisify(brotliCompress);
      const gzipAsync = promisify(gzip);
      await Promise.all(
        names
          .filter((name) => COMPRESSIBLE.test(name))
          .map(async (name) => {
            const file = join(assetsDir, name);
            const body = await readFile(file);
            const [br, gz] = await Promise.all([
              brotli(body, {
                params: {
                  [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                  [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
                  [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gzipAsync(body, { level: zlib.Z_BEST_COMPRESSION }),
            ]);
            if (br.length < body.length) await writeFile(`${file}.br`, br);
            if (gz.length < body.length) await writeFile(`${file}.gz`, gz);
          }),
      );
    },
  };
};

/** The modules `root` imports statically, at any depth, itself included. */
const staticClosure = (root: string, importsOf: (id: string) => readonly string[]): Set<string> => {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...importsOf(id));
  }
  return seen;
};

const ENTRY_MODULE = 'config/browser/main.tsx';
/**
 * The frameworks the app's start runs on, whole: React, its scheduler, the router, react-query, the DI container.
 * (A library of components, such as Blueprint, stays with the start's chunk, which takes only the parts it uses.)
 */
const START_FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](query-core|react-query)|inversify|@inversifyjs[\\/][^\\/]+|reflect-metadata)[\\/]/;
const START_LIBRARIES_CHUNK = 'start-libraries';
/** The catalog index's early call, which the entry loads on demand: out of the entry, and not inside the start's chunk. */
const EARLY_CATALOG_MODULE = 'config/browser/early-catalog-calls.ts';

/**
 * Every page loads the entry, then the page's start (page-start.ts) and the app's code (boot.tsx) with what they
 * import. Left to itself the bundler cuts that code into some fifty chunks (every module a lazy page shares with it
 * becomes a chunk of its own), which the browser fetches six at a time over HTTP/1.1. These groups make it a few,
 * by priority: the tiny entry's own imports (it runs before anything else arrives), the page's start with what it
 * adds, the catalog's early calls with what they add (the app imports those from there), the libraries the app's
 * start needs, then the app's code with what it adds, each in a chunk named after it (config/server/route-preloads.ts
 * finds the start's and the app's by those names). A group takes a module with every module it needs, minus what an
 * earlier group took, so modules still run in import order; lazy pages import what they share with these chunks,
 * which are in by the time a page loads.
 *
 * Last, what the catalog index (the page the portal is most often opened on) imports beyond the app's code: left to
 * itself, the bundler cuts it into a dozen small chunks it shares with other lazy pages (a few hundred bytes each),
 * and each costs the opened catalog a request on one of the six connections. They go into one chunk; the page's own
 * module stays out of it, so that another page importing that chunk does not evaluate the catalog index.
 */
const firstPageChunks = (root: string) => {
  const entryModule = resolve(root, ENTRY_MODULE);
  const earlyCatalogModule = resolve(root, EARLY_CATALOG_MODULE);
  const catalogIndexModule = resolve(root, CATALOG_INDEX_MODULE);
  let entryImports = new Set<string>();
  let startLibraries = new Set<string>();
  let catalogIndexImports = new Set<string>();
  const plugin: Plugin = {
    name: 'portico-first-page-chunks',
    apply: 'build',
    buildEnd() {
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      entryImports = staticClosure(entryModule, importsOf);
      entryImports.delete(entryModule);
      const pageStart = staticClosure(resolve(root, PAGE_START_MODULE), importsOf);
      const boot = staticClosure(resolve(root, BOOT_MODULE), importsOf);
      startLibraries = new Set([...boot].filter((id) => START_FRAMEWORK.test(id) && !entryImports.has(id) && !pageStart.has(id)));
      const started = new Set([entryModule, ...entryImports, ...pageStart, ...staticClosure(earlyCatalogModule, importsOf), ...boot]);
      catalogIndexImports = new Set([...staticClosure(catalogIndexModule, importsOf)].filter((id) => id !== catalogIndexModule && !started.has(id)));
    },
  };
  const moduleGroup = (module: string, priority: number): CodeSplittingGroup => {
    const id = resolve(root, module);
    return { name: firstPageChunkName(module), test: (candidate) => candidate === id, priority };
  };
  const groups: CodeSplittingGroup[] = [
    { name: 'entry-imports', test: (id) => entryImports.has(id), priority: 6 },
    moduleGroup(PAGE_START_MODULE, 5),
    { name: 'early-catalog-calls', test: (id) => id === earlyCatalogModule, priority: 4 },
    // The libraries the app's start needs, in a chunk of their own: the page's start evaluates it in a task before the app's code.
    { name: START_LIBRARIES_CHUNK, test: (id) => startLibraries.has(id), priority: 3 },
    moduleGroup(BOOT_MODULE, 2),
    { name: 'catalog-index-imports', test: (id) => catalogIndexImports.has(id), priority: 1 },
  ];
  return { plugin, groups };
};

/** Blueprint's icon-name tables, which its icons module builds as it loads: the build takes ones built on first read. */
const BLUEPRINT_ICON_NAMES = /[\\/]node_modules[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]iconNames\.js$/;
const LAZY_ICON_NAMES = 'config/browser/blueprint-icon-names.ts';

const lazyIconNames = (root: string): Plugin => ({
  name: 'portico-lazy-icon-names',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!importer || !/(^|\/)iconNames(\.js)?$/.test(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && BLUEPRINT_ICON_NAMES.test(resolved.id) ? resolve(root, LAZY_ICON_NAMES) : null;
  },
});

/** One copy of each of these in the bundle, whoever imports them: a plugin package shares the app's React, router and query cache. */
const SHARED_PACKAGES = ['react', 'react-dom', 'react-router', 'react-router-dom', '@tanstack/react-query', '@blueprintjs/core', '@blueprintjs/icons', 'fp-ts'];

export interface PorticoBuildOptions {
  /** Portico's sources: this repository, or the portico-app package installed in an app repository. */
  readonly root: string;
  /** Where the build goes; `dist` below the root by default. */
  readonly outDir?: string;
  /** The app repository whose node_modules hold the plugin packages; the root by default. */
  readonly appDir?: string;
  /** The plugin packages to bundle (portico.plugins), in order. */
  readonly pluginPackages: readonly string[];
  /** The Backstage plugins to bundle (portico.backstagePlugins), read and checked; none by default. */
  readonly backstagePlugins?: readonly BackstagePluginConfig[];
}

// The SPA entry is index.html -> config/browser/main.tsx (the browser composition root).
// Assets are emitted under /assets/; the portal server rewrites them under app.baseUrl's path at runtime,
// so one build serves any base path.
export const porticoBuildConfig = (options: PorticoBuildOptions): InlineConfig => {
  const root = resolve(options.root);
  const appDir = options.appDir ?? root;
  const firstPage = firstPageChunks(root);
  return {
    root,
    base: '/',
    publicDir: false,
    configFile: false,
    plugins: [
      precompressAssets(),
      lazyIconNames(root),
      firstPage.plugin,
      pluginPackagesModule(appDir, options.pluginPackages),
      // A plugin imports Portico's plugin API, none of its other files.
      pluginImportBoundary(root, appDir, options.pluginPackages),
      // Backstage plugins: their list, and React 18 for them and what they import (config/build/backstage-plugins.ts).
      backstagePluginsBuild(root, appDir, options.backstagePlugins ?? []),
    ],
    resolve: {
      // Plugin packages import the plugin API by its package name; in this repository it is the sources here.
      alias: [{ find: /^portico-app\/plugin-api$/, replacement: resolve(root, PLUGIN_API_MODULE) }],
      dedupe: SHARED_PACKAGES,
    },
    build: {
      outDir: options.outDir ?? resolve(root, 'dist'),
      emptyOutDir: true,
      // dist/.vite/manifest.json: the portal server preloads the chunks of the page it is opened on (config/server/route-preloads.ts).
      manifest: true,
      sourcemap: false,
      chunkSizeWarningLimit: 800,
      reportCompressedSize: false,
      rolldownOptions: {
        output: { codeSplitting: { groups: [...firstPage.groups, backstageRuntimeGroup(root)] } },
        // react-query marks modules "use client" for server components; meaningless in an SPA.
        onLog(level, log, handler) {
          if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
          handler(level, log);
        },
      },
    },
    server: {
      host: '127.0.0.1',
      strictPort: true,
      // The dev server serves the app's files only; the portal server in front of it also keeps an allow-list.
      fs: {
        strict: true,
        deny: [
          '.env',
          '.env.*',
          '*.{crt,pem,key}',
          '**/.git/**',
          '**/app-config*.yaml',
          '**/package.json',
          '**/package-lock.json',
          '**/tests/**',
          '**/contracts/**',
          '**/config/dev-backend/**',
          '**/config/server/**',
          '**/config/package/**',
          '**/node_modules/.bin/**',
        ],
      },
    },
  };
};
