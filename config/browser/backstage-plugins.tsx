// The Backstage plugins' pages the app config names (portico.backstagePlugins), as portal plugins: each page at its
// path with its sidebar item, its code (the host and the plugin's package) loaded on the first visit. The build's
// list (virtual:portico-backstage-plugins) imports this module only when the config names a Backstage plugin, so a
// portal without any carries none of it.
import { Icon, type IconName } from '@blueprintjs/core';
import type { JsonObject } from '../../domain/app/config-values';
import { createPlugin } from '../../plugin-api/create-plugin';
import type { PortalPlugin } from '../../ui/app/plugin';

/** One page the config names, as the build lists it. */
export interface BackstageRouteEntry {
  readonly pluginId: string;
  readonly packageName: string;
  readonly importName: string;
  readonly path: string;
  readonly menuItem: { readonly text: string; readonly icon?: string } | null;
  /** The plugin's package, whose export `importName` is the page. */
  readonly load: () => Promise<Record<string, unknown>>;
}

/** One portal plugin per Backstage plugin id, with a route (and a sidebar item when the config gives one) per page. */
export const backstagePortalPluginsOf = (configData: JsonObject, routes: readonly BackstageRouteEntry[]): PortalPlugin[] => {
  const ids = [...new Set(routes.map((route) => route.pluginId))];
  return ids.map((id) => {
    const own = routes.filter((route) => route.pluginId === id);
    return createPlugin({
      id,
      routes: own.map((route) => ({
        path: route.path,
        name: route.importName,
        title: route.menuItem?.text ?? route.importName,
        load: async () => {
          const { backstagePage } = await import('../../adapters/backstage-plugins/backstage-page');
          return { default: backstagePage(route, configData as Record<string, unknown>) };
        },
      })),
      sidebar: own.flatMap((route) =>
        route.menuItem ? [{ id: `${id}.${route.importName}`, label: route.menuItem.text, to: route.path, ...(route.menuItem.icon ? { icon: <Icon icon={route.menuItem.icon as IconName} /> } : {}) }] : [],
      ),
    });
  });
};
