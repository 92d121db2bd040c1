// The browser's composition root: the only module that knows concrete adapters. Every port is bound by
// its typed token; the UI resolves them with useService(token).
import { Container } from 'inversify';
import { AlertPosterToken } from '../application/app/alerts.port';
import { AlertStore, AlertStoreToken } from '../application/app/alert-store';
import { AppCookieGatewayToken } from '../application/app/app-cookie.port';
import { AuthConnectorToken } from '../application/app/auth-connector.port';
import { CookieRefresher, CookieRefresherToken } from '../application/app/cookie-refresher';
import { signOut, SignOutToken } from '../application/app/sign-out.use-case';
import { DiscoveryToken } from '../application/app/discovery.port';
import { InteractiveLoginToken } from '../application/app/interactive-login.port';
import { KeyValueStoreToken } from '../application/app/key-value-store.port';
import { LoginRequests, LoginRequestsToken } from '../application/app/login-requests';
import { SessionManager, SessionManagerToken } from '../application/app/session-manager';
import { ThemeStore, ThemeStoreToken } from '../application/app/theme-store';
import { AnalyticsSinkToken } from '../application/app/analytics.port';
import { AnalyticsTracker, AnalyticsTrackerToken } from '../application/app/analytics-tracker';
import { loginWithProviderScopes, withProviderScopes } from '../application/app/provider-scopes';
import { Translations, TranslationsToken } from '../application/app/translations';
import { ConsoleAnalytics } from '../adapters/analytics/console.analytics';
import { NoopAnalytics } from '../adapters/analytics/noop.analytics';
import { ConfigTranslationOverrides } from '../adapters/app/translation-overrides.config-adapter';
import { DEFAULT_LANGUAGE } from '../domain/app/constants';
import { CatalogReaderToken } from '../application/catalog/catalog-reader.port';
import { CatalogEntityPresentation } from '../application/catalog/entity-presentation.use-case';
import { EntityPresentationApiToken } from '../application/catalog/entity-presentation.port';
import { EntityRegistrarToken } from '../application/catalog/entity-registrar.port';
import { countCatalogEntities, CountCatalogEntitiesToken } from '../application/catalog/count-catalog-entities.use-case';
import { listCatalogPage, ListCatalogPageToken, type ListCatalogPageDeps } from '../application/catalog/list-catalog-page.use-case';
import { narrowTextTerm, type NarrowTextTerm } from '../application/catalog/narrow-text-term';
import { listVisits, ListVisitsToken } from '../application/catalog/list-visits.use-case';
import { filterOptionsLoader, FilterOptionsLoaderToken } from '../application/catalog/load-filter-options.use-case';
import { loadEntityPage, LoadEntityPageToken } from '../application/catalog/load-entity-page.use-case';
import { loadAncestry, LoadAncestryToken } from '../application/catalog/load-ancestry.use-case';
import { loadColocated, LoadColocatedToken } from '../application/catalog/load-colocated.use-case';
import { loadProcessingErrors, LoadProcessingErrorsToken } from '../application/catalog/processing-errors.use-case';
import { recordVisit, RecordVisitToken } from '../application/catalog/record-visit.use-case';
import { refreshEntity, RefreshEntityToken } from '../application/catalog/refresh-entity.use-case';
import { relationWarning, RelationWarningToken } from '../application/catalog/relation-warning.use-case';
import { StarredEntitiesStoreToken } from '../application/catalog/starred-entities-store.port';
import { StarredEntities, StarredEntitiesToken } from '../application/catalog/starred-entities.use-case';
import { unregisterEntity, UnregisterEntityToken } from '../application/catalog/unregister-entity.use-case';
import { VisitsStoreToken } from '../application/catalog/visits-store.port';
import { CatalogHttpAdapter } from '../adapters/catalog/catalog.http-adapter';
import { KeyValueStarredEntitiesStore } from '../adapters/catalog/starred-entities.store';
import { KeyValueVisitsStore } from '../adapters/catalog/visits.store';
import { orgQueries, OrgQueriesToken } from '../application/org/org.use-cases';
import { checkPermission, CheckPermissionToken } from '../application/permission/check-permission.use-case';
import { PermissionAuthorizerToken } from '../application/permission/permission-authorizer.port';
import { serviceToken, type ServiceToken } from '../application/shared/service-token';
import { AppCookieHttpAdapter } from '../adapters/app/app-cookie.http-adapter';
import { AuthBackendHttpAdapter } from '../adapters/app/auth-backend.http-adapter';
import { createAuthenticatedFetch } from '../adapters/app/authenticated-fetch';
import { ConfigDiscovery } from '../adapters/app/config-discovery';
import { LocalStorageStore } from '../adapters/app/local-storage.store';
import { PopupLogin } from '../adapters/app/popup-login';
import type { FetchFn } from '../adapters/shared/http';
import { PermissionHttpAdapter } from '../adapters/permission/permission.http-adapter';
// kubernetes (issue 5)
import { deferKubernetesUseCases } from '../application/kubernetes/deferred-use-cases';
import { DismissedBanners, DismissedBannersToken } from '../application/kubernetes/dismissed-banners';
import { KubernetesUseCasesToken } from '../application/kubernetes/kubernetes-use-cases.port';
import { TerminalTransportToken } from '../application/kubernetes/terminal-transport.port';
import { WebSocketTerminalTransport } from '../adapters/kubernetes/exec-websocket.terminal-transport';
import type { AppSettings } from '../domain/app/app-settings';
import { allowedBackendBases, isAllowedBackendUrl } from '../domain/app/discovery';
import { messages } from '../domain/app/messages';
import type { ServiceResolver } from '../ui/app/services';
// --- scaffolder (issue 6) ---
import { loadOnce, ScaffolderServicesToken } from '../application/scaffolder/scaffolder-services';
// --- end scaffolder ---
// --- search, docs, settings, palette (issue 8) ---
import { deferDocsServices } from '../application/docs/deferred-docs-services';
import { DocsEntityListerToken } from '../application/docs/docs-entities.port';
import { DocsSettingsSourceToken } from '../application/docs/docs-settings.port';
import { TechDocsGatewayToken } from '../application/docs/techdocs-gateway.port';
import { TextSizeStore, TextSizeStoreToken } from '../application/docs/text-size.store';
import { deferSearchServices } from '../application/search/deferred-search-services';
import { EntityFinderToken } from '../application/search/entity-finder.port';
import { PaletteRecents, PaletteRecentsToken } from '../application/search/palette-recents';
import { SearchEngineToken } from '../application/search/search-engine.port';
import { SearchFilterValuesToken } from '../application/search/search-filter-values.port';
import { SearchSettingsSourceToken } from '../application/search/search-settings.port';
import { ConfiguredProvidersToken } from '../application/settings/auth-providers.port';
import { FeatureFlagsStore, FeatureFlagsStoreToken } from '../application/settings/feature-flags.store';
import { LanguageStore, LanguageStoreToken, PORTICO_LANGUAGES } from '../application/settings/language.store';
import { loadFrontendConfig } from '../adapters/app/frontend-config.http-adapter';
// --- end search, docs, settings, palette ---

// --- api docs, graph, home (issue 7) ---
import { loadRelatedApis, LoadRelatedApisToken } from '../application/api-docs/load-related-apis.use-case';
import { loadEntityGraph, LoadEntityGraphToken } from '../application/graph/load-entity-graph.use-case';
import { getRandomJoke, GetRandomJokeToken } from '../application/home/get-random-joke.use-case';
import { HomeSettingsSourceToken } from '../application/home/home-settings.port';
import { OfflineJokeSourceToken, OnlineJokeSourceToken } from '../application/home/joke-source.port';
import { loadFeaturedDocs, LoadFeaturedDocsToken } from '../application/home/load-featured-docs.use-case';
import { LazyBundledJokeSource } from '../adapters/home/lazy-bundled-jokes';
import { HomeSettingsFromConfig } from '../adapters/home/home-settings.config-adapter';
import { JokeApiHttpAdapter } from '../adapters/home/joke-api.http-adapter';
import { DEFAULT_JOKE_API_URL } from '../domain/home/constants';
// --- end api docs, graph, home ---
// --- import (issue 7) ---
import { catalogImport, CatalogImportToken } from '../application/import/catalog-import';
import { scmTokensFromLoginRequests } from '../application/import/scm-tokens';
import { AzureDevOpsPullRequestAdapter } from '../adapters/import/azure-devops-pull-request.http-adapter';
import { FrontendConfigScmIntegrations } from '../adapters/import/frontend-config.scm-integrations';
import { GithubPullRequestAdapter } from '../adapters/import/github-pull-request.http-adapter';
import { YamlCatalogFileFormat } from '../adapters/import/yaml-catalog-file.adapter';
import { DEFAULT_CATALOG_FILENAME, DEFAULT_IMPORT_BRANCH } from '../domain/import/constants';
// --- end import ---

export interface ContainerHost {
  readonly window: Window;
  readonly fetch: FetchFn;
  /** The page says it runs in protected mode (meta backstage-app-mode=protected): cookie auth. */
  readonly protectedMode: boolean;
}

const CatalogHttpAdapterToken = serviceToken<CatalogHttpAdapter>('CatalogHttpAdapter');

export const buildContainer = (settings: AppSettings, host: ContainerHost): ServiceResolver => {
  const container = new Container();
  const bind = <T>(token: ServiceToken<T>, create: () => T) => {
    container.bind<T>(token.id).toDynamicValue(create).inSingletonScope();
  };
  const get = <T>(token: ServiceToken<T>): T => container.get<T>(token.id);

  const discoverySettings = { backendBaseUrl: settings.backendBaseUrl, endpoints: settings.discoveryEndpoints };
  const allowedBases = allowedBackendBases(discoverySettings);
  const plainFetch: FetchFn = (input, init) => host.fetch(input, init);

  bind(KeyValueStoreToken, () => new LocalStorageStore(host.window.localStorage));
  bind(DiscoveryToken, () => new ConfigDiscovery(discoverySettings));
  bind(AuthConnectorToken, () => withProviderScopes(new AuthBackendHttpAdapter(plainFetch, get(DiscoveryToken), settings.authEnvironment)));
  bind(InteractiveLoginToken, () =>
    loginWithProviderScopes(new PopupLogin({
      window: host.window,
      discovery: get(DiscoveryToken),
      environment: settings.authEnvironment,
      redirectFlow: settings.enableExperimentalRedirectFlow,
    })),
  );
  bind(SessionManagerToken, () =>
    new SessionManager({
      connector: get(AuthConnectorToken),
      login: get(InteractiveLoginToken),
      store: get(KeyValueStoreToken),
      now: Date.now,
    }),
  );
  bind(SignOutToken, () =>
    signOut({
      sessions: get(SessionManagerToken),
      ...(host.protectedMode
        ? { protectedMode: { cookie: get(AppCookieGatewayToken), basePath: settings.basePath, go: (path) => host.window.location.assign(path) } }
        : {}),
    }),
  );
  bind(CookieRefresherToken, () =>
    new CookieRefresher({
      gateway: get(AppCookieGatewayToken),
      alerts: get(AlertPosterToken),
      timers: { setTimeout: (callback, ms) => host.window.setTimeout(callback, ms), clearTimeout: (handle) => host.window.clearTimeout(handle as number) },
      now: Date.now,
      random: Math.random,
      log: (message) => console.error(message),
    }),
  );
  bind(LoginRequestsToken, () => new LoginRequests({ connector: get(AuthConnectorToken), login: get(InteractiveLoginToken) }));
  bind(AlertStoreToken, () => new AlertStore());
  bind(ThemeStoreToken, () => {
    const darkQuery = host.window.matchMedia?.('(prefers-color-scheme: dark)');
    const themes = new ThemeStore({ store: get(KeyValueStoreToken), systemPrefersDark: () => darkQuery?.matches ?? false });
    darkQuery?.addEventListener?.('change', () => themes.refresh());
    return themes;
  });
  bind(AlertPosterToken, () => get(AlertStoreToken));
  bind(AnalyticsSinkToken, () => (settings.analyticsProvider === 'console' ? new ConsoleAnalytics() : new NoopAnalytics()));
  bind(AnalyticsTrackerToken, () => new AnalyticsTracker(get(AnalyticsSinkToken)));
  bind(TranslationsToken, () =>
    new Translations({ source: new ConfigTranslationOverrides(settings.translations), alerts: get(AlertPosterToken), defaultLanguage: DEFAULT_LANGUAGE }),
  );

  // Backend calls carry the identity token only to the backend and discovery targets.
  const authenticatedFetch = (): FetchFn => {
    const sessions = get(SessionManagerToken);
    return createAuthenticatedFetch({
      baseFetch: plainFetch,
      getToken: () => sessions.getToken(),
      isAllowed: (url) => isAllowedBackendUrl(url, allowedBases),
      onUnauthorized: () => sessions.handleUnauthorized(),
    });
  };
  const backendFetch = authenticatedFetch();
  // The backend issues the app cookie only for a Bearer token (httpAuth.issueUserCookie).
  bind(AppCookieGatewayToken, () => new AppCookieHttpAdapter(backendFetch, get(DiscoveryToken)));
  const discoveryOf = (pluginId: string) => get(DiscoveryToken).getBaseUrl(pluginId);

  bind(PermissionAuthorizerToken, () => new PermissionHttpAdapter(backendFetch, discoveryOf));
  bind(CheckPermissionToken, () =>
    checkPermission({
      authorizer: get(PermissionAuthorizerToken),
      settings: { enabled: settings.permissionEnabled, batchedRequests: settings.permissionBatched },
      newId: () => randomId(host.window.crypto),
    }),
  );

  // --- catalog ---
  const currentUserRef = () => {
    const state = get(SessionManagerToken).getState();
    return state.status === 'signed-in' ? state.user.userEntityRef : undefined;
  };
  const storageParseError = (key: string) => get(AlertPosterToken).post({ message: messages.storageJsonParseError(key), severity: 'error' });
  bind(CatalogHttpAdapterToken, () => new CatalogHttpAdapter(backendFetch, discoveryOf));
  bind(CatalogReaderToken, () => get(CatalogHttpAdapterToken));
  bind(EntityRegistrarToken, () => get(CatalogHttpAdapterToken));
  bind(StarredEntitiesStoreToken, () => new KeyValueStarredEntitiesStore(get(KeyValueStoreToken), storageParseError));
  bind(VisitsStoreToken, () => new KeyValueVisitsStore(get(KeyValueStoreToken), storageParseError));
  bind(StarredEntitiesToken, () => new StarredEntities({ store: get(StarredEntitiesStoreToken), currentUserRef }));
  // One for the page and the count of a list, which share the counts of its words.
  let sharedNarrowTextTerm: NarrowTextTerm | undefined;
  const catalogPageDeps = (): ListCatalogPageDeps => ({
    reader: get(CatalogReaderToken),
    narrowTextTerm: (sharedNarrowTextTerm ??= narrowTextTerm(get(CatalogReaderToken))),
    userContext: () => {
      const state = get(SessionManagerToken).getState();
      return {
        ownershipRefs: state.status === 'signed-in' ? state.user.ownershipEntityRefs : [],
        starredRefs: get(StarredEntitiesToken).getStarred(),
      };
    },
  });
  bind(ListCatalogPageToken, () => listCatalogPage(catalogPageDeps()));
  bind(CountCatalogEntitiesToken, () => countCatalogEntities(catalogPageDeps()));
  bind(FilterOptionsLoaderToken, () => filterOptionsLoader({ reader: get(CatalogReaderToken) }));
  bind(LoadEntityPageToken, () => loadEntityPage({ reader: get(CatalogReaderToken) }));
  bind(UnregisterEntityToken, () => unregisterEntity({ reader: get(CatalogReaderToken), registrar: get(EntityRegistrarToken) }));
  bind(RelationWarningToken, () => relationWarning({ reader: get(CatalogReaderToken) }));
  bind(RecordVisitToken, () =>
    recordVisit({ store: get(VisitsStoreToken), currentUserRef, now: Date.now, newId: () => randomId(host.window.crypto) }),
  );
  bind(ListVisitsToken, () => listVisits({ store: get(VisitsStoreToken), currentUserRef }));
  bind(EntityPresentationApiToken, () => new CatalogEntityPresentation({ reader: get(CatalogReaderToken), now: Date.now }));
  bind(RefreshEntityToken, () => refreshEntity({ registrar: get(EntityRegistrarToken) }));
  bind(LoadAncestryToken, () => loadAncestry({ reader: get(CatalogReaderToken) }));
  bind(LoadColocatedToken, () => loadColocated({ reader: get(CatalogReaderToken) }));
  bind(LoadProcessingErrorsToken, () => loadProcessingErrors({ reader: get(CatalogReaderToken) }));
  bind(OrgQueriesToken, () => orgQueries({ reader: get(CatalogReaderToken) }));
  // --- end catalog ---

  // --- search, docs, settings, palette (issue 8) ---
  // search.query, techdocs and integrations reach the browser in the frontend config, not in AppSettings.
  // The adapters load with the first use of their area (none of them is part of the first page).
  const areaDeps = { fetch: backendFetch, discoveryOf, loadConfig: () => loadFrontendConfig(plainFetch, settings.basePath) };
  const search = deferSearchServices(() => import('../adapters/search/search-services').then((m) => m.createSearchServices(areaDeps)));
  const docs = deferDocsServices(() => import('../adapters/docs/docs-services').then((m) => m.createDocsServices(areaDeps)));
  bind(SearchSettingsSourceToken, () => search.settings);
  bind(SearchEngineToken, () => search.engine);
  bind(EntityFinderToken, () => search.finder);
  bind(SearchFilterValuesToken, () => search.filterValues);
  bind(PaletteRecentsToken, () => new PaletteRecents(get(KeyValueStoreToken)));
  bind(DocsSettingsSourceToken, () => docs.settings);
  bind(TechDocsGatewayToken, () => docs.gateway);
  bind(DocsEntityListerToken, () => docs.lister);
  bind(TextSizeStoreToken, () => new TextSizeStore(get(KeyValueStoreToken)));
  bind(FeatureFlagsStoreToken, () => new FeatureFlagsStore(get(KeyValueStoreToken), (message) => console.warn(message)));
  bind(LanguageStoreToken, () =>
    new LanguageStore(get(KeyValueStoreToken), { ...PORTICO_LANGUAGES, availableLanguages: get(TranslationsToken).languages() }),
  );
  bind(ConfiguredProvidersToken, () => ({ list: () => settings.signInProviders ?? [] }));
  // --- end search, docs, settings, palette ---

  // --- scaffolder (issue 6) ---
  // Loaded on first use: none of the scaffolder's adapters are part of the first page.
  bind(ScaffolderServicesToken, () =>
    loadOnce(() =>
      import('../adapters/scaffolder/scaffolder-services').then((scaffolder) =>
        scaffolder.createScaffolderServices({ fetch: backendFetch, discoveryOf, loadConfig: scaffolder.frontendConfigLoader(plainFetch, settings.basePath) }),
      ),
    ),
  );
  // --- end scaffolder ---

  // --- kubernetes (issue 5) ---
  // The adapters and codecs load with the first use of the Kubernetes tab.
  const kubernetes = () =>
    import('../adapters/kubernetes/kubernetes-services').then((k8s) =>
      k8s.createKubernetesUseCases({
        fetch: backendFetch,
        discoveryOf,
        loadConfig: () => loadFrontendConfig(plainFetch, settings.basePath),
        connector: get(AuthConnectorToken),
        login: get(InteractiveLoginToken),
      }),
    );
  bind(KubernetesUseCasesToken, () => deferKubernetesUseCases(kubernetes));
  bind(TerminalTransportToken, () =>
    new WebSocketTerminalTransport({ discoveryOf, getToken: () => get(SessionManagerToken).getToken(), createSocket: (url, protocols) => new WebSocket(url, protocols) }),
  );
  bind(DismissedBannersToken, () => new DismissedBanners(get(KeyValueStoreToken)));
  // --- end kubernetes ---

  // --- import (issue 7): the source-control calls go out with plain fetch (never the portal's identity token) ---
  bind(CatalogImportToken, () =>
    catalogImport({
      registrar: get(EntityRegistrarToken),
      reader: get(CatalogReaderToken),
      integrations: new FrontendConfigScmIntegrations(() => loadFrontendConfig(plainFetch, settings.basePath)),
      files: new YamlCatalogFileFormat(),
      github: new GithubPullRequestAdapter(plainFetch),
      azure: new AzureDevOpsPullRequestAdapter(plainFetch),
      tokens: scmTokensFromLoginRequests(get(LoginRequestsToken)),
      settings: { catalogFilename: DEFAULT_CATALOG_FILENAME, branchName: DEFAULT_IMPORT_BRANCH, appTitle: settings.title, appBaseUrl: settings.baseUrl },
    }),
  );
  // --- end import ---

  // --- api docs, graph, home (issue 7): the joke service is on the internet, so it gets plain fetch (no token) ---
  bind(LoadRelatedApisToken, () => loadRelatedApis({ reader: get(CatalogReaderToken) }));
  bind(LoadEntityGraphToken, () => loadEntityGraph({ reader: get(CatalogReaderToken) }));
  bind(LoadFeaturedDocsToken, () => loadFeaturedDocs({ reader: get(CatalogReaderToken) }));
  bind(HomeSettingsSourceToken, () => new HomeSettingsFromConfig(() => loadFrontendConfig(plainFetch, settings.basePath)));
  const jokeApiUrl = () => async () => {
    const loaded = await get(HomeSettingsSourceToken).load()();
    return { _tag: 'Right' as const, right: loaded._tag === 'Right' ? loaded.right.settings.randomJoke.apiUrl : DEFAULT_JOKE_API_URL };
  };
  bind(OnlineJokeSourceToken, () => new JokeApiHttpAdapter(plainFetch, jokeApiUrl));
  bind(OfflineJokeSourceToken, () => new LazyBundledJokeSource(Math.random));
  bind(GetRandomJokeToken, () => getRandomJoke({ online: get(OnlineJokeSourceToken), offline: get(OfflineJokeSourceToken) }));
  // --- end api docs, graph, home ---

  return {
    get<T>(token: ServiceToken<T>): T {
      if (!container.isBound(token.id)) throw new Error(messages.noImplementation(token.name));
      return get(token);
    },
  };
};

/** crypto.randomUUID needs a secure context; a portal served over plain http on an intranet host is not one. */
const randomId = (crypto: Crypto): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
