// A throwaway PostgreSQL server for seeding benchmarks (Debian's `postgresql` package): a fresh
// cluster in a temporary directory on a free loopback port, tuned for speed over durability
// (fsync off: the data is thrown away), removed again by stop().
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/e2e/free-port';

const PG_ROOT = '/usr/lib/postgresql';

export interface TemporaryPostgres {
  /** `backend.database` for the embedded Backstage backend. */
  readonly databaseConfig: Record<string, unknown>;
  stop(): void;
}

/** The bin directory of the newest installed PostgreSQL, if any. */
export const postgresBinDir = (): string | undefined => {
  if (!existsSync(PG_ROOT)) return undefined;
  const versions = readdirSync(PG_ROOT)
    .filter((version) => existsSync(join(PG_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(PG_ROOT, versions[0], 'bin') : undefined;
};

export const startTemporaryPostgres = async (): Promise<TemporaryPostgres> => {
  const bin = postgresBinDir();
  if (!bin) throw new Error(`No PostgreSQL under ${PG_ROOT} (apt-get install postgresql)`);
  const dir = mkdtempSync(join(tmpdir(), 'portico-bench-pg-'));
  chmodSync(dir, 0o700);
  // PostgreSQL refuses to run as root; run it as the package's `postgres` user then.
  const asRoot = userInfo().uid === 0;
  if (asRoot) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const run = (tool: string, args: string[]) =>
    execFileSync(asRoot ? 'runuser' : join(bin, tool), asRoot ? ['-u', 'postgres', '--', join(bin, tool), ...args] : args, {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  const data = join(dir, 'data');
  const port = await freePort();
  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
    } catch {
      // Not running (any more).
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    const options = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c shared_buffers=256MB',
    ].join(' ');
    run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
  } catch (error) {
    stop();
    throw error;
  }
  return {
    databaseConfig: {
      client: 'pg',
      // With trust authentication any password is accepted; the backend insists on one being set.
      connection: { host: '127.0.0.1', port, user: 'postgres', password: 'unused' },
    },
    stop,
  };
};
