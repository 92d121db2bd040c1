import * as E from 'fp-ts/Either';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import {
  DEFAULT_EXTERNAL_ROUTES,
  externalRouteHref,
  resolveExternalRoutes,
  type ExternalRouteId,
  type ExternalRouteParams,
  unmountedExternalRoutes,
  type ResolvedExternalRoutes,
} from '../../domain/app/external-routes';
import type { RouteBindings } from '../../domain/app/routes';

interface ExternalRoutesValue {
  readonly routes: ResolvedExternalRoutes;
  /** The error of each external route whose target no installed plugin mounts. */
  readonly unmounted: Partial<Readonly<Record<ExternalRouteId, string>>>;
}

const ExternalRoutesContext = createContext<ExternalRoutesValue>({ routes: DEFAULT_EXTERNAL_ROUTES, unmounted: {} });

interface ExternalRoutesProviderProps {
  readonly bindings: RouteBindings;
  /** The paths the installed plugins mount. */
  readonly mountedPaths: readonly string[];
  readonly children: ReactNode;
}

/** The external routes as app.routes.bindings binds them (the boot refused bindings that do not resolve). */
export const ExternalRoutesProvider = ({ bindings, mountedPaths, children }: ExternalRoutesProviderProps) => {
  const value = useMemo(() => {
    const routes = E.getOrElse(() => DEFAULT_EXTERNAL_ROUTES)(resolveExternalRoutes(bindings));
    return { routes, unmounted: unmountedExternalRoutes(routes, mountedPaths) };
  }, [bindings, mountedPaths]);
  return <ExternalRoutesContext.Provider value={value}>{children}</ExternalRoutesContext.Provider>;
};

/**
 * Where an external route leads for given parameters; undefined when the config unbound it (hide the link).
 * A route bound to a page no installed plugin mounts throws when its link is made, for the page's error
 * boundary to show.
 */
export const useExternalRoute = <Id extends ExternalRouteId>(id: Id): ((params: ExternalRouteParams<Id>) => string | undefined) => {
  const { routes, unmounted } = useContext(ExternalRoutesContext);
  const error = unmounted[id];
  return useCallback(
    (params: ExternalRouteParams<Id>) => {
      if (error !== undefined) throw new Error(error);
      return externalRouteHref(routes, id, params);
    },
    [routes, id, error],
  );
};
