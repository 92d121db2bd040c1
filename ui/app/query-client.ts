import { QueryClient } from '@tanstack/react-query';

/** The app's one query cache: one retry, no refetch on focus, answers fresh for 10 s. */
export const createAppQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 } } });
