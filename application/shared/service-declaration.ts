// How a feature declares its services: the composition root binds every declaration by its token, so no
// feature is wired by hand there. A lazy service's code is loaded on first use, out of the first page.
import type { TaskEither } from 'fp-ts/TaskEither';
import type { EarlyRefresh } from '../app/session-manager';
import type { AppSettings } from '../../domain/app/app-settings';
import type { JsonObject } from '../../domain/app/config-values';
import type { BackendError } from './backend-error';
import { deferService, type TaskPort, type WhenUnavailable } from './deferred-service';
import { loadOnce, type Lazy } from './load-once';
import type { ServiceToken } from './service-token';

export type HttpFetch = (input: string, init?: RequestInit) => Promise<Response>;

/** What the page the portal runs in offers the services. */
export interface ServiceHost {
  readonly window: Window;
  readonly fetch: HttpFetch;
  /** The page says it runs in protected mode (meta backstage-app-mode=protected): cookie auth. */
  readonly protectedMode: boolean;
  /** The browser's app config as the boot read it; services read it from here instead of asking the server again. */
  readonly appConfig?: JsonObject;
  /** The stored session's refresh, when the page's first script already started it. */
  readonly earlySessionRefresh?: EarlyRefresh;
}

/** What every factory may use besides other services. */
export interface ServiceContext {
  readonly settings: AppSettings;
  readonly host: ServiceHost;
  /** fetch without the identity token: the portal server and services outside the backend. */
  readonly plainFetch: HttpFetch;
  /** fetch that adds the identity token, for backend and discovery URLs only. */
  readonly backendFetch: HttpFetch;
  readonly discoveryOf: (pluginId: string) => Promise<string>;
  /**
   * The browser's app config (search.query, techdocs, integrations… are not in AppSettings). A service that reads it
   * before the boot has handed it over gets a Left naming that fault.
   */
  readonly loadFrontendConfig: () => TaskEither<BackendError, JsonObject>;
  /** A random hex id (crypto.randomUUID needs a secure context, which a plain-http intranet portal is not). */
  readonly newId: () => string;
}

/** Resolves another service by its token. */
export type Resolve = <T>(token: ServiceToken<T>) => T;

export type ServiceFactory<T> = (get: Resolve, context: ServiceContext) => T;

/** One service: created on first resolve, once per container. How it is made is the composition root's business. */
export interface ServiceDeclaration {
  readonly token: ServiceToken<unknown>;
  /**
   * Its code is loaded with its first use.
   * @internal
   */
  readonly lazy: boolean;
  /** @internal */
  readonly create: ServiceFactory<unknown>;
}

export const service = <T>(token: ServiceToken<T>, create: ServiceFactory<T>): ServiceDeclaration => ({ token, lazy: false, create });

/**
 * A port implemented by code loaded with the first call of one of its methods: `load` imports the module
 * and builds the implementation, once; until then the token resolves to a stand-in (see deferService).
 */
export const lazyService = <T extends TaskPort<T>>(
  token: ServiceToken<T>,
  load: ServiceFactory<Promise<T>>,
  whenUnavailable: NoInfer<WhenUnavailable<T>>,
): ServiceDeclaration => ({
  token,
  lazy: true,
  create: (get, context) => deferService(loadOnce(() => load(get, context)), whenUnavailable),
});

/** Services loaded on first use whose token resolves to the loader itself: callers await what they need. */
export const lazyLoader = <T>(token: ServiceToken<Lazy<T>>, load: ServiceFactory<Promise<T>>): ServiceDeclaration => ({
  token,
  lazy: true,
  create: (get, context) => loadOnce(() => load(get, context)),
});
