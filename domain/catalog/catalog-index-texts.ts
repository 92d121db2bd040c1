// Portico wording of the catalog index.

/** The count beside the kind when it is only an upper bound. */
export const approximateCount = (upperBound: number): string => `at most ${upperBound}`;

/** Under a page that stopped reading the catalog before it was full. */
export const partialPageNotice = (found: number, scanned: number): string =>
  `Only part of the catalog was searched for this page: ${found} ${found === 1 ? 'match' : 'matches'} among ${scanned} entities. Next searches on.`;
