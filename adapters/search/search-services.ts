// The search adapters and their codecs: one chunk, loaded with the first use of search (see search.services.ts).
export { CatalogEntityFinderHttpAdapter } from './catalog-entity-finder.http-adapter';
export { CatalogFacetsFilterValues } from './filter-values.catalog-facets-adapter';
export { SearchHttpAdapter } from './search.http-adapter';
export { SearchSettingsFromConfig } from './search-settings.config-adapter';
