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
  // The home page's widgets and the entity page's context-menu items.
  'home-page-widget:home/starred-entities',
  'home-page-widget:home/top-visited',
  'home-page-widget:home/recently-visited',
  'home-page-widget:home/featured-docs',
  'home-page-widget:home/toolkit',
  'home-page-widget:home/quick-start',
  'home-page-widget:home/random-joke',
  'home-page-widget:home/identity',
  'entity-context-menu-item:catalog/unregister-entity',
  'entity-context-menu-item:catalog/inspect-entity',
  'entity-context-menu-item:catalog/copy-entity-url',
  'entity-context-menu-item:catalog/refresh-entity',
  ...BUILT_IN_DATA_NAV_ITEM_IDS,
  // The scaffolder's form fields, by the name a template gives in `ui:field`.
  'scaffolder-form-field:scaffolder/EntityPicker',
  'scaffolder-form-field:scaffolder/OwnerPicker',
  'scaffolder-form-field:scaffolder/OwnedEntityPicker',
  'scaffolder-form-field:scaffolder/MyGroupsPicker',
  'scaffolder-form-field:scaffolder/MultiEntityPicker',
  'scaffolder-form-field:scaffolder/EntityNamePicker',
  'scaffolder-form-field:scaffolder/EntityTagsPicker',
  'scaffolder-form-field:scaffolder/Secret',
  'scaffolder-form-field:scaffolder/RepoUrlPicker',
  'scaffolder-form-field:scaffolder/RepoBranchPicker',
  // How search results render, by document type; 'default' renders the types no renderer names.
  'search-result-list-item:search/software-catalog',
  'search-result-list-item:search/techdocs',
  'search-result-list-item:search/default',
  // The themes Settings offers.
  ...BUILT_IN_THEME_IDS,
];
