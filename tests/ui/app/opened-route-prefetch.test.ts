import { QueryClient } from '@tanstack/react-query';
import { appLocationOf } from '../../../ui/app/app-location';
import { preloadEntityTab, prefetchOpenedRoute, shellRoutes } from '../../../ui/app/opened-route-prefetch';
import type { PortalPlugin, RoutePrefetchContext } from '../../../ui/app/plugin';
import type { ServiceResolver } from '../../../ui/app/services';

const services: ServiceResolver = { get: () => undefined as never };

const pluginsAsking = (asked: string[]): PortalPlugin[] => [
  { id: 'catalog', routes: [{ path: '/catalog', element: null, prefetch: ({ search }: RoutePrefetchContext) => void asked.push(`index ${search}`) }] },
  { id: 'docs', routes: [{ path: '/docs', element: null, prefetch: ({ search }: RoutePrefetchContext) => void asked.push(`docs ${search}`) }] },
  { id: 'settings', routes: [{ path: '/settings', element: null }] },
];

describe('prefetchOpenedRoute', () => {
  it("runs the prefetch of the route the location opens, with the location's query", () => {
    const asked: string[] = [];
    const routes = shellRoutes(pluginsAsking(asked));
    const context = { queryClient: new QueryClient(), services };
    prefetchOpenedRoute(routes, { pathname: '/catalog', search: '?filters%5Bkind%5D=api' }, context);
    prefetchOpenedRoute(routes, { pathname: '/docs/default/component/payments', search: '' }, context);
    expect(asked).toEqual(['index ?filters%5Bkind%5D=api', 'docs ']);
  });

  it('does nothing for a route without a prefetch, or for no route at all', () => {
    const asked: string[] = [];
    const routes = shellRoutes(pluginsAsking(asked));
    prefetchOpenedRoute(routes, { pathname: '/settings', search: '' }, { queryClient: new QueryClient(), services });
    prefetchOpenedRoute(routes, { pathname: '/nowhere', search: '' }, { queryClient: new QueryClient(), services });
    expect(asked).toEqual([]);
  });
});

describe('preloadEntityTab', () => {
  const tabsPreloading = (preloaded: string[]): PortalPlugin[] => [
    { id: 'api-docs', routes: [], entityTabs: [{ id: 'api', path: 'definition', title: 'Definition', render: () => null, preload: async () => void preloaded.push('definition') }] },
    { id: 'kubernetes', routes: [], entityTabs: [{ id: 'kubernetes', path: 'kubernetes', title: 'Kubernetes', render: () => null }] },
    { id: 'ci', routes: [], entityTabs: [{ id: 'ci', path: 'ci', title: 'CI', render: () => null, preload: async () => void preloaded.push('ci') }] },
  ];

  it("loads the code of the tab the portal opened on, whichever plugin adds it, and only that tab's", async () => {
    const preloaded: string[] = [];
    const plugins = tabsPreloading(preloaded);
    await preloadEntityTab(plugins, 'definition');
    await preloadEntityTab(plugins, 'kubernetes');
    await preloadEntityTab(plugins, undefined);
    await preloadEntityTab(plugins, 'nothing-here');
    expect(preloaded).toEqual(['definition']);
  });
});

describe('appLocationOf', () => {
  it("takes the base path off the browser's location", () => {
    expect(appLocationOf({ pathname: '/portal/catalog', search: '?a=1' }, '/portal')).toEqual({ pathname: '/catalog', search: '?a=1' });
    expect(appLocationOf({ pathname: '/portal', search: '' }, '/portal')).toEqual({ pathname: '/', search: '' });
    expect(appLocationOf({ pathname: '/catalog', search: '' }, '')).toEqual({ pathname: '/catalog', search: '' });
  });
});
