import type { ReactNode } from 'react';
import type { Entity } from '../../domain/catalog/entity';

export interface PluginRoute {
  /** Path below the app's base path, e.g. '/catalog' or '/catalog/:namespace/:kind/:name/*'. */
  readonly path: string;
  readonly element: ReactNode;
}

export interface SidebarEntry {
  readonly id: string;
  readonly label: string;
  readonly to: string;
  readonly icon: ReactNode;
}

/**
 * A tab of the entity page, contributed by any plugin (spec section 2 "Entity page": tab set of child
 * routes with path, title and optional condition). `path` is relative to the entity page, e.g. 'kubernetes'.
 */
export interface EntityTab {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  /** Shown only for entities this accepts (e.g. entities with a kubernetes annotation). */
  readonly if?: (entity: Entity) => boolean;
  readonly render: (entity: Entity) => ReactNode;
  /** Order among the tabs; lower first (Overview is 0). */
  readonly order?: number;
}

/** A feature area of the portal: its routes, sidebar entries and entity page tabs. */
export interface PortalPlugin {
  readonly id: string;
  readonly routes: readonly PluginRoute[];
  readonly sidebar?: readonly SidebarEntry[];
  readonly entityTabs?: readonly EntityTab[];
  /** Always-mounted elements (dialogs, palettes, global shortcuts), rendered once by the shell. */
  readonly overlays?: readonly ReactNode[];
}
