// The data of the page the portal was opened on, asked for as early as the session allows: by the app's start once
// the stored session is restored (before the page's code has run), and again by the shell's first render, where
// react-query finds the first call in flight or answered.
import { matchRoutes } from 'react-router-dom';
import { sortFlatRoutes, type FlatRouteEntry } from '../../domain/app/routes';
import type { OpenedLocation } from './app-location';
import type { PluginRoute, PortalPlugin, RoutePrefetchContext } from './plugin';

export { appLocationOf, type OpenedLocation } from './app-location';

/** Every plugin's routes, each knowing its plugin, in matching order. */
export const shellRoutes = (plugins: readonly PortalPlugin[]) =>
  sortFlatRoutes(plugins.flatMap((plugin) => plugin.routes.map((route) => ({ ...route, pluginId: plugin.id }))));

/** Runs the prefetch of the route `location` opens, if it has one. */
export const prefetchOpenedRoute = (
  routes: readonly FlatRouteEntry<PluginRoute>[],
  location: OpenedLocation,
  context: Omit<RoutePrefetchContext, 'search'>,
): void => {
  const pluginRoutes = routes.flatMap((entry) => (entry.kind === 'route' ? [{ path: entry.path, plugin: entry.route }] : []));
  const opened = matchRoutes(pluginRoutes, location)?.[0]?.route.plugin;
  opened?.prefetch?.({ ...context, search: location.search });
};
