// The feature areas the portal is composed of. Each plugin brings its routes and sidebar entries (ui/) and the
// services behind them (adapters/<feature>/<feature>.services.ts): the UI may not name adapters, so they meet here.
import * as E from 'fp-ts/Either';
import type { ServiceDeclaration } from '../../application/shared/service-declaration';
import { apiDocsServices } from '../../adapters/api-docs/api-docs.services';
import { catalogServices } from '../../adapters/catalog/catalog.services';
import { docsServices } from '../../adapters/docs/docs.services';
import { graphServices } from '../../adapters/graph/graph.services';
import { homeServices } from '../../adapters/home/home.services';
import { importServices } from '../../adapters/import/import.services';
import { kubernetesServices } from '../../adapters/kubernetes/kubernetes.services';
import { orgServices } from '../../adapters/org/org.services';
import { paletteServices } from '../../adapters/palette/palette.services';
import { scaffolderServices } from '../../adapters/scaffolder/scaffolder.services';
import { searchServices } from '../../adapters/search/search.services';
import { settingsServices } from '../../adapters/settings/settings.services';
import { validateUniquePluginIds } from '../../domain/app/plugins';
import { apiDocsPlugin } from '../../ui/api-docs/api-docs-plugin';
import type { PortalPlugin } from '../../ui/app/plugin';
import { catalogPlugin } from '../../ui/catalog/catalog-plugin';
import { docsPlugin } from '../../ui/docs/docs-plugin';
import { graphPlugin } from '../../ui/graph/graph-plugin';
import { homePlugin } from '../../ui/home/home-plugin';
import { importPlugin } from '../../ui/import/import-plugin';
import { kubernetesPlugin } from '../../ui/kubernetes/kubernetes-plugin';
import { orgPlugin } from '../../ui/org/org-plugin';
import { palettePlugin } from '../../ui/palette/palette-plugin';
import { scaffolderPlugin } from '../../ui/scaffolder/scaffolder-plugin';
import { searchPlugin } from '../../ui/search/search-plugin';
import { settingsPlugin } from '../../ui/settings/settings-plugin';

const withServices = (plugin: PortalPlugin, services: readonly ServiceDeclaration[]): PortalPlugin => ({ ...plugin, services });

export const portalPlugins = (): readonly PortalPlugin[] => {
  const plugins: PortalPlugin[] = [];
  // Settings and the palette read the final list when used.
  const all = (): readonly PortalPlugin[] => plugins;
  plugins.push(
    withServices(homePlugin, homeServices),
    withServices(catalogPlugin, catalogServices),
    withServices(orgPlugin, orgServices),
    withServices(searchPlugin, searchServices),
    withServices(docsPlugin, docsServices),
    withServices(settingsPlugin(all), settingsServices),
    withServices(palettePlugin(all), paletteServices),
    withServices(kubernetesPlugin, kubernetesServices),
    withServices(scaffolderPlugin, scaffolderServices),
    withServices(importPlugin, importServices),
    withServices(apiDocsPlugin, apiDocsServices),
    withServices(graphPlugin, graphServices),
  );
  const checked = validateUniquePluginIds(plugins);
  if (E.isLeft(checked)) throw new Error(checked.left.message);
  return plugins;
};
