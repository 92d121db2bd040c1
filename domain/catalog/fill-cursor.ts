// Cursors of catalog index pages that are narrowed in the browser. Such a page starts or ends inside
// a backend page, so its cursor names a place in the backend's list: the backend page (the backend
// cursor it was read with, none for the query's first page, and the page size it was read with) and
// an item of it. The backend cursor keeps the filters, order and text term, as it does for a plain page.

/** A place in the backend's list of matches for a query. */
export interface BackendPlace {
  /** Cursor the backend page was read with; absent for the query's first page. */
  readonly cursor?: string;
  /** Size the backend page was read with (the same cursor and size give the same items). */
  readonly pageSize: number;
  /** Index of an item in that page; WHOLE_PAGE (going backwards) means after its last item. */
  readonly index: number;
}

export const WHOLE_PAGE = -1;

/** 'from': the page starts at the place; 'before': the page ends just before it. */
export type FillCursor =
  | { readonly direction: 'from'; readonly place: BackendPlace }
  | { readonly direction: 'before'; readonly place: BackendPlace };

const PREFIX = 'fill.';

const toBase64Url = (text: string): string => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

const fromBase64Url = (text: string): string | undefined => {
  try {
    return atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
};

const isAscii = (text: string): boolean => /^[\x20-\x7e]*$/.test(text);

export const encodeFillCursor = (cursor: FillCursor): string => {
  const { place } = cursor;
  const fields = [cursor.direction === 'from' ? 'f' : 'b', place.pageSize, place.index, ...(place.cursor !== undefined ? [place.cursor] : [])];
  // Escaped to ASCII, which is what btoa takes.
  const json = JSON.stringify(fields).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return `${PREFIX}${toBase64Url(json)}`;
};

const isIndex = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= WHOLE_PAGE;
const isPageSize = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The cursor's place, or undefined when the text is not one of these cursors (then start at the first page). */
export const decodeFillCursor = (text: string | undefined): FillCursor | undefined => {
  if (!text?.startsWith(PREFIX)) return undefined;
  const json = fromBase64Url(text.slice(PREFIX.length));
  if (json === undefined || !isAscii(json)) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return undefined;
  }
  if (!Array.isArray(parsed) || parsed.length < 3 || parsed.length > 4) return undefined;
  const [direction, pageSize, index, backendCursor] = parsed as unknown[];
  if ((direction !== 'f' && direction !== 'b') || !isPageSize(pageSize) || !isIndex(index)) return undefined;
  if (backendCursor !== undefined && (typeof backendCursor !== 'string' || backendCursor.length === 0)) return undefined;
  if (direction === 'f' && index === WHOLE_PAGE) return undefined;
  const place: BackendPlace = { pageSize, index, ...(backendCursor !== undefined ? { cursor: backendCursor } : {}) };
  return { direction: direction === 'f' ? 'from' : 'before', place };
};
