// The feature areas the portal is composed of. Each built-in plugin brings its routes and sidebar entries (ui/) and
// the services behind them (adapters/<feature>/<feature>.services.ts): the UI may not name adapters, so they meet
// here. Plugins from packages (config/browser/package-plugins.ts) join them at the start.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
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
import { resolveExternalRoutes, type RouteRegistry } from '../../domain/app/external-routes';
import type { RouteBindings } from '../../domain/app/routes';
import { registerPlugins } from '../../domain/app/plugins';
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

/** The built-in plugins. Settings and the palette read `all` (every plugin of the portal) when used. */
export const builtInPlugins = (all: () => readonly PortalPlugin[]): PortalPlugin[] => [
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
];

/**
 * The rules the plugins must keep together (unique ids and route names, valid routes, flags and external routes),
 * and app.routes.bindings against the routes they all name. Right: those routes; Left: why the portal cannot start.
 */
export const checkPlugins = (plugins: readonly PortalPlugin[], bindings: RouteBindings = {}): E.Either<string, RouteRegistry> =>
  pipe(
    registerPlugins(plugins),
    E.mapLeft((error) => error.message),
    E.chainFirst((routes) =>
      pipe(
        resolveExternalRoutes(bindings, routes),
        E.mapLeft((error) => error.message),
      ),
    ),
  );

/** The built-in plugins alone, checked. */
export const portalPlugins = (): readonly PortalPlugin[] => {
  const plugins: PortalPlugin[] = [];
  plugins.push(...builtInPlugins(() => plugins));
  const checked = checkPlugins(plugins);
  if (E.isLeft(checked)) throw new Error(checked.left);
  return plugins;
};
