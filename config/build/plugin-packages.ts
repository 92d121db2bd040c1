// Plugin packages in the build: the app config names them (portico.plugins); each package's package.json
// declares its plugin id (portico.pluginId). The build refuses a name that is not an npm package's (a path, say),
// a package it cannot find in node_modules (suggesting the installed package whose name is closest), one without
// an id and a duplicate plugin id, config schemas that show the browser a value another schema marks secret, config
// values a plugin's schema refuses, and a plugin's import of Portico's files other than the plugin API; and writes
// the list the browser loads them from (virtual:portico-plugins), each package behind its own import so that its
// code is a chunk of its own, loaded at the start.
import { readFile, realpath } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import type { Plugin } from 'vite';
import { buildConfigSchemas, checkPluginConfig, CONFIG_VISIBILITY_FILE, PLUGIN_CONFIG_SCHEMA_FILE, pluginConfigSchemas } from '../server/app-config/plugin-config';
import { packageNameProblem } from '../server/app-config/config-schema';
import { BUILT_IN_PLUGIN_IDS } from '../../domain/app/built-in-plugins';
import { messages } from '../../domain/app/messages';
import type { ConfigLayer } from '../../domain/app/config-values';
// The catalog's "did you mean" for kinds: the same letters in another case, else the nearest within two edits.
import { suggestKind as closestName } from '../../domain/catalog/known-kinds';
import { installedManifestPath, installedPackageNames } from '../server/installed-package';

export const PLUGIN_PACKAGES_MODULE = 'virtual:portico-plugins';
const RESOLVED_MODULE = `\0${PLUGIN_PACKAGES_MODULE}`;
/** The plugin API's module below Portico's root; plugin packages import it as 'portico-app/plugin-api'. */
export const PLUGIN_API_MODULE = 'plugin-api/index.ts';
/** The plugin API's test host below Portico's root ('portico-app/plugin-api/testing'). */
export const PLUGIN_API_TESTING_MODULE = 'plugin-api/testing.tsx';

export interface PluginPackage {
  readonly packageName: string;
  readonly pluginId: string;
  /** Where its package.json is. */
  readonly manifestPath: string;
}


const pluginIdOf = (manifest: unknown): unknown => {
  if (typeof manifest !== 'object' || manifest === null) return undefined;
  const portico = (manifest as Record<string, unknown>)['portico'];
  return typeof portico === 'object' && portico !== null ? (portico as Record<string, unknown>)['pluginId'] : undefined;
};

/** Whether the installed package `name` is a plugin package (its package.json declares portico.pluginId). */
const isPluginPackage = async (appDir: string, name: string): Promise<boolean> => {
  const path = await installedManifestPath(appDir, name);
  if (!path) return false;
  try {
    return typeof pluginIdOf(JSON.parse(await readFile(path, 'utf8'))) === 'string';
  } catch {
    return false;
  }
};

/** The installed package a misspelt name most likely means: of the ones close to it, a plugin package first. */
export const closestInstalledPackage = async (appDir: string, name: string): Promise<string | undefined> => {
  const close = (await installedPackageNames(appDir)).filter((installed) => closestName(name, [installed]) !== undefined);
  const plugins = (await Promise.all(close.map(async (installed) => ((await isPluginPackage(appDir, installed)) ? [installed] : [])))).flat();
  return closestName(name, plugins.length > 0 ? plugins : close);
};

const notInstalled = async (appDir: string, packageName: string): Promise<string> => {
  const closest = await closestInstalledPackage(appDir, packageName);
  return closest === undefined
    ? `The plugin package '${packageName}' named in portico.plugins is not installed in ${resolve(appDir)} (npm install ${packageName})`
    : `The plugin package '${packageName}' named in portico.plugins is not installed in ${resolve(appDir)}: did you mean ${closest}?`;
};

const readPluginPackage = async (appDir: string, packageName: string): Promise<E.Either<string, PluginPackage>> => {
  const badName = packageNameProblem(packageName);
  if (badName !== undefined) return E.left(`'${packageName}' in portico.plugins is not an npm package name (${badName}): name a package installed in node_modules`);
  const path = await installedManifestPath(appDir, packageName);
  if (!path) return E.left(await notInstalled(appDir, packageName));
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
 * The plugin packages, as readPluginPackages reads them, once the config files' values (`layers`, as loadAppConfig
 * gives them) pass the packages' config schemas. Left: the first reason the build cannot go on, naming the key and
 * the file for a value a schema refuses.
 */
export const checkPluginPackagesConfig = async (
  appDir: string,
  packageNames: readonly string[],
  layers: readonly ConfigLayer[],
): Promise<E.Either<string, readonly PluginPackage[]>> => {
  const read = await readPluginPackages(appDir, packageNames);
  if (E.isLeft(read) || read.right.length === 0) return read;
  const checked = await checkPluginConfig(layers, await pluginConfigSchemas(read.right.map((plugin) => plugin.manifestPath)));
  return E.isLeft(checked) ? checked : read;
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

const isInside = (file: string, folder: string): boolean => {
  const path = relative(folder, file);
  return path !== '' && !path.startsWith('..') && !isAbsolute(path);
};

/** A module id without Vite's query ('?v=…', '?inline'). */
const fileOf = (id: string): string => id.split('?', 1)[0] ?? id;

export interface ImportBoundary {
  /** Portico's root: the repository, or the installed portico-app package (as a real path). */
  readonly root: string;
  /** Each plugin package's folder (as a real path), with its name. */
  readonly plugins: readonly { readonly packageName: string; readonly folder: string }[];
}

/**
 * Why an import from `importer` that resolved to `resolved` crosses the plugin API's boundary, or undefined when it
 * does not: a plugin package's file may import its own files, other packages (React, Blueprint, … in node_modules)
 * and Portico's plugin API, nothing else of Portico's.
 */
export const boundaryCrossing = (boundary: ImportBoundary, importer: string, source: string, resolved: string): string | undefined => {
  const from = fileOf(importer);
  const plugin = boundary.plugins.find(({ folder }) => isInside(from, folder));
  if (!plugin) return undefined;
  const target = fileOf(resolved);
  const { root } = boundary;
  if (!isInside(target, root) || isInside(target, join(root, 'node_modules'))) return undefined;
  if (boundary.plugins.some(({ folder }) => isInside(target, folder))) return undefined;
  if ([PLUGIN_API_MODULE, PLUGIN_API_TESTING_MODULE].some((entry) => resolve(root, entry) === target)) return undefined;
  return (
    `The plugin package '${plugin.packageName}' imports Portico's internals: ${from} imports '${source}' (${relative(root, target)} of Portico). ` +
    "A plugin may import only 'portico-app/plugin-api' (and 'portico-app/plugin-api/testing' in its tests)"
  );
};

/**
 * Stops the build at a plugin package's import of Portico's files other than the plugin API, by a relative or an
 * absolute path (the package's exports already refuse any other 'portico-app/…'), naming the importing file and what
 * it imported. It looks at each import as it is resolved, before Vite's own resolution takes it.
 */
export const pluginImportBoundary = (root: string, appDir: string, packageNames: readonly string[]): Plugin => {
  let boundary: ImportBoundary = { root: resolve(root), plugins: [] };
  return {
    name: 'portico-plugin-import-boundary',
    enforce: 'pre',
    async buildStart() {
      const read = await readPluginPackages(appDir, packageNames);
      // A package that cannot be read stops the build in portico-plugin-packages, with its reason.
      const packages = E.isRight(read) ? read.right : [];
      const realRoot = await realpath(root).catch(() => resolve(root));
      const plugins = await Promise.all(
        packages.map(async ({ packageName, manifestPath }) => ({ packageName, folder: await realpath(dirname(manifestPath)).catch(() => dirname(manifestPath)) })),
      );
      boundary = { root: realRoot, plugins };
    },
    async resolveId(source, importer, options) {
      if (!importer || boundary.plugins.length === 0 || source.startsWith('\0')) return null;
      const from = fileOf(importer);
      if (!boundary.plugins.some(({ folder }) => isInside(from, folder))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const crossing = boundaryCrossing(boundary, importer, source, resolved.id);
      if (crossing !== undefined) this.error(crossing);
      return resolved;
    },
  };
};
