// The config loader reads files and the environment, secrets included: it must stay on the server. This walks
// every module the browser entry (config/browser/main.tsx) imports, type imports included, and checks it is not among them.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const PROJECT = resolve(__dirname, '../../../..');
const ENTRY = join(PROJECT, 'config/browser/main.tsx');
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

const resolveModule = (from: string, specifier: string): string | undefined => {
  const base = resolve(dirname(from), specifier);
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => base + suffix).find((path) => /\.tsx?$/.test(path) && existsSync(path));
};

/** Project modules and npm packages reachable from the entry. */
const reachable = (entry: string): { modules: Set<string>; packages: Set<string> } => {
  const modules = new Set<string>([entry]);
  const packages = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      if (!specifier!.startsWith('.')) {
        packages.add(specifier!);
        continue;
      }
      const target = resolveModule(file, specifier!);
      if (target && !modules.has(target)) {
        modules.add(target);
        queue.push(target);
      }
    }
  }
  return { modules, packages };
};

describe('the browser bundle', () => {
  const { modules, packages } = reachable(ENTRY);
  const files = [...modules].map((module) => relative(PROJECT, module));

  it('is found from config/browser/main.tsx', () => {
    expect(files).toEqual(expect.arrayContaining(['config/browser/main.tsx', 'config/browser/container.ts', 'domain/app/config-values.ts', 'ui/app/app.tsx']));
    expect(files.length).toBeGreaterThan(100);
  });

  it('never pulls in the config loader or its schema', () => {
    expect(files.filter((file) => file.startsWith('config/server/app-config/'))).toEqual([]);
    expect([...packages].filter((name) => name.startsWith('@backstage/') || name.startsWith('node:'))).toEqual([]);
  });
});
