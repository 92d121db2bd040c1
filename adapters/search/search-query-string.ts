import type { SearchQuery } from '../../domain/search/query';

/**
 * The query string of GET {search}/query, in the bracket form the Backstage search backend parses
 * (`types[0]=…`, `filters[kind]=…`, `filters[lifecycle][0]=…`), the way its own client sends it.
 */
export const searchQueryString = (query: SearchQuery): string => {
  const params = new URLSearchParams();
  params.append('term', query.term);
  query.types.forEach((type, index) => params.append(`types[${index}]`, type));
  for (const [name, value] of Object.entries(query.filters)) {
    if (typeof value === 'string') params.append(`filters[${name}]`, value);
    else value.forEach((item, index) => params.append(`filters[${name}][${index}]`, item));
  }
  if (query.pageLimit !== undefined) params.append('pageLimit', String(query.pageLimit));
  if (query.pageCursor !== undefined) params.append('pageCursor', query.pageCursor);
  return params.toString();
};
