// What of the config reaches the browser besides Portico's own allow-list (frontend-config.ts): a plugin package's
// keys its config schema (package.json "configSchema", a JSON schema) marks `visibility: frontend`, as Backstage
// plugins' do. Never a value any schema marks secret (Portico's, a plugin's, or one of the Backstage packages
// installed beside them), never a plugin key no schema declares, never a key of Portico's own sections.
// The build keeps the plugins' schemas, and what every schema it found says is secret or declared, beside its
// manifest: the server (which may run without those packages installed, as the container image does) filters the
// config with them.
// The plugins' keys are checked against their schemas too, file by file as Portico's own are (config-schema.ts),
// so that a value of the wrong type stops the build and the start, naming the key and the file, instead of reaching
// the browser.
import { readFile } from 'node:fs/promises';
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
import { dropNulls } from './load-app-config';
import { configErrors, configTypeOf, isJsonObject, mergeConfigLayers, type ConfigLayer, type JsonValue } from '../../../domain/app/config-values';
import { installedManifestPath } from '../installed-package';

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
const installedManifest = async (dir: string, name: string): Promise<string | undefined> =>
  packageNameProblem(name) === undefined ? installedManifestPath(dir, name) : undefined;

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

/** One problem Backstage's config schema validation reports: its words, its parameters and where. */
interface SchemaProblem {
  /** e.g. 'must be string', 'must have required property 'proxyPath''. */
  readonly message: string;
  /** e.g. 'type=string', 'missingProperty=proxyPath', 'allowedValues=a,b'. */
  readonly params: string;
  /** The value's path, e.g. ['onCall', 'currency']. */
  readonly path: readonly string[];
}

type ConfigSchema = Awaited<ReturnType<typeof loadConfigSchema>>;

/** 'Config must be string { type=string } at /onCall/currency', as @backstage/config-loader words each problem. */
const SCHEMA_PROBLEM = /^Config (.*?) \{ (.*) \} at (.*)$/s;

const parseSchemaProblem = (line: string): SchemaProblem | undefined => {
  const match = SCHEMA_PROBLEM.exec(line);
  if (!match) return undefined;
  const [, message = '', params = '', at = ''] = match;
  return { message: message.trim(), params: params.trim(), path: at.split('/').filter((part) => part !== '') };
};

/** What Backstage's validation of `data` against the schemas finds (every visibility). */
const schemaProblems = (schema: ConfigSchema, data: JsonValue, context: string): SchemaProblem[] => {
  try {
    schema.process([{ data: data as JsonObject, context }]);
    return [];
  } catch (error) {
    const lines: unknown = (error as { messages?: unknown }).messages;
    const parsed = Array.isArray(lines) ? lines.flatMap((line) => (typeof line === 'string' ? (parseSchemaProblem(line) ?? []) : [])) : [];
    // A schema that cannot be compiled, or words the loader no longer uses: its message as it is.
    return parsed.length > 0 ? parsed : [{ message: error instanceof Error ? error.message : String(error), params: '', path: [] }];
  }
};

const paramOf = (problem: SchemaProblem, name: string): string | undefined =>
  problem.params.startsWith(`${name}=`) && !problem.params.includes(' ') ? problem.params.slice(name.length + 1) : undefined;

/** A missing required key: a file may leave it to another, so it is looked for in the merged config. */
const missingKeyOf = (problem: SchemaProblem): string | undefined => paramOf(problem, 'missingProperty');

const childOf = (value: JsonValue | undefined, part: string): JsonValue | undefined => {
  if (Array.isArray(value)) return value[Number(part)];
  return isJsonObject(value) && Object.prototype.hasOwnProperty.call(value, part) ? value[part] : undefined;
};

/** The key of a path in Portico's words: 'onCall.rotas[1].name'. */
const keyName = (path: readonly string[], data: JsonValue): string => {
  let key = '';
  let value: JsonValue | undefined = data;
  for (const part of path) {
    key = Array.isArray(value) && /^\d+$/.test(part) ? `${key}[${part}]` : key ? `${key}.${part}` : part;
    value = childOf(value, part);
  }
  return key;
};

const valueAt = (path: readonly string[], data: JsonValue): JsonValue | undefined =>
  path.reduce<JsonValue | undefined>((value, part) => childOf(value, part), data);

/** The plugin package whose schema declares the key at `path`, following `properties` and `items`. */
const declaringPackage = (serialized: JsonObject, path: readonly string[]): string | undefined => {
  const schemas = Array.isArray(serialized['schemas']) ? serialized['schemas'] : [];
  for (const entry of schemas) {
    if (!isJsonObject(entry) || typeof entry['packageName'] !== 'string') continue;
    let node: JsonValue | undefined = entry['value'];
    for (const part of path) {
      if (!isJsonObject(node)) break;
      const properties = node['properties'];
      node = isJsonObject(properties) && Object.prototype.hasOwnProperty.call(properties, part) ? properties[part] : /^\d+$/.test(part) ? node['items'] : undefined;
    }
    if (isJsonObject(node)) return entry['packageName'];
  }
  return undefined;
};

const withPackage = (message: string, serialized: JsonObject, path: readonly string[]): string => {
  const declaring = declaringPackage(serialized, path);
  return declaring === undefined ? message : `${message} (the config schema of ${declaring})`;
};

/** A problem other than a type's: the key it is about and what is wrong, e.g. 'must be equal to one of the allowed values (a, b)'. */
const describeProblem = (problem: SchemaProblem, data: JsonValue): { readonly path: readonly string[]; readonly key: string; readonly what: string } => {
  const allowed = paramOf(problem, 'allowedValues');
  const extra = paramOf(problem, 'additionalProperty');
  const path = extra === undefined ? problem.path : [...problem.path, extra];
  const what = extra === undefined ? problem.message : `is not a key its config schema allows (${problem.message})`;
  return { path, key: keyName(path, data), what: allowed === undefined ? what : `${what} (${allowed.split(',').join(', ')})` };
};

/** A problem in one file, in the words of Portico's own checks (config-schema.ts). */
const problemInFile = (problem: SchemaProblem, data: JsonValue, context: string, serialized: JsonObject): string => {
  const wanted = paramOf(problem, 'type');
  if (wanted !== undefined) {
    const got = configTypeOf(valueAt(problem.path, data));
    return withPackage(configErrors.invalidType(keyName(problem.path, data), context, got, wanted).message, serialized, problem.path);
  }
  const { path, key, what } = describeProblem(problem, data);
  return withPackage(`Config key '${key}' in '${context}' ${what}`, serialized, path);
};

/** A problem of the merged config (a required key no file sets, say), naming the files it looked in. */
const problemInMerged = (problem: SchemaProblem, merged: JsonValue, contexts: readonly string[], serialized: JsonObject): string => {
  const missing = missingKeyOf(problem);
  if (missing !== undefined) {
    const path = [...problem.path, missing];
    return withPackage(configErrors.missingValue(keyName(path, merged), contexts).message, serialized, path);
  }
  const { path, key, what } = describeProblem(problem, merged);
  return withPackage(`Config key '${key}' ${what} (looked in ${contexts.map((context) => `'${context}'`).join(', ')})`, serialized, path);
};

/** The paths of the numbers and booleans in `data`, and `data` with each of them replaced by an empty object. */
const withScalarsHidden = (data: JsonValue, path: readonly string[] = []): { readonly data: JsonValue; readonly scalars: (readonly string[])[] } => {
  if (typeof data === 'number' || typeof data === 'boolean') return { data: {}, scalars: [path] };
  if (Array.isArray(data)) {
    const items = data.map((item, index) => withScalarsHidden(item, [...path, String(index)]));
    return { data: items.map((item) => item.data), scalars: items.flatMap((item) => item.scalars) };
  }
  if (!isJsonObject(data)) return { data, scalars: [] };
  const entries = Object.entries(data).map(([key, value]) => [key, withScalarsHidden(value, [...path, key])] as const);
  return { data: Object.fromEntries(entries.map(([key, item]) => [key, item.data])), scalars: entries.flatMap(([, item]) => item.scalars) };
};

const samePath = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((part, index) => part === b[index]);

/**
 * A number or boolean where the schema takes only a string. Backstage's validation converts it and lets it pass, but
 * the plugin's `config.getString` refuses it in the browser: so each number and boolean is shown to the schema as a
 * value of no type it converts, and one whose every type error leaves out numbers (or booleans) is wrong.
 */
const scalarForString = (schema: ConfigSchema, data: JsonValue, context: string): SchemaProblem | undefined => {
  const hidden = withScalarsHidden(data);
  if (hidden.scalars.length === 0) return undefined;
  const typeProblems = schemaProblems(schema, hidden.data, context).filter((problem) => paramOf(problem, 'type') !== undefined);
  for (const path of hidden.scalars) {
    const wanted = typeProblems.filter((problem) => samePath(problem.path, path)).map((problem) => (paramOf(problem, 'type') ?? '').split(','));
    const own = typeof valueAt(path, data) === 'boolean' ? ['boolean'] : ['number', 'integer'];
    if (wanted.length > 0 && !wanted.some((types) => types.some((type) => own.includes(type)))) {
      return typeProblems.find((problem) => samePath(problem.path, path));
    }
  }
  return undefined;
};

/**
 * Checks each config file's values (and the APP_CONFIG_* layer's) against the plugin packages' config schemas
 * (serialised, as the build stores them), then the merged config for the keys a schema requires. Left: the first
 * problem, naming the key and the file, e.g. "Invalid type in config for key 'onCall.currency' in
 * '/srv/portal/app-config.yaml', got number, wanted string".
 */
export const checkPluginConfig = async (layers: readonly ConfigLayer[], serialized: JsonObject): Promise<E.Either<string, void>> => {
  const schemas = serialized['schemas'];
  if (!Array.isArray(schemas) || schemas.length === 0) return E.right(undefined);
  const schema = await loadConfigSchema({ serialized });
  for (const layer of layers) {
    const data = dropNulls(layer.data) ?? {};
    const problem = schemaProblems(schema, data, layer.context).find((found) => missingKeyOf(found) === undefined) ?? scalarForString(schema, data, layer.context);
    if (problem !== undefined) return E.left(problemInFile(problem, data, layer.context, serialized));
  }
  const merged = dropNulls(mergeConfigLayers(layers.map((layer) => layer.data))) ?? {};
  const [problem] = schemaProblems(schema, merged, 'app-config');
  return problem === undefined ? E.right(undefined) : E.left(problemInMerged(problem, merged, layers.map((layer) => layer.context), serialized));
};

/**
 * At start: the config files' plugin keys against the schemas the build stored (PLUGIN_CONFIG_SCHEMA_FILE), which the
 * server has without the plugin packages. Right when they pass, or when the build stored none (no plugin packages).
 */
export const checkBuiltPluginConfig = async (layers: readonly ConfigLayer[], distDir: string): Promise<E.Either<string, void>> => {
  const serialized = await readSchemas(distDir);
  return serialized === undefined ? E.right(undefined) : checkPluginConfig(layers, serialized);
};
