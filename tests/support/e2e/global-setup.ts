import { execFileSync } from 'node:child_process';
import { loadAppConfig } from '../../../config/server/app-config/load-app-config';
import { fetchGuestToken, waitForCatalog } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { exampleEntityRefs } from '../../../config/dev-backend/embedded/example-entities';
import { startStack, type RunningStack } from '../../../config/server/stack';
import { freePort } from './free-port';
import { importE2eAppConfig, importE2eBackendConfig } from './import-e2e-config'; // the import's settings

declare global {
  // Shared between the e2e project's global setup and teardown (same process).
  var porticoE2eStack: RunningStack | undefined;
}

/**
 * Builds the portal once and starts it with the real embedded Backstage backend on free loopback ports.
 * Test files find it through PORTICO_E2E_PORTAL_URL and PORTICO_E2E_BACKEND_URL.
 */
export default async function globalSetup(): Promise<void> {
  execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  const [portalPort, backendPort] = [await freePort(), await freePort()];
  const loaded = await loadAppConfig({
    cwd: process.cwd(),
    configFiles: [],
    env: {
      ...process.env,
      APP_CONFIG_app_baseUrl: `http://127.0.0.1:${portalPort}`,
      APP_CONFIG_backend_baseUrl: `http://127.0.0.1:${backendPort}`,
    },
  });
  if (loaded._tag === 'Left') throw new Error(loaded.left);
  const lines: string[] = [];
  const stack = await startStack({
    config: { ...loaded.right.config, ...importE2eAppConfig }, // the import's settings
    mode: 'static',
    log: (line) => lines.push(line),
    backendConfig: importE2eBackendConfig, // the import's settings
  });
  globalThis.porticoE2eStack = stack;
  // Tests start once every example entity is in the catalog, so their expectations do not race ingestion.
  const token = await fetchGuestToken(stack.backendUrl);
  await waitForCatalog({ baseUrl: stack.backendUrl, token, entityRefs: exampleEntityRefs() });
  process.env.PORTICO_E2E_PORTAL_URL = stack.portalUrl;
  process.env.PORTICO_E2E_BACKEND_URL = stack.backendUrl;
}
