// What the entry does before the app's code evaluates. The opened catalog page's first call is worked out by a
// chunk of its own (its adapter and codecs stay out of the entry, so the session's refresh leaves sooner), sent
// once the refresh answers, and the app's code waits for that send for a bounded time: evaluating it is one long
// task, which would otherwise hold both the refresh's answer and the send behind it.
import type { EarlyGets } from '../../adapters/app/early-gets';
import type { EarlyRefresh } from '../../application/app/session-manager';
import type { HttpFetch } from '../../application/shared/service-declaration';
import type { AppSettings } from '../../domain/app/app-settings';
import type { OpenedLocation } from '../../ui/app/app-location';

export const CATALOG_INDEX_PATH = /^\/catalog\/?$/;

/** The catalog's pages (its index and entity pages), the ones whose first call the entry sends. */
const CATALOG_PAGES_PATH = /^\/catalog(?:\/|$)/;

/** At most this long the app's code waits for the early calls: about a refresh's round trip on a modest link. */
export const EARLY_CALLS_WAIT_MS = 300;

export interface EarlyCallsInput {
  readonly settings: AppSettings;
  readonly location: OpenedLocation;
  readonly fetchFn: HttpFetch;
  readonly earlyGets: EarlyGets;
  /** Absent when no session is stored: then nothing is sent early. */
  readonly refresh: EarlyRefresh | undefined;
}

/** early-catalog-calls.ts, as the entry loads it. */
export interface EarlyCatalogCallsModule {
  readonly sendEarlyCatalogCallsOnceRefreshed: (refresh: EarlyRefresh, input: Omit<EarlyCallsInput, 'refresh'>) => Promise<void>;
}

/**
 * Starts the opened page's early calls and resolves once they are sent (or found not to be), never rejecting;
 * undefined when the page has none, so that nothing waits.
 */
export const startEarlyCalls = (
  { refresh, ...input }: EarlyCallsInput,
  loadCatalogCalls: () => Promise<EarlyCatalogCallsModule>,
): Promise<void> | undefined => {
  if (!refresh || !CATALOG_PAGES_PATH.test(input.location.pathname)) return undefined;
  return loadCatalogCalls()
    .then((module) => module.sendEarlyCatalogCallsOnceRefreshed(refresh, input))
    .catch(() => undefined);
};

/** Resolves when `work` settles or after `waitMs`, whichever comes first. */
export const settledWithin = (work: Promise<unknown>, waitMs: number): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, waitMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
