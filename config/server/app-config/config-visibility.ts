// What the config schemas say about who may see a config value, reduced to paths: which values a schema marks
// `secret`, which it makes visible to the frontend, and which keys it declares at all. The build reads every schema
// it can find (Portico's, the plugin packages', those of the Backstage packages installed beside them), refuses two
// schemas that disagree on a value (one shows it to the browser, the other calls it a secret), and stores the secret
// and declared paths beside the build, so that the server (which may run without those packages) can take out of
// the browser's config every secret value and every plugin key no schema declares.
import { BROWSER_CONFIG, type BrowserView } from './frontend-config';

/** One step from a schema node to a child: a named property, a property matching a pattern, any other property, an item of a list. */
export type SchemaStep = { readonly key: string } | { readonly pattern: string } | { readonly any: true } | { readonly item: true };
export type SchemaPath = readonly SchemaStep[];

/** A value's place in the config: names, and positions in lists. */
export type ValuePath = readonly (string | number)[];

export interface VisibilityMark {
  /** The package whose schema says it. */
  readonly packageName: string;
  readonly path: SchemaPath;
  readonly visibility: 'frontend' | 'secret';
  /** deepVisibility: the mark holds for everything below the path too. */
  readonly deep: boolean;
}

export interface SchemaVisibility {
  readonly marks: readonly VisibilityMark[];
  /** Every path the schema declares (properties, patternProperties, an explicit additionalProperties, items). */
  readonly declared: readonly SchemaPath[];
}

/** A schema as @backstage/config-loader collects it. */
export interface PackageSchema {
  readonly packageName: string;
  readonly value: unknown;
}

/** The name Portico's own schema (its browser allow-list and the secrets it knows of) goes by in messages. */
export const PORTICO_SCHEMA_NAME = 'portico-app';

/**
 * Secrets of Backstage's own keys that Portico knows of whether or not the packages declaring them are installed
 * (the portal alone, or an app whose backend lives in another repository): they never reach the browser.
 */
const PORTICO_SECRETS: readonly SchemaPath[] = [
  [{ key: 'backend' }, { key: 'auth' }, { key: 'keys' }, { item: true }, { key: 'secret' }],
  [{ key: 'backend' }, { key: 'auth' }, { key: 'externalAccess' }, { item: true }, { key: 'options' }],
  [{ key: 'backend' }, { key: 'database' }, { key: 'connection' }],
  [{ key: 'auth' }, { key: 'session' }, { key: 'secret' }],
  [{ key: 'auth' }, { key: 'providers' }, { any: true }, { any: true }, { key: 'clientSecret' }],
  [{ key: 'integrations' }, { any: true }, { item: true }, { key: 'token' }],
  [{ key: 'integrations' }, { any: true }, { item: true }, { key: 'password' }],
  [{ key: 'integrations' }, { any: true }, { item: true }, { key: 'apps' }],
  [{ key: 'integrations' }, { any: true }, { item: true }, { key: 'credentials' }],
];

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** How deep a schema is followed through $ref before the walk stops (a schema that refers to itself). */
const MAX_SCHEMA_DEPTH = 64;

/** The node a local reference ('#/definitions/x', '#/$defs/x') points at in `root`. */
const referenced = (root: unknown, ref: string): unknown => {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (isObject(node) && Object.prototype.hasOwnProperty.call(node, part) ? node[part] : undefined), root);
};

/** The marks and declared paths of one package's schema. */
export const schemaVisibility = ({ packageName, value: root }: PackageSchema): SchemaVisibility => {
  const marks: VisibilityMark[] = [];
  const declared: SchemaPath[] = [];
  const walk = (node: unknown, path: SchemaPath, refs: readonly string[]): void => {
    if (!isObject(node) || path.length > MAX_SCHEMA_DEPTH) return;
    const ref = node['$ref'];
    if (typeof ref === 'string' && !refs.includes(ref)) walk(referenced(root, ref), path, [...refs, ref]);
    const { visibility, deepVisibility } = node;
    if (visibility === 'frontend' || visibility === 'secret') marks.push({ packageName, path, visibility, deep: false });
    if (deepVisibility === 'frontend' || deepVisibility === 'secret') marks.push({ packageName, path, visibility: deepVisibility, deep: true });
    const child = (step: SchemaStep, schema: unknown) => {
      const childPath = [...path, step];
      declared.push(childPath);
      walk(schema, childPath, refs);
    };
    if (isObject(node['properties'])) for (const [key, schema] of Object.entries(node['properties'])) child({ key }, schema);
    if (isObject(node['patternProperties'])) for (const [pattern, schema] of Object.entries(node['patternProperties'])) child({ pattern }, schema);
    const additional = node['additionalProperties'];
    if (additional === true || isObject(additional)) child({ any: true }, additional);
    const items = node['items'];
    if (isObject(items)) child({ item: true }, items);
    else if (Array.isArray(items)) for (const item of items) child({ item: true }, item);
    for (const combinator of ['allOf', 'anyOf', 'oneOf']) {
      const branches = node[combinator];
      if (Array.isArray(branches)) for (const branch of branches) walk(branch, path, refs);
    }
    for (const branch of ['if', 'then', 'else']) walk(node[branch], path, refs);
  };
  walk(root, [], []);
  return { marks, declared };
};

/** Portico's own schema: what its allow-list shows the browser (frontend-config.ts) and the secrets it knows of. */
export const porticoVisibility = (view: BrowserView = BROWSER_CONFIG): SchemaVisibility => {
  const marks: VisibilityMark[] = PORTICO_SECRETS.map((path) => ({ packageName: PORTICO_SCHEMA_NAME, path, visibility: 'secret', deep: true }));
  const declared: SchemaPath[] = [];
  const walk = (node: BrowserView, path: SchemaPath): void => {
    if (path.length > 0) declared.push(path);
    switch (node.kind) {
      case 'all':
        marks.push({ packageName: PORTICO_SCHEMA_NAME, path, visibility: 'frontend', deep: true });
        return;
      case 'text-or':
        marks.push({ packageName: PORTICO_SCHEMA_NAME, path, visibility: 'frontend', deep: false });
        return walk(node.view, path);
      case 'keys':
        for (const [key, child] of Object.entries(node.keys)) walk(child, [...path, { key }]);
        return;
      case 'values':
        return walk(node.value, [...path, { any: true }]);
      case 'items':
        return walk(node.item, [...path, { item: true }]);
    }
  };
  walk(view, []);
  return { marks, declared };
};

const patternCache = new Map<string, RegExp | null>();
/** A schema's property pattern as ajv reads it (unicode); one that does not compile matches nothing. */
const patternOf = (source: string): RegExp | null => {
  let compiled = patternCache.get(source);
  if (compiled === undefined) {
    try {
      compiled = new RegExp(source, 'u');
    } catch {
      compiled = null;
    }
    patternCache.set(source, compiled);
  }
  return compiled;
};

const stepMatches = (step: SchemaStep, part: string | number): boolean => {
  if ('item' in step) return typeof part === 'number';
  if (typeof part !== 'string') return false;
  if ('key' in step) return step.key === part;
  if ('any' in step) return true;
  return patternOf(step.pattern)?.test(part) ?? false;
};

/** Whether `path` names the value at `value` exactly. */
export const pathMatches = (path: SchemaPath, value: ValuePath): boolean =>
  path.length === value.length && path.every((step, index) => stepMatches(step, value[index]!));

/** Whether two steps can name one same key. Two patterns, or a pattern and any key, are taken to overlap. */
const stepsOverlap = (a: SchemaStep, b: SchemaStep): boolean => {
  if ('item' in a || 'item' in b) return 'item' in a && 'item' in b;
  if ('key' in a && 'key' in b) return a.key === b.key;
  if ('key' in a) return stepMatches(b, a.key);
  if ('key' in b) return stepMatches(a, b.key);
  return true;
};

/** Whether `prefix` can name the value at the start of `path`, or a value that holds it. */
const overlapsPrefix = (prefix: SchemaPath, path: SchemaPath): boolean =>
  prefix.length <= path.length && prefix.every((step, index) => stepsOverlap(step, path[index]!));

/** 'jenkins.instances[].apiKey', 'auth.providers.*.*.clientSecret', 'x./^a/'. */
export const schemaPathName = (path: SchemaPath): string =>
  path.reduce<string>((name, step) => {
    if ('item' in step) return `${name}[]`;
    const part = 'key' in step ? step.key : 'any' in step ? '*' : `/${step.pattern}/`;
    return name ? `${name}.${part}` : part;
  }, '') || '(the whole config)';

export interface VisibilityConflict {
  /** The value both schemas speak of. */
  readonly key: string;
  /** The package whose schema shows it to the browser. */
  readonly frontend: string;
  /** The package whose schema marks it secret. */
  readonly secret: string;
}

/**
 * Values that one package's schema shows to the browser and another's marks secret: a frontend mark on a secret
 * value, on something holding it (deepVisibility), or on something inside it. A secret value is secret whole.
 */
export const visibilityConflicts = (marks: readonly VisibilityMark[]): VisibilityConflict[] => {
  const conflicts = new Map<string, VisibilityConflict>();
  const secrets = marks.filter((mark) => mark.visibility === 'secret');
  for (const shown of marks.filter((mark) => mark.visibility === 'frontend')) {
    for (const secret of secrets) {
      if (secret.packageName === shown.packageName) continue;
      const inside = overlapsPrefix(secret.path, shown.path);
      const around = shown.deep && overlapsPrefix(shown.path, secret.path);
      if (!inside && !around) continue;
      const key = schemaPathName(inside ? shown.path : secret.path);
      const conflict = { key, frontend: shown.packageName, secret: secret.packageName };
      conflicts.set(JSON.stringify(conflict), conflict);
    }
  }
  return [...conflicts.values()];
};

/** How many conflicts a message names before it says how many more there are. */
const CONFLICTS_SHOWN = 20;

/** The build's message for schemas that disagree; undefined when none do. */
export const conflictMessage = (conflicts: readonly VisibilityConflict[]): string | undefined => {
  if (conflicts.length === 0) return undefined;
  const lines = conflicts
    .slice(0, CONFLICTS_SHOWN)
    .map(({ key, frontend, secret }) => `  '${key}': visible to the frontend in the config schema of ${frontend}, secret in the config schema of ${secret}`);
  const more = conflicts.length > CONFLICTS_SHOWN ? [`  … and ${conflicts.length - CONFLICTS_SHOWN} more`] : [];
  return [
    'Config schemas disagree on what the browser may see: a value that one schema marks secret never reaches the browser, so no schema may show it there.',
    ...lines,
    ...more,
  ].join('\n');
};

/** What the server needs at serve time, written by the build beside the plugins' schemas. */
export interface StoredVisibility {
  readonly version: 1;
  readonly secrets: readonly { readonly packageName: string; readonly path: SchemaPath }[];
  readonly declared: readonly SchemaPath[];
}

/** The stored form of the schemas' secrets and declared keys. */
export const storedVisibility = (schemas: readonly SchemaVisibility[]): StoredVisibility => {
  const unique = <T>(items: readonly T[]): T[] => [...new Map(items.map((item) => [JSON.stringify(item), item])).values()];
  const marks = schemas.flatMap((schema) => schema.marks);
  return {
    version: 1,
    secrets: unique(marks.filter((mark) => mark.visibility === 'secret').map(({ packageName, path }) => ({ packageName, path }))),
    declared: unique(schemas.flatMap((schema) => schema.declared)),
  };
};

const isStep = (step: unknown): step is SchemaStep =>
  isObject(step) &&
  Object.keys(step).length === 1 &&
  (typeof step['key'] === 'string' || typeof step['pattern'] === 'string' || step['any'] === true || step['item'] === true);

const isPath = (path: unknown): path is SchemaPath => Array.isArray(path) && path.every(isStep);

/** The stored visibility read back; undefined when it is not in the stored shape. */
export const parseStoredVisibility = (data: unknown): StoredVisibility | undefined => {
  if (!isObject(data) || data['version'] !== 1 || !Array.isArray(data['secrets']) || !Array.isArray(data['declared'])) return undefined;
  const secretsOk = data['secrets'].every((secret: unknown) => isObject(secret) && typeof secret['packageName'] === 'string' && isPath(secret['path']));
  if (!secretsOk || !data['declared'].every(isPath)) return undefined;
  return data as unknown as StoredVisibility;
};

/** Defines rather than assigns, so a key named `__proto__` stays data. */
const withEntries = (entries: readonly (readonly [string, unknown])[]): Json => {
  const out: Json = {};
  for (const [key, value] of entries) Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
  return out;
};

/**
 * `config` without every value a secret path names, with what is inside it. Lists keep the positions of what is
 * left (an item that is itself secret leaves the list), mappings lose the secret keys.
 */
export const withoutSecrets = (config: Json, secrets: readonly SchemaPath[]): Json => {
  const strip = (value: unknown, at: ValuePath): unknown => {
    if (secrets.some((path) => pathMatches(path, at))) return undefined;
    if (Array.isArray(value)) return value.flatMap((item, index) => {
      const kept = strip(item, [...at, index]);
      return kept === undefined ? [] : [kept];
    });
    if (!isObject(value)) return value;
    return withEntries(
      Object.entries(value).flatMap(([key, child]) => {
        const kept = strip(child, [...at, key]);
        return kept === undefined ? [] : [[key, kept] as const];
      }),
    );
  };
  const stripped = strip(config, []);
  return isObject(stripped) ? stripped : {};
};

/**
 * `config` with only the values whose keys a schema declares, each step of the way: a value under a key that no
 * schema names (however visible a schema's deepVisibility made it) is the backend's. An empty mapping or list is
 * kept when its own key is declared.
 */
export const onlyDeclared = (config: Json, declared: readonly SchemaPath[]): Json => {
  const isDeclared = (at: ValuePath) => declared.some((path) => pathMatches(path, at));
  const keep = (value: unknown, at: ValuePath): unknown => {
    if (at.length > 0 && !isDeclared(at)) return undefined;
    if (Array.isArray(value)) {
      const kept = value.flatMap((item, index) => {
        const child = keep(item, [...at, index]);
        return child === undefined ? [] : [child];
      });
      return kept.length > 0 || value.length === 0 ? kept : undefined;
    }
    if (!isObject(value)) return value;
    const entries = Object.entries(value).flatMap(([key, child]) => {
      const kept = keep(child, [...at, key]);
      return kept === undefined ? [] : [[key, kept] as const];
    });
    return entries.length > 0 || Object.keys(value).length === 0 ? withEntries(entries) : undefined;
  };
  const kept = keep(config, []);
  return isObject(kept) ? kept : {};
};
