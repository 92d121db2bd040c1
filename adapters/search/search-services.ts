import type { TaskEither } from 'fp-ts/TaskEither';
import type { SearchServices } from '../../application/search/deferred-search-services';
import type { BackendError } from '../../application/shared/backend-error';
import type { JsonObject } from '../../domain/app/config-values';
import type { FetchFn } from '../shared/http';
import { CatalogEntityFinderHttpAdapter } from './catalog-entity-finder.http-adapter';
import { CatalogFacetsFilterValues } from './filter-values.catalog-facets-adapter';
import { SearchHttpAdapter } from './search.http-adapter';
import { SearchSettingsFromConfig } from './search-settings.config-adapter';

export interface SearchServicesDeps {
  /** Adds the identity token for backend URLs. */
  readonly fetch: FetchFn;
  readonly discoveryOf: (pluginId: string) => Promise<string>;
  readonly loadConfig: () => TaskEither<BackendError, JsonObject>;
}

/** The search adapters (loaded as one chunk on first use, see deferSearchServices). */
export const createSearchServices = (deps: SearchServicesDeps): SearchServices => ({
  engine: new SearchHttpAdapter(deps.fetch, deps.discoveryOf),
  finder: new CatalogEntityFinderHttpAdapter(deps.fetch, deps.discoveryOf),
  settings: new SearchSettingsFromConfig(deps.loadConfig),
  filterValues: new CatalogFacetsFilterValues(deps.fetch, deps.discoveryOf),
});
