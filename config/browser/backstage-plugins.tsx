// The Backstage plugins' pages the app config names (portico.backstagePlugins), as portal plugins: each page at its
// path with its sidebar item, its code (the host and the plugin's package) loaded on the first visit.
import { Icon, type IconName } from '@blueprintjs/core';
import { backstageRoutes } from 'virtual:portico-backstage-plugins';
import type { JsonObject } from '../../domain/app/config-values';
import { createPlugin } from '../../plugin-api/create-plugin';
import type { PortalPlugin } from '../../ui/app/plugin';

export type BackstageRouteEntry = (typeof backstageRoutes)[number];

/** One portal plugin per Backstage plugin id, with a route (and a sidebar item when the config gives one) per page. */
export const backstagePortalPlugins = (configData: JsonObject, routes: readonly BackstageRouteEntry[] = backstageRoutes): PortalPlugin[] => {
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
