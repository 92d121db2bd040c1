import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import type * as TE from 'fp-ts/TaskEither';
import { listCatalogPage, type CatalogPage } from '../../../application/catalog/list-catalog-page.use-case';
import type { BackendError } from '../../../application/shared/backend-error';
import type { Entity } from '../../../domain/catalog/entity';
import { encodeFillCursor } from '../../../domain/catalog/fill-cursor';
import { NO_USER_CONTEXT, type EntityFilters } from '../../../domain/catalog/filters';
import { goToCursor, initialPage, type PageState } from '../../../domain/catalog/pagination';
import { component } from '../../support/catalog/fake-catalog';
import { pagedCatalogReader } from './paged-catalog-reader';

const name = (index: number): string => `c${String(index).padStart(3, '0')}`;
const failing = { status: { items: [{ level: 'error', type: 'processing', message: 'broken' }] } } as Partial<Entity>;
/** A filter the backend cannot express, with no expectation of how many it keeps. */
const WITHOUT_ERRORS: EntityFilters = { kind: 'component', hasErrors: false };

/** Components in backend order; those whose index `kept` holds have no processing errors, the others have. */
const catalog = (size: number, kept: (index: number) => boolean): Entity[] =>
  Array.from({ length: size }, (_, index) => component(name(index), kept(index) ? {} : failing));

const right = async <A>(task: TE.TaskEither<BackendError, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};

const setup = (entities: readonly Entity[], { maxPages, pageSize }: { maxPages: number; pageSize: number }) => {
  const paged = pagedCatalogReader(entities);
  const list = listCatalogPage({ reader: paged.reader, userContext: () => NO_USER_CONTEXT, fillMaxBackendPages: maxPages, fillBackendPageSize: pageSize });
  const show = (page: PageState, filters: EntityFilters = WITHOUT_ERRORS) => right(list({ filters, page }));
  const limits = () => paged.requests.map((request) => request.limit);
  return { ...paged, show, limits };
};

const names = (page: CatalogPage): string[] => page.rows.map((row) => row.entity.metadata.name);

describe('filling a narrowed page: backend reads', () => {
  it('reads one backend page of the usual size when it fills the page', async () => {
    const { show, limits } = setup(catalog(100, (i) => i % 2 === 0), { maxPages: 5, pageSize: 10 });
    expect(names(await show(initialPage('cursor', 3)))).toEqual(['c000', 'c002', 'c004']);
    expect(limits()).toEqual([10]);
  });

  it('reads the rest of the budget in one request when the first page does not fill it, and stops at the budget in entities', async () => {
    const { show, limits } = setup(catalog(200, () => false), { maxPages: 5, pageSize: 10 });
    const first = await show(initialPage('cursor', 5));
    expect(limits()).toEqual([10, 40]);
    expect(first).toMatchObject({ rows: [], scanLimitReached: true, scanned: 50 });
    // Next goes on where the budget ended, again cheap first, then the rest of the budget.
    const second = await show(goToCursor(initialPage('cursor', 5), first.pageInfo.nextCursor));
    expect(limits()).toEqual([10, 40, 10, 40]);
    expect(second).toMatchObject({ rows: [], scanLimitReached: true, scanned: 50 });
  });

  it('reads the whole budget in one request for processing errors, which few entities have', async () => {
    const hasErrors: EntityFilters = { kind: 'component', hasErrors: true };
    const { show, limits } = setup(catalog(200, (i) => i !== 42 && i !== 160), { maxPages: 5, pageSize: 10 });
    const first = await show(initialPage('cursor', 5), hasErrors);
    expect(names(first)).toEqual(['c042']);
    expect(limits()).toEqual([50]);
    expect(first).toMatchObject({ scanLimitReached: true, scanned: 50 });
    expect(first.totalItems).toBeUndefined();
    // Next reads on from the budget's end at the usual sizes.
    const second = await show(goToCursor(initialPage('cursor', 5), first.pageInfo.nextCursor), hasErrors);
    expect(limits()).toEqual([50, 10, 40]);
    expect(second).toMatchObject({ rows: [], scanLimitReached: true });
  });

  it('knows the total of processing errors when the backend ends within that read', async () => {
    const { show, limits } = setup(catalog(30, (i) => i !== 5 && i !== 29), { maxPages: 5, pageSize: 10 });
    const page = await show(initialPage('cursor', 5), { kind: 'component', hasErrors: true });
    expect(names(page)).toEqual(['c005', 'c029']);
    expect(limits()).toEqual([50]);
    expect(page).toMatchObject({ totalItems: 2, totalIsExact: true, pageInfo: {} });
  });

  it('counts matches past the page in the last backend read, without another request', async () => {
    const { show, limits } = setup(catalog(40, (i) => i % 4 === 0), { maxPages: 5, pageSize: 10 });
    const page = await show(initialPage('cursor', 2));
    expect(names(page)).toEqual(['c000', 'c004']);
    expect(limits()).toEqual([10]);
    expect(page.totalItems).toBeUndefined();
    const all = await show(initialPage('cursor', 8));
    expect(limits()).toEqual([10, 10, 40]);
    expect(all).toMatchObject({ totalItems: 10, totalIsExact: true });
  });

  it('reads a page shown from inside a large backend read again with that read size', async () => {
    const { show, requests, limits } = setup(catalog(100, (i) => i >= 20), { maxPages: 5, pageSize: 10 });
    const first = await show(initialPage('cursor', 5));
    expect(names(first)).toEqual(['c020', 'c021', 'c022', 'c023', 'c024']);
    const second = await show(goToCursor(initialPage('cursor', 5), first.pageInfo.nextCursor));
    expect(names(second)).toEqual(['c025', 'c026', 'c027', 'c028', 'c029']);
    expect(limits()).toEqual([10, 40, 40]);
    expect(requests[2]).toEqual(requests[1]);
  });

  it('reads backwards the same way: the first backend page at the size it was read with, then the rest of the budget', async () => {
    const { show, limits } = setup(catalog(200, (i) => i === 3), { maxPages: 3, pageSize: 10 });
    const at150 = encodeFillCursor({ direction: 'before', place: { cursor: 'at:150', pageSize: 10, index: 5 } });
    const back = await show({ mode: 'cursor', limit: 5, cursor: at150 });
    expect(limits()).toEqual([10, 25]);
    expect(back).toMatchObject({ rows: [], scanLimitReached: true, scanned: 30 });
    let page = back;
    for (let step = 0; step < 10 && page.rows.length === 0; step += 1) page = await show(goToCursor(initialPage('cursor', 5), page.pageInfo.prevCursor));
    expect(names(page)).toEqual(['c003']);
  });

  it('starts at the first page when a cursor names a backend read larger than a whole scan', async () => {
    const { show, limits } = setup(catalog(100, (i) => i % 2 === 0), { maxPages: 5, pageSize: 10 });
    const huge = encodeFillCursor({ direction: 'from', place: { cursor: 'at:50', pageSize: 1_000_000, index: 0 } });
    expect(names(await show({ mode: 'cursor', limit: 2, cursor: huge }))).toEqual(['c000', 'c002']);
    expect(limits()).toEqual([10]);
  });

  it('Next and Previous over backend reads of different sizes neither skip nor repeat a match', async () => {
    const walk = fc.record({
      size: fc.integer({ min: 0, max: 60 }),
      density: fc.integer({ min: 1, max: 12 }),
      seed: fc.integer({ min: 0, max: 1000 }),
      rowsShown: fc.integer({ min: 1, max: 5 }),
      pageSize: fc.integer({ min: 1, max: 6 }),
      maxPages: fc.integer({ min: 1, max: 4 }),
      steps: fc.array(fc.boolean(), { minLength: 1, maxLength: 25 }),
    });
    await fc.assert(
      fc.asyncProperty(walk, async ({ size, density, seed, rowsShown, pageSize, maxPages, steps }) => {
        const kept = (index: number) => (index * 7919 + seed) % density === 0;
        const entities = catalog(size, kept);
        const matches = entities.filter((_, index) => kept(index)).map((entity) => entity.metadata.name);
        const { show } = setup(entities, { maxPages, pageSize: Math.max(rowsShown, pageSize) });
        const first = initialPage('cursor', rowsShown);
        let page = await show(first);
        // The page shows matches[start, end): the matches between the places its cursors name.
        let start = 0;
        let end = names(page).length;
        expect(names(page)).toEqual(matches.slice(start, end));
        let cameForward = true;
        for (const forward of steps) {
          // Every match after the page can be reached by Next, every one before it by Previous.
          if (end < matches.length) expect(page.pageInfo.nextCursor).toBeDefined();
          if (start > 0) expect(page.pageInfo.prevCursor).toBeDefined();
          // A page is full unless it reached the end it was read towards or the scan budget.
          const goesOn = cameForward ? page.pageInfo.nextCursor : page.pageInfo.prevCursor;
          if (!page.scanLimitReached && goesOn) expect(names(page)).toHaveLength(rowsShown);
          const cursor = forward ? page.pageInfo.nextCursor : page.pageInfo.prevCursor;
          if (!cursor) continue;
          page = await show(goToCursor(first, cursor));
          const shown = names(page);
          if (forward) [start, end] = [end, end + shown.length];
          else [start, end] = [start - shown.length, start];
          expect(start).toBeGreaterThanOrEqual(0);
          expect(shown).toEqual(matches.slice(start, end));
          cameForward = forward;
        }
      }),
      { numRuns: 150 },
    );
  });
});
