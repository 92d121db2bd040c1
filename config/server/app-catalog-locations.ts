// A team's own catalog files for the embedded backend: `catalog.locations` of the portal's app config (app-config.yaml,
// app-config.local.yaml, --config files), as Backstage writes them. The embedded backend reads them besides its
// examples. A relative `file` target is a path in the app's repository (where `portico start` or `npm start` runs),
// made absolute here because the backend runs from another folder.
import { isAbsolute, resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import type { CatalogLocationConfig } from '../dev-backend/embedded/embedded-backend';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

const SHAPE = 'a list of { type, target } (type file or url)';

/**
 * `catalog.locations` of the loaded config: none when the key is absent; an error naming the key when it is not a list
 * of locations. `file` targets are made absolute from `appDir`; other types are passed on as written.
 */
export const readAppCatalogLocations = (config: Json, appDir: string): E.Either<string, CatalogLocationConfig[]> => {
  const catalog = config['catalog'];
  const locations = isObject(catalog) ? catalog['locations'] : undefined;
  if (locations === undefined || locations === null) return E.right([]);
  if (!Array.isArray(locations)) return E.left(`catalog.locations must be ${SHAPE}`);
  const read: CatalogLocationConfig[] = [];
  for (const [index, location] of locations.entries()) {
    const key = `catalog.locations[${index}]`;
    if (!isObject(location)) return E.left(`${key} must be a mapping with a type and a target`);
    const { type, target, rules } = location;
    if (typeof type !== 'string' || !type.trim()) return E.left(`${key}.type must be a location type (file or url)`);
    if (typeof target !== 'string' || !target.trim()) return E.left(`${key}.target must be a path or a URL`);
    if (rules !== undefined && !Array.isArray(rules)) return E.left(`${key}.rules must be a list of { allow: [kinds] }`);
    const trimmedType = type.trim();
    const trimmedTarget = target.trim();
    read.push({
      type: trimmedType,
      target: trimmedType === 'file' && !isAbsolute(trimmedTarget) ? resolve(appDir, trimmedTarget) : trimmedTarget,
      ...(rules ? { rules } : {}),
    });
  }
  return E.right(read);
};
