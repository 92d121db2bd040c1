// Plugin registration rules: unique plugin ids, unique route names.
import * as E from 'fp-ts/Either';
import { messages } from './messages';

export type PluginRegistrationError =
  | { readonly _tag: 'DuplicatePlugin'; readonly pluginId: string; readonly message: string }
  | { readonly _tag: 'DuplicateRouteName'; readonly routeName: string; readonly message: string };

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
  return duplicate === undefined
    ? E.right(plugins)
    : E.left({ _tag: 'DuplicatePlugin', pluginId: duplicate, message: `${messages.duplicatePlugin} '${duplicate}'` });
};

/** Route names (route ref ids) must be unique across the app. */
export const validateUniqueRouteNames = <R extends { readonly name: string }>(
  routes: readonly R[],
): E.Either<PluginRegistrationError, readonly R[]> => {
  const duplicate = firstDuplicate(routes.map((route) => route.name));
  return duplicate === undefined
    ? E.right(routes)
    : E.left({ _tag: 'DuplicateRouteName', routeName: duplicate, message: `Duplicate route name found '${duplicate}'` });
};
