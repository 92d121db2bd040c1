import { QueryClient } from '@tanstack/react-query';
import { missingBackendPluginOf } from './backend-query';

/** One retry, except when the backend lacks the plugin: asking again cannot change that. */
export const shouldRetry = (failureCount: number, error: unknown): boolean => failureCount < 1 && missingBackendPluginOf(error) === undefined;

/** The app's one query cache: one retry, no refetch on focus, answers fresh for 10 s. */
export const createAppQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 10_000 } } });
