// The portal's side of a Backstage plugin's page (React 19): an element of the page that the plugin's React 18 root
// renders into, given the portal's services, location and theme. The host's code (React 18, Material UI and
// Backstage's libraries, in one shared chunk) and the plugin's package load when the page is first shown.
import { useEffect, useRef, useState } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router-dom';
import { alertsToken, discoveryToken, fetchToken, identityToken, useAnalytics, useService } from '../../plugin-api';
import { messages } from '../../domain/app/messages';
import type { HostProps, MountedHost, PortalServices } from './portal-services';

/** One page the config names: its plugin, the package's export, where it is, and how its package loads. */
export interface BackstageRoute {
  readonly pluginId: string;
  readonly packageName: string;
  readonly importName: string;
  readonly path: string;
  readonly load: () => Promise<Record<string, unknown>>;
}

const currentTheme = (): 'light' | 'dark' => (document.body.classList.contains('bp6-dark') ? 'dark' : 'light');

/** The page component for `route`; `configData` is the browser's app config. */
export const backstagePage = (route: BackstageRoute, configData: Record<string, unknown>) => {
  const BackstagePluginPage = () => {
    const fetch = useService(fetchToken);
    const discovery = useService(discoveryToken);
    const identity = useService(identityToken);
    const alerts = useService(alertsToken);
    const { captureEvent } = useAnalytics();
    const location = useLocation();
    const navigate = useNavigate();
    const basePath = useHref('/').replace(/\/$/, '');
    const container = useRef<HTMLDivElement>(null);
    const mounted = useRef<MountedHost | undefined>(undefined);
    const [failure, setFailure] = useState<string | undefined>(undefined);

    const services: PortalServices = { configData, discovery, fetch, identity, alerts, captureEvent: (action, subject) => captureEvent(action, subject) };
    const props = (module: Record<string, unknown>): HostProps => ({
      extension: { pluginId: route.pluginId, packageName: route.packageName, importName: route.importName, path: route.path, module },
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
      Promise.all([import('./react18/host'), route.load()]).then(
        ([{ mountBackstageExtension }, loaded]) => {
          if (cancelled || !container.current) return;
          host = mountBackstageExtension(container.current, latest.current(loaded));
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
    }, []);

    // The portal's location (and theme) reach the plugin's router as they change.
    useEffect(() => {
      if (module) mounted.current?.update(latest.current(module));
    }, [module, location]);

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
          <h4 className="bp6-heading">{messages.pluginError(route.pluginId)}</h4>
          <p>{failure}</p>
        </div>
      );
    }
    return <div ref={container} className="portico-backstage-plugin" data-backstage-plugin={route.pluginId} />;
  };
  BackstagePluginPage.displayName = `BackstagePluginPage(${route.pluginId}.${route.importName})`;
  return BackstagePluginPage;
};
