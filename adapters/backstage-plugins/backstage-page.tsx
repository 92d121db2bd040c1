// The portal's side of a Backstage plugin's extension (React 19): an element of the page that the plugin's React 18
// root renders into, given the portal's services, location and theme. A page at its path, an entity page's card, or
// an entity page's tab. The host's code (React 18, Material UI and Backstage's libraries, in one shared chunk) and
// the plugin's package load when the extension is first shown.
import * as E from 'fp-ts/Either';
import { useEffect, useRef, useState } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { AuthConnectorToken } from '../../application/app/auth-connector.port';
import { InteractiveLoginToken } from '../../application/app/interactive-login.port';
import { providerAccessToken } from '../../application/app/provider-access-token';
import { CheckPermissionToken } from '../../application/permission/check-permission.use-case';
import type { Permission } from '../../domain/permission/permission';
import { alertsToken, discoveryToken, entityPath, featureFlagsToken, fetchToken, identityToken, useAnalytics, useService } from '../../plugin-api';
import { messages } from '../../domain/app/messages';
import type { ExtensionOverride } from '../../domain/backstage-plugins/backstage-plugin-config';
import type { Entity } from '../../domain/catalog/entity';
import type { ExtensionPlace, HostProps, MountedHost, PortalServices } from './portal-services';

/**
 * One extension the config names: its plugin, the package's export (for a new-frontend-system plugin, the id of its
 * extension, with the config's overrides of its extensions), and how its package loads.
 */
export interface BackstageExtensionSource {
  readonly pluginId: string;
  readonly packageName: string;
  readonly importName: string;
  readonly load: () => Promise<Record<string, unknown>>;
  readonly frontendSystem?: { readonly extensions: readonly ExtensionOverride[] };
}

/** The host that mounts the source's extension: a new-frontend-system plugin's has its own, with Backstage's app wiring. */
const hostOf = (source: BackstageExtensionSource): Promise<(container: HTMLElement, props: HostProps) => MountedHost> =>
  source.frontendSystem ? import('./react18/frontend-host').then((host) => host.mountFrontendExtension) : import('./react18/host').then((host) => host.mountBackstageExtension);

/** A page the config names, at its path. */
export interface BackstageRoute extends BackstageExtensionSource {
  readonly path: string;
}

/** An entity card or tab the config names; a tab's path is below the entity page. */
export interface BackstageEntityMount extends BackstageExtensionSource {
  readonly tabPath?: string;
  readonly props?: Readonly<Record<string, unknown>>;
}

const currentTheme = (): 'light' | 'dark' => (document.body.classList.contains('bp6-dark') ? 'dark' : 'light');

/** The portal's services as a Backstage plugin's host takes them. */
const usePortalServices = (configData: Record<string, unknown>): PortalServices => {
  const fetch = useService(fetchToken);
  const discovery = useService(discoveryToken);
  const identity = useService(identityToken);
  const alerts = useService(alertsToken);
  const flags = useService(featureFlagsToken);
  const connector = useService(AuthConnectorToken);
  const login = useService(InteractiveLoginToken);
  const checkPermission = useService(CheckPermissionToken);
  const { captureEvent } = useAnalytics();
  const tokenOf = providerAccessToken({ connector, login });
  return {
    configData,
    discovery,
    fetch,
    identity,
    alerts,
    captureEvent: (action, subject) => captureEvent(action, subject),
    providerToken: async (provider, scopes) => {
      const token = await tokenOf(provider, scopes)();
      if (E.isLeft(token)) throw token.left;
      return token.right;
    },
    authorize: async ({ permission, resourceRef }) => {
      // Backstage's permission objects and the portal's have one shape: the permission backend's.
      const decision = await checkPermission({ permission: permission as Permission, ...(resourceRef ? { resourceRef } : {}) })();
      if (E.isLeft(decision)) throw new Error(decision.left.message);
      return decision.right;
    },
    isFeatureFlagActive: (name) => flags.isActive(name),
  };
};

interface BackstageExtensionProps {
  readonly source: BackstageExtensionSource;
  readonly place: ExtensionPlace;
  readonly props?: Readonly<Record<string, unknown>>;
  readonly configData: Record<string, unknown>;
}

/** The element a Backstage extension renders into, and its React 18 root's life: mounted once loaded, updated as the portal's location, theme or entity change. */
const BackstageExtension = ({ source, place, props: extensionProps, configData }: BackstageExtensionProps) => {
  const services = usePortalServices(configData);
  const location = useLocation();
  const navigate = useNavigate();
  const basePath = useHref('/').replace(/\/$/, '');
  const container = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedHost | undefined>(undefined);
  const [failure, setFailure] = useState<string | undefined>(undefined);

  const props = (module: Record<string, unknown>): HostProps => ({
    extension: {
      pluginId: source.pluginId,
      packageName: source.packageName,
      importName: source.importName,
      place,
      module,
      ...(extensionProps ? { props: extensionProps } : {}),
      ...(source.frontendSystem ? { frontendSystem: source.frontendSystem } : {}),
    },
    services,
    location: { pathname: location.pathname, search: location.search, hash: location.hash, state: location.state as unknown },
    navigation: { basePath, navigate: (to, options) => (typeof to === 'number' ? navigate(to) : navigate(to, options ?? {})) },
    theme: currentTheme(),
  });
  const latest = useRef(props);
  latest.current = props;
  const [module, setModule] = useState<Record<string, unknown> | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    let host: MountedHost | undefined;
    Promise.all([hostOf(source), source.load()]).then(
      ([mount, loaded]) => {
        if (cancelled || !container.current) return;
        host = mount(container.current, latest.current(loaded));
        mounted.current = host;
        setModule(loaded);
      },
      (error: unknown) => !cancelled && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      cancelled = true;
      mounted.current = undefined;
      // React 18's root is taken down after this commit, not inside it.
      if (host) queueMicrotask(() => host?.unmount());
    };
  }, [source]);

  // The portal's location and the entity reach the plugin as they change.
  const entity = place.kind === 'page' ? undefined : place.entity;
  useEffect(() => {
    if (module) mounted.current?.update(latest.current(module));
  }, [module, location, entity]);

  // The theme switch toggles a class on the body: the plugin's theme follows it.
  useEffect(() => {
    if (!module) return undefined;
    const observer = new MutationObserver(() => mounted.current?.update(latest.current(module)));
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [module]);

  if (failure !== undefined) {
    return (
      <div className="bp6-callout bp6-intent-danger" role="alert">
        <h4 className="bp6-heading">{messages.pluginError(source.pluginId)}</h4>
        <p>{failure}</p>
      </div>
    );
  }
  return <div ref={container} className={`portico-backstage-plugin portico-backstage-plugin--${place.kind}`} data-backstage-plugin={source.pluginId} />;
};

/** The page component for `route`; `configData` is the browser's app config. */
export const backstagePage = (route: BackstageRoute, configData: Record<string, unknown>) => {
  // The host's code starts loading with the page's, before the page renders and asks for it.
  void hostOf(route).catch(() => undefined);
  const place: ExtensionPlace = { kind: 'page', path: route.path };
  const BackstagePluginPage = () => <BackstageExtension source={route} place={place} configData={configData} />;
  BackstagePluginPage.displayName = `BackstagePluginPage(${route.pluginId}.${route.importName})`;
  return BackstagePluginPage;
};

/** The entity card or tab component for `mount`, given the entity page's entity. */
export const backstageEntityContent = (mount: BackstageEntityMount, configData: Record<string, unknown>) => {
  const BackstageEntityContent = ({ entity }: { entity: Entity }) => {
    const place: ExtensionPlace =
      mount.tabPath === undefined ? { kind: 'entity-card', entity } : { kind: 'entity-tab', entity, path: `${entityPath(entity)}/${mount.tabPath}` };
    return <BackstageExtension source={mount} place={place} configData={configData} {...(mount.props ? { props: mount.props } : {})} />;
  };
  BackstageEntityContent.displayName = `BackstageEntityContent(${mount.pluginId}.${mount.importName})`;
  return BackstageEntityContent;
};
