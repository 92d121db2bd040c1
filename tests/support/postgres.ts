// A throwaway PostgreSQL cluster for tests: initdb in a fresh temporary folder, a server on a free
// loopback port (trust authentication, 127.0.0.1 only, its socket in that folder), removed by stop().
// PostgreSQL refuses to run as root; as root the cluster runs as the `postgres` user (Debian's package
// creates it), or `nobody` where there is none.
import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { EmbeddedBackendDatabase } from '../../config/dev-backend/embedded/backend-database';
import { freePort } from './e2e/free-port';

const run = promisify(execFile);

const PG_ROOT = '/usr/lib/postgresql';
const SUPERUSER = 'postgres';
const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 200;

export interface TemporaryPostgresOptions {
  /** Extra server settings (`-c name=value`), e.g. `{ fsync: 'off' }` for benchmarks that throw the data away. */
  readonly settings?: Readonly<Record<string, string>>;
}

export interface TemporaryPostgres {
  readonly host: string;
  readonly port: number;
  readonly user: string;
  /** `backend.database` for the embedded Backstage backend. */
  readonly backendDatabase: EmbeddedBackendDatabase;
  /** Runs one SQL statement with psql as the superuser; the rows of its first column, as text. */
  query(sql: string, database?: string): Promise<string[]>;
  /** Stops the server and removes its folder; safe to call twice. */
  stop(): Promise<void>;
}

const isExecutable = (dir: string | undefined): dir is string => !!dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));

/** PostgreSQL's bin folder: `pg_config --bindir`, else the newest /usr/lib/postgresql/<version>/bin, else PATH. */
export const findPostgresBinDir = async (): Promise<string | undefined> => {
  const fromPgConfig = await run('pg_config', ['--bindir']).then(
    (result) => result.stdout.trim(),
    () => undefined,
  );
  if (isExecutable(fromPgConfig)) return fromPgConfig;
  const versions = existsSync(PG_ROOT) ? await readdir(PG_ROOT) : [];
  const newest = versions
    .map((version) => join(PG_ROOT, version, 'bin'))
    .filter(isExecutable)
    .sort((a, b) => Number(b.split('/').at(-2)) - Number(a.split('/').at(-2)))[0];
  if (newest) return newest;
  const onPath = (process.env.PATH ?? '').split(':').find((dir) => isExecutable(dir));
  return onPath;
};

/** The unprivileged account the cluster runs as when this process is root. */
const clusterAccount = async (): Promise<{ name: string; uid: number; gid: number } | undefined> => {
  if (userInfo().uid !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const [uid, gid] = await Promise.all([run('id', ['-u', name]), run('id', ['-g', name])]);
      return { name, uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
    } catch {
      // No such user; try the next.
    }
  }
  throw new Error('Running as root, but neither a postgres nor a nobody user exists to run PostgreSQL as');
};

/** pg_isready exits 0 once the server accepts connections. */
const acceptsConnections = (bin: string, host: string, port: number): Promise<boolean> =>
  run(join(bin, 'pg_isready'), ['-h', host, '-p', String(port), '-U', SUPERUSER, '-d', 'postgres', '-t', '2']).then(
    () => true,
    () => false,
  );

export const startTemporaryPostgres = async (options: TemporaryPostgresOptions = {}): Promise<TemporaryPostgres> => {
  const bin = await findPostgresBinDir();
  if (!bin) throw new Error('PostgreSQL not found (pg_config, /usr/lib/postgresql/*/bin, PATH): apt-get install postgresql');
  const account = await clusterAccount();
  const dir = await mkdtemp(join(tmpdir(), 'portico-pg-'));
  await chmod(dir, 0o700);
  if (account) await chown(dir, account.uid, account.gid);
  const tool = (name: string, args: readonly string[]) =>
    account
      ? run('runuser', ['-u', account.name, '--', join(bin, name), ...args], { cwd: dir })
      : run(join(bin, name), [...args], { cwd: dir });

  const data = join(dir, 'data');
  const host = '127.0.0.1';
  let started = false;
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (stopped) return;
    stopped = true;
    if (started) await tool('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await tool('initdb', ['-D', data, '-U', SUPERUSER, '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
    const port = await freePort();
    const settings = { listen_addresses: host, ...options.settings };
    const serverOptions = [`-p ${port}`, `-k ${dir}`, ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`)];
    started = true;
    await tool('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', serverOptions.join(' '), 'start']);
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!(await acceptsConnections(bin, host, port))) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL on ${host}:${port} accepted no connection within ${READY_TIMEOUT_MS} ms`);
      await new Promise((resolvePromise) => setTimeout(resolvePromise, READY_POLL_MS));
    }
    return {
      host,
      port,
      user: SUPERUSER,
      backendDatabase: {
        client: 'pg',
        // Trust authentication takes any password; Backstage's pg connector wants one set.
        connection: { host, port, user: SUPERUSER, password: 'unused' },
      },
      query: async (sql, database = 'postgres') => {
        const psqlArgs = ['-h', host, '-p', String(port), '-U', SUPERUSER, '-d', database, '-At', '-v', 'ON_ERROR_STOP=1', '-c', sql];
        const { stdout } = await run(join(bin, 'psql'), psqlArgs);
        return stdout.split('\n').filter((line) => line !== '');
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
};
