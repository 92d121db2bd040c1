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

  describe('a text of several words', () => {
    const titled = (index: number, words: readonly string[]) => component(name(index), { metadata: { title: words.join(' ') || 'other' } });
    /** 100 components titled by `wordsOf`; the backend honours the term sent; counts are recorded. */
    const wordsSetup = (wordsOf: (index: number) => readonly string[]) => {
      const paged = pagedCatalogReader(Array.from({ length: 100 }, (_, index) => titled(index, wordsOf(index))), { honourTerm: true });
      const counted: string[] = [];
      const countedInBackground: boolean[] = [];
      const reader = fakeCatalogReader({
        queryEntities: (request) => paged.reader.queryEntities(request),
        getEntitiesByRefs: (request) => paged.reader.getEntitiesByRefs(request),
        countEntities: (request, options) => {
          counted.push(request.fullTextFilterTerm ?? '');
          countedInBackground.push(options?.background === true);
          return paged.reader.countEntities(request, options);
        },
      });
      const list = listCatalogPage({ reader, userContext: () => NO_USER_CONTEXT, fillMaxBackendPages: 5, fillBackendPageSize: 10 });
      const show = (text: string, page: PageState = FIRST) => right(list({ filters: { kind: 'component', text }, page }));
      /** The term and size of each read that was not by cursor. */
      const firstReads = () => paged.requests.flatMap((request) => (isCursorRequest(request) ? [] : [[request.fullTextFilterTerm, request.limit]]));
      return { show, counted, countedInBackground, firstReads, requests: paged.requests };
    };

    it('reads the longest word first and counts nothing when that read holds every match; the browser checks every word', async () => {
      // 'ledger' (the longer word) is in 8 titles, 'pay' in half of all.
      const { show, counted, firstReads } = wordsSetup((index) => [index % 12 === 0 ? 'ledger' : '', index % 2 === 0 ? 'pay' : '']);
      const page = await show('pay ledger');
      expect(names(page)).toEqual(['c000', 'c012', 'c024', 'c036', 'c048']);
      expect(firstReads()).toEqual([['ledger', 10]]);
      expect(counted).toEqual([]);
      // The read reached the backend's last match of the word: the page knows its total.
      expect(page).toMatchObject({ totalItems: 9, totalIsExact: true });
    });

    it('counts nothing when the longest word\'s first read fills the page, and Next reads on with that word', async () => {
      // 'service' (the longer word) is in every title, 'ledger' in three of four.
      const { show, counted, firstReads, requests } = wordsSetup((index) => ['service', index % 4 === 3 ? '' : 'ledger']);
      const page = await show('ledger service');
      expect(names(page)).toEqual(['c000', 'c001', 'c002', 'c004', 'c005']);
      expect(counted).toEqual([]);
      const next = await show('ledger service', goToCursor(FIRST, page.pageInfo.nextCursor));
      expect(names(next)).toEqual(['c006', 'c008', 'c009', 'c010', 'c012']);
      // Each page chose again from the same first read of 'service'; reading on goes by the backend's cursor.
      expect(firstReads()).toEqual([['service', 10], ['service', 10]]);
      expect(requests.filter(isCursorRequest)).toHaveLength(1);
      expect(counted).toEqual([]);
    });

    it('counts the words when the longest leaves the page short after a whole read, and reads the rarest', async () => {
      // 'payment' (the longer word) is in 80 titles, 'ledger' in 4, two of them with 'payment', late in the list.
      const { show, counted, firstReads } = wordsSetup((index) => [index % 5 === 4 ? '' : 'payment', index >= 90 && index % 2 === 0 ? 'ledger' : '']);
      const page = await show('ledger payment');
      expect(names(page)).toEqual(['c090', 'c092', 'c096', 'c098']);
      expect(counted).toEqual(['ledger', 'payment']);
      expect(firstReads()).toEqual([['payment', 10], ['ledger', 10]]);
      expect(page).toMatchObject({ totalItems: 4, totalIsExact: true });
    });

    it('counts first, from then on, in a list where the longest word once left the page short after a whole read', async () => {
      // 'payment' (the longer word) is in 80 titles, 'ledger' and 'ledgers' in 4 late ones.
      const { show, counted, firstReads } = wordsSetup((index) => [index % 5 === 4 ? '' : 'payment', index >= 90 && index % 2 === 0 ? 'ledgers' : '']);
      await show('ledger payment');
      expect(firstReads()).toEqual([['payment', 10], ['ledger', 10]]);
      const again = await show('ledgers payment');
      expect(names(again)).toEqual(['c090', 'c092', 'c096', 'c098']);
      // Counted before any read: 'payment' is not read first again.
      expect(counted).toEqual(['ledger', 'payment', 'ledgers', 'payment']);
      expect(firstReads()).toEqual([['payment', 10], ['ledger', 10], ['ledgers', 10]]);
    });

    it('reads every match of the counted word in one request when they fit the budget, and the page counts them all', async () => {
      // 'payment' (the longer word) is in 90 titles; 'ledger' in 30, 8 of them with 'payment' and only from the 12th on.
      const { show, firstReads } = wordsSetup((index) => [index % 10 === 0 ? '' : 'payment', index >= 60 && index < 90 ? 'ledger' : '']);
      const page = await show('ledger payment');
      expect(page.rows).toHaveLength(5);
      expect(firstReads()).toEqual([['payment', 10], ['ledger', 30]]);
      expect(page).toMatchObject({ totalItems: 27, totalIsExact: true });
    });

    it('keeps reading the longest word by cursor when the counts say it is the rarest', async () => {
      // 'payments' (the longer word) is in 20 titles, 'ledger' in 33: both only in the last 3.
      const { show, counted, firstReads, requests } = wordsSetup((index) => [index < 30 || index >= 97 ? 'ledger' : '', index >= 80 ? 'payments' : '']);
      const page = await show('ledger payments');
      expect(names(page)).toEqual(['c097', 'c098', 'c099']);
      expect(counted).toEqual(['ledger', 'payments']);
      // The first read of 'payments' is not made again: the scan goes on from it by cursor.
      expect(firstReads()).toEqual([['payments', 10]]);
      expect(requests.filter(isCursorRequest)).toHaveLength(1);
      expect(page).toMatchObject({ totalItems: 3, totalIsExact: true });
    });

    it('shows an empty page when one of the words matches nothing, without reading the others', async () => {
      const { show, counted, firstReads } = wordsSetup(() => ['c']);
      expect(await show('c nowhere')).toMatchObject({ rows: [], totalItems: 0, totalIsExact: true });
      expect(firstReads()).toEqual([['nowhere', 10]]);
      expect(counted).toEqual([]);
    });

    it('does not hold the counts it waits for back as background work', async () => {
      const { show, countedInBackground } = wordsSetup((index) => [index % 5 === 4 ? '' : 'payment', index === 99 ? 'ledger' : '']);
      await show('ledger payment');
      expect(countedInBackground).toEqual([false, false]);
    });
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
