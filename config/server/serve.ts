// The portal alone, in front of a Backstage backend that runs elsewhere: the entry of the server bundle
// (dist-server/portico-server.mjs) and of the container image. It serves the production build in ./dist and
// never starts the embedded backend, which is not part of the bundle. Options: --config <file> (repeatable).
import { resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import { readPortalSettings } from './app-config/portal-settings';
import { checkBuiltPluginConfig } from './app-config/plugin-config';
import { buildMismatch, currentIdentity } from './build-identity';
import { startStack, wantsEmbeddedBackend } from './stack';
import { exitOnStartFailure, loadStartupConfig, serverLogOf, stopOnSignals } from './startup';

const EMBEDDED_BACKEND_REFUSAL =
  'This Portico server runs the portal alone: it has no embedded Backstage backend. ' +
  "Set 'portico.embeddedBackend: false' and point 'backend.baseUrl' at your Backstage backend " +
  '(a loopback backend.baseUrl asks for the embedded backend unless it is switched off).';

const main = async () => {
  const { config, layers } = await loadStartupConfig(process.argv.slice(2));
  if (wantsEmbeddedBackend(config)) {
    console.error(EMBEDDED_BACKEND_REFUSAL);
    process.exit(1);
  }
  // A build made by another Portico, or with other plugins, is not served as if it were this one.
  const settings = readPortalSettings(config);
  const mismatch = E.isRight(settings) ? await buildMismatch(resolve('dist'), await currentIdentity(process.cwd(), settings.right.pluginPackages)) : undefined;
  if (mismatch) {
    console.error(mismatch);
    process.exit(1);
  }
  // The plugins' keys in each config file, against the config schemas the build stored (the packages need not be installed).
  const pluginConfig = await checkBuiltPluginConfig(layers, resolve('dist'));
  if (E.isLeft(pluginConfig)) {
    console.error(pluginConfig.left);
    process.exit(1);
  }
  const stack = await startStack({ config, mode: 'static', serverLog: serverLogOf(config) });
  console.log(`Backend: ${stack.backendUrl}`);
  if (stack.portal.metricsUrl) console.log(`Metrics: ${stack.portal.metricsUrl}`);
  console.log(`Portico is ready: ${stack.portalUrl} (listening on ${stack.portal.url})`);
  stopOnSignals(() => stack.stop());
};

main().catch(exitOnStartFailure);
