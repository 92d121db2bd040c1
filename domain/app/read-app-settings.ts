// Reads the browser app's settings from its config, with the config
// rules' error texts naming the key and file of any bad value.
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import * as A from 'fp-ts/Array';
import {
  DEFAULT_PROVIDER_TEXTS,
  DEFAULT_SUPPORT,
  type AnalyticsProviderSetting,
  type AppSettings,
  type DiscoveryEndpoint,
  type SignInProviderSetting,
  type SupportItem,
  type SupportSettings,
} from './app-settings';
import { BUILT_IN_ANALYTICS_PROVIDERS, isAnalyticsProviderName } from './analytics-providers';
import { ConfigView, type ConfigError, type JsonObject } from './config-values';
import { DEFAULT_AUTH_ENVIRONMENT } from './constants';
import { validateDiscoveryUrlPattern } from './discovery';
import { appBasePath, validateRouteBindings } from './routes';
import { validateProviderIds } from './provider-ids';
import { readInactivitySettings } from './inactivity';
import { readCatalogIndexPagination } from '../catalog/index-pagination';

type Read<T> = E.Either<string, T>;

const readAnalyticsProvider = (config: ConfigView): Read<AnalyticsProviderSetting | undefined> =>
  pipe(
    read(config.getOptionalString('app.analytics.provider')),
    E.chain((provider) =>
      provider === undefined || isAnalyticsProviderName(provider)
        ? E.right(provider)
        : E.left(`Invalid app.analytics.provider '${provider}', wanted ${BUILT_IN_ANALYTICS_PROVIDERS.join(', ')} or the id of a plugin's analytics provider`),
    ),
  );

const message = (error: ConfigError): string => error.message;
const read = <T>(result: E.Either<ConfigError, T>): Read<T> => E.mapLeft(message)(result);

const readSupport = (config: ConfigView): Read<SupportSettings> =>
  pipe(
    read(config.getOptionalConfig('app.support')),
    E.chain((support) => {
      if (!support) return E.right(DEFAULT_SUPPORT);
      return pipe(
        E.Do,
        E.apS('url', read(support.getString('url'))),
        E.apS(
          'items',
          pipe(
            read(support.getOptionalConfigArray('items')),
            E.chain((items) =>
              A.traverse(E.Applicative)((item: ConfigView) =>
                pipe(
                  E.Do,
                  E.apS('title', read(item.getString('title'))),
                  E.apS('icon', read(item.getOptionalString('icon'))),
                  E.apS(
                    'links',
                    pipe(
                      read(item.getOptionalConfigArray('links')),
                      E.chain((links) =>
                        A.traverse(E.Applicative)((link: ConfigView) =>
                          pipe(
                            E.Do,
                            E.apS('url', read(link.getString('url'))),
                            E.apS('title', read(link.getString('title'))),
                          ),
                        )([...(links ?? [])]),
                      ),
                    ),
                  ),
                  E.map((value): SupportItem => ({ title: value.title, links: value.links, ...(value.icon ? { icon: value.icon } : {}) })),
                ),
              )([...(items ?? [])]),
            ),
          ),
        ),
      );
    }),
  );

const readSignInProviders = (config: ConfigView): Read<readonly SignInProviderSetting[] | undefined> =>
  pipe(
    read(config.getOptionalConfigArray('portico.signIn.providers')),
    E.chain((providers) => {
      if (!providers) return E.right(undefined);
      return pipe(
        A.traverse(E.Applicative)((provider: ConfigView) =>
          pipe(
            E.Do,
            E.apS('id', read(provider.getString('id'))),
            E.apS('title', read(provider.getOptionalString('title'))),
            E.apS('message', read(provider.getOptionalString('message'))),
            E.map(({ id, title, message: text }): SignInProviderSetting => ({
              id,
              title: title ?? DEFAULT_PROVIDER_TEXTS[id]?.title ?? id,
              message: text ?? DEFAULT_PROVIDER_TEXTS[id]?.message ?? `Sign in using ${title ?? id}`,
            })),
          ),
        )([...providers]),
        E.chainFirst((list) => validateProviderIds(list.map((provider) => provider.id))),
      );
    }),
  );

const readDiscovery = (config: ConfigView): Read<readonly DiscoveryEndpoint[]> =>
  pipe(
    read(config.getOptional('discovery.endpoints')),
    E.chain((value) => {
      if (value === undefined) return E.right([]);
      if (!Array.isArray(value)) return E.left("Invalid type in config for key 'discovery.endpoints', wanted array");
      return A.traverseWithIndex(E.Applicative)((index, entry: unknown): Read<DiscoveryEndpoint> => {
        const endpoint = entry as { target?: unknown; plugins?: unknown };
        const plugins = endpoint.plugins;
        const target = endpoint.target;
        const validTarget =
          typeof target === 'string' ||
          (typeof target === 'object' && target !== null && typeof (target as { external?: unknown }).external === 'string');
        if (!validTarget || !Array.isArray(plugins) || !plugins.every((p) => typeof p === 'string'))
          return E.left(`Invalid discovery endpoint at discovery.endpoints[${index}]: wanted target and plugins`);
        const external = typeof target === 'string' ? target : (target as { external: string }).external;
        return pipe(
          validateDiscoveryUrlPattern(external),
          E.mapLeft((error) => error.message),
          E.map(() => ({ target: target as DiscoveryEndpoint['target'], plugins: plugins as string[] })),
        );
      })([...value]);
    }),
  );

/** Everything the browser app needs from its config, or the first problem found. */
export const readAppSettings = (data: JsonObject, context = 'app-config'): Read<AppSettings> => {
  const config = ConfigView.fromData(data, context);
  return pipe(
    E.Do,
    E.apS('baseUrl', read(config.getString('app.baseUrl'))),
    E.apS('title', read(config.getOptionalString('app.title'))),
    E.apS('backendBaseUrl', read(config.getString('backend.baseUrl'))),
    E.apS('discoveryEndpoints', readDiscovery(config)),
    E.apS('authEnvironment', read(config.getOptionalString('auth.environment'))),
    E.apS('redirectFlow', read(config.getOptionalBoolean('enableExperimentalRedirectFlow'))),
    E.apS('permissionEnabled', read(config.getOptionalBoolean('permission.enabled'))),
    E.apS('permissionBatched', read(config.getOptionalBoolean('permission.EXPERIMENTAL_enableBatchedRequests'))),
    E.apS('support', readSupport(config)),
    E.apS('signInProviders', readSignInProviders(config)),
    E.apS('signInAuto', read(config.getOptionalBoolean('portico.signIn.auto'))),
    E.apS('inactivity', readInactivitySettings(config)),
    E.apS('analyticsProvider', readAnalyticsProvider(config)),
    E.apS('translations', read(config.getOptional('app.translations'))),
    E.apS('catalogIndexPagination', readCatalogIndexPagination(config)),
    E.apS(
      'routeBindings',
      pipe(
        read(config.getOptional('app.routes.bindings')),
        E.chain((bindings) => (bindings === undefined ? E.right({}) : E.mapLeft((e: { message: string }) => e.message)(validateRouteBindings(bindings)))),
      ),
    ),
    E.map(
      (s): AppSettings => ({
        title: s.title ?? 'Portico',
        baseUrl: s.baseUrl.replace(/\/+$/, ''),
        basePath: appBasePath(s.baseUrl),
        backendBaseUrl: s.backendBaseUrl.replace(/\/+$/, ''),
        discoveryEndpoints: s.discoveryEndpoints,
        authEnvironment: s.authEnvironment ?? DEFAULT_AUTH_ENVIRONMENT,
        enableExperimentalRedirectFlow: s.redirectFlow ?? false,
        permissionEnabled: s.permissionEnabled ?? false,
        permissionBatched: s.permissionBatched ?? false,
        support: s.support,
        ...(s.signInProviders ? { signInProviders: s.signInProviders } : {}),
        signInAuto: s.signInAuto ?? false,
        routeBindings: s.routeBindings,
        ...(s.inactivity.enabled ? { inactivity: s.inactivity } : {}),
        ...(s.analyticsProvider ? { analyticsProvider: s.analyticsProvider } : {}),
        ...(s.translations !== undefined ? { translations: s.translations } : {}),
        ...(s.catalogIndexPagination ? { catalogIndexPagination: s.catalogIndexPagination } : {}),
      }),
    ),
  );
};
