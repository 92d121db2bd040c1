// A seeded PostgreSQL backend in minutes instead of hours: the generated catalog is written straight into the
// catalog's tables (refresh_state, final_entities, and the search rows Backstage's own buildEntitySearch makes of
// each entity) instead of going through the processing loop, which on a busy machine seeds a few entities a
// second. The entities are what processing would have stitched for the figures the catalog index looks at:
// the seed provider's location annotations, a uid and etag, and the relations their spec names (owner, system,
// domain, APIs, dependencies, membership, parent) without the reverse ones. Nothing is queued for processing
// (next update in a day), so the backend serves the rows as loaded.
//
//   npx tsx tests/bench/seed/bulk-load-pg.ts 100000 [--app-base-url http://127.0.0.1:3100]
//
// Keeps the backend and its cluster running until Ctrl+C and describes it like measure-ingestion.ts --keep
// (seeded-backend.ts's file; seedingS is the load time, not a seeding figure).
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { once } from 'node:events';
import type { Entity } from '@backstage/catalog-model';
import { startEmbeddedBackend } from '../../../config/dev-backend/embedded/embedded-backend';
import { seedLocation } from '../../../config/dev-backend/embedded/seed-provider.module';
import { freePort } from '../../support/e2e/free-port';
import { bulkLoadArgs, catalogTables, untilStopped } from './bulk-rows';
import { KEEP_RUNNING_CONFIG } from './measure-ingestion';
import { writeSeedFile } from './seed-file';
import { seededBackendFile, SEEDED_BACKEND_ENV, writeSeededBackend } from './seeded-backend';
import { startBenchPostgres } from './temporary-postgres';

const CATALOG_DB = 'backstage_plugin_catalog';

const csv = (value: string | null): string => (value === null ? '' : `"${value.replace(/"/g, '""')}"`);

const writeRows = async (file: string, rows: Iterable<ReadonlyArray<string | null>>): Promise<void> => {
  const out = createWriteStream(file);
  for (const row of rows) {
    if (!out.write(`${row.map(csv).join(',')}\n`)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
};

const main = async (args: readonly string[]): Promise<void> => {
  const { total, appBaseUrl } = bulkLoadArgs(args);
  const file = join(tmpdir(), `portico-seed-${total}-1.json`);
  if (!existsSync(file)) writeSeedFile(file, total);
  const started = Date.now();
  const postgres = await startBenchPostgres();
  const stopAll: Array<() => Promise<void>> = [() => postgres.stop()];
  const stop = async () => {
    for (const step of stopAll.reverse()) await step().catch(() => undefined);
  };
  try {
    // A first start applies the catalog's migrations.
    const first = await startEmbeddedBackend({ port: await freePort(), appBaseUrl, database: postgres.backendDatabase, readyTimeoutMs: 300_000 });
    await first.stop();

    const entities = JSON.parse(readFileSync(file, 'utf8')) as Entity[];
    const tables = catalogTables(entities, seedLocation(file), (date) => date.toISOString());
    const dir = await mkdtemp(join(tmpdir(), 'portico-bulk-'));
    stopAll.push(() => rm(dir, { recursive: true, force: true }));
    for (const { table, columns, rows } of tables) {
      const csvFile = join(dir, `${table}.csv`);
      await writeRows(csvFile, rows);
      await postgres.query(`\\copy ${table} (${columns.join(', ')}) from '${csvFile}' with (format csv)`, CATALOG_DB);
    }
    await postgres.query('analyze', CATALOG_DB);
    const searchRows = tables.find((table) => table.table === 'search')?.rows.length ?? 0;
    console.log(`Loaded ${entities.length} entities (${searchRows} search rows) in ${Math.round((Date.now() - started) / 1000)} s`);

    const backend = await startEmbeddedBackend({
      port: await freePort(),
      appBaseUrl,
      database: postgres.backendDatabase,
      extraConfig: KEEP_RUNNING_CONFIG,
      readyTimeoutMs: 300_000,
    });
    stopAll.push(() => backend.stop());
    const description = seededBackendFile(total);
    writeSeededBackend(description, { backendUrl: backend.baseUrl, portalUrl: appBaseUrl, entities: total, seedingS: Math.round((Date.now() - started) / 1000), database: 'pg' });
    console.log(`Bulk-loaded backend at ${backend.baseUrl}, PostgreSQL at ${postgres.host}:${postgres.port} (Ctrl+C stops both); ${SEEDED_BACKEND_ENV}=${description}`);
    await untilStopped();
  } finally {
    await stop();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main(process.argv.slice(2));
