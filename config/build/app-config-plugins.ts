// The plugin packages an app config names (portico.plugins), read with the portal's own config loader so that
// the build bundles what the server will be configured with.
import * as E from 'fp-ts/Either';
import { loadAppConfig } from '../server/app-config/load-app-config';
import { readPortalSettings } from '../server/app-config/portal-settings';

/** portico.plugins of the app config in `cwd` (and the given --config files); throws the loader's reason when it fails. */
export const pluginPackagesOfAppConfig = async (cwd: string, configFiles: readonly string[]): Promise<readonly string[]> => {
  const loaded = await loadAppConfig({ cwd, configFiles, env: process.env });
  if (E.isLeft(loaded)) throw new Error(`Portico could not load its configuration: ${loaded.left}`);
  const settings = readPortalSettings(loaded.right.config);
  if (E.isLeft(settings)) throw new Error(settings.left);
  return settings.right.pluginPackages;
};
