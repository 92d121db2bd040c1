import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { COUNT_QUERY_PAGE_LIMIT } from '../../domain/search/constants';
import { countQueryOf, type SearchState } from '../../domain/search/search-state';
import type { BackendError } from '../shared/backend-error';
import type { SearchEngine } from './search-engine.port';

/** Count per type; the key '' is every type together. A type whose count failed is absent. */
export type TypeCounts = Readonly<Record<string, number>>;

/**
 * Per-type result counts (the query with pageLimit 0), asked in parallel. `undefined`
 * in `types` stands for all types. A backend that sends no total counts the results it sent. One type
 * failing (e.g. a type the backend does not index) leaves only its count out; all failing is an error.
 */
export const getTypeCounts =
  (engine: SearchEngine) =>
  (state: SearchState, types: readonly (string | undefined)[], signal?: AbortSignal): TaskEither<BackendError, TypeCounts> =>
  async () => {
    const answers = await Promise.all(
      types.map(async (type) => ({ key: type ?? '', answer: await engine.query(countQueryOf(state, type, COUNT_QUERY_PAGE_LIMIT), signal)() })),
    );
    const counted = answers.flatMap(({ key, answer }) =>
      E.isRight(answer) ? [[key, answer.right.numberOfResults ?? answer.right.results.length] as const] : [],
    );
    const firstError = answers.find(({ answer }) => E.isLeft(answer))?.answer;
    if (counted.length === 0 && firstError && E.isLeft(firstError)) return firstError;
    return E.right(Object.fromEntries(counted));
  };
