import { fetchGuestToken } from '../../../config/dev-backend/embedded/embedded-backend-client';

/**
 * The search backend indexes the catalog and the docs sites a few seconds after start (then on a schedule);
 * e2e tests poll until it answers `term` with a result, of `type` when given.
 */
export const waitForSearchIndex = async (backendUrl: string, term: string, timeoutMs = 120_000, type?: string): Promise<void> => {
  const token = await fetchGuestToken(backendUrl);
  const deadline = Date.now() + timeoutMs;
  const query = new URLSearchParams({ term });
  if (type !== undefined) query.append('types[0]', type);
  for (;;) {
    const response = await fetch(`${backendUrl}/api/search/query?${query.toString()}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.ok) {
      const body = (await response.json()) as { results?: unknown[] };
      if ((body.results?.length ?? 0) > 0) return;
    }
    if (Date.now() > deadline) throw new Error(`the search index has no ${type ?? ''} results for '${term}' after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
};
