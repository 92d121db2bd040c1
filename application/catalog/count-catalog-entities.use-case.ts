import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { COUNT_SCAN_PAGE_SIZE, EXACT_COUNT_SCAN_MAX } from '../../domain/catalog/constants';
import { entityFilterPredicate, predicateFields, type EntityFilters } from '../../domain/catalog/filters';
import { toCatalogQuery, type CatalogEntityQuery } from '../../domain/catalog/filter-query';
import type { Entity } from '../../domain/catalog/entity';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';
import type { CatalogReader } from './catalog-reader.port';
import type { ListCatalogPageDeps } from './list-catalog-page.use-case';
import { entityMatchRequest, narrowTextTerm } from './narrow-text-term';

export interface CatalogCount {
  readonly totalItems: number;
  /** False when totalItems is only an upper bound (see countCatalogEntities). */
  readonly totalIsExact: boolean;
}

export type CountCatalogEntities = (filters: EntityFilters) => TE.TaskEither<BackendError, CatalogCount>;

export const CountCatalogEntitiesToken = serviceToken<CountCatalogEntities>('CountCatalogEntities');

export interface CountCatalogEntitiesDeps extends ListCatalogPageDeps {
  /** Backend matches read at most to count a list narrowed in the browser exactly. */
  readonly exactCountScanMax?: number;
  /** Backend page size of that read after its first request (which asks for every match the backend counted). */
  readonly countScanPageSize?: number;
}

/**
 * Counts the backend's matches that `keep` keeps, reading only the fields it looks at: the first read
 * asks for as many as the backend said it matches (one request rather than several, whose cost is
 * mostly per request), later ones, for matches added meanwhile, `pageSize` at a time.
 */
/** The count is asked for apart from the page, which the user is waiting for: it never delays the page's reads. */
const BACKGROUND = { background: true } as const;

const countByReading = (
  reader: CatalogReader,
  query: CatalogEntityQuery,
  fields: readonly string[],
  keep: (entity: Entity) => boolean,
  { expected, pageSize }: { readonly expected: number; readonly pageSize: number },
): TE.TaskEither<BackendError, number> => async () => {
  let counted = 0;
  let cursor: string | undefined;
  for (;;) {
    const answer = await reader.queryEntities(
      cursor !== undefined
        ? { cursor, limit: pageSize, fields }
        : { skipTotal: true, ...entityMatchRequest(query), fields, limit: Math.max(1, expected) },
      BACKGROUND,
    )();
    if (E.isLeft(answer)) return answer;
    counted += answer.right.items.filter(keep).length;
    cursor = answer.right.pageInfo.nextCursor;
    if (!cursor || answer.right.items.length === 0) return E.right(counted);
  }
};

/**
 * How many entities the catalog index's filters match (the number beside the kind), asked apart
 * from the page so that the rows do not wait for it. When the browser narrows the list (filters the
 * backend cannot express) the backend's count is an upper bound: up to EXACT_COUNT_SCAN_MAX of its
 * matches are read, with only the fields the filters look at, and counted the way the page filters
 * them; beyond that the upper bound is answered and said to be one.
 */
export const countCatalogEntities =
  (deps: CountCatalogEntitiesDeps): CountCatalogEntities =>
  (filters) => {
    const user = deps.userContext();
    const asked = toCatalogQuery(filters, user);
    if (asked.matchesNothing) return TE.right({ totalItems: 0, totalIsExact: true });
    if (!asked.needsClientRefinement) {
      return pipe(deps.reader.countEntities(entityMatchRequest(asked), BACKGROUND), TE.map((totalItems) => ({ totalItems, totalIsExact: true })));
    }
    const narrow = deps.narrowTextTerm ?? narrowTextTerm(deps.reader);
    return pipe(
      narrow(asked, BACKGROUND),
      TE.chain(({ query, termMatches }) =>
        pipe(
          termMatches !== undefined ? TE.right(termMatches) : deps.reader.countEntities(entityMatchRequest(query), BACKGROUND),
          TE.chain((bound) =>
            bound === 0 || bound > (deps.exactCountScanMax ?? EXACT_COUNT_SCAN_MAX)
              ? TE.right({ totalItems: bound, totalIsExact: bound === 0 })
              : pipe(
                  countByReading(deps.reader, query, predicateFields(filters), entityFilterPredicate(filters, user), {
                    expected: bound,
                    pageSize: deps.countScanPageSize ?? COUNT_SCAN_PAGE_SIZE,
                  }),
                  TE.map((totalItems) => ({ totalItems, totalIsExact: true })),
                ),
          ),
        ),
      ),
    );
  };
