// What every consumer test needs: a V4 pact for one provider, the mock server as Portico's backend,
// and the same fetch and discovery the portal uses (adapters/app), pointed at the mock server.
import './no-tracking';
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import type { Discovery } from '../../application/app/discovery.port';
import { createAuthenticatedFetch } from '../../adapters/app/authenticated-fetch';
import { ConfigDiscovery } from '../../adapters/app/config-discovery';
import type { FetchFn } from '../../adapters/shared/http';
import { CONSUMER, PACT_DIR, type Provider } from './providers';

/** The running Pact mock server (V4 uses V3's shape: url, port, id). */
export type MockServer = V3MockServer;

export interface ConsumerPactOptions {
  /** Where the pact file goes; default contracts/pacts (tests of the tooling write elsewhere). */
  readonly dir?: string;
}

export const consumerPact = (provider: Provider, options: ConsumerPactOptions = {}): PactV4 =>
  new PactV4({
    consumer: CONSUMER,
    provider,
    dir: options.dir ?? PACT_DIR,
    host: '127.0.0.1',
    logLevel: 'warn',
  });

/** A token as the auth backend issues it; verification replaces it with a real one. */
export const EXAMPLE_IDENTITY_TOKEN =
  'eyJ0eXAiOiJ2bmQuYmFja3N0YWdlLnVzZXIiLCJhbGciOiJFUzI1NiJ9.eyJzdWIiOiJ1c2VyOmRlZmF1bHQvZ3Vlc3QifQ.c2lnbmF0dXJl';

/** `Authorization: Bearer <any token>` as the portal sends it to backend URLs. */
export const bearerTokenHeader = MatchersV3.regex(/^Bearer \S+$/, `Bearer ${EXAMPLE_IDENTITY_TOKEN}`);

/** JSON answers; Backstage adds `; charset=utf-8`, which the portal does not depend on. */
export const JSON_CONTENT_TYPE = { 'Content-Type': MatchersV3.regex('^application/json(;.*)?$', 'application/json; charset=utf-8') };

/** Discovery as the portal configures it: {backend.baseUrl}/api/{pluginId}, the backend being the mock server. */
export const discoveryOf = (server: MockServer): Discovery =>
  new ConfigDiscovery({ backendBaseUrl: server.url, endpoints: [] });

export const resolveBaseUrlOf =
  (server: MockServer) =>
  (pluginId: string): Promise<string> =>
    discoveryOf(server).getBaseUrl(pluginId);

/** Node's fetch, as the browser's fetch is given to adapters that must not carry the identity token. */
export const plainFetch: FetchFn = (input, init) => fetch(input, init);

/** The portal's authenticated fetch: adds the identity token to calls to the backend (the mock server). */
export const backendFetchOf = (server: MockServer): FetchFn =>
  createAuthenticatedFetch({
    baseFetch: plainFetch,
    getToken: async () => EXAMPLE_IDENTITY_TOKEN,
    isAllowed: (url) => url.startsWith(`${server.url}/`),
  });
