// A request's target as the portal reads it. Only origin-form targets ("/path?query") are served: an
// absolute-form or authority-form target, "*", a "//host" target (which URL parsing would read as another
// host) or a path whose %-escapes do not decode is refused before any handler sees it.

export interface RequestTarget {
  /** The normalised path ('..' segments resolved), still %-encoded. */
  readonly path: string;
  /** '?…' or ''. */
  readonly search: string;
}

const decodes = (text: string): boolean => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

export const parseRequestTarget = (target: string | undefined): RequestTarget | undefined => {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return undefined;
  const queryAt = target.indexOf('?');
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  if (!decodes(rawPath) || rawPath.includes('\\')) return undefined;
  try {
    const url = new URL(target, 'http://portal.invalid');
    if (url.host !== 'portal.invalid') return undefined;
    return { path: url.pathname, search: url.search };
  } catch {
    return undefined;
  }
};
