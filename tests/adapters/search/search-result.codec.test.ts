import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { SearchResultSetWire, toSearchResultSet } from '../../../adapters/search/search-result.codec';
import { decodeWith } from '../../../adapters/shared/decode';

// A body the embedded search backend answered for GET /api/search/query?term=payments&pageLimit=1.
const backendBody = {
  numberOfResults: 13,
  nextPageCursor: 'MQ==',
  results: [
    {
      type: 'software-catalog',
      document: {
        title: 'Payments Platform',
        text: 'Takes payments, records them in the ledger and publishes payment events.',
        componentType: 'other',
        type: 'other',
        namespace: 'default',
        kind: 'System',
        lifecycle: '',
        owner: 'group:default/team-payments',
        location: '/catalog/default/system/payments-platform',
      },
      rank: 1,
      highlight: {
        preTag: '<d15ed173>',
        postTag: '</d15ed173>',
        fields: { title: '<d15ed173>Payments</d15ed173> Platform' },
      },
    },
  ],
};

describe('search result codec', () => {
  it('reads a real backend body, keeping the collator’s text fields', () => {
    const decoded = decodeWith(SearchResultSetWire)(backendBody);
    expect(E.isRight(decoded)).toBe(true);
    if (E.isLeft(decoded)) return;
    const set = toSearchResultSet(decoded.right);
    expect(set.numberOfResults).toBe(13);
    expect(set.nextPageCursor).toBe('MQ==');
    expect(set.previousPageCursor).toBeUndefined();
    expect(set.results[0]).toEqual({
      type: 'software-catalog',
      rank: 1,
      highlight: backendBody.results[0]!.highlight,
      document: {
        title: 'Payments Platform',
        text: 'Takes payments, records them in the ledger and publishes payment events.',
        location: '/catalog/default/system/payments-platform',
        fields: { componentType: 'other', type: 'other', namespace: 'default', kind: 'System', lifecycle: '', owner: 'group:default/team-payments' },
      },
    });
  });

  it.each<[string, unknown, RegExp]>([
    ['no results list', { numberOfResults: 1 }, /results: expected ReadonlyArray/],
    ['a document without a title', { results: [{ type: 't', document: { location: '/x' } }] }, /results\.0\..*document\..*title: expected string/],
    ['a highlight without tags', { results: [{ type: 't', document: { title: 'x', location: '/x' }, highlight: { fields: {} } }] }, /results\.0\..*highlight\.preTag: expected string/],
  ])('refuses %s, naming the path', (_, body, path) => {
    const decoded = decodeWith(SearchResultSetWire)(body);
    expect(E.isLeft(decoded) && decoded.left._tag === 'Decode' && decoded.left.paths.some((failing) => path.test(failing))).toBe(true);
  });

  it('decodes any well-formed result set, with text defaulting to empty (property)', () => {
    const result = fc.record({
      type: fc.string(),
      document: fc.record({ title: fc.string(), location: fc.string(), text: fc.option(fc.string(), { nil: null }) }),
    });
    fc.assert(
      fc.property(fc.array(result), (results) => {
        const decoded = decodeWith(SearchResultSetWire)({ results });
        expect(E.isRight(decoded)).toBe(true);
        if (E.isRight(decoded)) expect(toSearchResultSet(decoded.right).results.map((r) => r.document.text)).toEqual(results.map((r) => r.document.text ?? ''));
      }),
    );
  });
});
