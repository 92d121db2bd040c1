// Where an installed package is, as Node finds a package by name: in node_modules of a folder or of a folder above.
import { access } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';

/** The path of `name`'s package.json as Node would find it from `fromDir`; undefined when it is not installed. */
export const installedManifestPath = async (fromDir: string, name: string): Promise<string | undefined> => {
  for (let dir = resolve(fromDir); ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name, 'package.json');
    if (await access(candidate).then(() => true, () => false)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
};
