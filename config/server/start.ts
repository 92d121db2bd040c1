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
import { ensureBuild } from './build-stamp';
import { startStack } from './stack';
import { exitOnStartFailure, loadStartupConfig, openBackendLog, serverLogOf, stopOnSignals, type BackendLog } from './startup';

const portOf = (url: URL): number => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);

/** What the wait for the search index says when it did not end with an index. */
const SEARCH_OUTCOMES: Readonly<Record<string, string>> = {
  'timed-out': 'The search index is not built yet; the search page says so until it is.',
  'no-search-plugin': 'The backend has no search plugin: the search page says so.',
  'no-guest-sign-in': 'The backend has no guest sign-in, so the search index was not waited for.',
};

const main = async () => {
  const args = process.argv.slice(2);
  const { config, layers } = await loadStartupConfig(args);
  const mode = args.includes('--dev') ? 'dev' : 'static';
  const settings = readPortalSettings(config);
  if (E.isLeft(settings)) throw new Error(settings.left);
  // Before any build: the plugin packages are installed and each config file's values for them are as their schemas want.
  const pluginConfig = await checkPluginPackagesConfig(process.cwd(), settings.right.pluginPackages, layers);
  if (E.isLeft(pluginConfig)) throw new Error(pluginConfig.left);
  if (mode === 'static') {
    const root = process.cwd();
    await ensureBuild({ root, distDir: resolve('dist'), appDir: root, pluginPackages: settings.right.pluginPackages, log: (line) => console.log(line) });
  }
  let backendLog: BackendLog | undefined;
  if (settings.right.embeddedBackend) {
    backendLog = openBackendLog({ args, port: portOf(settings.right.backendBaseUrl) });
    console.log(
      backendLog.file
        ? `Starting the embedded Backstage backend; its log: ${backendLog.file} (npm start -- --backend-log shows it here)`
        : 'Starting the embedded Backstage backend; its log follows, each line marked [backend]',
    );
  }
  const stack = await startStack({ config, mode, ...(backendLog ? { log: backendLog.log } : {}), serverLog: serverLogOf(config) }).catch(
    async (error: unknown) => {
      await backendLog?.close();
      throw error;
    },
  );
  stopOnSignals(async () => {
    await stack.stop();
    await backendLog?.close();
  });
  console.log(stack.backend ? `Backend: ${stack.backendUrl} (the embedded Backstage backend)` : `Backend: ${stack.backendUrl} (not embedded)`);
  console.log(`Portal: ${stack.portalUrl} (listening on ${stack.portal.url})`);
  if (stack.portal.metricsUrl) console.log(`Metrics: ${stack.portal.metricsUrl}`);
  if (stack.backend) {
    // Until its first index is built the search backend cannot answer; the portal is not ready before.
    console.log('Waiting for the backend to build its first search index…');
    const outcome = await stack.searchIndex;
    if (outcome === 'stopped') return; // a signal came first: Portico is stopping
    const said = SEARCH_OUTCOMES[outcome];
    if (said) console.log(said);
  }
  console.log(`Portico is ready: ${stack.portalUrl}`);
};

main().catch(exitOnStartFailure);
