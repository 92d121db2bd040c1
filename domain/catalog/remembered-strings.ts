// Catalogs repeat the same few annotation keys, label keys and apiVersions on every entity, so the
// validator remembers the strings it has found valid and recognises them again by a set lookup.

/** A check of `isValid` that remembers up to `limit` valid strings (and starts over when full). */
export const rememberValidStrings = (isValid: (value: string) => boolean, limit = 256): ((value: unknown) => value is string) => {
  const known = new Set<string>();
  return (value: unknown): value is string => {
    if (typeof value !== 'string') return false;
    if (known.has(value)) return true;
    if (!isValid(value)) return false;
    if (known.size >= limit) known.clear();
    known.add(value);
    return true;
  };
};
