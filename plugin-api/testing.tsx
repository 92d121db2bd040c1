// A host for a plugin's views in its own tests: the shell's services a plugin may use (config, identity, alerts,
// feature flags, permissions, analytics), the plugin's own fakes, a query client and a router, without a running portal.
import * as E from 'fp-ts/Either';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { appConfigOf, AppConfigToken, type AppConfig } from '../application/app/app-config';
import { AlertPosterToken } from '../application/app/alerts.port';
import type { BackendClient } from '../application/app/backend-client.port';
import type { Discovery } from '../application/app/discovery.port';
import { BackendClientHttpAdapter } from '../adapters/app/backend-client.http-adapter';
import type { AnalyticsAttributes } from '../application/app/analytics.port';
import { AnalyticsTrackerToken } from '../application/app/analytics-tracker';
import { IdentityReaderToken, type IdentityReader, type UserIdentity } from '../application/app/identity-reader';
import type { KeyValueStore } from '../application/app/key-value-store.port';
import { CheckPermissionToken } from '../application/permission/check-permission.use-case';
import { FeatureFlagsStore, FeatureFlagsStoreToken } from '../application/settings/feature-flags.store';
import type { ServiceToken } from '../application/shared/service-token';
import type { AlertMessage } from '../domain/app/alerts';
import { ConfigView, type JsonObject } from '../domain/app/config-values';
import { ALLOW, DENY, decisionWithoutBackend } from '../domain/permission/decision';
import { mapResolver, ServiceProvider } from '../ui/app/services';

/** One service the test gives the view: `provide(RotaClientToken, fakeClient)`. */
export type ServiceBinding = readonly [ServiceToken<unknown>, unknown];
export const provide = <T,>(token: ServiceToken<T>, implementation: T): ServiceBinding => [token, implementation];

export interface CapturedEvent {
  readonly action: string;
  readonly subject: string;
  readonly value?: number;
  readonly attributes?: AnalyticsAttributes;
}

export interface PluginTestHostProps {
  /** The plugin's own services, or fakes of them; the shell's services below are there unless given here. */
  readonly services?: readonly ServiceBinding[];
  /** The browser config the views read with useConfig. */
  readonly config?: JsonObject;
  /** Who is signed in (the guest by default). */
  readonly user?: Partial<UserIdentity>;
  /** Feature flags switched on. */
  readonly featureFlags?: readonly string[];
  /** Permissions the user does not have, by name; every other is allowed (a resource permission needs a resourceRef). */
  readonly deniedPermissions?: readonly string[];
  /** Where the router starts; '/' by default. */
  readonly route?: string;
  /** Receives every alert the views post. */
  readonly onAlert?: (alert: AlertMessage) => void;
  /** Receives every analytics event the views capture. */
  readonly onEvent?: (event: CapturedEvent) => void;
  readonly children: ReactNode;
}

/** An app config over the given data, for a service's tests: `configOf({ onCall: { proxyPath: '/on-call' } })`. */
export const configOf = (data: JsonObject): AppConfig => appConfigOf(ConfigView.fromData(data, 'app-config'));

/**
 * The portal's own backend client over a fake fetch, for a plugin service's tests: the same URLs, status checks,
 * decoding and errors as in the portal. Discovery answers `http://backend.test/api/{pluginId}` unless given.
 */
export const backendClientOf = (options: { readonly fetch: (url: string, init?: RequestInit) => Promise<Response>; readonly discovery?: Discovery }): BackendClient =>
  new BackendClientHttpAdapter(options.fetch, options.discovery ?? { getBaseUrl: async (pluginId) => `http://backend.test/api/${pluginId}` });

const memoryStore = (): KeyValueStore => {
  const values = new Map<string, string>();
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  };
};

const staticIdentity = (user: Partial<UserIdentity> = {}): IdentityReader => {
  const identity: UserIdentity = { userEntityRef: 'user:default/guest', ownershipEntityRefs: ['user:default/guest'], displayName: 'Guest', ...user };
  return { getUser: () => identity, getToken: () => Promise.resolve('test-token'), subscribe: () => () => undefined };
};

const shellServices = (props: PluginTestHostProps): ServiceBinding[] => {
  const flags = new FeatureFlagsStore(memoryStore());
  for (const name of props.featureFlags ?? []) flags.set(name, true);
  return [
    provide(AppConfigToken, configOf(props.config ?? {})),
    provide(IdentityReaderToken, staticIdentity(props.user)),
    provide(AlertPosterToken, { post: (alert: AlertMessage) => props.onAlert?.(alert) }),
    provide(FeatureFlagsStoreToken, flags),
    provide(CheckPermissionToken, (request) => async () =>
      E.right(decisionWithoutBackend(request) ?? (props.deniedPermissions?.includes(request.permission.name) ? DENY : ALLOW)),
    ),
    [
      AnalyticsTrackerToken,
      {
        captureEvent: (action: string, subject: string, options: { value?: number; attributes?: AnalyticsAttributes } = {}) =>
          props.onEvent?.({ action, subject, ...options }),
        navigate: () => undefined,
        pageContext: () => undefined,
      },
    ],
  ];
};

export const PluginTestHost = (props: PluginTestHostProps) => {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }));
  const [resolver] = useState(() => {
    const given = props.services ?? [];
    const givenIds = new Set(given.map(([token]) => token.id));
    return mapResolver([...shellServices(props).filter(([token]) => !givenIds.has(token.id)), ...given]);
  });
  return (
    <QueryClientProvider client={client}>
      <ServiceProvider resolver={resolver}>
        <MemoryRouter initialEntries={[props.route ?? '/']}>{props.children}</MemoryRouter>
      </ServiceProvider>
    </QueryClientProvider>
  );
};
