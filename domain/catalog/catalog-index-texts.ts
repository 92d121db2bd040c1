// Portico wording of the catalog index.

/** The count beside the kind when it is only an upper bound. */
export const approximateCount = (upperBound: number): string => `at most ${upperBound}`;

/** Under a page that stopped reading the catalog before it was full. */
export const partialPageNotice = (found: number, scanned: number): string =>
  `Only part of the catalog was searched for this page: ${found} ${found === 1 ? 'match' : 'matches'} among ${scanned} entities. Next searches on.`;

/** The index's empty state for a kind the catalog has no entity of; it names the kind as the URL gave it. */
export const kindWithoutEntitiesTitle = (kind: string): string => `No entities of kind '${kind}'`;
export const kindWithoutEntitiesDescription = 'The catalog holds no entity of this kind. Choose a kind it has, or show every kind.';
export const showAllKinds = 'Show all kinds';
