// Contract with the app backend plugin's cookie endpoint (protected app mode), driven through the real
// AppCookieHttpAdapter and its expiry codec. Backstage's httpRouter serves GET / DELETE /.backstage/auth/v1/cookie on
// every plugin's router; Portico calls the one under the base URL of the plugin `app`.
import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { AppCookieHttpAdapter } from '../../adapters/app/app-cookie.http-adapter';
import {
  backendFetchOf,
  bearerTokenHeader,
  consumerPact,
  discoveryOf,
  JSON_CONTENT_TYPE,
  plainFetch,
  type MockServer,
} from '../support/consumer-pact';
import { appStates } from '../support/provider-states';

const { regex } = MatchersV3;

const pact = consumerPact('app');
const COOKIE_PATH = '/api/app/.backstage/auth/v1/cookie';
const EXPIRES_AT = '2026-11-22T08:25:23.000Z';
/** An ISO 8601 instant, as the backend writes `expiresAt` (Date#toISOString); Portico reads it with Date.parse. */
const ISO_INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})$';
/**
 * The point of both calls: the answer sets the cookie (GET) or clears it (DELETE, an empty value that expires
 * at once). Only the browser reads Set-Cookie (fetch hides it from Portico); any cookie name and attributes.
 */
const setsCookie = (value: string, example: string) => ({ 'Set-Cookie': regex(`^[^=;\\s]+=${value}(;.*)?$`, example) });
const COOKIE_SET = setsCookie('[^;\\s]+', 'backstage-auth=eyJhbGciOiJFUzI1NiJ9.e30.c2lnbmF0dXJl; Path=/; HttpOnly');
const COOKIE_CLEARED = setsCookie('', 'backstage-auth=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly');

describe('app backend contract: the app cookie (protected mode)', () => {
  it('refreshes the cookie and reads its expiry (GET)', async () => {
    await pact
      .addInteraction()
      .given(appStates.appPluginInstalled.name)
      .uponReceiving('a refresh of the app cookie')
      // The backend issues the cookie for the user its Bearer token names (a cookie alone is not enough),
      // so the GET goes through the portal's authenticated fetch, like Backstage's own cookie refresh.
      .withRequest('GET', COOKIE_PATH, (request) => request.headers({ Authorization: bearerTokenHeader }))
      .willRespondWith(200, (response) =>
        response.headers({ ...JSON_CONTENT_TYPE, ...COOKIE_SET }).jsonBody({ expiresAt: regex(ISO_INSTANT, EXPIRES_AT) }),
      )
      .executeTest(async (server: MockServer) => {
        const expiresAt = await new AppCookieHttpAdapter(backendFetchOf(server), discoveryOf(server)).refresh()();

        expect(expiresAt).toEqual(E.right(Date.parse(EXPIRES_AT)));
      });
  });

  it('removes the cookie on sign-out (DELETE)', async () => {
    await pact
      .addInteraction()
      .given(appStates.appPluginInstalled.name)
      .uponReceiving('a removal of the app cookie')
      // Sign-out first ends the session, so the DELETE carries no token (the app plugin takes requests
      // without one); the browser sends the cookie.
      .withRequest('DELETE', COOKIE_PATH)
      .willRespondWith(204, (response) => response.headers(COOKIE_CLEARED))
      .executeTest(async (server: MockServer) => {
        const removed = await new AppCookieHttpAdapter(plainFetch, discoveryOf(server)).remove()();

        expect(removed).toEqual(E.right(undefined));
      });
  });
});
