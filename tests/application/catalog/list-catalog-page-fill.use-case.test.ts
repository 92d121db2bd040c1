import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import { isCursorRequest } from '../../../application/catalog/catalog-reader.port';
import { listCatalogPage, type CatalogPage } from '../../../application/catalog/list-catalog-page.use-case';
import type { BackendError } from '../../../application/shared/backend-error';
import type { Entity } from '../../../domain/catalog/entity';
import { NO_USER_CONTEXT, type EntityFilters } from '../../../domain/catalog/filters';
import { goToCursor, initialPage, pageFromQuery, type PageState } from '../../../domain/catalog/pagination';
import { component, fakeCatalogReader } from '../../support/catalog/fake-catalog';
import { pagedCatalogReader } from './paged-catalog-reader';

const name = (index: number): string => `c${String(index).padStart(3, '0')}`;
const failing = { status: { items: [{ level: 'error', type: 'processing', message: 'broken' }] } } as Partial<Entity>;

/** 100 components in backend order; only those at `kept` have no processing errors. */
const catalog = (kept: readonly number[]): Entity[] =>
  Array.from({ length: 100 }, (_, index) => component(name(index), kept.includes(index) ? {} : failing));

/** A filter the backend cannot express, with no expectation of how many it keeps. */
const WITHOUT_ERRORS: EntityFilters = { kind: 'component', hasErrors: false };

const right = async <A>(task: TE.TaskEither<BackendError, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new Error(result.left.message);
  return result.right;
};

/** Backend pages of 10, at most 3 of them per page shown, pages of 5 rows. */
const setup = (entities: readonly Entity[], maxPages = 3) => {
  const paged = pagedCatalogReader(entities);
  const list = listCatalogPage({ reader: paged.reader, userContext: () => NO_USER_CONTEXT, fillMaxBackendPages: maxPages, fillBackendPageSize: 10 });
  const show = (page: PageState, filters: EntityFilters = WITHOUT_ERRORS) => right(list({ filters, page }));
  return { ...paged, show };
};

const names = (page: CatalogPage): string[] => page.rows.map((row) => row.entity.metadata.name);
const everySeventh = Array.from({ length: 15 }, (_, i) => i * 7);
const FIRST = initialPage('cursor', 5);

describe('listCatalogPage with filters applied in the browser', () => {
  it('reads on past backend pages without matches until the page is full', async () => {
    const { show, requests } = setup(catalog([22, 24, 25, 26, 27, 28, 29]), 5);
    const page = await show(FIRST);
    expect(names(page)).toEqual(['c022', 'c024', 'c025', 'c026', 'c027']);
    expect(page.scanLimitReached).toBe(false);
    expect(page.pageInfo.prevCursor).toBeUndefined();
    expect(page.pageInfo.nextCursor).toBeDefined();
    // A first backend page of the usual size, then the rest of the budget (5 × 10) in one read.
    expect(requests.map((request) => request.limit)).toEqual([10, 40]);
    expect(isCursorRequest(requests[0]!)).toBe(false);
    // Next begins with the match after the last one shown.
    expect(names(await show(goToCursor(FIRST, page.pageInfo.nextCursor)))).toEqual(['c028', 'c029']);
  });

  it('scans with only the fields the filters look at, then reads the rows shown whole by ref', async () => {
    const titled = catalog([3, 15]).map((entity) => ({ ...entity, metadata: { ...entity.metadata, title: `Title of ${entity.metadata.name}` } }));
    const { show, requests } = setup(titled, 5);
    const page = await show(FIRST);
    expect(requests[0]?.fields).toEqual(['kind', 'metadata.name', 'metadata.namespace', 'status.items']);
    // The title was not scanned: it comes from the whole entities read for the rows.
    expect(page.rows.map((row) => row.entity.metadata.title)).toEqual(['Title of c003', 'Title of c015']);
  });

  it('shows the last page short and, when every match fits on the first page, counts them', async () => {
    const { show } = setup(catalog([3, 15, 97]), 10);
    const page = await show(FIRST);
    expect(names(page)).toEqual(['c003', 'c015', 'c097']);
    expect(page.pageInfo).toEqual({});
    expect(page.totalItems).toBe(3);
    expect(page.totalIsExact).toBe(true);
  });

  it('Next and Previous continue exactly where the page shown ends or begins', async () => {
    const { show } = setup(catalog(everySeventh), 10);
    const first = await show(FIRST);
    const second = await show(goToCursor(FIRST, first.pageInfo.nextCursor));
    const third = await show(goToCursor(FIRST, second.pageInfo.nextCursor));
    expect([...names(first), ...names(second), ...names(third)]).toEqual(everySeventh.map(name));
    expect(third.pageInfo.nextCursor).toBeUndefined();
    const backToSecond = await show(goToCursor(FIRST, third.pageInfo.prevCursor));
    expect(names(backToSecond)).toEqual(names(second));
    const backToFirst = await show(goToCursor(FIRST, backToSecond.pageInfo.prevCursor));
    expect(names(backToFirst)).toEqual(names(first));
    expect(backToFirst.pageInfo.prevCursor).toBeUndefined();
    expect(names(await show(goToCursor(FIRST, backToFirst.pageInfo.nextCursor)))).toEqual(names(second));
  });

  it('stops at the limit of backend pages, shows what it found, says so, and Next reads on', async () => {
    const { show, requests } = setup(catalog([12, 95]), 3);
    const first = await show(FIRST);
    expect(names(first)).toEqual(['c012']);
    expect(first.scanLimitReached).toBe(true);
    expect(first.scanned).toBe(30);
    expect(requests.map((request) => request.limit)).toEqual([10, 20]);
    expect(first.pageInfo.nextCursor).toBeDefined();
    // Backend items 30–59 and 60–89 hold no match: those pages are empty, say so, and lead on.
    const second = await show(goToCursor(FIRST, first.pageInfo.nextCursor));
    const third = await show(goToCursor(FIRST, second.pageInfo.nextCursor));
    expect([names(second), names(third)]).toEqual([[], []]);
    expect([second.scanLimitReached, third.scanLimitReached]).toEqual([true, true]);
    const fourth = await show(goToCursor(FIRST, third.pageInfo.nextCursor));
    expect(names(fourth)).toEqual(['c095']);
    expect(fourth.scanLimitReached).toBe(false);
    expect(fourth.pageInfo.nextCursor).toBeUndefined();
    // Previous reads backwards, also within the limit, and comes back to the earlier match without skipping it.
    let back = await show(goToCursor(FIRST, fourth.pageInfo.prevCursor));
    for (let step = 0; step < 5 && back.rows.length === 0; step += 1) back = await show(goToCursor(FIRST, back.pageInfo.prevCursor));
    expect(names(back)).toEqual(['c012']);
  });

  it('sends the word of a several-word text with the fewest backend matches and checks every word in the browser', async () => {
    const titled = (index: number, title: string) => component(name(index), { metadata: { title } });
    const entities = [titled(0, 'Payment ledger'), titled(1, 'Ledger archive'), titled(2, 'Ledger for payment refunds'), titled(3, 'Ledger'), ...catalog([]).slice(4)];
    const { show, requests } = setup(entities, 5);
    const page = await show(FIRST, { kind: 'component', text: 'ledger payment' });
    expect(names(page)).toEqual(['c000', 'c002']);
    // 'payment' (2 matches) narrows more than 'ledger' (4), though it is not the longer word.
    expect(requests[0]).toMatchObject({ fullTextFilterTerm: 'payment' });
  });

  it('reads every backend match of the word sent in one request when they fit the budget, and the page counts them all', async () => {
    // 'ledger' holds 30 entities, 8 of them with 'payment'; 'payment' alone holds 60.
    const entities = Array.from({ length: 100 }, (_, index) => {
      const words = [index < 30 ? 'ledger' : '', index % 30 < 8 || index >= 40 ? 'payment' : ''].filter(Boolean);
      return component(name(index), { metadata: { title: words.join(' ') || 'other' } });
    });
    const paged = pagedCatalogReader(entities, { honourTerm: true });
    const list = listCatalogPage({ reader: paged.reader, userContext: () => NO_USER_CONTEXT, fillMaxBackendPages: 5, fillBackendPageSize: 10 });
    const page = await right(list({ filters: { kind: 'component', text: 'payment ledger' }, page: FIRST }));
    expect(names(page)).toEqual(['c000', 'c001', 'c002', 'c003', 'c004']);
    // One read of the 30 the backend counted (more than the usual 10, within the budget of 50), not 10 and then 40.
    expect(paged.requests.flatMap((request) => (isCursorRequest(request) ? [] : [[request.fullTextFilterTerm, request.limit]]))).toEqual([['ledger', 30]]);
    expect(paged.requests.filter(isCursorRequest)).toEqual([]);
    expect(page).toMatchObject({ totalItems: 8, totalIsExact: true });
  });

  it('reads the usual first backend page when the word sent matches more than the budget', async () => {
    // 'payment' (80 matches, the rarer word) is more than the budget of 50.
    const entities = Array.from({ length: 100 }, (_, index) => component(name(index), { metadata: { title: index % 5 === 4 ? 'ledger' : 'ledger payment' } }));
    const paged = pagedCatalogReader(entities, { honourTerm: true });
    const list = listCatalogPage({ reader: paged.reader, userContext: () => NO_USER_CONTEXT, fillMaxBackendPages: 5, fillBackendPageSize: 10 });
    const page = await right(list({ filters: { kind: 'component', text: 'payment ledger' }, page: FIRST }));
    expect(names(page)).toEqual(['c000', 'c001', 'c002', 'c003', 'c005']);
    expect(paged.requests.map((request) => request.limit)).toEqual([10]);
    expect(page.totalItems).toBeUndefined();
  });

  it('shows an empty page without reading any when one of the words matches nothing', async () => {
    const { show, requests } = setup(catalog([]), 5);
    const page = await show(FIRST, { kind: 'component', text: 'c00 nowhere' });
    expect(page).toMatchObject({ rows: [], totalItems: 0, totalIsExact: true });
    expect(requests).toEqual([]);
  });

  it('counts the words only for pages that start in the first backend page: a backend cursor keeps its term', async () => {
    const counted: string[] = [];
    const paged = pagedCatalogReader(catalog([]));
    const reader = fakeCatalogReader({
      queryEntities: (request) => paged.reader.queryEntities(request),
      getEntitiesByRefs: (request) => paged.reader.getEntitiesByRefs(request),
      countEntities: (request) => {
        counted.push(request.fullTextFilterTerm ?? '');
        return paged.reader.countEntities(request);
      },
    });
    const list = listCatalogPage({ reader, userContext: () => NO_USER_CONTEXT, fillMaxBackendPages: 3, fillBackendPageSize: 10 });
    const show = (page: PageState) => right(list({ filters: { kind: 'component', text: 'c0 c' }, page }));
    const first = await show(FIRST);
    const second = await show(goToCursor(FIRST, first.pageInfo.nextCursor));
    expect(counted).toEqual(['c0', 'c', 'c0', 'c']);
    const third = await show(goToCursor(FIRST, second.pageInfo.nextCursor));
    expect(names(third)).toEqual(['c010', 'c011', 'c012', 'c013', 'c014']);
    expect(counted).toHaveLength(4);
  });

  it('in offset mode, skips the matches of earlier pages and knows whether more follow', async () => {
    const { show } = setup(catalog(everySeventh), 10);
    const second = await show(pageFromQuery('offset', { offset: '5', limit: '5' }));
    expect(names(second)).toEqual(everySeventh.slice(5, 10).map(name));
    expect(second.hasMore).toBe(true);
    const last = await show(pageFromQuery('offset', { offset: '10', limit: '5' }));
    expect(names(last)).toEqual(everySeventh.slice(10).map(name));
    expect(last.hasMore).toBe(false);
    expect(last.totalItems).toBe(15);
  });

  it('starts at the first page when the cursor is not one it handed out', async () => {
    const { show } = setup(catalog(everySeventh), 10);
    expect(names(await show({ mode: 'cursor', limit: 5, cursor: 'not-a-fill-cursor' }))).toEqual(everySeventh.slice(0, 5).map(name));
  });
});
