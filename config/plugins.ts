// The feature areas the portal is composed of. Each plugin brings its routes and sidebar entries.
import * as E from 'fp-ts/Either';
import { validateUniquePluginIds } from '../domain/app/plugins';
import type { PortalPlugin } from '../ui/app/plugin';
import { catalogPlugin } from '../ui/catalog/catalog-plugin';
import { homePlugin } from '../ui/home/home-plugin';

export const portalPlugins = (): readonly PortalPlugin[] => {
  const plugins = [homePlugin, catalogPlugin];
  const checked = validateUniquePluginIds(plugins);
  if (E.isLeft(checked)) throw new Error(checked.left.message);
  return plugins;
};
