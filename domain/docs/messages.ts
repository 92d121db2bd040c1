// Docs texts: errors and the Report Issue title; the reader's progress texts are Backstage's wording; the rest is
// Portico wording.

export const docsMessages = {
  // Errors
  pageNotFound: 'Page not found.',
  noIndexFile: 'This could be because there is no index.md file in the root of the docs directory of this repository.',
  backendError: 'Could not generate documentation or an error in the TechDocs backend.',
  backendPluginMissing: 'The TechDocs backend plugin is not installed on this Backstage backend',
  // The docs index with the docs plugin missing: the list comes from the catalog, the sites from the docs plugin.
  sitesCannotOpen: 'The entities with docs are listed from the catalog, but their sites cannot open until it is installed.',
  // Report Issue
  feedbackTitlePrefix: 'Documentation feedback',

  // Backstage wording
  documentationNotFound: 'Documentation not found',
  builderNotLocal:
    "Note that techdocs.builder is not set to 'local' in your config, which means this Backstage app will not generate docs if they are not found. Make sure the project's docs are generated and published by some external process (e.g. CI/CD pipeline). Or change techdocs.builder to 'local' to generate docs from this Backstage instance.",
  initialBuild: 'Documentation is accessed for the first time and is being prepared. The subsequent loads are much faster.',
  staleRefreshing: 'A newer version of this documentation is being prepared and will be available shortly.',
  staleReady: 'A newer version of this documentation is now available, please refresh to view.',
  staleError: 'Building a newer version of this documentation failed.',
  refresh: 'Refresh',
  showBuildLogs: 'Show Build Logs',
  hideBuildLogs: 'Hide Build Logs',
  buildLogs: 'Build Details',
  waitingForLogs: 'Waiting for logs...',

  // Portico wording
  docsTitle: 'Documentation',
  docsSubtitle: 'Documentation available in Portico',
  indexTitle: 'Documentation',
  owned: 'Owned',
  all: 'All',
  filter: 'Filter',
  columnDocument: 'Document',
  columnOwner: 'Owner',
  columnKind: 'Kind',
  columnType: 'Type',
  noDocs: 'No documents to show',
  noDocsDescription: 'Add the backstage.io/techdocs-ref annotation to an entity to publish its documentation here.',
  loadDocsFailed: 'Could not load the documentation list',
  loading: 'Loading documentation…',
  settings: 'Settings',
  textSize: 'Text size',
  decreaseTextSize: 'Decrease text size',
  increaseTextSize: 'Increase text size',
  expandNavigation: 'Expand all navigation',
  collapseNavigation: 'Collapse all navigation',
  openIssue: (provider: string) => `Open new ${provider} issue`,
  lightBox: 'Image viewer',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  close: 'Close',
  imageCount: (index: number, count: number) => `${index} of ${count}`,
  docsOf: (title: string) => `Documentation of ${title}`,
  entityPage: 'Entity page',
  owner: 'Owner',
  lifecycle: 'Lifecycle',
  lastUpdated: 'Last updated',
  onThisPage: 'On this page',
  searchSite: (title: string) => `Search ${title}`,
  searchSitePlaceholder: 'Search these docs',
  noSiteMatches: 'No pages of these docs match.',
  siteSearchFailed: 'The search could not be done.',
} as const;
