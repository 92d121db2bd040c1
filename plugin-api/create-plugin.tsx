// createPlugin: a plugin's routes, sidebar items, entity page tabs and cards, services, feature flags and
// external routes, checked once and shaped for the shell. Built-in plugins are made with it too.
import { Spinner } from '@blueprintjs/core';
import { CubeIcon } from '@blueprintjs/icons';
import * as E from 'fp-ts/Either';
import { Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import type { AnalyticsProviderDeclaration } from '../application/app/analytics-providers';
import type { ServiceDeclaration } from '../application/shared/service-declaration';
import { analyticsProviderIdProblem } from '../domain/app/analytics-providers';
import type { ExternalRoute } from '../domain/app/external-routes';
import { validatePlugin } from '../domain/app/plugins';
import type { Entity } from '../domain/catalog/entity';
import type { EntityCondition } from '../domain/catalog/entity-conditions';
import type { SidebarItem } from '../ui/app/chrome/nav-items';
import { lazyImport } from '../ui/app/lazy-import';
import { lazyPage } from '../ui/app/lazy-page';
import {
  PLUGIN_MARK,
  type EntityCard,
  type EntityTab,
  type PluginFeatureFlag,
  type PluginRoute,
  type PortalPlugin,
  type RoutePrefetchContext,
  type SidebarEntry,
} from '../ui/app/plugin';
import { PLUGIN_API_VERSION } from './version';
import { toScaffolderFields, toSearchResultRenderers, type PluginScaffolderField, type PluginSearchResultItem } from './extension-points';
import { toEntityContextMenuItem, type PluginEntityContextMenuItem } from './entity-context-menu-items';
import { toHomeWidget, type PluginHomeWidget } from './home-widgets';
import { toPluginThemes, toTechDocsAddons, type PluginTechDocsAddon, type PluginThemeOptions } from './themes-and-addons';

/** A module whose default export is a component: what `import('./page')` gives. */
export type ComponentModule<P = object> = { readonly default: ComponentType<P> };

export interface PluginRouteOptions {
  /** Below the portal's base path, e.g. '/on-call'; it also serves the paths below it. */
  readonly path: string;
  /** Other plugins' external routes and app.routes.bindings reach it as '{pluginId}.{name}'. */
  readonly name?: string;
  /**
   * The page's name in its extension id, by which app.extensions disables or configures it: the first route is
   * 'page:{pluginId}', a further one 'page:{pluginId}/{id}' (its `name`, else its position, when no id is given).
   */
  readonly id?: string;
  /** What the page is, for the spinner shown while its code loads. */
  readonly title?: string;
  /** The page's code, loaded on the first visit: `() => import('./on-call-page')`. */
  readonly load?: () => Promise<ComponentModule>;
  /** Or the page itself, when it needs no loading of its own. */
  readonly element?: ReactNode;
  /** Starts the page's first backend calls when the portal opens on it, while its code loads. */
  readonly prefetch?: (context: RoutePrefetchContext) => void;
  /**
   * The page-theme category whose banner the page's PageHeader wears: 'app' unless named here, e.g. 'tool' or
   * 'documentation'. An unknown name wears 'app'.
   */
  readonly pageTheme?: string;
}

export interface PluginSidebarItem {
  readonly id?: string;
  readonly label: string;
  /** An in-app path, usually one of the plugin's routes. */
  readonly to: string;
  /** An icon element, e.g. `<PhoneIcon />` from @blueprintjs/icons; a cube when absent. */
  readonly icon?: ReactElement;
}

/** What an entity page tab or card is given. */
export interface EntityContentProps {
  readonly entity: Entity;
}

export interface PluginEntityCard {
  readonly id: string;
  /** Shown only for entities this accepts, e.g. `whenAnnotated('acme.com/on-call-rota')`. */
  readonly when?: EntityCondition;
  /** Order among the Overview's cards: About is 0, relation cards 10; below 0 comes before About. Default 50. */
  readonly order?: number;
  /** The card's code, loaded when a page first shows it: a module whose default export takes `{ entity }`. */
  readonly load?: () => Promise<ComponentModule<EntityContentProps>>;
  /** Or a render function. */
  readonly render?: (entity: Entity) => ReactNode;
  /** Loads what `when` needs, when it is in code not loaded yet; the entity page waits for it before asking `when`. */
  readonly conditionCode?: () => Promise<void>;
}

export interface PluginEntityTab extends PluginEntityCard {
  /** Below the entity page, e.g. 'on-call'. */
  readonly path: string;
  readonly title: string;
  /** Loads a render function's code when the portal opens on the tab (a `load` tab does it by itself). */
  readonly preload?: () => Promise<void>;
}

export interface PluginOptions {
  /** Unique in the portal: lowercase letters, digits and single hyphens, starting with a letter. */
  readonly id: string;
  readonly routes?: readonly PluginRouteOptions[];
  readonly sidebar?: readonly PluginSidebarItem[];
  readonly entityTabs?: readonly PluginEntityTab[];
  readonly entityCards?: readonly PluginEntityCard[];
  /** The services the plugin's views and other services resolve by token. */
  readonly services?: readonly ServiceDeclaration[];
  /** Flags users switch in Settings › Feature Flags; read them with useFeatureFlag. */
  readonly featureFlags?: readonly PluginFeatureFlag[];
  /** Links into other plugins' pages, bound in app.routes.bindings as '{pluginId}.{name}'. */
  readonly externalRoutes?: Readonly<Record<string, ExternalRoute>>;
  /** Elements mounted once for the whole portal (dialogs, global shortcuts). */
  readonly overlays?: readonly ReactNode[];
  /** Sidebar items that depend on data; a hook the shell calls on every render. */
  readonly useSidebarItems?: () => readonly SidebarItem[];

  // Analytics
  /** Analytics providers (defineAnalyticsProvider); app.analytics.provider picks one by its id. */
  readonly analytics?: readonly AnalyticsProviderDeclaration[];

  // Extensions of other plugins' extension points.
  /** Form fields templates name with `ui:field` ('scaffolder-form-field:{pluginId}/{name}'). */
  readonly scaffolderFields?: readonly PluginScaffolderField[];
  /** How search results of a document type render ('search-result-list-item:{pluginId}/{type}'). */
  readonly searchResultItems?: readonly PluginSearchResultItem[];
  // The home page's widgets and the entity page's context-menu items.
  /** Widgets on the home page, beside the built-in ones: 'home-page-widget:{pluginId}/{id}' in app.extensions. */
  readonly homeWidgets?: readonly PluginHomeWidget[];
  /** Items of the entity page's "⋮" menu: 'entity-context-menu-item:{pluginId}/{id}' in app.extensions. */
  readonly entityContextMenuItems?: readonly PluginEntityContextMenuItem[];
  // Themes and docs reader add-ons.
  /** A brand's themes, offered in Settings › General beside Light and Dark: one per variant. */
  readonly themes?: readonly PluginThemeOptions[];
  /** Components the docs reader shows at one of its places (TechDocsAddonLocations). */
  readonly techDocsAddons?: readonly PluginTechDocsAddon[];
}

/** What an entity tab or card shows: its loaded component, or its render function. */
const entityContent = (pluginId: string, content: PluginEntityCard): { render: (entity: Entity) => ReactNode; preload?: () => Promise<void> } => {
  if (content.load && content.render) throw new Error(`Plugin '${pluginId}': '${content.id}' gives both load and render`);
  if (content.render) return { render: content.render };
  if (!content.load) throw new Error(`Plugin '${pluginId}': '${content.id}' needs load or render`);
  const Content = lazyImport(content.load);
  return {
    render: (entity) => (
      <Suspense fallback={<Spinner size={24} aria-label={`Loading ${content.id}`} />}>
        <Content entity={entity} />
      </Suspense>
    ),
    preload: () => Content.preload(),
  };
};

const toRoute = (pluginId: string, route: PluginRouteOptions): PluginRoute => {
  if ((route.load === undefined) === (route.element === undefined)) {
    throw new Error(`Plugin '${pluginId}': the route '${route.path}' needs exactly one of load and element`);
  }
  const element = route.load ? lazyPage(route.load, 'default', `Loading ${route.title ?? pluginId}`) : route.element;
  return { path: route.path, element, name: route.name, id: route.id, prefetch: route.prefetch, pageTheme: route.pageTheme };
};

const toSidebarEntry = (pluginId: string, item: PluginSidebarItem, index: number): SidebarEntry => ({
  id: item.id ?? (index === 0 ? pluginId : `${pluginId}-${index}`),
  label: item.label,
  to: item.to,
  icon: item.icon ?? <CubeIcon />,
});

const toEntityCard = (pluginId: string, card: PluginEntityCard): EntityCard => ({
  id: card.id,
  when: card.when,
  order: card.order,
  render: entityContent(pluginId, card).render,
  conditionCode: card.conditionCode,
});

const toEntityTab = (pluginId: string, tab: PluginEntityTab): EntityTab => {
  const content = entityContent(pluginId, tab);
  return {
    id: tab.id,
    path: tab.path,
    title: tab.title,
    render: content.render,
    when: tab.when,
    order: tab.order,
    preload: tab.preload ?? content.preload,
    conditionCode: tab.conditionCode,
  };
};

/** A list the plugin may leave out, converted item by item; empty when it is left out. */
function listOf<T>(items: readonly T[] | undefined): readonly T[];
function listOf<T, U>(items: readonly T[] | undefined, convert: (item: T, index: number) => U): readonly U[];
function listOf<T, U>(items: readonly T[] | undefined, convert?: (item: T, index: number) => U): readonly (T | U)[] {
  return convert ? (items ?? []).map(convert) : (items ?? []);
}

/**
 * Makes a plugin. A definition that breaks the rules (an id, a route path or name, a feature flag name) throws
 * an error naming the plugin and the rule: a plugin's own fault, which the portal reports without loading it.
 */
export const createPlugin = (options: PluginOptions): PortalPlugin => {
  const routes = options.routes ?? [];
  const checked = validatePlugin({ id: options.id, routes, externalRoutes: options.externalRoutes, featureFlags: options.featureFlags });
  if (E.isLeft(checked)) throw new Error(checked.left.message);
  const id = options.id;
  const analyticsProblem = (options.analytics ?? []).map((provider) => analyticsProviderIdProblem(provider.id)).find(Boolean);
  if (analyticsProblem) throw new Error(`Plugin '${id}': ${analyticsProblem}`);
  return {
    [PLUGIN_MARK]: PLUGIN_API_VERSION,
    id,
    // Every list is there, empty when the plugin gives none.
    routes: routes.map((route) => toRoute(id, route)),
    sidebar: listOf(options.sidebar, (item, index) => toSidebarEntry(id, item, index)),
    entityTabs: listOf(options.entityTabs, (tab) => toEntityTab(id, tab)),
    entityCards: listOf(options.entityCards, (card) => toEntityCard(id, card)),
    services: listOf(options.services),
    featureFlags: listOf(options.featureFlags),
    overlays: listOf(options.overlays),
    analytics: listOf(options.analytics),
    scaffolderFields: toScaffolderFields(id, listOf(options.scaffolderFields)),
    searchResultItems: toSearchResultRenderers(id, listOf(options.searchResultItems)),
    homeWidgets: listOf(options.homeWidgets, (widget) => toHomeWidget(id, widget)),
    entityContextMenuItems: listOf(options.entityContextMenuItems, (item) => toEntityContextMenuItem(id, item)),
    themes: toPluginThemes(id, listOf(options.themes)),
    techDocsAddons: toTechDocsAddons(id, listOf(options.techDocsAddons)),
    externalRoutes: options.externalRoutes,
    useSidebarItems: options.useSidebarItems,
  };
};
