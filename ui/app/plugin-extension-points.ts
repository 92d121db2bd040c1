// The shell's shape of two extension points plugins contribute to: the home page's widgets and the items of the entity
// page's context menu. createPlugin makes them; app.extensions disables, reorders, retitles, re-conditions and
// configures them by id like any extension.
import type { ReactElement, ReactNode } from 'react';
import type { JsonObject } from '../../domain/app/config-values';
import type { Entity } from '../../domain/catalog/entity';

/** A widget of the home page, contributed by any plugin (the built-in ones are the home plugin's). */
export interface HomeWidget {
  readonly id: string;
  /** Its title; a built-in widget has none, and titles itself in the user's language until config gives it one. */
  readonly title?: string;
  /** Lower first: the built-in widgets are 0 to 70, a widget without an order comes after them. */
  readonly order?: number;
  /** Draws the widget, given the title it shows: config's, else its own. */
  readonly render: (title: string | undefined) => ReactNode;
  /** What app.extensions gives the widget as its config (useExtensionConfig). */
  readonly config?: JsonObject;
}

/**
 * What choosing a context-menu item does: lead to `href` (a path inside the portal, or an http(s) address, opened in
 * a new window), or run `onSelect`. A disabled item shows but cannot be chosen.
 */
export type EntityContextMenuAction =
  | { readonly href: string; readonly disabled?: boolean }
  | { readonly onSelect: () => void; readonly disabled?: boolean };

/** An item of the entity page's context menu (the "⋮" beside its title), contributed by any plugin. */
export interface EntityContextMenuItem {
  readonly id: string;
  readonly title: string;
  readonly icon?: ReactElement;
  /** Shown only for entities this accepts. */
  readonly when?: (entity: Entity) => boolean;
  /** Lower first: the built-in items are 0 to 30, an item without an order comes after them. */
  readonly order?: number;
  /**
   * A hook the menu calls while it shows the item, giving what choosing it does for the entity; it may use the
   * portal's hooks (services, alerts, the router).
   */
  readonly useAction: (entity: Entity) => EntityContextMenuAction;
  /** What app.extensions gives the item as its config (useExtensionConfig, inside useAction). */
  readonly config?: JsonObject;
}
