// `portico start` in an app repository runs the embedded Backstage backend from the portico-embedded-backend package,
// an optional development dependency of the app (config/package/build-backend-package.ts builds it from this
// repository). The portal-alone server's bundle leaves the embedded backend out, so that a production install stays
// light; when the config asks for the embedded backend, the package is loaded by name from the app's node_modules.
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as E from 'fp-ts/Either';
import type { EmbeddedBackendModules } from './stack';
import { installedManifestPath } from './installed-package';

export const EMBEDDED_BACKEND_PACKAGE = 'portico-embedded-backend';

/** What the package must export: the functions the stack runs the embedded backend with. */
const MODULE_FUNCTIONS = ['startEmbeddedBackend', 'startFixtureCluster', 'fixtureClusterBackendConfig', 'waitForFirstSearchIndex'] as const;

const OR_A_BACKEND_ELSEWHERE =
  "Or set 'portico.embeddedBackend: false' and point 'backend.baseUrl' at your Backstage backend " +
  '(a loopback backend.baseUrl asks for the embedded backend unless it is switched off).';

const installCommand = (version: string | undefined): string => `npm install --save-dev ${EMBEDDED_BACKEND_PACKAGE}${version ? `@${version}` : ''}`;

/** The refusal when the config asks for the embedded backend and the package is not installed. */
export const embeddedBackendMissing = (appVersion: string | undefined): string =>
  'This Portico server runs the portal alone: it has no embedded Backstage backend. ' +
  `To evaluate Portico or develop a plugin with one (example data, your catalog.locations, a guest sign-in, on this machine only), ` +
  `install it beside portico-app: ${installCommand(appVersion)}. ${OR_A_BACKEND_ELSEWHERE}`;

/** The refusal when the installed package was built with another portico-app. */
export const embeddedBackendMismatch = (packageVersion: string, appVersion: string): string =>
  `${EMBEDDED_BACKEND_PACKAGE} ${packageVersion} is installed, but this is portico-app ${appVersion}: they are released together, ` +
  `so install the same version: ${installCommand(appVersion)}. ${OR_A_BACKEND_ELSEWHERE}`;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const readJson = async (file: string): Promise<Record<string, unknown> | undefined> => {
  try {
    const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The package's folder and manifest, found as Node finds an ES module's package by name from the app's folder: in
 * `node_modules` there or in a folder above.
 */
const findPackage = async (appDir: string): Promise<{ folder: string; manifest: Record<string, unknown> } | undefined> => {
  const path = await installedManifestPath(appDir, EMBEDDED_BACKEND_PACKAGE);
  const manifest = path === undefined ? undefined : await readJson(path);
  return path !== undefined && manifest ? { folder: dirname(path), manifest } : undefined;
};

/** The package's main module: `exports['.']` (a path), else `main`, else index.js. */
const entryOf = (manifest: Record<string, unknown>): string => {
  const exported = manifest['exports'];
  const main = typeof exported === 'object' && exported !== null ? (exported as Record<string, unknown>)['.'] : exported;
  if (typeof main === 'string') return main;
  return typeof manifest['main'] === 'string' ? manifest['main'] : 'index.js';
};

/** The package installed for the app in `appDir`, at `appVersion` (when known); otherwise the reason, saying what to do. */
export const installedEmbeddedBackend = async (
  appDir: string,
  appVersion: string | undefined,
): Promise<E.Either<string, { folder: string; manifest: Record<string, unknown> }>> => {
  const found = await findPackage(appDir);
  if (!found) return E.left(embeddedBackendMissing(appVersion));
  const version = found.manifest['version'];
  if (typeof version !== 'string') return E.left(`${EMBEDDED_BACKEND_PACKAGE} at ${found.folder} has no version in its package.json. ${installCommand(appVersion)}`);
  if (appVersion !== undefined && version !== appVersion) return E.left(embeddedBackendMismatch(version, appVersion));
  return E.right(found);
};

/**
 * The portico-embedded-backend package installed for the app in `appDir` (found as the app's own code would find
 * it), when it is there, is the version of `appVersion` (when known) and exports what the stack needs; otherwise the
 * reason, saying what to do.
 */
export const loadEmbeddedBackendPackage = async (appDir: string, appVersion: string | undefined): Promise<E.Either<string, EmbeddedBackendModules>> => {
  const installed = await installedEmbeddedBackend(appDir, appVersion);
  if (E.isLeft(installed)) return installed;
  const { folder, manifest } = installed.right;
  const entry = join(folder, entryOf(manifest));
  let loaded: Record<string, unknown>;
  try {
    loaded = (await import(pathToFileURL(entry).href)) as Record<string, unknown>;
  } catch (error) {
    return E.left(`${EMBEDDED_BACKEND_PACKAGE} at ${folder} could not be loaded: ${messageOf(error)}`);
  }
  const missing = MODULE_FUNCTIONS.filter((name) => typeof loaded[name] !== 'function');
  if (missing.length) return E.left(`${EMBEDDED_BACKEND_PACKAGE} at ${folder} does not export ${missing.join(', ')}. ${installCommand(appVersion)}`);
  return E.right(loaded as unknown as EmbeddedBackendModules);
};
