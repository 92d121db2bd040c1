// The API refs a Backstage plugin asks for, implemented on Portico's services: config, discovery, fetch with the
// signed-in user's token, identity, error and alert (into the portal's snackbar), analytics (into the portal's
// analytics), storage (the browser's local storage, under the plugin's namespace), translations (each ref's own
// default messages), feature flags (the user's switches in Settings), permissions (the portal's checks), the catalog (Backstage's own catalog client
// over the portal's discovery and fetch), the SCM integrations of the app config, SCM credentials and the OAuth
// providers (tokens from the auth backend's providers). A plugin's own APIs (plugin.getApis()) are built on first
// use from these. Any other ref is missing: useApi throws 'No implementation available for apiRef{…}', which the
// host's boundary shows with its id.
import { ConfigReader } from '@backstage/core-app-api';
import {
  alertApiRef,
  analyticsApiRef,
  configApiRef,
  discoveryApiRef,
  errorApiRef,
  fetchApiRef,
  identityApiRef,
  storageApiRef,
  type AnyApiFactory,
  type AnyApiRef,
  type ApiHolder,
  type ApiRef,
  type StorageApi,
} from '@backstage/core-plugin-api';
import { translationApiRef } from '@backstage/core-plugin-api/alpha';
import { ScmIntegrations } from '@backstage/integration';
import type { PortalServices } from '../portal-services';

/** A stream that never emits: Backstage's `alert$()`, `error$()` and the like, which no one here reads. */
const silentObservable = <T>() => {
  const observable = {
    subscribe: (_observer?: unknown) => ({ unsubscribe: () => undefined, closed: false }),
    [Symbol.observable ?? '@@observable']: () => observable,
  };
  return observable as unknown as { subscribe(observer: (value: T) => void): { unsubscribe(): void; closed: boolean } };
};

declare global {
  interface SymbolConstructor {
    readonly observable: symbol;
  }
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** i18next's plural keys and `{{name}}` interpolation, over a ref's default messages. */
const translate = (messages: Readonly<Record<string, string>>) => (key: string, options?: Record<string, unknown>) => {
  const count = options?.['count'];
  const plural = typeof count === 'number' ? (messages[`${key}_${count === 1 ? 'one' : 'other'}`] ?? messages[`${key}_other`]) : undefined;
  const text = plural ?? messages[key] ?? key;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (options && name in options ? String(options[name]) : whole));
};

interface TranslationRefLike {
  readonly id: string;
  getDefaultMessages?(): Record<string, string>;
}

/** Backstage's translation API: each ref's default (English) messages. */
export const translationApi = {
  getTranslation: (ref: TranslationRefLike) => ({ ready: true, t: translate(ref.getDefaultMessages?.() ?? {}) }),
  translation$: () => silentObservable(),
};

/** A storage bucket in localStorage under `namespace`; its observers hear of changes made through it. */
const localStorageBucket = (namespace: string): StorageApi => {
  const listeners = new Map<string, Set<(snapshot: unknown) => void>>();
  const full = (key: string) => `${namespace}/${encodeURIComponent(key)}`;
  const read = (key: string): unknown => {
    try {
      const text = window.localStorage.getItem(full(key));
      return text === null ? undefined : (JSON.parse(text) as unknown);
    } catch {
      return undefined;
    }
  };
  const snapshot = (key: string) => {
    const value = read(key);
    return value === undefined ? { key, presence: 'absent' as const } : { key, presence: 'present' as const, value };
  };
  const notify = (key: string) => listeners.get(key)?.forEach((listener) => listener(snapshot(key)));
  const bucket: StorageApi = {
    forBucket: (name: string) => localStorageBucket(`${namespace}/${name}`),
    snapshot: snapshot as StorageApi['snapshot'],
    async set(key: string, value: unknown) {
      window.localStorage.setItem(full(key), JSON.stringify(value));
      notify(key);
    },
    async remove(key: string) {
      window.localStorage.removeItem(full(key));
      notify(key);
    },
    observe$: ((key: string) => ({
      subscribe(observer: ((value: unknown) => void) | { next?: (value: unknown) => void }) {
        const next = typeof observer === 'function' ? observer : (value: unknown) => observer.next?.(value);
        const set = listeners.get(key) ?? new Set();
        set.add(next);
        listeners.set(key, set);
        return { unsubscribe: () => set.delete(next), closed: false };
      },
      [Symbol.observable ?? '@@observable']() {
        return this;
      },
    })) as unknown as StorageApi['observe$'],
  };
  return bucket;
};

/** A fetch call's URL and options as the portal's fetch takes them: a Request's own method, headers and body kept. */
const fetchArguments = (input: RequestInfo | URL, init?: RequestInit): [string, RequestInit | undefined] => {
  if (typeof input === 'string') return [input, init];
  if (input instanceof URL) return [input.href, init];
  const fromRequest: RequestInit = { method: input.method, headers: input.headers, ...(input.body ? { body: input.body, duplex: 'half' } as RequestInit : {}), signal: input.signal };
  return [input.url, { ...fromRequest, ...init }];
};

/** The ids of API refs declared in packages the host does not import (their refs are matched by id). */
export const CATALOG_API_ID = 'plugin.catalog.service';
export const SCM_INTEGRATIONS_API_ID = 'integration.scmintegrations';
export const SCM_AUTH_API_ID = 'core.scmauth';
export const FEATURE_FLAGS_API_ID = 'core.featureflags';
export const PERMISSION_API_ID = 'plugin.permission.api';
/** Backstage's OAuth API refs ('core.auth.github', …) and the auth backend's provider each is. */
export const OAUTH_PROVIDERS = ['github', 'gitlab', 'google', 'microsoft', 'okta', 'bitbucket', 'atlassian', 'onelogin'] as const;

/** Each SCM integration type: the auth provider that gives its tokens, the scopes Backstage's ScmAuth asks by default, and its key in additionalScope.customScopes. */
const SCM_SIGN_IN: Readonly<Record<string, { provider: string; scopes: readonly string[]; repoWrite: readonly string[]; custom: string }>> = {
  github: { provider: 'github', scopes: ['repo', 'read:org', 'read:user'], repoWrite: ['gist'], custom: 'github' },
  gitlab: { provider: 'gitlab', scopes: ['read_user', 'read_api', 'read_repository'], repoWrite: ['write_repository', 'api'], custom: 'gitlab' },
  azure: { provider: 'microsoft', scopes: ['499b84ac-1321-427f-aa17-267ca6975798/vso.build', '499b84ac-1321-427f-aa17-267ca6975798/vso.code'], repoWrite: [], custom: 'azure' },
  bitbucket: { provider: 'bitbucket', scopes: ['account', 'team', 'pullrequest', 'snippet', 'issue'], repoWrite: ['pullrequest:write', 'snippet:write', 'issue:write'], custom: 'bitbucket' },
};

interface ScmCredentialsRequest {
  readonly url: string;
  readonly additionalScope?: { readonly repoWrite?: boolean; readonly customScopes?: Readonly<Record<string, readonly string[]>> };
}

const scopesOf = (scope: string | readonly string[] | undefined): readonly string[] =>
  scope === undefined ? [] : typeof scope === 'string' ? scope.split(/[\s,]+/).filter(Boolean) : scope;

/** Backstage's OAuthApi and the session APIs beside it, for one auth backend provider. */
const oauthApiOf = (services: PortalServices, provider: string) => ({
  getAccessToken: (scope?: string | readonly string[]) => services.providerToken(provider, scopesOf(scope)),
  async signIn() {
    await services.providerToken(provider, []);
  },
  async signOut() {
    throw new Error('Signing out is done in the portal');
  },
  getProfile: async () => undefined,
  getBackstageIdentity: async () => undefined,
  sessionState$: () => silentObservable(),
});

/** An API made on first use (its making may fail, inside the plugin that uses it). */
export class LazyApi<T> {
  private made: { value: T } | undefined;
  constructor(private readonly make: () => T) {}
  get(): T {
    this.made ??= { value: this.make() };
    return this.made.value;
  }
}

/**
 * An API whose methods are all asynchronous, made from code loaded on the first call: the catalog client, which many
 * plugin pages never call, stays out of the code every plugin page runs.
 */
const loadedOnFirstCall = <T extends object>(load: () => Promise<T>): T => {
  let loading: Promise<T> | undefined;
  return new Proxy({} as T, {
    get: (_target, name) =>
      // Not a thenable: awaiting the API itself must not call the loader.
      name === 'then' || typeof name === 'symbol'
        ? undefined
        : async (...args: unknown[]) => {
            loading ??= load();
            const api = (await loading) as Record<string, (...values: unknown[]) => unknown>;
            return api[name]!(...args);
          },
  });
};

/** The APIs Portico gives every Backstage plugin, by API ref id. */
export const portalApis = (services: PortalServices): ReadonlyMap<string, unknown> => {
  const post = (message: string, severity: 'success' | 'info' | 'warning' | 'error') => services.alerts.post({ message, severity });
  const token = async () => ({ token: await services.identity.getToken() });
  const identity = {
    async getBackstageIdentity() {
      const user = services.identity.getUser();
      return { type: 'user' as const, userEntityRef: user?.userEntityRef ?? '', ownershipEntityRefs: [...(user?.ownershipEntityRefs ?? [])] };
    },
    async getProfileInfo() {
      const user = services.identity.getUser();
      return { ...(user ? { displayName: user.displayName } : {}), ...(user?.email ? { email: user.email } : {}) };
    },
    getCredentials: token,
    async signOut() {
      throw new Error('Signing out is done in the portal');
    },
  };
  const config = new ConfigReader(services.configData as ConstructorParameters<typeof ConfigReader>[0], 'app-config');
  const discoveryApi = { getBaseUrl: (pluginId: string) => services.discovery.getBaseUrl(pluginId) };
  const fetchApi = { fetch: (input: RequestInfo | URL, init?: RequestInit) => services.fetch(...fetchArguments(input, init)) };
  // Read on first use: a mistake in the integrations config fails the plugin that reads them, not every plugin.
  const integrations = new LazyApi(() => ScmIntegrations.fromConfig(config));
  const scmAuth = {
    isUrlSupported: (url: URL) => Boolean(integrations.get().byUrl(url.href)),
    async getCredentials({ url, additionalScope }: ScmCredentialsRequest) {
      const integration = integrations.get().byUrl(url);
      const signIn = integration ? SCM_SIGN_IN[integration.type] : undefined;
      if (!integration || !signIn) throw new Error(`No SCM integration of the app config (integrations) covers ${url}`);
      const scopes = [...signIn.scopes, ...(additionalScope?.repoWrite ? signIn.repoWrite : []), ...(additionalScope?.customScopes?.[signIn.custom] ?? [])];
      const token = await services.providerToken(signIn.provider, [...new Set(scopes)]);
      return { token, headers: { Authorization: `Bearer ${token}` } };
    },
  };
  const entries: [AnyApiRef | string, unknown][] = [
    [configApiRef, config],
    [discoveryApiRef, discoveryApi],
    [fetchApiRef, fetchApi],
    [CATALOG_API_ID, loadedOnFirstCall(async () => new (await import('@backstage/catalog-client')).CatalogClient({ discoveryApi, fetchApi }))],
    [SCM_INTEGRATIONS_API_ID, integrations],
    [SCM_AUTH_API_ID, scmAuth],
    [PERMISSION_API_ID, { authorize: services.authorize }],
    [FEATURE_FLAGS_API_ID, { isActive: (name: string) => services.isFeatureFlagActive(name), registerFlag: () => undefined, getRegisteredFlags: () => [], save: () => undefined }],
    ...OAUTH_PROVIDERS.map((provider): [string, unknown] => [`core.auth.${provider}`, oauthApiOf(services, provider)]),
    [identityApiRef, identity],
    [errorApiRef, { post: (error: unknown) => post(messageOf(error), 'error'), error$: () => silentObservable() }],
    [alertApiRef, { post: (alert: { message: string; severity?: 'success' | 'info' | 'warning' | 'error' }) => post(alert.message, alert.severity ?? 'success'), alert$: () => silentObservable() }],
    [analyticsApiRef, { captureEvent: (event: { action: string; subject: string }) => services.captureEvent(event.action, event.subject) }],
    [storageApiRef, localStorageBucket('portico.backstage')],
    [translationApiRef, translationApi],
  ];
  return new Map(entries.map(([ref, api]) => [typeof ref === 'string' ? ref : ref.id, api]));
};

/**
 * The APIs a new-frontend-system plugin's extensions may ask for while they are instantiated without a portal around
 * them (by the build, and to read their entity filters): the app config and translations.
 */
export const instantiationApis = (configData: Readonly<Record<string, unknown>>): ApiHolder =>
  apiHolderOf(
    new Map<string, unknown>([
      [configApiRef.id, new ConfigReader(configData as ConstructorParameters<typeof ConfigReader>[0], 'app-config')],
      [translationApiRef.id, translationApi],
    ]),
    [],
  );

/**
 * An API holder over `provided` (by ref id) and the plugins' own factories, each built once, on first use, from the
 * APIs it depends on. A factory whose dependency is missing fails naming that ref. `factories` may be given as a
 * function, read on each miss: a new-frontend-system plugin's are known once its extensions are instantiated.
 */
export const apiHolderOf = (provided: ReadonlyMap<string, unknown>, factories: readonly AnyApiFactory[] | (() => readonly AnyApiFactory[])): ApiHolder => {
  const built = new Map<string, unknown>(provided);
  const factoryOf = (id: string) => (typeof factories === 'function' ? factories() : factories).find((factory) => factory.api.id === id);
  const holder: ApiHolder = {
    get<T>(ref: ApiRef<T>): T | undefined {
      const given = built.get(ref.id);
      if (given instanceof LazyApi) {
        const made = given.get() as T;
        built.set(ref.id, made);
        return made;
      }
      if (built.has(ref.id)) return given as T;
      const factory = factoryOf(ref.id);
      if (!factory) return undefined;
      const deps: Record<string, unknown> = {};
      for (const [name, depRef] of Object.entries(factory.deps as Record<string, AnyApiRef>)) {
        const dep = holder.get(depRef);
        if (dep === undefined) throw new Error(`No implementation available for ${String(depRef)}, which ${String(ref)} depends on`);
        deps[name] = dep;
      }
      const api = (factory.factory as (deps: Record<string, unknown>) => unknown)(deps);
      built.set(ref.id, api);
      return api as T;
    },
  };
  return holder;
};
