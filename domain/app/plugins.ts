// Plugin registration rules: valid, unique plugin ids; route paths that are strings and name each parameter
// once; unique route names; external routes named after their plugin; valid feature flag names.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { BUILT_IN_ROUTES, type ExternalRoute, type RouteRegistry } from './external-routes';
import { validateFeatureFlagName } from './feature-flags';
import { messages } from './messages';
import { validateRouteParameters, validateRoutePath } from './routes';

export type PluginRegistrationError =
  | { readonly _tag: 'DuplicatePlugin'; readonly pluginId: string; readonly message: string }
  | { readonly _tag: 'DuplicateRouteName'; readonly routeName: string; readonly message: string }
  | { readonly _tag: 'InvalidPlugin'; readonly pluginId: string; readonly message: string };

/** What the shell checks of a plugin before it mounts any of them. */
export interface PluginRegistration {
  readonly id: string;
  readonly routes: readonly { readonly path: unknown; readonly name?: string }[];
  readonly externalRoutes?: Readonly<Record<string, ExternalRoute>>;
  readonly featureFlags?: readonly { readonly name: string }[];
}

/** Plugin ids: lowercase letters and digits in words joined by single hyphens, starting with a letter. */
export const PLUGIN_ID_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
/** Route and external route names within a plugin: a letter, then letters, digits and hyphens ('root', 'rotaPage'). */
const ROUTE_NAME_PATTERN = /^[a-zA-Z][a-zA-Z0-9-]*$/;

const firstDuplicate = (values: readonly string[]): string | undefined => {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) return value;
    seen.add(value);
  }
  return undefined;
};

/** 'Duplicate plugin found' followed by the id, when two plugins share an id. */
export const validateUniquePluginIds = <P extends { readonly id: string }>(
  plugins: readonly P[],
): E.Either<PluginRegistrationError, readonly P[]> => {
  const duplicate = firstDuplicate(plugins.map((plugin) => plugin.id));
  return duplicate === undefined ? E.right(plugins) : E.left(duplicatePluginError(duplicate));
};

export const duplicatePluginError = (pluginId: string): PluginRegistrationError => ({
  _tag: 'DuplicatePlugin',
  pluginId,
  message: `${messages.duplicatePlugin} '${pluginId}'`,
});

/** Route names (route ref ids) must be unique across the app. */
export const validateUniqueRouteNames = <R extends { readonly name: string }>(
  routes: readonly R[],
): E.Either<PluginRegistrationError, readonly R[]> => {
  const duplicate = firstDuplicate(routes.map((route) => route.name));
  return duplicate === undefined
    ? E.right(routes)
    : E.left({ _tag: 'DuplicateRouteName', routeName: duplicate, message: `Duplicate route name found '${duplicate}'` });
};

const invalid = (pluginId: string, message: string): E.Either<PluginRegistrationError, never> =>
  E.left({ _tag: 'InvalidPlugin', pluginId, message: `Plugin '${pluginId}': ${message}` });

export const validatePluginId = (id: unknown): E.Either<PluginRegistrationError, string> =>
  typeof id === 'string' && PLUGIN_ID_PATTERN.test(id)
    ? E.right(id)
    : invalid(String(id), 'the id must start with a lowercase letter and only contain lowercase letters, numbers and single hyphens');

const validateName = (pluginId: string, what: string, name: string): E.Either<PluginRegistrationError, string> =>
  ROUTE_NAME_PATTERN.test(name)
    ? E.right(name)
    : invalid(pluginId, `${what} name '${name}' must start with a letter and only contain letters, numbers and hyphens`);

/** One plugin's own rules: its id, route paths and names, external route names and feature flag names. */
export const validatePlugin = (plugin: PluginRegistration): E.Either<PluginRegistrationError, PluginRegistration> =>
  pipe(
    validatePluginId(plugin.id),
    E.chain(() =>
      E.traverseArray((route: PluginRegistration['routes'][number]) =>
        pipe(
          validateRoutePath(route.path),
          E.chain(validateRouteParameters),
          E.mapLeft((error) => ({ _tag: 'InvalidPlugin' as const, pluginId: plugin.id, message: `Plugin '${plugin.id}': ${error.message}` })),
          E.chain(() => (route.name === undefined ? E.right(undefined) : validateName(plugin.id, 'route', route.name))),
        ),
      )(plugin.routes),
    ),
    E.chain(() => E.traverseArray((name: string) => validateName(plugin.id, 'external route', name))(Object.keys(plugin.externalRoutes ?? {}))),
    E.chain(() =>
      E.traverseArray((flag: { readonly name: string }) =>
        pipe(
          validateFeatureFlagName(flag.name),
          E.orElseW((error) => invalid(plugin.id, `feature flag '${flag.name}' ${error.message}`)),
        ),
      )(plugin.featureFlags ?? []),
    ),
    E.map(() => plugin),
  );

/** '{plugin}.{name}': how config and other plugins name a plugin's route or external route. */
export const qualifiedRouteId = (pluginId: string, name: string): string => `${pluginId}.${name}`;

/**
 * Checks every plugin (each on its own, then unique ids and route names across the app) and gathers the
 * routes they name and the external routes they declare, with the built-in plugins' own.
 */
export const registerPlugins = (
  plugins: readonly PluginRegistration[],
  builtIn: RouteRegistry = BUILT_IN_ROUTES,
): E.Either<PluginRegistrationError, RouteRegistry> =>
  pipe(
    E.traverseArray(validatePlugin)(plugins),
    E.chain(validateUniquePluginIds),
    E.chain(() => {
      const named = plugins.flatMap((plugin) =>
        plugin.routes.flatMap((route) => (route.name === undefined ? [] : [{ name: qualifiedRouteId(plugin.id, route.name), path: route.path as string }])),
      );
      return pipe(
        validateUniqueRouteNames([...Object.keys(builtIn.targets).map((name) => ({ name, path: builtIn.targets[name]! })), ...named]),
        E.map((targets) => Object.fromEntries(targets.map((target) => [target.name, target.path]))),
      );
    }),
    E.chain((targets) => {
      const declared = plugins.flatMap((plugin) =>
        Object.entries(plugin.externalRoutes ?? {}).map(([name, route]) => ({ name: qualifiedRouteId(plugin.id, name), route })),
      );
      return pipe(
        validateUniqueRouteNames([...Object.keys(builtIn.externalRoutes).map((name) => ({ name, route: builtIn.externalRoutes[name]! })), ...declared]),
        E.map((externalRoutes): RouteRegistry => ({
          targets,
          externalRoutes: Object.fromEntries(externalRoutes.map((entry) => [entry.name, entry.route])),
        })),
      );
    }),
  );
