import { decodePageCursor } from '../../../domain/search/page-cursor';
import type { SearchQuery, SearchResult } from '../../../domain/search/query';
import { exactMatchesFirst, matchingResults, needsTermCheck, pageOfResults, resultMatchesFilters, resultMatchesTerm } from '../../../domain/search/term-match';

const result = (title: string, text: string, fields: Record<string, string> = {}): SearchResult => ({
  type: 'software-catalog',
  document: { title, text, location: `/catalog/default/component/${title.toLowerCase()}`, fields },
});

const ledger = result('Ledger', 'Double-entry ledger recording every captured and refunded payment.', { kind: 'Component', lifecycle: 'experimental', owner: 'group:default/team-payments' });
const moneyUtils = result('Money Utils', 'Currency rounding helpers.', { kind: 'Component', lifecycle: 'deprecated', owner: 'group:default/team-payments' });
const refundsApi = result('Refunds API', 'Refunds of card payments.', { kind: 'API', lifecycle: 'production', owner: 'team-payments' });

describe('a result matches the term', () => {
  it('when every word of the term starts a word of the document, any case, common endings aside', () => {
    expect(resultMatchesTerm(ledger, 'refund')).toBe(true);
    expect(resultMatchesTerm(ledger, 'REFUNDS')).toBe(true);
    expect(resultMatchesTerm(ledger, 'ledger payment')).toBe(true);
    expect(resultMatchesTerm(moneyUtils, 'refund')).toBe(false);
    expect(resultMatchesTerm(moneyUtils, '')).toBe(true);
  });
});

describe('a result passes the filters', () => {
  it('when its field holds the value (one of the values of a list), word by word and any case', () => {
    expect(resultMatchesFilters(ledger, { kind: 'component' })).toBe(true);
    expect(resultMatchesFilters(ledger, { owner: 'team-payments' })).toBe(true);
    expect(resultMatchesFilters(ledger, { lifecycle: ['production', 'experimental'] })).toBe(true);
    expect(resultMatchesFilters(refundsApi, { kind: 'Component' })).toBe(false);
    expect(resultMatchesFilters(ledger, { type: 'service' })).toBe(false);
    expect(resultMatchesFilters(ledger, { lifecycle: [] })).toBe(true);
  });
});

describe('a search with a term and filters', () => {
  const query: SearchQuery = { term: 'refund', types: [], filters: { kind: 'Component' }, pageLimit: 1 };

  it('is checked here; a search without a term or without filters is not', () => {
    expect(needsTermCheck(query)).toBe(true);
    expect(needsTermCheck({ ...query, filters: {} })).toBe(false);
    expect(needsTermCheck({ ...query, term: '  ' })).toBe(false);
  });

  it('keeps the results with the term that pass the filters (Kind = Component for "refund" is the Ledger only)', () => {
    expect(matchingResults([ledger, moneyUtils, refundsApi], query)).toEqual([ledger]);
  });

  it('pages and counts what it kept', () => {
    const matches = [ledger, moneyUtils, refundsApi];
    const first = pageOfResults(matches, query, 25);
    expect(first.results.map((r) => r.document.title)).toEqual(['Ledger']);
    expect(first.results[0]!.rank).toBe(1);
    expect(first.numberOfResults).toBe(3);
    expect(first.previousPageCursor).toBeUndefined();
    const second = pageOfResults(matches, { ...query, pageCursor: first.nextPageCursor! }, 25);
    expect(second.results.map((r) => r.document.title)).toEqual(['Money Utils']);
    expect(decodePageCursor(second.previousPageCursor!)).toEqual({ _tag: 'Right', right: 0 });
    expect(pageOfResults(matches, { ...query, pageLimit: 0 }, 25)).toEqual({ results: [], numberOfResults: 3 });
  });
});

describe('exact matches first', () => {
  it('puts a title equal to the term (any case) before longer ones, otherwise keeps the order', () => {
    const ledgerService = result('Ledger Service', 'x');
    expect(exactMatchesFirst([ledgerService, moneyUtils, ledger], 'ledger').map((r) => r.document.title)).toEqual(['Ledger', 'Ledger Service', 'Money Utils']);
    expect(exactMatchesFirst([ledgerService, ledger], '').map((r) => r.document.title)).toEqual(['Ledger Service', 'Ledger']);
  });
});
