// Where in the app the browser is, without the base path the portal is served under.

export interface OpenedLocation {
  /** Within the app, i.e. without the base path. */
  readonly pathname: string;
  readonly search: string;
}

/** The browser's location within an app served under `basePath`. */
export const appLocationOf = (location: Pick<Location, 'pathname' | 'search'>, basePath: string): OpenedLocation => {
  const inside = basePath && location.pathname.startsWith(basePath) ? location.pathname.slice(basePath.length) : location.pathname;
  return { pathname: inside || '/', search: location.search };
};
