// The catalog index's own URL rules, beside the filter URL that lists and pages share (filter-url.ts).
import { entityListToSearch } from './filter-url';
import type { EntityFilters } from './filters';
import type { PageState } from './pagination';

/** `filters[kind]`, `filters[kind][]` or `filters[kind][0]`. */
const KIND_KEY = /^filters\[kind\](?:\[\d*\])?$/;

/**
 * The index's URL for filters (and page): "All kinds" is written one way, without a kind. A URL without any filter
 * shows the default kind, so a list of every kind says it chose filters with the user filter, `filters[user]=all`.
 */
export const catalogIndexSearch = (filters: EntityFilters, page?: PageState): string => {
  const chosen = entityListToSearch(filters);
  const search = entityListToSearch(filters, page);
  return chosen !== '' ? search : [`${encodeURIComponent('filters[user]')}=all`, search].filter(Boolean).join('&');
};

/** A URL written the old way for "All kinds" (an empty `filters[kind]`), which the index rewrites to its one form. */
export const hasEmptyKindFilter = (search: string): boolean => {
  try {
    return [...new URLSearchParams(search)].some(([key, value]) => KIND_KEY.test(key) && value === '');
  } catch {
    return false;
  }
};
