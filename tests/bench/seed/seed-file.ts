// Writes a generated catalog as a seed file for the embedded backend's seed provider
// (config/dev-backend/embedded/seed-provider.module.ts reads `portico.seed.file`).
//
//   npx tsx tests/bench/seed/seed-file.ts <entities> [--seed N] [--out file.json]
//
// then start the backend with `portico: { seed: { file: <that file> } }` in its config.
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateCatalog } from './generate-catalog';

export interface SeedFile {
  readonly path: string;
  readonly entities: number;
}

/** Writes `total` generated entities (a JSON array) to `path`. */
export const writeSeedFile = (path: string, total: number, seed = 1): SeedFile => {
  const entities = generateCatalog(total, seed);
  writeFileSync(path, JSON.stringify(entities));
  return { path, entities: entities.length };
};

const defaultPath = (total: number, seed: number): string => join(tmpdir(), `portico-seed-${total}-${seed}.json`);

const main = (args: readonly string[]): void => {
  const option = (name: string): string | undefined => {
    const index = args.indexOf(name);
    return index >= 0 ? args[index + 1] : undefined;
  };
  const total = Number(args[0]);
  const seed = Number(option('--seed') ?? 1);
  if (!Number.isInteger(total) || !Number.isInteger(seed)) {
    console.error('usage: tsx tests/bench/seed/seed-file.ts <entities> [--seed N] [--out file.json]');
    process.exit(2);
  }
  const written = writeSeedFile(resolve(option('--out') ?? defaultPath(total, seed)), total, seed);
  console.log(`${written.entities} entities written to ${written.path}`);
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main(process.argv.slice(2));
