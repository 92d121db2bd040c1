// Plugin packages in the build: the app config names them (portico.plugins); each package's package.json
// declares its plugin id (portico.pluginId). The build refuses a name that is not an npm package's (a path, say),
// a package it cannot find in node_modules, one without an id and a duplicate plugin id, config schemas that show
// the browser a value another schema marks secret, and writes the list the browser loads them from (virtual:portico-plugins), each package
// behind its own import so that its code is a chunk of its own, loaded at the start.
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import type { Plugin } from 'vite';
import { buildConfigSchemas, CONFIG_VISIBILITY_FILE, PLUGIN_CONFIG_SCHEMA_FILE } from '../server/app-config/plugin-config';
import { packageNameProblem } from '../server/app-config/config-schema';
import { BUILT_IN_PLUGIN_IDS } from '../../domain/app/built-in-plugins';
import { messages } from '../../domain/app/messages';

export const PLUGIN_PACKAGES_MODULE = 'virtual:portico-plugins';
const RESOLVED_MODULE = `\0${PLUGIN_PACKAGES_MODULE}`;
/** The plugin API's module below Portico's root; plugin packages import it as 'portico-app/plugin-api'. */
export const PLUGIN_API_MODULE = 'plugin-api/index.ts';

export interface PluginPackage {
  readonly packageName: string;
  readonly pluginId: string;
  /** Where its package.json is. */
  readonly manifestPath: string;
}

/** The package.json of `name` as Node would find it from `appDir`: in node_modules of appDir or of a folder above. */
const findPackageJson = async (appDir: string, name: string): Promise<string | undefined> => {
  for (let dir = resolve(appDir); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    const found = await readFile(candidate, 'utf8').then(
      () => true,
      () => false,
    );
    if (found) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
};

const pluginIdOf = (manifest: unknown): unknown => {
  if (typeof manifest !== 'object' || manifest === null) return undefined;
  const portico = (manifest as Record<string, unknown>)['portico'];
  return typeof portico === 'object' && portico !== null ? (portico as Record<string, unknown>)['pluginId'] : undefined;
};

const readPluginPackage = async (appDir: string, packageName: string): Promise<E.Either<string, PluginPackage>> => {
  const badName = packageNameProblem(packageName);
  if (badName !== undefined) return E.left(`'${packageName}' in portico.plugins is not an npm package name (${badName}): name a package installed in node_modules`);
  const path = await findPackageJson(appDir, packageName);
  if (!path) return E.left(`The plugin package '${packageName}' named in portico.plugins is not installed (npm install ${packageName})`);
  let manifest: unknown;
  try {
    manifest = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    return E.left(`The package.json of the plugin package '${packageName}' could not be read: ${error instanceof Error ? error.message : String(error)}`);
  }
  const pluginId = pluginIdOf(manifest);
  if (typeof pluginId !== 'string' || pluginId === '') {
    return E.left(`The plugin package '${packageName}' declares no plugin id: its package.json needs "portico": { "pluginId": "…" }`);
  }
  return E.right({ packageName, pluginId, manifestPath: path });
};

/**
 * Each named package with its plugin id. Left: why the build cannot go on; a plugin id that another package or a
 * built-in plugin already has is 'Duplicate plugin found', naming both.
 */
export const readPluginPackages = async (appDir: string, packageNames: readonly string[]): Promise<E.Either<string, readonly PluginPackage[]>> => {
  const packages: PluginPackage[] = [];
  for (const packageName of packageNames) {
    const read = await readPluginPackage(appDir, packageName);
    if (E.isLeft(read)) return read;
    const { pluginId } = read.right;
    const clash = BUILT_IN_PLUGIN_IDS.includes(pluginId) ? 'a built-in plugin' : packages.find((other) => other.pluginId === pluginId)?.packageName;
    if (clash !== undefined) return E.left(`${messages.duplicatePlugin} '${pluginId}': ${packageName} and ${clash} both declare it`);
    packages.push(read.right);
  }
  return E.right(packages);
};

/**
 * The virtual module listing the plugin packages, each behind a dynamic import resolved from the app repository;
 * and, beside the build's manifest, their config schemas with which the server lets their frontend keys through,
 * and what every config schema installed says is secret or declared, with which it keeps the rest back.
 */
export const pluginPackagesModule = (appDir: string, packageNames: readonly string[]): Plugin => {
  let packages: readonly PluginPackage[] = [];
  return {
    name: 'portico-plugin-packages',
    async buildStart() {
      const read = await readPluginPackages(appDir, packageNames);
      if (E.isLeft(read)) this.error(read.left);
      else packages = read.right;
    },
    resolveId(id) {
      return id === PLUGIN_PACKAGES_MODULE ? RESOLVED_MODULE : null;
    },
    async generateBundle() {
      const built = await buildConfigSchemas(appDir, packages.map((plugin) => plugin.manifestPath));
      if (E.isLeft(built)) return this.error(built.left);
      this.emitFile({ type: 'asset', fileName: CONFIG_VISIBILITY_FILE, source: `${JSON.stringify(built.right.visibility)}\n` });
      if (packages.length > 0) this.emitFile({ type: 'asset', fileName: PLUGIN_CONFIG_SCHEMA_FILE, source: `${JSON.stringify(built.right.pluginSchemas)}\n` });
    },
    async load(id) {
      if (id !== RESOLVED_MODULE) return null;
      const entries: string[] = [];
      for (const plugin of packages) {
        const resolved = await this.resolve(plugin.packageName, join(appDir, 'package.json'));
        if (!resolved) this.error(`The plugin package '${plugin.packageName}' has no entry module the build can import`);
        entries.push(
          `  { packageName: ${JSON.stringify(plugin.packageName)}, pluginId: ${JSON.stringify(plugin.pluginId)}, load: () => import(${JSON.stringify(resolved.id)}) },`,
        );
      }
      return `export const packagePlugins = [\n${entries.join('\n')}\n];\n`;
    },
  };
};
