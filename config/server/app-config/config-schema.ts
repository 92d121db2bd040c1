// Portico's own config keys and the shape of their values, checked in each layer so that every message
// names the key and the file it came from. A value of the wrong type stops the start; an unknown key under
// portico.* (a misspelling, most likely) is a warning. Keys outside app, backend and portico belong to
// Backstage and its plugins and are left alone.
import * as E from 'fp-ts/Either';
import validatePackageName from 'validate-npm-package-name';
import { withoutUrlCredentials } from '../url-credentials';
import {
  configErrors,
  configTypeOf,
  isJsonObject,
  parseConfigBoolean,
  parseConfigNumber,
  type ConfigLayer,
  type ConfigObject,
  type JsonValue,
} from '../../../domain/app/config-values';
import { readExtensionEntries } from '../../../domain/app/extension-config';

export type ConfigRule =
  | { readonly kind: 'string' | 'url' | 'boolean' | 'positive' | 'port' | 'string-array' | 'package-names' }
  | {
      readonly kind: 'object';
      readonly keys: Readonly<Record<string, ConfigRule>>;
      /** Unknown keys are warned about; an open object takes any key besides those listed. */
      readonly open?: boolean;
    }
  | { readonly kind: 'object-array'; readonly item: ConfigRule }
  /** app.extensions: Backstage's list of single-key maps, read in full (domain/app/extension-config.ts). */
  | { readonly kind: 'extensions' };

const rule = (kind: Exclude<ConfigRule['kind'], 'object' | 'object-array' | 'extensions'>): ConfigRule => ({ kind });
const object = (keys: Record<string, ConfigRule>, open = false): ConfigRule => ({ kind: 'object', keys, open });

export const PORTICO_CONFIG_SCHEMA = object(
  {
    app: object(
      {
        baseUrl: rule('url'),
        title: rule('string'),
        listen: object({ host: rule('string'), port: rule('port') }, true),
        extensions: { kind: 'extensions' },
      },
      true,
    ),
    backend: object({ baseUrl: rule('url') }, true),
    portico: object({
      embeddedBackend: rule('boolean'),
      // A team's own backend plugins and modules the embedded backend adds (config/server/embedded-backend-modules.ts).
      embeddedBackendModules: rule('package-names'),
      dangerouslyExposeEmbeddedBackend: rule('boolean'),
      backendProxy: rule('boolean'),
      protectedMode: rule('boolean'),
      allowedHosts: rule('string-array'),
      proxy: object({
        connectTimeoutMs: rule('positive'),
        firstByteTimeoutMs: rule('positive'),
        maxPendingRequests: rule('positive'),
        maxRequestBodyBytes: rule('positive'),
      }),
      shutdownTimeoutMs: rule('positive'),
      // The plugin packages the build bundles (config/build/plugin-packages.ts): npm package names, nothing else.
      plugins: rule('package-names'),
      // Backstage frontend plugins and what of each to mount where; the build reads and checks them in full
      // (domain/backstage-plugins/backstage-plugin-config.ts).
      backstagePlugins: { kind: 'object-array', item: object({}, true) },
      accessLog: rule('boolean'),
      metrics: object({ enabled: rule('boolean'), host: rule('string'), port: rule('port') }),
      signIn: object({
        providers: { kind: 'object-array', item: object({ id: rule('string'), title: rule('string'), message: rule('string') }) },
        auto: rule('boolean'),
      }),
      // Passed to the browser as it is (frontend-config.ts); its content is the home page's business.
      home: object({}, true),
      // The embedded backend's test policy (config/dev-backend/embedded/deny-list-permission-policy.module.ts).
      permission: object({ deny: rule('string-array') }),
      // Benchmarks seed the embedded catalog from this file (config/dev-backend/embedded/seed-provider.module.ts).
      seed: object({ file: rule('string') }),
    }),
  },
  true,
);

/** Keys without which the portal cannot start, checked on the merged config. */
export const REQUIRED_CONFIG_KEYS = ['app.baseUrl', 'backend.baseUrl'] as const;

interface Visit {
  readonly context: string;
  readonly warnings: string[];
}

const BOOLEAN_SPELLINGS = 'y/yes/true/1/on or n/no/false/0/off';

/**
 * Why `name` is not an npm package's name (npm's own rules, as npm checks them, for packages old and new); undefined
 * when it is one. A path ('../x', './x', '/x', '@scope/../x') never is, so a name always stays inside node_modules.
 */
export const packageNameProblem = (name: string): string | undefined => {
  const checked = validatePackageName(name);
  if (!checked.validForOldPackages) return checked.errors.join(', ');
  // npm's rules let a scope start with a period ('@../x'), which would name a folder outside the scope's.
  if (name.startsWith('@.')) return 'a scope cannot start with a period';
  return undefined;
};

const scalarProblem = (kind: Exclude<ConfigRule['kind'], 'object' | 'object-array' | 'extensions'>, key: string, value: JsonValue, context: string): string | undefined => {
  const wrongType = (wanted: string) => configErrors.invalidType(key, context, configTypeOf(value), wanted).message;
  switch (kind) {
    case 'string':
      return typeof value === 'string' && value !== '' ? undefined : wrongType('string');
    case 'url': {
      if (typeof value !== 'string' || value === '') return wrongType('string');
      return isHttpUrl(value) ? undefined : `Invalid URL in config for key '${key}' in '${context}', got '${withoutUrlCredentials(value)}', wanted an absolute http(s) URL`;
    }
    case 'boolean':
      if (typeof value !== 'boolean' && typeof value !== 'string' && typeof value !== 'number') return wrongType('boolean');
      return parseConfigBoolean(value) === undefined
        ? `${configErrors.unableToConvert(key, context, 'boolean').message} (${BOOLEAN_SPELLINGS})`
        : undefined;
    case 'positive':
    case 'port': {
      if (typeof value !== 'number' && typeof value !== 'string') return wrongType('number');
      const number = parseConfigNumber(value);
      if (number === undefined) return configErrors.unableToConvert(key, context, 'number').message;
      if (kind === 'positive' && !(number > 0)) return `Config key '${key}' in '${context}' must be a positive number, got ${number}`;
      if (kind === 'port' && !(Number.isInteger(number) && number >= 0 && number <= 65_535)) {
        return `Config key '${key}' in '${context}' must be a port number (0–65535), got ${number}`;
      }
      return undefined;
    }
    case 'string-array': {
      if (!Array.isArray(value)) return wrongType('string-array');
      const index = value.findIndex((item) => typeof item !== 'string' || item === '');
      return index === -1 ? undefined : configErrors.invalidType(`${key}[${index}]`, context, configTypeOf(value[index]), 'string-array').message;
    }
    case 'package-names': {
      const notStrings = scalarProblem('string-array', key, value, context);
      if (notStrings !== undefined || !Array.isArray(value)) return notStrings;
      for (const [index, name] of (value as string[]).entries()) {
        const problem = packageNameProblem(name);
        if (problem !== undefined) {
          return `Invalid package name in config for key '${key}[${index}]' in '${context}', got '${name}' (${problem}): ${key} names npm packages installed in node_modules`;
        }
      }
      return undefined;
    }
  }
};

const isHttpUrl = (text: string): boolean => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

const childKey = (key: string, part: string): string => (key ? `${key}.${part}` : part);

/** Left: the first value of the wrong type. Unknown keys of closed objects go to visit.warnings. */
const checkValue = (schema: ConfigRule, key: string, value: JsonValue, visit: Visit): E.Either<string, void> => {
  // A null clears what lower layers set (Backstage's rule), whatever the key's type.
  if (value === null) return E.right(undefined);
  if (schema.kind === 'object') {
    if (!isJsonObject(value)) return E.left(configErrors.invalidType(key, visit.context, configTypeOf(value), 'object').message);
    for (const [part, child] of Object.entries(value)) {
      const childSchema = Object.prototype.hasOwnProperty.call(schema.keys, part) ? schema.keys[part] : undefined;
      if (childSchema) {
        const checked = checkValue(childSchema, childKey(key, part), child, visit);
        if (E.isLeft(checked)) return checked;
      } else if (!schema.open) {
        visit.warnings.push(`Unknown config key '${childKey(key, part)}' in ${visit.context}`);
      }
    }
    return E.right(undefined);
  }
  if (schema.kind === 'extensions') return E.map(() => undefined)(readExtensionEntries(value, visit.context, key));
  if (schema.kind === 'object-array') {
    if (!Array.isArray(value)) return E.left(configErrors.invalidType(key, visit.context, configTypeOf(value), 'object-array').message);
    for (const [index, item] of value.entries()) {
      const checked = checkValue(schema.item, `${key}[${index}]`, item, visit);
      if (E.isLeft(checked)) return checked;
    }
    return E.right(undefined);
  }
  const problem = scalarProblem(schema.kind, key, value, visit.context);
  return problem === undefined ? E.right(undefined) : E.left(problem);
};

const valueAt = (config: ConfigObject, key: string): JsonValue | undefined =>
  key.split('.').reduce<JsonValue | undefined>((value, part) => (isJsonObject(value) ? value[part] : undefined), config);

/**
 * Checks each layer against Portico's schema and the merged config for the required keys.
 * Right: the warnings to print (unknown portico.* keys, each with its file); Left: why the portal cannot start.
 */
export const checkPorticoConfig = (
  layers: readonly ConfigLayer[],
  merged: ConfigObject,
  schema: ConfigRule = PORTICO_CONFIG_SCHEMA,
): E.Either<string, string[]> => {
  const warnings: string[] = [];
  for (const layer of layers) {
    const checked = checkValue(schema, '', layer.data, { context: layer.context, warnings });
    if (E.isLeft(checked)) return checked;
  }
  const missing = REQUIRED_CONFIG_KEYS.find((key) => valueAt(merged, key) === undefined);
  if (missing) return E.left(configErrors.missingValue(missing, layers.map((layer) => layer.context)).message);
  return E.right(warnings);
};
