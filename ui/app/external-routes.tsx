import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import {
  BUILT_IN_ROUTES,
  externalRouteHref,
  resolveExternalRoutes,
  type ExternalRouteId,
  type ExternalRouteParams,
  unmountedExternalRoutes,
  type ResolvedExternalRoutes,
  type RouteRegistry,
} from '../../domain/app/external-routes';
import type { RouteBindings } from '../../domain/app/routes';

interface ExternalRoutesValue {
  readonly routes: ResolvedExternalRoutes;
  /** The error of each external route whose target no installed plugin mounts. */
  readonly unmounted: Readonly<Record<string, string>>;
}

/** The bound routes; bindings that do not resolve (the boot refuses them) fall back to the defaults. */
const resolvedOrDefault = (bindings: RouteBindings, registry: RouteRegistry): ResolvedExternalRoutes =>
  pipe(
    resolveExternalRoutes(bindings, registry),
    E.orElse(() => resolveExternalRoutes({}, registry)),
    E.getOrElse((): ResolvedExternalRoutes => ({})),
  );

const ExternalRoutesContext = createContext<ExternalRoutesValue>({ routes: resolvedOrDefault({}, BUILT_IN_ROUTES), unmounted: {} });

interface ExternalRoutesProviderProps {
  readonly bindings: RouteBindings;
  /** The paths the installed plugins mount. */
  readonly mountedPaths: readonly string[];
  /** The routes the installed plugins name and the external routes they declare; the built-in ones by default. */
  readonly registry?: RouteRegistry;
  readonly children: ReactNode;
}

/** The external routes as app.routes.bindings binds them (the boot refused bindings that do not resolve). */
export const ExternalRoutesProvider = ({ bindings, mountedPaths, registry = BUILT_IN_ROUTES, children }: ExternalRoutesProviderProps) => {
  const value = useMemo(() => {
    const routes = resolvedOrDefault(bindings, registry);
    return { routes, unmounted: unmountedExternalRoutes(routes, mountedPaths, registry) };
  }, [bindings, mountedPaths, registry]);
  return <ExternalRoutesContext.Provider value={value}>{children}</ExternalRoutesContext.Provider>;
};

/**
 * Where an external route leads for given parameters; undefined when the config unbound it (hide the link).
 * A route bound to a page no installed plugin mounts throws when its link is made, for the page's error
 * boundary to show.
 */
export function useExternalRoute<Id extends ExternalRouteId>(id: Id): (params: ExternalRouteParams<Id>) => string | undefined;
export function useExternalRoute(id: string): (params?: Readonly<Record<string, string>>) => string | undefined;
export function useExternalRoute(id: string): (params?: Readonly<Record<string, string>>) => string | undefined {
  const { routes, unmounted } = useContext(ExternalRoutesContext);
  const error = unmounted[id];
  return useCallback(
    (params: Readonly<Record<string, string>> = {}) => {
      if (error !== undefined) throw new Error(error);
      return externalRouteHref(routes, id, params);
    },
    [routes, id, error],
  );
}
