// New-frontend-system Backstage plugins in the build (portico.backstagePlugins items with neither dynamicRoutes nor
// mountPoints): what each package's export must be, and what its extensions are. The portal needs its pages' paths,
// titles and icons, its entity cards and tabs, before any of the plugin's code loads, and those are only known by
// instantiating the plugin: the build bundles the package with the host's instantiation
// (adapters/backstage-plugins/react18/frontend-plugin-description.ts) for Node, on React 18, runs it once and keeps
// the manifest. Material UI names its icons in development builds only, so this bundle is one.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as E from 'fp-ts/Either';
import { BACKSTAGE_PLUGINS_KEY, packageNameOf, packageSubpathOf, type BackstagePluginConfig } from '../../domain/backstage-plugins/backstage-plugin-config';
import type { FrontendPluginManifest } from '../../domain/backstage-plugins/frontend-plugin-manifest';

/** The value of the `backstage` export condition (and of package.json's backstage.features) that marks a frontend plugin. */
export const FRONTEND_PLUGIN_FEATURE = '@backstage/FrontendPlugin';

interface PackageManifest {
  readonly exports?: unknown;
  readonly backstage?: { readonly features?: Readonly<Record<string, unknown>> };
}

/** Whether the package's export `subpath` ('./alpha', '.') is marked as a frontend plugin, as Backstage's feature discovery reads it. */
export const exportsFrontendPlugin = (manifest: PackageManifest, subpath: string): boolean => {
  if (manifest.backstage?.features?.[subpath] === FRONTEND_PLUGIN_FEATURE) return true;
  const exports = manifest.exports;
  if (typeof exports !== 'object' || exports === null) return false;
  const entry = (exports as Record<string, unknown>)[subpath];
  return typeof entry === 'object' && entry !== null && (entry as Record<string, unknown>)['backstage'] === FRONTEND_PLUGIN_FEATURE;
};

/** The problem with a new-frontend-system item whose package export is not a frontend plugin; undefined when it is one. */
export const frontendPluginExportProblem = async (manifestPath: string, plugin: BackstagePluginConfig, key: string): Promise<string | undefined> => {
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as PackageManifest;
  if (exportsFrontendPlugin(manifest, packageSubpathOf(plugin.package))) return undefined;
  const marked = Object.entries(manifest.backstage?.features ?? {})
    .filter(([, feature]) => feature === FRONTEND_PLUGIN_FEATURE)
    .map(([subpath]) => `'${packageNameOf(plugin.package)}${subpath.slice(1)}'`);
  return (
    `Config key '${key}.package' (Backstage plugin '${plugin.package}'): '${plugin.package}' is not a new-frontend-system plugin ` +
    `(no export of ${packageNameOf(plugin.package)} marked "backstage": "${FRONTEND_PLUGIN_FEATURE}"): ` +
    (marked.length > 0 ? `name ${marked.join(' or ')}, or ` : '') +
    'name its legacy extensions under dynamicRoutes or mountPoints'
  );
};

const ENTRY = '\0portico-frontend-plugins-description';
const STUBBED_ASSETS = /\.(css|scss|svg|png|jpe?g|gif|webp|woff2?|ttf|eot)(\?.*)?$/;

const entryCode = (describerModule: string, plugins: readonly { plugin: BackstagePluginConfig; index: number }[]): string =>
  `import { describeFrontendPlugin } from ${JSON.stringify(describerModule)};\n` +
  plugins.map(({ plugin }, position) => `import * as plugin${position} from ${JSON.stringify(plugin.package)};\n`).join('') +
  'const described = (describe) => { try { return describe(); } catch (error) { return String(error instanceof Error ? error.message : error); } };\n' +
  `export const describe = (configData) => [\n${plugins
    .map(({ plugin }, position) => `  described(() => describeFrontendPlugin(plugin${position}, configData, ${JSON.stringify(plugin.frontendSystem?.extensions ?? [])})),`)
    .join('\n')}\n];\n`;

export interface FrontendPluginsDescription {
  /** The host's module that describes a plugin (frontend-plugin-description.ts), by its path. */
  readonly describerModule: string;
  /** The app repository, whose node_modules hold the packages. */
  readonly appDir: string;
  readonly plugins: readonly BackstagePluginConfig[];
  /** The realm's packages: 'react' → 'react18', … */
  readonly realmPackages: Readonly<Record<string, string>>;
}

/**
 * The manifest of each new-frontend-system plugin of `plugins` (by plugin id). Left: the first plugin that cannot be
 * instantiated, naming the key and the package.
 */
export const describeFrontendPlugins = async ({ describerModule, appDir, plugins, realmPackages }: FrontendPluginsDescription): Promise<E.Either<string, ReadonlyMap<string, FrontendPluginManifest>>> => {
  const frontend = plugins.flatMap((plugin, index) => (plugin.frontendSystem ? [{ plugin, index }] : []));
  if (frontend.length === 0) return E.right(new Map());
  const folder = await mkdtemp(join(tmpdir(), 'portico-frontend-plugins-'));
  try {
    // Loaded here: the bundler is an ES module, and only a build with such a plugin needs it.
    const { rolldown } = await import('rolldown');
    const bundle = await rolldown({
      input: ENTRY,
      platform: 'node',
      cwd: appDir,
      logLevel: 'silent',
      resolve: { alias: { ...realmPackages } },
      transform: { define: { 'process.env.NODE_ENV': JSON.stringify('development') } },
      plugins: [
        {
          name: 'portico-frontend-plugins-description',
          async resolveId(source, importer) {
            if (source === ENTRY) return ENTRY;
            // The packages as the app repository has them installed.
            if (importer === ENTRY && !source.startsWith('/')) return this.resolve(source, join(appDir, 'package.json'), { skipSelf: true });
            return null;
          },
          load(id) {
            if (id === ENTRY) return entryCode(describerModule, frontend);
            return STUBBED_ASSETS.test(id) ? 'export default "";' : null;
          },
        },
      ],
    });
    await bundle.write({ dir: folder, format: 'esm', entryFileNames: 'describe.mjs' });
    await bundle.close();
    const { describe } = (await import(pathToFileURL(join(folder, 'describe.mjs')).href)) as { describe: (configData: Record<string, unknown>) => (FrontendPluginManifest | string)[] };
    const described = describe({});
    const manifests = new Map<string, FrontendPluginManifest>();
    for (const [position, { plugin, index }] of frontend.entries()) {
      const manifest = described[position];
      if (typeof manifest === 'string' || manifest === undefined) {
        return E.left(`Config key '${BACKSTAGE_PLUGINS_KEY}[${index}].package' (Backstage plugin '${plugin.package}'): the plugin cannot be instantiated: ${manifest ?? 'no result'}`);
      }
      manifests.set(plugin.id, manifest);
    }
    return E.right(manifests);
  } catch (error) {
    return E.left(`The new-frontend-system plugins of '${BACKSTAGE_PLUGINS_KEY}' (${frontend.map(({ plugin }) => plugin.package).join(', ')}) cannot be instantiated: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
};
