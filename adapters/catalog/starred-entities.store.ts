import * as t from 'io-ts';
import type { KeyValueStore } from '../../application/app/key-value-store.port';
import type { StarredEntitiesStore } from '../../application/catalog/starred-entities-store.port';
import {
  LEGACY_STARRED_BUCKET,
  LEGACY_STARRED_KEY,
  STARRED_BUCKET,
  STARRED_KEY,
} from '../../domain/catalog/constants';
import { migrateLegacyStarred } from '../../domain/catalog/starred';
import { readStoredJson } from './stored-json';

/** Each user's starred refs live under this prefix plus ':{userEntityRef}'. */
export const STARRED_STORAGE_KEY_PREFIX = '@portico/catalog/starred';

export const starredStorageKey = (userEntityRef: string): string =>
  `${STARRED_STORAGE_KEY_PREFIX}:${userEntityRef.toLowerCase()}`;

/** Where Backstage's web storage (`/{bucket}/{key}`) keeps the starred refs, for everyone on the browser. */
export const BACKSTAGE_STARRED_STORAGE_KEY = `/${STARRED_BUCKET}/${STARRED_KEY}`;
/** The older settings entry (`entity:<kind>:<namespace>:<name>`), migrated once and then removed. */
export const LEGACY_STARRED_STORAGE_KEY = `/${LEGACY_STARRED_BUCKET}/${LEGACY_STARRED_KEY}`;

const RefListCodec = t.readonlyArray(t.string);

/**
 * Starred refs per user in a KeyValueStore. A user without a list of their own starts from the list
 * Backstage kept on this browser; legacy settings entries are merged in and their key removed.
 */
export class KeyValueStarredEntitiesStore implements StarredEntitiesStore {
  private readonly cache = new Map<string, readonly string[]>();
  private readonly listeners = new Set<(userEntityRef: string, refs: readonly string[]) => void>();

  constructor(
    private readonly store: KeyValueStore,
    private readonly onParseError?: (key: string) => void,
  ) {}

  get(userEntityRef: string): readonly string[] {
    const key = starredStorageKey(userEntityRef);
    const cached = this.cache.get(key);
    if (cached) return cached;
    const refs = this.load(key);
    this.cache.set(key, refs);
    return refs;
  }

  set(userEntityRef: string, refs: readonly string[]): void {
    const key = starredStorageKey(userEntityRef);
    const copy = [...refs];
    this.store.set(key, JSON.stringify(copy));
    this.cache.set(key, copy);
    for (const listener of [...this.listeners]) listener(userEntityRef, copy);
  }

  subscribe(listener: (userEntityRef: string, refs: readonly string[]) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  private load(key: string): readonly string[] {
    const own = readStoredJson(this.store, key, RefListCodec, this.onParseError);
    const current = own ?? readStoredJson(this.store, BACKSTAGE_STARRED_STORAGE_KEY, RefListCodec, this.onParseError) ?? [];
    const legacyText = this.store.get(LEGACY_STARRED_STORAGE_KEY);
    if (legacyText === null) {
      if (own === undefined && current.length > 0) this.store.set(key, JSON.stringify(current));
      return current;
    }
    let legacy: unknown;
    try {
      legacy = JSON.parse(legacyText);
    } catch {
      this.onParseError?.(LEGACY_STARRED_STORAGE_KEY);
    }
    const migrated = migrateLegacyStarred(legacy, current);
    this.store.set(key, JSON.stringify(migrated));
    this.store.remove(LEGACY_STARRED_STORAGE_KEY);
    return migrated;
  }
}
