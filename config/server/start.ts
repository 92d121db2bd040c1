// `npm start`: loads the config, starts the embedded Backstage backend (unless configured away) and serves
// the production build (built first when dist/ is missing or older than the sources).
// Options: --config <file> (repeatable), --dev (Vite dev server with hot reload: `npm run dev`),
// --backend-log (the embedded backend's log in this terminal instead of a file), --static (the default, kept for
// scripts that pass it).
// It prints a short start: the config files, the build when there is one, where the backend and the portal are (and
// where the backend's log goes), then "Portico is ready" once every area answers, search included.
import { resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import { readPortalSettings } from './app-config/portal-settings';
import { checkPluginPackagesConfig } from '../build/plugin-packages';
import { backstagePluginsOfConfig } from '../build/backstage-plugins';
import { ensureBuild } from './build-stamp';
import { exitOnStartFailure, loadStartupConfig, portOf, runStack, serverLogOf } from './startup';

const main = async () => {
  const args = process.argv.slice(2);
  const { config, layers } = await loadStartupConfig(args);
  const mode = args.includes('--dev') ? 'dev' : 'static';
  const settings = readPortalSettings(config);
  if (E.isLeft(settings)) throw new Error(settings.left);
  // Before any build: the plugin packages are installed and each config file's values for them are as their schemas want.
  const pluginConfig = await checkPluginPackagesConfig(process.cwd(), settings.right.pluginPackages, layers);
  if (E.isLeft(pluginConfig)) throw new Error(pluginConfig.left);
  const backstagePlugins = await backstagePluginsOfConfig(config, process.cwd());
  if (E.isLeft(backstagePlugins)) throw new Error(backstagePlugins.left);
  if (mode === 'static') {
    const root = process.cwd();
    await ensureBuild({
      root,
      distDir: resolve('dist'),
      appDir: root,
      pluginPackages: settings.right.pluginPackages,
      backstagePlugins: backstagePlugins.right,
      log: (line) => console.log(line),
    });
  }
  await runStack({
    args,
    ...(settings.right.embeddedBackend ? { embeddedBackendPort: portOf(settings.right.backendBaseUrl) } : {}),
    backendName: 'the embedded Backstage backend',
    backendLogHint: 'npm start -- --backend-log',
    stack: { config, mode, serverLog: serverLogOf(config) },
  });
};

main().catch(exitOnStartFailure);
