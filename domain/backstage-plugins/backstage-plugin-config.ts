// Backstage frontend plugins named in the app config (portico.backstagePlugins), in the shape of Backstage's and Red
// Hat Developer Hub's dynamic plugin lists: a package, and what of it to mount where. A routable extension
// (`dynamicRoutes`) is a page at a path with an optional sidebar item; a component extension (`mountPoints`) is an
// entity page card or tab, shown where its condition (`if`) holds. A package named with neither is a
// new-frontend-system plugin (createFrontendPlugin, often the package's '/alpha'): its own extensions say where they
// go, and `extensions` overrides them as Backstage's `app.extensions` does. Every problem names the key and the package.
import * as E from 'fp-ts/Either';
import { BUILT_IN_PLUGIN_IDS } from '../app/built-in-plugins';
import { readConfigCondition, type ConfigCondition } from '../app/config-conditions';

/** The config key the list is read from. */
export const BACKSTAGE_PLUGINS_KEY = 'portico.backstagePlugins';

/** Where a component extension goes: a card of the entity page's overview, or a tab of the entity page. */
export const ENTITY_CARD_MOUNT_POINT = 'entity.page.overview/cards';
export const ENTITY_TAB_MOUNT_POINT = 'entity.page/tabs';
const MOUNT_POINTS = [ENTITY_CARD_MOUNT_POINT, ENTITY_TAB_MOUNT_POINT] as const;
export type MountPointName = (typeof MOUNT_POINTS)[number];

export interface BackstageMenuItem {
  readonly text: string;
  /** A Blueprint icon name (kebab-case), e.g. 'layout-circle'. */
  readonly icon?: string;
}

export interface BackstageRouteConfig {
  /** Below the app's base path, e.g. '/tech-radar'; the page also serves the paths below it. */
  readonly path: string;
  /** The routable extension the package exports, e.g. 'TechRadarPage'. */
  readonly importName: string;
  readonly menuItem?: BackstageMenuItem;
}

export interface BackstageMountConfig {
  readonly mountPoint: MountPointName;
  readonly importName: string;
  /** Tabs only: the tab's path below the entity page and its title. */
  readonly path?: string;
  readonly title?: string;
  readonly if?: ConfigCondition;
  readonly order?: number;
  readonly props?: Readonly<Record<string, unknown>>;
}

/**
 * One entry of Backstage's `app.extensions` for a new-frontend-system plugin: an extension id (enables it), or the id
 * with `false` (disables it), `true`, or `{ disabled, config }` (its config, as the extension's schema reads it).
 */
export type ExtensionOverride = string | Readonly<Record<string, boolean | { readonly disabled?: boolean; readonly config?: Readonly<Record<string, unknown>> }>>;

export interface BackstagePluginConfig {
  /** The npm package, installed in the app repository, with the subpath of its export when it has one ('@backstage/plugin-org/alpha'). */
  readonly package: string;
  /**
   * The plugin's id in Portico ('Error in {id}', extension ids): `id`, else the package's name without scope and
   * 'plugin-', prefixed with 'backstage-' when a built-in plugin has that id.
   */
  readonly id: string;
  readonly dynamicRoutes: readonly BackstageRouteConfig[];
  readonly mountPoints: readonly BackstageMountConfig[];
  /** A new-frontend-system plugin (neither dynamicRoutes nor mountPoints): the overrides of its extensions. */
  readonly frontendSystem?: { readonly extensions: readonly ExtensionOverride[] };
}

type Json = unknown;
const isRecord = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
const typeName = (value: Json): string => (value === undefined ? 'nothing' : value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`);

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const PLUGIN_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ICON_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** A path of plain segments (letters, digits, '-', '_', '.'), no parameters: '/tech-radar', '/tools/radar'. */
const PAGE_PATH = /^(\/[A-Za-z0-9._~-]+)+$/;
const TAB_PATH = /^[A-Za-z0-9._~-]+(\/[A-Za-z0-9._~-]+)*$/;

/** The package a package specifier names: '@backstage/plugin-org' for '@backstage/plugin-org/alpha'. */
export const packageNameOf = (specifier: string): string => {
  const [first = '', second = ''] = specifier.split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
};

/** The export of the package a specifier names: './alpha' for '@backstage/plugin-org/alpha', '.' for the package itself. */
export const packageSubpathOf = (specifier: string): string => {
  const rest = specifier.slice(packageNameOf(specifier).length);
  return rest === '' ? '.' : `.${rest}`;
};

/** 'tech-radar' for '@backstage-community/plugin-tech-radar' (and its '/alpha'); undefined when nothing usable is left. */
export const pluginIdOfPackage = (packageName: string): string | undefined => {
  const base = packageNameOf(packageName).replace(/^@[^/]+\//, '').replace(/^(backstage-)?plugin-/, '');
  const id = base.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return PLUGIN_ID.test(id) ? id : undefined;
};

/** A problem with the value at `key` of the plugin `owner` (the package, once known). */
const problemText = (key: string, owner: string | undefined, text: string): string => `Config key '${key}'${owner ? ` (Backstage plugin '${owner}')` : ''} ${text}`;
const problem = (key: string, owner: string | undefined, text: string): E.Either<string, never> => E.left(problemText(key, owner, text));

const readString = (value: Json, key: string, owner: string | undefined): E.Either<string, string> =>
  typeof value === 'string' && value.trim() !== '' ? E.right(value.trim()) : problem(key, owner, `must be a non-empty string, got ${typeName(value)}`);

const checkKeys = (value: Record<string, Json>, allowed: readonly string[], key: string, owner: string | undefined): E.Either<string, void> => {
  const unknown = Object.keys(value).filter((name) => !allowed.includes(name));
  return unknown.length === 0 ? E.right(undefined) : problem(key, owner, `has unknown key${unknown.length > 1 ? 's' : ''} ${unknown.map((name) => `'${name}'`).join(', ')} (known: ${allowed.join(', ')})`);
};

const readImportName = (value: Json, key: string, owner: string): E.Either<string, string> => {
  const name = readString(value, key, owner);
  if (E.isLeft(name)) return name;
  return IDENTIFIER.test(name.right) ? name : problem(key, owner, `must be the name of an export of the package (such as TechRadarPage), got '${name.right}'`);
};

const readRoute = (value: Json, key: string, owner: string): E.Either<string, BackstageRouteConfig> => {
  if (!isRecord(value)) return problem(key, owner, `must be an object with path and importName, got ${typeName(value)}`);
  const keys = checkKeys(value, ['path', 'importName', 'menuItem'], key, owner);
  if (E.isLeft(keys)) return keys;
  const path = readString(value['path'], `${key}.path`, owner);
  if (E.isLeft(path)) return path;
  if (!PAGE_PATH.test(path.right) || path.right === '/') {
    return problem(`${key}.path`, owner, `must be a path of plain segments starting with '/' (such as /tech-radar), got '${path.right}'`);
  }
  const importName = readImportName(value['importName'], `${key}.importName`, owner);
  if (E.isLeft(importName)) return importName;
  const menu = value['menuItem'];
  if (menu === undefined) return E.right({ path: path.right, importName: importName.right });
  if (!isRecord(menu)) return problem(`${key}.menuItem`, owner, `must be an object with text and icon, got ${typeName(menu)}`);
  const menuKeys = checkKeys(menu, ['text', 'icon'], `${key}.menuItem`, owner);
  if (E.isLeft(menuKeys)) return menuKeys;
  const text = readString(menu['text'], `${key}.menuItem.text`, owner);
  if (E.isLeft(text)) return text;
  if (menu['icon'] === undefined) return E.right({ path: path.right, importName: importName.right, menuItem: { text: text.right } });
  const icon = readString(menu['icon'], `${key}.menuItem.icon`, owner);
  if (E.isLeft(icon)) return icon;
  if (!ICON_NAME.test(icon.right)) return problem(`${key}.menuItem.icon`, owner, `must be a Blueprint icon name in kebab-case (such as layout-circle), got '${icon.right}'`);
  return E.right({ path: path.right, importName: importName.right, menuItem: { text: text.right, icon: icon.right } });
};

const readMount = (value: Json, key: string, owner: string): E.Either<string, BackstageMountConfig> => {
  if (!isRecord(value)) return problem(key, owner, `must be an object with mountPoint and importName, got ${typeName(value)}`);
  const keys = checkKeys(value, ['mountPoint', 'importName', 'config'], key, owner);
  if (E.isLeft(keys)) return keys;
  const mountPoint = readString(value['mountPoint'], `${key}.mountPoint`, owner);
  if (E.isLeft(mountPoint)) return mountPoint;
  if (!(MOUNT_POINTS as readonly string[]).includes(mountPoint.right)) {
    return problem(`${key}.mountPoint`, owner, `must be one of ${MOUNT_POINTS.join(', ')}, got '${mountPoint.right}'`);
  }
  const importName = readImportName(value['importName'], `${key}.importName`, owner);
  if (E.isLeft(importName)) return importName;
  const base = { mountPoint: mountPoint.right as MountPointName, importName: importName.right };
  const config = value['config'] ?? {};
  const configKey = `${key}.config`;
  if (!isRecord(config)) return problem(configKey, owner, `must be an object, got ${typeName(config)}`);
  const isTab = base.mountPoint === ENTITY_TAB_MOUNT_POINT;
  const configKeys = checkKeys(config, isTab ? ['path', 'title', 'if', 'order', 'props'] : ['if', 'order', 'props'], configKey, owner);
  if (E.isLeft(configKeys)) return configKeys;
  let mount: BackstageMountConfig = base;
  if (isTab) {
    const path = readString(config['path'], `${configKey}.path`, owner);
    if (E.isLeft(path)) return path;
    const relative = path.right.replace(/^\//, '');
    if (!TAB_PATH.test(relative)) return problem(`${configKey}.path`, owner, `must be a path of plain segments below the entity page (such as github-actions), got '${path.right}'`);
    const title = readString(config['title'], `${configKey}.title`, owner);
    if (E.isLeft(title)) return title;
    mount = { ...mount, path: relative, title: title.right };
  }
  if (config['if'] !== undefined) {
    const condition = readConfigCondition(config['if'], `${configKey}.if`, { problem: (at, text) => problemText(at, owner, text), exportedPredicates: true });
    if (E.isLeft(condition)) return condition;
    mount = { ...mount, if: condition.right };
  }
  if (config['order'] !== undefined) {
    const order = config['order'];
    if (typeof order !== 'number' || !Number.isFinite(order)) return problem(`${configKey}.order`, owner, `must be a number, got ${typeName(order)}`);
    mount = { ...mount, order };
  }
  if (config['props'] !== undefined) {
    const props = config['props'];
    if (!isRecord(props)) return problem(`${configKey}.props`, owner, `must be an object of the component's props, got ${typeName(props)}`);
    mount = { ...mount, props };
  }
  return E.right(mount);
};

const OVERRIDE_KEYS = ['disabled', 'config'];

/** One `extensions` entry, as Backstage's app.extensions reads it: an id, or an id with true, false or { disabled, config }. */
const readOverride = (value: Json, key: string, owner: string): E.Either<string, ExtensionOverride> => {
  if (typeof value === 'string') return value.trim() === '' ? problem(key, owner, 'must name an extension id (such as page:tech-radar)') : E.right(value.trim());
  if (!isRecord(value) || Object.keys(value).length !== 1) {
    return problem(key, owner, `must be an extension id, or an object with one extension id (such as nav-item:tech-radar: false), got ${typeName(value)}`);
  }
  const [[id, setting]] = Object.entries(value) as [[string, Json]];
  const settingKey = `${key}.${id}`;
  if (typeof setting === 'boolean') return E.right({ [id]: setting });
  if (!isRecord(setting)) return problem(settingKey, owner, `must be true, false or an object with disabled and config, got ${typeName(setting)}`);
  const keys = checkKeys(setting, OVERRIDE_KEYS, settingKey, owner);
  if (E.isLeft(keys)) return keys;
  const disabled = setting['disabled'];
  if (disabled !== undefined && typeof disabled !== 'boolean') return problem(`${settingKey}.disabled`, owner, `must be true or false, got ${typeName(disabled)}`);
  const config = setting['config'];
  if (config !== undefined && !isRecord(config)) return problem(`${settingKey}.config`, owner, `must be an object of the extension's config, got ${typeName(config)}`);
  return E.right({ [id]: { ...(disabled !== undefined ? { disabled } : {}), ...(config !== undefined ? { config } : {}) } });
};

const readList = <T>(value: Json, key: string, owner: string, read: (item: Json, key: string, owner: string) => E.Either<string, T>): E.Either<string, readonly T[]> => {
  if (value === undefined) return E.right([]);
  if (!Array.isArray(value)) return problem(key, owner, `must be a list, got ${typeName(value)}`);
  const items: T[] = [];
  for (const [index, item] of value.entries()) {
    const one = read(item, `${key}[${index}]`, owner);
    if (E.isLeft(one)) return one;
    items.push(one.right);
  }
  return E.right(items);
};

const readPlugin = (value: Json, key: string): E.Either<string, BackstagePluginConfig> => {
  if (!isRecord(value)) return problem(key, undefined, `must be an object with a package, got ${typeName(value)}`);
  const packageName = readString(value['package'], `${key}.package`, undefined);
  if (E.isLeft(packageName)) return packageName;
  const owner = packageName.right;
  const keys = checkKeys(value, ['package', 'id', 'disabled', 'dynamicRoutes', 'mountPoints', 'extensions'], key, owner);
  if (E.isLeft(keys)) return keys;
  let id: string | undefined;
  if (value['id'] !== undefined) {
    const given = readString(value['id'], `${key}.id`, owner);
    if (E.isLeft(given)) return given;
    if (!PLUGIN_ID.test(given.right)) return problem(`${key}.id`, owner, `must be lowercase words joined by single hyphens, got '${given.right}'`);
    id = given.right;
  } else {
    id = pluginIdOfPackage(owner);
    if (id === undefined) return problem(`${key}.id`, owner, 'is needed: no plugin id can be made from the package name');
    // '@backstage/plugin-org' beside Portico's own org plugin: 'backstage-org'.
    if (BUILT_IN_PLUGIN_IDS.includes(id)) id = `backstage-${id}`;
  }
  const routes = readList(value['dynamicRoutes'], `${key}.dynamicRoutes`, owner, readRoute);
  if (E.isLeft(routes)) return routes;
  const mounts = readList(value['mountPoints'], `${key}.mountPoints`, owner, readMount);
  if (E.isLeft(mounts)) return mounts;
  const overrides = readList(value['extensions'], `${key}.extensions`, owner, readOverride);
  if (E.isLeft(overrides)) return overrides;
  const legacy = routes.right.length > 0 || mounts.right.length > 0;
  if (legacy && value['extensions'] !== undefined) {
    return problem(`${key}.extensions`, owner, "overrides a new-frontend-system plugin's extensions: with dynamicRoutes or mountPoints, the package's legacy exports are mounted instead");
  }
  const plugin = { package: owner, id, dynamicRoutes: routes.right, mountPoints: mounts.right };
  return E.right(legacy ? plugin : { ...plugin, frontendSystem: { extensions: overrides.right } });
};

/**
 * The Backstage plugins of `value` (the config's portico.backstagePlugins, undefined when absent), without the ones
 * marked `disabled: true`. Left: the first problem, naming its key and the package. Two plugins with one id, or two
 * pages at one path, are refused.
 */
export const readBackstagePlugins = (value: Json): E.Either<string, readonly BackstagePluginConfig[]> => {
  if (value === undefined || value === null) return E.right([]);
  if (!Array.isArray(value)) return problem(BACKSTAGE_PLUGINS_KEY, undefined, `must be a list of plugins, got ${typeName(value)}`);
  const plugins: BackstagePluginConfig[] = [];
  const paths = new Map<string, string>();
  for (const [index, item] of value.entries()) {
    const key = `${BACKSTAGE_PLUGINS_KEY}[${index}]`;
    if (isRecord(item) && item['disabled'] !== undefined && typeof item['disabled'] !== 'boolean') {
      return problem(`${key}.disabled`, typeof item['package'] === 'string' ? item['package'] : undefined, `must be true or false, got ${typeName(item['disabled'])}`);
    }
    if (isRecord(item) && item['disabled'] === true) continue;
    const plugin = readPlugin(item, key);
    if (E.isLeft(plugin)) return plugin;
    const clash = plugins.find((other) => other.id === plugin.right.id);
    if (clash) return problem(`${key}.id`, plugin.right.package, `gives the plugin id '${plugin.right.id}', which '${clash.package}' has already: set a different id`);
    for (const [routeIndex, route] of plugin.right.dynamicRoutes.entries()) {
      const other = paths.get(route.path);
      if (other !== undefined) return problem(`${key}.dynamicRoutes[${routeIndex}].path`, plugin.right.package, `mounts '${route.path}', where ${other} already mounts a page`);
      paths.set(route.path, `'${plugin.right.package}'`);
    }
    plugins.push(plugin.right);
  }
  return E.right(plugins);
};
