import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { DEFAULT_SEARCH_SETTINGS } from '../../domain/search/search-settings';
import { transportError, type BackendError } from '../shared/backend-error';
import type { EntityFinder } from './entity-finder.port';
import type { SearchEngine } from './search-engine.port';
import type { SearchFilterValues } from './search-filter-values.port';
import type { SearchSettingsSource } from './search-settings.port';

/** The search area's adapters, created together in their own chunk. */
export interface SearchServices {
  readonly engine: SearchEngine;
  readonly finder: EntityFinder;
  readonly settings: SearchSettingsSource;
  readonly filterValues: SearchFilterValues;
}

/**
 * The services, loaded once on first use: the search adapters and codecs stay out of the first page. A failed
 * load (the chunk could not be fetched) is a Transport error of the call, and is tried again next time; the
 * settings then answer their defaults.
 */
export const deferSearchServices = (importServices: () => Promise<SearchServices>): SearchServices => {
  let pending: Promise<SearchServices> | undefined;
  const load = (): Promise<SearchServices> => {
    pending ??= importServices().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const defer =
    <A>(call: (services: SearchServices) => TaskEither<BackendError, A>): TaskEither<BackendError, A> =>
    async () => {
      let services: SearchServices;
      try {
        services = await load();
      } catch (error) {
        return E.left(transportError(error instanceof Error ? error.message : String(error)));
      }
      return call(services)();
    };
  return {
    engine: { query: (query, signal) => defer((services) => services.engine.query(query, signal)) },
    finder: { find: (term, limit, signal) => defer((services) => services.finder.find(term, limit, signal)) },
    filterValues: { values: (field, signal) => defer((services) => services.filterValues.values(field, signal)) },
    settings: {
      load: () => async () => {
        try {
          return await (await load()).settings.load()();
        } catch {
          return DEFAULT_SEARCH_SETTINGS;
        }
      },
    },
  };
};
