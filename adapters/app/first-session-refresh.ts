// The stored session's refresh as the page's very first script sends it. Its URL is worked out from the raw config
// in index.html with no decoding library loaded, so that the request leaves while the rest of the entry's code is
// still downloading. The auth adapter's own refresh of the same URL takes the pending answer once, so decoding and
// errors stay the adapter's. A config this reading does not follow sends nothing early; the app then asks as usual.
import type { HttpFetch } from '../../application/shared/service-declaration';
import { DEFAULT_AUTH_ENVIRONMENT, STORAGE_KEYS } from '../../domain/app/constants';
import { defaultDiscoveryPattern, discoveryPatternProblem, fillPattern } from '../../domain/app/discovery-pattern';
import { authUrl } from '../../domain/app/login-popup';
import { defaultScopesOf } from '../../domain/app/provider-default-scopes';
import { restorableProviderOf } from '../../domain/app/sign-in-provider-ids';
import { EMBEDDED_CONFIG_ELEMENT_ID, readDataBlock, type DataBlockSource } from './page-data-blocks';

/** Every call to the auth backend says it comes from a script (Backstage refuses a refresh without it). */
export const AUTH_REQUEST_HEADERS: Readonly<Record<string, string>> = { 'x-requested-with': 'XMLHttpRequest' };

export interface SentRefresh {
  readonly url: string;
  readonly response: Promise<Response>;
}

const fieldOf = (value: unknown, key: string): unknown =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>)[key] : undefined;

const stringOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/**
 * The URL of the refresh the app's restore sends for `storedProviderId` under `appConfig`: the auth backend found
 * the default way ({backend.baseUrl}/api/auth) with the provider's default scopes; undefined when nothing is to be
 * restored, or when the config names discovery endpoints (the app's discovery decides those).
 */
export const firstRefreshUrl = (appConfig: unknown, storedProviderId: string | null | undefined): string | undefined => {
  const providerId = restorableProviderOf(storedProviderId);
  const backendBaseUrl = stringOf(fieldOf(fieldOf(appConfig, 'backend'), 'baseUrl'));
  if (!providerId || backendBaseUrl === undefined || fieldOf(fieldOf(appConfig, 'discovery'), 'endpoints') !== undefined) return undefined;
  const pattern = defaultDiscoveryPattern(backendBaseUrl);
  if (discoveryPatternProblem(pattern) !== undefined) return undefined;
  const environment = fieldOf(fieldOf(appConfig, 'auth'), 'environment') ?? DEFAULT_AUTH_ENVIRONMENT;
  if (typeof environment !== 'string') return undefined;
  const scopes = [...new Set(defaultScopesOf(providerId))];
  const query = { optional: true, scope: scopes.length ? scopes.join(' ') : undefined };
  return authUrl(fillPattern(pattern, 'auth'), providerId, '/refresh', query, environment);
};

/** Sends the stored session's refresh now, when index.html carries the config and a session is stored. */
export const sendFirstSessionRefresh = (
  page: DataBlockSource,
  storage: Pick<Storage, 'getItem'> | undefined,
  fetchFn: HttpFetch,
): SentRefresh | undefined => {
  const config = fieldOf(readDataBlock(page, EMBEDDED_CONFIG_ELEMENT_ID), 'appConfig');
  let url: string | undefined;
  try {
    url = config !== undefined && storage ? firstRefreshUrl(config, storage.getItem(STORAGE_KEYS.signInProvider)) : undefined;
  } catch {
    // A storage the page may not read: the app reads the stored session itself.
    return undefined;
  }
  if (url === undefined) return undefined;
  const response = fetchFn(url, { headers: AUTH_REQUEST_HEADERS, credentials: 'include' });
  // A failed early refresh is the adapter's to send again, not an unhandled rejection.
  response.catch(() => undefined);
  return { url, response };
};

/** `fetchFn` whose first GET of the sent refresh's URL gets its pending answer (sent again if that failed). */
export const fetchTakingFirstRefresh = (sent: SentRefresh | undefined, fetchFn: HttpFetch): HttpFetch => {
  let pending = sent;
  return (input, init) => {
    if (!pending || input !== pending.url || (init?.method ?? 'GET').toUpperCase() !== 'GET') return fetchFn(input, init);
    const { response } = pending;
    pending = undefined;
    return response.catch(() => fetchFn(input, init));
  };
};
