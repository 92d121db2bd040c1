// Plugin packages' own config keys reach the browser the way Backstage plugins' do: the package's config schema
// (package.json "configSchema", a JSON schema) marks them `visibility: frontend`. The build keeps the schemas of
// the packages it bundled beside its manifest, so the server (which may run without the packages installed, as
// the container image does) filters the config with them. Portico's own keys keep their explicit allow-list.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfigSchema } from '@backstage/config-loader';
import type { JsonObject } from '@backstage/types';

type Json = Record<string, unknown>;

/** Below the build's folder, beside Vite's manifest: never served (only assets/ and index.html are). */
export const PLUGIN_CONFIG_SCHEMA_FILE = join('.vite', 'portico-plugin-config-schema.json');

/** Top-level keys whose browser view is Portico's own allow-list: a plugin's schema cannot widen it. */
const PORTAL_KEYS = new Set([
  'app',
  'backend',
  'discovery',
  'auth',
  'enableExperimentalRedirectFlow',
  'permission',
  'portico',
  'kubernetes',
  'search',
  'scaffolder',
  'techdocs',
  'integrations',
  'home',
  'catalog',
  'proxy',
]);

/** The serialised schemas of the plugin packages whose package.json is at these paths. */
export const pluginConfigSchemas = async (packageJsonPaths: readonly string[]): Promise<JsonObject> =>
  (await loadConfigSchema({ dependencies: [], packagePaths: [...packageJsonPaths], excludePackageDependencies: true })).serialize();

const readSchemas = async (distDir: string): Promise<JsonObject | undefined> => {
  const text = await readFile(join(distDir, PLUGIN_CONFIG_SCHEMA_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as JsonObject) : undefined;
  } catch {
    return undefined;
  }
};

/** The keys the bundled plugins' schemas make visible to the browser, outside Portico's own sections. */
export const pluginFrontendConfig = async (config: Json, distDir: string): Promise<Json> => {
  const serialized = await readSchemas(distDir);
  if (!serialized) return {};
  const schema = await loadConfigSchema({ serialized });
  const [visible] = schema.process([{ context: 'app-config', data: config as JsonObject }], { visibility: ['frontend'], ignoreSchemaErrors: true });
  return Object.fromEntries(Object.entries(visible?.data ?? {}).filter(([key]) => !PORTAL_KEYS.has(key)));
};
