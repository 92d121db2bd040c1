// Measures how long the embedded backend takes to serve a generated catalog of a given size.
//
//   npx tsx tests/bench/seed/measure-ingestion.ts <entities> [--tuning bench|default] [--database sqlite|pg] [--extra config.json]
//       [--keep [--app-base-url http://127.0.0.1:3000]]
//
// `bench` (the default) re-processes hourly and re-indexes search hourly; `default` keeps the embedded
// backend's own intervals (re-process every 5 s, search every 30 s). `--database pg` runs the catalog on
// a throwaway PostgreSQL (seed/temporary-postgres.ts) instead of in-memory SQLite. `--extra` merges one
// more JSON config file last. `--keep` leaves the seeded backend running (nothing re-processed or
// re-indexed for a day) until Ctrl+C, for repeated browser measurements against it; it describes
// itself in a file (seed/seeded-backend.ts) that the catalog benchmark takes instead of seeding:
//   PORTICO_BENCH_SEEDED_BACKEND=<printed file> npx tsx tests/bench/run.ts catalog-100k
// `--app-base-url` is the portal origin the backend then allows, where the benchmark serves the portal.
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startEmbeddedBackend } from '../../../config/dev-backend/embedded/embedded-backend';
import { fetchGuestToken } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { freePort } from '../../support/e2e/free-port';
import { writeSeedFile } from './seed-file';
import { BENCH_TUNING, seedBackendConfig, waitForSeed, type SeedTuning } from './seeded-catalog';
import { seededBackendFile, SEEDED_BACKEND_ENV, writeSeededBackend, type SeededBackend } from './seeded-backend';
import { startBenchPostgres } from './temporary-postgres';

export interface IngestionMeasurement {
  readonly entities: number;
  /** From spawning the backend until it answers its readiness check. */
  readonly readyMs: number;
  /** From spawning the backend until every seeded entity is served. */
  readonly ingestedMs: number;
}

const DEFAULT_APP_BASE_URL = 'http://127.0.0.1:3000';

export interface IngestionOptions {
  readonly extraConfig?: Record<string, unknown>;
  readonly log?: (line: string) => void;
  /** The portal origin the backend allows (CORS); default http://127.0.0.1:3000. */
  readonly appBaseUrl?: string;
  /** Called with the running backend once it serves every entity; the backend stops when this resolves. */
  readonly whileRunning?: (backendUrl: string, measurement: IngestionMeasurement) => Promise<void>;
}

/** A seeded backend kept for measurements: nothing is re-processed or re-indexed during a day. */
export const KEEP_RUNNING_CONFIG = {
  catalog: { processingInterval: { seconds: 86_400 }, orphanStrategy: 'keep' },
  search: {
    collators: {
      catalog: { schedule: { frequency: { minutes: 1440 } } },
      techdocs: { schedule: { frequency: { minutes: 1440 } } },
    },
  },
};

export const measureIngestion = async (
  total: number,
  tuning: SeedTuning,
  options: IngestionOptions = {},
): Promise<IngestionMeasurement> => {
  const log = options.log ?? (() => undefined);
  const file = join(tmpdir(), `portico-seed-${total}-1.json`);
  if (!existsSync(file)) writeSeedFile(file, total);
  const port = await freePort();
  const started = Date.now();
  const backend = await startEmbeddedBackend({
    port,
    appBaseUrl: options.appBaseUrl ?? DEFAULT_APP_BASE_URL,
    extraConfig: { ...seedBackendConfig(file, tuning), ...options.extraConfig },
    log,
    readyTimeoutMs: 600_000,
  });
  const readyMs = Date.now() - started;
  try {
    await waitForSeed({
      baseUrl: backend.baseUrl,
      token: () => fetchGuestToken(backend.baseUrl),
      file,
      expected: total,
      timeoutMs: 6 * 3600_000,
      pollMs: 5_000,
      onProgress: (count, elapsed) => log(`[seed] ${count}/${total} after ${Math.round((readyMs + elapsed) / 1000)} s`),
    });
    const measurement = { entities: total, readyMs, ingestedMs: Date.now() - started };
    await options.whileRunning?.(backend.baseUrl, measurement);
    return measurement;
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
  const keep = args.includes('--keep');
  const appBaseUrl = option('--app-base-url');
  const postgres = option('--database') === 'pg' ? await startBenchPostgres() : undefined;
  try {
    const database = postgres ? { backend: { database: postgres.backendDatabase } } : {};
    const result = await measureIngestion(total, tuning, {
      extraConfig: { ...database, ...(keep ? KEEP_RUNNING_CONFIG : {}), ...extra },
      log: (line) => {
        if (line.startsWith('[seed]') || /Seeded|error/i.test(line)) console.log(line);
      },
      ...(appBaseUrl ? { appBaseUrl } : {}),
      ...(keep ? { whileRunning: keepUntilInterrupted(appBaseUrl ?? DEFAULT_APP_BASE_URL, postgres ? 'pg' : 'sqlite') } : {}),
    });
    console.log(JSON.stringify({ ...result, database: postgres ? 'pg' : 'sqlite' }));
  } finally {
    await postgres?.stop();
  }
};

/** Describes the running backend in a file for the catalog benchmark, then waits for Ctrl+C. */
const keepUntilInterrupted =
  (portalUrl: string, database: SeededBackend['database']) =>
  (backendUrl: string, measurement: IngestionMeasurement): Promise<void> => {
    const file = seededBackendFile(measurement.entities);
    const seedingS = Math.round(measurement.ingestedMs / 1000);
    writeSeededBackend(file, { backendUrl, portalUrl, entities: measurement.entities, seedingS, database });
    console.log(JSON.stringify(measurement));
    console.log(`Seeded backend running at ${backendUrl} (Ctrl+C stops it); ${SEEDED_BACKEND_ENV}=${file}`);
    return new Promise((resolvePromise) => {
      process.once('SIGINT', () => resolvePromise());
      process.once('SIGTERM', () => resolvePromise());
    });
  };

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main(process.argv.slice(2));
