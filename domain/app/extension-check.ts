// Whether every id app.extensions names is an extension the portal has. An unknown id stops the start with the key,
// the file and the closest known id, as a misspelling most likely is.
import * as E from 'fp-ts/Either';
import { closestName } from './closest-name';
import type { ExtensionEntry } from './extension-config';
import { parseExtensionId } from './extension-ids';

export interface KnownExtensions {
  /** Every id the portal's extensions have (or, before the browser has loaded the plugins, the built-in ones). */
  readonly ids: readonly string[];
  /**
   * Plugins whose extensions are not listed in `ids` (packages, before the browser loads them): an id of theirs
   * passes here and is checked once they are loaded.
   */
  readonly unlistedPluginIds?: readonly string[];
}

/** The message for an id the portal does not have. */
export const unknownExtensionMessage = (entry: ExtensionEntry, known: readonly string[]): string => {
  const suggestion = closestName(entry.id, known);
  const where = `Config key '${entry.key}' in '${entry.context}' names the extension '${entry.id}', which the portal does not have`;
  if (suggestion !== undefined) return `${where}: did you mean '${suggestion}'?`;
  const pluginId = parseExtensionId(entry.id)?.pluginId;
  const ofPlugin = known.filter((id) => parseExtensionId(id)?.pluginId === pluginId);
  return ofPlugin.length > 0 ? `${where} (the plugin '${pluginId}' has ${ofPlugin.join(', ')})` : `${where} (no plugin '${pluginId}' is in the portal)`;
};

/** Right when every entry names a known extension; Left: the first one that does not, with the closest known id. */
export const checkExtensionIds = (entries: readonly ExtensionEntry[], known: KnownExtensions): E.Either<string, void> => {
  const ids = new Set(known.ids);
  const unlisted = new Set(known.unlistedPluginIds ?? []);
  for (const entry of entries) {
    if (ids.has(entry.id)) continue;
    const pluginId = parseExtensionId(entry.id)?.pluginId;
    if (pluginId !== undefined && unlisted.has(pluginId)) continue;
    return E.left(unknownExtensionMessage(entry, known.ids));
  }
  return E.right(undefined);
};
