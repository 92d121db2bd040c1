import type { Task } from 'fp-ts/Task';
import type { SearchSettings } from '../../domain/search/search-settings';
import { serviceToken } from '../shared/service-token';

/** Search settings from the app config; answers the defaults when the config cannot be read. */
export interface SearchSettingsSource {
  load(): Task<SearchSettings>;
}

export const SearchSettingsSourceToken = serviceToken<SearchSettingsSource>('SearchSettingsSource');
