// The React 18 side of the Backstage plugin host: one extension of a Backstage plugin package (a page, or an entity
// page's card or tab), mounted in a React 18 root of its own inside the portal's page. The build gives every module
// here React 18 and react-router 6 (config/build/backstage-plugins.ts), so 'react' below is React 18 at run time.
// Around the extension, what Backstage's own app gives it: the APIs (backstage-apis.ts, with the plugin's own from
// plugin.getApis()), the app context and the routing context (through @backstage/version-bridge, as Backstage's app
// provides them: the plugin's own route refs lead to where it is mounted, Backstage's catalog, docs, template and
// search refs to Portico's pages), the entity of an entity page (Backstage's entity context), the Material UI theme
// (without its CSS baseline, and with class names of this root's own), and a router that follows the portal's
// location and moves the portal's router. A throw inside stays in the host's boundary: 'Error in {pluginId}', the
// error's message (a missing API names its ref's id) and Retry.
import { Component, createElement, useMemo, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createPath, Route, Router, Routes, type To } from 'react-router-dom';
import { ApiProvider } from '@backstage/core-app-api';
import { AnalyticsContext, getComponentData, type AnyApiFactory, type ApiHolder, type BackstagePlugin, type RouteRef } from '@backstage/core-plugin-api';
import { themes, UnifiedThemeProvider } from '@backstage/theme';
import { createVersionedContext, createVersionedValueMap } from '@backstage/version-bridge';
import { createGenerateClassName, StylesProvider } from '@material-ui/core/styles';
// Backstage UI's tokens and component styles, without what styles the document (the build drops its base layer).
import '@backstage/ui/css/styles.css';
import { messages } from '../../../domain/app/messages';
import { fillPath, portalPathOfRouteRef } from '../../../domain/backstage-plugins/route-targets';
import type { Entity } from '../../../domain/catalog/entity';
import { stringifyEntityRef } from '../../../domain/catalog/entity-ref';
import type { ExtensionPlace, HostProps, MountedHost, PortalNavigation } from '../portal-services';
import { apiHolderOf, portalApis } from './backstage-apis';

interface BoundaryProps {
  readonly pluginId: string;
  readonly children: ReactNode;
}

/** 'Error in {pluginId}', the error's message and Retry, drawn with Blueprint's classes (its stylesheet is the portal's), without Blueprint's React code. */
const PluginErrorPanel = ({ pluginId, error, onRetry }: { pluginId: string; error: Error; onRetry: () => void }) => (
  <div className="bp6-callout bp6-intent-danger" role="alert" data-testid="backstage-plugin-error">
    <h4 className="bp6-heading">{messages.pluginError(pluginId)}</h4>
    <p>{error.message}</p>
    <button type="button" className="bp6-button" onClick={onRetry}>
      <span className="bp6-button-text">{messages.retry}</span>
    </button>
  </div>
);

/** The host's error boundary, around everything it mounts. */
class HostBoundary extends Component<BoundaryProps, { error: Error | undefined }> {
  override state: { error: Error | undefined } = { error: undefined };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn(`${messages.pluginError(this.props.pluginId)}: ${error.message}`, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return <PluginErrorPanel pluginId={this.props.pluginId} error={error} onRetry={() => this.setState({ error: undefined })} />;
  }
}

const AppContext = createVersionedContext<{ 1: unknown }>('app-context');
const RoutingContext = createVersionedContext<{ 1: unknown }>('routing-context');
/** Backstage's entity context (what useEntity and useAsyncEntity read), by its global key. */
const EntityContext = createVersionedContext<{ 1: { entity: Entity; loading: boolean; error: undefined; refresh: undefined } }>('entity-context');

const Progress = () => <div className="bp6-progress-bar bp6-intent-primary" role="progressbar" aria-label="Loading" />;
const NotFound = () => <p>Not found</p>;

/** Backstage's app context, as much of it as a plugin reads: its plugin, no system icons, the app's components. */
const appContextOf = (plugin: BackstagePlugin | undefined, pluginId: string) =>
  createVersionedValueMap({
    1: {
      getPlugins: () => (plugin ? [plugin] : []),
      getSystemIcon: () => undefined,
      getSystemIcons: () => ({}),
      getComponents: () => ({
        Progress,
        NotFoundErrorPage: NotFound,
        BootErrorPage: NotFound,
        Router: ({ children }: { children?: ReactNode }) => <>{children}</>,
        // What Backstage's own boundary around each extension shows: the same panel as the host's.
        ErrorBoundaryFallback: ({ error, resetError }: { error: Error; resetError: () => void }) => <PluginErrorPanel pluginId={pluginId} error={error} onRetry={resetError} />,
      }),
    },
  });

interface RouteRefLike {
  readonly id?: string;
  readonly defaultTarget?: string;
  readonly parent?: RouteRefLike;
  readonly path?: string;
}

/** Where the extension's own route refs lead: its page, its tab; a card has none of its own. */
const ownPathOf = (place: ExtensionPlace): string | undefined => (place.kind === 'entity-card' ? undefined : place.path);

/**
 * Backstage's routing context: the extension's own route refs lead to where it is mounted, their sub-route refs below
 * it, Backstage's well-known refs (entity page, catalog, docs, …) to Portico's pages; any other to none.
 */
const routingContextOf = (plugin: BackstagePlugin | undefined, mountPoint: RouteRef | undefined, place: ExtensionPlace, basePath: string) => {
  const own = new Set<unknown>([mountPoint, ...Object.values(plugin?.routes ?? {})].filter(Boolean));
  const ownPath = ownPathOf(place);
  const pathOf = (ref: RouteRefLike): string | undefined => {
    if (own.has(ref)) return ownPath;
    if (ref.parent && ref.path !== undefined) {
      const parent = pathOf(ref.parent);
      return parent === undefined ? undefined : `${parent}${ref.path}`;
    }
    return portalPathOfRouteRef(ref);
  };
  return createVersionedValueMap({
    1: {
      resolve: (ref: RouteRefLike) => {
        const path = pathOf(ref);
        if (path === undefined) return undefined;
        return (params: Record<string, string> = {}) => `${basePath}${fillPath(path, params)}`;
      },
    },
  });
};

/** The entity of the entity page, where Backstage's useEntity finds it, and in the analytics context as Backstage's app puts it. */
const EntityProvider = ({ entity, children }: { entity: Entity; children: ReactNode }) => {
  const value = useMemo(() => createVersionedValueMap({ 1: { entity, loading: false, error: undefined, refresh: undefined } }), [entity]);
  const attributes = useMemo(() => ({ entityRef: stringifyEntityRef(entity) }), [entity]);
  return (
    <EntityContext.Provider value={value}>
      <AnalyticsContext attributes={attributes}>{children}</AnalyticsContext>
    </EntityContext.Provider>
  );
};

/** A react-router 6 navigator that moves the portal's router; the portal's location comes back as the next render. */
const navigatorOf = (navigation: PortalNavigation) => {
  const target = (to: To) => (typeof to === 'string' ? to : createPath(to));
  return {
    createHref: (to: To) => `${navigation.basePath}${target(to)}`,
    encodeLocation: (to: To) => (typeof to === 'string' ? new URL(to, 'http://portal.invalid') : { pathname: to.pathname ?? '', search: to.search ?? '', hash: to.hash ?? '' }),
    push: (to: To, state?: unknown) => navigation.navigate(target(to), { state }),
    replace: (to: To, state?: unknown) => navigation.navigate(target(to), { replace: true, state }),
    go: (delta: number) => navigation.navigate(delta),
  };
};

/** What a mounted extension renders with, made once per root. */
export interface Prepared {
  readonly Extension: ComponentType;
  readonly plugin: BackstagePlugin | undefined;
  readonly mountPoint: RouteRef | undefined;
  readonly apis: ApiHolder;
  readonly appContext: ReturnType<typeof appContextOf>;
  readonly generateClassName: ReturnType<typeof createGenerateClassName>;
}

let roots = 0;

/** The extension's root, prepared: its app context, and Material UI class names apart from any other root's (JSS counts from 0 in each). */
export const preparedFor = (
  extension: HostProps['extension'],
  parts: { readonly Extension: ComponentType; readonly plugin: BackstagePlugin | undefined; readonly mountPoint: RouteRef | undefined; readonly apis: Prepared['apis'] },
): Prepared => {
  roots += 1;
  return { ...parts, appContext: appContextOf(parts.plugin, extension.pluginId), generateClassName: createGenerateClassName({ seed: `bsp${roots}-${extension.pluginId}` }) };
};

/** A legacy plugin's extension: the package's export `importName`, with the plugin's own APIs. */
const prepare = ({ extension, services }: HostProps): Prepared => {
  const Extension = extension.module[extension.importName];
  if (typeof Extension !== 'function' && (typeof Extension !== 'object' || Extension === null)) {
    throw new Error(`${extension.packageName} exports no component '${extension.importName}'`);
  }
  const component = Extension as ComponentType;
  const element = createElement(component);
  const plugin = getComponentData<BackstagePlugin>(element, 'core.plugin');
  const mountPoint = getComponentData<RouteRef>(element, 'core.mountPoint');
  const factories: AnyApiFactory[] = plugin ? [...plugin.getApis()] : [];
  return preparedFor(extension, { Extension: component, plugin, mountPoint, apis: apiHolderOf(portalApis(services), factories) });
};

/** The extension where it goes: a page or a tab at its path (it routes below it), a card as it is. */
const placed = (place: ExtensionPlace, Extension: ComponentType, props: Readonly<Record<string, unknown>>) => {
  const element = <Extension {...props} />;
  const content = place.kind === 'entity-card' ? element : (
    <Routes>
      <Route path={`${place.path}/*`} element={element} />
    </Routes>
  );
  return place.kind === 'page' ? content : <EntityProvider entity={place.entity}>{content}</EntityProvider>;
};

const HostTree = ({ props, prepared }: { props: HostProps; prepared: Prepared }) => {
  const { extension, location, navigation, theme } = props;
  const { Extension, plugin, mountPoint, apis, appContext, generateClassName } = prepared;
  return (
    <HostBoundary pluginId={extension.pluginId}>
      <ApiProvider apis={apis}>
        <AppContext.Provider value={appContext}>
          <RoutingContext.Provider value={routingContextOf(plugin, mountPoint, extension.place, navigation.basePath)}>
            <UnifiedThemeProvider theme={theme === 'dark' ? themes.dark : themes.light}>
              {/* Inside the theme's own StylesProvider, whose class names every root would share. */}
              <StylesProvider generateClassName={generateClassName}>
                <Router location={location} navigator={navigatorOf(navigation)}>
                  {placed(extension.place, Extension, extension.props ?? {})}
                </Router>
              </StylesProvider>
            </UnifiedThemeProvider>
          </RoutingContext.Provider>
        </AppContext.Provider>
      </ApiProvider>
    </HostBoundary>
  );
};

/** Mounts the extension `prepare` makes into `container` in a React 18 root of its own. */
export const mountPrepared = (container: HTMLElement, initial: HostProps, prepare: (props: HostProps) => Prepared): MountedHost => {
  const root = createRoot(container);
  let prepared: Prepared | undefined;
  const render = (props: HostProps) => {
    // Backstage UI's tokens follow the theme from the extension's own element, not the portal's body.
    container.setAttribute('data-theme-mode', props.theme);
    try {
      prepared ??= prepare(props);
      // Not in StrictMode: Material UI v4's styles detach and re-attach wrongly when React 18 runs effects twice
      // ("Cannot read properties of undefined (reading 'refs')").
      root.render(<HostTree props={props} prepared={prepared} />);
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      const Throws = () => {
        throw failure;
      };
      root.render(
        <HostBoundary pluginId={props.extension.pluginId}>
          <Throws />
        </HostBoundary>,
      );
    }
  };
  render(initial);
  return {
    update: render,
    unmount: () => root.unmount(),
  };
};

/** Mounts a legacy plugin's extension into `container` in a React 18 root of its own. */
export const mountBackstageExtension = (container: HTMLElement, initial: HostProps): MountedHost => mountPrepared(container, initial, prepare);
