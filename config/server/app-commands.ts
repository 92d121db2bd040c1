// `portico build` in an app repository (a company's repository that depends on portico-app and its plugins):
// the portal with the plugin packages its app config names, built into ./dist for `portico start` to serve.
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import { DOMAIN_COMMANDS, usageOf } from '../../adapters/cli/main';
import { readPortalSettings } from './app-config/portal-settings';
import { checkPluginPackagesConfig } from '../build/plugin-packages';
import { backstagePluginsOfConfig } from '../build/backstage-plugins';
import { buildPortal, sourceFingerprint, STAMP_FILE } from './build-stamp';
import { loadStartupConfig } from './startup';

const BUILD_LINE = '  build [--config <file>]...     Build the portal, with the plugin packages portico.plugins names, into ./dist';
const START_LINE = '  start [--config <file>]...     Serve ./dist in front of the Backstage backend that backend.baseUrl names';
const NEW_LINE = '  new plugin <id>                Write a plugin package with a page, a card, a service and tests';

export const APP_USAGE = usageOf(`${BUILD_LINE}
${START_LINE}
${NEW_LINE}
${DOMAIN_COMMANDS}`);

const CONFIG_FILES_TEXT = `Config is read as Backstage reads it: app-config.yaml, then app-config.local.yaml when present, then each
--config file in order, then APP_CONFIG_<path> environment variables (later wins).`;

export const BUILD_USAGE = `Usage: portico build [--config <file>]...

Builds the portal, with the plugin packages that portico.plugins names, into ./dist.

Options:
  --config <file>                An app-config file to read after the defaults (repeatable)
  -h, --help                     Show this help

${CONFIG_FILES_TEXT}`;

export const START_USAGE = `Usage: portico start [--config <file>]...

Serves the build in ./dist in front of the Backstage backend that backend.baseUrl names.

Options:
  --config <file>                An app-config file to read after the defaults (repeatable)
  -h, --help                     Show this help

${CONFIG_FILES_TEXT}`;

export interface AppCommandContext {
  /** Where the portico-app package (Portico's sources) is installed. */
  readonly packageRoot: string;
}

export const runBuildCommand = async (args: readonly string[], { packageRoot }: AppCommandContext): Promise<number> => {
  const { config, layers } = await loadStartupConfig(args);
  const settings = readPortalSettings(config);
  if (E.isLeft(settings)) {
    console.error(settings.left);
    return 1;
  }
  const appDir = process.cwd();
  const distDir = resolve(appDir, 'dist');
  const { pluginPackages } = settings.right;
  // Before Vite starts: the plugin packages are installed, and each config file's values for them are as their
  // config schemas want them (a value of the wrong type names the key and the file).
  const checked = await checkPluginPackagesConfig(appDir, pluginPackages, layers);
  if (E.isLeft(checked)) {
    console.error(checked.left);
    return 1;
  }
  // The Backstage plugins (portico.backstagePlugins): the config as it should be, the packages and React 18 installed.
  const backstagePlugins = await backstagePluginsOfConfig(config, appDir);
  if (E.isLeft(backstagePlugins)) {
    console.error(backstagePlugins.left);
    return 1;
  }
  try {
    await buildPortal({ root: packageRoot, distDir, appDir, pluginPackages, backstagePlugins: backstagePlugins.right, log: (line) => console.log(line) });
  } catch (error) {
    console.error(`The build failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
  await writeFile(join(distDir, STAMP_FILE), `${await sourceFingerprint(packageRoot, pluginPackages, backstagePlugins.right)}\n`);
  console.log(`Portico is built into ${distDir}${pluginPackages.length ? ` with ${pluginPackages.join(', ')}` : ''}`);
  return 0;
};
