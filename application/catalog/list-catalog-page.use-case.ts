import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { FILL_BACKEND_PAGE_SIZE, FILL_MAX_BACKEND_PAGES } from '../../domain/catalog/constants';
import { decodeFillCursor, type FillCursor } from '../../domain/catalog/fill-cursor';
import { entityFilterPredicate, expectsFewMatches, predicateFields, type EntityFilters, type UserFilterContext } from '../../domain/catalog/filters';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { toCatalogQuery, type CatalogEntityQuery } from '../../domain/catalog/filter-query';
import { DEFAULT_SORT, type EntitySort, type PageState } from '../../domain/catalog/pagination';
import type { Entity } from '../../domain/catalog/entity';
import { fillPage, scanForward, type ReadBackendPage, type ScanLimits } from './fill-catalog-page';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';
import type { CatalogReader, EntityQueryRequest, PageInfo } from './catalog-reader.port';
import { toCatalogRow, type CatalogRow } from './catalog-row';
import { scanTermChooser, startingWith, type ScanTerm } from './choose-scan-term';
import { entityMatchRequest, narrowTextTerm, type NarrowTextTerm } from './narrow-text-term';

export interface CatalogPageRequest {
  readonly filters: EntityFilters;
  readonly page: PageState;
  readonly sort?: EntitySort;
}

export interface CatalogPage {
  readonly rows: readonly CatalogRow[];
  /**
   * Matching entities on all pages, when the page knows it: pagination mode 'none' lists every
   * match, and a query that cannot match is not sent. A page of by-query does not ask the backend to
   * count (the count costs more than the page on a large catalog): `CountCatalogEntities` does.
   */
  readonly totalItems?: number;
  /** False when totalItems is only an upper bound. */
  readonly totalIsExact: boolean;
  /** Cursors of the neighbouring pages (cursor mode). */
  readonly pageInfo: PageInfo;
  /** Offset mode: more matches follow this page. */
  readonly hasMore?: boolean;
  /**
   * The page is narrowed in the browser and reading stopped at its budget (as many backend entities as
   * FILL_MAX_BACKEND_PAGES pages of FILL_BACKEND_PAGE_SIZE) before it was full: it shows the matches among the `scanned` entities read, and Next reads on.
   */
  readonly scanLimitReached?: boolean;
  readonly scanned?: number;
}

export type ListCatalogPage = (request: CatalogPageRequest) => TE.TaskEither<BackendError, CatalogPage>;

export const ListCatalogPageToken = serviceToken<ListCatalogPage>('ListCatalogPage');

export interface ListCatalogPageDeps {
  readonly reader: CatalogReader;
  /** The signed-in user's ownership refs and starred refs, for the 'owned' and 'starred' filters. */
  readonly userContext: () => UserFilterContext;
  /** Per page shown when the browser narrows the answer, at most this many backend pages' worth of entities are looked at. */
  readonly fillMaxBackendPages?: number;
  /** Size of the first backend read while filling such a page (at least the page size shown). */
  readonly fillBackendPageSize?: number;
  /** Counts the words of a several-word text filter when the longest one does not narrow enough (default: with `reader`). */
  readonly narrowTextTerm?: NarrowTextTerm;
}

const EMPTY_PAGE: CatalogPage = { rows: [], totalItems: 0, totalIsExact: true, pageInfo: {} };

/** GET /entities/by-query parameters of a page; a cursor stands for the filters, order and term. */
export const entityQueryRequest = (query: CatalogEntityQuery, page: PageState, sort: EntitySort = DEFAULT_SORT): EntityQueryRequest => {
  if (page.mode === 'cursor' && page.cursor) return { cursor: page.cursor, limit: page.limit };
  return {
    skipTotal: true,
    ...entityMatchRequest(query),
    orderFields: [sort],
    ...(page.mode !== 'none' ? { limit: page.limit } : {}),
    ...(page.mode === 'offset' ? { offset: page.offset } : {}),
  };
};

/**
 * Reads backend pages of a query narrowed in the browser: the first with the query, later ones by cursor.
 * Only `fields` are read (what the filters look at), so that many entities can be looked at cheaply.
 */
const backendPages =
  (deps: ListCatalogPageDeps, query: CatalogEntityQuery, sort: EntitySort, fields: readonly string[]): ReadBackendPage =>
  (cursor, pageSize) =>
    deps.reader.queryEntities(
      cursor !== undefined
        ? { cursor, limit: pageSize, fields }
        : { skipTotal: true, ...entityMatchRequest(query), orderFields: [sort], limit: pageSize, fields },
    );

/** The fields a narrowed page is scanned with: what the filters look at, the ref and the sort field. */
const scanFields = (filters: EntityFilters, sort: EntitySort): readonly string[] => [...new Set([...predicateFields(filters), sort.field])];

/** The entities of the rows shown, read whole by ref, in the order found; one removed meanwhile is left out. */
const wholeEntities = (reader: CatalogReader, found: readonly Entity[]): TE.TaskEither<BackendError, readonly Entity[]> =>
  found.length === 0
    ? TE.right([])
    : pipe(
        reader.getEntitiesByRefs({ entityRefs: found.map(stringifyEntityRef) }),
        TE.map((entities) => entities.filter((entity): entity is Entity => entity !== null)),
      );

/**
 * Size of a fresh scan's first backend read. A page that fills from a first read of the usual size
 * stays cheap, and much of a read's cost is per request. Filters that usually match few would read on
 * anyway: they read the whole budget at once. A several-word filter whose word sent matches no more
 * than the budget reads all those matches at once: the page then knows its exact total and no count
 * reads them again, at the price of a larger first read when the usual one would have filled the page.
 */
const firstReadSize = (filters: EntityFilters, termMatches: number | undefined, pageLimit: number, limits: ScanLimits): number => {
  if (termMatches !== undefined && termMatches <= limits.maxScanned) return Math.max(limits.pageSize, pageLimit, termMatches);
  return expectsFewMatches(filters) ? limits.maxScanned : limits.pageSize;
};

/** The fill cursor the page names, unless it is not one or names a backend read larger than a whole scan (a hand-edited URL). */
const fillCursorWithin = (text: string | undefined, maxScanned: number): FillCursor | undefined => {
  const cursor = decodeFillCursor(text);
  return cursor && cursor.place.pageSize <= maxScanned ? cursor : undefined;
};

const fromTask = <A>(run: () => Promise<E.Either<BackendError, A>>): TE.TaskEither<BackendError, A> => run;

/**
 * A page of the catalog index: the filters become a backend query
 * (cursor or offset pagination through by-query; pagination mode 'none' lists every match through
 * GET /entities), and a query that cannot match anything is not sent at all. Filters the backend
 * cannot express are applied in the browser, and such a page still shows a full page: backend pages
 * are read on until it is full (see fill-catalog-page.ts).
 */
export const listCatalogPage = (deps: ListCatalogPageDeps): ListCatalogPage => {
  const chooseScanTerm = scanTermChooser();
  return ({ filters, page, sort = DEFAULT_SORT }) => {
    const user = deps.userContext();
    const query = toCatalogQuery(filters, user);
    if (query.matchesNothing) return TE.right(EMPTY_PAGE);
    const keep = entityFilterPredicate(filters, user);
    const rows = (items: readonly Entity[]): readonly CatalogRow[] => items.filter(keep).map(toCatalogRow);

    if (page.mode === 'none') {
      return pipe(
        deps.reader.getEntities({ filter: query.filter, order: [sort] }),
        TE.map((items) => {
          const matching = rows(items);
          return { rows: matching, totalItems: matching.length, totalIsExact: true, pageInfo: {} };
        }),
      );
    }
    if (!query.needsClientRefinement) {
      if (page.mode === 'offset') {
        // One more than the page, to know whether another page follows.
        return pipe(
          deps.reader.queryEntities(entityQueryRequest(query, { ...page, limit: page.limit + 1 }, sort)),
          TE.map((answer) => ({
            rows: answer.items.slice(0, page.limit).map(toCatalogRow),
            totalIsExact: true,
            pageInfo: {},
            hasMore: answer.items.length > page.limit,
          })),
        );
      }
      // A cursor of a narrowed list (left in a hand-edited URL) means nothing to the backend.
      const plainPage: PageState = page.cursor && decodeFillCursor(page.cursor) ? { mode: 'cursor', limit: page.limit } : page;
      return pipe(
        deps.reader.queryEntities(entityQueryRequest(query, plainPage, sort)),
        TE.map((answer) => ({ rows: answer.items.map(toCatalogRow), totalIsExact: true, pageInfo: answer.pageInfo })),
      );
    }

    const maxPages = deps.fillMaxBackendPages ?? FILL_MAX_BACKEND_PAGES;
    const pageSize = Math.max(page.limit, deps.fillBackendPageSize ?? FILL_BACKEND_PAGE_SIZE);
    // As many entities as that many pages of the usual size, however many requests they take.
    const limits: ScanLimits = { keep, maxScanned: maxPages * pageSize, pageSize };
    const handedOut = fillCursorWithin(page.mode === 'cursor' ? page.cursor : undefined, limits.maxScanned);
    // A backend cursor keeps the term it was read with; only the query's first backend page needs one chosen.
    const needsTerm = page.mode === 'offset' || handedOut?.place.cursor === undefined;
    const narrow = deps.narrowTextTerm ?? narrowTextTerm(deps.reader);

    const fields = scanFields(filters, sort);
    const readPages = (sent: CatalogEntityQuery) => backendPages(deps, sent, sort, fields);

    return fromTask(async () => {
      const chosen: E.Either<BackendError, ScanTerm> = needsTerm
        ? await chooseScanTerm(query, { readPages, narrow, keep, pageLimit: page.limit, firstReadSize: Math.max(limits.pageSize, page.limit) })
        : E.right({ query });
      if (E.isLeft(chosen)) return chosen;
      const { query: sent, termMatches, firstRead: made } = chosen.right;
      if (sent.matchesNothing) return E.right(EMPTY_PAGE);
      const read = startingWith(readPages(sent), made);
      const firstRead = made?.size ?? firstReadSize(filters, termMatches, page.limit, limits);

      if (page.mode === 'offset') {
        // The matches before the offset are read (and skipped) too: the limit grows with the page number.
        const pagesBefore = Math.floor(page.offset / page.limit);
        const scan = await scanForward(read, { pageSize: firstRead, index: 0 }, page.offset + page.limit, { ...limits, maxScanned: limits.maxScanned * (pagesBefore + 1) });
        if (E.isLeft(scan)) return scan;
        const { matches, resumeAt, scanned, total } = scan.right;
        const exhausted = resumeAt === undefined && matches.length <= page.offset + page.limit;
        const shown = await wholeEntities(deps.reader, matches.slice(page.offset, page.offset + page.limit).map((match) => match.entity))();
        if (E.isLeft(shown)) return shown;
        return E.right<BackendError, CatalogPage>({
          rows: shown.right.map(toCatalogRow),
          ...(total !== undefined ? { totalItems: total } : {}),
          totalIsExact: true,
          pageInfo: {},
          hasMore: !exhausted,
          scanLimitReached: resumeAt !== undefined && matches.length < page.offset + page.limit,
          scanned,
        });
      }

      const start: FillCursor = handedOut ?? { direction: 'from', place: { pageSize: firstRead, index: 0 } };
      const filled = await fillPage(read, start, page.limit, limits);
      if (E.isLeft(filled)) return filled;
      const { items, pageInfo, scanLimitReached, scanned, totalMatches } = filled.right;
      const shown = await wholeEntities(deps.reader, items)();
      if (E.isLeft(shown)) return shown;
      return E.right<BackendError, CatalogPage>({
        rows: shown.right.map(toCatalogRow),
        // The reads went from the first match to the backend's last entity: the page counted every match.
        ...(totalMatches !== undefined ? { totalItems: totalMatches } : {}),
        totalIsExact: true,
        pageInfo,
        scanLimitReached,
        scanned,
      });
    });
  };
};
