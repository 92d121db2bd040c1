// The ids of the portal's extensions (pages, sidebar items, entity page tabs and cards, scaffolder form fields, search
// result renderers, home page widgets, entity context-menu items, themes, docs reader add-ons), as Backstage's
// frontend system writes them: `kind:plugin/name`, or `kind:plugin` for a plugin's first page and first sidebar item.
// App config names an extension by its id (app.extensions) to disable, reorder, retitle, re-condition or configure it.
import { PLUGIN_ID_PATTERN } from './plugins';

/**
 * What an extension is: a page (a route), a sidebar item, an entity page tab, an entity page card, a form field
 * templates name with `ui:field`, how search results of one document type render, a widget of the home page, an
 * item of the entity page's context menu, a theme Settings offers, or an add-on of the docs reader.
 */
export const EXTENSION_KINDS = [
  'page',
  'nav-item',
  'entity-content',
  'entity-card',
  'scaffolder-form-field',
  'search-result-list-item',
  'home-page-widget',
  'entity-context-menu-item',
  'theme',
  'techdocs-addon',
] as const;
export type ExtensionKind = (typeof EXTENSION_KINDS)[number];

/** An extension's name within its plugin: letters, digits, '-', '_' and '.', starting with a letter or digit. */
const EXTENSION_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

export interface ParsedExtensionId {
  readonly kind: ExtensionKind;
  readonly pluginId: string;
  /** Absent for a plugin's first page or sidebar item. */
  readonly name?: string;
}

/** 'entity-card:catalog/about'; 'page:catalog' without a name. */
export const extensionId = (kind: ExtensionKind, pluginId: string, name?: string): string =>
  name === undefined ? `${kind}:${pluginId}` : `${kind}:${pluginId}/${name}`;

/** A page's id: the plugin's first route is the plugin's page, the others are named by their id, name or position. */
export const pageExtensionId = (pluginId: string, index: number, routeName: string | undefined): string =>
  index === 0 ? extensionId('page', pluginId) : extensionId('page', pluginId, routeName ?? String(index + 1));

/** A sidebar item's id: the plugin's first item is the plugin's item, the others are named by their own id. */
export const navItemExtensionId = (pluginId: string, index: number, itemId: string): string =>
  index === 0 ? extensionId('nav-item', pluginId) : extensionId('nav-item', pluginId, itemId);

/** The parts of an id; undefined when it is not `kind:plugin` or `kind:plugin/name` with a known kind. */
export const parseExtensionId = (id: string): ParsedExtensionId | undefined => {
  const colon = id.indexOf(':');
  if (colon < 0) return undefined;
  const kind = id.slice(0, colon);
  if (!(EXTENSION_KINDS as readonly string[]).includes(kind)) return undefined;
  const rest = id.slice(colon + 1);
  const slash = rest.indexOf('/');
  const pluginId = slash < 0 ? rest : rest.slice(0, slash);
  const name = slash < 0 ? undefined : rest.slice(slash + 1);
  if (!PLUGIN_ID_PATTERN.test(pluginId)) return undefined;
  if (name !== undefined && !EXTENSION_NAME_PATTERN.test(name)) return undefined;
  return { kind: kind as ExtensionKind, pluginId, ...(name === undefined ? {} : { name }) };
};

/** Why `id` is not an extension id, said to whoever wrote it in the config. */
export const EXTENSION_ID_FORM = `kind:plugin or kind:plugin/name, with kind one of ${EXTENSION_KINDS.join(', ')} (e.g. 'entity-card:catalog/about')`;
