// Config and readiness check for an embedded backend seeded through config/dev-backend/embedded/seed-provider.module.ts.
import { seedLocation } from '../../../config/dev-backend/embedded/seed-provider.module';

type Json = Record<string, unknown>;

export interface SeedTuning {
  /** How often the catalog re-processes each entity; the embedded default is every 5 s (it follows edited example files). */
  readonly processingIntervalSeconds?: number;
  /**
   * How often the search collators (catalog and docs) re-read the catalog; the embedded default is every
   * 30 s. At 100,000 entities the docs collator's catalog query alone holds the backend for 0.5–0.7 s.
   */
  readonly searchCollatorMinutes?: number;
  /**
   * Keep orphans instead of looking for them every 30 s (Backstage's default 'delete' strategy): at
   * 100,000 entities that query holds the backend for 0.2–0.3 s, and a seeded catalog has no orphans.
   */
  readonly keepOrphans?: boolean;
}

/**
 * Tuning for a benchmark catalog: nothing is edited during the run, so nothing needs re-reading every few
 * seconds. Measured at 100,000 entities: with the embedded defaults the backend's event loop stops for
 * 0.8–0.9 s every 30 s (orphan search, then the docs collator), and any call of the page waits meanwhile.
 */
export const BENCH_TUNING: SeedTuning = { processingIntervalSeconds: 3600, searchCollatorMinutes: 60, keepOrphans: true };

const collatorsEvery = (minutes: number): Json => ({
  search: {
    collators: {
      catalog: { schedule: { frequency: { minutes } } },
      techdocs: { schedule: { frequency: { minutes } } },
    },
  },
});

/** Backend config (merged last) that keeps the backend's background work (re-reading, orphan search, collators) out of a run. */
export const quietBackendConfig = (tuning: SeedTuning = BENCH_TUNING): Json => ({
  ...(tuning.processingIntervalSeconds || tuning.keepOrphans
    ? {
        catalog: {
          ...(tuning.processingIntervalSeconds ? { processingInterval: { seconds: tuning.processingIntervalSeconds } } : {}),
          ...(tuning.keepOrphans ? { orphanStrategy: 'keep' } : {}),
        },
      }
    : {}),
  ...(tuning.searchCollatorMinutes ? collatorsEvery(tuning.searchCollatorMinutes) : {}),
});

/** Backend config (merged last) that seeds the catalog from `file`. */
export const seedBackendConfig = (file: string, tuning: SeedTuning = BENCH_TUNING): Json => ({
  portico: { seed: { file } },
  ...quietBackendConfig(tuning),
});

/** How many seeded entities the catalog serves (processed and stitched), counted by their location annotation. */
export const countSeeded = async (baseUrl: string, token: string, file: string): Promise<number> => {
  const params = new URLSearchParams({
    filter: `metadata.annotations.backstage.io/managed-by-location=${seedLocation(file)}`,
    limit: '1',
    fields: 'metadata.name',
  });
  const response = await fetch(`${baseUrl}/api/catalog/entities/by-query?${params.toString()}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok) throw new Error(`Counting seeded entities failed with ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { totalItems?: unknown };
  if (typeof body.totalItems !== 'number') throw new Error('by-query answered without totalItems');
  return body.totalItems;
};

export interface WaitForSeedOptions {
  readonly baseUrl: string;
  /** A fresh guest token: seeding 100,000 entities on a busy machine outlasts a token's hour. */
  readonly token: () => Promise<string>;
  readonly file: string;
  readonly expected: number;
  readonly timeoutMs: number;
  readonly pollMs?: number;
  readonly onProgress?: (count: number, elapsedMs: number) => void;
}

const TOKEN_RENEWAL_MS = 20 * 60_000;

/** Waits until every seeded entity is served; resolves with the time it took from the call. */
export const waitForSeed = async (options: WaitForSeedOptions): Promise<number> => {
  const started = Date.now();
  let count = 0;
  let token = await options.token();
  let tokenAt = Date.now();
  while (Date.now() - started < options.timeoutMs) {
    if (Date.now() - tokenAt > TOKEN_RENEWAL_MS) {
      token = await options.token();
      tokenAt = Date.now();
    }
    count = await countSeeded(options.baseUrl, token, options.file);
    options.onProgress?.(count, Date.now() - started);
    if (count >= options.expected) return Date.now() - started;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, options.pollMs ?? 2_000));
  }
  throw new Error(`Only ${count} of ${options.expected} seeded entities were served after ${options.timeoutMs} ms`);
};
