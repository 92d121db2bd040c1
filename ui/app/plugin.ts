import type { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ServiceDeclaration } from '../../application/shared/service-declaration';
import type { AnalyticsProviderDeclaration } from '../../application/app/analytics-providers';
import type { ServiceResolver } from './services';
import type { Entity } from '../../domain/catalog/entity';
import type { SidebarItem } from './chrome/nav-items';
import type { ExternalRoute } from '../../domain/app/external-routes';
import type { JsonObject } from '../../domain/app/config-values';
import type { FieldExtension } from './form-field-extension';
import type { SearchResultRenderer } from './search-result-renderer';
import type { EntityContextMenuItem, HomeWidget } from './plugin-extension-points';
import type { PluginTheme } from './plugin-themes';
import type { TechDocsAddon } from './techdocs-addons';

export interface PluginRoute {
  /** Path below the app's base path, e.g. '/catalog' or '/catalog/:namespace/:kind/:name/*'. */
  readonly path: string;
  readonly element: ReactNode;
  /** The route's name: config and other plugins' external routes lead to it as '{pluginId}.{name}'. */
  readonly name?: string;
  /** The page's name in its extension id ('page:{pluginId}/{id}'); the plugin's first route is 'page:{pluginId}'. */
  readonly id?: string;
  /** What app.extensions gives the page as its config (useExtensionConfig). */
  readonly config?: JsonObject;
  /**
   * Starts the route's first backend calls when the portal opens on it, while its (lazy) page code
   * loads and renders. The page's own queries must use the same keys to find them in flight.
   */
  readonly prefetch?: (context: RoutePrefetchContext) => void;
  /** The page-theme category its header wears, when not 'app' (e.g. 'tool'); a page's header may also name its own. */
  readonly pageTheme?: string;
}

export interface RoutePrefetchContext {
  readonly queryClient: QueryClient;
  readonly services: ServiceResolver;
  /** The URL query of the location opened, e.g. '?filters[kind]=api'. */
  readonly search: string;
  /** The route's path parameters in the location opened, as the router gives them to the page. */
  readonly params: Readonly<Record<string, string | undefined>>;
}

export interface SidebarEntry {
  readonly id: string;
  readonly label: string;
  readonly to: string;
  readonly icon: ReactNode;
  /** Lower first; without one, an item keeps its place (10 × its position in the sidebar). */
  readonly order?: number;
}

/**
 * A tab of the entity page, contributed by any plugin: a child route of the entity page with a path, a title and
 * an optional condition. `path` is relative to the entity page, e.g. 'kubernetes'.
 */
export interface EntityTab {
  readonly id: string;
  readonly path: string;
  readonly title: string;
  /** Shown only for entities this accepts (e.g. entities with a kubernetes annotation). */
  readonly when?: (entity: Entity) => boolean;
  readonly render: (entity: Entity) => ReactNode;
  /** Order among the tabs; lower first (Overview is 0). */
  readonly order?: number;
  /** Loads the tab's code; the portal opened on the tab calls it before its first render. Never rejects. */
  readonly preload?: () => Promise<void>;
  /** Loads what `when` needs (a predicate in code not loaded yet); the entity page waits for it before asking. Never rejects. */
  readonly conditionCode?: () => Promise<void>;
  /** What app.extensions gives the tab as its config (useExtensionConfig). */
  readonly config?: JsonObject;
}

/** A card on the entity page's Overview tab, contributed by any plugin (e.g. org profile, relations graph). */
export interface EntityCard {
  readonly id: string;
  readonly when?: (entity: Entity) => boolean;
  readonly render: (entity: Entity) => ReactNode;
  /** Order among the cards; About is 0, relation cards 10. */
  readonly order?: number;
  /** Loads what `when` needs (a predicate in code not loaded yet); the entity page waits for it before asking. Never rejects. */
  readonly conditionCode?: () => Promise<void>;
  /** What app.extensions gives the card as its config (useExtensionConfig). */
  readonly config?: JsonObject;
}

/**
 * Marks what createPlugin made, with the plugin API version it was made against. A registered symbol, so that
 * the mark reads the same whichever copy of the module made it.
 */
export const PLUGIN_MARK: unique symbol = Symbol.for('portico.plugin-api-version');

/** A feature area of the portal: its routes, sidebar entries, entity page tabs and the services behind them. */
export interface PortalPlugin {
  readonly [PLUGIN_MARK]?: number;
  readonly id: string;
  /** Feature flags the plugin reads; users switch them in Settings › Feature Flags. */
  readonly featureFlags?: readonly PluginFeatureFlag[];
  /** Links into other plugins' pages, by name; app.routes.bindings binds '{pluginId}.{name}' to a named route. */
  readonly externalRoutes?: Readonly<Record<string, ExternalRoute>>;
  // What follows is the shell's own shape of a plugin, made by createPlugin; plugins do not read it.
  /** @internal */
  readonly routes: readonly PluginRoute[];
  /** @internal */
  readonly sidebar?: readonly SidebarEntry[];
  /** @internal */
  readonly entityTabs?: readonly EntityTab[];
  /** @internal */
  readonly entityCards?: readonly EntityCard[];
  // Extension points of other plugins: form fields templates name with `ui:field`, and how search results of a
  // document type render. Each is an extension with an id ('scaffolder-form-field:{pluginId}/{name}',
  // 'search-result-list-item:{pluginId}/{type}').
  /** @internal */
  readonly scaffolderFields?: readonly FieldExtension[];
  /** @internal */
  readonly searchResultItems?: readonly SearchResultRenderer[];
  /**
   * Sidebar entries that depend on data (e.g. the signed-in user's groups). A hook: the shell calls it on every
   * render, always in plugin order.
   * @internal
   */
  readonly useSidebarItems?: () => readonly SidebarItem[];
  /**
   * Always-mounted elements (dialogs, palettes, global shortcuts), rendered once by the shell.
   * @internal
   */
  readonly overlays?: readonly ReactNode[];
  /**
   * The services the plugin's pages resolve; the composition root binds them (config/browser/container.ts).
   * @internal
   */
  readonly services?: readonly ServiceDeclaration[];

  // Analytics
  /**
   * Analytics providers, by id; app.analytics.provider picks one and the container collects them (config/browser/container.ts).
   * @internal
   */
  readonly analytics?: readonly AnalyticsProviderDeclaration[];
  // The home page's widgets and the entity page's context-menu items the plugin contributes.
  /** @internal */
  readonly homeWidgets?: readonly HomeWidget[];
  /** @internal */
  readonly entityContextMenuItems?: readonly EntityContextMenuItem[];
  // Themes and docs reader add-ons.
  /**
   * Brand themes offered in Settings beside the built-in ones ('theme:{pluginId}/{id}').
   * @internal
   */
  readonly themes?: readonly PluginTheme[];
  /**
   * Components the docs reader shows at a place of its own ('techdocs-addon:{pluginId}/{name}').
   * @internal
   */
  readonly techDocsAddons?: readonly TechDocsAddon[];
}

/** A feature flag a plugin registers by name; the plugin id comes from the plugin. */
export interface PluginFeatureFlag {
  readonly name: string;
  readonly description: string;
}
