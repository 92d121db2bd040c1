import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { DEFAULT_PAGE_LIMIT, TERM_CHECK_MAX_PAGES, TERM_CHECK_PAGE_LIMIT } from '../../domain/search/constants';
import type { SearchQuery, SearchResult, SearchResultSet } from '../../domain/search/query';
import { matchingResults, needsTermCheck, pageOfResults } from '../../domain/search/term-match';
import type { BackendError } from '../shared/backend-error';
import type { SearchEngine } from './search-engine.port';

/**
 * The search engine, with searches that have a term and filters checked here: the backend is asked for its results
 * (a few large pages), only those containing the term and passing the filters are kept, and the page asked for and
 * the count are taken from them. Some engines return every document passing the filters whatever the term; the
 * list and the per-type counts then still agree with the term. Other searches go to the backend as they are; if
 * the backend refuses the large pages, the search goes as it is too.
 */
export const termCheckedSearchEngine = (engine: SearchEngine): SearchEngine => ({
  query: (query: SearchQuery, signal?: AbortSignal): TaskEither<BackendError, SearchResultSet> => {
    if (!needsTermCheck(query)) return engine.query(query, signal);
    return async () => {
      const found: SearchResult[] = [];
      let cursor: string | undefined;
      for (let page = 0; page < TERM_CHECK_MAX_PAGES; page += 1) {
        const { pageCursor: _own, ...rest } = query;
        const answer = await engine.query({ ...rest, pageLimit: TERM_CHECK_PAGE_LIMIT, ...(cursor !== undefined ? { pageCursor: cursor } : {}) }, signal)();
        if (E.isLeft(answer)) return page === 0 ? engine.query(query, signal)() : answer;
        found.push(...answer.right.results);
        cursor = answer.right.nextPageCursor;
        if (cursor === undefined || answer.right.results.length === 0) break;
      }
      return E.right(pageOfResults(matchingResults(found, query), query, DEFAULT_PAGE_LIMIT));
    };
  },
});
