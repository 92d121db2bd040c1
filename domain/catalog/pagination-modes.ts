// How a list of entities pages. Apart from the paging rules: the app's settings read the configured mode at boot.

export type PaginationMode = 'cursor' | 'offset' | 'none';
export const PAGINATION_MODES: readonly PaginationMode[] = ['cursor', 'offset', 'none'];

export const isPaginationMode = (value: unknown): value is PaginationMode =>
  typeof value === 'string' && (PAGINATION_MODES as readonly string[]).includes(value);
