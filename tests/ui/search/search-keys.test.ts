import { searchKeys } from '../../../ui/search/queries';

describe('searchKeys.typeCounts', () => {
  const state = { term: 'payments', types: ['software-catalog'], filters: { kind: 'Component' }, pageLimit: 25 };

  it('keeps one entry across pages and page sizes: the counts do not depend on them', () => {
    expect(searchKeys.typeCounts({ ...state, pageCursor: 'next' }, [undefined, 'techdocs'])).toEqual(
      searchKeys.typeCounts({ ...state, pageLimit: 10 }, [undefined, 'techdocs']),
    );
  });

  it('changes with the term, the filters and the types counted, not with the chosen type', () => {
    const key = searchKeys.typeCounts(state, [undefined]);
    expect(searchKeys.typeCounts({ ...state, term: 'other' }, [undefined])).not.toEqual(key);
    // The counts do not depend on the chosen type: every count uses the same term and filters.
    expect(searchKeys.typeCounts({ ...state, types: [] }, [undefined])).toEqual(key);
    expect(searchKeys.typeCounts({ ...state, filters: {} }, [undefined])).not.toEqual(key);
    expect(searchKeys.typeCounts(state, [undefined, 'techdocs'])).not.toEqual(key);
  });
});
