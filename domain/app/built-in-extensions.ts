// The extensions of the portal's built-in plugins, by id: what app.extensions may name before the browser has the
// plugins themselves (the server's check at build and start). A test keeps the list equal to what the plugins make.

/** The sidebar items a built-in plugin makes from data (the signed-in user's groups), by id. */
export const BUILT_IN_DATA_NAV_ITEM_IDS: readonly string[] = ['nav-item:org/my-groups'];

/** The built-in themes, which the shell offers rather than a plugin. */
export const BUILT_IN_THEME_IDS: readonly string[] = ['theme:app/light', 'theme:app/dark'];

export const BUILT_IN_EXTENSION_IDS: readonly string[] = [
  'page:home',
  'nav-item:home',
  'page:catalog',
  'page:catalog/entity',
  'nav-item:catalog',
  'entity-content:catalog/overview',
  'entity-card:catalog/about',
  'entity-card:catalog/relations',
  'entity-card:org/org-profile',
  'entity-card:org/org-members',
  'entity-card:org/org-ownership',
  'page:search',
  'nav-item:search',
  'page:techdocs',
  'page:techdocs/reader',
  'nav-item:techdocs',
  'entity-content:techdocs/docs',
  'page:user-settings',
  'nav-item:user-settings',
  'entity-content:kubernetes/kubernetes',
  'page:scaffolder',
  'nav-item:scaffolder',
  'page:catalog-import',
  'page:api-docs',
  'nav-item:api-docs',
  'entity-content:api-docs/api',
  'entity-content:api-docs/apis',
  'page:catalog-graph',
  'entity-card:catalog-graph/catalog-graph',
  ...BUILT_IN_DATA_NAV_ITEM_IDS,
  ...BUILT_IN_THEME_IDS,
];
