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
import { checkPermission, CheckPermissionToken } from '../application/permission/check-permission.use-case';
import { PermissionAuthorizerToken } from '../application/permission/permission-authorizer.port';
import type { ServiceToken } from '../application/shared/service-token';
import { AppCookieHttpAdapter } from '../adapters/app/app-cookie.http-adapter';
import { AuthBackendHttpAdapter } from '../adapters/app/auth-backend.http-adapter';
import { createAuthenticatedFetch } from '../adapters/app/authenticated-fetch';
import { ConfigDiscovery } from '../adapters/app/config-discovery';
import { LocalStorageStore } from '../adapters/app/local-storage.store';
import { PopupLogin } from '../adapters/app/popup-login';
import type { FetchFn } from '../adapters/shared/http';
import { PermissionHttpAdapter } from '../adapters/permission/permission.http-adapter';
import type { AppSettings } from '../domain/app/app-settings';
import { allowedBackendBases, isAllowedBackendUrl } from '../domain/app/discovery';
import { messages } from '../domain/app/messages';
import type { ServiceResolver } from '../ui/app/services';

export interface ContainerHost {
  readonly window: Window;
  readonly fetch: FetchFn;
  /** The page says it runs in protected mode (meta backstage-app-mode=protected): cookie auth. */
  readonly protectedMode: boolean;
}

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
  bind(AuthConnectorToken, () => new AuthBackendHttpAdapter(plainFetch, get(DiscoveryToken), settings.authEnvironment));
  bind(InteractiveLoginToken, () =>
    new PopupLogin({
      window: host.window,
      discovery: get(DiscoveryToken),
      environment: settings.authEnvironment,
      redirectFlow: settings.enableExperimentalRedirectFlow,
    }),
  );
  bind(SessionManagerToken, () =>
    new SessionManager({
      connector: get(AuthConnectorToken),
      login: get(InteractiveLoginToken),
      store: get(KeyValueStoreToken),
      now: Date.now,
    }),
  );
  bind(AppCookieGatewayToken, () => new AppCookieHttpAdapter(plainFetch, get(DiscoveryToken)));
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
  const discoveryOf = (pluginId: string) => get(DiscoveryToken).getBaseUrl(pluginId);

  bind(PermissionAuthorizerToken, () => new PermissionHttpAdapter(backendFetch, discoveryOf));
  bind(CheckPermissionToken, () =>
    checkPermission({
      authorizer: get(PermissionAuthorizerToken),
      settings: { enabled: settings.permissionEnabled, batchedRequests: settings.permissionBatched },
      newId: () => randomId(host.window.crypto),
    }),
  );

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
