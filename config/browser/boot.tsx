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
import { buildContainer } from './container';
import { settledWithin } from './early-start';
import { portalPlugins } from './plugins';

export interface BootInput {
  readonly config: Either<BackendError, JsonObject>;
  /** Absent when the config did not load. */
  readonly settings: Either<string, AppSettings> | undefined;
  readonly fetchFn: HttpFetch;
  readonly earlySessionRefresh: EarlyRefresh | undefined;
}

/**
 * At most this long the first render waits for the opened page's code, and its tab's (index.html preloads them): rendered with it,
 * the page shows at once instead of behind a Suspense fallback, which React holds for up to 300 ms.
 */
export const OPENED_PAGE_WAIT_MS = 300;

export const boot = ({ config, settings, fetchFn, earlySessionRefresh }: BootInput): void => {
  const root = createRoot(document.getElementById('root')!);
  const fail = (message: string) => root.render(<BootErrorPage step="load-config" error={new Error(message)} />);
  if (E.isLeft(config)) return fail(config.left.message);
  if (!settings || E.isLeft(settings)) return fail(settings ? settings.left : 'The configuration could not be read');

  const location = appLocationOf(window.location, settings.right.basePath);
  const protectedMode = document.querySelector<HTMLMetaElement>('meta[name="backstage-app-mode"]')?.content === 'protected';
  const plugins = portalPlugins();
  const host = { window, fetch: fetchFn, protectedMode, appConfig: config.right, ...(earlySessionRefresh ? { earlySessionRefresh } : {}) };
  const services = buildContainer(settings.right, host, plugins);
  const openedPage = settledWithin(
    Promise.all([preloadOpenedPage(shellRoutes(plugins), location), preloadEntityTab(plugins, entityRouteTabOf(location.pathname))]),
    OPENED_PAGE_WAIT_MS,
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
  const render = () =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <ServiceProvider resolver={services}>
            <App settings={settings.right} plugins={plugins} queryClient={queryClient} />
          </ServiceProvider>
        </StrictMode>,
      ),
    );
  if (!protectedMode) return void openedPage.then(render);
  void Promise.all([startProtectedMode(services), openedPage]).then(([started]) => (E.isLeft(started) ? fail(started.left) : render()));
};
