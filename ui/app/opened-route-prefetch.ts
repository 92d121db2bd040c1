// The data of the page the portal was opened on, asked for as early as the session allows: by the app's start once
// the stored session is restored (before the page's code has run), and again by the shell's first render, where
// react-query finds the first call in flight or answered.
import { matchRoutes } from 'react-router-dom';
import { sortFlatRoutes, type FlatRouteEntry } from '../../domain/app/routes';
import type { OpenedLocation } from './app-location';
import { preloadPages } from './lazy-page';
import type { PluginRoute, PortalPlugin, RoutePrefetchContext } from './plugin';

/** Every plugin's routes, each knowing its plugin, in matching order. */
export const shellRoutes = (plugins: readonly PortalPlugin[]) =>
  sortFlatRoutes(
    plugins.flatMap((plugin) =>
      plugin.routes.map((route) => ({ ...route, pluginId: plugin.id, page: { page: 'plugin', pageTheme: route.pageTheme } as const })),
    ),
  );

interface OpenedRoute {
  readonly route: PluginRoute;
  readonly params: RoutePrefetchContext['params'];
}

const openedRoute = (routes: readonly FlatRouteEntry<PluginRoute>[], location: OpenedLocation): OpenedRoute | undefined => {
  const pluginRoutes = routes.flatMap((entry) => (entry.kind === 'route' ? [{ path: entry.path, plugin: entry.route }] : []));
  const match = matchRoutes(pluginRoutes, location)?.[0];
  return match ? { route: match.route.plugin, params: match.params } : undefined;
};

/** Runs the prefetch of the route `location` opens, if it has one. */
export const prefetchOpenedRoute = (
  routes: readonly FlatRouteEntry<PluginRoute>[],
  location: OpenedLocation,
  context: Omit<RoutePrefetchContext, 'search' | 'params'>,
): void => {
  const opened = openedRoute(routes, location);
  opened?.route.prefetch?.({ ...context, search: location.search, params: opened.params });
};

/** Loads the lazy page code of the route `location` opens; resolves once it is in, or failed to load. */
export const preloadOpenedPage = (routes: readonly FlatRouteEntry<PluginRoute>[], location: OpenedLocation): Promise<void> =>
  preloadPages(openedRoute(routes, location)?.route.element);

/** Loads the code of the entity page tab at `tabPath` (the tab the portal opened on), whichever plugin adds it. */
export const preloadEntityTab = (plugins: readonly PortalPlugin[], tabPath: string | undefined): Promise<void> =>
  Promise.all(
    plugins
      .flatMap((plugin) => plugin.entityTabs ?? [])
      .filter((tab) => tabPath !== undefined && tab.path === tabPath)
      .map((tab) => tab.preload?.()),
  ).then(() => undefined);
