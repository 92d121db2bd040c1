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
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { once } from 'node:events';
import {
  ANNOTATION_LOCATION,
  ANNOTATION_ORIGIN_LOCATION,
  parseEntityRef,
  stringifyEntityRef,
  type Entity,
} from '@backstage/catalog-model';
import { startEmbeddedBackend } from '../../../config/dev-backend/embedded/embedded-backend';
import { seedLocation } from '../../../config/dev-backend/embedded/seed-provider.module';
import { freePort } from '../../support/e2e/free-port';
import { KEEP_RUNNING_CONFIG } from './measure-ingestion';
import { writeSeedFile } from './seed-file';
import { seededBackendFile, SEEDED_BACKEND_ENV, writeSeededBackend } from './seeded-backend';
import { startBenchPostgres } from './temporary-postgres';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
const { buildEntitySearch } = require(
  join(repoRoot, 'node_modules/@backstage/plugin-catalog-backend/dist/database/operations/stitcher/buildEntitySearch.cjs.js'),
) as { buildEntitySearch: (entityId: string, entity: Entity) => Array<{ entity_id: string; key: string; value: string | null; original_value: string | null }> };

const CATALOG_DB = 'backstage_plugin_catalog';

type Relation = { type: string; targetRef: string };

/** Forward relations of the spec fields the generated catalog fills. */
const relationsOf = (entity: Entity): Relation[] => {
  const spec = (entity.spec ?? {}) as Record<string, unknown>;
  const refs = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : []);
  const to = (type: string, defaultKind: string, value: unknown): Relation[] =>
    refs(value).map((ref) => ({ type, targetRef: stringifyEntityRef(parseEntityRef(ref, { defaultKind, defaultNamespace: 'default' })) }));
  return [
    ...to('ownedBy', 'Group', spec['owner']),
    ...to('partOf', 'System', spec['system']),
    ...to('partOf', 'Domain', spec['domain']),
    ...to('providesApi', 'API', spec['providesApis']),
    ...to('consumesApi', 'API', spec['consumesApis']),
    ...to('dependsOn', 'Component', spec['dependsOn']),
    ...to('memberOf', 'Group', spec['memberOf']),
    ...to('childOf', 'Group', spec['parent']),
  ];
};

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
  const total = Number(args[0]);
  const appBaseUrlIndex = args.indexOf('--app-base-url');
  const appBaseUrl = appBaseUrlIndex >= 0 ? args[appBaseUrlIndex + 1]! : 'http://127.0.0.1:3000';
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

    const location = seedLocation(file);
    const now = new Date().toISOString();
    const nextUpdate = new Date(Date.now() + 86_400_000).toISOString();
    const entities = JSON.parse(readFileSync(file, 'utf8')) as Entity[];
    const refreshRows: Array<Array<string | null>> = [];
    const finalRows: Array<Array<string | null>> = [];
    const searchRows: Array<Array<string | null>> = [];
    for (const raw of entities) {
      const entityId = randomUUID();
      const unprocessed: Entity = {
        ...raw,
        metadata: {
          ...raw.metadata,
          namespace: 'default',
          annotations: { ...raw.metadata.annotations, [ANNOTATION_LOCATION]: location, [ANNOTATION_ORIGIN_LOCATION]: location },
        },
      };
      const ref = stringifyEntityRef(unprocessed);
      const stitched: Entity = { ...unprocessed, metadata: { ...unprocessed.metadata, uid: entityId }, relations: relationsOf(unprocessed) };
      const hash = createHash('sha1').update(JSON.stringify(stitched)).digest('hex');
      const final = { ...stitched, metadata: { ...stitched.metadata, etag: hash } };
      refreshRows.push([entityId, ref, JSON.stringify(unprocessed), JSON.stringify(unprocessed), '{}', '[]', nextUpdate, now, location]);
      finalRows.push([entityId, hash, JSON.stringify(final), now, ref]);
      for (const row of buildEntitySearch(entityId, final)) searchRows.push([row.entity_id, row.key, row.value, row.original_value]);
    }
    const dir = await mkdtemp(join(tmpdir(), 'portico-bulk-'));
    stopAll.push(() => rm(dir, { recursive: true, force: true }));
    const tables: Array<[string, string, Array<Array<string | null>>]> = [
      ['refresh_state', 'entity_id, entity_ref, unprocessed_entity, processed_entity, cache, errors, next_update_at, last_discovery_at, location_key', refreshRows],
      ['final_entities', 'entity_id, hash, final_entity, last_updated_at, entity_ref', finalRows],
      ['search', 'entity_id, key, value, original_value', searchRows],
    ];
    for (const [table, columns, rows] of tables) {
      const csvFile = join(dir, `${table}.csv`);
      await writeRows(csvFile, rows);
      await postgres.query(`\\copy ${table} (${columns}) from '${csvFile}' with (format csv)`, CATALOG_DB);
    }
    await postgres.query('analyze', CATALOG_DB);
    console.log(`Loaded ${entities.length} entities (${searchRows.length} search rows) in ${Math.round((Date.now() - started) / 1000)} s`);

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
    await new Promise<void>((resolvePromise) => {
      process.once('SIGINT', () => resolvePromise());
      process.once('SIGTERM', () => resolvePromise());
    });
  } finally {
    await stop();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) void main(process.argv.slice(2));
