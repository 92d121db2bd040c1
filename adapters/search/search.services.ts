// Search and the entity finder. The adapters load with the first use of their area: none is part of the first page.
import { EntityFinderToken } from '../../application/search/entity-finder.port';
import { SearchEngineToken } from '../../application/search/search-engine.port';
import { SearchFilterValuesToken } from '../../application/search/search-filter-values.port';
import { SearchSettingsSourceToken } from '../../application/search/search-settings.port';
import { TRANSPORT_ERROR } from '../../application/shared/deferred-service';
import { lazyService, type ServiceDeclaration } from '../../application/shared/service-declaration';
import { DEFAULT_SEARCH_SETTINGS } from '../../domain/search/search-settings';

const adapters = () => import('./search-services');

export const searchServices: readonly ServiceDeclaration[] = [
  lazyService(SearchEngineToken, (_, { backendFetch, discoveryOf }) => adapters().then((m) => new m.SearchHttpAdapter(backendFetch, discoveryOf)), {
    query: TRANSPORT_ERROR,
  }),
  lazyService(
    EntityFinderToken,
    (_, { backendFetch, discoveryOf }) => adapters().then((m) => new m.CatalogEntityFinderHttpAdapter(backendFetch, discoveryOf)),
    { find: TRANSPORT_ERROR },
  ),
  lazyService(
    SearchFilterValuesToken,
    (_, { backendFetch, discoveryOf }) => adapters().then((m) => new m.CatalogFacetsFilterValues(backendFetch, discoveryOf)),
    { values: TRANSPORT_ERROR },
  ),
  // search.query reaches the browser in the frontend config, not in AppSettings.
  lazyService(SearchSettingsSourceToken, (_, { loadFrontendConfig }) => adapters().then((m) => new m.SearchSettingsFromConfig(loadFrontendConfig)), {
    load: () => async () => DEFAULT_SEARCH_SETTINGS,
  }),
];
