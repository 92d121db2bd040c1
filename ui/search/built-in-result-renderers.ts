import { DEFAULT_RESULT_RENDERER_TYPE } from '../app/search-result-renderer';

/** The document types the search plugin renders itself: the catalog's, the docs', and every other ('default'). */
export const BUILT_IN_RESULT_TYPES = ['software-catalog', 'techdocs', DEFAULT_RESULT_RENDERER_TYPE] as const;

/**
 * The search plugin's own renderers, extensions 'search-result-list-item:search/{type}' like any plugin's: app.extensions
 * disables one (its results then render the default way) or replaces it with a plugin's renderer for the type.
 */
export const builtInResultRenderers = BUILT_IN_RESULT_TYPES.map((type) => ({
  type,
  load: () => import('./search-result-item').then((items) => ({ default: items.PortalSearchResult })),
}));
