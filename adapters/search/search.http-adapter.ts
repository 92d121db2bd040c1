import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { SearchEngine } from '../../application/search/search-engine.port';
import { transportError, type BackendError } from '../../application/shared/backend-error';
import type { SearchQuery, SearchResultSet } from '../../domain/search/query';
import { searchMessages } from '../../domain/search/messages';
import { pluginRequests, type FetchFn } from '../shared/http';
import { SearchResultSetWire, toSearchResultSet } from './search-result.codec';
import { searchQueryString } from './search-query-string';

export const SEARCH_PLUGIN_ID = 'search';

const { json: requestJson } = pluginRequests({ id: SEARCH_PLUGIN_ID, missingMessage: searchMessages.backendPluginMissing });

/** GET {search}/query; failures carry the backend's own message. */
export class SearchHttpAdapter implements SearchEngine {
  constructor(
    private readonly fetchFn: FetchFn,
    private readonly resolveBaseUrl: (pluginId: string) => Promise<string>,
  ) {}

  query(query: SearchQuery, signal?: AbortSignal): TE.TaskEither<BackendError, SearchResultSet> {
    return pipe(
      TE.tryCatch(
        () => this.resolveBaseUrl(SEARCH_PLUGIN_ID),
        (error): BackendError => transportError(error instanceof Error ? error.message : String(error)),
      ),
      TE.chain((base) =>
        requestJson(this.fetchFn, `${base.replace(/\/+$/, '')}/query?${searchQueryString(query)}`, SearchResultSetWire, {
          ...(signal ? { signal } : {}),
        }),
      ),
      TE.map(toSearchResultSet),
    );
  }
}
