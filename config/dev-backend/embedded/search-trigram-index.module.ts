// On PostgreSQL, a trigram index on the catalog's search table. Backstage answers a text filter
// (`fullTextFilterTerm`) with `search.value like '%term%'`, which no b-tree serves: the match is checked on
// every row of the fields asked. A GIN index with pg_trgm's operator class serves that substring match. It
// covers only the rows of the fields the catalog index filters on: a tenth of the table (names, titles, tags,
// display names), so it stays small and cheap to keep up while the catalog writes, and the planner picks it
// (over all keys, owner refs and annotations holding the same word outnumber the names ~7 to 1 and it does
// not). Built after the catalog's migrations (a startup hook of the catalog plugin), concurrently so that the
// catalog keeps writing meanwhile, and in the background so that a large existing catalog does not hold up the
// start. Without pg_trgm (or the right to create it) the backend runs on, slower, and says so. SQLite: nothing.
import { coreServices, createBackendModule, type LoggerService } from '@backstage/backend-plugin-api';
import { TEXT_FILTER_FIELDS } from '../../../domain/catalog/filter-query';
import type { DatabaseClient as Knex } from './database-client';

export const SEARCH_TRIGRAM_INDEX = 'search_text_value_trgm_idx';

/** The search table's keys of the text filter's fields (the catalog stores them lower-cased). */
const TEXT_FILTER_KEYS = TEXT_FILTER_FIELDS.map((field) => `'${field.toLowerCase()}'`).join(', ');

/** What an operator of their own Backstage backend runs once in the catalog's database. */
export const SEARCH_TRIGRAM_INDEX_SQL = [
  'create extension if not exists pg_trgm',
  `create index concurrently if not exists ${SEARCH_TRIGRAM_INDEX} on search using gin (value gin_trgm_ops) where key in (${TEXT_FILTER_KEYS})`,
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
