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
  /** Where the route leads when the config binds nothing; a target no installed plugin names counts as none. */
  readonly defaultTarget?: string;
  /** An optional route without a target is unbound (its link hidden); a required one stops the start. */
  readonly optional?: boolean;
}

/** Every external route of the built-in plugins, keyed '{plugin}.{externalRoute}' as in app.routes.bindings; each may be unbound. */
export const EXTERNAL_ROUTES = {
  'catalog.createComponent': { params: [], defaultTarget: 'scaffolder.root', optional: true },
  'catalog.viewTechDoc': { params: ['namespace', 'kind', 'name'], defaultTarget: 'techdocs.docRoot', optional: true },
  'catalog.createFromTemplate': { params: ['namespace', 'templateName'], defaultTarget: 'scaffolder.selectedTemplate', optional: true },
  'catalog.unregisterRedirect': { params: [], defaultTarget: 'catalog.catalogIndex', optional: true },
  'api-docs.registerComponent': { params: [], defaultTarget: 'catalog-import.importPage', optional: true },
  'scaffolder.registerComponent': { params: [], defaultTarget: 'catalog-import.importPage', optional: true },
  'scaffolder.viewTechDoc': { params: ['namespace', 'kind', 'name'], defaultTarget: 'techdocs.docRoot', optional: true },
  'catalog-graph.catalogEntity': { params: ['namespace', 'kind', 'name'], defaultTarget: 'catalog.catalogEntity', optional: true },
} as const satisfies Record<string, ExternalRoute>;
export type ExternalRouteId = keyof typeof EXTERNAL_ROUTES;
export type ExternalRouteParams<Id extends ExternalRouteId> = Record<(typeof EXTERNAL_ROUTES)[Id]['params'][number], string>;

/** The routes the installed plugins name (targets) and the external routes they declare, by their ids. */
export interface RouteRegistry {
  readonly targets: Readonly<Record<string, string>>;
  readonly externalRoutes: Readonly<Record<string, ExternalRoute>>;
}

/** The built-in plugins' routes and external routes. */
export const BUILT_IN_ROUTES: RouteRegistry = { targets: ROUTE_TARGETS, externalRoutes: EXTERNAL_ROUTES };

/** The path pattern each external route leads to, or false when it is unbound. */
export type ResolvedExternalRoutes = Readonly<Record<string, string | false>>;

const has = (record: object, key: string): boolean => Object.prototype.hasOwnProperty.call(record, key);
const paramsOf = (path: string): string[] => (path.match(/:(\w+)/g) ?? []).map((param) => param.slice(1));

const bindingError = (message: string): E.Either<RouteError, never> => E.left({ _tag: 'RouteError', message });

/** 'External route {id} is required but was not bound'. */
export const unboundRouteMessage = (routeId: string): string => `External route '${routeId}' is required but was not bound`;

/**
 * The target of every external route: the bound route, false when unbound, else its default. Refuses
 * unknown external routes, unknown targets, targets that need parameters the external route lacks, and
 * required external routes that end up without a target.
 */
export const resolveExternalRoutes = (bindings: RouteBindings, registry: RouteRegistry = BUILT_IN_ROUTES): E.Either<RouteError, ResolvedExternalRoutes> => {
  const resolved: Record<string, string | false> = {};
  for (const [id, route] of Object.entries(registry.externalRoutes)) {
    resolved[id] = route.defaultTarget !== undefined && has(registry.targets, route.defaultTarget) ? registry.targets[route.defaultTarget]! : false;
  }
  for (const [id, target] of Object.entries(bindings)) {
    if (!has(registry.externalRoutes, id)) return bindingError(`Invalid config at app.routes.bindings, '${id}' is not a valid external route`);
    if (target === false) {
      resolved[id] = false;
      continue;
    }
    if (!has(registry.targets, target)) {
      return bindingError(`Invalid config at app.routes.bindings['${id}'], '${target}' is not a valid route`);
    }
    const available = registry.externalRoutes[id]!.params;
    const missing = paramsOf(registry.targets[target]!).filter((param) => !available.includes(param));
    if (missing.length > 0) {
      return bindingError(
        `Invalid config at app.routes.bindings['${id}'], '${target}' needs the parameters ${missing.join(', ')} that '${id}' does not have`,
      );
    }
    resolved[id] = registry.targets[target]!;
  }
  const unbound = Object.entries(registry.externalRoutes).find(([id, route]) => !route.optional && resolved[id] === false);
  if (unbound) return bindingError(unboundRouteMessage(unbound[0]));
  return E.right(resolved);
};

/** The defaults, as when the config binds nothing. */
export const DEFAULT_EXTERNAL_ROUTES: ResolvedExternalRoutes = E.getOrElseW(() => {
  throw new Error('The default external route targets do not resolve');
})(resolveExternalRoutes({}));

/** Fills a target path's parameters (each URL-encoded); parameters the target does not name are left out. */
export const fillRoutePath = (path: string, params: Readonly<Record<string, string>>): string =>
  path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));

/** Where an external route leads for these parameters, or undefined when it is unbound. */
export const externalRouteHref = (routes: ResolvedExternalRoutes, id: string, params: Readonly<Record<string, string>>): string | undefined => {
  const path = routes[id];
  return path === undefined || path === false ? undefined : fillRoutePath(path, params);
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

const targetIdOf = (path: string, registry: RouteRegistry): string =>
  Object.keys(registry.targets).find((id) => registry.targets[id] === path) ?? path;

/**
 * The error of each external route that leads to a route no installed plugin mounts (its link cannot be
 * made), e.g. a binding to the scaffolder when the scaffolder is not installed.
 */
export const unmountedExternalRoutes = (
  routes: ResolvedExternalRoutes,
  mountedPaths: readonly string[],
  registry: RouteRegistry = BUILT_IN_ROUTES,
): Readonly<Record<string, string>> => {
  const unmounted: Record<string, string> = {};
  for (const [id, path] of Object.entries(routes)) {
    if (path !== false && !isMounted(path, mountedPaths)) unmounted[id] = messages.noPathForRoute(targetIdOf(path, registry));
  }
  return unmounted;
};
