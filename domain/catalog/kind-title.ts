// How a kind is written in headings: as the catalog spells it (e.g. 'API', not 'Api').

/** The core kinds, spelled as their schemas spell them. */
const CORE_KINDS = ['Component', 'API', 'System', 'Domain', 'Resource', 'Location', 'User', 'Group', 'Template'] as const;

/**
 * The kind's proper spelling: a core kind's, else the backend's (`knownKinds`, e.g. the kind facet's
 * values), else the given text with a capital first letter.
 */
export const kindTitle = (kind: string, knownKinds: readonly string[] = []): string => {
  const lower = kind.toLowerCase();
  const known = [...CORE_KINDS, ...knownKinds].find((candidate) => candidate.toLowerCase() === lower);
  return known ?? `${kind.slice(0, 1).toUpperCase()}${kind.slice(1)}`;
};
