// Entry of the embedded Backstage backend (see /work/shared/design/BACKEND.md).
// Run: node --import tsx config/dev-backend/embedded/backend.ts [--config <file> ...]
// app-config.backend.yaml is always loaded first; every --config file given is layered on top,
// then APP_CONFIG_* environment variables.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBackend } from '@backstage/backend-defaults';
import { rootConfigServiceFactory } from '@backstage/backend-defaults/rootConfig';
import { permissionModuleDenyListPolicy } from './deny-list-permission-policy.module';
import { catalogModuleTemplateEntityKind } from './template-entity-kind.module';
// benchmarks: seeds the catalog from a generated file when portico.seed.file is set
import { catalogModuleSeedProvider } from './seed-provider.module';
// benchmarks: copies bulk-loaded catalog rows into the in-memory catalog when portico.seed.rowsFile is set
import { catalogModuleSeedRows } from './seed-rows.module';
// PostgreSQL: a trigram index that serves the catalog's text filter
import { catalogModuleSearchTrigramIndex } from './search-trigram-index.module';
// kubernetes: the pod terminal's websocket authenticates with a bearer subprotocol
import { kubernetesModuleWebSocketAuth } from '../kubernetes-fixture/kubernetes-websocket-auth.module';
// scaffolder: offline catalog registration for the example templates
import { catalogModuleScaffoldedEntities, scaffolderModuleCatalogRegister } from './scaffolder-catalog-register.module';
// protected mode: the app cookie endpoint, /api/app/.backstage/auth/v1/cookie
import { appCookiePlugin } from './app-cookie.plugin';

const backendDir = dirname(fileURLToPath(import.meta.url));
const baseConfigFile = resolve(backendDir, 'app-config.backend.yaml');

// Substituted into app-config.backend.yaml so example paths do not depend on the working directory.
process.env.PORTICO_EXAMPLES_DIR ??= resolve(backendDir, '../examples');

// Set by embedded-backend.ts: its stdin pipe closes when the parent process dies, however it dies.
if (process.env.PORTICO_BACKEND_STOP_WITH_PARENT === '1') {
  process.stdin.on('end', () => {
    process.kill(process.pid, 'SIGTERM');
    setTimeout(() => process.exit(1), 10_000).unref();
  });
  process.stdin.resume();
}

const backend = createBackend();
backend.add(
  rootConfigServiceFactory({
    argv: [...process.argv.slice(0, 2), '--config', baseConfigFile, ...process.argv.slice(2)],
    watch: false,
  }),
);
backend.add(import('@backstage/plugin-auth-backend'));
backend.add(import('@backstage/plugin-auth-backend-module-guest-provider'));
backend.add(import('@backstage/plugin-catalog-backend'));
backend.add(catalogModuleTemplateEntityKind);
backend.add(catalogModuleSeedProvider); // benchmarks
backend.add(catalogModuleSeedRows); // benchmarks
backend.add(catalogModuleSearchTrigramIndex);
backend.add(import('@backstage/plugin-permission-backend'));
backend.add(permissionModuleDenyListPolicy);
backend.add(import('@backstage/plugin-scaffolder-backend'));
backend.add(scaffolderModuleCatalogRegister); // scaffolder
backend.add(catalogModuleScaffoldedEntities); // scaffolder
backend.add(import('@backstage/plugin-search-backend'));
backend.add(import('@backstage/plugin-search-backend-module-catalog'));
// On PostgreSQL the search index lives in the database, so every replica answers the same search. On the
// embedded SQLite the module only logs that it is not supported and search stays on the in-memory Lunr index.
backend.add(import('@backstage/plugin-search-backend-module-pg'));
// search: docs pages of the published example sites (their search/search_index.json)
backend.add(import('@backstage/plugin-search-backend-module-techdocs'));
backend.add(import('@backstage/plugin-techdocs-backend'));
backend.add(import('@backstage/plugin-kubernetes-backend'));
backend.add(kubernetesModuleWebSocketAuth); // kubernetes
backend.add(import('@backstage/plugin-proxy-backend'));
backend.add(appCookiePlugin); // protected mode

// Backstage's root logger swallows uncaught errors, so a failed start would leave a process that
// answers 503 forever; exit instead so whoever started it sees the failure.
try {
  await backend.start();
} catch (error) {
  console.error('Embedded backend failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
