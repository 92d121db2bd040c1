// The search adapters, their codecs and the catalog reads of search: one chunk, loaded with the first use of search
// (see search.services.ts).
export { catalogEntityFinder } from '../../application/search/catalog-entity-finder';
export { catalogFilterValues } from '../../application/search/catalog-filter-values';
export { termCheckedSearchEngine } from '../../application/search/term-checked-search-engine';
export { SearchHttpAdapter } from './search.http-adapter';
export { SearchSettingsFromConfig } from './search-settings.config-adapter';
