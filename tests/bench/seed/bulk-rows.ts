// The catalog's rows for a generated catalog, as processing and stitching would have left them for the figures the
// catalog index looks at: refresh_state, final_entities, and the search rows Backstage's own buildEntitySearch makes
// of each entity. The entities carry the seed provider's location annotations, a uid and etag, and the relations
// their spec names (owner, system, domain, APIs, dependencies, membership, parent) without the reverse ones.
// Shared by the bulk loaders (bulk-load-pg.ts, bulk-load-sqlite.ts).
import { createHash, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANNOTATION_LOCATION, ANNOTATION_ORIGIN_LOCATION, parseEntityRef, stringifyEntityRef, type Entity } from '@backstage/catalog-model';
import type { SEEDED_CATALOG_TABLES } from '../../../config/dev-backend/embedded/seed-rows.module';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const require = createRequire(import.meta.url);
const { buildEntitySearch } = require(
  join(repoRoot, 'node_modules/@backstage/plugin-catalog-backend/dist/database/operations/stitcher/buildEntitySearch.cjs.js'),
) as { buildEntitySearch: (entityId: string, entity: Entity) => Array<{ entity_id: string; key: string; value: string | null; original_value: string | null }> };

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

export type Row = Array<string | null>;

/** Each table the loaders fill, its columns, and its rows in that column order. */
export interface CatalogTable {
  readonly table: (typeof SEEDED_CATALOG_TABLES)[number];
  readonly columns: readonly string[];
  readonly rows: Row[];
}

/**
 * The rows of `entities` registered from `location`. Timestamps are written by `timestamp` (each database reads
 * its own format); nothing is due for processing for a day, so the backend serves the rows as loaded.
 */
export const catalogTables = (entities: readonly Entity[], location: string, timestamp: (date: Date) => string): CatalogTable[] => {
  const now = timestamp(new Date());
  const nextUpdate = timestamp(new Date(Date.now() + 86_400_000));
  const refresh: Row[] = [];
  const final: Row[] = [];
  const search: Row[] = [];
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
    const finalEntity = { ...stitched, metadata: { ...stitched.metadata, etag: hash } };
    refresh.push([entityId, ref, JSON.stringify(unprocessed), JSON.stringify(unprocessed), '{}', '[]', nextUpdate, now, location]);
    final.push([entityId, hash, JSON.stringify(finalEntity), now, ref]);
    for (const row of buildEntitySearch(entityId, finalEntity)) search.push([row.entity_id, row.key, row.value, row.original_value]);
  }
  return [
    {
      table: 'refresh_state',
      columns: ['entity_id', 'entity_ref', 'unprocessed_entity', 'processed_entity', 'cache', 'errors', 'next_update_at', 'last_discovery_at', 'location_key'],
      rows: refresh,
    },
    { table: 'final_entities', columns: ['entity_id', 'hash', 'final_entity', 'last_updated_at', 'entity_ref'], rows: final },
    { table: 'search', columns: ['entity_id', 'key', 'value', 'original_value'], rows: search },
  ];
};

/** The command line both loaders take: `<entities> [--app-base-url <origin>]`. */
export const bulkLoadArgs = (args: readonly string[]): { readonly total: number; readonly appBaseUrl: string } => {
  const appBaseUrlIndex = args.indexOf('--app-base-url');
  return { total: Number(args[0]), appBaseUrl: appBaseUrlIndex >= 0 ? args[appBaseUrlIndex + 1]! : 'http://127.0.0.1:3000' };
};

/** Resolves on Ctrl+C or SIGTERM: the loaded backend keeps serving until then. */
export const untilStopped = (): Promise<void> =>
  new Promise<void>((resolvePromise) => {
    process.once('SIGINT', () => resolvePromise());
    process.once('SIGTERM', () => resolvePromise());
  });
