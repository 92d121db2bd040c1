// Which items the entity page's context menu shows for an entity, and in what order: those whose condition holds
// (or that have none), lower order first; the built-in items are 0 to 30, an item without an order comes after them.
import type { Entity } from './entity';

/** Where a context-menu item without an order goes: after the built-in items (0 to 30). */
export const ENTITY_CONTEXT_MENU_ITEM_DEFAULT_ORDER = 50;

export interface ConditionalMenuItem {
  readonly order?: number;
  readonly when?: (entity: Entity) => boolean;
}

/** The items shown for `entity`, by their order; items of one order keep the order they are given in. */
export const entityContextMenuItemsFor = <T extends ConditionalMenuItem>(items: readonly T[], entity: Entity): T[] =>
  items
    .filter((item) => !item.when || item.when(entity))
    .sort((a, b) => (a.order ?? ENTITY_CONTEXT_MENU_ITEM_DEFAULT_ORDER) - (b.order ?? ENTITY_CONTEXT_MENU_ITEM_DEFAULT_ORDER));
