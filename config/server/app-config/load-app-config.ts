// Reads the portal's config with Backstage's own loader (@backstage/config-loader), so a company's
// app-config files work as they are: $env, $file, $include, ${VAR} (and $${VAR} for a literal), several
// --config files and APP_CONFIG_* overrides. Node only: the browser gets frontendConfig(...) of the result.
import { access } from 'node:fs/promises';
import { resolve } from 'node:path';
import {
  ConfigSources,
  EnvConfigSource,
  FileConfigSource,
  type ConfigSource,
  type ConfigSourceData,
  type Parser,
} from '@backstage/config-loader';
import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { CORE_SCHEMA, load } from 'js-yaml';
import { isJsonObject, mergeConfigLayers, type ConfigLayer, type ConfigObject, type EnvMap, type JsonValue } from '../../../domain/app/config-values';
import { withExtensionsMergedById } from '../../../domain/app/extension-config';
import { checkPorticoConfig } from './config-schema';
import { configKeyName, porticoReads, type ConfigPath } from './portico-keys';

export interface LoadAppConfigOptions {
  readonly cwd: string;
  /** --config files, in order; later ones win. */
  readonly configFiles: readonly string[];
  readonly env: EnvMap;
}

export interface LoadedAppConfig {
  /**
   * Every layer merged: later layers win, objects merge key by key, a null removes what lower layers set; the lists of
   * app.extensions merge by extension id.
   */
  readonly config: ConfigObject;
  /** The files read, in the order they were merged. */
  readonly files: readonly string[];
  /** Each file's data (after $env, $file, $include and ${VAR}), then the APP_CONFIG_* layer ('env'), lowest first. */
  readonly layers: readonly ConfigLayer[];
  /** Things worth telling whoever starts the portal, e.g. a misspelt portico.* key; loading went on. */
  readonly warnings: readonly string[];
}

interface Candidate {
  readonly path: string;
  readonly required: boolean;
}

const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

/** app-config.yaml (required unless --config files are given), app-config.local.yaml when present, each --config file. */
const candidateFiles = (options: LoadAppConfigOptions): Candidate[] => [
  { path: resolve(options.cwd, 'app-config.yaml'), required: options.configFiles.length === 0 },
  { path: resolve(options.cwd, 'app-config.local.yaml'), required: false },
  ...options.configFiles.map((file) => ({ path: resolve(options.cwd, file), required: true })),
];

/** The first `{ $env: NAME }` whose variable is not set, as [key, name]: Backstage would drop the key silently. */
const findUnsetEnvReference = (value: unknown, env: EnvMap, path: string): readonly [string, string] | undefined => {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnsetEnvReference(item, env, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (!isJsonObject(value)) return undefined;
  const keys = Object.keys(value);
  const name = value['$env'];
  if (keys.length === 1 && typeof name === 'string' && !name.includes('${')) {
    return env[name.trim()] === undefined ? [path, name.trim()] : undefined;
  }
  for (const key of keys) {
    const found = findUnsetEnvReference(value[key], env, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
};

/**
 * The variables a string's `${VAR}` references need and the environment does not give, as Backstage's loader
 * substitutes them: `${VAR:-fallback}` needs VAR only when the fallback is empty too; `$${VAR}` is literal.
 */
const missingSubstitutions = (text: string, env: EnvMap): string[] => {
  const parts = text.split(/(\$?\$\{[^{}]*\})/);
  const missing: string[] = [];
  for (let index = 1; index < parts.length; index += 2) {
    const part = parts[index]!;
    if (part.startsWith('$$')) continue;
    const inner = part.slice(2, -1);
    const fallbackAt = inner.indexOf(':-');
    const name = (fallbackAt > -1 ? inner.slice(0, fallbackAt) : inner).trim();
    const value = env[name]?.trim();
    const given = fallbackAt > -1 ? Boolean(value) || Boolean(inner.slice(fallbackAt + 2).trim()) : value !== undefined;
    if (!given) missing.push(name);
  }
  return missing;
};

/**
 * One line per key Portico reads (portico-keys.ts) whose `${VAR}` names a variable that is not set: Backstage's
 * loader leaves such a key out without a word, so the portal would start on the key's default or a lower file's
 * value. Keys that only Backstage's backends read are theirs to report.
 */
const unsetSubstitutionWarnings = (value: unknown, env: EnvMap, path: ConfigPath, file: string): string[] => {
  if (typeof value === 'string') {
    if (!porticoReads(path)) return [];
    return missingSubstitutions(value, env).map(
      (name) => `Config key '${configKeyName(path)}' in ${file} uses the environment variable ${name} (\${${name}}), which is not set: the key is left out`,
    );
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => unsetSubstitutionWarnings(item, env, [...path, index], file));
  if (!isJsonObject(value)) return [];
  const keys = Object.keys(value);
  // $env, $file and $include are read by the loader; an unset $env already stops the start.
  if (keys.length === 1 && keys[0]!.startsWith('$')) return [];
  return keys.flatMap((key) => unsetSubstitutionWarnings(value[key], env, [...path, key], file));
};

/** The loader's own type for a parsed file; its values are checked to be JSON data once loaded (toLayer). */
type ParsedFile = Awaited<ReturnType<Parser>>['result'];

/**
 * YAML with the file named in every problem: syntax, a top level that is not a mapping, an unset $env variable.
 * Keys of Portico's that an unset `${VAR}` leaves out go to `warnings`.
 */
const fileParser =
  (path: string, env: EnvMap, warnings: string[]): Parser =>
  async ({ contents }) => {
    let value: unknown;
    try {
      // The core schema: dates stay text.
      value = load(contents, { schema: CORE_SCHEMA });
    } catch (error) {
      throw new Error(`Config file ${path} is not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (value === null || value === undefined) return { result: {} };
    if (!isJsonObject(value)) throw new Error(`Config file ${path} must hold a mapping at the top level`);
    const unset = findUnsetEnvReference(value, env, '');
    if (unset) {
      throw new Error(`Config key '${unset[0]}' in ${path} reads the environment variable ${unset[1]} ($env), which is not set`);
    }
    warnings.push(...unsetSubstitutionWarnings(value, env, [], path));
    return { result: value as ParsedFile };
  };

const fileSource = (path: string, env: EnvMap, warnings: string[]): ConfigSource =>
  FileConfigSource.create({
    path,
    watch: false,
    substitutionFunc: async (name) => env[name]?.trim(),
    parser: fileParser(path, env, warnings),
  });

/** What the sources hold right now (the first read; nothing is watched). */
const readOnce = async (source: ConfigSource): Promise<readonly ConfigSourceData[]> => {
  const reading = source.readConfigData();
  try {
    const first = await reading.next();
    return first.done ? [] : first.value.configs;
  } finally {
    await reading.return();
  }
};

/** Parsed YAML and JSON can hold NaN or Infinity (`.nan`, `.inf`), which are not config values. */
const findNonJson = (value: unknown, path: string): string | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNonJson(item, `${path}[${index}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (isJsonObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      const found = findNonJson(item, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  return path;
};

/** A value without its nulls: a null clears what lower layers set (Backstage's rule), so it is no value of its own. */
export const dropNulls = (value: JsonValue): JsonValue | undefined => {
  if (value === null) return undefined;
  if (Array.isArray(value)) return value.flatMap((item) => dropNulls(item) ?? []);
  if (!isJsonObject(value)) return value;
  const out: Record<string, JsonValue> = {};
  for (const [key, item] of Object.entries(value)) {
    const kept = dropNulls(item);
    if (kept !== undefined) Object.defineProperty(out, key, { value: kept, enumerable: true, writable: true, configurable: true });
  }
  return out;
};

const toLayer = (data: ConfigSourceData): Either<string, ConfigLayer> => {
  const context = data.path ?? data.context;
  const bad = findNonJson(data.data, '');
  if (bad !== undefined) return E.left(`Config value at '${bad || '(root)'}' in ${context} is not JSON data`);
  return E.right({ data: data.data as ConfigObject, context });
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * app-config.yaml, then app-config.local.yaml when present, then each --config file, then APP_CONFIG_*
 * overrides; later layers win. Portico's own keys are checked in each layer (config-schema.ts).
 */
export const loadAppConfig = async (options: LoadAppConfigOptions): Promise<Either<string, LoadedAppConfig>> => {
  const files: string[] = [];
  for (const candidate of candidateFiles(options)) {
    if (await exists(candidate.path)) files.push(candidate.path);
    else if (candidate.required) return E.left(`Config file not found: ${candidate.path}`);
  }
  let read: readonly ConfigSourceData[];
  // Per file, so that the lines come in the files' order however the loader interleaves its reads.
  const substitutionWarnings = files.map((): string[] => []);
  try {
    const sources = [
      ...files.map((path, index) => fileSource(path, options.env, substitutionWarnings[index]!)),
      EnvConfigSource.create({ env: { ...options.env } }),
    ];
    read = await readOnce(ConfigSources.merge(sources));
  } catch (error) {
    return E.left(messageOf(error));
  }
  const layers: ConfigLayer[] = [];
  for (const data of read) {
    const layer = toLayer(data);
    if (E.isLeft(layer)) return layer;
    layers.push(layer.right);
  }
  const merged = (dropNulls(mergeConfigLayers(layers.map((layer) => layer.data))) ?? {}) as ConfigObject;
  const checked = checkPorticoConfig(layers, merged);
  // A required key may be missing because its variable is not set: say so with the failure.
  if (E.isLeft(checked)) return E.left([checked.left, ...substitutionWarnings.flat()].join('\n'));
  // app.extensions of several files merge by id, where the loader would keep the last file's list alone.
  const config = withExtensionsMergedById(merged, layers);
  if (E.isLeft(config)) return config;
  return E.right({ config: config.right, files, layers, warnings: [...substitutionWarnings.flat(), ...checked.right] });
};

/** `--config a.yaml --config=b.yaml` → ['a.yaml', 'b.yaml'] */
export const configFilesFromArgs = (args: readonly string[]): string[] => {
  const files: string[] = [];
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === '--config' && args[index + 1]) files.push(args[(index += 1)]!);
    else if (arg.startsWith('--config=')) files.push(arg.slice('--config='.length));
  }
  return files;
};
