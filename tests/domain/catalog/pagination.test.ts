import fc from 'fast-check';
import {
  changePageSize,
  DEFAULT_SORT,
  goToCursor,
  goToOffsetPage,
  initialPage,
  isOffsetPageSize,
  offsetPageIndex,
  orderFieldParam,
  orderParam,
  pageFromQuery,
  resetPageOnFilterChange,
  type PageState,
} from '../../../domain/catalog/pagination';
import { CLIENT_PAGING, clientPageOf, showClientPaging } from '../../../domain/catalog/client-paging';
import { ENTITY_LIST_MAX_LIMIT } from '../../../domain/catalog/constants';

describe('entity list pagination', () => {
  it('defaults to cursor mode with limit 20', () => {
    expect(initialPage()).toEqual({ mode: 'cursor', limit: 20 });
    expect(initialPage('offset')).toEqual({ mode: 'offset', limit: 20, offset: 0 });
    expect(initialPage('none')).toEqual({ mode: 'none' });
    expect(initialPage('cursor', 0)).toEqual({ mode: 'cursor', limit: 20 });
  });

  it('a filter change drops the cursor or goes back to offset 0, keeping the page size', () => {
    expect(resetPageOnFilterChange({ mode: 'cursor', limit: 50, cursor: 'abc' })).toEqual({ mode: 'cursor', limit: 50 });
    expect(resetPageOnFilterChange({ mode: 'offset', limit: 10, offset: 40 })).toEqual({ mode: 'offset', limit: 10, offset: 0 });
    expect(resetPageOnFilterChange({ mode: 'none' })).toEqual({ mode: 'none' });
  });

  it('follows cursors', () => {
    const first = initialPage();
    const second = goToCursor(first, 'next');
    expect(second).toEqual({ mode: 'cursor', limit: 20, cursor: 'next' });
    expect(goToCursor(second, undefined)).toEqual(first);
    expect(goToCursor(initialPage('offset'), 'x')).toEqual(initialPage('offset'));
  });

  it('moves between offset pages', () => {
    const page = goToOffsetPage({ mode: 'offset', limit: 10, offset: 0 }, 3);
    expect(page).toEqual({ mode: 'offset', limit: 10, offset: 30 });
    expect(offsetPageIndex(page as { limit: number; offset: number })).toBe(3);
    expect(goToOffsetPage(page, -2)).toEqual({ mode: 'offset', limit: 10, offset: 0 });
  });

  it('offers offset page sizes 5, 10, 20, 50, 100', () => {
    expect([1, 5, 10, 20, 50, 100, 200].filter(isOffsetPageSize)).toEqual([5, 10, 20, 50, 100]);
    expect(changePageSize({ mode: 'offset', limit: 20, offset: 60 }, 50)).toEqual({ mode: 'offset', limit: 50, offset: 0 });
    expect(changePageSize({ mode: 'offset', limit: 20, offset: 60 }, 30)).toEqual({ mode: 'offset', limit: 20, offset: 60 });
    expect(changePageSize({ mode: 'cursor', limit: 20, cursor: 'x' }, 30)).toEqual({ mode: 'cursor', limit: 30 });
  });

  it('client mode: 20 rows a page, options 20, 50, 100, paging only above 20 rows', () => {
    expect(CLIENT_PAGING).toEqual({ pageSize: 20, pageSizeOptions: [20, 50, 100] });
    expect(showClientPaging(20)).toBe(false);
    expect(showClientPaging(21)).toBe(true);
  });

  it('client mode: slices the rows of a page and keeps the page within the rows', () => {
    const rows = Array.from({ length: 45 }, (_, i) => i);
    expect(clientPageOf(rows, 0, 20)).toEqual({ rows: rows.slice(0, 20), pageIndex: 0, hasNext: true });
    expect(clientPageOf(rows, 2, 20)).toEqual({ rows: rows.slice(40), pageIndex: 2, hasNext: false });
    expect(clientPageOf(rows, 9, 20).pageIndex).toBe(2);
    expect(clientPageOf(rows, -1, 50)).toEqual({ rows, pageIndex: 0, hasNext: false });
    expect(clientPageOf([], 3, 20)).toEqual({ rows: [], pageIndex: 0, hasNext: false });
    fc.assert(
      fc.property(fc.nat(300), fc.integer({ min: -5, max: 50 }), fc.constantFrom(20, 50, 100), (count, index, size) => {
        const page = clientPageOf(Array.from({ length: count }, (_, i) => i), index, size);
        expect(page.rows.length).toBeLessThanOrEqual(size);
        expect(page.pageIndex * size + page.rows.length + (page.hasNext ? 1 : 0)).toBeLessThanOrEqual(count || 0);
      }),
    );
  });

  it('sorts by metadata.name ascending by default', () => {
    expect(DEFAULT_SORT).toEqual({ field: 'metadata.name', order: 'asc' });
    expect(orderFieldParam()).toBe('metadata.name,asc');
    expect(orderParam()).toBe('asc:metadata.name');
  });

  it.each<[Parameters<typeof pageFromQuery>[1], PageState]>([
    [{}, { mode: 'cursor', limit: 20 }],
    [{ limit: 'x', cursor: '' }, { mode: 'cursor', limit: 20 }],
    [{ limit: '-5' }, { mode: 'cursor', limit: 20 }],
    [{ limit: '50', cursor: 'c' }, { mode: 'cursor', limit: 50, cursor: 'c' }],
  ])('reads URL values %j in cursor mode', (query, expected) => {
    expect(pageFromQuery('cursor', query)).toEqual(expected);
  });

  it('keeps offset mode to its listed page sizes: an unlisted size becomes the largest listed one below it', () => {
    expect(pageFromQuery('offset', { limit: '7' })).toEqual({ mode: 'offset', limit: 5, offset: 0 });
    expect(pageFromQuery('offset', { limit: '3' })).toEqual({ mode: 'offset', limit: 5, offset: 0 });
    expect(pageFromQuery('offset', { limit: '75', offset: '150' })).toEqual({ mode: 'offset', limit: 50, offset: 150 });
    expect(pageFromQuery('offset', { limit: '5000' })).toEqual({ mode: 'offset', limit: 100, offset: 0 });
    expect(pageFromQuery('offset', {}, 30)).toEqual({ mode: 'offset', limit: 20, offset: 0 });
    fc.assert(fc.property(fc.integer({ min: -10, max: 10_000 }), (limit) => {
      const page = initialPage('offset', limit);
      expect(page.mode === 'offset' && isOffsetPageSize(page.limit)).toBe(true);
    }));
  });

  it('reads an offset from the URL only in offset mode', () => {
    expect(pageFromQuery('offset', { offset: '7', limit: '5' })).toEqual({ mode: 'offset', limit: 5, offset: 7 });
    expect(pageFromQuery('offset', { offset: '1.5' })).toEqual({ mode: 'offset', limit: 20, offset: 0 });
    expect(pageFromQuery('none', { offset: '7', limit: '5' })).toEqual({ mode: 'none' });
  });

  it('property: resetting is idempotent and never changes mode or size', () => {
    const page: fc.Arbitrary<PageState> = fc.oneof(
      fc.record({ mode: fc.constant('cursor' as const), limit: fc.integer({ min: 1, max: 100 }), cursor: fc.string() }),
      fc.record({ mode: fc.constant('offset' as const), limit: fc.constantFrom(5, 10, 20, 50, 100), offset: fc.nat() }),
      fc.constant({ mode: 'none' as const }),
    );
    fc.assert(
      fc.property(page, (p) => {
        const reset = resetPageOnFilterChange(p);
        expect(resetPageOnFilterChange(reset)).toEqual(reset);
        expect(reset.mode).toBe(p.mode);
        if (reset.mode !== 'none' && p.mode !== 'none') expect(reset.limit).toBe(p.limit);
        expect(reset).toEqual(p.mode === 'none' ? p : initialPage(p.mode, p.limit));
      }),
    );
  });
  it('caps the limit at the largest page size offered, whatever the URL asks', () => {
    expect(pageFromQuery('cursor', { limit: '100000' })).toEqual({ mode: 'cursor', limit: ENTITY_LIST_MAX_LIMIT });
    expect(pageFromQuery('offset', { limit: '500', offset: '40' })).toEqual({ mode: 'offset', limit: 100, offset: 40 });
    expect(changePageSize(initialPage('cursor'), 5000)).toEqual({ mode: 'cursor', limit: 100 });
    expect(pageFromQuery('cursor', {}, 50)).toEqual({ mode: 'cursor', limit: 50 });
  });
});
