import { useQuery, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { BackendError } from '../../application/shared/backend-error';

/** A Left from a use case, carried through react-query as an Error whose message is the spec text. */
export class BackendQueryError extends Error {
  constructor(readonly backendError: BackendError) {
    super(backendError.message);
    this.name = 'BackendQueryError';
  }
}

export const runTaskEither = async <A,>(task: TaskEither<BackendError, A>): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw new BackendQueryError(result.left);
  return result.right;
};

/** react-query over a use case answering TaskEither<BackendError, A>. */
export const useBackendQuery = <A,>(
  queryKey: QueryKey,
  task: () => TaskEither<BackendError, A>,
  options: Omit<UseQueryOptions<A, BackendQueryError>, 'queryKey' | 'queryFn'> = {},
): UseQueryResult<A, BackendQueryError> =>
  useQuery<A, BackendQueryError>({ queryKey, queryFn: () => runTaskEither(task()), ...options });
