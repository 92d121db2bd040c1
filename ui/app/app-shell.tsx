import { Button } from '@blueprintjs/core';
import { LogOutIcon } from '@blueprintjs/icons';
import { memo, useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { displayNameOf } from '../../domain/app/identity';
import type { FlatRouteEntry } from '../../domain/app/routes';
import { useScrollRestoration } from './scroll-restoration';
import { MAIN_CONTENT_ID, NotFoundPage, PluginErrorBoundary, RoutePageContext, Sidebar, SkipToContent, useDocumentTitle, useIsMobile, type SidebarItem } from './chrome';
import { OverlayAnalytics, PageAnalytics } from './analytics';
import { EntityExtensionsContext } from './entity-tabs-context';
import { ExtensionConfigProvider } from './extension-config';
import { ExtensionPointsProvider, extensionPointsOf } from './extension-points';
import { PluginExtensionPoints } from './plugin-extension-points-context';
import { TechDocsAddonsProvider } from './techdocs-addons';
import { prefetchOpenedRoute, shellRoutes } from './opened-route-prefetch';
import type { JsonObject } from '../../domain/app/config-values';
import type { Entity } from '../../domain/catalog/entity';
import type { PluginRoute, PortalPlugin } from './plugin';
import { usePinnedSidebar, usePostAlert, useRoutePrefetchContext, useSession, useSignOut } from './queries';

const IdentityFooter = ({ open }: { open: boolean }) => {
  const session = useSession();
  const signOutUser = useSignOut();
  const postAlert = usePostAlert();
  const navigate = useNavigate();
  if (session.status !== 'signed-in') return null;
  const name = displayNameOf(session.user.profile, session.user.userEntityRef);
  const signOut = async () => {
    const result = await signOutUser();
    if (result._tag === 'Left') postAlert({ message: result.left.message, severity: 'error' });
    navigate('/');
  };
  return (
    <div className={open ? 'portico-identity' : 'portico-identity portico-identity--collapsed'}>
      <span className="portico-identity__avatar" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      {open ? (
        <span className="portico-identity__name" data-testid="signed-in-user" title={session.user.userEntityRef}>
          {name}
        </span>
      ) : null}
      <Button variant="minimal" icon={<LogOutIcon />} aria-label="Sign out" title="Sign out" onClick={() => void signOut()}>
        {open ? 'Sign out' : undefined}
      </Button>
    </div>
  );
};

/**
 * Once, when the shell first renders: the prefetch of the route the portal was opened on, so that its
 * data is asked for before the shell's own calls and while the page's code loads.
 */
const usePrefetchOfOpenedRoute = (routes: readonly FlatRouteEntry<PluginRoute>[]) => {
  const prefetchContext = useRoutePrefetchContext();
  const location = useLocation();
  useState(() => prefetchOpenedRoute(routes, location, prefetchContext));
};

type ShellRoutes = ReturnType<typeof shellRoutes>;

const RenderExtension = ({ render, entity }: { render: (entity: Entity) => ReactNode; entity: Entity }) => render(entity);

/**
 * An entity tab or card that fails stays inside its plugin's error boundary; the rest of the page goes on. It reads
 * the config app.extensions gives it with useExtensionConfig.
 */
const guarded = <T extends { readonly render: (entity: Entity) => ReactNode; readonly config?: JsonObject }>(pluginId: string, extension: T): T => ({
  ...extension,
  render: (entity: Entity) => (
    <PluginErrorBoundary pluginId={pluginId}>
      <ExtensionConfigProvider config={extension.config}>
        <RenderExtension render={extension.render} entity={entity} />
      </ExtensionConfigProvider>
    </PluginErrorBoundary>
  ),
});

/** The sidebar's items by their order; an item without one keeps its place, at 10 × its position. */
const byOrder = (items: readonly SidebarItem[]): SidebarItem[] =>
  items
    .map((item, index) => ({ item, order: item.order ?? index * 10 }))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item);

export const AppShell = ({ plugins, appTitle }: { plugins: readonly PortalPlugin[]; appTitle: string }) => {
  const routes = useMemo(() => shellRoutes(plugins), [plugins]);
  useDocumentTitle(appTitle, MAIN_CONTENT_ID);
  useScrollRestoration();
  // Before the sidebar's data hooks (ShellFrame, a child): they wait while the opened route's main content is fetched.
  usePrefetchOfOpenedRoute(routes);
  return <ShellFrame plugins={plugins} routes={routes} />;
};

/**
 * The sidebar, the routes and the overlays. Memoised apart from AppShell, which reads the location for
 * its one-off prefetch and so renders on every navigation: the frame does not, only what reads the
 * location itself (the routes, the sidebar's links) does.
 */
const ShellFrame = memo(({ plugins, routes }: { plugins: readonly PortalPlugin[]; routes: ShellRoutes }) => {
  const isMobile = useIsMobile();
  const [pinned, setPinned] = usePinnedSidebar();

  const items: SidebarItem[] = useMemo(
    () =>
      plugins.flatMap((plugin) =>
        (plugin.sidebar ?? []).map((entry) => ({
          id: entry.id,
          label: entry.label,
          icon: entry.icon as ReactElement,
          to: entry.to,
          ...(entry.order === undefined ? {} : { order: entry.order }),
        })),
      ),
    [plugins],
  );

  // Hooks run in plugin order on every render, so the rules of hooks hold.
  const dataItems = plugins.flatMap((plugin) => plugin.useSidebarItems?.() ?? []);
  const allItems = byOrder([...items, ...dataItems]);

  const entityExtensions = useMemo(
    () => ({
      tabs: plugins.flatMap((plugin) => (plugin.entityTabs ?? []).map((tab) => guarded(plugin.id, tab))),
      cards: plugins.flatMap((plugin) => (plugin.entityCards ?? []).map((card) => guarded(plugin.id, card))),
    }),
    [plugins],
  );
  const extensionPoints = useMemo(() => extensionPointsOf(plugins), [plugins]);

  return (
    <EntityExtensionsContext.Provider value={entityExtensions}>
    <ExtensionPointsProvider value={extensionPoints}>
    <PluginExtensionPoints plugins={plugins}>
    <TechDocsAddonsProvider plugins={plugins}>
    <div className="portico-shell">
      <SkipToContent />
      <Sidebar
        items={allItems}
        pinned={pinned}
        onPinChange={setPinned}
        isMobile={isMobile}
        footer={({ open }) => <IdentityFooter open={open} />}
      />
      <main id={MAIN_CONTENT_ID} className="portico-main" tabIndex={-1}>
        <Routes>
          {routes.map((entry) =>
            entry.kind === 'not-found' ? (
              <Route key="*" path="*" element={<NotFoundPage />} />
            ) : (
              <Route
                key={entry.path}
                path={entry.path}
                element={
                  // Keyed by route: the router renders every route's element in one place, and without a key a page
                  // that failed would leave its boundary's error showing on the next page.
                  <PageAnalytics key={entry.path} pluginId={entry.route.pluginId} routeRef={entry.path}>
                    <RoutePageContext.Provider value={entry.route.page}>
                      <PluginErrorBoundary pluginId={entry.route.pluginId}>
                        <ExtensionConfigProvider config={entry.route.config}>{entry.route.element}</ExtensionConfigProvider>
                      </PluginErrorBoundary>
                    </RoutePageContext.Provider>
                  </PageAnalytics>
                }
              />
            ),
          )}
        </Routes>
      </main>
      {plugins.flatMap((plugin) =>
        (plugin.overlays ?? []).map((overlay, index) => (
          <OverlayAnalytics key={`${plugin.id}-${index}`} pluginId={plugin.id}>
            {overlay}
          </OverlayAnalytics>
        )),
      )}
    </div>
    </TechDocsAddonsProvider>
    </PluginExtensionPoints>
    </ExtensionPointsProvider>
    </EntityExtensionsContext.Provider>
  );
});
ShellFrame.displayName = 'ShellFrame';
