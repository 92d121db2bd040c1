// Paging in the browser, for a table that holds every match (pagination mode 'none'): 20 rows a page at first,
// 20, 50 or 100 to choose from, paging only above one page.
import { CLIENT_PAGE_SIZE, CLIENT_PAGE_SIZES } from './constants';

const isPositiveInteger = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** Client-side paging of a table without server pagination. */
export const CLIENT_PAGING = {
  pageSize: CLIENT_PAGE_SIZE,
  pageSizeOptions: CLIENT_PAGE_SIZES,
} as const;

/** The table shows paging controls only when there are more rows than one default page. */
export const showClientPaging = (rowCount: number): boolean => rowCount > CLIENT_PAGE_SIZE;

/** A page of rows paged in the browser: the zero-based page index is kept within the rows. */
export const clientPageOf = <T>(rows: readonly T[], pageIndex: number, pageSize: number): { readonly rows: readonly T[]; readonly pageIndex: number; readonly hasNext: boolean } => {
  const size = isPositiveInteger(pageSize) ? pageSize : CLIENT_PAGE_SIZE;
  const last = Math.max(0, Math.ceil(rows.length / size) - 1);
  const index = Math.min(Math.max(0, Math.floor(pageIndex) || 0), last);
  return { rows: rows.slice(index * size, (index + 1) * size), pageIndex: index, hasNext: index < last };
};
