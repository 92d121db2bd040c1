// Search provider states, made true through the search backend's own API: the catalog collator indexes
// on a schedule, so the handlers wait until the index answers with what the interaction needs.
import { INJECTED, searchStates } from '../support/provider-states';
import type { BackendUnderTest, StateHandlers } from './backend-under-test';
import { stateDeadline, STATE_HANDLER_TIMEOUT_TEXT } from './timeouts';

const PAYMENTS_LOCATION = '/catalog/default/component/payments';
const POLL_MS = 500;

interface SearchAnswer {
  readonly results: ReadonlyArray<{ readonly type: string; readonly document: { readonly location?: string } }>;
  readonly nextPageCursor?: string;
}

const search = async (backend: BackendUnderTest, query: string): Promise<SearchAnswer> => {
  const response = await fetch(`${backend.baseUrl}/api/search/query?${query}`, { headers: { authorization: `Bearer ${backend.token}` } });
  const text = await response.text();
  if (!response.ok) throw new Error(`GET /api/search/query?${query} answered ${response.status}: ${text}`);
  return JSON.parse(text) as SearchAnswer;
};

/** Asks until `accept` finds what it needs in an answer (the index may still be building). */
const waitForIndex = async <T>(backend: BackendUnderTest, query: string, accept: (answer: SearchAnswer) => T | undefined, need: string): Promise<T> => {
  const deadline = stateDeadline();
  let lastError = '';
  for (;;) {
    try {
      const found = accept(await search(backend, query));
      if (found !== undefined) return found;
      lastError = 'not in the answer';
    } catch (error) {
      // A missing index answers an error until the first collation has run.
      lastError = error instanceof Error ? error.message : String(error);
    }
    if (Date.now() > deadline) throw new Error(`The search index does not hold ${need} after ${STATE_HANDLER_TIMEOUT_TEXT} (${lastError}): is the catalog collator installed (@backstage/plugin-search-backend-module-catalog), and does its schedule (search.collators.catalog.schedule) index within that time?`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};

const CATALOG_QUERY = 'term=payments&types%5B0%5D=software-catalog';

export const searchStateHandlers = (backend: BackendUnderTest): StateHandlers => ({
  [searchStates.paymentsIndexed.name]: async () => {
    await waitForIndex(
      backend,
      CATALOG_QUERY,
      (answer) => (answer.results.some((result) => result.document.location === PAYMENTS_LOCATION) ? true : undefined),
      `the document ${PAYMENTS_LOCATION}`,
    );
  },
  [searchStates.severalPagesOfPayments.name]: async () => ({
    [INJECTED.pageCursor]: await waitForIndex(
      backend,
      `${CATALOG_QUERY}&pageLimit=1`,
      (answer) => answer.nextPageCursor,
      'more than one software-catalog document matching payments',
    ),
  }),
});
