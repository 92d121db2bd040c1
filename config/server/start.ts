// `npm start`: loads the config, starts the embedded Backstage backend (unless configured away) and serves
// the production build (built first when dist/ is missing or older than the sources).
// Options: --config <file> (repeatable), --dev (Vite dev server with hot reload: `npm run dev`),
// --static (the default, kept for scripts that pass it).
import { resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import { readPortalSettings } from './app-config/portal-settings';
import { ensureBuild } from './build-stamp';
import { startStack } from './stack';
import { exitOnStartFailure, loadStartupConfig, serverLogOf, stopOnSignals } from './startup';

const main = async () => {
  const args = process.argv.slice(2);
  const { config } = await loadStartupConfig(args);
  const mode = args.includes('--dev') ? 'dev' : 'static';
  if (mode === 'static') {
    const settings = readPortalSettings(config);
    if (E.isLeft(settings)) throw new Error(settings.left);
    const root = process.cwd();
    await ensureBuild({ root, distDir: resolve('dist'), appDir: root, pluginPackages: settings.right.pluginPackages, log: (line) => console.log(line) });
  }
  const stack = await startStack({ config, mode, log: (line) => console.log(`[backend] ${line}`), serverLog: serverLogOf(config) });
  console.log(stack.backend ? `Embedded Backstage backend: ${stack.backendUrl}` : `Backend: ${stack.backendUrl} (not embedded)`);
  if (stack.backend) {
    // Until its first index is built the search backend answers every search with an error.
    console.log('Waiting for the embedded backend to build its first search index…');
    const { waitForFirstSearchIndex } = await import('../dev-backend/embedded/embedded-backend-client');
    if ((await waitForFirstSearchIndex({ baseUrl: stack.backendUrl })) === 'timed-out') {
      console.log('The search index is not built yet; the search page says so until it is.');
    }
  }
  if (stack.portal.metricsUrl) console.log(`Metrics: ${stack.portal.metricsUrl}`);
  console.log(`Portico is ready: ${stack.portalUrl}`);
  stopOnSignals(() => stack.stop());
};

main().catch(exitOnStartFailure);
