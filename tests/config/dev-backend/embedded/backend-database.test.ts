import * as E from 'fp-ts/Either';
import { readBackendDatabase } from '../../../../config/dev-backend/embedded/backend-database';

const connection = { host: 'db.internal', port: 5432, user: 'backstage', password: 's3cret' };

describe('backend.database for the embedded backend', () => {
  it('is absent without backend.database, so the backend keeps its in-memory SQLite', () => {
    expect(readBackendDatabase({})).toEqual(E.right(undefined));
    expect(readBackendDatabase({ backend: { baseUrl: 'http://localhost:7007' } })).toEqual(E.right(undefined));
  });

  it('reads a PostgreSQL connection with an optional database and plugin division mode', () => {
    expect(readBackendDatabase({ backend: { database: { client: 'pg', connection } } })).toEqual(
      E.right({ client: 'pg', connection }),
    );
    expect(
      readBackendDatabase({
        backend: { database: { client: 'pg', connection: { ...connection, database: 'portico' }, pluginDivisionMode: 'schema' } },
      }),
    ).toEqual(E.right({ client: 'pg', connection: { ...connection, database: 'portico' }, pluginDivisionMode: 'schema' }));
  });

  it('takes the port as text (environment overrides) and defaults it to 5432', () => {
    const { port: _port, ...withoutPort } = connection;
    expect(readBackendDatabase({ backend: { database: { client: 'pg', connection: { ...connection, port: '6543' } } } })).toEqual(
      E.right({ client: 'pg', connection: { ...connection, port: 6543 } }),
    );
    expect(readBackendDatabase({ backend: { database: { client: 'pg', connection: withoutPort } } })).toEqual(
      E.right({ client: 'pg', connection }),
    );
  });

  it('passes a connection string on as it is', () => {
    const url = 'postgresql://backstage:s3cret@db.internal:5432/portico';
    expect(readBackendDatabase({ backend: { database: { client: 'pg', connection: url } } })).toEqual(
      E.right({ client: 'pg', connection: url }),
    );
  });

  it.each([
    [{ client: 'better-sqlite3', connection: ':memory:' }, "client must be 'pg'"],
    ['pg', 'must be a mapping'],
    [{ client: 'pg' }, 'connection must be a mapping'],
    [{ client: 'pg', connection: { ...connection, host: '' } }, 'host'],
    [{ client: 'pg', connection: { ...connection, port: 70000 } }, 'port'],
    [{ client: 'pg', connection: { ...connection, user: 3 } }, 'user'],
    [{ client: 'pg', connection: { ...connection, password: undefined } }, 'password'],
    [{ client: 'pg', connection: { ...connection, database: '' } }, 'database'],
    [{ client: 'pg', connection, pluginDivisionMode: 'table' }, 'pluginDivisionMode'],
  ])('refuses %j', (database, message) => {
    const read = readBackendDatabase({ backend: { database } });
    expect(E.isLeft(read) && read.left).toContain(message);
  });
});
