// How a plugin declares its services, and the shell's own services a plugin may depend on, by token.
import { AlertPosterToken, type AlertPoster } from '../application/app/alerts.port';
import { AnalyticsTrackerToken } from '../application/app/analytics-tracker';
import type { AnalyticsAttributes } from '../application/app/analytics.port';
import { AppConfigToken, type AppConfig } from '../application/app/app-config';
import { BackendClientToken, type BackendClient } from '../application/app/backend-client.port';
import { BackendFetchToken } from '../application/app/backend-fetch.port';
import { DiscoveryToken, type Discovery } from '../application/app/discovery.port';
import { IdentityReaderToken, type IdentityReader } from '../application/app/identity-reader';
import { FeatureFlagsStoreToken } from '../application/settings/feature-flags.store';
import { service, type HttpFetch, type ServiceDeclaration } from '../application/shared/service-declaration';
import type { ServiceToken } from '../application/shared/service-token';

/** fetch for backend calls: adds the user's token to calls to the backend and discovery targets, and to nothing else. */
export type Fetch = HttpFetch;

/** Whether the user switched a feature flag on (Settings › Feature Flags). */
export interface FeatureFlags {
  isActive(name: string): boolean;
}

/** Captures an analytics event through the portal's configured analytics provider. */
export interface Analytics {
  captureEvent(action: string, subject: string, options?: { readonly value?: number; readonly attributes?: AnalyticsAttributes }): void;
}

export const fetchToken: ServiceToken<Fetch> = BackendFetchToken;
export const discoveryToken: ServiceToken<Discovery> = DiscoveryToken;
/** Calls a backend plugin (or the backend's proxy) with the user's token, answers decoded by the plugin's codec. */
export const backendClientToken: ServiceToken<BackendClient> = BackendClientToken;
export const configToken: ServiceToken<AppConfig> = AppConfigToken;
export const identityToken: ServiceToken<IdentityReader> = IdentityReaderToken;
export const alertsToken: ServiceToken<AlertPoster> = AlertPosterToken;
export const featureFlagsToken: ServiceToken<FeatureFlags> = FeatureFlagsStoreToken;
export const analyticsToken: ServiceToken<Analytics> = AnalyticsTrackerToken;

type ServiceTokens = Readonly<Record<string, ServiceToken<unknown>>>;
/** The services a factory asked for, by the names it gave their tokens. */
export type ResolvedServices<D extends ServiceTokens> = { readonly [K in keyof D]: D[K] extends ServiceToken<infer T> ? T : never };

export interface ServiceOptions<T, D extends ServiceTokens> {
  readonly token: ServiceToken<T>;
  /** Services this one needs, by name: `{ fetch: fetchToken, config: configToken }`. */
  readonly deps?: D;
  /** Builds the service once, on its first use, from its dependencies. */
  readonly create: (deps: ResolvedServices<D>) => T;
}

/** Declares a service of a plugin: bound to its token when the portal starts, built on first use. */
export const defineService = <T, D extends ServiceTokens = Record<never, never>>(options: ServiceOptions<T, D>): ServiceDeclaration =>
  service(options.token, (get) => {
    const deps = Object.fromEntries(Object.entries(options.deps ?? {}).map(([name, token]) => [name, get(token)]));
    return options.create(deps as ResolvedServices<D>);
  });
