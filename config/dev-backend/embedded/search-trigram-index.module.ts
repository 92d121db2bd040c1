// On PostgreSQL, a trigram index on the catalog's search table. Backstage answers a text filter
// (`fullTextFilterTerm`) with `search.value like '%term%'`, which no b-tree serves: without this index
// every filtered page scans the whole table (about a second at 100,000 entities). A GIN index with
// pg_trgm's operator class serves that substring match. Built after the catalog's migrations (a startup
// hook of the catalog plugin), concurrently so that the catalog keeps writing meanwhile, and in the
// background so that a large existing catalog does not hold up the start. Without pg_trgm (or the right
// to create it) the backend runs on, slower, and says so. SQLite: nothing to do.
import { coreServices, createBackendModule, type DatabaseService, type LoggerService } from '@backstage/backend-plugin-api';

/** The catalog's knex client (knex itself is not a direct dependency). */
type Knex = Awaited<ReturnType<DatabaseService['getClient']>>;

export const SEARCH_TRIGRAM_INDEX = 'search_value_trgm_idx';

/** What an operator of their own Backstage backend runs once in the catalog's database. */
export const SEARCH_TRIGRAM_INDEX_SQL = [
  'create extension if not exists pg_trgm',
  `create index concurrently if not exists ${SEARCH_TRIGRAM_INDEX} on search using gin (value gin_trgm_ops)`,
] as const;

const isPostgres = (knex: Knex): boolean => String(knex.client.config.client).includes('pg');

/** An interrupted concurrent build leaves an invalid index that `if not exists` would keep forever. */
const dropIfInvalid = async (knex: Knex): Promise<void> => {
  const result = await knex.raw<{ rows: Array<{ indisvalid: boolean }> }>(
    'select indisvalid from pg_index where indexrelid = to_regclass(?)',
    [SEARCH_TRIGRAM_INDEX],
  );
  if (result.rows.some((row) => !row.indisvalid)) await knex.raw(`drop index concurrently if exists ${SEARCH_TRIGRAM_INDEX}`);
};

/** Creates pg_trgm and the index when missing; true when the index is there afterwards. */
export const ensureSearchTrigramIndex = async (knex: Knex, logger: LoggerService): Promise<boolean> => {
  if (!isPostgres(knex)) return false;
  const started = Date.now();
  try {
    await dropIfInvalid(knex);
    for (const statement of SEARCH_TRIGRAM_INDEX_SQL) await knex.raw(statement);
    logger.info(`Trigram index ${SEARCH_TRIGRAM_INDEX} on search.value ready (${Date.now() - started} ms)`);
    return true;
  } catch (error) {
    logger.warn(
      `No trigram index on the catalog's search table, text filters will scan it: ${error instanceof Error ? error.message : String(error)}`,
    );
    return false;
  }
};

export const catalogModuleSearchTrigramIndex = createBackendModule({
  pluginId: 'catalog',
  moduleId: 'portico-search-trigram-index',
  register(registration) {
    registration.registerInit({
      deps: { database: coreServices.database, lifecycle: coreServices.lifecycle, logger: coreServices.logger },
      async init({ database, lifecycle, logger }) {
        // The catalog plugin's own start (which applies its migrations) has finished when this runs.
        lifecycle.addStartupHook(async () => {
          const knex = await database.getClient();
          void ensureSearchTrigramIndex(knex, logger);
        });
      },
    });
  },
});
