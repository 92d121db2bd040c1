import * as E from 'fp-ts/Either';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import {
  DEFAULT_EXTERNAL_ROUTES,
  externalRouteHref,
  resolveExternalRoutes,
  type ExternalRouteId,
  type ExternalRouteParams,
  type ResolvedExternalRoutes,
} from '../../domain/app/external-routes';
import type { RouteBindings } from '../../domain/app/routes';

const ExternalRoutesContext = createContext<ResolvedExternalRoutes>(DEFAULT_EXTERNAL_ROUTES);

/** The external routes as app.routes.bindings binds them (the boot refused bindings that do not resolve). */
export const ExternalRoutesProvider = ({ bindings, children }: { readonly bindings: RouteBindings; readonly children: ReactNode }) => {
  const routes = useMemo(() => E.getOrElse(() => DEFAULT_EXTERNAL_ROUTES)(resolveExternalRoutes(bindings)), [bindings]);
  return <ExternalRoutesContext.Provider value={routes}>{children}</ExternalRoutesContext.Provider>;
};

/** Where an external route leads for given parameters; undefined when the config unbound it (hide the link). */
export const useExternalRoute = <Id extends ExternalRouteId>(id: Id): ((params: ExternalRouteParams<Id>) => string | undefined) => {
  const routes = useContext(ExternalRoutesContext);
  return useCallback((params: ExternalRouteParams<Id>) => externalRouteHref(routes, id, params), [routes, id]);
};
