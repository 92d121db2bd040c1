// The search page keeps its state in the URL (Backstage's query-string names: query, types[], filters[name],
// pageCursor), so a search can be shared and survives a reload. Pure: works on key/value pairs.
import type { SearchFilters } from './query';
import type { SearchState } from './search-state';

export type QueryPairs = ReadonlyArray<readonly [string, string]>;

const FILTER_KEY = /^filters\[([^\]]+)\](\[\])?$/;

export const searchStateFromUrl = (pairs: QueryPairs): Partial<SearchState> => {
  let term: string | undefined;
  let pageCursor: string | undefined;
  let pageLimit: number | undefined;
  const types: string[] = [];
  const filters: Record<string, string | string[]> = {};
  for (const [key, value] of pairs) {
    if (key === 'query') term = value;
    else if (key === 'pageCursor' && value !== '') pageCursor = value;
    else if (key === 'pageLimit' && /^[1-9][0-9]{0,3}$/.test(value)) pageLimit = Number(value);
    else if ((key === 'types[]' || key === 'types') && value !== '' && !types.includes(value)) types.push(value);
    else {
      const match = FILTER_KEY.exec(key);
      if (!match || value === '') continue;
      const name = match[1]!;
      if (match[2]) {
        const existing = filters[name];
        filters[name] = [...(Array.isArray(existing) ? existing : existing === undefined ? [] : [existing]), value];
      } else filters[name] = value;
    }
  }
  return {
    ...(term !== undefined ? { term } : {}),
    ...(types.length ? { types } : {}),
    ...(Object.keys(filters).length ? { filters: filters as SearchFilters } : {}),
    ...(pageCursor !== undefined ? { pageCursor } : {}),
    ...(pageLimit !== undefined ? { pageLimit } : {}),
  };
};

/** Pairs for the URL; the page limit only when it differs from the configured default. */
export const searchStateToUrl = (state: SearchState, defaultPageLimit: number): QueryPairs => {
  const pairs: (readonly [string, string])[] = [];
  if (state.term !== '') pairs.push(['query', state.term]);
  for (const type of state.types) pairs.push(['types[]', type]);
  for (const [name, value] of Object.entries(state.filters)) {
    if (typeof value === 'string') {
      if (value !== '') pairs.push([`filters[${name}]`, value]);
    } else for (const item of value) pairs.push([`filters[${name}][]`, item]);
  }
  if (state.pageLimit !== defaultPageLimit) pairs.push(['pageLimit', String(state.pageLimit)]);
  if (state.pageCursor !== undefined) pairs.push(['pageCursor', state.pageCursor]);
  return pairs;
};
