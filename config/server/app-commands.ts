// `portico build` in an app repository (a company's repository that depends on portico-app and its plugins): the
// portal with the plugin packages its app config names, built into ./dist for `portico start` to serve; and the
// build `portico start` makes first when ./dist is not the build of what is configured and installed.
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import { DOMAIN_COMMANDS, usageOf } from '../../adapters/cli/main';
import { readPortalSettings } from './app-config/portal-settings';
import { checkPluginPackagesConfig } from '../build/plugin-packages';
import { backstagePluginsOfConfig } from '../build/backstage-plugins';
import type { BackstagePluginConfig } from '../../domain/backstage-plugins/backstage-plugin-config';
import { buildPortal, isBuildCurrent, sourceFingerprint, STAMP_FILE } from './build-stamp';
import { buildMismatchReason, currentIdentity, porticoVersion } from './build-identity';
import { installedEmbeddedBackend } from './embedded-backend-package';
import { loadStartupConfig } from './startup';

const BUILD_LINE = '  build [--config <file>]...     Build the portal, with the plugin packages portico.plugins names, into ./dist';
const START_LINE = '  start [--config <file>]...     Build ./dist when the plugins changed, then serve it in front of backend.baseUrl';
const NEW_LINE = '  new plugin <id>                Write a plugin package with a page, a card, a service and tests';
const DEV_LINE = '  dev <plugin folder>            Serve the portal with that plugin alone, with hot reload';

export const APP_USAGE = usageOf(`${BUILD_LINE}
${START_LINE}
${NEW_LINE}
${DEV_LINE}
${DOMAIN_COMMANDS}`);

const CONFIG_FILES_TEXT = `Config is read as Backstage reads it: app-config.yaml, then app-config.local.yaml when present, then each
--config file in order, then APP_CONFIG_<path> environment variables (later wins).`;

export const BUILD_USAGE = `Usage: portico build [--config <file>]...

Builds the portal, with the plugin packages that portico.plugins names, into ./dist.

Options:
  --config <file>                An app-config file to read after the defaults (repeatable)
  -h, --help                     Show this help

${CONFIG_FILES_TEXT}`;

export const START_USAGE = `Usage: portico start [--config <file>]... [--no-build]

Serves the build in ./dist in front of the Backstage backend that backend.baseUrl names. It builds first when ./dist
was made by another Portico, or with other plugin packages, other versions or files of them, or other Backstage
plugins; an unchanged set starts at once.

Options:
  --config <file>                An app-config file to read after the defaults (repeatable)
  --no-build                     Serve ./dist as it is; refuse one that is not the build of what is installed
  -h, --help                     Show this help

${CONFIG_FILES_TEXT}`;

export interface AppCommandContext {
  /** Where the portico-app package (Portico's sources) is installed. */
  readonly packageRoot: string;
}

/** What a build in an app repository is made of: its folders, the plugin packages and the Backstage plugins, checked. */
interface AppBuild {
  readonly appDir: string;
  readonly distDir: string;
  readonly pluginPackages: readonly string[];
  readonly backstagePlugins: readonly BackstagePluginConfig[];
  /** Whether the config asks for the embedded backend. */
  readonly embeddedBackend: boolean;
}

/** The app repository's config read and its plugins checked, before Vite starts; Left: the reason, in one message. */
const prepareAppBuild = async (args: readonly string[], announce: boolean): Promise<E.Either<string, AppBuild>> => {
  const { config, layers } = await loadStartupConfig(args, { announce });
  const settings = readPortalSettings(config);
  if (E.isLeft(settings)) return settings;
  const appDir = process.cwd();
  const { pluginPackages } = settings.right;
  // The plugin packages are installed, and each config file's values for them are as their config schemas want them
  // (a value of the wrong type names the key and the file).
  const checked = await checkPluginPackagesConfig(appDir, pluginPackages, layers);
  if (E.isLeft(checked)) return checked;
  // The Backstage plugins (portico.backstagePlugins): the config as it should be, the packages and React 18 installed.
  const backstagePlugins = await backstagePluginsOfConfig(config, appDir);
  if (E.isLeft(backstagePlugins)) return backstagePlugins;
  return E.right({ appDir, distDir: resolve(appDir, 'dist'), pluginPackages, backstagePlugins: backstagePlugins.right, embeddedBackend: settings.right.embeddedBackend });
};

const buildApp = async ({ appDir, distDir, pluginPackages, backstagePlugins }: AppBuild, packageRoot: string): Promise<number> => {
  try {
    await buildPortal({ root: packageRoot, distDir, appDir, pluginPackages, backstagePlugins, log: (line) => console.log(line) });
  } catch (error) {
    console.error(`The build failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  await writeFile(join(distDir, STAMP_FILE), `${await sourceFingerprint(packageRoot, pluginPackages, backstagePlugins)}\n`);
  console.log(`Portico is built into ${distDir}${pluginPackages.length ? ` with ${pluginPackages.join(', ')}` : ''}`);
  return 0;
};

export const runBuildCommand = async (args: readonly string[], { packageRoot }: AppCommandContext): Promise<number> => {
  const prepared = await prepareAppBuild(args, true);
  if (E.isLeft(prepared)) {
    console.error(prepared.left);
    return 1;
  }
  return buildApp(prepared.right, packageRoot);
};

/** `portico start`'s option that serves ./dist as it is, refusing one made by another Portico or with other plugins. */
export const NO_BUILD_OPTION = '--no-build';

/**
 * Why ./dist is not the build to serve now: made by another Portico, with other plugin packages or other versions of
 * them, from other files of theirs (a linked package edited), or with other Backstage plugins; undefined when it is.
 */
const staleBuildReason = async ({ appDir, distDir, pluginPackages, backstagePlugins }: AppBuild, packageRoot: string): Promise<string | undefined> =>
  (await buildMismatchReason(distDir, await currentIdentity(appDir, pluginPackages))) ??
  ((await isBuildCurrent(packageRoot, distDir, pluginPackages, backstagePlugins)) ? undefined : 'the plugin packages, their files or the Backstage plugins changed since the last build');

/**
 * `portico start`'s first step: builds ./dist when it is not the build of what the config names and what is
 * installed, so that adding, removing or upgrading a plugin is config, an install and a restart. An unchanged set
 * builds nothing. Exit code 0 when the server may start.
 */
export const runStartBuild = async (args: readonly string[], { packageRoot }: AppCommandContext): Promise<number> => {
  if (args.includes(NO_BUILD_OPTION)) return 0;
  const prepared = await prepareAppBuild(args, false);
  if (E.isLeft(prepared)) {
    console.error(prepared.left);
    return 1;
  }
  // A start the server would refuse for want of the embedded backend's package says so before a build, not after it.
  if (prepared.right.embeddedBackend) {
    const installed = await installedEmbeddedBackend(prepared.right.appDir, await porticoVersion());
    if (E.isLeft(installed)) {
      console.error(installed.left);
      return 1;
    }
  }
  const stale = await staleBuildReason(prepared.right, packageRoot);
  if (stale === undefined) return 0;
  console.log(`Building the portal before it starts: ${stale}…`);
  return buildApp(prepared.right, packageRoot);
};
