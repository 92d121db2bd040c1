// Search texts: errors, empty results and result counts; the rest is Portico wording.

export const searchMessages = {
  // Errors and empty results
  fetchFailed: 'Error encountered while fetching search results',
  backendPluginMissing: 'The search backend plugin is not installed on this Backstage backend',
  noResults: 'Sorry, no results were found.',
  // Result counts
  cappedCount: '>10000',
  resultCount: (count: string) => `${count} results`,
  oneResult: '1 result',

  // Portico wording
  searchLabel: 'Search',
  searchPlaceholder: 'Search in Portico',
  clear: 'Clear',
  resultType: 'Result Type',
  allTypes: 'All',
  typeTitles: { 'software-catalog': 'Software Catalog', techdocs: 'Documentation' } as Readonly<Record<string, string>>,
  kind: 'Kind',
  lifecycle: 'Lifecycle',
  anyValue: 'All',
  resultsPerPage: 'Results per page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: (page: number) => `Page ${page}`,
  viewFullResults: 'View full results',
  modalHint: 'Use ↑ ↓ to move, Enter to open, Esc to close',
  modalTitle: 'Search',
  results: 'Search results',
  filters: 'Filters',
  owner: 'Owner',
  ownerPlaceholder: 'Type an owner',
  suggestions: (label: string) => `${label} suggestions`,
  noSuggestions: 'No matching values',
  loadingSuggestions: 'Loading values…',
  suggestionsFailed: 'The values could not be loaded; type one and press Enter.',
  removeValue: (value: string) => `Remove ${value}`,
  chooseTypes: 'Choose result types (none chosen searches every type)',
  indexBeingBuilt: 'The search index is being built',
  indexBeingBuiltDetail: 'The backend has only just started and has not indexed the portal yet. Portico searches again every few seconds.',
} as const;

export const paletteMessages = {
  title: 'Command palette',
  placeholder: 'Jump to an entity, page or action…',
  recent: 'Recent',
  entities: 'Entities',
  pages: 'Pages',
  actions: 'Actions',
  documents: 'Search results',
  nothingFound: 'Nothing found.',
  loading: 'Searching…',
  failed: 'Some results could not be loaded.',
  registerComponent: 'Register existing component',
  createFromTemplate: 'Create from template',
  toggleTheme: 'Toggle light/dark theme',
  hint: 'Use ↑ ↓ to move, Enter to open, Esc to close',
} as const;
