// app.extensions checked before the portal is built or started: every id names an extension of a built-in plugin, or
// of a plugin the config adds (portico.plugins, portico.backstagePlugins), whose extensions the browser checks once it
// has loaded them. An unknown id stops with the key, the file and the closest known id.
import * as E from 'fp-ts/Either';
import { BUILT_IN_EXTENSION_IDS } from '../../../domain/app/built-in-extensions';
import { checkExtensionIds } from '../../../domain/app/extension-check';
import { extensionEntriesOfLayers } from '../../../domain/app/extension-config';
import { parseExtensionId } from '../../../domain/app/extension-ids';
import { BUILT_IN_PLUGIN_IDS } from '../../../domain/app/built-in-plugins';
import { isJsonObject, type ConfigLayer, type ConfigObject } from '../../../domain/app/config-values';
import { readBackstagePlugins } from '../../../domain/backstage-plugins/backstage-plugin-config';
import { readPluginPackages } from '../../build/plugin-packages';
import { readPortalSettings } from './portal-settings';

/**
 * The ids of the plugins the config adds. Where the plugin packages cannot be read (not installed where the server of a
 * build runs, or a list their own check reports), every plugin that is not built in counts as added: the browser
 * checks its ids once it has loaded the plugins.
 */
const addedPluginIds = async (config: ConfigObject, appDir: string, named: readonly string[]): Promise<readonly string[]> => {
  const settings = readPortalSettings(config);
  const packages = E.isRight(settings) ? await readPluginPackages(appDir, settings.right.pluginPackages) : settings;
  if (E.isLeft(packages)) return named.filter((pluginId) => !BUILT_IN_PLUGIN_IDS.includes(pluginId));
  const portico = config['portico'];
  const backstage = readBackstagePlugins(isJsonObject(portico) ? portico['backstagePlugins'] : undefined);
  return [...packages.right.map((plugin) => plugin.pluginId), ...(E.isRight(backstage) ? backstage.right.map((plugin) => plugin.id) : [])];
};

/** Right when every app.extensions id of every layer is one the portal can have; Left: the first that is not. */
export const checkExtensionsOfConfig = async (layers: readonly ConfigLayer[], config: ConfigObject, appDir: string): Promise<E.Either<string, void>> => {
  const entries = extensionEntriesOfLayers(layers);
  if (E.isLeft(entries) || entries.right.length === 0) return E.map(() => undefined)(entries);
  const named = entries.right.flatMap((entry) => parseExtensionId(entry.id)?.pluginId ?? []);
  return checkExtensionIds(entries.right, { ids: BUILT_IN_EXTENSION_IDS, unlistedPluginIds: await addedPluginIds(config, appDir, named) });
};
