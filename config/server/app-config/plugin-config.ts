// What of the config reaches the browser besides Portico's own allow-list (frontend-config.ts): a plugin package's
// keys its config schema (package.json "configSchema", a JSON schema) marks `visibility: frontend`, as Backstage
// plugins' do. Never a value any schema marks secret (Portico's, a plugin's, or one of the Backstage packages
// installed beside them), never a plugin key no schema declares, never a key of Portico's own sections.
// The build keeps the plugins' schemas, and what every schema it found says is secret or declared, beside its
// manifest: the server (which may run without those packages installed, as the container image does) filters the
// config with them.
import { access, readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import { loadConfigSchema } from '@backstage/config-loader';
import type { JsonObject } from '@backstage/types';
import {
  conflictMessage,
  onlyDeclared,
  parseStoredVisibility,
  porticoVisibility,
  schemaVisibility,
  storedVisibility,
  visibilityConflicts,
  withoutSecrets,
  type PackageSchema,
  type StoredVisibility,
} from './config-visibility';
import { configWithoutUrlCredentials } from '../url-credentials';
import { packageNameProblem } from './config-schema';

type Json = Record<string, unknown>;

/** Below the build's folder, beside Vite's manifest: never served (only assets/ and index.html are). */
export const PLUGIN_CONFIG_SCHEMA_FILE = join('.vite', 'portico-plugin-config-schema.json');
/** Beside it: the secret and the declared keys of every config schema the build found (config-visibility.ts). */
export const CONFIG_VISIBILITY_FILE = join('.vite', 'portico-config-visibility.json');

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

const readJson = async (path: string): Promise<unknown> => {
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The package.json of `name` as Node finds it from `dir`: in node_modules of dir or of a folder above. */
const installedManifest = async (dir: string, name: string): Promise<string | undefined> => {
  if (packageNameProblem(name) !== undefined) return undefined;
  for (let at = resolve(dir); ; at = dirname(at)) {
    const candidate = join(at, 'node_modules', name, 'package.json');
    if (await access(candidate).then(() => true, () => false)) return candidate;
    if (dirname(at) === at) return undefined;
  }
};

type Manifest = Record<string, unknown>;

/** The names a package.json depends on, of the given kinds. */
const dependencyNames = (manifest: Manifest, fields: readonly string[]): string[] =>
  fields.flatMap((field) => {
    const deps = manifest[field];
    return typeof deps === 'object' && deps !== null && !Array.isArray(deps) ? Object.keys(deps) : [];
  });

const INSTALLED_DEPENDENCIES = ['dependencies', 'optionalDependencies', 'peerDependencies'];
/** The app's own dev dependencies are installed too (its backend's packages may be among them). */
const APP_DEPENDENCIES = [...INSTALLED_DEPENDENCIES, 'devDependencies'];

/**
 * Every config schema of the app at `appDir`, of the plugin packages and of the packages they depend on at any
 * depth, found as Backstage finds them (a package with a schema or a dependency on a @backstage/ package is
 * followed into its dependencies), each with the name of its package. Each schema is read on its own, so that two
 * that disagree are told apart (checked afterwards) rather than merged.
 */
const installedConfigSchemas = async (appDir: string, packageJsonPaths: readonly string[]): Promise<PackageSchema[]> => {
  const found: PackageSchema[] = [];
  const seen = new Set<string>();
  const visit = async (manifestPath: string, root: boolean): Promise<void> => {
    if (seen.has(manifestPath)) return;
    seen.add(manifestPath);
    const manifest = await readJson(manifestPath);
    if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) return;
    const pkg = manifest as Manifest;
    const names = dependencyNames(pkg, root ? APP_DEPENDENCIES : INSTALLED_DEPENDENCIES);
    const hasSchema = 'configSchema' in pkg;
    if (!root && !hasSchema && !names.some((name) => name.startsWith('@backstage/'))) return;
    if (hasSchema) {
      const own = (await loadConfigSchema({ dependencies: [], packagePaths: [manifestPath], excludePackageDependencies: true })).serialize()['schemas'];
      for (const schema of Array.isArray(own) ? own : []) {
        if (typeof schema === 'object' && schema !== null && !Array.isArray(schema) && typeof schema['packageName'] === 'string') {
          found.push({ packageName: schema['packageName'], value: schema['value'] });
        }
      }
    }
    const dependencies = await Promise.all(names.map((name) => installedManifest(dirname(manifestPath), name)));
    for (const dependency of dependencies) if (dependency !== undefined) await visit(dependency, false);
  };
  await visit(resolve(appDir, 'package.json'), true);
  for (const path of packageJsonPaths) await visit(resolve(path), true);
  return found;
};

export interface BuiltConfigSchemas {
  /** The plugin packages' schemas, serialised (PLUGIN_CONFIG_SCHEMA_FILE). */
  readonly pluginSchemas: JsonObject;
  /** What every schema found says is secret or declared (CONFIG_VISIBILITY_FILE). */
  readonly visibility: StoredVisibility;
}

/**
 * What the build stores for the server. Left: schemas that disagree (one shows a value to the browser, another
 * marks it secret), each such key with both packages named; the build stops there.
 */
export const buildConfigSchemas = async (appDir: string, packageJsonPaths: readonly string[]): Promise<E.Either<string, BuiltConfigSchemas>> => {
  const schemas = [porticoVisibility(), ...(await installedConfigSchemas(appDir, packageJsonPaths)).map(schemaVisibility)];
  const conflict = conflictMessage(visibilityConflicts(schemas.flatMap((schema) => schema.marks)));
  if (conflict !== undefined) return E.left(conflict);
  return E.right({ pluginSchemas: await pluginConfigSchemas(packageJsonPaths), visibility: storedVisibility(schemas) });
};

const readSchemas = async (distDir: string): Promise<JsonObject | undefined> => {
  const parsed = await readJson(join(distDir, PLUGIN_CONFIG_SCHEMA_FILE));
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as JsonObject) : undefined;
};

/** What the build stored of the schemas' secrets and declared keys; undefined without it (no build, or an older one). */
export const readConfigVisibility = async (distDir: string): Promise<StoredVisibility | undefined> =>
  parseStoredVisibility(await readJson(join(distDir, CONFIG_VISIBILITY_FILE)));

/**
 * The keys the bundled plugins' schemas make visible to the browser, outside Portico's own sections, and declared
 * by a schema. Nothing without the stored secrets and declared keys: a build that lacks them shows no plugin key.
 */
export const pluginFrontendConfig = async (config: Json, distDir: string, stored?: StoredVisibility): Promise<Json> => {
  const visibility = stored ?? (await readConfigVisibility(distDir));
  const serialized = await readSchemas(distDir);
  if (!serialized || !visibility) return {};
  const schema = await loadConfigSchema({ serialized });
  const [visible] = schema.process([{ context: 'app-config', data: config as JsonObject }], { visibility: ['frontend'], ignoreSchemaErrors: true });
  const pluginKeys = Object.fromEntries(Object.entries(visible?.data ?? {}).filter(([key]) => !PORTAL_KEYS.has(key)));
  return withoutSecrets(onlyDeclared(pluginKeys, visibility.declared), visibility.secrets.map((secret) => secret.path));
};

/**
 * The config the browser gets ({base}/.portico/app-config.json and index.html): Portico's allow-list view of it
 * (`portalView`) with the plugins' frontend keys, minus every value a schema marks secret (the build's record of
 * them, and the ones Portico knows of without it), and with no credentials in any URL.
 */
export const browserAppConfig = async (config: Json, portalView: Json, distDir: string): Promise<Json> => {
  const stored = await readConfigVisibility(distDir);
  const pluginKeys = await pluginFrontendConfig(config, distDir, stored);
  const secrets = [
    ...porticoVisibility().marks.filter((mark) => mark.visibility === 'secret'),
    ...(stored?.secrets ?? []),
  ].map((secret) => secret.path);
  return configWithoutUrlCredentials(withoutSecrets({ ...pluginKeys, ...portalView }, secrets)) as Json;
};
