// Loads the embedded catalog's in-memory database from a SQLite file of catalog rows (`portico.seed.rowsFile`),
// for benchmarks with 100,000 entities: the processing loop takes over half an hour to seed them, and a
// backend reading the rows from a file answers several times slower than the embedded default, which keeps
// them in memory. The file holds the catalog's own tables, written with the same migrations
// (tests/bench/seed/bulk-load-sqlite.ts); its rows are copied once the catalog has migrated its database.
// Without the config key the module does nothing.
import { coreServices, createBackendModule } from '@backstage/backend-plugin-api';
import type { DatabaseClient as Knex } from './database-client';

export const SEED_ROWS_FILE_CONFIG_KEY = 'portico.seed.rowsFile';

/** The catalog tables a bulk load fills, in an order their foreign keys accept. */
export const SEEDED_CATALOG_TABLES = ['refresh_state', 'final_entities', 'search'] as const;

/** Copies every row of the seeded tables from a SQLite file of the same schema into the database `knex` serves. */
export const copyCatalogRows = async (knex: Knex, file: string): Promise<void> => {
  await knex.raw('attach database ? as seed', [file]);
  try {
    await knex.transaction(async (tx) => {
      for (const table of SEEDED_CATALOG_TABLES) await tx.raw(`insert into main.${table} select * from seed.${table}`);
    });
  } finally {
    await knex.raw('detach database seed');
  }
};

export const catalogModuleSeedRows = createBackendModule({
  pluginId: 'catalog',
  moduleId: 'portico-seed-rows',
  register(registration) {
    registration.registerInit({
      deps: { config: coreServices.rootConfig, database: coreServices.database, lifecycle: coreServices.lifecycle, logger: coreServices.logger },
      async init({ config, database, lifecycle, logger }) {
        const file = config.getOptionalString(SEED_ROWS_FILE_CONFIG_KEY);
        if (!file) return;
        // After every plugin's init: the catalog has created its tables by then.
        lifecycle.addStartupHook(async () => {
          const started = Date.now();
          await copyCatalogRows(await database.getClient(), file);
          logger.info(`Copied the catalog rows of ${file} in ${Date.now() - started} ms`);
        });
      },
    });
  },
});
