// Search and the entity finder. The adapters load with the first use of their area: none is part of the first page.
// The finder and the filter values read the catalog through the catalog's reader.
import { CatalogReaderToken } from '../../application/catalog/catalog-reader.port';
import { EntityFinderToken } from '../../application/search/entity-finder.port';
import { SearchEngineToken } from '../../application/search/search-engine.port';
import { SearchFilterValuesToken } from '../../application/search/search-filter-values.port';
import { SearchSettingsSourceToken } from '../../application/search/search-settings.port';
import { TRANSPORT_ERROR } from '../../application/shared/deferred-service';
import { lazyService, type ServiceDeclaration } from '../../application/shared/service-declaration';
import { DEFAULT_SEARCH_SETTINGS } from '../../domain/search/search-settings';

const adapters = () => import('./search-services');

export const searchServices: readonly ServiceDeclaration[] = [
  lazyService(SearchEngineToken, (_, { backendFetch, discoveryOf }) => adapters().then((m) => m.termCheckedSearchEngine(new m.SearchHttpAdapter(backendFetch, discoveryOf))), {
    query: TRANSPORT_ERROR,
  }),
  lazyService(
    EntityFinderToken,
    (get) => adapters().then((m) => m.catalogEntityFinder(get(CatalogReaderToken))),
    { find: TRANSPORT_ERROR },
  ),
  lazyService(
    SearchFilterValuesToken,
    (get) => adapters().then((m) => m.catalogFilterValues(get(CatalogReaderToken))),
    { values: TRANSPORT_ERROR },
  ),
  // search.query reaches the browser in the frontend config, not in AppSettings.
  lazyService(SearchSettingsSourceToken, (_, { loadFrontendConfig }) => adapters().then((m) => new m.SearchSettingsFromConfig(loadFrontendConfig)), {
    load: () => async () => DEFAULT_SEARCH_SETTINGS,
  }),
];
