// Small helpers for scripts and tests that talk to the embedded backend directly.

/** Signs in through the real auth backend's guest provider and returns the Backstage token. */
export async function fetchGuestToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/guest/refresh`, {
    headers: { 'x-requested-with': 'XMLHttpRequest' },
  });
  if (!response.ok) {
    throw new Error(`Guest sign-in failed with ${response.status} ${response.statusText}: ${await response.text()}`);
  }
  const session = (await response.json()) as { backstageIdentity?: { token?: unknown } };
  const token = session.backstageIdentity?.token;
  if (typeof token !== 'string') throw new Error('Guest sign-in answered without backstageIdentity.token');
  return token;
}

export interface WaitForCatalogOptions {
  readonly baseUrl: string;
  readonly token: string;
  /** Entity refs (kind:namespace/name) that must all be in the catalog. */
  readonly entityRefs: readonly string[];
  readonly timeoutMs?: number;
  readonly pollMs?: number;
}

/** Polls the catalog until every given entity has been ingested; rejects naming the missing ones. */
export async function waitForCatalog(options: WaitForCatalogOptions): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let missing: readonly string[] = options.entityRefs;
  for (;;) {
    missing = await missingEntityRefs(options.baseUrl, options.token, options.entityRefs);
    if (missing.length === 0) return;
    if (Date.now() >= deadline) break;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, options.pollMs ?? 250));
  }
  throw new Error(`Catalog at ${options.baseUrl} still misses ${missing.length} entities: ${missing.join(', ')}`);
}

async function missingEntityRefs(baseUrl: string, token: string, entityRefs: readonly string[]): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/catalog/entities/by-refs`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    // This catalog version refuses `?fields=` on by-refs; fields go in the body.
    body: JSON.stringify({ entityRefs, fields: ['kind', 'metadata.name'] }),
  });
  if (!response.ok) {
    throw new Error(`Catalog by-refs failed with ${response.status} ${response.statusText}: ${await response.text()}`);
  }
  const body = (await response.json()) as { items: ReadonlyArray<unknown | null> };
  return entityRefs.filter((_, index) => body.items[index] == null);
}

/** How the wait for the first search index ended. */
export type FirstSearchIndex = 'built' | 'no-search-plugin' | 'no-guest-sign-in' | 'timed-out' | 'stopped';

export interface WaitForFirstSearchIndexOptions {
  readonly baseUrl: string;
  /** The document type whose index is built first (the catalog's). */
  readonly type?: string;
  readonly timeoutMs?: number;
  readonly pollMs?: number;
  /** Ends the wait early ('stopped'): the stack is stopping. */
  readonly signal?: AbortSignal;
}

/** The search plugin's scheduled tasks (Backstage's scheduler API, on every plugin of the new backend system). */
export const SEARCH_TASKS_PATH = '/api/search/.backstage/scheduler/v1/tasks';
/** The search backend names each type's indexing task `search_index_<type>`. */
const INDEX_TASK_PREFIX = 'search_index_';

/**
 * Where the search plugin's indexing stands: every indexing task has ended a run ('ended', with a key that changes
 * with each further run), some have not yet ('pending'), no such plugin ('no-search-plugin'), or the backend does not
 * say ('unknown': no scheduler API, no indexing task).
 */
type IndexRuns = { readonly state: 'ended'; readonly key: string } | { readonly state: 'pending' | 'no-search-plugin' | 'unknown' };

interface TaskList {
  readonly tasks?: ReadonlyArray<{ readonly taskId?: unknown; readonly taskState?: { readonly lastRunEndedAt?: unknown } | null }>;
}

async function indexRuns(baseUrl: string, token: string): Promise<IndexRuns> {
  const response = await fetch(`${baseUrl}${SEARCH_TASKS_PATH}`, { headers: { authorization: `Bearer ${token}` } }).catch(() => undefined);
  const body = await response?.text().catch(() => '');
  // The backend answers a path no plugin serves with a bare 404.
  if (response?.status === 404 && !body) return { state: 'no-search-plugin' };
  if (!response?.ok || !body) return { state: 'unknown' };
  let list: TaskList;
  try {
    list = JSON.parse(body) as TaskList;
  } catch {
    return { state: 'unknown' };
  }
  const indexing = (list.tasks ?? []).filter((task) => typeof task.taskId === 'string' && task.taskId.startsWith(INDEX_TASK_PREFIX));
  if (!indexing.length) return { state: 'unknown' };
  const ended = indexing.map((task) => task.taskState?.lastRunEndedAt);
  return ended.every((at) => typeof at === 'string') ? { state: 'ended', key: ended.join(' ') } : { state: 'pending' };
}

const pause = (ms: number, signal: AbortSignal | undefined): Promise<void> =>
  new Promise((resolvePromise) => {
    // Aborted while the last poll was on its way: the abort event has fired already and will not again.
    if (signal?.aborted) {
      resolvePromise();
      return;
    }
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolvePromise();
    }
    signal?.addEventListener('abort', done, { once: true });
  });

/**
 * Waits until the search backend has built its first index: until then it answers every query for a type with a
 * MissingIndexError (a 500, which it logs as an error with its stack). So the search is not asked until the search
 * plugin's scheduler says every indexing task has ended a run; then one query confirms the index (asked again after
 * each further run when the first ended without one: a collator that found no documents builds none). A backend whose
 * scheduler does not say is asked the query itself on every poll. Asks as the guest; a backend without search or
 * without the guest sign-in is not waited for, nor one that still has no index after the timeout (a catalog without
 * entities never gets one).
 */
export async function waitForFirstSearchIndex(options: WaitForFirstSearchIndexOptions): Promise<FirstSearchIndex> {
  const { signal } = options;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  let token: string;
  try {
    token = await fetchGuestToken(options.baseUrl);
  } catch {
    return signal?.aborted ? 'stopped' : 'no-guest-sign-in';
  }
  const query = new URLSearchParams({ term: '', 'types[0]': options.type ?? 'software-catalog', pageLimit: '1' });
  let askedAfter: string | undefined;
  for (;;) {
    if (signal?.aborted) return 'stopped';
    const runs = await indexRuns(options.baseUrl, token);
    if (runs.state === 'no-search-plugin') return 'no-search-plugin';
    const ask = runs.state === 'unknown' || (runs.state === 'ended' && runs.key !== askedAfter);
    if (ask) {
      const response = await fetch(`${options.baseUrl}/api/search/query?${query.toString()}`, { headers: { authorization: `Bearer ${token}` } }).catch(
        () => undefined,
      );
      const body = await response?.text().catch(() => '');
      if (response?.ok) return 'built';
      if (response?.status === 404 && !body) return 'no-search-plugin';
      if (runs.state === 'ended') askedAfter = runs.key;
    }
    if (Date.now() >= deadline) return 'timed-out';
    await pause(options.pollMs ?? 500, signal);
  }
}
