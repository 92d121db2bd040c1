// Whether a result the search backend returned really matches the term and the filters asked for. Some search
// engines (the in-memory Lunr one a Backstage backend uses without PostgreSQL or Elasticsearch) treat the term as
// optional once a filter is set, so a filtered search returns every document that passes the filter; a search
// with filters therefore keeps only the returned results that contain the term and pass the filters, and pages
// and counts those itself.
import { encodePageCursor, pageOfCursor } from './page-cursor';
import { activeFilters, type SearchFilters, type SearchQuery, type SearchResult, type SearchResultSet } from './query';

const words = (text: string): string[] => text.toLocaleLowerCase('en-US').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A word without the common English endings, so 'refunds', 'refunded' and 'refund' meet. */
const stem = (word: string): string => {
  for (const ending of ['ing', 'ies', 'es', 'ed', 's']) {
    if (word.length > ending.length + 2 && word.endsWith(ending)) return word.slice(0, -ending.length);
  }
  return word;
};

const documentWords = (result: SearchResult): string[] =>
  [result.document.title, result.document.text, ...Object.values(result.document.fields)].flatMap(words).map(stem);

/** Every word of the term starts a word of the document's title, text or text fields (any case, common endings aside). */
export const resultMatchesTerm = (result: SearchResult, term: string): boolean => {
  const wanted = words(term).map(stem);
  if (wanted.length === 0) return true;
  const present = documentWords(result);
  return wanted.every((word) => present.some((candidate) => candidate.startsWith(word)));
};

/**
 * The document's field holds the filter's value (one of them for a list): every word of the value is a word of
 * the field, any case, as the backends compare them ('team-payments' is in 'group:default/team-payments').
 */
export const resultMatchesFilters = (result: SearchResult, filters: SearchFilters): boolean =>
  Object.entries(activeFilters(filters)).every(([name, value]) => {
    const field = result.document.fields[name];
    if (field === undefined) return false;
    const fieldWords = new Set(words(field));
    const holds = (one: string) => words(one).every((word) => fieldWords.has(word));
    return typeof value === 'string' ? holds(value) : value.some(holds);
  });

/** A query whose answer is checked here: a term and at least one filter. */
export const needsTermCheck = (query: SearchQuery): boolean =>
  words(query.term).length > 0 && Object.keys(activeFilters(query.filters)).length > 0;

/** The results that match the query's term and filters. */
export const matchingResults = (results: readonly SearchResult[], query: SearchQuery): readonly SearchResult[] =>
  results.filter((result) => resultMatchesTerm(result, query.term) && resultMatchesFilters(result, query.filters));

/** One page (the query's cursor and limit) of results already checked, with their number and the cursors around it. */
export const pageOfResults = (matches: readonly SearchResult[], query: SearchQuery, defaultPageLimit: number): SearchResultSet => {
  const limit = query.pageLimit ?? defaultPageLimit;
  const page = pageOfCursor(query.pageCursor);
  const start = page * limit;
  const results = limit === 0 ? [] : matches.slice(start, start + limit).map((result, index) => ({ ...result, rank: start + index + 1 }));
  return {
    results,
    numberOfResults: matches.length,
    ...(limit > 0 && start + limit < matches.length ? { nextPageCursor: encodePageCursor(page + 1) } : {}),
    ...(page > 0 ? { previousPageCursor: encodePageCursor(page - 1) } : {}),
  };
};

/** Results named exactly as the term (title, any case) first; otherwise the backend's order is kept. */
export const exactMatchesFirst = <T extends { readonly document: { readonly title: string } }>(results: readonly T[], term: string): T[] => {
  const needle = term.trim().toLocaleLowerCase('en-US');
  const exact = (result: T) => (needle !== '' && result.document.title.trim().toLocaleLowerCase('en-US') === needle ? 0 : 1);
  return results
    .map((result, index) => ({ result, index }))
    .sort((a, b) => exact(a.result) - exact(b.result) || a.index - b.index)
    .map(({ result }) => result);
};
