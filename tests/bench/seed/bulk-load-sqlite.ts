// A seeded 100,000-entity backend on the embedded default (in-memory SQLite) in minutes instead of the half
// hour and more the processing loop takes: the generated catalog's rows (bulk-rows.ts) are written into a
// SQLite file with the catalog's own schema, and the backend copies them into its in-memory catalog when it
// starts (config/dev-backend/embedded/seed-rows.module.ts). The in-memory default cannot be written from outside,
// and a backend serving the rows from the file answers several times slower than one holding them in memory.
//
//   npx tsx tests/bench/seed/bulk-load-sqlite.ts 100000 [--app-base-url http://127.0.0.1:3100]
//
// Keeps the backend running until Ctrl+C and describes it like measure-ingestion.ts --keep (seeded-backend.ts's
// file; seedingS is the load time, not a seeding figure).
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Entity } from '@backstage/catalog-model';
import { startEmbeddedBackend } from '../../../config/dev-backend/embedded/embedded-backend';
import { seedLocation } from '../../../config/dev-backend/embedded/seed-provider.module';
import { freePort } from '../../support/e2e/free-port';
import { bulkLoadArgs, catalogTables, untilStopped } from './bulk-rows';
import { KEEP_RUNNING_CONFIG } from './measure-ingestion';
import { writeSeedFile } from './seed-file';
import { seededBackendFile, SEEDED_BACKEND_ENV, writeSeededBackend } from './seeded-backend';
import { waitForSeed } from './seeded-catalog';
import { fetchGuestToken } from '../../../config/dev-backend/embedded/embedded-backend-client';

interface Statement {
  run(...values: ReadonlyArray<string | null>): unknown;
}
interface SqliteDatabase {
  prepare(sql: string): Statement;
  transaction(work: () => void): () => void;
  exec(sql: string): void;
  close(): void;
}
const require = createRequire(import.meta.url);
const Database = require('better-sqlite3') as new (file: string) => SqliteDatabase;

/** How SQLite's CURRENT_TIMESTAMP writes a time (UTC), which the catalog compares its timestamps with. */
const sqliteTimestamp = (date: Date): string => date.toISOString().replace('T', ' ').slice(0, 19);

const main = async (args: readonly string[]): Promise<void> => {
  const { total, appBaseUrl } = bulkLoadArgs(args);
  const file = join(tmpdir(), `portico-seed-${total}-1.json`);
  if (!existsSync(file)) writeSeedFile(file, total);
  const started = Date.now();
  const directory = await mkdtemp(join(tmpdir(), 'portico-sqlite-'));
  const rowsFile = join(directory, 'catalog.sqlite');
  const database = { backend: { database: { client: 'better-sqlite3', connection: { directory } } } };
  const stopAll: Array<() => Promise<void>> = [() => rm(directory, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stopAll.reverse()) await step().catch(() => undefined);
  };
  try {
    // A first start applies the catalog's migrations to a file: the rows are written with its schema.
    const first = await startEmbeddedBackend({ port: await freePort(), appBaseUrl, extraConfig: database, readyTimeoutMs: 300_000 });
    await first.stop();

    const entities = JSON.parse(readFileSync(file, 'utf8')) as Entity[];
    const tables = catalogTables(entities, seedLocation(file), sqliteTimestamp);
    const catalog = new Database(rowsFile);
    catalog.transaction(() => {
      // The first start registered the example entities too; the backend that loads the file registers its own.
      for (const { table } of [...tables].reverse()) catalog.exec(`delete from ${table}`);
      for (const { table, columns, rows } of tables) {
        const insert = catalog.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
        for (const row of rows) insert.run(...row);
      }
    })();
    catalog.close();
    const searchRows = tables.find((table) => table.table === 'search')?.rows.length ?? 0;
    console.log(`Loaded ${entities.length} entities (${searchRows} search rows) in ${Math.round((Date.now() - started) / 1000)} s`);

    const backend = await startEmbeddedBackend({
      port: await freePort(),
      appBaseUrl,
      extraConfig: { ...KEEP_RUNNING_CONFIG, portico: { seed: { rowsFile } } },
      readyTimeoutMs: 300_000,
      log: (line) => {
        if (/Copied the catalog rows|error/i.test(line)) console.log(line);
      },
    });
    stopAll.push(() => backend.stop());
    await waitForSeed({ baseUrl: backend.baseUrl, token: () => fetchGuestToken(backend.baseUrl), file, expected: total, timeoutMs: 600_000 });
    // In memory now: the file is not needed any more.
    await rm(directory, { recursive: true, force: true });
    const description = seededBackendFile(total);
    writeSeededBackend(description, { backendUrl: backend.baseUrl, portalUrl: appBaseUrl, entities: total, seedingS: Math.round((Date.now() - started) / 1000), database: 'sqlite' });
    console.log(`Bulk-loaded backend at ${backend.baseUrl}, its catalog in memory (Ctrl+C stops it); ${SEEDED_BACKEND_ENV}=${description}`);
    await untilStopped();
  } finally {
    await stop();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main(process.argv.slice(2));
