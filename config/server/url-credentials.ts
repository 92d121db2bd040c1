// A URL's user information (https://user:password@host) is a credential: it is taken out of every URL the browser's
// config carries and of every line the server logs.

/**
 * The scheme and authority of an absolute URL, up to the last '@' of the authority: WHATWG URLs end it at / \ ? #,
 * and a URL in a line of text ends at a space. Quotes may be in a password, so they do not end it.
 */
const USERINFO = /([a-z][a-z0-9+.-]*:\/\/)[^/\\?#\s]*@/gi;

/** `text` with the user information of every absolute URL in it taken out; everything else as it is. */
export const withoutUrlCredentials = (text: string): string => text.replace(USERINFO, '$1');

type Json = Record<string, unknown>;

/** Every string of a config value with its URLs' user information taken out. Keys named `__proto__` stay data. */
export const configWithoutUrlCredentials = (value: unknown): unknown => {
  if (typeof value === 'string') return withoutUrlCredentials(value);
  if (Array.isArray(value)) return value.map(configWithoutUrlCredentials);
  if (typeof value !== 'object' || value === null) return value;
  const out: Json = {};
  for (const [key, child] of Object.entries(value)) {
    Object.defineProperty(out, key, { value: configWithoutUrlCredentials(child), enumerable: true, writable: true, configurable: true });
  }
  return out;
};
