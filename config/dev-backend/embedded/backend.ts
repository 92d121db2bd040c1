// Entry of the embedded Backstage backend (see /work/shared/design/BACKEND.md).
// Run: node --import tsx config/dev-backend/embedded/backend.ts [--config <file> ...]
// app-config.backend.yaml is always loaded first; every --config file given is layered on top,
// then APP_CONFIG_* environment variables.
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createBackend } from '@backstage/backend-defaults';
import { rootConfigServiceFactory } from '@backstage/backend-defaults/rootConfig';
import { coreServices, createBackendFeatureLoader, type BackendFeature } from '@backstage/backend-plugin-api';
import { isLeavableBackendPlugin, LEAVABLE_BACKEND_PLUGINS, LEAVE_OUT_CONFIG_KEY, type LeavableBackendPlugin } from './leave-out-plugins';
import { permissionModuleDenyListPolicy } from './deny-list-permission-policy.module';
import { catalogModuleTemplateEntityKind } from './template-entity-kind.module';
// the location types the catalog registers (with `file`, a team's own catalog files)
import { catalogModuleLocationTypes } from './catalog-location-types.module';
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

type Feature = BackendFeature | Promise<{ default: BackendFeature }>;

/**
 * The backend's plugins and modules, each under the plugin it belongs to (or needs: the search collators
 * read the catalog and the docs sites). Loaded on demand, so a plugin left out is never even imported.
 */
const FEATURES: ReadonlyArray<readonly [LeavableBackendPlugin, () => Feature]> = [
  ['auth', () => import('@backstage/plugin-auth-backend')],
  ['auth-guest-provider', () => import('@backstage/plugin-auth-backend-module-guest-provider')],
  ['catalog', () => import('@backstage/plugin-catalog-backend')],
  ['catalog', () => catalogModuleTemplateEntityKind],
  ['catalog', () => catalogModuleLocationTypes],
  ['catalog', () => catalogModuleSeedProvider], // benchmarks
  ['catalog', () => catalogModuleSeedRows], // benchmarks
  ['catalog', () => catalogModuleSearchTrigramIndex],
  ['permission', () => import('@backstage/plugin-permission-backend')],
  ['permission', () => permissionModuleDenyListPolicy],
  ['scaffolder', () => import('@backstage/plugin-scaffolder-backend')],
  ['scaffolder', () => scaffolderModuleCatalogRegister], // scaffolder
  ['catalog', () => catalogModuleScaffoldedEntities], // scaffolder
  ['search', () => import('@backstage/plugin-search-backend')],
  ['search', () => import('@backstage/plugin-search-backend-module-catalog')],
  // On PostgreSQL the search index lives in the database, so every replica answers the same search. On the
  // embedded SQLite the module only logs that it is not supported and search stays on the in-memory Lunr index.
  ['search', () => import('@backstage/plugin-search-backend-module-pg')],
  // search: docs pages of the published example sites (their search/search_index.json)
  ['search', () => import('@backstage/plugin-search-backend-module-techdocs')],
  ['techdocs', () => import('@backstage/plugin-techdocs-backend')],
  ['kubernetes', () => import('@backstage/plugin-kubernetes-backend')],
  ['kubernetes', () => kubernetesModuleWebSocketAuth], // kubernetes
  ['proxy', () => import('@backstage/plugin-proxy-backend')],
  ['app', () => appCookiePlugin], // protected mode
];

/** Where the generated config names a team's own backend plugins and modules (`portico.embeddedBackendModules`). */
const ADDED_MODULES_KEY = 'portico.addedModules';

/** A package's default export, or a CommonJS build's `default` inside it: refused, naming the package, when it is neither. */
const addedModule = async (packageName: string, file: string): Promise<{ default: BackendFeature }> => {
  const loaded = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  const candidates = [loaded['default'], (loaded['default'] as Record<string, unknown> | undefined)?.['default']];
  const feature = candidates.find((candidate) => typeof candidate === 'object' && candidate !== null && '$$type' in candidate);
  if (!feature) throw new Error(`The backend module '${packageName}' (portico.embeddedBackendModules) has no backend plugin or module as its default export`);
  return { default: feature as BackendFeature };
};

const backend = createBackend();
backend.add(
  rootConfigServiceFactory({
    argv: [...process.argv.slice(0, 2), '--config', baseConfigFile, ...process.argv.slice(2)],
    watch: false,
  }),
);
// Tests leave plugins out (portico.leaveOut, see leave-out-plugins.ts) to see what the portal shows a person when a
// Backstage installation lacks one; by default every plugin is installed.
backend.add(
  createBackendFeatureLoader({
    deps: { config: coreServices.rootConfig },
    *loader({ config }) {
      const leftOut = new Set(config.getOptionalStringArray(LEAVE_OUT_CONFIG_KEY) ?? []);
      const unknown = [...leftOut].filter((name) => !isLeavableBackendPlugin(name));
      if (unknown.length) {
        throw new Error(`${LEAVE_OUT_CONFIG_KEY} names no plugin of this backend: ${unknown.join(', ')} (known: ${LEAVABLE_BACKEND_PLUGINS.join(', ')})`);
      }
      // The guest provider is a module of the auth plugin: it goes with it.
      if (leftOut.has('auth')) leftOut.add('auth-guest-provider');
      for (const [plugin, feature] of FEATURES) if (!leftOut.has(plugin)) yield feature();
      for (const added of config.getOptionalConfigArray(ADDED_MODULES_KEY) ?? []) yield addedModule(added.getString('packageName'), added.getString('file'));
    },
  }),
);

// Backstage's root logger swallows uncaught errors, so a failed start would leave a process that
// answers 503 forever; exit instead so whoever started it sees the failure.
try {
  await backend.start();
} catch (error) {
  console.error('Embedded backend failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
}
