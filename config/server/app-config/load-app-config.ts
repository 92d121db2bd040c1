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
import { parse } from 'yaml';
import { isJsonObject, mergeConfigLayers, type ConfigLayer, type ConfigObject, type EnvMap, type JsonValue } from '../../../domain/app/config-values';
import { checkPorticoConfig } from './config-schema';

export interface LoadAppConfigOptions {
  readonly cwd: string;
  /** --config files, in order; later ones win. */
  readonly configFiles: readonly string[];
  readonly env: EnvMap;
}

export interface LoadedAppConfig {
  /** Every layer merged: later layers win, objects merge key by key, a null removes what lower layers set. */
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

/** The loader's own type for a parsed file; its values are checked to be JSON data once loaded (toLayer). */
type ParsedFile = Awaited<ReturnType<Parser>>['result'];

/** YAML with the file named in every problem: syntax, a top level that is not a mapping, an unset $env variable. */
const fileParser =
  (path: string, env: EnvMap): Parser =>
  async ({ contents }) => {
    let value: unknown;
    try {
      value = parse(contents);
    } catch (error) {
      throw new Error(`Config file ${path} is not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (value === null || value === undefined) return { result: {} };
    if (!isJsonObject(value)) throw new Error(`Config file ${path} must hold a mapping at the top level`);
    const unset = findUnsetEnvReference(value, env, '');
    if (unset) {
      throw new Error(`Config key '${unset[0]}' in ${path} reads the environment variable ${unset[1]} ($env), which is not set`);
    }
    return { result: value as ParsedFile };
  };

const fileSource = (path: string, env: EnvMap): ConfigSource =>
  FileConfigSource.create({
    path,
    watch: false,
    substitutionFunc: async (name) => env[name]?.trim(),
    parser: fileParser(path, env),
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

const dropNulls = (value: JsonValue): JsonValue | undefined => {
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
  try {
    const sources = [...files.map((path) => fileSource(path, options.env)), EnvConfigSource.create({ env: { ...options.env } })];
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
  const config = (dropNulls(mergeConfigLayers(layers.map((layer) => layer.data))) ?? {}) as ConfigObject;
  const checked = checkPorticoConfig(layers, config);
  if (E.isLeft(checked)) return checked;
  return E.right({ config, files, layers, warnings: checked.right });
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
