// A team's own Backstage backend plugins and modules for the embedded backend: `portico.embeddedBackendModules` of
// the portal's app config, npm package names installed in the app's repository (a search collator for its plugins'
// document types, a scaffolder action, a catalog processor). Each is found here, where the app is, because the
// backend runs from another folder; the backend adds each package's default export beside its own plugins.
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as E from 'fp-ts/Either';
// Node's own resolution of `import(name)` from a given folder (its conditions and package exports), which
// import.meta.resolve does only from the module that calls it.
import { resolve as resolveImport } from 'import-meta-resolve';
// The catalog's "did you mean" for kinds: the same letters in another case, else the nearest within two edits.
import { suggestKind as closestName } from '../../domain/catalog/known-kinds';
import { isJsonObject } from '../../domain/app/config-values';
import type { AddedBackendModule } from '../dev-backend/embedded/embedded-backend';
import { installedManifestPath, installedPackageNames } from './installed-package';

type Json = Record<string, unknown>;

export const EMBEDDED_BACKEND_MODULES_KEY = 'portico.embeddedBackendModules';

const notInstalled = async (appDir: string, name: string): Promise<string> => {
  const closest = closestName(name, await installedPackageNames(appDir));
  const where = `The backend module '${name}' named in ${EMBEDDED_BACKEND_MODULES_KEY} is not installed in ${appDir}`;
  return closest === undefined ? `${where} (npm install ${name})` : `${where}: did you mean ${closest}?`;
};

/**
 * The entry files of the packages `portico.embeddedBackendModules` names, as Node imports them from `appDir`; none when
 * the key is absent. The config's schema has already checked that the key lists package names.
 */
export const resolveEmbeddedBackendModules = async (config: Json, appDir: string): Promise<E.Either<string, AddedBackendModule[]>> => {
  const portico = config['portico'];
  const names = isJsonObject(portico) ? portico['embeddedBackendModules'] : undefined;
  if (!Array.isArray(names)) return E.right([]);
  const dir = resolve(appDir);
  const from = pathToFileURL(join(dir, 'package.json')).href;
  const modules: AddedBackendModule[] = [];
  for (const name of names.filter((value): value is string => typeof value === 'string')) {
    if (!(await installedManifestPath(dir, name))) return E.left(await notInstalled(dir, name));
    try {
      modules.push({ packageName: name, file: fileURLToPath(resolveImport(name, from)) });
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      return E.left(`The backend module '${name}' named in ${EMBEDDED_BACKEND_MODULES_KEY} has no entry Node can load: ${reason}`);
    }
  }
  return E.right(modules);
};
