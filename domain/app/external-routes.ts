// External routes: links a plugin makes into another plugin's pages without knowing where that plugin is
// mounted. Each has a default target; app.routes.bindings points it at another route, or unbinds it with false.
import * as E from 'fp-ts/Either';
import { messages } from './messages';
import type { RouteBindings, RouteError } from './routes';

/** Routes an external route can be bound to, by Backstage's route ids ('{plugin}.{route}'), with their paths. */
export const ROUTE_TARGETS = {
  'home.root': '/',
  'catalog.catalogIndex': '/catalog',
  'catalog.catalogEntity': '/catalog/:namespace/:kind/:name',
  'catalog-import.importPage': '/catalog-import',
  'catalog-graph.catalogGraph': '/catalog-graph',
  'api-docs.root': '/api-docs',
  'scaffolder.root': '/create',
  'scaffolder.selectedTemplate': '/create/templates/:namespace/:templateName',
  'scaffolder.ongoingTask': '/create/tasks/:taskId',
  'techdocs.root': '/docs',
  'techdocs.docRoot': '/docs/:namespace/:kind/:name',
  'search.root': '/search',
  'user-settings.root': '/settings',
} as const satisfies Record<string, string>;
export type RouteTargetId = keyof typeof ROUTE_TARGETS;

export interface ExternalRoute {
  readonly params: readonly string[];
  /** Where the route leads when the config binds nothing. */
  readonly defaultTarget: RouteTargetId;
}

/** Every external route of the portal's plugins, keyed '{plugin}.{externalRoute}' as in app.routes.bindings. */
export const EXTERNAL_ROUTES = {
  'catalog.createComponent': { params: [], defaultTarget: 'scaffolder.root' },
  'catalog.viewTechDoc': { params: ['namespace', 'kind', 'name'], defaultTarget: 'techdocs.docRoot' },
  'catalog.createFromTemplate': { params: ['namespace', 'templateName'], defaultTarget: 'scaffolder.selectedTemplate' },
  'catalog.unregisterRedirect': { params: [], defaultTarget: 'catalog.catalogIndex' },
  'api-docs.registerComponent': { params: [], defaultTarget: 'catalog-import.importPage' },
  'scaffolder.registerComponent': { params: [], defaultTarget: 'catalog-import.importPage' },
  'scaffolder.viewTechDoc': { params: ['namespace', 'kind', 'name'], defaultTarget: 'techdocs.docRoot' },
  'catalog-graph.catalogEntity': { params: ['namespace', 'kind', 'name'], defaultTarget: 'catalog.catalogEntity' },
} as const satisfies Record<string, ExternalRoute>;
export type ExternalRouteId = keyof typeof EXTERNAL_ROUTES;
export type ExternalRouteParams<Id extends ExternalRouteId> = Record<(typeof EXTERNAL_ROUTES)[Id]['params'][number], string>;

/** The path pattern each external route leads to, or false when the config unbound it. */
export type ResolvedExternalRoutes = Readonly<Record<ExternalRouteId, string | false>>;

const isExternalRouteId = (id: string): id is ExternalRouteId => Object.prototype.hasOwnProperty.call(EXTERNAL_ROUTES, id);
const isRouteTargetId = (id: string): id is RouteTargetId => Object.prototype.hasOwnProperty.call(ROUTE_TARGETS, id);
const paramsOf = (path: string): string[] => (path.match(/:(\w+)/g) ?? []).map((param) => param.slice(1));

const bindingError = (message: string): E.Either<RouteError, never> => E.left({ _tag: 'RouteError', message });

/**
 * The target of every external route: the bound route, false when unbound, else the default. Refuses
 * unknown external routes, unknown targets and targets that need parameters the external route lacks.
 */
export const resolveExternalRoutes = (bindings: RouteBindings): E.Either<RouteError, ResolvedExternalRoutes> => {
  const resolved: Record<string, string | false> = {};
  for (const id of Object.keys(EXTERNAL_ROUTES) as ExternalRouteId[]) resolved[id] = ROUTE_TARGETS[EXTERNAL_ROUTES[id].defaultTarget];
  for (const [id, target] of Object.entries(bindings)) {
    if (!isExternalRouteId(id)) return bindingError(`Invalid config at app.routes.bindings, '${id}' is not a valid external route`);
    if (target === false) {
      resolved[id] = false;
      continue;
    }
    if (!isRouteTargetId(target)) {
      return bindingError(`Invalid config at app.routes.bindings['${id}'], '${target}' is not a valid route`);
    }
    const available: readonly string[] = EXTERNAL_ROUTES[id].params;
    const missing = paramsOf(ROUTE_TARGETS[target]).filter((param) => !available.includes(param));
    if (missing.length > 0) {
      return bindingError(
        `Invalid config at app.routes.bindings['${id}'], '${target}' needs the parameters ${missing.join(', ')} that '${id}' does not have`,
      );
    }
    resolved[id] = ROUTE_TARGETS[target];
  }
  return E.right(resolved as ResolvedExternalRoutes);
};

/** The defaults, as when the config binds nothing. */
export const DEFAULT_EXTERNAL_ROUTES: ResolvedExternalRoutes = E.getOrElseW(() => {
  throw new Error('The default external route targets do not resolve');
})(resolveExternalRoutes({}));

/** Fills a target path's parameters (each URL-encoded); parameters the target does not name are left out. */
export const fillRoutePath = (path: string, params: Readonly<Record<string, string>>): string =>
  path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));

/** Where an external route leads for these parameters, or undefined when it is unbound. */
export const externalRouteHref = <Id extends ExternalRouteId>(
  routes: ResolvedExternalRoutes,
  id: Id,
  params: ExternalRouteParams<Id>,
): string | undefined => {
  const path = routes[id];
  return path === false ? undefined : fillRoutePath(path, params);
};

/**
 * Whether a route mounted at one of `mountedPaths` shows the target path: the same path, or a path below
 * it ('/create' shows '/create/tasks/:taskId'); the home route '/' shows only itself.
 */
export const isMounted = (target: string, mountedPaths: readonly string[]): boolean =>
  mountedPaths.some((mounted) => {
    const base = mounted.replace(/\/\*$/, '').replace(/\/+$/, '') || '/';
    return base === target || (base !== '/' && target.startsWith(`${base}/`));
  });

const targetIdOf = (path: string): string =>
  (Object.keys(ROUTE_TARGETS) as RouteTargetId[]).find((id) => ROUTE_TARGETS[id] === path) ?? path;

/**
 * The error of each external route that leads to a route no installed plugin mounts (its link cannot be
 * made), e.g. a binding to the scaffolder when the scaffolder is not installed.
 */
export const unmountedExternalRoutes = (
  routes: ResolvedExternalRoutes,
  mountedPaths: readonly string[],
): Partial<Readonly<Record<ExternalRouteId, string>>> => {
  const unmounted: Partial<Record<ExternalRouteId, string>> = {};
  for (const id of Object.keys(routes) as ExternalRouteId[]) {
    const path = routes[id];
    if (path !== false && !isMounted(path, mountedPaths)) unmounted[id] = messages.noPathForRoute(targetIdOf(path));
  }
  return unmounted;
};
