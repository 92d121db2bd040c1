// The portal, in front of a Backstage backend that runs elsewhere: the entry of the server bundle
// (dist-server/portico-server.mjs), of `portico start` and of the container image. It serves the production build in
// ./dist. The embedded backend is not part of the bundle: when the config asks for it (a loopback backend.baseUrl,
// portico.embeddedBackend not false), it runs from the portico-embedded-backend package installed beside portico-app
// (an app repository evaluating Portico or developing a plugin), and without that package the server refuses, saying
// what to install. Options: --config <file> (repeatable), --backend-log (the embedded backend's log in this terminal).
import { resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import { readPortalSettings } from './app-config/portal-settings';
import { checkBuiltPluginConfig } from './app-config/plugin-config';
import { buildMismatch, currentIdentity, porticoVersion } from './build-identity';
import { loadEmbeddedBackendPackage } from './embedded-backend-package';
import { wantsEmbeddedBackend, type EmbeddedBackendModules } from './stack';
import { exitOnStartFailure, loadStartupConfig, portOf, runStack, serverLogOf } from './startup';

const main = async () => {
  const args = process.argv.slice(2);
  const { config, layers } = await loadStartupConfig(args);
  let embedded: EmbeddedBackendModules | undefined;
  if (wantsEmbeddedBackend(config)) {
    const loaded = await loadEmbeddedBackendPackage(process.cwd(), await porticoVersion());
    if (E.isLeft(loaded)) {
      console.error(loaded.left);
      process.exit(1);
    }
    embedded = loaded.right;
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
  await runStack({
    args,
    ...(embedded && E.isRight(settings) ? { embeddedBackendPort: portOf(settings.right.backendBaseUrl) } : {}),
    backendName: 'the embedded Backstage backend (portico-embedded-backend)',
    backendLogHint: '--backend-log',
    stack: { config, mode: 'static', serverLog: serverLogOf(config), ...(embedded ? { embeddedBackendModules: async () => embedded } : {}) },
  });
};

main().catch(exitOnStartFailure);
