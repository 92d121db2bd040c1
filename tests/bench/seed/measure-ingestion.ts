// Measures how long the embedded backend takes to serve a generated catalog of a given size.
//
//   npx tsx tests/bench/seed/measure-ingestion.ts <entities> [--tuning bench|default] [--database sqlite|pg] [--extra config.json]
//
// `bench` (the default) re-processes hourly and re-indexes search hourly; `default` keeps the embedded
// backend's own intervals (re-process every 5 s, search every 30 s). `--database pg` runs the catalog on
// a throwaway PostgreSQL (seed/temporary-postgres.ts) instead of in-memory SQLite. `--extra` merges one
// more JSON config file last.
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startEmbeddedBackend } from '../../../config/backend/embedded-backend';
import { fetchGuestToken } from '../../../config/backend/embedded-backend-client';
import { freePort } from '../../support/e2e/free-port';
import { writeSeedFile } from './seed-file';
import { BENCH_TUNING, seedBackendConfig, waitForSeed, type SeedTuning } from './seeded-catalog';
import { startTemporaryPostgres } from './temporary-postgres';

export interface IngestionMeasurement {
  readonly entities: number;
  /** From spawning the backend until it answers its readiness check. */
  readonly readyMs: number;
  /** From spawning the backend until every seeded entity is served. */
  readonly ingestedMs: number;
}

export const measureIngestion = async (
  total: number,
  tuning: SeedTuning,
  extraConfig: Record<string, unknown> = {},
  log: (line: string) => void = () => undefined,
): Promise<IngestionMeasurement> => {
  const file = join(tmpdir(), `portico-seed-${total}-1.json`);
  if (!existsSync(file)) writeSeedFile(file, total);
  const port = await freePort();
  const started = Date.now();
  const backend = await startEmbeddedBackend({
    port,
    appBaseUrl: 'http://127.0.0.1:3000',
    extraConfig: { ...seedBackendConfig(file, tuning), ...extraConfig },
    log,
    readyTimeoutMs: 600_000,
  });
  const readyMs = Date.now() - started;
  try {
    const token = await fetchGuestToken(backend.baseUrl);
    await waitForSeed({
      baseUrl: backend.baseUrl,
      token,
      file,
      expected: total,
      timeoutMs: 6 * 3600_000,
      pollMs: 5_000,
      onProgress: (count, elapsed) => log(`[seed] ${count}/${total} after ${Math.round((readyMs + elapsed) / 1000)} s`),
    });
    return { entities: total, readyMs, ingestedMs: Date.now() - started };
  } finally {
    await backend.stop();
  }
};

const main = async (args: readonly string[]): Promise<void> => {
  const option = (name: string): string | undefined => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const total = Number(args[0]);
  const tuning = option('--tuning') === 'default' ? {} : BENCH_TUNING;
  const extraFile = option('--extra');
  const extra = extraFile ? (JSON.parse(readFileSync(extraFile, 'utf8')) as Record<string, unknown>) : {};
  const postgres = option('--database') === 'pg' ? await startTemporaryPostgres() : undefined;
  try {
    const database = postgres ? { backend: { database: postgres.databaseConfig } } : {};
    const result = await measureIngestion(total, tuning, { ...database, ...extra }, (line) => {
      if (line.startsWith('[seed]') || /Seeded|error/i.test(line)) console.log(line);
    });
    console.log(JSON.stringify({ ...result, database: postgres ? 'pg' : 'sqlite' }));
  } finally {
    postgres?.stop();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main(process.argv.slice(2));
