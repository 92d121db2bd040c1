import type { LoggerService } from '@backstage/backend-plugin-api';
import type { DatabaseClient as Knex } from '../../../../config/dev-backend/embedded/database-client';
import {
  ensureSearchTrigramIndex,
  SEARCH_TRIGRAM_INDEX,
  SEARCH_TRIGRAM_INDEX_SQL,
} from '../../../../config/dev-backend/embedded/search-trigram-index.module';

/** A knex stand-in that records the statements it is given and answers them with `answer`. */
const fakeKnex = (client: string, answer: (sql: string) => unknown) => {
  const statements: string[] = [];
  const knex = {
    client: { config: { client } },
    raw: async (sql: string) => {
      statements.push(sql);
      return answer(sql);
    },
  };
  return { knex: knex as unknown as Knex, statements };
};

const fakeLogger = () => {
  const lines: { level: string; message: string }[] = [];
  const logger = {
    info: (message: string) => lines.push({ level: 'info', message }),
    warn: (message: string) => lines.push({ level: 'warn', message }),
  };
  return { logger: logger as unknown as LoggerService, lines };
};

const noRows = () => ({ rows: [] });

describe('ensureSearchTrigramIndex', () => {
  it('does nothing on SQLite', async () => {
    const { knex, statements } = fakeKnex('better-sqlite3', noRows);
    expect(await ensureSearchTrigramIndex(knex, fakeLogger().logger)).toBe(false);
    expect(statements).toEqual([]);
  });

  it('creates pg_trgm and the index when missing, idempotently', async () => {
    const { knex, statements } = fakeKnex('pg', noRows);
    const { logger, lines } = fakeLogger();
    expect(await ensureSearchTrigramIndex(knex, logger)).toBe(true);
    expect(statements.slice(1)).toEqual([...SEARCH_TRIGRAM_INDEX_SQL]);
    expect(SEARCH_TRIGRAM_INDEX_SQL.every((sql) => sql.includes('if not exists'))).toBe(true);
    expect(lines).toEqual([{ level: 'info', message: expect.stringContaining(SEARCH_TRIGRAM_INDEX) }]);
  });

  it('drops an index left invalid by an interrupted build before building it again', async () => {
    const { knex, statements } = fakeKnex('pg', (sql) => (sql.includes('indisvalid') ? { rows: [{ indisvalid: false }] } : noRows()));
    expect(await ensureSearchTrigramIndex(knex, fakeLogger().logger)).toBe(true);
    expect(statements[1]).toBe(`drop index concurrently if exists ${SEARCH_TRIGRAM_INDEX}`);
    expect(statements.slice(2)).toEqual([...SEARCH_TRIGRAM_INDEX_SQL]);
  });

  it('warns and lets the backend run on when the extension cannot be created', async () => {
    const { knex } = fakeKnex('pg', (sql) => {
      if (sql.startsWith('create extension')) throw new Error('permission denied to create extension "pg_trgm"');
      return noRows();
    });
    const { logger, lines } = fakeLogger();
    expect(await ensureSearchTrigramIndex(knex, logger)).toBe(false);
    expect(lines).toEqual([{ level: 'warn', message: expect.stringContaining('permission denied to create extension') }]);
  });
});
