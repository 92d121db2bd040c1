// Contract with the search backend, driven through the real
// SearchHttpAdapter and its codec: GET {search}/query with term, types, filters, pageLimit and
// pageCursor, and the per-type counts (pageLimit 0, only numberOfResults is read).
import * as E from 'fp-ts/Either';
import { MatchersV3 } from '@pact-foundation/pact';
import { SearchHttpAdapter } from '../../adapters/search/search.http-adapter';
import { backendFetchOf, bearerTokenHeader, consumerPact, JSON_CONTENT_TYPE, resolveBaseUrlOf, type MockServer } from '../support/consumer-pact';
import { INJECTED, searchStates } from '../support/provider-states';

const { eachLike, fromProviderState, integer, like } = MatchersV3;

const pact = consumerPact('search');
const QUERY_PATH = '/api/search/query';
const AUTH = { Authorization: bearerTokenHeader };
const EXAMPLE_PAGE_CURSOR = 'MQ==';

const adapterFor = (server: MockServer) => new SearchHttpAdapter(backendFetchOf(server), resolveBaseUrlOf(server));

/** A catalog document as the catalog collator writes it: title, text, location and text fields Portico shows. */
const catalogResult = {
  type: 'software-catalog',
  document: {
    title: like('Payments Service'),
    text: like('Authorises and captures card payments for every order.'),
    location: like('/catalog/default/component/payments'),
    kind: 'Component',
    lifecycle: like('production'),
    owner: like('group:default/team-payments'),
  },
  rank: integer(1),
  highlight: { preTag: like('<mark>'), postTag: like('</mark>'), fields: like({ title: '<mark>Payments</mark> Service' }) },
};

const expectedResult = {
  type: 'software-catalog',
  document: {
    title: 'Payments Service',
    text: 'Authorises and captures card payments for every order.',
    location: '/catalog/default/component/payments',
    fields: { kind: 'Component', lifecycle: 'production', owner: 'group:default/team-payments' },
  },
  rank: 1,
  highlight: { preTag: '<mark>', postTag: '</mark>', fields: { title: '<mark>Payments</mark> Service' } },
};

describe('search backend contract', () => {
  it('queries with term, types, filters and pageLimit (GET /query)', async () => {
    await pact
      .addInteraction()
      .given(searchStates.severalPagesOfPayments.name)
      .uponReceiving('a search for payments among software-catalog documents of kind Component, one per page')
      .withRequest('GET', QUERY_PATH, (request) =>
        request.query({ term: 'payments', 'types[0]': 'software-catalog', 'filters[kind]': 'Component', pageLimit: '1' }).headers(AUTH),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          results: eachLike(catalogResult),
          numberOfResults: integer(9),
          nextPageCursor: like(EXAMPLE_PAGE_CURSOR),
        }),
      )
      .executeTest(async (server) => {
        const page = await adapterFor(server).query({ term: 'payments', types: ['software-catalog'], filters: { kind: 'Component' }, pageLimit: 1 })();
        expect(page).toEqual(E.right({ results: [expectedResult], numberOfResults: 9, nextPageCursor: EXAMPLE_PAGE_CURSOR }));
      });
  });

  it('asks for the next page by cursor (pageCursor)', async () => {
    await pact
      .addInteraction()
      .given(searchStates.severalPagesOfPayments.name)
      .uponReceiving('a search for the next page of software-catalog documents matching payments')
      .withRequest('GET', QUERY_PATH, (request) =>
        request
          .query({
            term: 'payments',
            'types[0]': 'software-catalog',
            pageLimit: '1',
            pageCursor: fromProviderState(`\${${INJECTED.pageCursor}}`, EXAMPLE_PAGE_CURSOR),
          })
          .headers(AUTH),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({
          results: eachLike({ type: 'software-catalog', document: { title: like('Payments Team'), location: like('/catalog/default/group/team-payments') } }),
          numberOfResults: integer(9),
          previousPageCursor: like('MA=='),
        }),
      )
      .executeTest(async (server) => {
        const page = await adapterFor(server).query({ term: 'payments', types: ['software-catalog'], filters: {}, pageLimit: 1, pageCursor: EXAMPLE_PAGE_CURSOR })();
        expect(page).toEqual(
          E.right({
            results: [{ type: 'software-catalog', document: { title: 'Payments Team', text: '', location: '/catalog/default/group/team-payments', fields: {} } }],
            numberOfResults: 9,
            previousPageCursor: 'MA==',
          }),
        );
      });
  });

  it('counts the results of a type with pageLimit 0', async () => {
    await pact
      .addInteraction()
      .given(searchStates.paymentsIndexed.name)
      .uponReceiving('a count of the software-catalog documents matching payments (pageLimit 0)')
      .withRequest('GET', QUERY_PATH, (request) =>
        request.query({ term: 'payments', 'types[0]': 'software-catalog', pageLimit: '0' }).headers(AUTH),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_CONTENT_TYPE).jsonBody({ results: like([]), numberOfResults: integer(9) }),
      )
      .executeTest(async (server) => {
        const counted = await adapterFor(server).query({ term: 'payments', types: ['software-catalog'], filters: {}, pageLimit: 0 })();
        expect(E.map((set: { numberOfResults?: number }) => set.numberOfResults)(counted)).toEqual(E.right(9));
      });
  });
});
