// The shell's own services (session, discovery, fetch, alerts, theme, translations, analytics, permission)
// and the context every feature's factories receive.
import * as TE from 'fp-ts/TaskEither';
import { AlertPosterToken } from '../../application/app/alerts.port';
import { AlertStore, AlertStoreToken } from '../../application/app/alert-store';
import { AnalyticsSinkToken } from '../../application/app/analytics.port';
import { AnalyticsProviders, AnalyticsProvidersToken } from '../../application/app/analytics-providers';
import { AnalyticsTracker, AnalyticsTrackerToken } from '../../application/app/analytics-tracker';
import { AppCookieGatewayToken } from '../../application/app/app-cookie.port';
import { appConfigOf, AppConfigToken } from '../../application/app/app-config';
import { AuthConnectorToken } from '../../application/app/auth-connector.port';
import { BackendClientToken } from '../../application/app/backend-client.port';
import { BackendFetchToken } from '../../application/app/backend-fetch.port';
import { CookieRefresher, CookieRefresherToken } from '../../application/app/cookie-refresher';
import { DiscoveryToken } from '../../application/app/discovery.port';
import { identityReaderOf, IdentityReaderToken } from '../../application/app/identity-reader';
import { InteractiveLoginToken } from '../../application/app/interactive-login.port';
import { KeyValueStoreToken } from '../../application/app/key-value-store.port';
import { LoginRequests, LoginRequestsToken } from '../../application/app/login-requests';
import { loginWithProviderScopes } from '../../application/app/provider-scopes';
import { SessionManager, SessionManagerToken } from '../../application/app/session-manager';
import { signOut, SignOutToken } from '../../application/app/sign-out.use-case';
import { ThemeStore, ThemeStoreToken } from '../../application/app/theme-store';
import { Translations, TranslationsToken } from '../../application/app/translations';
import { checkPermission, CheckPermissionToken } from '../../application/permission/check-permission.use-case';
import { PermissionAuthorizerToken } from '../../application/permission/permission-authorizer.port';
import { LanguageStore, LanguageStoreToken, PORTICO_LANGUAGES } from '../../application/settings/language.store';
import { service, type HttpFetch, type Resolve, type ServiceContext, type ServiceDeclaration, type ServiceHost } from '../../application/shared/service-declaration';
import { transportError } from '../../application/shared/backend-error';
import type { AppSettings } from '../../domain/app/app-settings';
import { ConfigView } from '../../domain/app/config-values';
import { DEFAULT_LANGUAGE } from '../../domain/app/constants';
import { messages } from '../../domain/app/messages';
import { allowedBackendBases, discoverySettingsOf, isAllowedBackendUrl } from '../../domain/app/discovery';
import { selectedAnalytics } from '../analytics/selected-analytics';
import { PermissionHttpAdapter } from '../permission/permission.http-adapter';
import { AppCookieHttpAdapter } from './app-cookie.http-adapter';
import { BackendClientHttpAdapter } from './backend-client.http-adapter';
import { createAuthenticatedFetch } from './authenticated-fetch';
import { withBackgroundLane } from './background-lane';
import { ConfigDiscovery } from './config-discovery';
import { authConnectorFor } from './early-session-refresh';
import { LocalStorageStore } from './local-storage.store';
import { PopupLogin } from './popup-login';
import { ConfigTranslationOverrides } from './translation-overrides.config-adapter';


/** crypto.randomUUID needs a secure context; a portal served over plain http on an intranet host is not one. */
const randomId = (crypto: Crypto): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

export const appServiceContext = (settings: AppSettings, host: ServiceHost, get: Resolve): ServiceContext => {
  const plainFetch: HttpFetch = (input, init) => host.fetch(input, init);
  return {
    settings,
    host,
    plainFetch,
    backendFetch: (input, init) => get(BackendFetchToken)(input, init),
    discoveryOf: (pluginId) => get(DiscoveryToken).getBaseUrl(pluginId),
    loadFrontendConfig: () => (host.appConfig ? TE.right(host.appConfig) : TE.left(transportError(messages.configBeforeLoad))),
    newId: () => randomId(host.window.crypto),
  };
};

export const appServices: readonly ServiceDeclaration[] = [
  service(KeyValueStoreToken, (_, { host }) => new LocalStorageStore(host.window.localStorage)),
  service(DiscoveryToken, (_, { settings }) => new ConfigDiscovery(discoverySettingsOf(settings))),
  service(AuthConnectorToken, (_, { plainFetch, settings }) => authConnectorFor(settings, plainFetch)),
  service(InteractiveLoginToken, (get, { host, settings }) =>
    loginWithProviderScopes(
      new PopupLogin({
        window: host.window,
        discovery: get(DiscoveryToken),
        environment: settings.authEnvironment,
        redirectFlow: settings.enableExperimentalRedirectFlow,
      }),
    ),
  ),
  service(SessionManagerToken, (get, { host }) =>
    new SessionManager({
      connector: get(AuthConnectorToken),
      login: get(InteractiveLoginToken),
      store: get(KeyValueStoreToken),
      now: Date.now,
      ...(host.earlySessionRefresh ? { earlyRefresh: host.earlySessionRefresh } : {}),
    }),
  ),
  // Backend calls carry the identity token only to the backend and discovery targets; calls the user did not ask
  // for wait for the others (background-lane.ts).
  service(BackendFetchToken, (get, { plainFetch, settings }) => {
    const sessions = get(SessionManagerToken);
    const allowedBases = allowedBackendBases(discoverySettingsOf(settings));
    return withBackgroundLane(
      createAuthenticatedFetch({
        baseFetch: plainFetch,
        getToken: () => sessions.getToken(),
        isAllowed: (url) => isAllowedBackendUrl(url, allowedBases),
        onUnauthorized: () => sessions.handleUnauthorized(),
      }),
    );
  }),
  // The plugins' typed calls to their backends, with the user's token.
  service(BackendClientToken, (get, { backendFetch }) => new BackendClientHttpAdapter(backendFetch, get(DiscoveryToken))),
  service(SignOutToken, (get, { host, settings }) =>
    signOut({
      sessions: get(SessionManagerToken),
      ...(host.protectedMode
        ? { protectedMode: { cookie: get(AppCookieGatewayToken), basePath: settings.basePath, go: (path) => host.window.location.assign(path) } }
        : {}),
    }),
  ),
  // The backend issues the app cookie only for a Bearer token (httpAuth.issueUserCookie).
  service(AppCookieGatewayToken, (get, { backendFetch }) => new AppCookieHttpAdapter(backendFetch, get(DiscoveryToken))),
  service(CookieRefresherToken, (get, { host }) =>
    new CookieRefresher({
      gateway: get(AppCookieGatewayToken),
      alerts: get(AlertPosterToken),
      timers: { setTimeout: (callback, ms) => host.window.setTimeout(callback, ms), clearTimeout: (handle) => host.window.clearTimeout(handle as number) },
      now: Date.now,
      random: Math.random,
      log: (message) => console.error(message),
    }),
  ),
  service(IdentityReaderToken, (get) => identityReaderOf(get(SessionManagerToken))),
  // The config the page started with, as plugins read it; before the boot handed it over there is none to read.
  service(AppConfigToken, (_, { host }) => appConfigOf(ConfigView.fromData(host.appConfig ?? {}, 'app-config'))),
  service(LoginRequestsToken, (get) => new LoginRequests({ connector: get(AuthConnectorToken), login: get(InteractiveLoginToken) })),
  service(AlertStoreToken, () => new AlertStore()),
  service(AlertPosterToken, (get) => get(AlertStoreToken)),
  service(ThemeStoreToken, (get, { host }) => {
    const darkQuery = host.window.matchMedia?.('(prefers-color-scheme: dark)');
    const themes = new ThemeStore({ store: get(KeyValueStoreToken), systemPrefersDark: () => darkQuery?.matches ?? false });
    darkQuery?.addEventListener?.('change', () => themes.refresh());
    return themes;
  }),
  // The plugins' analytics providers, collected by the container as it binds each plugin (config/browser/container.ts).
  service(AnalyticsProvidersToken, () => new AnalyticsProviders()),
  service(AnalyticsSinkToken, (get, { settings }) => selectedAnalytics(settings.analyticsProvider, get(AnalyticsProvidersToken), get)),
  service(AnalyticsTrackerToken, (get) => new AnalyticsTracker(get(AnalyticsSinkToken))),
  service(TranslationsToken, (get, { settings }) =>
    new Translations({ source: new ConfigTranslationOverrides(settings.translations), alerts: get(AlertPosterToken), defaultLanguage: DEFAULT_LANGUAGE }),
  ),
  service(LanguageStoreToken, (get) =>
    new LanguageStore(get(KeyValueStoreToken), { ...PORTICO_LANGUAGES, availableLanguages: get(TranslationsToken).languages() }),
  ),
  service(PermissionAuthorizerToken, (_, { backendFetch, discoveryOf }) => new PermissionHttpAdapter(backendFetch, discoveryOf)),
  service(CheckPermissionToken, (get, { settings, newId }) =>
    checkPermission({
      authorizer: get(PermissionAuthorizerToken),
      settings: { enabled: settings.permissionEnabled, batchedRequests: settings.permissionBatched },
      newId,
    }),
  ),
];
