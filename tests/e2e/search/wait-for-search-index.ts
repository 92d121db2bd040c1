import { fetchGuestToken } from '../../../config/backend/embedded-backend-client';

/** The search backend indexes the catalog a few seconds after start; e2e tests wait until it answers. */
export const waitForSearchIndex = async (backendUrl: string, term: string, timeoutMs = 120_000): Promise<void> => {
  const token = await fetchGuestToken(backendUrl);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${backendUrl}/api/search/query?term=${encodeURIComponent(term)}`, { headers: { authorization: `Bearer ${token}` } });
    if (response.ok) {
      const body = (await response.json()) as { results?: unknown[] };
      if ((body.results?.length ?? 0) > 0) return;
    }
    if (Date.now() > deadline) throw new Error(`the search index has no results for '${term}' after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
};
