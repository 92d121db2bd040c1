// app.extensions: what the app config changes of the portal's extensions, in Backstage's form — a list of
// single-key maps from an extension id to `false` (disabled), `true` (enabled) or an object:
//
//   app:
//     extensions:
//       - entity-card:org/org-members: false
//       - entity-content:kubernetes/kubernetes: { title: Workloads, order: 5, when: { isKind: component } }
//       - page:catalog: { config: { pageSize: 50 } }
//
// Unlike Backstage's loader, which replaces a list of a lower file by a higher file's list, the files merge by id:
// a later file's entry for an id changes that extension, the entries of earlier files for other ids stay.
import * as E from 'fp-ts/Either';
import { isJsonObject, type ConfigLayer, type JsonObject, type JsonValue } from './config-values';
import { readConfigCondition, type ConfigCondition } from './config-conditions';
import { EXTENSION_ID_FORM, parseExtensionId, type ExtensionKind } from './extension-ids';

/** The config key the list is read from. */
export const EXTENSIONS_KEY = 'app.extensions';

/** What config changes of one extension; what it leaves out stays as the plugin made it. */
export interface ExtensionOverride {
  readonly disabled?: boolean;
  /** Lower first: among the entity page's tabs, its cards, or the sidebar's items. */
  readonly order?: number;
  /** A tab's title or a sidebar item's label. */
  readonly title?: string;
  /** Replaces the condition a tab or card is shown under. */
  readonly when?: ConfigCondition;
  /** Handed to the extension (useExtensionConfig). */
  readonly config?: JsonObject;
}

/** One entry of app.extensions, with where it was written. */
export interface ExtensionEntry {
  readonly id: string;
  readonly override: ExtensionOverride;
  /** 'app.extensions[2]' */
  readonly key: string;
  /** The file it came from, or 'env'. */
  readonly context: string;
}

export const OVERRIDE_KEYS = ['disabled', 'order', 'title', 'when', 'config'] as const;

type OverrideKey = (typeof OVERRIDE_KEYS)[number];

/** What each kind of extension takes from config, and what it is called in a message. */
const KIND_KEYS: Readonly<Record<ExtensionKind, { readonly keys: readonly OverrideKey[]; readonly called: string }>> = {
  page: { keys: ['disabled', 'config'], called: 'a page' },
  'nav-item': { keys: ['disabled', 'order', 'title'], called: 'a sidebar item' },
  'entity-content': { keys: ['disabled', 'order', 'title', 'when', 'config'], called: 'an entity page tab' },
  'entity-card': { keys: ['disabled', 'order', 'when', 'config'], called: 'an entity page card' },
  'scaffolder-form-field': { keys: ['disabled', 'config'], called: 'a scaffolder form field' },
  'search-result-list-item': { keys: ['disabled', 'config'], called: 'a search result renderer' },
  'home-page-widget': { keys: ['disabled', 'order', 'title', 'config'], called: 'a home page widget' },
  'entity-context-menu-item': { keys: ['disabled', 'order', 'title', 'when', 'config'], called: 'an entity context-menu item' },
  theme: { keys: ['disabled', 'order', 'title'], called: 'a theme' },
  'techdocs-addon': { keys: ['disabled', 'order', 'when', 'config'], called: 'a docs reader add-on' },
};

const describe = (value: JsonValue | undefined): string =>
  value === undefined ? 'nothing' : value === null ? 'null' : Array.isArray(value) ? 'a list' : isJsonObject(value) ? 'an object' : `a ${typeof value}`;

const problemText = (key: string, context: string, text: string): string => `Config key '${key}' in '${context}' ${text}`;
const problem = (key: string, context: string, text: string): E.Either<string, never> => E.left(problemText(key, context, text));

const readOverride = (value: JsonValue, key: string, context: string): E.Either<string, ExtensionOverride> => {
  if (typeof value === 'boolean') return E.right({ disabled: !value });
  if (!isJsonObject(value)) return problem(key, context, `must be true, false or an object (${OVERRIDE_KEYS.join(', ')}), got ${describe(value)}`);
  const unknown = Object.keys(value).filter((name) => !(OVERRIDE_KEYS as readonly string[]).includes(name));
  if (unknown.length > 0) return problem(key, context, `has unknown key${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `'${name}'`).join(', ')} (known: ${OVERRIDE_KEYS.join(', ')})`);
  const { disabled, order, title, when, config } = value;
  if (disabled !== undefined && typeof disabled !== 'boolean') return problem(`${key}.disabled`, context, `must be true or false, got ${describe(disabled)}`);
  if (order !== undefined && (typeof order !== 'number' || !Number.isFinite(order))) return problem(`${key}.order`, context, `must be a number, got ${describe(order)}`);
  if (title !== undefined && (typeof title !== 'string' || title.trim() === '')) return problem(`${key}.title`, context, `must be a non-empty string, got ${describe(title)}`);
  if (config !== undefined && !isJsonObject(config)) return problem(`${key}.config`, context, `must be an object, got ${describe(config)}`);
  const condition = when === undefined ? E.right(undefined) : readConfigCondition(when, `${key}.when`, { problem: (at, text) => problemText(at, context, text), exportedPredicates: false });
  if (E.isLeft(condition)) return condition;
  return E.right({
    ...(disabled === undefined ? {} : { disabled }),
    ...(order === undefined ? {} : { order: order as number }),
    ...(title === undefined ? {} : { title: (title as string).trim() }),
    ...(condition.right === undefined ? {} : { when: condition.right }),
    ...(config === undefined ? {} : { config: config as JsonObject }),
  });
};

/** One item: `id`, or a map of one id to its override. */
const readEntry = (item: JsonValue, key: string, context: string): E.Either<string, ExtensionEntry> => {
  const [id, value] = typeof item === 'string' ? [item, true] : isJsonObject(item) && Object.keys(item).length === 1 ? Object.entries(item)[0]! : [undefined, undefined];
  if (id === undefined || value === undefined) {
    return problem(key, context, `must map one extension id to true, false or an object, got ${isJsonObject(item) ? `${Object.keys(item).length} keys` : describe(item)}`);
  }
  const parsed = parseExtensionId(id);
  if (parsed === undefined) return problem(key, context, `names '${id}', which is not an extension id: ids are ${EXTENSION_ID_FORM}`);
  // A key the kind has no use for is refused rather than accepted and left without effect.
  const { keys, called } = KIND_KEYS[parsed.kind];
  const unused = isJsonObject(value) ? Object.keys(value).find((name) => (OVERRIDE_KEYS as readonly string[]).includes(name) && !(keys as readonly string[]).includes(name)) : undefined;
  if (unused !== undefined) return problem(`${key}.${id}.${unused}`, context, `does not apply to ${called} (${id}): it takes ${keys.join(', ')}`);
  return E.map((override: ExtensionOverride): ExtensionEntry => ({ id, override, key, context }))(readOverride(value, `${key}.${id}`, context));
};

/** The entries of one file's app.extensions (absent: none). Left: the first one that is not as it should be, naming the key and the file. */
export const readExtensionEntries = (value: JsonValue | undefined, context: string, key: string = EXTENSIONS_KEY): E.Either<string, readonly ExtensionEntry[]> => {
  if (value === undefined || value === null) return E.right([]);
  if (!Array.isArray(value)) return problem(key, context, `must be a list of extension ids, each mapped to true, false or an object; got ${describe(value)}`);
  return E.traverseArrayWithIndex((index, item: JsonValue) => readEntry(item, `${key}[${index}]`, context))(value as JsonValue[]);
};

const mergeObjects = (lower: JsonObject, higher: JsonObject): JsonObject => {
  const merged: Record<string, JsonValue> = { ...lower };
  for (const [name, value] of Object.entries(higher)) {
    const below = Object.prototype.hasOwnProperty.call(merged, name) ? merged[name] : undefined;
    Object.defineProperty(merged, name, {
      value: isJsonObject(below) && isJsonObject(value) ? mergeObjects(below, value) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return merged;
};

/** A later override over an earlier one of the same extension: what it sets wins, its config merges key by key. */
export const mergeOverride = (lower: ExtensionOverride, higher: ExtensionOverride): ExtensionOverride => ({
  ...lower,
  ...higher,
  ...(lower.config && higher.config ? { config: mergeObjects(lower.config, higher.config) } : {}),
});

/** The entries of all files merged by id, in the order the ids first appear; a later entry for an id merges over the earlier ones. */
export const mergeExtensionEntries = (entries: readonly ExtensionEntry[]): ReadonlyMap<string, ExtensionOverride> => {
  const merged = new Map<string, ExtensionOverride>();
  for (const entry of entries) {
    const earlier = merged.get(entry.id);
    merged.set(entry.id, earlier ? mergeOverride(earlier, entry.override) : entry.override);
  }
  return merged;
};

const appExtensionsOf = (data: JsonObject): JsonValue | undefined => {
  const app = data['app'];
  return isJsonObject(app) ? app['extensions'] : undefined;
};

const clearsExtensions = (data: JsonObject): boolean => {
  const app = data['app'];
  return app === null || (isJsonObject(app) && app['extensions'] === null);
};

/**
 * Every layer's app.extensions entries, lowest first. A layer that sets app.extensions to null clears the entries of
 * the layers below it (the config loader's rule for null). Left: the first entry that is not as it should be.
 */
export const extensionEntriesOfLayers = (layers: readonly ConfigLayer[]): E.Either<string, readonly ExtensionEntry[]> => {
  let entries: ExtensionEntry[] = [];
  for (const layer of layers) {
    if (clearsExtensions(layer.data)) entries = [];
    const read = readExtensionEntries(appExtensionsOf(layer.data), layer.context);
    if (E.isLeft(read)) return read;
    entries = [...entries, ...read.right];
  }
  return E.right(entries);
};

/** The merged overrides written back in Backstage's form, one single-key map per extension. */
export const extensionsConfigValue = (overrides: ReadonlyMap<string, ExtensionOverride>): JsonValue[] =>
  [...overrides].map(([id, override]) => ({ [id]: override as unknown as JsonObject }));

/** The overrides a loaded config holds (its app.extensions, already merged by id). Left: an entry that is not as it should be. */
export const extensionOverridesOfConfig = (config: JsonObject, context: string): E.Either<string, ReadonlyMap<string, ExtensionOverride>> =>
  E.map(mergeExtensionEntries)(readExtensionEntries(appExtensionsOf(config), context));

/**
 * The merged config with app.extensions merged by id across the layers (lowest first) in place of the config loader's
 * list of the highest layer that has one. Left: an entry that is not as it should be, naming the key and the file.
 */
export const withExtensionsMergedById = (config: JsonObject, layers: readonly ConfigLayer[]): E.Either<string, JsonObject> =>
  E.map((entries: readonly ExtensionEntry[]): JsonObject => {
    const app = config['app'];
    if (entries.length === 0 || !isJsonObject(app)) return config;
    return { ...config, app: { ...app, extensions: extensionsConfigValue(mergeExtensionEntries(entries)) } };
  })(extensionEntriesOfLayers(layers));
