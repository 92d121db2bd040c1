import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { parse } from 'yaml';
import {
  applyEnvOverrides,
  mergeConfigLayers,
  substituteEnv,
  validateConfigKeys,
  type ConfigObject,
} from '../../domain/app/config-values';

export interface LoadAppConfigOptions {
  readonly cwd: string;
  /** --config files, in order; later ones win. */
  readonly configFiles: readonly string[];
  readonly env: Readonly<Record<string, string | undefined>>;
}

export interface LoadedAppConfig {
  readonly config: ConfigObject;
  /** The files read, in the order they were merged. */
  readonly files: readonly string[];
}

const readLayer = async (path: string, required: boolean): Promise<Either<string, ConfigObject | undefined>> => {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    return required ? E.left(`Config file not found: ${path}`) : E.right(undefined);
  }
  try {
    const value: unknown = parse(text);
    if (value === null || value === undefined) return E.right({});
    if (typeof value !== 'object' || Array.isArray(value)) return E.left(`Config file ${path} must hold a mapping at the top level`);
    return E.right(value as ConfigObject);
  } catch (error) {
    return E.left(`Config file ${path} is not valid YAML: ${(error as Error).message}`);
  }
};

/**
 * app-config.yaml, then app-config.local.yaml when present, then each --config file; `${VAR}` substituted from
 * the environment in each; then APP_CONFIG_a_b=value overrides. Every key is checked against the config rules.
 */
export const loadAppConfig = async (options: LoadAppConfigOptions): Promise<Either<string, LoadedAppConfig>> => {
  const candidates = [
    { path: resolve(options.cwd, 'app-config.yaml'), required: options.configFiles.length === 0 },
    { path: resolve(options.cwd, 'app-config.local.yaml'), required: false },
    ...options.configFiles.map((file) => ({ path: resolve(options.cwd, file), required: true })),
  ];
  const layers: { file: string; config: ConfigObject }[] = [];
  for (const candidate of candidates) {
    const layer = await readLayer(candidate.path, candidate.required);
    if (E.isLeft(layer)) return layer;
    if (!layer.right) continue;
    const substituted = substituteEnv(layer.right, options.env);
    if (E.isLeft(substituted)) return E.left(`${candidate.path}: ${substituted.left}`);
    layers.push({ file: candidate.path, config: substituted.right });
  }
  const merged = applyEnvOverrides(mergeConfigLayers(layers.map((layer) => layer.config)), options.env);
  if (E.isLeft(merged)) return merged;
  const keys = validateConfigKeys(merged.right);
  if (E.isLeft(keys)) return keys;
  return E.right({ config: merged.right, files: layers.map((layer) => layer.file) });
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
