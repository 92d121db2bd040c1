// A text filter of several words reaches the backend as one of its words (the backend matches one
// substring) and the browser checks the others. A common word there ("service" in a catalog of
// services) leaves the browser reading page after page for the few entities that hold every word, so
// each word's matches can be counted (in parallel, without items) and the rarest one sent.
import * as E from 'fp-ts/Either';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { withNarrowestTerm, type CatalogEntityQuery } from '../../domain/catalog/filter-query';
import type { BackendError } from '../shared/backend-error';
import type { CatalogReader, EntityCountRequest, ReadOptions } from './catalog-reader.port';

export interface NarrowedQuery {
  readonly query: CatalogEntityQuery;
  /** Backend matches of the term chosen, when the words were counted: an upper bound of the filter's matches. */
  readonly termMatches?: number;
}

/** `options` say how the counts run (a count of a list asks in the background); a count already under way is shared as it runs. */
export type NarrowTextTerm = (query: CatalogEntityQuery, options?: ReadOptions) => TE.TaskEither<BackendError, NarrowedQuery>;

/** What the backend matches for a query: its filter sets and its full-text term (the same for a page and a count). */
export const entityMatchRequest = (query: CatalogEntityQuery): EntityCountRequest => ({
  filter: query.filter,
  ...(query.fullTextFilterTerm ? { fullTextFilterTerm: query.fullTextFilterTerm } : {}),
  ...(query.fullTextFilterFields ? { fullTextFilterFields: query.fullTextFilterFields } : {}),
});

/**
 * Narrows queries by their rarest word. The page and the count of a list are asked together: a count
 * already under way for the same words is shared rather than sent twice.
 */
export const narrowTextTerm = (reader: Pick<CatalogReader, 'countEntities'>): NarrowTextTerm => {
  const pending = new Map<string, Promise<E.Either<BackendError, number>>>();
  const count = (request: EntityCountRequest, options: ReadOptions | undefined): TE.TaskEither<BackendError, number> => () => {
    const key = JSON.stringify(request);
    const running = pending.get(key);
    if (running) return running;
    const started = reader.countEntities(request, options)().finally(() => pending.delete(key));
    pending.set(key, started);
    return started;
  };
  return (query, options) => {
    const words = query.termCandidates;
    if (query.matchesNothing || !words || words.length < 2) return TE.right({ query });
    // Asked all at once, in the words' order.
    const counts = (): Promise<E.Either<BackendError, number>[]> =>
      Promise.all(words.map((term) => count({ ...entityMatchRequest(query), fullTextFilterTerm: term }, options)()));
    return pipe(
      counts,
      T.map(E.sequenceArray),
      TE.map((matches) => ({
        query: withNarrowestTerm(query, words.map((term, index) => ({ term, matches: matches[index]! }))),
        termMatches: Math.min(...matches),
      })),
    );
  };
};
