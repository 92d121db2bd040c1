// The catalog index at scale: the embedded backend seeded with a
// generated catalog (tests/bench/seed), the built portal, headless Chromium signed in as guest.
// Figures: seeding time; time from navigation to /catalog until the first rows are painted; a text filter
// measured against the backend's own time for it (below); time per Next page; the page's JS heap (after a
// forced GC) once 20 pages were browsed. Each measured step starts once the page's previous catalog calls
// are answered (CallsInFlight), as when a person reads a page before acting; the calls of the first step of
// each kind are logged.
//
// A text filter's time from putting it into the search box until the matching rows are painted includes the
// 250 ms debounce and the backend's answer to the page's request, and the backend alone takes longer than any
// fixed budget on a large catalog. So each run's page request (the by-query call the rows wait for, as the
// browser sent it: same URL, same Authorization header) is sent again straight to the backend from Node,
// between the portal's runs, and the portal's share is the time to rows minus the debounce minus the backend's
// median answer to that request. Each one-word term's call also goes to the backend once before the page's
// (predicted from the previous term's), so that both find the term's entities read already. A several-word filter (which a stock Backstage catalog cannot do) is held to
// a multiple of the backend's one-word answer. The absolute times, the machine and its load average are in
// the rows' names; only these relative figures pass or fail.
//
//   npx tsx tests/bench/run.ts catalog-10k      (about 2–4 minutes on 2 shared cores)
//   npx tsx tests/bench/run.ts catalog-100k     (one-off, about 40 minutes: seeding dominates)
//   npx tsx tests/bench/run.ts catalog-10k-pg   (the same on PostgreSQL; catalog-100k-pg likewise)
//
// The catalog runs on the embedded default, in-memory SQLite. The -pg suites (catalog-10k-pg, catalog-100k-pg)
// run it on a throwaway PostgreSQL instead (Debian's postgresql package; seed/temporary-postgres.ts), given
// to the portal as `backend.database`; it seeds 100,000 entities several times faster (see seed/README.md). PORTICO_BENCH_SEEDED_BACKEND=<file> measures
// against a backend seeded earlier and kept running (seed/measure-ingestion.ts --keep) instead of seeding.
import { rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { CallsInFlight } from './calls-in-flight';
import { fetchGuestToken, waitForCatalog } from '../../config/dev-backend/embedded/embedded-backend-client';
import { exampleEntityRefs } from '../../config/dev-backend/embedded/example-entities';
import type { RunningStack } from '../../config/server/stack';
import { launchBrowser } from '../support/e2e/browser';
import { signInAsGuest } from '../support/e2e/portal';
import { ENTITY_SEARCH_DEBOUNCE_MS } from '../../domain/catalog/constants';
import { median, type BenchRow } from './bench-row';
import { BackendLines, buildPortalForBench, type BenchBuild } from './bench-stack';
import {
  clearFilterProbe,
  filterProbe,
  FILTER_TIMELINE_PROBE,
  FIRST_ROWS_PROBE,
  firstRowsProbe,
  type FilterTimeline,
  hasErrorsProbe,
  nextPageProbe,
  ROW_SELECTOR,
} from './catalog-index-page';
import { writeSeedFile } from './seed/seed-file';
import { seededBackendFromEnv, SEEDED_BACKEND_ENV, type SeededBackend } from './seed/seeded-backend';
import { seedBackendConfig, waitForSeed } from './seed/seeded-catalog';
import { startBenchPostgres } from './seed/temporary-postgres';

const RUNS = 5;
const PAGES = 20;
/** Each filter run uses another word, so no answer comes from the page's query cache. Each matches about 1/25 of the catalog. */
const FILTER_TERMS = ['ledger', 'fraud', 'loyalty', 'warehouse', 'returns'] as const;
/** A filter run before the measured ones, not measured (another word of the generated catalog's). */
const WARM_UP_TERM = 'billing';
/** Several words: the backend matches the longest, the browser checks the others and reads on until the page is full. */
const WORDS_FILTER_TERMS = ['ledger service', 'fraud worker', 'loyalty web', 'warehouse sync', 'returns adapter'] as const;
const STEP_TIMEOUT_MS = 60_000;
const MB = 2 ** 20;

export const BUDGETS = {
  /** Required: first rows within 1.5 s of navigation. */
  firstRowsMs: 1500,
  /** The has-errors filter updates the rows within 0.5 s. */
  filteredRowsMs: 500,
  /** Required: a text filter's rows are painted within this beyond the debounce and the backend's answer to the page's request. */
  textFilterPortalShareMs: 40,
  /** Required: a several-word filter's rows (beyond the debounce) within this multiple of the backend's answer to a one-word filter. */
  wordsFilterToOneWordBackend: 2,
  /** Paging is as quick as filtering (our budget: same as the filter's). */
  nextPageMs: 500,
  /** The page keeps one page of rows, whatever the catalog's size (our budget). */
  heapMb: 32,
} as const;

export interface CatalogIndexBenchOptions {
  readonly entities: number;
  /** Budget for seeding the embedded backend (a guard against a slower seeding path, not a product figure). */
  readonly seedingBudgetS: number;
  readonly seedTimeoutMs: number;
  /** The embedded backend's database: its in-memory SQLite (default) or a throwaway PostgreSQL. */
  readonly database?: 'sqlite' | 'pg';
  readonly log?: (line: string) => void;
}

const round = (value: number): number => Math.round(value);

const measureFirstRows = async (page: Page, catalogUrl: string): Promise<number> => {
  await page.goto(catalogUrl, { waitUntil: 'commit' });
  return Number(await page.evaluate(firstRowsProbe(STEP_TIMEOUT_MS)));
};

const measureHeapMb = async (page: Page): Promise<number> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('Performance.enable');
  const { metrics } = await cdp.send('Performance.getMetrics');
  await cdp.detach();
  const used = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value;
  if (used === undefined) throw new Error('Chromium reported no JSHeapUsedSize');
  return Math.round((used / MB) * 10) / 10;
};

/** The seeded backend and the portal under test; `seedingS` is how long seeding took. */
export interface SeededStack {
  readonly stack: RunningStack;
  readonly seedingS: number;
  readonly database: 'sqlite' | 'pg';
}

/** Seeds the embedded backend (in-memory SQLite, or a throwaway PostgreSQL) and starts the portal. */
export const seedAndStart = async (
  build: BenchBuild,
  options: CatalogIndexBenchOptions,
  suite: string,
  log: (line: string) => void,
  cleanUp: (step: () => void | Promise<void>) => void,
): Promise<SeededStack> => {
  const backendLines = new BackendLines();
  const seedFile = join(tmpdir(), `portico-bench-seed-${options.entities}.json`);
  cleanUp(() => rmSync(seedFile, { force: true }));
  writeSeedFile(seedFile, options.entities);
  // Seeding time: from starting the database and backend until every seeded entity is served.
  const seedingStarted = Date.now();
  const postgres = options.database === 'pg' ? await startBenchPostgres() : undefined;
  if (postgres) cleanUp(() => postgres.stop());
  let lastProgressLog = 0;
  let stack: RunningStack | undefined;
  try {
    const onBackendLine = (line: string) => {
      backendLines.push(line);
      if (/Seeded \d+ entities|seed.*failed/i.test(line)) log(line);
    };
    stack = await build.start(seedBackendConfig(seedFile), onBackendLine, postgres?.backendDatabase);
    const backendUrl = stack.backendUrl;
    await waitForSeed({
      baseUrl: backendUrl,
      token: () => fetchGuestToken(backendUrl),
      file: seedFile,
      expected: options.entities,
      timeoutMs: options.seedTimeoutMs,
      pollMs: options.entities > 20_000 ? 10_000 : 2_000,
      onProgress: (count) => {
        if (Date.now() - lastProgressLog < 60_000) return;
        lastProgressLog = Date.now();
        log(`[${suite}] ${count}/${options.entities} seeded after ${Math.round((Date.now() - seedingStarted) / 1000)} s`);
      },
    });
    const seedingS = round((Date.now() - seedingStarted) / 1000);
    await waitForCatalog({ baseUrl: stack.backendUrl, token: await fetchGuestToken(stack.backendUrl), entityRefs: exampleEntityRefs(), timeoutMs: STEP_TIMEOUT_MS });
    return { stack, seedingS, database: postgres ? 'pg' : 'sqlite' };
  } catch (error) {
    log(`[${suite}] failed; last backend lines:\n${backendLines.last(40)}`);
    await stack?.stop();
    throw error;
  }
};

/** The portal under test against a backend seeded earlier (seed/seeded-backend.ts), instead of seeding again. */
export const startAgainstSeeded = async (build: BenchBuild, seeded: SeededBackend, options: CatalogIndexBenchOptions): Promise<SeededStack> => {
  if (seeded.entities !== options.entities) {
    throw new Error(`${SEEDED_BACKEND_ENV} names a backend with ${seeded.entities} entities; this suite measures ${options.entities}`);
  }
  if (seeded.database !== (options.database ?? 'sqlite')) {
    throw new Error(`${SEEDED_BACKEND_ENV} names a backend on ${seeded.database}; this suite measures ${options.database ?? 'sqlite'}`);
  }
  const stack = await build.startAgainst(seeded.backendUrl, seeded.portalUrl);
  return { stack, seedingS: seeded.seedingS, database: seeded.database };
};

/** Seeds (or takes a seeded backend), starts, measures, stops. Rows are named `catalog <label>: …`. */
export const runCatalogIndexBench = async (options: CatalogIndexBenchOptions): Promise<BenchRow[]> => {
  const log = options.log ?? ((line: string) => console.error(line));
  const label = options.entities >= 1000 ? `${options.entities / 1000}k` : String(options.entities);
  const suite = `catalog-${label}${options.database === 'pg' ? '-pg' : ''}`;
  const suiteStarted = Date.now();
  const cleanUps: (() => void | Promise<void>)[] = [];
  let stack: RunningStack | undefined;
  try {
    const build = buildPortalForBench(suite);
    cleanUps.push(() => build.remove());
    const seeded = seededBackendFromEnv();
    const started = seeded
      ? await startAgainstSeeded(build, seeded, options)
      : await seedAndStart(build, options, suite, log, (step) => cleanUps.push(step));
    stack = started.stack;
    log(`[${suite}] seeded in ${started.seedingS} s; measuring in Chromium`);
    const rows = await measureInBrowser(stack.portalUrl, stack.backendUrl, log);
    log(`[${suite}] suite took ${round((Date.now() - suiteStarted) / 1000)} s`);
    const name = (figure: string) => `catalog ${label}${started.database === 'pg' ? ' (PostgreSQL)' : ''}: ${figure}`;
    const filter = textFilterFigures(rows);
    const where = `${machineName()}, load average ${rows.loadAverage.toFixed(1)}`;
    return [
      { name: name(`seeding ${options.entities.toLocaleString('en')} entities`), value: started.seedingS, unit: 's', budget: options.seedingBudgetS },
      { name: name('first rows after navigation (median of 5)'), value: round(median(rows.firstRows)), unit: 'ms', budget: BUDGETS.firstRowsMs },
      {
        name: name(
          `text filter, the portal's share: rows painted beyond the ${ENTITY_SEARCH_DEBOUNCE_MS} ms debounce and the backend's answer to the page's request ` +
            `(median of ${RUNS}; rows after ${round(filter.rowsMs)} ms, the backend's answer ${round(filter.backendMs)} ms; ${where})`,
        ),
        value: round(filter.portalShareMs),
        unit: 'ms',
        budget: BUDGETS.textFilterPortalShareMs,
      },
      {
        name: name(
          `several-word text filter, rows beyond the debounce ÷ the backend's one-word answer ` +
            `(median of ${RUNS}; rows after ${round(filter.wordsRowsMs)} ms, ${round(filter.wordsBeyondDebounceMs)} ms beyond the debounce; ${where})`,
        ),
        value: Math.round(filter.wordsToOneWordBackend * 100) / 100,
        unit: '×',
        budget: BUDGETS.wordsFilterToOneWordBackend,
      },
      { name: name('rows after the has-errors filter (median of 5)'), value: round(median(rows.hasErrors)), unit: 'ms', budget: BUDGETS.filteredRowsMs },
      { name: name(`next page (median of ${PAGES})`), value: round(median(rows.nextPage)), unit: 'ms', budget: BUDGETS.nextPageMs },
      { name: name(`JS heap after ${PAGES} pages`), value: rows.heapMb, unit: 'MB', budget: BUDGETS.heapMb },
    ];
  } finally {
    await stack?.stop();
    for (const step of cleanUps.reverse()) await step();
  }
};

/** One text filter run: time to rows, and the backend's times for the page request the rows waited for. */
interface FilterRun {
  readonly text: string;
  readonly rowsMs: number;
  /** The backend's answers to the page's request, sent again straight to it (ms, body read). */
  readonly backendMs: readonly number[];
}

interface BrowserFigures {
  readonly firstRows: number[];
  readonly filtered: readonly FilterRun[];
  readonly wordsFiltered: readonly FilterRun[];
  /** The machine's 1-minute load average while the text filters were measured (the mean of its readings). */
  readonly loadAverage: number;
  readonly hasErrors: number[];
  readonly nextPage: number[];
  readonly heapMb: number;
}

/** Logs each catalog API call the page makes while `action` runs, with its duration, to explain the figures. */
const logCatalogCalls = async <T>(page: Page, label: string, log: (line: string) => void, action: () => Promise<T>): Promise<T> => {
  const calls: string[] = [];
  const onFinished = (request: Request) => {
    if (!request.url().includes('/api/catalog/')) return;
    const url = new URL(request.url());
    const call = `${url.pathname.replace(/.*\/api\/catalog/, '')}${decodeURIComponent(url.search)}`;
    calls.push(`${Math.round(request.timing().responseEnd)} ms ${request.method()} ${call.length > 160 ? `${call.slice(0, 160)}…` : call}`);
  };
  page.on('requestfinished', onFinished);
  try {
    return await action();
  } finally {
    page.off('requestfinished', onFinished);
    log(`${label}:\n  ${calls.join('\n  ') || '(no catalog calls)'}`);
  }
};

/** The machine, for the rows' names: cores and model. */
const machineName = (): string => `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}`;

/** A catalog call the page made, as the browser sent it. */
interface SentCall {
  readonly request: Request;
  readonly headers: Record<string, string>;
}

/** Records the catalog calls the page starts while `action` runs, with the headers they were sent with. */
const recordCatalogCalls = async <T>(page: Page, action: () => Promise<T>): Promise<{ readonly result: T; readonly calls: readonly SentCall[] }> => {
  const requests: Request[] = [];
  const onRequest = (request: Request) => {
    if (request.url().includes('/api/catalog/')) requests.push(request);
  };
  page.on('request', onRequest);
  try {
    const result = await action();
    return { result, calls: await Promise.all(requests.map(async (request) => ({ request, headers: await request.allHeaders() }))) };
  } finally {
    page.off('request', onRequest);
  }
};

/** The call a text filter's rows wait for: its first by-query page with the term (a count asks for no items). */
const pageCallOf = (calls: readonly SentCall[], text: string): SentCall => {
  const found = calls.find(({ request }) => {
    const url = new URL(request.url());
    return request.method() === 'GET' && url.pathname.endsWith('/entities/by-query') && url.searchParams.has('fullTextFilterTerm') && url.searchParams.get('limit') !== '0';
  });
  if (!found) throw new Error(`no by-query page call among the catalog calls of the filter '${text}': ${calls.map(({ request }) => request.url()).join(', ') || 'none'}`);
  return found;
};

/** The headers the page's call is sent again with: its credentials and what it accepts. */
const REPLAYED_HEADERS = ['authorization', 'accept', 'accept-encoding'] as const;

/** A call to send again: the page's own, or one like it for another term. */
interface CallToSend {
  readonly method: string;
  readonly url: URL;
  readonly headers: Record<string, string>;
  readonly body?: string;
}

const callToSend = ({ request, headers }: SentCall): CallToSend => {
  const body = request.postData();
  return {
    method: request.method(),
    url: new URL(request.url()),
    headers: Object.fromEntries(REPLAYED_HEADERS.flatMap((header) => (headers[header] ? [[header, headers[header]]] : []))),
    ...(body !== null ? { body } : {}),
  };
};

/** The one-word page call for another term: the page sends the same call with only the term changed. */
const withTerm = (call: CallToSend, term: string): CallToSend => {
  const url = new URL(call.url);
  url.searchParams.set('fullTextFilterTerm', term);
  return { ...call, url };
};

/**
 * Sends a call the page made again, to `origin` (the backend itself, or the portal that passes it on), and
 * resolves with the milliseconds until its answer's body is read. Nothing caches on the way: Node's fetch has
 * no HTTP cache and the backend none of its own.
 */
const sendAgain = async (call: CallToSend, origin: string, retried = false): Promise<number> => {
  const started = performance.now();
  const sent = fetch(new URL(`${call.url.pathname}${call.url.search}`, origin), {
    method: call.method,
    headers: call.headers,
    ...(call.body !== undefined ? { body: call.body } : {}),
  });
  // A kept-alive connection the server closed as the call went out: sent once more on a new one.
  const response = await sent.catch((error: unknown) => {
    if (retried) throw error;
    return undefined;
  });
  if (!response) return sendAgain(call, origin, true);
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${call.method} ${call.url.pathname} sent again to ${origin} answered ${response.status}`);
  return ms;
};

/** Times the page's call sent straight to the backend, in each run after the portal's. */
const BACKEND_REPLAYS = 5;
/**
 * How long the page's calls are quiet before a measured step, and so before each call sent again: the backend
 * gets the same rest before both (after one, an in-memory SQLite backend holding 100,000 entities answered
 * the same call in 1.3–1.7 s, and back to back in 0.12–0.19 s).
 */
const QUIET_MS = 300;

/** The text filter figures: the portal's share of a one-word filter's time, and a several-word filter against the backend's one-word answer. */
const textFilterFigures = ({ filtered, wordsFiltered }: Pick<BrowserFigures, 'filtered' | 'wordsFiltered'>) => {
  const backendMs = median(filtered.flatMap((run) => run.backendMs));
  const wordsRowsMs = median(wordsFiltered.map((run) => run.rowsMs));
  return {
    rowsMs: median(filtered.map((run) => run.rowsMs)),
    backendMs,
    // Each run against the backend's answer to its own request.
    portalShareMs: median(filtered.map((run) => run.rowsMs - ENTITY_SEARCH_DEBOUNCE_MS - median(run.backendMs))),
    wordsRowsMs,
    wordsBeyondDebounceMs: wordsRowsMs - ENTITY_SEARCH_DEBOUNCE_MS,
    wordsToOneWordBackend: (wordsRowsMs - ENTITY_SEARCH_DEBOUNCE_MS) / backendMs,
  };
};

const measureInBrowser = async (portalUrl: string, backendUrl: string, log: (line: string) => void): Promise<BrowserFigures> => {
  // signInAsGuest opens the portal named by the e2e environment variable.
  process.env.PORTICO_E2E_PORTAL_URL = portalUrl;
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    const inFlight = new CallsInFlight(page, '/api/catalog/', 'catalog calls');
    await signInAsGuest(page);
    await browser.context.addInitScript({ content: FIRST_ROWS_PROBE });
    const catalogUrl = `${portalUrl}/catalog`;
    // One visit first, so the measured ones load the app from the HTTP cache as a returning user does.
    await measureFirstRows(page, catalogUrl);

    /** Measures one step once the previous one has settled; the first of a kind logs its calls, those after the figure too. */
    const step = async (first: boolean, label: string, measure: () => Promise<number>): Promise<number> => {
      await inFlight.settle(QUIET_MS, STEP_TIMEOUT_MS);
      if (!first) return measure();
      return logCatalogCalls(page, label, log, async () => {
        const figure = await measure();
        await inFlight.settle(QUIET_MS, STEP_TIMEOUT_MS);
        return figure;
      });
    };

    const firstRows: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      firstRows.push(await step(run === 0, 'catalog calls of a navigation', () => measureFirstRows(page, catalogUrl)));
    }

    const loadReadings: number[] = [];
    /**
     * Puts `text` into the search box and times its rows, then, once the page is back to the unfiltered
     * list and quiet, sends the call its rows waited for straight to the backend BACKEND_REPLAYS times, each
     * after QUIET_MS of rest as the page's was (and once through the portal, for the log): the backend's runs
     * alternate with the portal's.
     */
    const quiet = () => new Promise((resolvePromise) => setTimeout(resolvePromise, QUIET_MS));
    // The last one-word page call, as a pattern for the next term's.
    let oneWordCall: CallToSend | undefined;
    const filterRun = async (run: number, text: string, { measured = true } = {}): Promise<FilterRun> => {
      const measure = async () => Number(await page.evaluate(filterProbe(text, STEP_TIMEOUT_MS)));
      // Calls of the step before are answered first, so that only this filter's calls are recorded.
      await inFlight.settle(QUIET_MS, STEP_TIMEOUT_MS);
      // The backend reads a term's entities from disk the first time (PostgreSQL answered a term's first call
      // up to 0.6 s slower than the same call again): the call the page is about to send goes out once
      // before, so that the page's call and the calls sent again after it find the backend in the same state.
      const predicted = oneWordCall && !/\s/.test(text) ? withTerm(oneWordCall, text) : undefined;
      if (predicted) {
        await sendAgain(predicted, backendUrl);
        await quiet();
      }
      const { result: rowsMs, calls } = await recordCatalogCalls(page, () => step(run === 0 && measured, `catalog calls of the filter '${text}'`, measure));
      if (measured) loadReadings.push(loadavg()[0] ?? 0);
      const timeline = (await page.evaluate(FILTER_TIMELINE_PROBE)) as FilterTimeline;
      await page.evaluate(clearFilterProbe(text, STEP_TIMEOUT_MS));
      await inFlight.settle(QUIET_MS, STEP_TIMEOUT_MS);
      const pageCall = callToSend(pageCallOf(calls, text));
      if (predicted && predicted.url.href !== pageCall.url.href) log(`filter '${text}': the page sent ${pageCall.url.href}, not the call sent before it (${predicted.url.href})`);
      if (!/\s/.test(text)) oneWordCall = pageCall;
      if (!measured) return { text, rowsMs, backendMs: [] };
      const backendMs: number[] = [];
      for (let replay = 0; replay < BACKEND_REPLAYS; replay += 1) {
        await quiet();
        backendMs.push(await sendAgain(pageCall, backendUrl));
      }
      await quiet();
      const throughPortalMs = await sendAgain(pageCall, portalUrl);
      const inPage = timeline.calls.map(({ call, start, firstByte, end }) => `${call} ${round(start)}–${round(firstByte)}–${round(end)}`).join(', ');
      log(
        `filter '${text}': rows in the document after ${round(timeline.rowsIn ?? Number.NaN)} ms, painted after ${round(rowsMs)} ms; ` +
          `the backend's answers to the page's call ${backendMs.map(round).join(', ')} ms, through the portal ${round(throughPortalMs)} ms; ` +
          `the page's calls (sent–first byte–end, ms after the input): ${inPage || 'none'}`,
      );
      return { text, rowsMs, backendMs };
    };

    // Not measured: gives the one-word call's pattern for the first measured term.
    await filterRun(0, WARM_UP_TERM, { measured: false });
    const filtered: FilterRun[] = [];
    for (const [run, term] of FILTER_TERMS.slice(0, RUNS).entries()) filtered.push(await filterRun(run, term));

    const wordsFiltered: FilterRun[] = [];
    for (const [run, text] of WORDS_FILTER_TERMS.slice(0, RUNS).entries()) wordsFiltered.push(await filterRun(run, text));
    const loadAverage = loadReadings.reduce((sum, reading) => sum + reading, 0) / loadReadings.length;
    const figures = textFilterFigures({ filtered, wordsFiltered });
    log(
      `text filter: portal's share ${round(figures.portalShareMs)} ms (rows ${round(figures.rowsMs)} ms, backend ${round(figures.backendMs)} ms); ` +
        `several words ${round(figures.wordsBeyondDebounceMs)} ms beyond the debounce = ${figures.wordsToOneWordBackend.toFixed(2)} × the backend's one-word answer; load ${loadAverage.toFixed(1)}`,
    );

    // The seeded entities have no processing errors: every page reads the most backend pages it may.
    // Each run starts on a freshly loaded index, or it would find the last run's page in the query cache.
    const hasErrors: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      if (run > 0) await measureFirstRows(page, catalogUrl);
      hasErrors.push(await step(run === 0, 'catalog calls of the has-errors filter', () => page.evaluate(hasErrorsProbe(STEP_TIMEOUT_MS)).then(Number)));
      await inFlight.settle(300, STEP_TIMEOUT_MS);
    }

    await inFlight.settle(300, STEP_TIMEOUT_MS);
    await measureFirstRows(page, catalogUrl);
    await page.locator(ROW_SELECTOR).first().waitFor();
    const nextPage: number[] = [];
    for (let pageNumber = 0; pageNumber < PAGES; pageNumber += 1) {
      const measure = async () => Number(await page.evaluate(nextPageProbe(STEP_TIMEOUT_MS)));
      nextPage.push(await step(pageNumber === 0, 'catalog calls of a Next page', measure));
    }
    const heapMb = await measureHeapMb(page);
    return { firstRows, filtered, wordsFiltered, loadAverage, hasErrors, nextPage, heapMb };
  } catch (error) {
    const screenshot = join(tmpdir(), `portico-bench-failure-${Date.now()}.png`);
    await browser.context.pages()[0]?.screenshot({ path: screenshot }).catch(() => undefined);
    throw new Error(`${error instanceof Error ? error.message : String(error)} (screenshot: ${screenshot})`);
  } finally {
    await browser.close();
  }
};

export const run10k = (): Promise<BenchRow[]> => runCatalogIndexBench({ entities: 10_000, seedingBudgetS: 600, seedTimeoutMs: 30 * 60_000 });

export const run100k = (): Promise<BenchRow[]> => runCatalogIndexBench({ entities: 100_000, seedingBudgetS: 2 * 3600, seedTimeoutMs: 5 * 3600_000 });

export const run10kPg = (): Promise<BenchRow[]> =>
  runCatalogIndexBench({ entities: 10_000, seedingBudgetS: 600, seedTimeoutMs: 30 * 60_000, database: 'pg' });

export const run100kPg = (): Promise<BenchRow[]> =>
  runCatalogIndexBench({ entities: 100_000, seedingBudgetS: 2 * 3600, seedTimeoutMs: 5 * 3600_000, database: 'pg' });
