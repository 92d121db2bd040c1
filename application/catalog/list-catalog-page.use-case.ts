import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { entityFilterPredicate, type EntityFilters, type UserFilterContext } from '../../domain/catalog/filters';
import { toCatalogQuery, type CatalogEntityQuery } from '../../domain/catalog/filter-query';
import { DEFAULT_SORT, type EntitySort, type PageState } from '../../domain/catalog/pagination';
import type { Entity } from '../../domain/catalog/entity';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';
import type { CatalogReader, EntityCountRequest, EntityQueryRequest, PageInfo } from './catalog-reader.port';
import { toCatalogRow, type CatalogRow } from './catalog-row';

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
  /**
   * False when the page was narrowed in the browser after the backend answered (filters the backend
   * cannot express, see domain/catalog/filter-query.ts): totalItems is then an upper bound.
   */
  readonly totalIsExact: boolean;
  /** Cursors of the neighbouring pages (cursor mode). */
  readonly pageInfo: PageInfo;
}

export type ListCatalogPage = (request: CatalogPageRequest) => TE.TaskEither<BackendError, CatalogPage>;

export const ListCatalogPageToken = serviceToken<ListCatalogPage>('ListCatalogPage');

export interface ListCatalogPageDeps {
  readonly reader: CatalogReader;
  /** The signed-in user's ownership refs and starred refs, for the 'owned' and 'starred' filters. */
  readonly userContext: () => UserFilterContext;
}

const EMPTY_PAGE: CatalogPage = { rows: [], totalItems: 0, totalIsExact: true, pageInfo: {} };

/** What the backend matches for a query: its filter sets and its full-text term (the same for a page and a count). */
export const entityMatchRequest = (query: CatalogEntityQuery): EntityCountRequest => ({
  filter: query.filter,
  ...(query.fullTextFilterTerm ? { fullTextFilterTerm: query.fullTextFilterTerm } : {}),
  ...(query.fullTextFilterFields ? { fullTextFilterFields: query.fullTextFilterFields } : {}),
});

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
 * A page of the catalog index (spec sections 2, 4, 5 and 9): the filters become a backend query
 * (cursor or offset pagination through by-query; pagination mode 'none' lists every match through
 * GET /entities), filters the backend cannot express are applied to the answer, and a query that
 * cannot match anything is not sent at all.
 */
export const listCatalogPage =
  (deps: ListCatalogPageDeps): ListCatalogPage =>
  ({ filters, page, sort = DEFAULT_SORT }) => {
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
    return pipe(
      deps.reader.queryEntities(entityQueryRequest(query, page, sort)),
      TE.map((answer) => ({
        rows: query.needsClientRefinement ? rows(answer.items) : answer.items.map(toCatalogRow),
        totalIsExact: !query.needsClientRefinement,
        pageInfo: answer.pageInfo,
      })),
    );
  };
