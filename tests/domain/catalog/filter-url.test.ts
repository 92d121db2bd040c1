import fc from 'fast-check';
import { entityListFromSearch, entityListToSearch } from '../../../domain/catalog/filter-url';
import { catalogIndexSearch, hasEmptyKindFilter } from '../../../domain/catalog/index-url';
import type { EntityFilters } from '../../../domain/catalog/filters';
import { pageFromQuery, type PageState } from '../../../domain/catalog/pagination';

describe('entityListToSearch', () => {
  it('writes filters as filters[name] parameters, lists repeated', () => {
    const search = entityListToSearch({ kind: 'component', type: ['service', 'website'], user: 'owned', tags: ['c++'] });
    expect(search).toBe(
      'filters%5Bkind%5D=component&filters%5Btype%5D=service&filters%5Btype%5D=website&filters%5Buser%5D=owned&filters%5Btags%5D=c%2B%2B',
    );
  });

  it('uses Backstage names for namespaces and has-errors', () => {
    expect(decodeURIComponent(entityListToSearch({ namespaces: ['ops'], hasErrors: true, orphan: false }))).toBe(
      'filters[namespace]=ops&filters[orphan]=false&filters[error]=true',
    );
  });

  it.each<[PageState, string]>([
    [{ mode: 'cursor', limit: 20 }, 'limit=20'],
    [{ mode: 'cursor', limit: 50, cursor: 'eyJ4Ijox=' }, 'cursor=eyJ4Ijox%3D&limit=50'],
    [{ mode: 'offset', limit: 10, offset: 30 }, 'offset=30&limit=10'],
    [{ mode: 'none' }, ''],
  ])('adds pagination %j', (page, expected) => {
    expect(entityListToSearch({}, page)).toBe(expected);
  });

  it('keeps unrelated parameters and replaces old filters and pagination', () => {
    const existing = '?inspect=raw&filters%5Bkind%5D=api&cursor=old&limit=5&x=a%20b';
    expect(entityListToSearch({ kind: 'group' }, { mode: 'cursor', limit: 20 }, existing)).toBe(
      'inspect=raw&x=a%20b&filters%5Bkind%5D=group&limit=20',
    );
  });
});

describe('entityListFromSearch', () => {
  it('reads the query a Backstage catalog link carries', () => {
    const search = '?filters[kind]=component&filters[user]=starred&filters[tags][0]=java&filters[tags][1]=go&filters[owners]=group:default/team-a&filters[text]=pay+service&limit=50&cursor=abc';
    expect(entityListFromSearch(search)).toEqual({
      filters: { kind: 'component', user: 'starred', tags: ['java', 'go'], owners: ['group:default/team-a'], text: 'pay service' },
      page: { limit: '50', cursor: 'abc' },
    });
  });

  it('reads encoded brackets and repeated parameters', () => {
    expect(entityListFromSearch('filters%5Btype%5D=a&filters%5Btype%5D=b&filters%5Blifecycles%5D%5B%5D=production').filters).toEqual({
      type: ['a', 'b'],
      lifecycles: ['production'],
    });
  });

  it('ignores values it cannot use', () => {
    expect(entityListFromSearch('filters[user]=everyone&filters[orphan]=maybe&filters[kind]=&filters[type]=&bad=%E0%A4%A&filters[text]=%').filters).toEqual({});
  });

  it('gives pagination values for pageFromQuery', () => {
    const { page } = entityListFromSearch('offset=40&limit=10');
    expect(pageFromQuery('offset', page)).toEqual({ mode: 'offset', limit: 10, offset: 40 });
  });
});

describe('properties', () => {
  const value = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => s.trim() === s && s.length > 0);
  const list = fc.array(value, { minLength: 1, maxLength: 3 });
  const filters: fc.Arbitrary<EntityFilters> = fc.record(
    {
      kind: value,
      type: list,
      tags: list,
      text: value,
      owners: list,
      lifecycles: list,
      namespaces: list,
      user: fc.constantFrom('owned' as const, 'starred' as const, 'all' as const),
      orphan: fc.boolean(),
      hasErrors: fc.boolean(),
    },
    { requiredKeys: [] },
  );
  const page: fc.Arbitrary<PageState> = fc.oneof(
    fc.record({ mode: fc.constant('cursor' as const), limit: fc.integer({ min: 1, max: 100 }), cursor: value }),
    // Offset mode keeps to its listed page sizes.
    fc.record({ mode: fc.constant('offset' as const), limit: fc.constantFrom(5, 10, 20, 50, 100), offset: fc.nat(1000) }),
  );

  it('filters and page survive a trip through the URL', () => {
    fc.assert(
      fc.property(filters, page, (f, p) => {
        const read = entityListFromSearch(`?${entityListToSearch(f, p)}`);
        expect(read.filters).toEqual(f);
        expect(pageFromQuery(p.mode, read.page)).toEqual(p);
      }),
    );
  });
});

describe("the catalog index's URL", () => {
  it("writes 'All kinds' as the user filter alone when no other filter is chosen", () => {
    expect(catalogIndexSearch({})).toBe('filters%5Buser%5D=all');
    expect(catalogIndexSearch({}, { mode: 'cursor', limit: 20 })).toBe('filters%5Buser%5D=all&limit=20');
    expect(catalogIndexSearch({ user: 'owned' })).toBe('filters%5Buser%5D=owned');
    expect(catalogIndexSearch({ kind: 'api' })).toBe('filters%5Bkind%5D=api');
  });

  it('never writes an empty kind filter, and reads back the filters it wrote', () => {
    const filters: fc.Arbitrary<EntityFilters> = fc.record(
      { kind: fc.constantFrom('component', 'api'), user: fc.constantFrom('owned' as const, 'starred' as const), text: fc.constantFrom('pay', 'ledger') },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(filters, (chosen) => {
        const search = catalogIndexSearch(chosen);
        expect(hasEmptyKindFilter(search)).toBe(false);
        const read = entityListFromSearch(search).filters;
        expect(read.kind).toBe(chosen.kind);
        expect(read.text).toBe(chosen.text);
      }),
    );
  });

  it('recognises the old empty kind filter, in either spelling', () => {
    expect(hasEmptyKindFilter('?filters[kind]=')).toBe(true);
    expect(hasEmptyKindFilter('filters%5Bkind%5D=&filters%5Buser%5D=owned')).toBe(true);
    expect(hasEmptyKindFilter('?filters%5Bkind%5D=api')).toBe(false);
    expect(hasEmptyKindFilter('?filters%5Buser%5D=all')).toBe(false);
  });
});
