// Search constants: debounces, the default page limit and its config key, document types.

export const SEARCH_BAR_DEBOUNCE_MS = 200;
export const SEARCH_FILTER_DEBOUNCE_MS = 250;
export const DEFAULT_PAGE_LIMIT = 25;
/** Config key that overrides the default page limit. */
export const PAGE_LIMIT_CONFIG_KEY = 'search.query.pageLimit';
/** Counts of this many results or more are shown capped. */
export const RESULT_COUNT_CAP = 10000;
/** Per-type counts ask the backend for no results at all, only the total. */
export const COUNT_QUERY_PAGE_LIMIT = 0;
/** A search with a term and filters reads the backend's results in pages this large (the backend's default maximum)… */
export const TERM_CHECK_PAGE_LIMIT = 100;
/** …at most this many pages, to keep those that contain the term (Portico choice). */
export const TERM_CHECK_MAX_PAGES = 10;
/** Page sizes offered by the results pager (Portico choice; the configured limit is always offered too). */
export const PAGE_LIMIT_OPTIONS: readonly number[] = [10, 25, 50, 100];

/** Config key that picks how the search page offers the result types: 'accordion', 'tabs' or 'chips'. */
export const TYPE_FILTER_CONFIG_KEY = 'search.typeFilter';
/** How many suggestions an autocomplete filter lists at once (Portico choice). */
export const FILTER_SUGGESTION_LIMIT = 10;

/** Document types of the search backend (Backstage's collator names). */
export const SEARCH_TYPE_CATALOG = 'software-catalog';
export const SEARCH_TYPE_DOCS = 'techdocs';

/** Command palette: how many recent picks it keeps and how many entities it asks for. */
export const PALETTE_RECENT_MAX = 8;
export const PALETTE_RECENT_STORAGE_KEY = 'portico:palette:recent';
export const PALETTE_ENTITY_LIMIT = 8;
export const PALETTE_SEARCH_LIMIT = 5;
export const PALETTE_DEBOUNCE_MS = 150;

/** The name of the search backend's error while it has not built an index of the types asked for yet. */
export const MISSING_INDEX_ERROR_NAME = 'MissingIndexError';
/** While the index is being built, the search asks again this often (Portico choice)… */
export const SEARCH_INDEX_RETRY_MS = 3000;
/** …this many times at most (five minutes), after which the backend's error is shown. */
export const SEARCH_INDEX_MAX_RETRIES = 100;
