// The catalog index URL query: filters as `filters[<name>]`
// parameters (lists repeat the parameter), plus cursor, limit and offset in pagination modes.
// Same parameter names as Backstage, so shared catalog links keep working.
import { USER_LIST_FILTER_KINDS, type EntityFilters, type UserListFilterKind } from './filters';
import type { PageState } from './pagination';

/** URL name of each filter. */
const URL_NAMES = {
  kind: 'kind',
  type: 'type',
  user: 'user',
  owners: 'owners',
  lifecycles: 'lifecycles',
  tags: 'tags',
  namespaces: 'namespace',
  text: 'text',
  orphan: 'orphan',
  hasErrors: 'error',
} as const satisfies Record<keyof EntityFilters, string>;

const PAGE_KEYS: ReadonlySet<string> = new Set(['cursor', 'limit', 'offset']);
/** `filters[tags]`, `filters[tags][]` and `filters[tags][0]` all name the tags filter. */
const FILTER_KEY = /^filters\[([^\]]+)\](?:\[\d*\])?$/;

export interface EntityListQuery {
  readonly filters: EntityFilters;
  /** Raw pagination values; `pageFromQuery` turns them into a page for a mode. */
  readonly page: { readonly cursor?: string; readonly limit?: string; readonly offset?: string };
}

const decode = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
};

const encode = (text: string): string => encodeURIComponent(text);

const parsePairs = (search: string): Array<{ raw: string; key: string; value: string }> =>
  (search.startsWith('?') ? search.slice(1) : search)
    .split('&')
    .filter((part) => part.length > 0)
    .flatMap((raw) => {
      const eq = raw.indexOf('=');
      const key = decode(eq === -1 ? raw : raw.slice(0, eq));
      const value = decode(eq === -1 ? '' : raw.slice(eq + 1));
      return key === undefined || value === undefined ? [] : [{ raw, key, value }];
    });

const parseBoolean = (value: string | undefined): boolean | undefined =>
  value === 'true' ? true : value === 'false' ? false : undefined;

const isUserKind = (value: string | undefined): value is UserListFilterKind =>
  (USER_LIST_FILTER_KINDS as readonly string[]).includes(value ?? '');

/** Reads filters and raw pagination values from a location search string (with or without '?'). */
export const entityListFromSearch = (search: string): EntityListQuery => {
  const lists = new Map<string, string[]>();
  const page: { cursor?: string; limit?: string; offset?: string } = {};
  for (const { key, value } of parsePairs(search)) {
    const filterName = FILTER_KEY.exec(key)?.[1];
    if (filterName !== undefined) lists.set(filterName, [...(lists.get(filterName) ?? []), value]);
    else if (key === 'cursor' || key === 'limit' || key === 'offset') page[key] = value;
  }
  const first = (name: string): string | undefined => lists.get(name)?.[0];
  const list = (name: string): readonly string[] | undefined => {
    const values = lists.get(name)?.filter((value) => value.length > 0);
    return values && values.length > 0 ? values : undefined;
  };
  const user = first(URL_NAMES.user);
  const filters: Record<string, unknown> = {
    kind: first(URL_NAMES.kind) || undefined,
    type: list(URL_NAMES.type),
    user: isUserKind(user) ? user : undefined,
    owners: list(URL_NAMES.owners),
    lifecycles: list(URL_NAMES.lifecycles),
    tags: list(URL_NAMES.tags),
    namespaces: list(URL_NAMES.namespaces),
    text: first(URL_NAMES.text) || undefined,
    orphan: parseBoolean(first(URL_NAMES.orphan)),
    hasErrors: parseBoolean(first(URL_NAMES.hasErrors)),
  };
  for (const key of Object.keys(filters)) if (filters[key] === undefined) delete filters[key];
  return { filters: filters as EntityFilters, page };
};

const filterPairs = (filters: EntityFilters): string[] => {
  const pairs: string[] = [];
  const push = (name: string, value: string): void => {
    pairs.push(`${encode(`filters[${name}]`)}=${encode(value)}`);
  };
  for (const field of Object.keys(URL_NAMES) as Array<keyof EntityFilters>) {
    const value = filters[field];
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) for (const item of value as readonly string[]) push(URL_NAMES[field], item);
    else push(URL_NAMES[field], String(value));
  }
  return pairs;
};

const pagePairs = (page: PageState | undefined): string[] => {
  if (page === undefined || page.mode === 'none') return [];
  if (page.mode === 'cursor') {
    return [...(page.cursor ? [`cursor=${encode(page.cursor)}`] : []), `limit=${page.limit}`];
  }
  return [`offset=${page.offset}`, `limit=${page.limit}`];
};

/**
 * Search string (without '?') for filters and page. Parameters of `existingSearch` that are
 * neither filters nor pagination (e.g. other views' state) are kept, first and unchanged.
 */
export const entityListToSearch = (filters: EntityFilters, page?: PageState, existingSearch = ''): string => {
  const kept = parsePairs(existingSearch)
    .filter(({ key }) => !FILTER_KEY.test(key) && !PAGE_KEYS.has(key))
    .map(({ raw }) => raw);
  return [...kept, ...filterPairs(filters), ...pagePairs(page)].join('&');
};

