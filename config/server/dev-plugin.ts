// `portico dev <plugin folder>` in an app repository: the portal with that one plugin package, served by Vite with
// hot reload (an edit to the plugin's files shows in the open page at once), in front of the backend the app config
// names: the embedded one with a loopback backend.baseUrl, as `portico start` runs it. The plugin's config keys are
// checked against its schema, as at build and start.
import { readFile, realpath } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import { checkPluginPackagesConfig } from '../build/plugin-packages';
import { readPortalSettings } from './app-config/portal-settings';
import { porticoVersion } from './build-identity';
import { loadEmbeddedBackendPackage } from './embedded-backend-package';
import { installedManifestPath } from './installed-package';
import type { EmbeddedBackendModules } from './stack';
import { loadStartupConfig, portOf, runStack, serverLogOf } from './startup';

export const DEV_USAGE = `Usage: portico dev <plugin folder> [--config <file>]... [--backend-log]

Serves the portal with the plugin package in <plugin folder> alone, with hot reload: an edit to the plugin's files
shows in the open page at once. The app config of this folder is read as \`portico start\` reads it; with a loopback
backend.baseUrl the embedded backend runs beside it. The plugin package is installed here (npm install <plugin folder>).

Options:
  --config <file>                An app-config file to read after the defaults (repeatable)
  --backend-log                  The embedded backend's log in this terminal instead of a file
  -h, --help                     Show this help`;

/** The first argument that is neither an option nor an option's value. */
const folderArgument = (args: readonly string[]): string | undefined => {
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--config') index += 1;
    else if (!arg.startsWith('-')) return arg;
  }
  return undefined;
};

/** The plugin package in `folder`, installed for `appDir` as that folder; Left: what is wrong and what to do. */
export const devPluginPackage = async (appDir: string, folder: string): Promise<E.Either<string, { name: string; folder: string }>> => {
  const manifest = await readFile(join(folder, 'package.json'), 'utf8').then(
    (text) => JSON.parse(text) as { name?: unknown; portico?: { pluginId?: unknown } },
    () => undefined,
  );
  if (manifest === undefined) return E.left(`${folder} holds no package.json: name a plugin package's folder (npx portico new plugin <id> writes one)`);
  if (typeof manifest.name !== 'string') return E.left(`${join(folder, 'package.json')} has no name`);
  if (typeof manifest.portico?.pluginId !== 'string') return E.left(`${manifest.name} (${folder}) declares no portico.pluginId: it is not a Portico plugin package`);
  const installed = await installedManifestPath(appDir, manifest.name);
  const installedFolder = installed === undefined ? undefined : await realpath(dirname(installed));
  const realFolder = await realpath(folder);
  if (installedFolder !== realFolder) {
    const install = `npm install ./${relative(appDir, folder)}`;
    return E.left(
      installedFolder === undefined
        ? `${manifest.name} is not installed in ${appDir}: ${install}`
        : `${manifest.name} is installed in ${appDir} from ${installedFolder}, not from ${realFolder}: ${install}`,
    );
  }
  return E.right({ name: manifest.name, folder: realFolder });
};

export interface DevCommandContext {
  /** Where the portico-app package (Portico's sources) is installed. */
  readonly packageRoot: string;
}

/** Runs the portal until it is stopped; an exit code when it cannot start. */
export const runDevCommand = async (args: readonly string[], { packageRoot }: DevCommandContext): Promise<number> => {
  const folderArg = folderArgument(args);
  if (folderArg === undefined) {
    console.error(DEV_USAGE);
    return 2;
  }
  const appDir = process.cwd();
  const plugin = await devPluginPackage(appDir, resolve(appDir, folderArg));
  if (E.isLeft(plugin)) {
    console.error(plugin.left);
    return 1;
  }
  const loaded = await loadStartupConfig(args);
  // The plugin alone: the config's other plugins and Backstage plugins are left out.
  const portico = loaded.config['portico'];
  const config = { ...loaded.config, portico: { ...(typeof portico === 'object' && portico !== null ? portico : {}), plugins: [plugin.right.name], backstagePlugins: [] } };
  const settings = readPortalSettings(config);
  if (E.isLeft(settings)) {
    console.error(settings.left);
    return 1;
  }
  const checked = await checkPluginPackagesConfig(appDir, [plugin.right.name], loaded.layers);
  if (E.isLeft(checked)) {
    console.error(checked.left);
    return 1;
  }
  let embedded: EmbeddedBackendModules | undefined;
  if (settings.right.embeddedBackend) {
    const modules = await loadEmbeddedBackendPackage(appDir, await porticoVersion());
    if (E.isLeft(modules)) {
      console.error(modules.left);
      return 1;
    }
    embedded = modules.right;
  }
  await runStack({
    args,
    ...(embedded ? { embeddedBackendPort: portOf(settings.right.backendBaseUrl) } : {}),
    backendName: 'the embedded Backstage backend (portico-embedded-backend)',
    backendLogHint: '--backend-log',
    stack: {
      config,
      mode: 'dev',
      appDir,
      devPlugin: { root: packageRoot, appDir, pluginPackage: plugin.right.name, pluginFolder: plugin.right.folder },
      serverLog: serverLogOf(config),
      ...(embedded ? { embeddedBackendModules: async () => embedded } : {}),
    },
  });
  return 0;
};
