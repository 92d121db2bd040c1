// The search query and its results.

/** A filter value: one value or a list of values (a list means any of them). */
export type SearchFilterValue = string | readonly string[];
export type SearchFilters = Readonly<Record<string, SearchFilterValue>>;

export interface SearchQuery {
  readonly term: string;
  readonly types: readonly string[];
  readonly filters: SearchFilters;
  readonly pageLimit?: number;
  readonly pageCursor?: string;
}

export interface SearchDocument {
  readonly title: string;
  readonly text: string;
  readonly location: string;
  /** Further fields a collator adds (kind, lifecycle, owner, entityTitle, …), kept when they are text. */
  readonly fields: Readonly<Record<string, string>>;
}

export interface SearchHighlight {
  readonly preTag: string;
  readonly postTag: string;
  /** Field name to the field's text with the matches wrapped in preTag/postTag. */
  readonly fields: Readonly<Record<string, string>>;
}

export interface SearchResult {
  readonly type: string;
  readonly document: SearchDocument;
  readonly rank?: number;
  readonly highlight?: SearchHighlight;
}

export interface SearchResultSet {
  readonly results: readonly SearchResult[];
  readonly numberOfResults?: number;
  readonly nextPageCursor?: string;
  readonly previousPageCursor?: string;
}

/** Filters with empty values left out: an empty list or empty string does not filter. */
export const activeFilters = (filters: SearchFilters): SearchFilters =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => (typeof value === 'string' ? value !== '' : value.length > 0)),
  );

export const filterValuesEqual = (a: SearchFilterValue | undefined, b: SearchFilterValue | undefined): boolean => {
  if (a === undefined || b === undefined) return a === b;
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return a.length === b.length && a.every((value, index) => value === b[index]);
};

export const filtersEqual = (a: SearchFilters, b: SearchFilters): boolean => {
  const left = activeFilters(a);
  const right = activeFilters(b);
  const keys = Object.keys(left);
  return keys.length === Object.keys(right).length && keys.every((key) => filterValuesEqual(left[key], right[key]));
};
