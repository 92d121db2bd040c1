import fc from 'fast-check';
import { countQueryOf, initialSearchState, queryOfState, searchReducer, type SearchAction, type SearchState } from '../../../domain/search/search-state';

const onPage3: SearchState = {
  term: 'payments',
  types: ['software-catalog'],
  filters: { kind: 'Component' },
  pageLimit: 25,
  pageCursor: 'Mg==',
};

describe('search state (changing the term, filters, type or page limit resets the page cursor)', () => {
  it.each<[string, SearchAction, Partial<SearchState>]>([
    ['a new term', { _tag: 'SetTerm', term: 'ledger' }, { term: 'ledger' }],
    ['a chosen type', { _tag: 'SetTypes', types: ['techdocs'] }, { types: ['techdocs'] }],
    ['all types', { _tag: 'SetTypes', types: [] }, { types: [] }],
    ['new filters', { _tag: 'SetFilters', filters: { kind: 'API' } }, { filters: { kind: 'API' } }],
    ['one changed filter', { _tag: 'SetFilter', name: 'lifecycle', value: 'production' }, { filters: { kind: 'Component', lifecycle: 'production' } }],
    ['a removed filter', { _tag: 'SetFilter', name: 'kind', value: undefined }, { filters: {} }],
    ['a new page limit', { _tag: 'SetPageLimit', pageLimit: 50 }, { pageLimit: 50 }],
  ])('%s resets the cursor', (_, action, changed) => {
    const next = searchReducer(onPage3, action);
    expect(next).toEqual({ term: onPage3.term, types: onPage3.types, filters: onPage3.filters, pageLimit: onPage3.pageLimit, ...changed });
    expect(next.pageCursor).toBeUndefined();
  });

  it.each<[string, SearchAction]>([
    ['the same term', { _tag: 'SetTerm', term: 'payments' }],
    ['the same types', { _tag: 'SetTypes', types: ['software-catalog'] }],
    ['the same filters', { _tag: 'SetFilters', filters: { kind: 'Component' } }],
    ['the same filters plus an empty one', { _tag: 'SetFilters', filters: { kind: 'Component', lifecycle: [] } }],
    ['the same filter value', { _tag: 'SetFilter', name: 'kind', value: 'Component' }],
    ['removing an absent filter', { _tag: 'SetFilter', name: 'owner', value: undefined }],
    ['the same page limit', { _tag: 'SetPageLimit', pageLimit: 25 }],
  ])('%s changes nothing and keeps the cursor', (_, action) => {
    expect(searchReducer(onPage3, action)).toBe(onPage3);
  });

  it('moves to another page without touching the rest', () => {
    expect(searchReducer(onPage3, { _tag: 'SetPageCursor', pageCursor: 'Mw==' })).toEqual({ ...onPage3, pageCursor: 'Mw==' });
    expect(searchReducer(onPage3, { _tag: 'SetPageCursor', pageCursor: undefined }).pageCursor).toBeUndefined();
  });

  it('drops empty filter values when filters are set', () => {
    expect(searchReducer(onPage3, { _tag: 'SetFilters', filters: { kind: '', lifecycle: ['production'] } }).filters).toEqual({ lifecycle: ['production'] });
  });

  it('starts at the first page with the configured page limit', () => {
    expect(initialSearchState(40)).toEqual({ term: '', types: [], filters: {}, pageLimit: 40 });
    expect(initialSearchState(40, { term: 'x', pageLimit: 10 })).toEqual({ term: 'x', types: [], filters: {}, pageLimit: 10 });
  });

  it('any change of term, types, filters or page limit leaves no cursor (property)', () => {
    const action: fc.Arbitrary<SearchAction> = fc.oneof(
      fc.string().map((term): SearchAction => ({ _tag: 'SetTerm', term })),
      fc.array(fc.constantFrom('software-catalog', 'techdocs')).map((types): SearchAction => ({ _tag: 'SetTypes', types })),
      fc.dictionary(fc.constantFrom('kind', 'lifecycle'), fc.string({ minLength: 1 })).map((filters): SearchAction => ({ _tag: 'SetFilters', filters })),
      fc.integer({ min: 1, max: 100 }).map((pageLimit): SearchAction => ({ _tag: 'SetPageLimit', pageLimit })),
    );
    fc.assert(
      fc.property(action, (next) => {
        const after = searchReducer(onPage3, next);
        expect(after === onPage3 || after.pageCursor === undefined).toBe(true);
      }),
    );
  });

  it('asks the backend for the state as it is', () => {
    expect(queryOfState(onPage3)).toEqual({ term: 'payments', types: ['software-catalog'], filters: { kind: 'Component' }, pageLimit: 25, pageCursor: 'Mg==' });
  });

  it('counts per type with pageLimit 0, with the same term and filters as the results', () => {
    // Every count uses the same term and filters as the results, whichever type is chosen.
    expect(countQueryOf(onPage3, 'software-catalog', 0)).toEqual({ term: 'payments', types: ['software-catalog'], filters: { kind: 'Component' }, pageLimit: 0 });
    expect(countQueryOf(onPage3, 'techdocs', 0)).toEqual({ term: 'payments', types: ['techdocs'], filters: { kind: 'Component' }, pageLimit: 0 });
    expect(countQueryOf(onPage3, undefined, 0)).toEqual({ term: 'payments', types: [], filters: { kind: 'Component' }, pageLimit: 0 });
    expect(countQueryOf({ ...onPage3, types: [] }, undefined, 0).filters).toEqual({ kind: 'Component' });
    const both = { ...onPage3, types: ['software-catalog', 'techdocs'] };
    expect(countQueryOf(both, 'techdocs', 0).filters).toEqual({ kind: 'Component' });
    expect(countQueryOf(both, undefined, 0).filters).toEqual({ kind: 'Component' });
  });
});
