import { keepPreviousData, useQuery } from '@tanstack/react-query';
import * as E from 'fp-ts/Either';
import { useMemo } from 'react';
import { getTypeCounts, type TypeCounts } from '../../application/search/get-type-counts.use-case';
import { SearchEngineToken } from '../../application/search/search-engine.port';
import { SearchFilterValuesToken } from '../../application/search/search-filter-values.port';
import { SearchSettingsSourceToken } from '../../application/search/search-settings.port';
import { MISSING_INDEX_ERROR_NAME, SEARCH_INDEX_MAX_RETRIES, SEARCH_INDEX_RETRY_MS } from '../../domain/search/constants';
import type { SearchQuery, SearchResultSet } from '../../domain/search/query';
import type { SearchSettings } from '../../domain/search/search-settings';
import type { SearchState } from '../../domain/search/search-state';
import { BackendQueryError } from '../app/backend-query';
import { shouldRetry } from '../app/query-client';
import { useOptionalService, useService } from '../app/services';

/** The react-query keys of search. */
export const searchKeys = {
  settings: () => ['search', 'settings'] as const,
  results: (query: SearchQuery) => ['search', 'query', query] as const,
  /** Only what the counts depend on: the term and filters, and the types counted (not the chosen type, not the page). */
  typeCounts: (state: SearchState, types: readonly (string | undefined)[]) =>
    ['search', 'counts', { term: state.term, filters: state.filters, all: types }] as const,
  filterValues: (field: string) => ['search', 'filter-values', field] as const,
};

/** The search settings (page limit) from the app config. */
export const useSearchSettings = (): SearchSettings | undefined => {
  const source = useService(SearchSettingsSourceToken);
  return useQuery({ queryKey: searchKeys.settings(), queryFn: () => source.load()(), staleTime: Infinity }).data;
};

/** One page of results; the previous page stays on screen while the next one loads. */
/** The backend answered that it has not built the index of the types asked for yet (it has just started). */
export const isIndexBeingBuilt = (error: unknown): boolean => {
  const backendError = error instanceof BackendQueryError ? error.backendError : undefined;
  return backendError?._tag === 'HttpStatus' && backendError.name === MISSING_INDEX_ERROR_NAME;
};

export const useSearchResults = (query: SearchQuery, enabled = true) => {
  const engine = useService(SearchEngineToken);
  return useQuery<SearchResultSet, Error>({
    // Asked again while the backend builds its index, until the results come; the view shows why meanwhile.
    retry: (failures, error) => (isIndexBeingBuilt(error) ? failures < SEARCH_INDEX_MAX_RETRIES : shouldRetry(failures, error)),
    retryDelay: (failures, error) => (isIndexBeingBuilt(error) ? SEARCH_INDEX_RETRY_MS : Math.min(1000 * 2 ** failures, 30_000)),
    queryKey: searchKeys.results(query),
    queryFn: async ({ signal }) => {
      const result = await engine.query(query, signal)();
      if (E.isLeft(result)) throw new BackendQueryError(result.left);
      return result.right;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
};

/** Per-type counts for the type filter (asked with pageLimit 0). */
export const useTypeCounts = (state: SearchState, types: readonly (string | undefined)[]) => {
  const engine = useService(SearchEngineToken);
  const count = useMemo(() => getTypeCounts(engine), [engine]);
  return useQuery<TypeCounts, Error>({
    queryKey: searchKeys.typeCounts(state, types),
    queryFn: async ({ signal }) => {
      const result = await count(state, types, signal)();
      if (E.isLeft(result)) throw new Error(result.left.message);
      return result.right;
    },
    placeholderData: keepPreviousData,
  });
};

/** The values a filter field holds, for an autocomplete filter; none when no source is bound. Asked once per field. */
export const useFilterValues = (field: string, enabled: boolean) => {
  const source = useOptionalService(SearchFilterValuesToken);
  return useQuery<readonly string[], Error>({
    queryKey: searchKeys.filterValues(field),
    queryFn: async ({ signal }) => {
      if (!source) return [];
      const result = await source.values(field, signal)();
      if (E.isLeft(result)) throw new Error(result.left.message);
      return result.right;
    },
    enabled,
    staleTime: Infinity,
  });
};
