// The portal alone, in front of a Backstage backend that runs elsewhere: the entry of the server bundle
// (dist-server/portico-server.mjs) and of the container image. It serves the production build in ./dist and
// never starts the embedded backend, which is not part of the bundle. Options: --config <file> (repeatable).
import { configFilesFromArgs, loadAppConfig } from './app-config/load-app-config';
import { integrationsConfigProblem } from './app-config/integrations';
import { startStack, wantsEmbeddedBackend } from './stack';

const EMBEDDED_BACKEND_REFUSAL =
  'This Portico server runs the portal alone: it has no embedded Backstage backend. ' +
  "Set 'portico.embeddedBackend: false' and point 'backend.baseUrl' at your Backstage backend " +
  '(a loopback backend.baseUrl asks for the embedded backend unless it is switched off).';

const main = async () => {
  const args = process.argv.slice(2);
  const loaded = await loadAppConfig({ cwd: process.cwd(), configFiles: configFilesFromArgs(args), env: process.env });
  if (loaded._tag === 'Left') {
    console.error(`Portico could not load its configuration: ${loaded.left}`);
    process.exit(1);
  }
  const { config, files } = loaded.right;
  const integrationsProblem = integrationsConfigProblem(config);
  if (integrationsProblem) {
    console.error(integrationsProblem);
    process.exit(1);
  }
  if (wantsEmbeddedBackend(config)) {
    console.error(EMBEDDED_BACKEND_REFUSAL);
    process.exit(1);
  }
  console.log(`Config: ${files.join(', ')}`);
  const stack = await startStack({ config, mode: 'static' });
  console.log(`Backend: ${stack.backendUrl}`);
  console.log(`Portico is ready: ${stack.portalUrl} (listening on ${stack.portal.url})`);

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
