// `npm start`: loads the config, starts the embedded Backstage backend (unless configured away) and serves
// the production build (built first when dist/ is missing or older than the sources).
// Options: --config <file> (repeatable), --dev (Vite dev server with hot reload: `npm run dev`),
// --static (the default, kept for scripts that pass it).
import { resolve } from 'node:path';
import { configFilesFromArgs, loadAppConfig } from './app-config/load-app-config';
import { integrationsConfigProblem } from './app-config/integrations'; // import (issue 7)
import { ensureBuild } from './server/build-stamp';
import { startStack } from './stack';

const main = async () => {
  const args = process.argv.slice(2);
  const loaded = await loadAppConfig({ cwd: process.cwd(), configFiles: configFilesFromArgs(args), env: process.env });
  if (loaded._tag === 'Left') {
    console.error(`Portico could not load its configuration: ${loaded.left}`);
    process.exit(1);
  }
  for (const warning of loaded.right.warnings) console.warn(warning);
  const integrationsProblem = integrationsConfigProblem(loaded.right.config); // import (issue 7): section 5 rules
  if (integrationsProblem) {
    console.error(integrationsProblem);
    process.exit(1);
  }
  console.log(`Config: ${loaded.right.files.join(', ')}`);
  const mode = args.includes('--dev') ? 'dev' : 'static';
  if (mode === 'static') await ensureBuild(process.cwd(), resolve('dist'), (line) => console.log(line));
  const stack = await startStack({
    config: loaded.right.config,
    mode,
    log: (line) => console.log(`[backend] ${line}`),
  });
  console.log(stack.backend ? `Embedded Backstage backend: ${stack.backendUrl}` : `Backend: ${stack.backendUrl} (not embedded)`);
  console.log(`Portico is ready: ${stack.portalUrl}`);

  // Stops accepting, lets calls in flight finish (portico.shutdownTimeoutMs), then exits; a second signal
  // exits at once.
  const shutdown = async (signal: string) => {
    console.log(`${signal}: Portico is stopping`);
    process.once('SIGINT', () => process.exit(130));
    process.once('SIGTERM', () => process.exit(143));
    try {
      await stack.stop();
      process.exit(0);
    } catch (error) {
      console.error(`Portico did not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
