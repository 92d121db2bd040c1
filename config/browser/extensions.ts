// The portal's extensions as app.extensions configures them: every plugin's pages, sidebar items, entity page tabs
// and cards, each known by its id (domain/app/extension-ids.ts), disabled, reordered, retitled, re-conditioned or
// given config. Applied once, where the plugins are composed; the shell renders what this leaves.
import * as E from 'fp-ts/Either';
import type { JsonObject } from '../../domain/app/config-values';
import { checkExtensionIds } from '../../domain/app/extension-check';
import { extensionOverridesOfConfig, readExtensionEntries, type ExtensionOverride } from '../../domain/app/extension-config';
import { extensionId, navItemExtensionId, pageExtensionId } from '../../domain/app/extension-ids';
import { configuredExtension, configuredExtensions } from '../../domain/app/extension-overrides';
import { isJsonObject } from '../../domain/app/config-values';
import type { SidebarItem } from '../../ui/app/chrome/nav-items';
import type { EntityCard, EntityTab, PortalPlugin, SidebarEntry } from '../../ui/app/plugin';
import { checkExtensionPointClashes, configureExtensionPoints, extensionPointIdsOfPlugin } from './extension-points';
import { shellThemeIds } from './theme-and-addon-extensions';

/** Where the browser's config comes from, for messages: the server merged the files. */
const BROWSER_CONFIG_CONTEXT = 'app-config';

/**
 * The ids of a plugin's extensions, in the order it declares them: pages, sidebar items, entity tabs, entity cards,
 * then what it adds at the extension points.
 */
export const extensionIdsOfPlugin = (plugin: PortalPlugin): string[] => [
  ...plugin.routes.map((route, index) => pageExtensionId(plugin.id, index, route.id ?? route.name)),
  ...(plugin.sidebar ?? []).map((entry, index) => navItemExtensionId(plugin.id, index, entry.id)),
  ...(plugin.entityTabs ?? []).map((tab) => extensionId('entity-content', plugin.id, tab.id)),
  ...(plugin.entityCards ?? []).map((card) => extensionId('entity-card', plugin.id, card.id)),
  ...extensionPointIdsOfPlugin(plugin),
];

/** A sidebar entry's label is its title as far as config is concerned. */
const configuredSidebarEntry = <T extends SidebarEntry | SidebarItem>(entry: T, override: ExtensionOverride | undefined): T | undefined => {
  const configured = configuredExtension({ order: entry.order, title: entry.label }, override);
  if (configured === undefined) return undefined;
  return { ...entry, label: configured.title ?? entry.label, ...(configured.order === undefined ? {} : { order: configured.order }) };
};

/** A tab or card whose condition config replaced no longer needs the code of the plugin's own condition. */
const withoutReplacedConditionCode = <T extends EntityTab | EntityCard>(extension: T, override: ExtensionOverride | undefined): T => {
  if (override?.when === undefined || extension.conditionCode === undefined) return extension;
  const { conditionCode: _replaced, ...rest } = extension;
  return rest as T;
};

/** One plugin with the overrides applied; its data-driven sidebar items (a hook) are configured as the hook gives them. */
export const configurePlugin = (plugin: PortalPlugin, overrides: ReadonlyMap<string, ExtensionOverride>): PortalPlugin => {
  const tabId = (tab: EntityTab) => extensionId('entity-content', plugin.id, tab.id);
  const cardId = (card: EntityCard) => extensionId('entity-card', plugin.id, card.id);
  const useSidebarItems = plugin.useSidebarItems;
  return {
    ...plugin,
    routes: configuredExtensions(plugin.routes, overrides, (route, index) => pageExtensionId(plugin.id, index, route.id ?? route.name)),
    ...(plugin.sidebar
      ? { sidebar: plugin.sidebar.flatMap((entry, index) => configuredSidebarEntry(entry, overrides.get(navItemExtensionId(plugin.id, index, entry.id))) ?? []) }
      : {}),
    ...(plugin.entityTabs
      ? { entityTabs: configuredExtensions(plugin.entityTabs, overrides, tabId).map((tab) => withoutReplacedConditionCode(tab, overrides.get(tabId(tab)))) }
      : {}),
    ...(plugin.entityCards
      ? { entityCards: configuredExtensions(plugin.entityCards, overrides, cardId).map((card) => withoutReplacedConditionCode(card, overrides.get(cardId(card)))) }
      : {}),
    ...configureExtensionPoints(plugin, overrides),
    ...(useSidebarItems
      ? {
          useSidebarItems: () =>
            useSidebarItems().flatMap((item) => configuredSidebarEntry(item, overrides.get(extensionId('nav-item', plugin.id, item.id))) ?? []),
        }
      : {}),
  };
};

/**
 * The plugins as app.extensions (in the browser's config) configures them. Left: why the portal cannot start — an
 * entry that is not as it should be, an id that none of the plugins' extensions has (with the closest one), or two
 * enabled form fields or result renderers with one name.
 * `dataSidebarIds` are the ids of sidebar items that plugins make from data (their hook), which config may name too.
 */
export const configurePlugins = (
  plugins: readonly PortalPlugin[],
  appConfig: JsonObject,
  dataSidebarIds: readonly string[] = [],
): E.Either<string, PortalPlugin[]> => {
  const app = appConfig['app'];
  const entries = readExtensionEntries(isJsonObject(app) ? app['extensions'] : undefined, BROWSER_CONFIG_CONTEXT);
  if (E.isLeft(entries)) return entries;
  if (entries.right.length === 0) return E.map(() => [...plugins])(checkExtensionPointClashes(plugins));
  const checked = checkExtensionIds(entries.right, { ids: [...plugins.flatMap(extensionIdsOfPlugin), ...shellThemeIds(), ...dataSidebarIds] });
  if (E.isLeft(checked)) return checked;
  const configured = E.map((overrides: ReadonlyMap<string, ExtensionOverride>) => plugins.map((plugin) => configurePlugin(plugin, overrides)))(
    extensionOverridesOfConfig(appConfig, BROWSER_CONFIG_CONTEXT),
  );
  return E.chainFirst((configuredPlugins: PortalPlugin[]) => checkExtensionPointClashes(configuredPlugins))(configured);
};
