// `backend.database` of the portal's config, for the embedded backend: PostgreSQL instead of its
// in-memory SQLite. Replicas given the same database share everything Backstage keeps there: the catalog,
// scaffolder tasks and their events, the scheduler's task locks, and the public keys that verify tokens
// (the auth plugin's user-token signing keys and each plugin's service-to-service keys), so a token
// issued by one replica is accepted by every other.
import * as E from 'fp-ts/Either';

export interface PostgresConnection {
  readonly host: string;
  readonly port: number;
  readonly user: string;
  readonly password: string;
  /** Only with pluginDivisionMode 'schema'; otherwise each plugin gets a database of its own. */
  readonly database?: string;
}

export interface EmbeddedBackendDatabase {
  readonly client: 'pg';
  /** An object, or a connection string (postgresql://user:password@host:port/database). */
  readonly connection: PostgresConnection | string;
  /** 'database' (Backstage's default): one database per plugin; 'schema': one schema per plugin in one database. */
  readonly pluginDivisionMode?: 'database' | 'schema';
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const readPort = (value: unknown): number | undefined => {
  const port = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof port === 'number' && Number.isInteger(port) && port > 0 && port < 65536 ? port : undefined;
};

const readConnection = (value: unknown): E.Either<string, PostgresConnection | string> => {
  if (typeof value === 'string') {
    return value.trim() ? E.right(value) : E.left('backend.database.connection must not be empty');
  }
  if (!isObject(value)) return E.left('backend.database.connection must be a mapping (host, port, user, password) or a connection string');
  const { host, user, password, database } = value;
  const port = readPort(value['port'] ?? 5432);
  if (typeof host !== 'string' || !host) return E.left('backend.database.connection.host must be a host name');
  if (port === undefined) return E.left('backend.database.connection.port must be a port number');
  if (typeof user !== 'string' || !user) return E.left('backend.database.connection.user must be a user name');
  if (typeof password !== 'string') return E.left('backend.database.connection.password must be a string');
  if (database !== undefined && (typeof database !== 'string' || !database)) {
    return E.left('backend.database.connection.database must be a database name');
  }
  return E.right({ host, port, user, password, ...(typeof database === 'string' ? { database } : {}) });
};

/**
 * The embedded backend's database from the loaded config: undefined when `backend.database` is absent
 * (the embedded default, SQLite in memory), an error when it is there but not a usable PostgreSQL setting.
 */
export const readBackendDatabase = (config: Json): E.Either<string, EmbeddedBackendDatabase | undefined> => {
  const backend = config['backend'];
  const database = isObject(backend) ? backend['database'] : undefined;
  if (database === undefined || database === null) return E.right(undefined);
  if (!isObject(database)) return E.left('backend.database must be a mapping');
  if (database['client'] !== 'pg') {
    return E.left(`backend.database.client must be 'pg' (the embedded backend otherwise keeps its in-memory SQLite)`);
  }
  const mode = database['pluginDivisionMode'];
  if (mode !== undefined && mode !== 'database' && mode !== 'schema') {
    return E.left(`backend.database.pluginDivisionMode must be 'database' or 'schema'`);
  }
  const connection = readConnection(database['connection']);
  if (E.isLeft(connection)) return connection;
  return E.right({ client: 'pg', connection: connection.right, ...(mode ? { pluginDivisionMode: mode } : {}) });
};
