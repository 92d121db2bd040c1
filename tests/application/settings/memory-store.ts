import type { KeyValueStore } from '../../../application/app/key-value-store.port';

/** A key-value store in memory, with what was written readable by the test. */
export class MemoryStore implements KeyValueStore {
  readonly values = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(initial)) this.values.set(key, value);
  }

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
