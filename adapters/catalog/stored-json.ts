import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import type { KeyValueStore } from '../../application/app/key-value-store.port';

/**
 * Reads a JSON value from the store: undefined when the key is absent, or when the text is not JSON
 * or not of the codec's shape (then onParseError hears the key, as Backstage's storage reports it).
 */
export const readStoredJson = <A>(
  store: KeyValueStore,
  key: string,
  codec: t.Type<A, unknown, unknown>,
  onParseError?: (key: string) => void,
): A | undefined => {
  const text = store.get(key);
  if (text === null) return undefined;
  try {
    const decoded = codec.decode(JSON.parse(text));
    if (E.isRight(decoded)) return decoded.right;
  } catch {
    // Not JSON: reported below like a value of the wrong shape.
  }
  onParseError?.(key);
  return undefined;
};
