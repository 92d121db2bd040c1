// Contract with the auth backend (session refresh and logout), driven
// through the real AuthBackendHttpAdapter and its session codec.
import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { AuthBackendHttpAdapter } from '../../adapters/app/auth-backend.http-adapter';
import { messages } from '../../domain/app/messages';
import { consumerPact, discoveryOf, EXAMPLE_IDENTITY_TOKEN, JSON_CONTENT_TYPE, plainFetch, type MockServer } from '../support/consumer-pact';
import { authStates } from '../support/provider-states';

const { eachLike, integer, like, regex, string } = MatchersV3;

const pact = consumerPact('auth');
const NOW = 1_800_000_000_000;
const ENVIRONMENT = 'development';
/** The portal's auth calls carry this header and cookies, never the identity token. */
const AUTH_HEADERS = { 'x-requested-with': 'XMLHttpRequest' };

const adapterFor = (server: MockServer) => new AuthBackendHttpAdapter(plainFetch, discoveryOf(server), ENVIRONMENT, () => NOW);

describe('auth backend contract', () => {
  it('refreshes the guest session', async () => {
    await pact
      .addInteraction()
      .given(authStates.guestCanSignIn.name)
      .uponReceiving('a refresh of the guest session')
      .withRequest('GET', '/api/auth/guest/refresh', (request) =>
        request.query({ optional: '', env: ENVIRONMENT }).headers(AUTH_HEADERS),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          profile: like({}),
          backstageIdentity: {
            token: string(EXAMPLE_IDENTITY_TOKEN),
            expiresInSeconds: integer(3599),
            identity: {
              type: 'user',
              userEntityRef: regex('^user:[^:/]+/.+$', 'user:default/guest'),
              ownershipEntityRefs: eachLike('user:default/guest'),
            },
          },
        }),
      )
      .executeTest(async (server) => {
        const session = await adapterFor(server).refresh('guest', { optional: true })();

        expect(session).toEqual(
          E.right({
            providerInfo: {},
            profile: {},
            backstageIdentity: {
              token: EXAMPLE_IDENTITY_TOKEN,
              expiresAt: NOW + 3599 * 1000,
              identity: { type: 'user', userEntityRef: 'user:default/guest', ownershipEntityRefs: ['user:default/guest'] },
            },
          }),
        );
      });
  });

  it('reads a 404 for a provider the backend does not have (how a missing guest module shows)', async () => {
    await pact
      .addInteraction()
      .given(authStates.providerAbsent.name)
      .uponReceiving('a refresh for an auth provider that is not installed')
      .withRequest('GET', '/api/auth/not-installed/refresh', (request) =>
        request.query({ optional: '', env: ENVIRONMENT }).headers(AUTH_HEADERS),
      )
      .willRespondWith(404, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          error: { name: 'NotFoundError', message: string("Unknown auth provider 'not-installed'") },
        }),
      )
      .executeTest(async (server) => {
        const session = await adapterFor(server).refresh('not-installed', { optional: true })();

        expect(session).toEqual(
          E.left(expect.objectContaining({ _tag: 'HttpStatus', status: 404, message: messages.authRefreshFailed('Not Found') })),
        );
      });
  });

  it('logs out of a provider that keeps a session', async () => {
    await pact
      .addInteraction()
      .given(authStates.oauthProviderConfigured.name)
      .uponReceiving('a logout from the github provider')
      .withRequest('POST', '/api/auth/github/logout', (request) =>
        request.query({ env: ENVIRONMENT }).headers(AUTH_HEADERS),
      )
      .willRespondWith(200)
      .executeTest(async (server) => {
        const result = await adapterFor(server).logout('github')();

        expect(result).toEqual(E.right(undefined));
      });
  });
});
