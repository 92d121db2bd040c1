// The seeding benchmarks' PostgreSQL: a throwaway cluster (tests/support/postgres.ts) tuned for speed over
// durability, since its data is thrown away with it.
import { startTemporaryPostgres, type TemporaryPostgres } from '../../support/postgres';

export const BENCH_POSTGRES_SETTINGS: Readonly<Record<string, string>> = {
  fsync: 'off',
  synchronous_commit: 'off',
  full_page_writes: 'off',
  shared_buffers: '256MB',
};

export const startBenchPostgres = (): Promise<TemporaryPostgres> => startTemporaryPostgres({ settings: BENCH_POSTGRES_SETTINGS });
