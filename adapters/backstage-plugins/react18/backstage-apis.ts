// The API refs a Backstage plugin asks for, implemented on Portico's services: config, discovery, fetch with the
// signed-in user's token, identity, error and alert (into the portal's snackbar), analytics (into the portal's
// analytics), storage (the browser's local storage, under the plugin's namespace) and translations (each ref's own
// default messages). A plugin's own APIs (plugin.getApis()) are built on first use from these. Any other ref is
// missing: useApi throws 'No implementation available for apiRef{…}', which the host's boundary shows with its id.
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
  const entries: [AnyApiRef, unknown][] = [
    [configApiRef, new ConfigReader(services.configData as ConstructorParameters<typeof ConfigReader>[0], 'app-config')],
    [discoveryApiRef, { getBaseUrl: (pluginId: string) => services.discovery.getBaseUrl(pluginId) }],
    [fetchApiRef, { fetch: (input: RequestInfo | URL, init?: RequestInit) => services.fetch(...fetchArguments(input, init)) }],
    [identityApiRef, identity],
    [errorApiRef, { post: (error: unknown) => post(messageOf(error), 'error'), error$: () => silentObservable() }],
    [alertApiRef, { post: (alert: { message: string; severity?: 'success' | 'info' | 'warning' | 'error' }) => post(alert.message, alert.severity ?? 'success'), alert$: () => silentObservable() }],
    [analyticsApiRef, { captureEvent: (event: { action: string; subject: string }) => services.captureEvent(event.action, event.subject) }],
    [storageApiRef, localStorageBucket('portico.backstage')],
    [
      translationApiRef,
      {
        getTranslation: (ref: TranslationRefLike) => ({ ready: true, t: translate(ref.getDefaultMessages?.() ?? {}) }),
        translation$: () => silentObservable(),
      },
    ],
  ];
  return new Map(entries.map(([ref, api]) => [ref.id, api]));
};

/**
 * An API holder over `provided` (by ref id) and the plugins' own factories, each built once, on first use, from the
 * APIs it depends on. A factory whose dependency is missing fails naming that ref.
 */
export const apiHolderOf = (provided: ReadonlyMap<string, unknown>, factories: readonly AnyApiFactory[]): ApiHolder => {
  const built = new Map<string, unknown>(provided);
  const byId = new Map(factories.map((factory) => [factory.api.id, factory]));
  const holder: ApiHolder = {
    get<T>(ref: ApiRef<T>): T | undefined {
      if (built.has(ref.id)) return built.get(ref.id) as T;
      const factory = byId.get(ref.id);
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
