import type { TaskEither } from 'fp-ts/TaskEither';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

/** The values the searched documents hold for a filter field (e.g. every owner), offered by an autocomplete filter. */
export interface SearchFilterValues {
  values(field: string, signal?: AbortSignal): TaskEither<BackendError, readonly string[]>;
}

export const SearchFilterValuesToken = serviceToken<SearchFilterValues>('SearchFilterValues');
