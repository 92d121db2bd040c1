// The search page's state and its transitions: changing the
// term or the filters resets the page cursor; so do choosing a type and changing the page limit.
import { activeFilters, filtersEqual, filterValuesEqual, type SearchFilters, type SearchFilterValue, type SearchQuery } from './query';

export interface SearchState {
  readonly term: string;
  readonly types: readonly string[];
  readonly filters: SearchFilters;
  readonly pageLimit: number;
  readonly pageCursor?: string;
}

export const initialSearchState = (pageLimit: number, from: Partial<SearchState> = {}): SearchState => ({
  term: from.term ?? '',
  types: from.types ?? [],
  filters: from.filters ?? {},
  pageLimit: from.pageLimit ?? pageLimit,
  ...(from.pageCursor !== undefined ? { pageCursor: from.pageCursor } : {}),
});

export type SearchAction =
  | { readonly _tag: 'SetTerm'; readonly term: string }
  | { readonly _tag: 'SetTypes'; readonly types: readonly string[] }
  | { readonly _tag: 'SetFilters'; readonly filters: SearchFilters }
  | { readonly _tag: 'SetFilter'; readonly name: string; readonly value: SearchFilterValue | undefined }
  | { readonly _tag: 'SetPageLimit'; readonly pageLimit: number }
  | { readonly _tag: 'SetPageCursor'; readonly pageCursor: string | undefined }
  | { readonly _tag: 'Replace'; readonly state: SearchState };

const withoutCursor = (state: SearchState): SearchState => {
  if (state.pageCursor === undefined) return state;
  const { pageCursor: _dropped, ...rest } = state;
  return rest;
};

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, i) => value === b[i]);

/** One transition. A change that changes nothing returns the same state (and keeps the cursor). */
export const searchReducer = (state: SearchState, action: SearchAction): SearchState => {
  switch (action._tag) {
    case 'SetTerm':
      return action.term === state.term ? state : withoutCursor({ ...state, term: action.term });
    case 'SetTypes':
      return sameList(action.types, state.types) ? state : withoutCursor({ ...state, types: action.types });
    case 'SetFilters':
      return filtersEqual(action.filters, state.filters) ? state : withoutCursor({ ...state, filters: activeFilters(action.filters) });
    case 'SetFilter': {
      if (filterValuesEqual(action.value, state.filters[action.name])) return state;
      const { [action.name]: _old, ...others } = state.filters;
      const filters = action.value === undefined ? others : activeFilters({ ...others, [action.name]: action.value });
      return filtersEqual(filters, state.filters) ? state : withoutCursor({ ...state, filters });
    }
    case 'SetPageLimit':
      return action.pageLimit === state.pageLimit ? state : withoutCursor({ ...state, pageLimit: action.pageLimit });
    case 'SetPageCursor':
      if (action.pageCursor === state.pageCursor) return state;
      return action.pageCursor === undefined ? withoutCursor(state) : { ...state, pageCursor: action.pageCursor };
    case 'Replace':
      return action.state;
  }
};

/** The query the backend is asked for this state. */
export const queryOfState = (state: SearchState): SearchQuery => ({
  term: state.term,
  types: state.types,
  filters: activeFilters(state.filters),
  pageLimit: state.pageLimit,
  ...(state.pageCursor !== undefined ? { pageCursor: state.pageCursor } : {}),
});

/**
 * The per-type count query (pageLimit 0): the same term and filters as the results, so each count is the number of
 * results that choosing the type would list.
 */
export const countQueryOf = (state: SearchState, type: string | undefined, pageLimit: number): SearchQuery => ({
  term: state.term,
  types: type === undefined ? [] : [type],
  filters: activeFilters(state.filters),
  pageLimit,
});
