import { notifyManager, useQuery, useQueryClient, type Query, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { BackendError } from '../../application/shared/backend-error';

/** A Left from a use case, carried through react-query as an Error whose message is the text to show. */
export class BackendQueryError extends Error {
  constructor(readonly backendError: BackendError) {
    super(backendError.message);
    this.name = 'BackendQueryError';
  }
}

/**
 * The backend plugin a failed call found missing, when the error is a BackendQueryError saying so. Read by shape,
 * so an error that carries its backend error the same way (e.g. a feature's own query error) counts too.
 */
export const missingBackendPluginOf = (error: unknown): string | undefined => {
  const backendError = typeof error === 'object' && error !== null ? (error as { backendError?: unknown }).backendError : undefined;
  if (typeof backendError !== 'object' || backendError === null) return undefined;
  const { _tag, pluginId } = backendError as { _tag?: unknown; pluginId?: unknown };
  return _tag === 'PluginMissing' && typeof pluginId === 'string' ? pluginId : undefined;
};

/** Runs a TaskEither for react-query, which wants a Promise: a Left is thrown as the Error `toError` makes of it. */
export const runOrThrow = async <L, A>(task: TaskEither<L, A>, toError: (left: L) => Error): Promise<A> => {
  const result = await task();
  if (E.isLeft(result)) throw toError(result.left);
  return result.right;
};

export const runTaskEither = <A,>(task: TaskEither<BackendError, A>): Promise<A> =>
  runOrThrow(task, (left) => new BackendQueryError(left));

/** react-query over a use case answering TaskEither<BackendError, A>. */
export const useBackendQuery = <A,>(
  queryKey: QueryKey,
  task: () => TaskEither<BackendError, A>,
  options: Omit<UseQueryOptions<A, BackendQueryError>, 'queryKey' | 'queryFn'> = {},
): UseQueryResult<A, BackendQueryError> =>
  useQuery<A, BackendQueryError>({ queryKey, queryFn: () => runTaskEither(task()), ...options });

/** Marks the queries a route prefetches for its main content (see PluginRoute.prefetch). */
export const PRIMARY_QUERY_META = { primary: true } as const;

const isPrimary = (query: Query): boolean => query.meta?.['primary'] === true;

/**
 * False until the main content the portal opened on has been fetched: chrome (sidebar items and the
 * like) waits with its own calls, which a backend that answers one query at a time (SQLite) would
 * otherwise answer first. Once true it stays true and stops listening, so the chrome does not render
 * again each time a page starts or ends a fetch.
 */
export const useMainContentFetched = (): boolean => {
  const client = useQueryClient();
  const [fetched, setFetched] = useState(() => client.isFetching({ predicate: isPrimary }) === 0);
  useEffect(() => {
    if (fetched) return undefined;
    const check = () => {
      if (client.isFetching({ predicate: isPrimary }) === 0) setFetched(true);
    };
    // The cache tells its listeners synchronously, also while another component renders and builds a
    // query: the check waits for react-query's next batch, so it never updates this component then.
    const unsubscribe = client.getQueryCache().subscribe(() => notifyManager.schedule(check));
    check();
    return unsubscribe;
  }, [client, fetched]);
  return fetched;
};
