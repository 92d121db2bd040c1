// Entity list pagination and sort: cursor (default), offset or none;
// default limit 20; a filter change goes back to the first page.
import {
  DEFAULT_SORT_FIELD,
  DEFAULT_SORT_ORDER,
  ENTITY_LIST_DEFAULT_LIMIT,
  ENTITY_LIST_MAX_LIMIT,
  OFFSET_PAGE_SIZES,
} from './constants';
import { isPaginationMode, PAGINATION_MODES, type PaginationMode } from './pagination-modes';

export { isPaginationMode, PAGINATION_MODES, type PaginationMode };

export type PageState =
  | { readonly mode: 'cursor'; readonly limit: number; readonly cursor?: string }
  | { readonly mode: 'offset'; readonly limit: number; readonly offset: number }
  | { readonly mode: 'none' };

export interface EntitySort {
  readonly field: string;
  readonly order: 'asc' | 'desc';
}

export const DEFAULT_SORT: EntitySort = { field: DEFAULT_SORT_FIELD, order: DEFAULT_SORT_ORDER };

const isPositiveInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** A usable page size: a positive integer, at most ENTITY_LIST_MAX_LIMIT; anything else is the default. */
export const pageSizeOf = (limit: number): number =>
  isPositiveInteger(limit) ? Math.min(limit, ENTITY_LIST_MAX_LIMIT) : ENTITY_LIST_DEFAULT_LIMIT;

/** Offset mode's page size: the largest listed size not above `limit`, else the smallest listed size. */
export const offsetPageSizeOf = (limit: number): number => {
  const size = pageSizeOf(limit);
  return [...OFFSET_PAGE_SIZES].reverse().find((listed) => listed <= size) ?? OFFSET_PAGE_SIZES[0];
};

/** First page of a list in the given mode (cursor unless told otherwise). */
export const initialPage = (mode: PaginationMode = 'cursor', limit: number = ENTITY_LIST_DEFAULT_LIMIT): PageState => {
  const size = pageSizeOf(limit);
  switch (mode) {
    case 'cursor':
      return { mode, limit: size };
    case 'offset':
      return { mode, limit: offsetPageSizeOf(size), offset: 0 };
    case 'none':
      return { mode };
  }
};

/** Filters changed: drop the cursor, or go back to offset 0; the page size stays. */
export const resetPageOnFilterChange = (page: PageState): PageState => {
  switch (page.mode) {
    case 'cursor':
      return { mode: 'cursor', limit: page.limit };
    case 'offset':
      return { ...page, offset: 0 };
    case 'none':
      return page;
  }
};

/** Follow a cursor the backend handed out (pageInfo.nextCursor / prevCursor). */
export const goToCursor = (page: PageState, cursor: string | undefined): PageState =>
  page.mode === 'cursor' ? (cursor ? { ...page, cursor } : { mode: 'cursor', limit: page.limit }) : page;

/** Go to a zero-based page in offset mode. */
export const goToOffsetPage = (page: PageState, pageIndex: number): PageState =>
  page.mode === 'offset' ? { ...page, offset: Math.max(0, Math.floor(pageIndex)) * page.limit } : page;

/** Zero-based page index of an offset page. */
export const offsetPageIndex = (page: { readonly limit: number; readonly offset: number }): number =>
  Math.floor(page.offset / page.limit);

/** Offset mode offers these page sizes. */
export const isOffsetPageSize = (size: number): boolean => (OFFSET_PAGE_SIZES as readonly number[]).includes(size);

/** New page size; back to the first page. Offset mode only accepts its listed sizes. */
export const changePageSize = (page: PageState, limit: number): PageState => {
  if (page.mode === 'none' || !isPositiveInteger(limit)) return page;
  if (page.mode === 'offset') return isOffsetPageSize(limit) ? { mode: 'offset', limit, offset: 0 } : page;
  return { mode: 'cursor', limit: pageSizeOf(limit) };
};

/**
 * Page state from URL values (cursor, limit, offset); anything unusable falls back to defaults, and
 * a larger limit than ENTITY_LIST_MAX_LIMIT is capped. `defaultLimit` is the list's own page size.
 */
export const pageFromQuery = (
  mode: PaginationMode,
  query: { readonly cursor?: string; readonly limit?: string; readonly offset?: string },
  defaultLimit: number = ENTITY_LIST_DEFAULT_LIMIT,
): PageState => {
  const limit = query.limit !== undefined && /^\d+$/.test(query.limit) ? Number(query.limit) : defaultLimit;
  const page = initialPage(mode, limit);
  if (page.mode === 'cursor' && query.cursor) return { ...page, cursor: query.cursor };
  if (page.mode === 'offset' && query.offset !== undefined && /^\d+$/.test(query.offset)) {
    return { ...page, offset: Number(query.offset) };
  }
  return page;
};

/** `orderField` parameter of GET /entities/by-query, e.g. `metadata.name,asc`. */
export const orderFieldParam = (sort: EntitySort = DEFAULT_SORT): string => `${sort.field},${sort.order}`;

/** `order` parameter of GET /entities, e.g. `asc:metadata.name`. */
export const orderParam = (sort: EntitySort = DEFAULT_SORT): string => `${sort.order}:${sort.field}`;
