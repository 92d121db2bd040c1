// Runtime configuration rules:
// key syntax, typed reads with the key and file in every error, layer merging, ${VAR} substitution
// and APP_CONFIG_* environment overrides. Everything here is pure: data and env are passed in.
import * as E from 'fp-ts/Either';

export type JsonPrimitive = string | number | boolean | null;
export type JsonValue = JsonPrimitive | JsonObject | JsonArray;
export interface JsonObject {
  readonly [key: string]: JsonValue;
}
export type JsonArray = readonly JsonValue[];
/** A whole config tree (what one app-config file holds). */
export type ConfigObject = JsonObject;

/** One source of config: its data and where it came from (file name, or 'env'). */
export interface ConfigLayer {
  readonly data: JsonObject;
  readonly context: string;
}

export type EnvMap = Readonly<Record<string, string | undefined>>;

export type ConfigError =
  | { readonly _tag: 'InvalidKey'; readonly key: string; readonly message: string }
  | {
      readonly _tag: 'InvalidType';
      readonly key: string;
      readonly context: string;
      readonly got: string;
      readonly wanted: string;
      readonly message: string;
    }
  | { readonly _tag: 'MissingValue'; readonly key: string; readonly contexts: readonly string[]; readonly message: string }
  | {
      readonly _tag: 'UnableToConvert';
      readonly key: string;
      readonly context: string;
      readonly wanted: string;
      readonly message: string;
    }
  | { readonly _tag: 'InvalidEnvConfig'; readonly key: string; readonly message: string };

export const configErrors = {
  invalidKey: (key: string): ConfigError => ({ _tag: 'InvalidKey', key, message: `Invalid config key '${key}'` }),
  invalidType: (key: string, context: string, got: string, wanted: string): ConfigError => ({
    _tag: 'InvalidType',
    key,
    context,
    got,
    wanted,
    message: `Invalid type in config for key '${key}' in '${context}', got ${got}, wanted ${wanted}`,
  }),
  missingValue: (key: string, contexts: readonly string[]): ConfigError => ({
    _tag: 'MissingValue',
    key,
    contexts,
    message:
      `Missing required value in config for key '${key}'` +
      (contexts.length ? ` (looked in ${contexts.map((c) => `'${c}'`).join(', ')})` : ''),
  }),
  unableToConvert: (key: string, context: string, wanted: string): ConfigError => ({
    _tag: 'UnableToConvert',
    key,
    context,
    wanted,
    message: `Unable to convert config value for key '${key}' in '${context}' to a ${wanted}`,
  }),
  invalidEnv: (key: string, message: string): ConfigError => ({ _tag: 'InvalidEnvConfig', key, message }),
};

/** One part of a dotted key: letters and digits, starting with a letter, with - or _ separators (Backstage's rule). */
export const CONFIG_KEY_PART_PATTERN = /^[a-z][a-z0-9]*(?:[-_][a-z][a-z0-9]*)*$/i;

export const isValidConfigKey = (key: string): boolean =>
  key.split('.').every((part) => CONFIG_KEY_PART_PATTERN.test(part));

export const isJsonObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Type name used in 'got ...' of an invalid-type error. */
export const configTypeOf = (value: unknown): string => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan';
  if (value === '') return 'empty-string';
  return typeof value;
};

const TRUE_TEXT = /^(?:y|yes|true|1|on)$/i;
const FALSE_TEXT = /^(?:n|no|false|0|off)$/i;

/** Booleans, and y/yes/true/1/on or n/no/false/0/off in any case (strings or numbers); else undefined. */
export const parseConfigBoolean = (value: unknown): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = String(value).trim();
  if (TRUE_TEXT.test(text)) return true;
  if (FALSE_TEXT.test(text)) return false;
  return undefined;
};

/** Finite numbers, and strings holding one; else undefined. */
export const parseConfigNumber = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
};

const ownValue = (object: JsonObject, key: string): JsonValue | undefined =>
  Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;

/** Plain assignment would treat a '__proto__' key from parsed data as the prototype. */
const setOwn = (object: Record<string, JsonValue>, key: string, value: JsonValue): void => {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
};

type Validation = true | { readonly expected: string; readonly value?: unknown; readonly key?: string };

interface Found<T> {
  readonly value: T;
  readonly context: string;
}

const deepMerge = (lower: JsonValue, higher: JsonValue): JsonValue => {
  if (!isJsonObject(lower) || !isJsonObject(higher)) return higher;
  const merged: Record<string, JsonValue> = { ...lower };
  for (const [key, value] of Object.entries(higher)) {
    const below = ownValue(merged, key);
    setOwn(merged, key, below === undefined ? value : deepMerge(below, value));
  }
  return merged;
};

/** Merges config trees; later ones win, objects merge key by key, arrays and scalars are replaced. */
export const mergeConfigLayers = (layers: readonly JsonObject[]): JsonObject =>
  layers.reduce<JsonObject>((merged, layer) => deepMerge(merged, layer) as JsonObject, {});

/**
 * Typed reads over config layers (lowest priority first, as loaded: app-config.yaml, then
 * app-config.local.yaml, then env). Every read answers an Either naming the key and the file.
 */
export class ConfigView {
  private constructor(
    private readonly layers: readonly ConfigLayer[],
    private readonly prefix: string,
  ) {}

  static fromLayers(layers: readonly ConfigLayer[]): ConfigView {
    return new ConfigView(layers, '');
  }

  static fromData(data: JsonObject, context = 'config'): ConfigView {
    return new ConfigView([{ data, context }], '');
  }

  /** The files this view reads, lowest priority first. */
  contexts(): string[] {
    return this.layers.map((layer) => layer.context);
  }

  has(key: string): boolean {
    const found = this.readAll(key);
    return E.isRight(found) && found.right.length > 0;
  }

  /** Keys of this object, across all layers. */
  keys(): string[] {
    return [...new Set(this.layers.flatMap((layer) => Object.keys(layer.data)))];
  }

  /** The raw value, merged across layers (objects merge, arrays and scalars of later layers win). */
  getOptional(key?: string): E.Either<ConfigError, JsonValue | undefined> {
    return E.map((found: readonly Found<JsonValue>[]) =>
      found.length === 0 ? undefined : found.map((f) => f.value).reduce((lower, higher) => deepMerge(lower, higher)),
    )(this.readAll(key));
  }

  get(key?: string): E.Either<ConfigError, JsonValue> {
    return this.required(key ?? '', this.getOptional(key));
  }

  getOptionalString(key: string): E.Either<ConfigError, string | undefined> {
    return E.map((found?: Found<JsonValue>) => found?.value as string | undefined)(
      this.readTyped(key, (value) => (typeof value === 'string' && value !== '') || { expected: 'string' }),
    );
  }

  getString(key: string): E.Either<ConfigError, string> {
    return this.required(key, this.getOptionalString(key));
  }

  getOptionalBoolean(key: string): E.Either<ConfigError, boolean | undefined> {
    return this.converted(key, 'boolean', parseConfigBoolean, (value) =>
      ['boolean', 'string', 'number'].includes(typeof value) || { expected: 'boolean' },
    );
  }

  getBoolean(key: string): E.Either<ConfigError, boolean> {
    return this.required(key, this.getOptionalBoolean(key));
  }

  getOptionalNumber(key: string): E.Either<ConfigError, number | undefined> {
    return this.converted(key, 'number', parseConfigNumber, (value) =>
      typeof value === 'number' || typeof value === 'string' || { expected: 'number' },
    );
  }

  getNumber(key: string): E.Either<ConfigError, number> {
    return this.required(key, this.getOptionalNumber(key));
  }

  getOptionalStringArray(key: string): E.Either<ConfigError, readonly string[] | undefined> {
    return E.map((found?: Found<JsonValue>) => found?.value as readonly string[] | undefined)(
      this.readTyped(key, (values) => {
        if (!Array.isArray(values)) return { expected: 'string-array' };
        const index = values.findIndex((value) => typeof value !== 'string' || value === '');
        return index === -1 ? true : { expected: 'string-array', value: values[index], key: `${key}[${index}]` };
      }),
    );
  }

  getStringArray(key: string): E.Either<ConfigError, readonly string[]> {
    return this.required(key, this.getOptionalStringArray(key));
  }

  /** A nested object as its own view; objects of several layers stay layered. */
  getOptionalConfig(key: string): E.Either<ConfigError, ConfigView | undefined> {
    const found = this.readAll(key);
    if (E.isLeft(found)) return found;
    const sublayers: ConfigLayer[] = [];
    for (const { value, context } of [...found.right].reverse()) {
      if (!isJsonObject(value)) {
        return E.left(configErrors.invalidType(this.fullKey(key), context, configTypeOf(value), 'object'));
      }
      sublayers.unshift({ data: value, context });
    }
    return E.right(sublayers.length ? new ConfigView(sublayers, this.fullKey(key)) : undefined);
  }

  getConfig(key: string): E.Either<ConfigError, ConfigView> {
    return this.required(key, this.getOptionalConfig(key));
  }

  /** An array of objects, each as a view of its own; arrays are never merged across layers. */
  getOptionalConfigArray(key: string): E.Either<ConfigError, readonly ConfigView[] | undefined> {
    const found = this.readTyped(key, (values) => {
      if (!Array.isArray(values)) return { expected: 'object-array' };
      const index = values.findIndex((value) => !isJsonObject(value));
      return index === -1 ? true : { expected: 'object-array', value: values[index], key: `${key}[${index}]` };
    });
    return E.map((f?: Found<JsonValue>) =>
      f === undefined
        ? undefined
        : (f.value as readonly JsonObject[]).map(
            (data, index) => new ConfigView([{ data, context: f.context }], this.fullKey(`${key}[${index}]`)),
          ),
    )(found);
  }

  getConfigArray(key: string): E.Either<ConfigError, readonly ConfigView[]> {
    return this.required(key, this.getOptionalConfigArray(key));
  }

  private fullKey(key: string): string {
    return this.prefix && key ? `${this.prefix}.${key}` : this.prefix || key;
  }

  private required<T>(key: string, read: E.Either<ConfigError, T | undefined>): E.Either<ConfigError, T> {
    return E.chain((value: T | undefined) =>
      value === undefined ? E.left(configErrors.missingValue(this.fullKey(key), this.contexts())) : E.right(value),
    )(read);
  }

  /** Value at key in one layer; a non-object on the way is an invalid-type error for the partial key. */
  private readLayer(layer: ConfigLayer, parts: readonly string[]): E.Either<ConfigError, JsonValue | undefined> {
    let value: JsonValue | undefined = layer.data;
    for (const [index, part] of parts.entries()) {
      if (isJsonObject(value)) {
        value = ownValue(value, part);
      } else if (value !== undefined) {
        const partial = this.fullKey(parts.slice(0, index).join('.'));
        return E.left(configErrors.invalidType(partial, layer.context, configTypeOf(value), 'object'));
      }
    }
    return E.right(value);
  }

  private partsOf(key: string | undefined): E.Either<ConfigError, readonly string[]> {
    if (!key) return E.right([]);
    return isValidConfigKey(key) ? E.right(key.split('.')) : E.left(configErrors.invalidKey(key));
  }

  /** Every layer's defined value at key, lowest priority first; errors of higher layers are reported first. */
  private readAll(key: string | undefined): E.Either<ConfigError, readonly Found<JsonValue>[]> {
    const parts = this.partsOf(key);
    if (E.isLeft(parts)) return parts;
    const found: Found<JsonValue>[] = [];
    for (const layer of [...this.layers].reverse()) {
      const value = this.readLayer(layer, parts.right);
      if (E.isLeft(value)) return value;
      if (value.right !== undefined) found.unshift({ value: value.right, context: layer.context });
    }
    return E.right(found);
  }

  /** The highest-priority defined value at key, checked by validate. */
  private readTyped(
    key: string,
    validate: (value: JsonValue) => Validation,
  ): E.Either<ConfigError, Found<JsonValue> | undefined> {
    const parts = this.partsOf(key);
    if (E.isLeft(parts)) return parts;
    for (const layer of [...this.layers].reverse()) {
      const read = this.readLayer(layer, parts.right);
      if (E.isLeft(read)) return read;
      const value = read.right;
      if (value === undefined) continue;
      const result = validate(value);
      if (result !== true) {
        const failing = 'value' in result ? result.value : value;
        return E.left(
          configErrors.invalidType(this.fullKey(result.key ?? key), layer.context, configTypeOf(failing), result.expected),
        );
      }
      return E.right({ value, context: layer.context });
    }
    return E.right(undefined);
  }

  private converted<T>(
    key: string,
    wanted: string,
    convert: (value: unknown) => T | undefined,
    validate: (value: JsonValue) => Validation,
  ): E.Either<ConfigError, T | undefined> {
    return E.chain((found?: Found<JsonValue>) => {
      if (found === undefined) return E.right(undefined);
      const value = convert(found.value);
      return value === undefined
        ? E.left(configErrors.unableToConvert(this.fullKey(key), found.context, wanted))
        : E.right(value);
    })(this.readTyped(key, validate));
  }
}

const SUBSTITUTION = /(\$?\$\{[^{}]*\})/;

/**
 * `${VAR}` in a string becomes the variable's value; `$${VAR}` stays as the literal `${VAR}`. A string
 * naming a variable that is not set becomes undefined, which removes its key.
 */
export const substituteEnvInString = (input: string, env: EnvMap): string | undefined => {
  const parts = input.split(SUBSTITUTION);
  let result = '';
  for (const [index, part] of parts.entries()) {
    if (index % 2 === 0) {
      result += part;
    } else if (part.startsWith('$$')) {
      result += part.slice(1);
    } else {
      const value = env[part.slice(2, -1).trim()];
      if (value === undefined) return undefined;
      result += value;
    }
  }
  return result;
};

const childPath = (path: string, key: string): string => (path ? `${path}.${key}` : key);

/** Walks untrusted parsed data (YAML or JSON): substitutes strings, drops nulls, refuses non-JSON values. */
const substituteValue = (value: unknown, env: EnvMap, path: string): E.Either<string, JsonValue | undefined> => {
  if (typeof value === 'string') return E.right(substituteEnvInString(value, env));
  if (value === null) return E.right(undefined);
  if (typeof value === 'boolean') return E.right(value);
  if (typeof value === 'number') {
    return Number.isFinite(value) ? E.right(value) : E.left(`Config value at '${path}' is not a finite number`);
  }
  if (Array.isArray(value)) {
    const items: JsonValue[] = [];
    for (const [index, item] of value.entries()) {
      const out = substituteValue(item, env, `${path}[${index}]`);
      if (E.isLeft(out)) return out;
      if (out.right !== undefined) items.push(out.right);
    }
    return E.right(items);
  }
  if (typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    const out: Record<string, JsonValue> = {};
    for (const [key, item] of Object.entries(value)) {
      const substituted = substituteValue(item, env, childPath(path, key));
      if (E.isLeft(substituted)) return substituted;
      if (substituted.right !== undefined) setOwn(out, key, substituted.right);
    }
    return E.right(out);
  }
  return E.left(`Config value at '${path || '(root)'}' is not JSON data (got ${typeof value})`);
};

/**
 * Applies ${VAR} substitution through a parsed config tree; null values and strings naming an unset
 * variable drop their key. Left when the tree holds something that is not JSON data.
 */
export const substituteEnv = (data: unknown, env: EnvMap): E.Either<string, ConfigObject> => {
  if (!isJsonObject(data)) return E.left('Config must hold a mapping at the top level');
  return E.map((value: JsonValue | undefined) => (value ?? {}) as ConfigObject)(substituteValue(data, env, ''));
};

/** The dotted path of the first key that breaks the key rule, e.g. 'app.bad key'; undefined when all are fine. */
export const findInvalidConfigKey = (value: JsonValue, path = ''): string | undefined => {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findInvalidConfigKey(item, `${path}[${index}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (!isJsonObject(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const keyPath = childPath(path, key);
    if (!CONFIG_KEY_PART_PATTERN.test(key)) return keyPath;
    const found = findInvalidConfigKey(item, keyPath);
    if (found) return found;
  }
  return undefined;
};

/** Every key in the tree must follow the key rule (letters and digits with - or _ separators). */
export const validateConfigKeys = (config: ConfigObject): E.Either<string, ConfigObject> => {
  const invalid = findInvalidConfigKey(config);
  return invalid === undefined ? E.right(config) : E.left(`Invalid config key '${invalid}'`);
};

export const ENV_CONFIG_PREFIX = 'APP_CONFIG_';

/** JSON when the value parses as JSON, else the text itself. */
const parseEnvValue = (text: string): JsonValue => {
  try {
    return JSON.parse(text) as JsonValue;
  } catch {
    return text;
  }
};

/**
 * APP_CONFIG_app_baseUrl=https://x becomes { app: { baseUrl: 'https://x' } }. Values are JSON when they
 * parse as JSON, else strings; empty variables are skipped. Variables are read in name order.
 */
export const readEnvConfig = (env: EnvMap): E.Either<ConfigError, JsonObject | undefined> => {
  let data: Record<string, JsonValue> | undefined;
  const names = Object.keys(env)
    .filter((name) => name.startsWith(ENV_CONFIG_PREFIX))
    .sort();
  for (const name of names) {
    const raw = env[name];
    if (!raw) continue;
    const key = name.slice(ENV_CONFIG_PREFIX.length);
    const parts = key.split('_');
    if (!parts.every((part) => CONFIG_KEY_PART_PATTERN.test(part))) {
      return E.left(configErrors.invalidEnv(key, `Invalid env config key '${key}'`));
    }
    data = data ?? {};
    let target: Record<string, JsonValue> = data;
    for (const [index, part] of parts.slice(0, -1).entries()) {
      const existing: JsonValue = ownValue(target, part) ?? {};
      if (!isJsonObject(existing)) {
        const subKey = parts.slice(0, index + 1).join('_');
        return E.left(
          configErrors.invalidEnv(key, `Could not nest config for key '${key}' under existing value '${subKey}'`),
        );
      }
      const next = { ...existing } as Record<string, JsonValue>;
      target[part] = next;
      target = next;
    }
    const last = parts[parts.length - 1]!;
    if (ownValue(target, last) !== undefined) {
      return E.left(configErrors.invalidEnv(key, `Refusing to override existing config at key '${key}'`));
    }
    const value = parseEnvValue(raw);
    if (value === null) {
      return E.left(
        configErrors.invalidEnv(key, `Failed to parse JSON-serialized config value for key '${key}', value may not be null`),
      );
    }
    target[last] = value;
  }
  return E.right(data);
};

/** The layer that APP_CONFIG_* variables form, if any; it goes last so that it wins. */
export const envConfigLayer = (env: EnvMap): E.Either<ConfigError, ConfigLayer | undefined> =>
  E.map((data?: JsonObject) => (data ? { data, context: 'env' } : undefined))(readEnvConfig(env));

/** Merges the APP_CONFIG_* overrides over a config tree; Left with the reason when a variable is invalid. */
export const applyEnvOverrides = (config: ConfigObject, env: EnvMap): E.Either<string, ConfigObject> => {
  const overrides = readEnvConfig(env);
  if (E.isLeft(overrides)) return E.left(overrides.left.message);
  return E.right(overrides.right ? mergeConfigLayers([config, overrides.right]) : config);
};
