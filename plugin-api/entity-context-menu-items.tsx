// A plugin's items of the entity page's context menu, as createPlugin takes them (in the manner of Backstage's
// EntityContextMenuItemBlueprint), shaped for the shell.
import type { ReactElement } from 'react';
import type { Entity } from '../domain/catalog/entity';
import type { EntityCondition } from '../domain/catalog/entity-conditions';
import type { EntityContextMenuAction, EntityContextMenuItem } from '../ui/app/plugin-extension-points';

export interface PluginEntityContextMenuItem {
  /** Its name in its extension id, 'entity-context-menu-item:{pluginId}/{id}'. */
  readonly id: string;
  /** The item's text; app.extensions may change it. */
  readonly title: string;
  /** An icon element, e.g. `<PhoneIcon />` from @blueprintjs/icons. */
  readonly icon?: ReactElement;
  /** Shown only for entities this accepts, e.g. `whenAnnotated('acme.com/on-call-rota')`. */
  readonly when?: EntityCondition;
  /** Lower first: the built-in items are 0 to 30 (Unregister, Inspect, Copy URL, Refresh); without an order, after them. */
  readonly order?: number;
  /** Where the item leads for the entity: a path inside the portal, or an http(s) address (opened in a new window). */
  readonly href?: (entity: Entity) => string;
  /** Or what it does for the entity. */
  readonly onSelect?: (entity: Entity) => void;
  /**
   * Or a hook, called while the menu shows the item, for an item that needs the portal's hooks (useService,
   * usePostAlert, useExtensionConfig…): it gives the item's `href` or `onSelect`, and whether it is `disabled`.
   */
  readonly useAction?: (entity: Entity) => EntityContextMenuAction;
}

/** What the item does, from whichever of href, onSelect and useAction it gives; undefined unless exactly one. */
const actionOf = (item: PluginEntityContextMenuItem): EntityContextMenuItem['useAction'] | undefined => {
  const { href, onSelect, useAction } = item;
  if ([href, onSelect, useAction].filter((given) => given !== undefined).length !== 1) return undefined;
  if (href) return (entity) => ({ href: href(entity) });
  if (onSelect) return (entity) => ({ onSelect: () => onSelect(entity) });
  return useAction;
};

/** The shell's item; throws, naming the plugin and the item, unless it gives exactly one of href, onSelect and useAction. */
export const toEntityContextMenuItem = (pluginId: string, item: PluginEntityContextMenuItem): EntityContextMenuItem => {
  const useAction = actionOf(item);
  if (!useAction) throw new Error(`Plugin '${pluginId}': the entity context-menu item '${item.id}' needs exactly one of href, onSelect and useAction`);
  return { id: item.id, title: item.title, icon: item.icon, when: item.when, order: item.order, useAction };
};
