// Config and readiness check for an embedded backend seeded through config/backend/seed-provider.module.ts.
import { seedLocation } from '../../../config/backend/seed-provider.module';

type Json = Record<string, unknown>;

export interface SeedTuning {
  /** How often the catalog re-processes each entity; the embedded default is every 5 s (it follows edited example files). */
  readonly processingIntervalSeconds?: number;
  /** How often the search collator re-reads the whole catalog; the embedded default is every 30 s. */
  readonly searchCollatorMinutes?: number;
}

/** Tuning for a benchmark catalog: nothing is edited during the run, so nothing needs re-reading every few seconds. */
export const BENCH_TUNING: SeedTuning = { processingIntervalSeconds: 3600, searchCollatorMinutes: 60 };

/** Backend config (merged last) that seeds the catalog from `file`. */
export const seedBackendConfig = (file: string, tuning: SeedTuning = BENCH_TUNING): Json => ({
  portico: { seed: { file } },
  ...(tuning.processingIntervalSeconds ? { catalog: { processingInterval: { seconds: tuning.processingIntervalSeconds } } } : {}),
  ...(tuning.searchCollatorMinutes
    ? { search: { collators: { catalog: { schedule: { frequency: { minutes: tuning.searchCollatorMinutes } } } } } }
    : {}),
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
  readonly token: string;
  readonly file: string;
  readonly expected: number;
  readonly timeoutMs: number;
  readonly pollMs?: number;
  readonly onProgress?: (count: number, elapsedMs: number) => void;
}

/** Waits until every seeded entity is served; resolves with the time it took from the call. */
export const waitForSeed = async (options: WaitForSeedOptions): Promise<number> => {
  const started = Date.now();
  let count = 0;
  while (Date.now() - started < options.timeoutMs) {
    count = await countSeeded(options.baseUrl, options.token, options.file);
    options.onProgress?.(count, Date.now() - started);
    if (count >= options.expected) return Date.now() - started;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, options.pollMs ?? 2_000));
  }
  throw new Error(`Only ${count} of ${options.expected} seeded entities were served after ${options.timeoutMs} ms`);
};
