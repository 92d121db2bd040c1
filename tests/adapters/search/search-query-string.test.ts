import fc from 'fast-check';
import { searchQueryString } from '../../../adapters/search/search-query-string';

describe('search query string (term, types, filters, pageLimit, pageCursor)', () => {
  it('writes the bracket form the search backend parses', () => {
    const query = searchQueryString({
      term: 'pay ments',
      types: ['software-catalog', 'techdocs'],
      filters: { kind: 'Component', lifecycle: ['production', 'experimental'] },
      pageLimit: 25,
      pageCursor: 'MQ==',
    });
    expect(decodeURIComponent(query).split('&')).toEqual([
      'term=pay+ments',
      'types[0]=software-catalog',
      'types[1]=techdocs',
      'filters[kind]=Component',
      'filters[lifecycle][0]=production',
      'filters[lifecycle][1]=experimental',
      'pageLimit=25',
      'pageCursor=MQ==',
    ]);
  });

  it('always sends the term, and nothing else that is not set', () => {
    expect(searchQueryString({ term: '', types: [], filters: {} })).toBe('term=');
    expect(searchQueryString({ term: 'x', types: [], filters: {}, pageLimit: 0 })).toBe('term=x&pageLimit=0');
  });

  it('round-trips every value through URL encoding (property)', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), fc.string(), (term, types, kind) => {
        const params = new URLSearchParams(searchQueryString({ term, types, filters: { kind } }));
        expect(params.get('term')).toBe(term);
        types.forEach((type, index) => expect(params.get(`types[${index}]`)).toBe(type));
        expect(params.get('filters[kind]')).toBe(kind);
      }),
    );
  });
});
