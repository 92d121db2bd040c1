import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseClient as Knex } from '../../../../config/dev-backend/embedded/database-client';
import { copyCatalogRows, SEEDED_CATALOG_TABLES } from '../../../../config/dev-backend/embedded/seed-rows.module';

interface SqliteDatabase {
  prepare(sql: string): { run(...values: unknown[]): unknown; get(...values: unknown[]): unknown; all(): unknown[] };
  exec(sql: string): void;
  close(): void;
}
const Database = createRequire(__filename)('better-sqlite3') as new (file: string) => SqliteDatabase;

const SCHEMA = `
  create table refresh_state (entity_id text primary key, entity_ref text not null unique);
  create table final_entities (entity_id text primary key references refresh_state (entity_id) on delete cascade, final_entity text);
  create table search (entity_id text references refresh_state (entity_id) on delete cascade, key text, value text);
`;

/** The part of knex the copy uses, over one better-sqlite3 connection: statements run on SQLite itself. */
const knexOver = (db: SqliteDatabase) => {
  const raw = async (sql: string, bindings: unknown[] = []) => db.prepare(sql).run(...bindings);
  const transaction = async (work: (tx: { raw: typeof raw }) => Promise<void>) => {
    db.exec('begin');
    try {
      await work({ raw });
      db.exec('commit');
    } catch (error) {
      db.exec('rollback');
      throw error;
    }
  };
  return { raw, transaction } as unknown as Knex;
};

const count = (db: SqliteDatabase, table: string): number => (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;

describe('copyCatalogRows', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'portico-seed-rows-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const seedFile = (entities: number): string => {
    const file = join(folder, 'catalog.sqlite');
    const seed = new Database(file);
    seed.exec(SCHEMA);
    for (let i = 0; i < entities; i += 1) {
      seed.prepare('insert into refresh_state values (?, ?)').run(`id-${i}`, `component:default/c${i}`);
      seed.prepare('insert into final_entities values (?, ?)').run(`id-${i}`, `{"kind":"Component"}`);
      seed.prepare('insert into search values (?, ?, ?)').run(`id-${i}`, 'kind', 'component');
    }
    seed.close();
    return file;
  };

  it('copies every seeded table into the in-memory catalog, keeping the rows it already holds', async () => {
    const file = seedFile(25);
    const catalog = new Database(':memory:');
    catalog.exec(SCHEMA);
    catalog.exec(`pragma foreign_keys = on; insert into refresh_state values ('example', 'component:default/example')`);
    await copyCatalogRows(knexOver(catalog), file);
    expect(SEEDED_CATALOG_TABLES.map((table) => count(catalog, table))).toEqual([26, 25, 25]);
    // The file is detached again: the catalog's connection holds only its own database.
    expect(catalog.prepare('pragma database_list').all()).toEqual([expect.objectContaining({ name: 'main' })]);
    catalog.close();
  });

  it('copies nothing and detaches the file when a row clashes with one the catalog holds', async () => {
    const file = seedFile(3);
    const catalog = new Database(':memory:');
    catalog.exec(SCHEMA);
    catalog.exec(`insert into refresh_state values ('id-1', 'component:default/c1')`);
    await expect(copyCatalogRows(knexOver(catalog), file)).rejects.toThrow(/UNIQUE/);
    expect(SEEDED_CATALOG_TABLES.map((table) => count(catalog, table))).toEqual([1, 0, 0]);
    expect(catalog.prepare('pragma database_list').all()).toHaveLength(1);
    catalog.close();
  });
});
