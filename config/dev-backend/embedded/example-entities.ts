// Reads the example catalog files in config/dev-backend/examples, so callers can wait for exactly these entities.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CORE_SCHEMA, loadAll } from 'js-yaml';

export const EXAMPLES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../examples');

// Template skeletons hold files to be templated; published docs sites hold no entities.
const NON_CATALOG_FOLDERS = new Set(['skeleton', 'techdocs']);

/** Every entity defined in the example files, as lower-case refs `kind:namespace/name`. */
export function exampleEntityRefs(dir: string = EXAMPLES_DIR): string[] {
  return catalogFiles(dir).flatMap((file) =>
    loadAll(readFileSync(file, 'utf8'), undefined, { schema: CORE_SCHEMA }).flatMap((document) => {
      const ref = entityRef(document);
      return ref ? [ref] : [];
    }),
  );
}

function catalogFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return NON_CATALOG_FOLDERS.has(entry.name) ? [] : catalogFiles(path);
    return /\.ya?ml$/.test(entry.name) ? [path] : [];
  });
}

function entityRef(document: unknown): string | undefined {
  if (typeof document !== 'object' || document === null) return undefined;
  const { kind, metadata } = document as { kind?: unknown; metadata?: { name?: unknown; namespace?: unknown } };
  if (typeof kind !== 'string' || typeof metadata?.name !== 'string') return undefined;
  const namespace = typeof metadata.namespace === 'string' ? metadata.namespace : 'default';
  return `${kind}:${namespace}/${metadata.name}`.toLowerCase();
}
