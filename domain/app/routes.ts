// Routing rules of the shell:
// base path, flat route order with the not-found catch-all, routed tabs, route path and binding checks.
import * as E from 'fp-ts/Either';

/** Path of app.baseUrl with trailing slashes removed; '' when the app runs at the root. */
export const appBasePath = (appBaseUrl: string | undefined): string => {
  try {
    return new URL(appBaseUrl ?? '/', 'http://sample.dev').pathname.replace(/\/+$/, '');
  } catch {
    return '';
  }
};

export type FlatRouteEntry<T> =
  | { readonly kind: 'route'; readonly path: string; readonly route: T }
  | { readonly kind: 'not-found'; readonly path: '*' };

const compareDescending = (a: string, b: string): number => (a < b ? 1 : a > b ? -1 : 0);

/**
 * Sorts a flat route list by path descending (so /catalog-import comes before /catalog) and appends the
 * catch-all not-found route. Each path except '/' also matches below itself ('/catalog' → '/catalog/*').
 */
export const sortFlatRoutes = <T extends { readonly path: string }>(routes: readonly T[]): FlatRouteEntry<T>[] => [
  ...[...routes]
    .sort((a, b) => compareDescending(a.path, b.path))
    .map((route): FlatRouteEntry<T> => ({
      kind: 'route',
      path: route.path === '/' ? '/' : `${route.path.replace(/\/+$/, '')}/*`,
      route,
    })),
  { kind: 'not-found', path: '*' },
];

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');

/** How specific a tab path is when it matches: static segments count most, then parameters. */
const matchScore = (pattern: readonly string[], url: readonly string[]): number | undefined => {
  if (pattern.length > url.length) return undefined;
  let score = 0;
  for (const [index, segment] of pattern.entries()) {
    if (segment.startsWith(':')) score += 3;
    else if (segment.toLowerCase() === url[index]!.toLowerCase()) score += 10;
    else return undefined;
  }
  return score;
};

/**
 * Index of the tab whose path matches the start of the remaining URL (case-insensitive, most specific
 * wins, earlier tab on a tie); the first tab when none matches.
 */
export const selectTabIndex = (tabPaths: readonly string[], remainingPath: string): number => {
  const url = segmentsOf(remainingPath.split(/[?#]/)[0] ?? '');
  let best = { index: 0, score: -1 };
  for (const [index, path] of tabPaths.entries()) {
    const score = matchScore(segmentsOf(path), url);
    if (score !== undefined && score > best.score) best = { index, score };
  }
  return best.index;
};

export interface RouteError {
  readonly _tag: 'RouteError';
  readonly message: string;
}

const routeError = (message: string): E.Either<RouteError, never> => E.left({ _tag: 'RouteError', message });

/** A route path must be a string. */
export const validateRoutePath = (path: unknown): E.Either<RouteError, string> =>
  typeof path === 'string'
    ? E.right(path)
    : routeError(`Route path must be a string, got ${path === null ? 'null' : typeof path}`);

/** A full path (parents joined) must not name the same parameter twice. */
export const validateRouteParameters = (fullPath: string): E.Either<RouteError, string> => {
  const params = fullPath.match(/:(\w+)/g) ?? [];
  const seen = new Set<string>();
  for (const param of params) {
    if (seen.has(param)) return routeError(`Parameter ${param} is duplicated in path ${fullPath}`);
    seen.add(param);
  }
  return E.right(fullPath);
};

export type RouteBindings = Readonly<Record<string, string | false>>;

/** app.routes.bindings: each value is a non-empty route id, or false to unbind an optional route. */
export const validateRouteBindings = (bindings: unknown): E.Either<RouteError, RouteBindings> => {
  if (bindings === undefined || bindings === null) return E.right({});
  if (typeof bindings !== 'object' || Array.isArray(bindings)) {
    return routeError('Invalid config at app.routes.bindings, value must be an object');
  }
  for (const [externalRouteId, target] of Object.entries(bindings)) {
    if (target !== false && (typeof target !== 'string' || target === '')) {
      return routeError(
        `Invalid config at app.routes.bindings['${externalRouteId}'], value must be a non-empty string or false`,
      );
    }
  }
  return E.right(bindings as RouteBindings);
};
