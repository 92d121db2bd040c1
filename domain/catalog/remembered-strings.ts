// Catalogs repeat the same annotation keys, label keys and apiVersions on many entities, so the validator remembers
// the strings it has found valid and recognises them again by a set lookup instead of a scan.
//
// Bounded: two generations of at most `limit` strings each. Valid strings go into the newer one; when it is full it
// becomes the older one and the oldest generation is dropped. A string met again while in the older generation
// moves back into the newer one, so the keys a catalog keeps using stay while the ones met once go.

/** How often a cache answered from memory. */
export interface CacheStats {
  /** Strings looked up (values of other types are not counted). */
  readonly lookups: number;
  /** Lookups answered from memory, without a scan. */
  readonly hits: number;
}

export class RememberedStrings {
  private recent = new Set<string>();
  private older = new Set<string>();
  private lookupCount = 0;
  private hitCount = 0;

  constructor(
    private readonly isValid: (value: string) => boolean,
    /** Strings per generation: at most twice as many are held. */
    readonly limit = 2048,
  ) {}

  /** Whether `value` is a string that `isValid` accepts. */
  check(value: unknown): value is string {
    if (typeof value !== 'string') return false;
    this.lookupCount++;
    if (this.recent.has(value)) {
      this.hitCount++;
      return true;
    }
    if (this.older.has(value)) {
      this.hitCount++;
      this.remember(value);
      return true;
    }
    if (!this.isValid(value)) return false;
    this.remember(value);
    return true;
  }

  /** How many strings are held now (at most twice the limit). */
  get size(): number {
    return this.recent.size + this.older.size;
  }

  get stats(): CacheStats {
    return { lookups: this.lookupCount, hits: this.hitCount };
  }

  /** Forgets every string and the counts (a benchmark starts each round cold). */
  clear(): void {
    this.recent = new Set();
    this.older = new Set();
    this.lookupCount = 0;
    this.hitCount = 0;
  }

  private remember(value: string): void {
    if (this.recent.size >= this.limit) {
      this.older = this.recent;
      this.recent = new Set();
    }
    this.recent.add(value);
  }
}
