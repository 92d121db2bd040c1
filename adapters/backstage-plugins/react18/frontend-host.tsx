// The React 18 host of a new-frontend-system plugin's extension (a page, an entity card or tab): the plugin
// instantiated by Backstage's app wiring (frontend-plugin-app.ts) with Portico's APIs and the plugin's own, and the
// extension's element mounted as the legacy host mounts a legacy plugin's (host.tsx), with the same providers around
// it. Its own chunk: Backstage's app wiring loads only where such a plugin shows.
import type { AnyApiFactory, ApiHolder, ApiRef } from '@backstage/core-plugin-api';
import { routeResolutionApiRef } from '@backstage/frontend-plugin-api';
import type { ExtensionOverride } from '../../../domain/backstage-plugins/backstage-plugin-config';
import { fillPath, portalPathOfRouteRef } from '../../../domain/backstage-plugins/route-targets';
import type { Entity } from '../../../domain/catalog/entity';
import type { HostProps, MountedHost } from '../portal-services';
import { apiHolderOf, instantiationApis, portalApis } from './backstage-apis';
import { frontendPluginOf, instantiateFrontendPlugin, type FrontendPluginExtensions } from './frontend-plugin-app';
import { mountPrepared, preparedFor, type Prepared } from './host';

const pluginOf = (module: Record<string, unknown>, packageName: string) => {
  const plugin = frontendPluginOf(module);
  if (!plugin) throw new Error(`${packageName} exports no frontend plugin (createFrontendPlugin) by default`);
  return plugin;
};

type RouteFunc = (params?: Record<string, string>) => string;
interface RouteResolution {
  resolve(ref: unknown, options?: unknown): RouteFunc | undefined;
}

/** A route ref's id: its own, or as its description names it ('routeRef{type=absolute,id=catalog:entity}'). */
const routeRefIdentity = (ref: unknown): { id?: string; defaultTarget?: string } => {
  const described = /\bid=([^,}]+)/.exec(String(ref))?.[1];
  const { id, defaultTarget } = (typeof ref === 'object' && ref !== null ? ref : {}) as { id?: unknown; defaultTarget?: unknown };
  const known = typeof id === 'string' ? id : described;
  return { ...(known !== undefined ? { id: known } : {}), ...(typeof defaultTarget === 'string' ? { defaultTarget } : {}) };
};

/**
 * The app's APIs with its route resolution reaching Portico's pages: the plugin's own refs resolve as Backstage's app
 * resolves them (to where its extensions are); Backstage's well-known refs (the entity page, the catalog, docs, …),
 * which that app has no page for, lead to Portico's.
 */
const withPortalRoutes = (apis: ApiHolder, basePath: string): ApiHolder => {
  const app = apis.get(routeResolutionApiRef as unknown as ApiRef<RouteResolution>);
  const portal = (ref: unknown): RouteFunc | undefined => {
    const path = portalPathOfRouteRef(routeRefIdentity(ref));
    return path === undefined ? undefined : (params = {}) => `${basePath}${fillPath(path, params)}`;
  };
  const routeResolution: RouteResolution = {
    resolve: (ref, options) => {
      try {
        return app?.resolve(ref, options) ?? portal(ref);
      } catch {
        return portal(ref);
      }
    },
  };
  return { get: <T,>(ref: ApiRef<T>) => (ref.id === routeResolutionApiRef.id ? (routeResolution as T) : apis.get(ref)) };
};

const mountable = (instance: FrontendPluginExtensions) => [...instance.pages, ...instance.entityCards, ...instance.entityContents];

const prepare = ({ extension, services, navigation }: HostProps): Prepared => {
  const plugin = pluginOf(extension.module, extension.packageName);
  let factories: readonly AnyApiFactory[] = [];
  // The plugin's own APIs are known once its extensions are: the holder reads them when first asked.
  const apis = apiHolderOf(portalApis(services), () => factories);
  const instance = instantiateFrontendPlugin(plugin, { configData: services.configData, extensions: extension.frontendSystem?.extensions ?? [], apis });
  factories = instance.apiFactories;
  const found = mountable(instance).find((candidate) => candidate.extensionId === extension.importName);
  if (!found) {
    const known = mountable(instance).map((candidate) => candidate.extensionId);
    throw new Error(`${extension.packageName} has no extension '${extension.importName}' here${known.length > 0 ? ` (it has ${known.join(', ')})` : ''}${instance.errors.length > 0 ? `: ${instance.errors.join('; ')}` : ''}`);
  }
  const Extension = () => found.element;
  return preparedFor(extension, { Extension, plugin: undefined, mountPoint: undefined, apis: withPortalRoutes(instance.apis, navigation.basePath) });
};

/** Mounts a new-frontend-system plugin's extension into `container` in a React 18 root of its own. */
export const mountFrontendExtension = (container: HTMLElement, initial: HostProps): MountedHost => mountPrepared(container, initial, prepare);

/**
 * The entity filters of a new-frontend-system plugin's cards and tabs, by extension id: the plugin of `module`
 * instantiated with the app config and `extensions` (a filter set in an extension's config is one too).
 */
export const frontendEntityFilters = (
  module: Record<string, unknown>,
  packageName: string,
  configData: Readonly<Record<string, unknown>>,
  extensions: readonly ExtensionOverride[],
): ReadonlyMap<string, (entity: Entity) => boolean> => {
  const instance = instantiateFrontendPlugin(pluginOf(module, packageName), { configData, extensions, apis: instantiationApis(configData) });
  return new Map([...instance.entityCards, ...instance.entityContents].flatMap((entry) => (entry.filter ? [[entry.extensionId, entry.filter] as const] : [])));
};
