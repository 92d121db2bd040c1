// `npm start`: loads the config, starts the embedded Backstage backend (unless configured away) and serves
// the portal. Options: --config <file> (repeatable), --static (serve the production build in dist/).
import { configFilesFromArgs, loadAppConfig } from './app-config/load-app-config';
import { integrationsConfigProblem } from './app-config/integrations'; // import (issue 7)
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
  const mode = args.includes('--static') || process.env.NODE_ENV === 'production' ? 'static' : 'dev';
  const stack = await startStack({
    config: loaded.right.config,
    mode,
    log: (line) => console.log(`[backend] ${line}`),
  });
  console.log(stack.backend ? `Embedded Backstage backend: ${stack.backendUrl}` : `Backend: ${stack.backendUrl} (not embedded)`);
  console.log(`Portico is ready: ${stack.portalUrl}`);

  const shutdown = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown());
  process.once('SIGTERM', () => void shutdown());
};

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
