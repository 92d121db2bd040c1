// The Backstage plugins the app config names (portico.backstagePlugins), as portal plugins: each page at its path
// with its sidebar item, each entity card and tab where its condition holds, their code (the host and the plugin's
// package) loaded on the first visit. A new-frontend-system plugin's pages, cards and tabs are the ones the build
// found by instantiating it; its cards' and tabs' filters are the plugin's own, read from its code before the entity
// page asks. The build's list (virtual:portico-backstage-plugins) imports this module only
// when the config names a Backstage plugin, so a portal without any carries none of it.
import type { ComponentType } from 'react';
import type { JsonObject } from '../../domain/app/config-values';
import { configConditionHolds, exportedPredicateNames, type ConfigCondition, type EntityPredicate } from '../../domain/app/config-conditions';
import { ENTITY_TAB_MOUNT_POINT, type ExtensionOverride, type MountPointName } from '../../domain/backstage-plugins/backstage-plugin-config';
import type { FrontendEntityCardManifest, FrontendEntityContentManifest } from '../../domain/backstage-plugins/frontend-plugin-manifest';
import type { Entity } from '../../domain/catalog/entity';
import { createPlugin, type PluginEntityCard } from '../../plugin-api/create-plugin';
import type { PortalPlugin } from '../../ui/app/plugin';

type PackageModule = Record<string, unknown>;

/** One page the config names, as the build lists it. */
export interface BackstageRouteEntry {
  readonly pluginId: string;
  readonly packageName: string;
  readonly importName: string;
  readonly path: string;
  /** The sidebar item's text and its Blueprint icon component (the build imports the one the config names). */
  readonly menuItem: { readonly text: string; readonly icon: ComponentType | null } | null;
  /** The plugin's package, whose export `importName` is the page. */
  readonly load: () => Promise<PackageModule>;
}

/** One entity card or tab the config names, as the build lists it. */
export interface BackstageMountEntry {
  readonly pluginId: string;
  readonly packageName: string;
  readonly importName: string;
  readonly mountPoint: MountPointName;
  /** Tabs: below the entity page, and the tab's title. */
  readonly path: string | null;
  readonly title: string | null;
  readonly if: ConfigCondition | null;
  readonly order: number | null;
  readonly props: Readonly<Record<string, unknown>> | null;
  readonly load: () => Promise<PackageModule>;
}

/** A new-frontend-system plugin the config names, with what the build found of its extensions. */
export interface BackstageFrontendPluginEntry {
  readonly pluginId: string;
  readonly packageName: string;
  readonly extensions: readonly ExtensionOverride[];
  readonly load: () => Promise<PackageModule>;
  /** Its pages; the sidebar item's text and Blueprint icon component where the plugin gives the page a title. */
  readonly pages: readonly { readonly extensionId: string; readonly path: string; readonly title: string | null; readonly icon: ComponentType | null }[];
  readonly entityCards: readonly FrontendEntityCardManifest[];
  readonly entityContents: readonly FrontendEntityContentManifest[];
}

/** The plugin's entity filters, read from its code once loaded (loaded before the entity page asks). */
const frontendFiltersOf = (plugin: BackstageFrontendPluginEntry, configData: JsonObject) => {
  let filters: ReadonlyMap<string, (entity: Entity) => boolean> | undefined;
  const conditionCode = async () => {
    if (filters) return;
    const [{ frontendEntityFilters }, module] = await Promise.all([import('../../adapters/backstage-plugins/react18/frontend-host'), plugin.load()]);
    filters = frontendEntityFilters(module, plugin.packageName, configData, plugin.extensions);
  };
  // A filter that throws, or one whose code did not load, does not hold: a card never shows by mistake.
  const holds = (extensionId: string, entity: Entity): boolean => {
    try {
      return filters?.get(extensionId)?.(entity) === true;
    } catch {
      return false;
    }
  };
  return { conditionCode, holds };
};

/** A route name of an extension id (route names are words and hyphens): 'page-org-group' for 'page:org/group'. */
const routeNameOf = (extensionId: string): string => extensionId.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '');

/** The frontend plugin's pages, entity cards and tabs, as a portal plugin's. */
const frontendPortalPluginOf = (plugin: BackstageFrontendPluginEntry, configData: JsonObject): PortalPlugin => {
  const source = (extensionId: string) => ({ pluginId: plugin.pluginId, packageName: plugin.packageName, importName: extensionId, load: plugin.load, frontendSystem: { extensions: plugin.extensions } });
  const filters = frontendFiltersOf(plugin, configData);
  const entityExtension = (entry: FrontendEntityCardManifest, tabPath?: string): PluginEntityCard => ({
    id: `${plugin.pluginId}.${entry.extensionId}`,
    ...(entry.filtered ? { when: (entity: Entity) => filters.holds(entry.extensionId, entity), conditionCode: filters.conditionCode } : {}),
    load: async () => {
      const { backstageEntityContent } = await import('../../adapters/backstage-plugins/backstage-page');
      return { default: backstageEntityContent({ ...source(entry.extensionId), ...(tabPath ? { tabPath } : {}) }, configData as Record<string, unknown>) };
    },
  });
  return createPlugin({
    id: plugin.pluginId,
    routes: plugin.pages.map((page) => ({
      path: page.path,
      name: routeNameOf(page.extensionId),
      title: page.title ?? page.extensionId,
      load: async () => {
        void plugin.load().catch(() => undefined);
        const { backstagePage } = await import('../../adapters/backstage-plugins/backstage-page');
        return { default: backstagePage({ ...source(page.extensionId), path: page.path }, configData as Record<string, unknown>) };
      },
    })),
    sidebar: plugin.pages.flatMap((page) =>
      page.title !== null ? [{ id: `${plugin.pluginId}.${page.extensionId}`, label: page.title, to: page.path, ...(page.icon ? { icon: <page.icon /> } : {}) }] : [],
    ),
    entityCards: plugin.entityCards.map((card) => entityExtension(card)),
    entityTabs: plugin.entityContents.map((content) => ({ ...entityExtension(content, content.path), path: content.path, title: content.title })),
  });
};

/** The package's predicates a condition names, from its module once loaded (loaded before the entity page asks). */
const predicatesOf = (mount: BackstageMountEntry) => {
  const names = exportedPredicateNames(mount.if ?? undefined);
  let module: PackageModule | undefined;
  const predicateOf = (name: string): EntityPredicate | undefined => {
    const exported = module?.[name];
    return typeof exported === 'function' ? (exported as EntityPredicate) : undefined;
  };
  const conditionCode =
    names.length === 0
      ? undefined
      : async () => {
          module = await mount.load();
        };
  return { predicateOf, conditionCode };
};

const entityExtensionOf = (mount: BackstageMountEntry, configData: JsonObject): PluginEntityCard => {
  const { predicateOf, conditionCode } = predicatesOf(mount);
  const tabPath = mount.mountPoint === ENTITY_TAB_MOUNT_POINT ? (mount.path ?? undefined) : undefined;
  const condition = mount.if;
  return {
    id: `${mount.pluginId}.${mount.importName}${tabPath ? `.${tabPath}` : ''}`,
    ...(condition ? { when: (entity) => configConditionHolds(condition, entity, predicateOf) } : {}),
    ...(mount.order !== null ? { order: mount.order } : {}),
    ...(conditionCode ? { conditionCode } : {}),
    load: async () => {
      const { backstageEntityContent } = await import('../../adapters/backstage-plugins/backstage-page');
      const source = { pluginId: mount.pluginId, packageName: mount.packageName, importName: mount.importName, load: mount.load };
      return { default: backstageEntityContent({ ...source, ...(tabPath ? { tabPath } : {}), ...(mount.props ? { props: mount.props } : {}) }, configData as Record<string, unknown>) };
    },
  };
};

/** One portal plugin per Backstage plugin id: a route (and a sidebar item when the config gives one) per page, its entity cards and tabs. */
export const backstagePortalPluginsOf = (
  configData: JsonObject,
  routes: readonly BackstageRouteEntry[],
  mounts: readonly BackstageMountEntry[] = [],
  frontendPlugins: readonly BackstageFrontendPluginEntry[] = [],
): PortalPlugin[] => {
  const ids = [...new Set([...routes, ...mounts].map((entry) => entry.pluginId))];
  const legacy = ids.map((id) => {
    const own = routes.filter((route) => route.pluginId === id);
    const ownMounts = mounts.filter((mount) => mount.pluginId === id);
    return createPlugin({
      id,
      routes: own.map((route) => ({
        path: route.path,
        name: route.importName,
        title: route.menuItem?.text ?? route.importName,
        load: async () => {
          // The plugin's package loads beside the page's own code, not after it.
          void route.load().catch(() => undefined);
          const { backstagePage } = await import('../../adapters/backstage-plugins/backstage-page');
          return { default: backstagePage(route, configData as Record<string, unknown>) };
        },
      })),
      sidebar: own.flatMap((route) =>
        route.menuItem ? [{ id: `${id}.${route.importName}`, label: route.menuItem.text, to: route.path, ...(route.menuItem.icon ? { icon: <route.menuItem.icon /> } : {}) }] : [],
      ),
      entityCards: ownMounts.filter((mount) => mount.mountPoint !== ENTITY_TAB_MOUNT_POINT).map((mount) => entityExtensionOf(mount, configData)),
      entityTabs: ownMounts
        .filter((mount) => mount.mountPoint === ENTITY_TAB_MOUNT_POINT)
        .map((mount) => ({ ...entityExtensionOf(mount, configData), path: mount.path ?? '', title: mount.title ?? mount.importName })),
    });
  });
  return [...legacy, ...frontendPlugins.map((plugin) => frontendPortalPluginOf(plugin, configData))];
};
