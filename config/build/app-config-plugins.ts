// The plugin packages an app config names (portico.plugins), read with the portal's own config loader so that
// the build bundles what the server will be configured with; each config file's values for them checked against
// their config schemas, and the extension ids app.extensions names, before anything is bundled.
import * as E from 'fp-ts/Either';
import { loadAppConfig } from '../server/app-config/load-app-config';
import { readPortalSettings } from '../server/app-config/portal-settings';
import { checkExtensionsOfConfig } from '../server/app-config/extensions-check';
import { checkPluginPackagesConfig } from './plugin-packages';
import type { EnvMap } from '../../domain/app/config-values';

/**
 * portico.plugins of the app config in `cwd` (and the given --config files), the packages installed where Node finds
 * them from `cwd` and their config as their schemas want it; throws the reason when any of that fails (a value of the
 * wrong type names the key and the file).
 */
export const pluginPackagesOfAppConfig = async (cwd: string, configFiles: readonly string[], env: EnvMap = process.env): Promise<readonly string[]> => {
  const loaded = await loadAppConfig({ cwd, configFiles, env });
  if (E.isLeft(loaded)) throw new Error(`Portico could not load its configuration: ${loaded.left}`);
  const settings = readPortalSettings(loaded.right.config);
  if (E.isLeft(settings)) throw new Error(settings.left);
  const { pluginPackages } = settings.right;
  const checked = await checkPluginPackagesConfig(cwd, pluginPackages, loaded.right.layers);
  if (E.isLeft(checked)) throw new Error(checked.left);
  // Every extension id app.extensions names is one the portal can have (the browser checks the plugins' own once loaded).
  const extensions = await checkExtensionsOfConfig(loaded.right.layers, loaded.right.config, cwd);
  if (E.isLeft(extensions)) throw new Error(extensions.left);
  return pluginPackages;
};
