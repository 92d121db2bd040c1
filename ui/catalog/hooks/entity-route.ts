// The entity an entity page's address names, read the same way by the page, by the prefetch of the page the portal
// opened on, and by the page's first script (which sends the entity's call before the app's code has loaded).
import type { EntityRouteParams } from '../../../application/catalog/load-entity-page.use-case';
import { DEFAULT_NAMESPACE } from '../../../domain/catalog/constants';

/** The entity page's address below the base path: /catalog/:namespace/:kind/:name, and its tabs below it. */
const ENTITY_PAGE_PATH = /^\/catalog\/([^/]+)\/([^/]+)\/([^/]+)(?:\/|$)/;
const ENTITY_TAB_PATH = /^\/catalog\/[^/]+\/[^/]+\/[^/]+\/([^/]+)\/?$/;

/** Kind and namespace compare case-insensitively; the name is kept as written. */
export const entityRouteKey = (params: Readonly<Record<string, string | undefined>>): Required<EntityRouteParams> => ({
  kind: (params['kind'] ?? '').toLowerCase(),
  namespace: (params['namespace'] ?? DEFAULT_NAMESPACE).toLowerCase(),
  name: params['name'] ?? '',
});

const decoded = (segment: string): string | undefined => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
};

/** The route parameters of an entity page's address, as the router reads them; undefined for any other address. */
export const entityRouteParamsOf = (pathname: string): Record<'namespace' | 'kind' | 'name', string> | undefined => {
  const [, namespace, kind, name] = (ENTITY_PAGE_PATH.exec(pathname) ?? []).map((part) => part && decoded(part));
  return namespace && kind && name ? { namespace, kind, name } : undefined;
};

/** The tab an entity page's address opens (its path below the page, e.g. 'definition'); undefined for the first tab. */
export const entityRouteTabOf = (pathname: string): string | undefined => {
  const tab = ENTITY_TAB_PATH.exec(pathname)?.[1];
  return tab === undefined ? undefined : decoded(tab);
};
