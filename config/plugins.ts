// The feature areas the portal is composed of. Each plugin brings its routes and sidebar entries.
import * as E from 'fp-ts/Either';
import { validateUniquePluginIds } from '../domain/app/plugins';
import type { PortalPlugin } from '../ui/app/plugin';
import { catalogPlugin } from '../ui/catalog/catalog-plugin';
import { homePlugin } from '../ui/home/home-plugin';
import { orgPlugin } from '../ui/org/org-plugin';
// --- search, docs, settings, palette (issue 8) ---
import { docsPlugin } from '../ui/docs/docs-plugin';
import { palettePlugin } from '../ui/palette/palette-plugin';
import { searchPlugin } from '../ui/search/search-plugin';
import { settingsPlugin } from '../ui/settings/settings-plugin';
// --- end search, docs, settings, palette ---
// kubernetes (issue 5)
import { kubernetesPlugin } from '../ui/kubernetes/kubernetes-plugin';
// scaffolder (issue 6)
import { scaffolderPlugin } from '../ui/scaffolder/scaffolder-plugin';
// import (issue 7)
import { importPlugin } from '../ui/import/import-plugin';
// api docs, catalog graph (issue 7)
import { apiDocsPlugin } from '../ui/api-docs/api-docs-plugin';
import { graphPlugin } from '../ui/graph/graph-plugin';

export const portalPlugins = (): readonly PortalPlugin[] => {
  const plugins: PortalPlugin[] = [homePlugin, catalogPlugin, orgPlugin];
  // --- search, docs, settings, palette (issue 8): settings and the palette read the final list when used ---
  const all = (): readonly PortalPlugin[] => plugins;
  plugins.push(searchPlugin, docsPlugin, settingsPlugin(all), palettePlugin(all));
  // --- end search, docs, settings, palette ---
  plugins.push(kubernetesPlugin); // kubernetes (issue 5)
  plugins.push(scaffolderPlugin); // scaffolder (issue 6)
  plugins.push(importPlugin); // import (issue 7)
  plugins.push(apiDocsPlugin, graphPlugin); // api docs, catalog graph (issue 7)
  const checked = validateUniquePluginIds(plugins);
  if (E.isLeft(checked)) throw new Error(checked.left.message);
  return plugins;
};
