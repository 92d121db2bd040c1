// The feature areas the portal is composed of. Each built-in plugin is made in plugins/<area>.tsx with the public
// plugin API, as a company's plugin is: its views (ui/<area>/) and the services behind them
// (adapters/<area>/<area>.services.ts) meet there, since the UI may not name adapters. Plugins from packages
// (config/browser/package-plugins.ts) join them at the start.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { resolveExternalRoutes, type RouteRegistry } from '../../domain/app/external-routes';
import type { RouteBindings } from '../../domain/app/routes';
import { registerPlugins } from '../../domain/app/plugins';
import type { PortalPlugin } from '../../ui/app/plugin';
import { apiDocsPlugin } from './plugins/api-docs';
import { catalogPlugin } from './plugins/catalog';
import { docsPlugin } from './plugins/docs';
import { graphPlugin } from './plugins/graph';
import { homePlugin } from './plugins/home';
import { importPlugin } from './plugins/import';
import { kubernetesPlugin } from './plugins/kubernetes';
import { orgPlugin } from './plugins/org';
import { palettePlugin } from './plugins/palette';
import { scaffolderPlugin } from './plugins/scaffolder';
import { searchPlugin } from './plugins/search';
import { settingsPlugin } from './plugins/settings';

/** The built-in plugins. Settings and the palette read `all` (every plugin of the portal) when used. */
export const builtInPlugins = (all: () => readonly PortalPlugin[]): PortalPlugin[] => [
  homePlugin,
  catalogPlugin,
  orgPlugin,
  searchPlugin,
  docsPlugin,
  settingsPlugin(all),
  palettePlugin(all),
  kubernetesPlugin,
  scaffolderPlugin,
  importPlugin,
  apiDocsPlugin,
  graphPlugin,
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
