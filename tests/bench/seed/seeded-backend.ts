// A seeded backend kept running (measure-ingestion.ts --keep) described in a JSON file, so that the
// catalog benchmark can measure against it again and again without seeding for half an hour each time:
//   PORTICO_BENCH_SEEDED_BACKEND=/tmp/portico-seeded-backend-100000.json npx tsx tests/bench/run.ts catalog-100k
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const SEEDED_BACKEND_ENV = 'PORTICO_BENCH_SEEDED_BACKEND';

export interface SeededBackend {
  readonly backendUrl: string;
  /** The portal origin the backend allows (CORS): the portal under test must be served there. */
  readonly portalUrl: string;
  readonly entities: number;
  /** How long seeding took when the backend was started. */
  readonly seedingS: number;
  readonly database: 'sqlite' | 'pg';
}

export const seededBackendFile = (entities: number): string => join(tmpdir(), `portico-seeded-backend-${entities}.json`);

export const writeSeededBackend = (file: string, backend: SeededBackend): void =>
  writeFileSync(file, `${JSON.stringify(backend, null, 2)}\n`);

const isSeededBackend = (value: unknown): value is SeededBackend => {
  const v = value as Partial<SeededBackend> | null;
  return (
    typeof v === 'object' && v !== null &&
    typeof v.backendUrl === 'string' && typeof v.portalUrl === 'string' &&
    typeof v.entities === 'number' && typeof v.seedingS === 'number' &&
    (v.database === 'sqlite' || v.database === 'pg')
  );
};

/** The backend named by PORTICO_BENCH_SEEDED_BACKEND, if set; fails when the file does not describe one. */
export const seededBackendFromEnv = (env: NodeJS.ProcessEnv = process.env): SeededBackend | undefined => {
  const file = env[SEEDED_BACKEND_ENV];
  if (!file) return undefined;
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!isSeededBackend(parsed)) throw new Error(`${file} does not describe a seeded backend (backendUrl, portalUrl, entities, seedingS, database)`);
  return parsed;
};
