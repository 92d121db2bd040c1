// The search page with a backend whose engine ignores the term once a filter is set (as Lunr does): the list
// and the counts still agree with the term. Real timers: the tests wait on what the page shows.
import { screen, waitFor, within } from '@testing-library/react';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import type { SearchEngine } from '../../../application/search/search-engine.port';
import { SearchEngineToken } from '../../../application/search/search-engine.port';
import { SearchSettingsSourceToken } from '../../../application/search/search-settings.port';
import { termCheckedSearchEngine } from '../../../application/search/term-checked-search-engine';
import type { SearchResult } from '../../../domain/search/query';
import { SearchPage } from '../../../ui/search/search-page';
import { provide, renderView } from '../../support/render';

const doc = (title: string, text: string, kind: string, type = 'software-catalog'): SearchResult => ({
  type,
  document: { title, text, location: `/catalog/default/${kind.toLowerCase()}/${title.toLowerCase().replace(/ /g, '-')}`, fields: { kind } },
});

const DOCS = [
  doc('Ledger', 'Double-entry ledger recording every captured and refunded payment.', 'Component'),
  doc('Money Utils', 'Currency rounding helpers.', 'Component'),
  doc('Checkout', 'Turns a basket into an order.', 'Component'),
  doc('Web Shop', 'The customer-facing shop.', 'Component'),
  doc('Refunds API', 'Refunds of card payments.', 'API'),
  doc('Payments docs', 'How refunds are made.', 'Component', 'techdocs'),
];

/** With a filter every document passing it comes back, whatever the term; without, only those with the term. */
const lunrLike: SearchEngine = {
  query: (query) => {
    const kind = query.filters['kind'];
    const all = DOCS.filter(
      (d) =>
        (query.types.length === 0 || query.types.includes(d.type)) &&
        (kind === undefined ? /refund/i.test(`${d.document.title} ${d.document.text}`) : d.document.fields['kind'] === kind),
    );
    return TE.right({ results: query.pageLimit === 0 ? [] : all.slice(0, query.pageLimit ?? 25), numberOfResults: all.length });
  },
};

const setup = (route: string) =>
  renderView(<SearchPage />, {
    route,
    services: [
      provide(SearchEngineToken, termCheckedSearchEngine(lunrLike)),
      provide(SearchSettingsSourceToken, { load: () => T.of({ pageLimit: 25, typeFilter: 'accordion' as const }) }),
    ],
  });

const countOf = (type: string) => within(screen.getByRole('list', { name: 'Result Type' })).getByRole('button', { name: new RegExp(`^${type}`) });

describe('search filters and counts agree with the term', () => {
  it('Kind = Component for "refund" lists the components with the term, and every count says the same', async () => {
    setup('/search?query=refund&types[]=software-catalog&filters[kind]=Component');
    const results = await screen.findByRole('region', { name: 'Search results' });
    await waitFor(() => expect(within(results).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Ledger']));
    await waitFor(() => expect(countOf('Software Catalog')).toHaveTextContent('1 result'));
    expect(countOf('Software Catalog')).not.toHaveTextContent('1 results');
    expect(countOf('All')).toHaveTextContent('2 results');
    expect(countOf('Documentation')).toHaveTextContent('1 result');
  });

  it('without filters the backend answers as it is', async () => {
    setup('/search?query=refund');
    const results = await screen.findByRole('region', { name: 'Search results' });
    await waitFor(() => expect(within(results).getAllByRole('article')).toHaveLength(3));
    await waitFor(() => expect(countOf('All')).toHaveTextContent('3 results'));
  });
});
