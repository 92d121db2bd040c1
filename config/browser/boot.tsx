// The app's start once the entry has read the config: build the container, render the app. A config that
// failed to load or decode shows the boot error page instead of a blank screen.
import '@blueprintjs/core/lib/css/blueprint.css';
import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { startProtectedMode } from '../../application/app/protected-mode';
import type { BackendError } from '../../application/shared/backend-error';
import type { HttpFetch } from '../../application/shared/service-declaration';
import type { AppSettings } from '../../domain/app/app-settings';
import type { JsonObject } from '../../domain/app/config-values';
import { SessionManagerToken, type EarlyRefresh } from '../../application/app/session-manager';
import { App } from '../../ui/app/app';
import { appLocationOf } from '../../ui/app/app-location';
import { preloadEntityTab, preloadOpenedPage, prefetchOpenedRoute, shellRoutes } from '../../ui/app/opened-route-prefetch';
import { entityRouteTabOf } from '../../ui/catalog/hooks/entity-route';
import { createAppQueryClient } from '../../ui/app/query-client';
import { BootErrorPage } from '../../ui/app/chrome';
import { ServiceProvider } from '../../ui/app/services';
import { AlertPosterToken } from '../../application/app/alerts.port';
import type { RouteRegistry } from '../../domain/app/external-routes';
import type { PortalPlugin } from '../../ui/app/plugin';
import { buildContainer, type PortalContainer } from './container';
import { settledWithin } from './early-start';
import { loadPackagePlugins, type LoadedPackagePlugins, type PackagePluginEntry } from './package-plugins';
import { backstagePortalPlugins } from 'virtual:portico-backstage-plugins';
import { builtInPlugins, checkPlugins } from './plugins';
import { configurePlugins } from './extensions';
import { BUILT_IN_DATA_NAV_ITEM_IDS } from '../../domain/app/built-in-extensions';
import { checkAnalyticsProvider } from '../../domain/app/analytics-providers';
import { AnalyticsProvidersToken } from '../../application/app/analytics-providers';
import { ThemeStoreToken } from '../../application/app/theme-store';
import type { AppTheme } from '../../domain/app/theme';
import { offeredThemes } from './theme-and-addon-extensions';

export interface BootInput {
  readonly config: Either<BackendError, JsonObject>;
  /** Absent when the config did not load. */
  readonly settings: Either<string, AppSettings> | undefined;
  readonly fetchFn: HttpFetch;
  readonly earlySessionRefresh: EarlyRefresh | undefined;
  /** The plugin packages to load; the build's list (portico.plugins) unless given. */
  readonly packagePlugins?: readonly PackagePluginEntry[];
}

/**
 * At most this long the first render waits for the opened page's code, and its tab's (index.html preloads them): rendered with it,
 * the page shows at once instead of behind a Suspense fallback, which React holds for up to 300 ms.
 */
export const OPENED_PAGE_WAIT_MS = 300;

export const boot = ({ config, settings, fetchFn, earlySessionRefresh, packagePlugins }: BootInput): void => {
  const root = createRoot(document.getElementById('root')!);
  const fail = (message: string) => root.render(<BootErrorPage step="load-config" error={new Error(message)} />);
  if (E.isLeft(config)) return fail(config.left.message);
  if (!settings || E.isLeft(settings)) return fail(settings ? settings.left : 'The configuration could not be read');

  const location = appLocationOf(window.location, settings.right.basePath);
  const protectedMode = document.querySelector<HTMLMetaElement>('meta[name="backstage-app-mode"]')?.content === 'protected';
  // Settings and the palette read the final list, package plugins included, when they are used.
  const plugins: PortalPlugin[] = [];
  plugins.push(...builtInPlugins(() => plugins));
  const host = { window, fetch: fetchFn, protectedMode, appConfig: config.right, ...(earlySessionRefresh ? { earlySessionRefresh } : {}) };
  const services = buildContainer(settings.right, host, plugins);
  // The package plugins load while the session is restored; the first render waits for them (their routes), and for
  // the opened page's code, and its tab's, for a while (index.html preloads them).
  // The Backstage plugins' pages (portico.backstagePlugins) join as plugins of their own, their code loaded on a first visit.
  const started = loadPackagePlugins(packagePlugins).then((loaded) =>
    joinPackagePlugins(
      plugins,
      services,
      // The build's module gives what backstagePortalPluginsOf (config/browser/backstage-plugins.tsx) makes: portal plugins.
      { ...loaded, plugins: [...loaded.plugins, ...(backstagePortalPlugins(config.right) as PortalPlugin[])] },
      settings.right.routeBindings,
    ),
  )
    .then((routes): Either<string, RouteRegistry> => (E.isLeft(routes) ? routes : E.map(() => routes.right)(configureInPlace(plugins, config.right))))
    .then((routes): Either<string, RouteRegistry> => (E.isLeft(routes) ? routes : E.map(() => routes.right)(checkPickedAnalytics(services, settings.right.analyticsProvider))))
    .then((routes): Either<string, RouteRegistry> => (E.isLeft(routes) ? routes : E.map(() => routes.right)(offerThemes(plugins, config.right, services))));
  const openedPage = started.then(() =>
    settledWithin(
      Promise.all([preloadOpenedPage(shellRoutes(plugins), location), preloadEntityTab(plugins, entityRouteTabOf(location.pathname))]),
      OPENED_PAGE_WAIT_MS,
    ),
  );
  const queryClient = createAppQueryClient();
  // The opened page's data is asked for as soon as the stored session is back, before React has rendered anything.
  const sessions = services.get(SessionManagerToken);
  void sessions.restore().then(() => {
    if (sessions.getState().status !== 'signed-in') return;
    prefetchOpenedRoute(shellRoutes(plugins), location, { queryClient, services });
  });
  // A transition: React renders the first tree in slices, letting the browser in between (input, the page's
  // answers arriving), instead of in one long task; only the commit runs in one piece.
  const render = (routes: RouteRegistry) =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <ServiceProvider resolver={services}>
            <App settings={settings.right} plugins={plugins} routes={routes} queryClient={queryClient} />
          </ServiceProvider>
        </StrictMode>,
      ),
    );
  const protectedStart = protectedMode ? startProtectedMode(services) : Promise.resolve(E.right(undefined));
  void Promise.all([started, protectedStart, openedPage]).then(([routes, protectedStarted]) => {
    if (E.isLeft(routes)) return fail(routes.left);
    if (E.isLeft(protectedStarted)) return fail(protectedStarted.left);
    render(routes.right);
  });
};

/**
 * Applies app.extensions to the composed plugins, in the list the shell, Settings and the palette read. Left: an
 * entry that is not as it should be, or an id no extension has (with the closest one).
 */
const configureInPlace = (plugins: PortalPlugin[], appConfig: JsonObject): Either<string, void> =>
  E.map((configured: PortalPlugin[]) => {
    plugins.splice(0, plugins.length, ...configured);
  })(configurePlugins(plugins, appConfig, BUILT_IN_DATA_NAV_ITEM_IDS));

/** app.analytics.provider may name a package plugin's analytics provider: known only once the plugins are in. */
const checkPickedAnalytics = (services: PortalContainer, provider: string | undefined): Either<string, void> =>
  checkAnalyticsProvider(provider, services.get(AnalyticsProvidersToken).ids());

/** Settings offers the built-in themes and the plugins' as app.extensions leaves them; Left when none is left. */
const offerThemes = (plugins: readonly PortalPlugin[], appConfig: JsonObject, services: PortalContainer): Either<string, void> =>
  E.map((themes: readonly AppTheme[]) => {
    services.get(ThemeStoreToken).offer(themes);
  })(offeredThemes(plugins, appConfig));

/**
 * Adds the loaded package plugins to the portal: checks them with the built-in ones and the route bindings with
 * the routes they all name, binds their services, and reports each package that failed to load. Left: why the
 * portal cannot start (a duplicate plugin id or route name, a binding that does not resolve).
 */
const joinPackagePlugins = (
  plugins: PortalPlugin[],
  services: PortalContainer,
  loaded: LoadedPackagePlugins,
  bindings: AppSettings['routeBindings'],
): Either<string, RouteRegistry> => {
  const registered = checkPlugins([...plugins, ...loaded.plugins], bindings);
  if (E.isLeft(registered)) return registered;
  try {
    services.declare(loaded.plugins);
  } catch (error) {
    return E.left(error instanceof Error ? error.message : String(error));
  }
  plugins.push(...loaded.plugins);
  for (const failure of loaded.failures) {
    console.error(failure.message);
    services.get(AlertPosterToken).post({ message: failure.message, severity: 'error' });
  }
  return registered;
};
