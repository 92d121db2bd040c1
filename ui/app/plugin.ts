import type { ReactNode } from 'react';

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

/** A feature area of the portal: its routes and its sidebar entries. */
export interface PortalPlugin {
  readonly id: string;
  readonly routes: readonly PluginRoute[];
  readonly sidebar?: readonly SidebarEntry[];
}
