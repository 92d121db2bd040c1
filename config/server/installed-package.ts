// Where an installed package is, as Node finds a package by name: in node_modules of a folder or of a folder above.
import { access, readdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** The path of `name`'s package.json as Node would find it from `fromDir`; undefined when it is not installed. */
export const installedManifestPath = async (fromDir: string, name: string): Promise<string | undefined> => {
  for (let dir = resolve(fromDir); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    if (await access(candidate).then(() => true, () => false)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
};

/** The names of the packages installed where Node looks from `appDir`: node_modules of appDir and of each folder above. */
export const installedPackageNames = async (appDir: string): Promise<string[]> => {
  const names = new Set<string>();
  for (let dir = resolve(appDir); ; dir = dirname(dir)) {
    const modules = join(dir, 'node_modules');
    for (const entry of await readdir(modules).catch(() => [] as string[])) {
      if (entry.startsWith('.')) continue;
      if (!entry.startsWith('@')) names.add(entry);
      else for (const scoped of await readdir(join(modules, entry)).catch(() => [] as string[])) if (!scoped.startsWith('.')) names.add(`${entry}/${scoped}`);
    }
    if (dirname(dir) === dir) return [...names].sort();
  }
};
