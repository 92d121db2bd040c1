// Where Backstage's route refs lead in Portico: the refs of Backstage's own plugins that other plugins link to (the
// entity page, the catalog, docs, the template list, search), by the ref's id or an external ref's default target.
// A plugin's own refs lead to its page (the host knows them); any other resolves to nothing, and the plugin hides
// the link, as in a Backstage app that does not bind it.

const ENTITY_PAGE = '/catalog/:namespace/:kind/:name';
const DOCS_PAGE = '/docs/:namespace/:kind/:name';

/** Route ref ids (legacy plugins) and external route ids that plugins commonly declare. */
const BY_ID: Readonly<Record<string, string>> = {
  'catalog:entity': ENTITY_PAGE,
  catalog: '/catalog',
  'catalog-index': '/catalog',
  'create-component': '/create',
  'view-techdoc': DOCS_PAGE,
  'techdocs:index-page': '/docs',
  'techdocs:reader-page': DOCS_PAGE,
  scaffolder: '/create',
  search: '/search',
};

/** External route refs' default targets ('{plugin}.{route}'). */
const BY_DEFAULT_TARGET: Readonly<Record<string, string>> = {
  'catalog.catalogIndex': '/catalog',
  'catalog.catalogEntity': ENTITY_PAGE,
  'techdocs.root': '/docs',
  'techdocs.docRoot': DOCS_PAGE,
  'scaffolder.root': '/create',
  'search.root': '/search',
};

export interface RouteRefIdentity {
  readonly id?: string;
  readonly defaultTarget?: string;
}

/** The Portico path pattern a Backstage route ref leads to, or undefined when Portico has no such page. */
export const portalPathOfRouteRef = (ref: RouteRefIdentity): string | undefined =>
  (ref.id !== undefined ? BY_ID[ref.id] : undefined) ?? (ref.defaultTarget !== undefined ? BY_DEFAULT_TARGET[ref.defaultTarget] : undefined);

/** A path pattern with its parameters filled; kind and namespace lowercased as Portico's entity paths are. */
export const fillPath = (pattern: string, params: Readonly<Record<string, string | undefined>> = {}): string =>
  pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name] ?? '';
    return encodeURIComponent(name === 'kind' || name === 'namespace' ? value.toLowerCase() : value);
  });
