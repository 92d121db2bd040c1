/** The ids of the portal's built-in plugins: a plugin package may not take one (the build checks it before bundling). */
export const BUILT_IN_PLUGIN_IDS: readonly string[] = [
  'home',
  'catalog',
  'org',
  'search',
  'techdocs',
  'user-settings',
  'command-palette',
  'kubernetes',
  'scaffolder',
  'catalog-import',
  'api-docs',
  'catalog-graph',
];
