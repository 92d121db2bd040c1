// Starred entities: a list of entity refs per user, toggled on and
// off; entries of the old settings format (`entity:<kind>:<namespace>:<name>`) migrate once.
import * as E from 'fp-ts/Either';
import { canonicalEntityRef, stringifyEntityRef } from './entity-ref';

/** Canonical form when the value is a full entity ref, else the value as it is. */
const normalize = (ref: string): string => {
  const canonical = canonicalEntityRef(ref);
  return E.isRight(canonical) ? canonical.right : ref;
};

export const isStarred = (starred: readonly string[], ref: string): boolean => {
  const wanted = normalize(ref);
  return starred.some((entry) => normalize(entry) === wanted);
};

/** Adds the ref at the end, or removes it when it is already starred. */
export const toggleStarred = (starred: readonly string[], ref: string): readonly string[] => {
  const wanted = normalize(ref);
  return isStarred(starred, ref) ? starred.filter((entry) => normalize(entry) !== wanted) : [...starred, wanted];
};

/**
 * Starred refs after moving legacy entries in: the current list, then each valid legacy entry
 * not yet in it. Legacy values that are not strings of the old form are ignored.
 */
export const migrateLegacyStarred = (legacy: unknown, current: readonly string[]): readonly string[] => {
  if (!Array.isArray(legacy)) return current;
  const result = [...current];
  const seen = new Set(current.map(normalize));
  for (const entry of legacy) {
    if (typeof entry !== 'string') continue;
    const parts = entry.split(':');
    if (parts.length !== 4 || parts[0] !== 'entity') continue;
    const [, kind = '', namespace = '', name = ''] = parts;
    if (!kind || !namespace || !name) continue;
    const ref = stringifyEntityRef({ kind, namespace, name });
    if (!seen.has(ref)) {
      seen.add(ref);
      result.push(ref);
    }
  }
  return result;
};
