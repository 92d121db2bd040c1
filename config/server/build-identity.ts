// What a build of the portal was made from: the Portico version and the plugin packages (with their versions) built
// in. Written beside the build's manifest (never served); `portico start` compares it with what is installed and
// configured, and refuses a build made by another Portico or with another plugin set instead of serving it silently.
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as E from 'fp-ts/Either';
import { readPluginPackages } from '../build/plugin-packages';

export const BUILD_IDENTITY_FILE = join('.vite', 'portico-build.json');

export interface BuildIdentity {
  readonly portico: string;
  /** The plugin packages built in, in portico.plugins order, with the version installed at the time. */
  readonly plugins: readonly { readonly name: string; readonly version?: string }[];
}

const readJson = async (path: string): Promise<unknown> => JSON.parse(await readFile(path, 'utf8')) as unknown;

const stringField = (value: unknown, key: string): string | undefined => {
  const field = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
  return typeof field === 'string' ? field : undefined;
};

/** The package.json names Portico's server runs from: the portico-app package, or the server bundle's deployment. */
const PORTICO_PACKAGES: ReadonlySet<string> = new Set(['portico-app', 'portico-app-server']);

/**
 * The version of the Portico this module belongs to: that of the nearest package.json above it named portico-app (the
 * repository, the installed package) or portico-app-server (the server bundle's deployment, at the same version).
 * Undefined outside both.
 */
export const porticoVersion = async (moduleUrl: string = import.meta.url): Promise<string | undefined> => {
  for (let dir = dirname(fileURLToPath(moduleUrl)); ; dir = dirname(dir)) {
    const manifest = await readJson(join(dir, 'package.json')).catch(() => undefined);
    const name = stringField(manifest, 'name');
    if (name !== undefined && PORTICO_PACKAGES.has(name)) return stringField(manifest, 'version');
    if (dirname(dir) === dir) return undefined;
  }
};

/** The plugin packages as installed for `appDir`; without versions where they are not installed (a built image). */
const installedPlugins = async (appDir: string, pluginPackages: readonly string[]): Promise<BuildIdentity['plugins']> => {
  const packages = await readPluginPackages(appDir, pluginPackages);
  if (E.isLeft(packages)) return pluginPackages.map((name) => ({ name }));
  return Promise.all(
    packages.right.map(async ({ packageName, manifestPath }) => {
      const version = stringField(await readJson(manifestPath).catch(() => undefined), 'version');
      return version === undefined ? { name: packageName } : { name: packageName, version };
    }),
  );
};

export const currentIdentity = async (appDir: string, pluginPackages: readonly string[]): Promise<BuildIdentity> => ({
  portico: (await porticoVersion()) ?? 'of an unknown version',
  plugins: await installedPlugins(appDir, pluginPackages),
});

export const writeBuildIdentity = async (distDir: string, identity: BuildIdentity): Promise<void> => {
  const path = join(distDir, BUILD_IDENTITY_FILE);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(identity, null, 2)}\n`);
};

const readIdentity = async (distDir: string): Promise<BuildIdentity | undefined> => {
  const value = await readJson(join(distDir, BUILD_IDENTITY_FILE)).catch(() => undefined);
  const portico = stringField(value, 'portico');
  const plugins = typeof value === 'object' && value !== null ? (value as Record<string, unknown>)['plugins'] : undefined;
  if (portico === undefined || !Array.isArray(plugins)) return undefined;
  const read = plugins.map((plugin: unknown) => ({ name: stringField(plugin, 'name'), version: stringField(plugin, 'version') }));
  if (read.some((plugin) => plugin.name === undefined)) return undefined;
  return { portico, plugins: read.map(({ name, version }) => (version === undefined ? { name: name! } : { name: name!, version })) };
};

const described = (plugins: BuildIdentity['plugins']): string =>
  plugins.length === 0 ? 'no plugin packages' : plugins.map(({ name, version }) => (version ? `${name}@${version}` : name)).join(', ');

/** Why the build in distDir is not the one to serve now (one line, without what to do), or undefined when it is. */
export const buildMismatchReason = async (distDir: string, current: BuildIdentity): Promise<string | undefined> => {
  const built = await readIdentity(distDir);
  if (!built) return `${distDir} holds no record of the Portico that built it`;
  if (built.portico !== current.portico) return `${distDir} was built by Portico ${built.portico}; this is Portico ${current.portico}`;
  const sameNames = built.plugins.map((plugin) => plugin.name).join('\n') === current.plugins.map((plugin) => plugin.name).join('\n');
  const sameVersions = built.plugins.every((plugin, index) => {
    const installed = current.plugins[index]?.version;
    return installed === undefined || plugin.version === undefined || installed === plugin.version;
  });
  if (sameNames && sameVersions) return undefined;
  return `${distDir} was built with ${described(built.plugins)}; portico.plugins and the installed packages give ${described(current.plugins)}`;
};

/** Why the build in distDir is not the one to serve now, with what to do (one line), or undefined when it is. */
export const buildMismatch = async (distDir: string, current: BuildIdentity): Promise<string | undefined> => {
  const reason = await buildMismatchReason(distDir, current);
  return reason === undefined ? undefined : `${reason}: run 'portico build' first.`;
};
