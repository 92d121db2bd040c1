// `npm start` serves the production build; it rebuilds only when the sources changed since the last build.
// The stamp written after a build records a fingerprint of the browser sources (paths, sizes, mtimes) and of the
// plugin packages built in: cheap to compute at every start, and any edit, added or removed file changes it.
import { createHash } from 'node:crypto';
import { readdir, readFile, realpath, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import type { Plugin } from 'vite';
import { packageNameOf, type BackstagePluginConfig } from '../../domain/backstage-plugins/backstage-plugin-config';
import { readPluginPackages } from '../build/plugin-packages';
import { currentIdentity, writeBuildIdentity, type BuildIdentity } from './build-identity';

/** The browser's code: the layers, the plugin API, config/browser (the composition root) and the build's config. */
const SOURCE_FOLDERS = ['domain', 'application', 'adapters', 'ui', 'plugin-api', 'config/browser', 'config/build'];
/** The build's own inputs. */
const SOURCE_FILES = ['index.html', 'vite.config.ts', 'package-lock.json'];
export const STAMP_FILE = '.portico-build-stamp';

const filesUnder = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
      return entry.isFile() ? [path] : [];
    }),
  );
  return nested.flat();
};

/** The folders of the plugin packages, as installed (a linked package's own folder), for their files' fingerprint. */
const pluginFolders = async (root: string, pluginPackages: readonly string[]): Promise<string[]> => {
  const folders = await Promise.all(
    pluginPackages.map(async (name) => {
      for (let dir = root; ; dir = dirname(dir)) {
        const folder = await realpath(join(dir, 'node_modules', name)).catch(() => undefined);
        if (folder) return [folder];
        if (dirname(dir) === dir) return [];
      }
    }),
  );
  return folders.flat();
};

/**
 * A hash of the source tree's and the plugin packages' (Portico's and Backstage's) file paths, sizes and modification
 * times, and of the plugin list and the Backstage plugins' config.
 */
export const sourceFingerprint = async (
  root: string,
  pluginPackages: readonly string[] = [],
  backstagePlugins: readonly BackstagePluginConfig[] = [],
): Promise<string> => {
  // A new-frontend-system plugin is named with its export's subpath ('@backstage/plugin-org/alpha'): its package's folder.
  const packages = [...pluginPackages, ...backstagePlugins.map((plugin) => packageNameOf(plugin.package))];
  const folders = [...SOURCE_FOLDERS.map((folder) => join(root, folder)), ...(await pluginFolders(root, packages))];
  const files = [...(await Promise.all(folders.map(filesUnder))).flat(), ...SOURCE_FILES.map((file) => join(root, file))];
  const lines = await Promise.all(
    files.map(async (file) => {
      const info = await stat(file).catch(() => undefined);
      return info ? `${relative(root, file)}\t${info.size}\t${info.mtimeMs}` : `${relative(root, file)}\tmissing`;
    }),
  );
  const built = [`plugins\t${JSON.stringify(pluginPackages)}`, ...(backstagePlugins.length ? [`backstage\t${JSON.stringify(backstagePlugins)}`] : [])];
  return createHash('sha256').update([...built, ...lines.sort()].join('\n')).digest('hex');
};

/** Whether distDir holds a build of the current sources with these plugin packages. */
export const isBuildCurrent = async (
  root: string,
  distDir: string,
  pluginPackages: readonly string[] = [],
  backstagePlugins: readonly BackstagePluginConfig[] = [],
): Promise<boolean> => {
  const [stamp, index] = await Promise.all([
    readFile(join(distDir, STAMP_FILE), 'utf8').catch(() => undefined),
    stat(join(distDir, 'index.html')).catch(() => undefined),
  ]);
  return Boolean(index?.isFile()) && stamp?.trim() === (await sourceFingerprint(root, pluginPackages, backstagePlugins));
};

export interface BuildOptions {
  /** Portico's sources (this repository, or the installed portico-app package). */
  readonly root: string;
  readonly distDir: string;
  /** The app repository whose node_modules hold the plugin packages. */
  readonly appDir: string;
  readonly pluginPackages: readonly string[];
  /** The Backstage plugins (portico.backstagePlugins), read and checked; none by default. */
  readonly backstagePlugins?: readonly BackstagePluginConfig[];
  readonly log: (line: string) => void;
}

/** Builds the portal with its plugin packages into distDir; a package that cannot be built in throws its reason. */
export const buildPortal = async ({ root, distDir, appDir, pluginPackages, backstagePlugins = [] }: BuildOptions): Promise<void> => {
  // Checked before Vite starts, so that the reason is the whole message rather than one of Vite's.
  const packages = await readPluginPackages(appDir, pluginPackages);
  if (E.isLeft(packages)) throw new Error(packages.left);
  const [{ build }, { porticoBuildConfig }] = await Promise.all([import('vite'), import('../build/vite-app-config')]);
  // Read before the build, as the fingerprint is: what the build was made from.
  const identity = await currentIdentity(appDir, pluginPackages);
  await asProductionBuild(() => build({ ...porticoBuildConfig({ root, outDir: distDir, appDir, pluginPackages, backstagePlugins }), logLevel: 'warn' }));
  await writeBuildIdentity(distDir, identity);
};

/**
 * Runs `work` with NODE_ENV=production, and gives NODE_ENV back as it was. Vite builds for whatever NODE_ENV the shell
 * has, and a CI job's NODE_ENV=test or a developer's NODE_ENV=development would ship React's development builds (their
 * warnings in every console, a slower portal): the portal's build is always a production one, as Backstage's is.
 */
export const asProductionBuild = async <T>(work: () => Promise<T>): Promise<T> => {
  const before = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    return await work();
  } finally {
    if (before === undefined) delete process.env['NODE_ENV'];
    else process.env['NODE_ENV'] = before;
  }
};

/** Builds the portal into distDir when it is missing or older than the sources; says whether it built. */
export const ensureBuild = async (options: BuildOptions): Promise<boolean> => {
  const { root, distDir, pluginPackages, backstagePlugins = [], log } = options;
  if (await isBuildCurrent(root, distDir, pluginPackages, backstagePlugins)) return false;
  // Taken before the build: a source edited while it runs makes the next start build again.
  const fingerprint = await sourceFingerprint(root, pluginPackages, backstagePlugins);
  log('Building the portal (the sources or the plugin packages changed since the last build)…');
  await buildPortal(options);
  await writeFile(join(distDir, STAMP_FILE), `${fingerprint}\n`);
  return true;
};

/**
 * Writes the stamp (and the build's identity) when `vite build` (`npm run build`) has built the portal, as `npm start` and `portico build` do,
 * so that a start after a build serves it instead of building again. The fingerprint is taken as the build starts
 * (a source edited meanwhile makes the next start build again); a failed build writes none.
 */
export const buildStampPlugin = (root: string, pluginPackages: readonly string[], backstagePlugins: readonly BackstagePluginConfig[] = []): Plugin => {
  let outDir = 'dist';
  let fingerprint: string | undefined;
  let identity: BuildIdentity | undefined;
  let failed = false;
  return {
    name: 'portico-build-stamp',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async buildStart() {
      failed = false;
      [fingerprint, identity] = await Promise.all([sourceFingerprint(root, pluginPackages, backstagePlugins), currentIdentity(root, pluginPackages)]);
    },
    buildEnd(error) {
      if (error) failed = true;
    },
    async closeBundle() {
      if (failed || !fingerprint || !identity) return;
      await Promise.all([writeFile(join(outDir, STAMP_FILE), `${fingerprint}\n`), writeBuildIdentity(outDir, identity)]);
    },
  };
};
