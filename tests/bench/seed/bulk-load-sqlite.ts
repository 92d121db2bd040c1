// A seeded 100,000-entity SQLite backend in minutes instead of the hour and a half the processing loop takes: the
// generated catalog's rows (bulk-rows.ts) are written straight into the catalog's database. The embedded default
// keeps SQLite in memory, where nothing outside the backend can write; this backend keeps each plugin's database
// in a file of a temporary folder instead (`connection.directory`), with the same schema and queries, read
// through the operating system's page cache.
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
  const database = { backend: { database: { client: 'better-sqlite3', connection: { directory } } } };
  const stopAll: Array<() => Promise<void>> = [() => rm(directory, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stopAll.reverse()) await step().catch(() => undefined);
  };
  try {
    // A first start applies the catalog's migrations to its file.
    const first = await startEmbeddedBackend({ port: await freePort(), appBaseUrl, extraConfig: database, readyTimeoutMs: 300_000 });
    await first.stop();

    const entities = JSON.parse(readFileSync(file, 'utf8')) as Entity[];
    const tables = catalogTables(entities, seedLocation(file), sqliteTimestamp);
    const catalog = new Database(join(directory, 'catalog.sqlite'));
    catalog.transaction(() => {
      for (const { table, columns, rows } of tables) {
        const insert = catalog.prepare(`insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`);
        for (const row of rows) insert.run(...row);
      }
    })();
    catalog.exec('analyze');
    catalog.close();
    const searchRows = tables.find((table) => table.table === 'search')?.rows.length ?? 0;
    console.log(`Loaded ${entities.length} entities (${searchRows} search rows) in ${Math.round((Date.now() - started) / 1000)} s`);

    const backend = await startEmbeddedBackend({
      port: await freePort(),
      appBaseUrl,
      extraConfig: { ...KEEP_RUNNING_CONFIG, ...database },
      readyTimeoutMs: 300_000,
    });
    stopAll.push(() => backend.stop());
    const description = seededBackendFile(total);
    writeSeededBackend(description, { backendUrl: backend.baseUrl, portalUrl: appBaseUrl, entities: total, seedingS: Math.round((Date.now() - started) / 1000), database: 'sqlite' });
    console.log(`Bulk-loaded backend at ${backend.baseUrl}, its SQLite files in ${directory} (Ctrl+C stops it); ${SEEDED_BACKEND_ENV}=${description}`);
    await untilStopped();
  } finally {
    await stop();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main(process.argv.slice(2));
