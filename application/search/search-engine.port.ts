import type { TaskEither } from 'fp-ts/TaskEither';
import type { SearchQuery, SearchResultSet } from '../../domain/search/query';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

/** The search backend (GET {search}/query). */
export interface SearchEngine {
  query(query: SearchQuery, signal?: AbortSignal): TaskEither<BackendError, SearchResultSet>;
}

export const SearchEngineToken = serviceToken<SearchEngine>('SearchEngine');
