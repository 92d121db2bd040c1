import fc from 'fast-check';
import { initialSearchState, type SearchState } from '../../../domain/search/search-state';
import { searchStateFromUrl, searchStateToUrl } from '../../../domain/search/url-state';

describe('search state in the URL', () => {
  it('writes Backstage-style query parameters', () => {
    const state: SearchState = { term: 'payments', types: ['software-catalog'], filters: { kind: 'Component', lifecycle: ['production', 'experimental'] }, pageLimit: 50, pageCursor: 'MQ==' };
    expect(searchStateToUrl(state, 25)).toEqual([
      ['query', 'payments'],
      ['types[]', 'software-catalog'],
      ['filters[kind]', 'Component'],
      ['filters[lifecycle][]', 'production'],
      ['filters[lifecycle][]', 'experimental'],
      ['pageLimit', '50'],
      ['pageCursor', 'MQ=='],
    ]);
    expect(searchStateToUrl({ ...state, pageLimit: 25 }, 25).some(([key]) => key === 'pageLimit')).toBe(false);
  });

  it('ignores unknown parameters, empty values and bad page limits', () => {
    expect(searchStateFromUrl([['foo', 'bar'], ['types[]', ''], ['pageLimit', '0'], ['pageLimit', 'abc'], ['filters[kind]', '']])).toEqual({});
  });

  it('reads back what it wrote (property)', () => {
    const text = fc.string({ minLength: 1, maxLength: 12 });
    const state = fc.record({
      term: fc.string(),
      types: fc.uniqueArray(text),
      filters: fc.dictionary(
        fc.stringMatching(/^[a-z]{1,8}$/),
        fc.oneof(text, fc.array(text, { minLength: 2, maxLength: 3 })),
      ),
      pageLimit: fc.integer({ min: 1, max: 999 }),
      pageCursor: fc.option(text, { nil: undefined }),
    });
    fc.assert(
      fc.property(state, (generated) => {
        const original: SearchState = { ...generated, ...(generated.pageCursor === undefined ? {} : { pageCursor: generated.pageCursor }) };
        if (original.pageCursor === undefined) delete (original as { pageCursor?: string }).pageCursor;
        const read = initialSearchState(25, searchStateFromUrl(searchStateToUrl(original, 25)));
        expect(read).toEqual(original);
      }),
    );
  });
});
