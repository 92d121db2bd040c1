// The plugins the app config names (portico.plugins). The build lists their packages in a virtual module, each
// behind its own import: a plugin that fails to load, throws or exports something else is reported with its id,
// and the portal starts without it.
import * as E from 'fp-ts/Either';
import { packagePlugins } from 'virtual:portico-plugins';
import { messages } from '../../domain/app/messages';
import { PLUGIN_API_VERSION } from '../../plugin-api/version';
import { isChunkLoadError } from '../../ui/app/chrome/chunk-load-error';
import { PLUGIN_MARK, type PortalPlugin } from '../../ui/app/plugin';

export interface PackagePluginEntry {
  readonly packageName: string;
  /** The id the package's package.json declares (portico.pluginId). */
  readonly pluginId: string;
  readonly load: () => Promise<unknown>;
}

export interface PluginLoadFailure {
  readonly pluginId: string;
  /** 'Error in {pluginId}: …', for the snackbar. */
  readonly message: string;
}

export interface LoadedPackagePlugins {
  readonly plugins: readonly PortalPlugin[];
  readonly failures: readonly PluginLoadFailure[];
}

const isRecord = (value: unknown): value is Record<PropertyKey, unknown> => typeof value === 'object' && value !== null;

/** The plugin a package's module exports as its default, checked against what its package.json declares. */
export const pluginOfModule = (entry: PackagePluginEntry, module: unknown): E.Either<string, PortalPlugin> => {
  const plugin = isRecord(module) ? module['default'] : undefined;
  if (!isRecord(plugin) || typeof plugin[PLUGIN_MARK] !== 'number') {
    return E.left(`${entry.packageName} does not export a plugin made with createPlugin as its default export`);
  }
  if (plugin[PLUGIN_MARK] !== PLUGIN_API_VERSION) {
    return E.left(`${entry.packageName} was made for plugin API version ${String(plugin[PLUGIN_MARK])}; this portal has version ${PLUGIN_API_VERSION}`);
  }
  if (plugin['id'] !== entry.pluginId) {
    return E.left(`${entry.packageName} declares the plugin id '${entry.pluginId}' in its package.json but creates '${String(plugin['id'])}'`);
  }
  return E.right(plugin as unknown as PortalPlugin);
};

const loadOne = async (entry: PackagePluginEntry): Promise<E.Either<PluginLoadFailure, PortalPlugin>> => {
  const fail = (reason: string): E.Either<PluginLoadFailure, PortalPlugin> =>
    E.left({ pluginId: entry.pluginId, message: `${messages.pluginError(entry.pluginId)}: ${reason}` });
  try {
    return E.orElse(fail)(pluginOfModule(entry, await entry.load()));
  } catch (error) {
    if (isChunkLoadError(error)) return fail(messages.lazyExtensionFailed(entry.packageName));
    return fail(error instanceof Error ? error.message : String(error));
  }
};

/** Loads every package plugin at once; the failed ones are left out and listed. */
export const loadPackagePlugins = async (entries: readonly PackagePluginEntry[] = packagePlugins): Promise<LoadedPackagePlugins> => {
  const loaded = await Promise.all(entries.map(loadOne));
  return {
    plugins: loaded.flatMap((result) => (E.isRight(result) ? [result.right] : [])),
    failures: loaded.flatMap((result) => (E.isLeft(result) ? [result.left] : [])),
  };
};
