import type { KeyValueStore } from '../../application/app/key-value-store.port';

/** KeyValueStore over window.localStorage; storage that throws (private mode, quota) behaves as empty. */
export class LocalStorageStore implements KeyValueStore {
  constructor(private readonly storage: Storage) {}

  get(key: string): string | null {
    try {
      return this.storage.getItem(key);
    } catch {
      return null;
    }
  }

  set(key: string, value: string): void {
    try {
      this.storage.setItem(key, value);
    } catch {
      // Nothing to do: the preference simply is not remembered.
    }
  }

  remove(key: string): void {
    try {
      this.storage.removeItem(key);
    } catch {
      // As above.
    }
  }
}

/** In-memory KeyValueStore for tests and non-browser hosts. */
export class MemoryStore implements KeyValueStore {
  private readonly values = new Map<string, string>();
  get(key: string): string | null {
    return this.values.get(key) ?? null;
  }
  set(key: string, value: string): void {
    this.values.set(key, value);
  }
  remove(key: string): void {
    this.values.delete(key);
  }
}
