import { searchKeys } from '../../../ui/search/queries';

describe('searchKeys.typeCounts', () => {
  const state = { term: 'payments', types: ['software-catalog'], filters: { kind: 'Component' }, pageLimit: 25 };

  it('keeps one entry across pages and page sizes: the counts do not depend on them', () => {
    expect(searchKeys.typeCounts({ ...state, pageCursor: 'next' }, [undefined, 'techdocs'])).toEqual(
      searchKeys.typeCounts({ ...state, pageLimit: 10 }, [undefined, 'techdocs']),
    );
  });

  it('changes with the term, the chosen types, the filters and the types counted', () => {
    const key = searchKeys.typeCounts(state, [undefined]);
    expect(searchKeys.typeCounts({ ...state, term: 'other' }, [undefined])).not.toEqual(key);
    expect(searchKeys.typeCounts({ ...state, types: [] }, [undefined])).not.toEqual(key);
    expect(searchKeys.typeCounts({ ...state, filters: {} }, [undefined])).not.toEqual(key);
    expect(searchKeys.typeCounts(state, [undefined, 'techdocs'])).not.toEqual(key);
  });
});
