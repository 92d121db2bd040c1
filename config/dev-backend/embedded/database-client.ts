import type { DatabaseService } from '@backstage/backend-plugin-api';

/** A plugin's knex client, as the backend's database service hands it out (knex itself is not a direct dependency). */
export type DatabaseClient = Awaited<ReturnType<DatabaseService['getClient']>>;
