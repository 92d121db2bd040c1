// Safe reads of a parsed definition document (JSON or YAML turned into plain values). Only own properties are
// read, so keys like `__proto__` or `constructor` in a hostile document never reach Object.prototype.

export type DocumentRecord = { readonly [key: string]: unknown };

export const isRecord = (value: unknown): value is DocumentRecord =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An own property of a record, else undefined. */
export const field = (value: unknown, key: string): unknown =>
  isRecord(value) && Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;

export const recordField = (value: unknown, key: string): DocumentRecord | undefined => {
  const found = field(value, key);
  return isRecord(found) ? found : undefined;
};

export const arrayField = (value: unknown, key: string): readonly unknown[] => {
  const found = field(value, key);
  return Array.isArray(found) ? found : [];
};

/** Strings as they are; numbers and booleans as text (YAML reads `version: 1.0` as a number). */
export const textField = (value: unknown, key: string): string | undefined => scalarText(field(value, key));

export const scalarText = (value: unknown): string | undefined => {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return undefined;
};

/** Own entries of a record, in document order. */
export const entriesOf = (value: unknown): ReadonlyArray<readonly [string, unknown]> =>
  isRecord(value) ? Object.keys(value).map((key) => [key, value[key]] as const) : [];

const unescapePointerToken = (token: string): string => {
  let decoded = token;
  try {
    decoded = decodeURIComponent(token);
  } catch {
    // A malformed percent escape stays as written.
  }
  return decoded.replace(/~1/g, '/').replace(/~0/g, '~');
};

/** Resolves a local reference ('#/components/schemas/Money'); anything else (other files, URLs) is unresolved. */
export const resolveLocalRef = (document: unknown, ref: string): unknown => {
  if (ref === '#') return document;
  if (!ref.startsWith('#/')) return undefined;
  let current: unknown = document;
  for (const token of ref.slice(2).split('/').map(unescapePointerToken)) {
    if (Array.isArray(current)) {
      const index = /^(0|[1-9][0-9]*)$/.test(token) ? Number(token) : -1;
      current = index >= 0 && index < current.length ? current[index] : undefined;
    } else {
      current = field(current, token);
    }
    if (current === undefined) return undefined;
  }
  return current;
};

/** The last segment of a reference, as a readable name ('#/components/schemas/Money' is 'Money'). */
export const refName = (ref: string): string => {
  const last = ref.split('/').pop() ?? ref;
  return unescapePointerToken(last) || ref;
};

export const refOf = (value: unknown): string | undefined => {
  const ref = field(value, '$ref');
  return typeof ref === 'string' ? ref : undefined;
};

/** Follows `$ref` chains (at most a few hops) to the referenced value; the first ref's name is kept. */
export const dereference = (document: unknown, value: unknown, maxHops = 16): { readonly value: unknown; readonly refName?: string } => {
  let current = value;
  let name: string | undefined;
  for (let hop = 0; hop < maxHops; hop += 1) {
    const ref = refOf(current);
    if (ref === undefined) return name === undefined ? { value: current } : { value: current, refName: name };
    name ??= refName(ref);
    current = resolveLocalRef(document, ref);
  }
  return { value: undefined, ...(name !== undefined ? { refName: name } : {}) };
};
