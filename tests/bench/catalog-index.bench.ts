// The catalog index at scale: the embedded backend seeded with a
// generated catalog (tests/bench/seed), the built portal, headless Chromium signed in as guest.
// Figures: seeding time; time from navigation to /catalog until the first rows are painted; time from
// putting a text filter into the search box until the matching rows are painted (includes the 250 ms
// debounce); time per Next page; the page's JS heap (after a forced GC) once 20 pages were browsed.
// Each measured step starts once the page's previous catalog calls are answered (CallsInFlight),
// as when a person reads a page before acting; the calls of the first step of each kind are logged.
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
import { tmpdir } from 'node:os';
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
  FIRST_ROWS_PROBE,
  firstRowsProbe,
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
/** Several words: the backend matches the longest, the browser checks the others and reads on until the page is full. */
const WORDS_FILTER_TERMS = ['ledger service', 'fraud worker', 'loyalty web', 'warehouse sync', 'returns adapter'] as const;
const STEP_TIMEOUT_MS = 60_000;
const MB = 2 ** 20;

export const BUDGETS = {
  /** Required: first rows within 1.5 s of navigation. */
  firstRowsMs: 1500,
  /** Required: a text filter updates the rows within 0.5 s. */
  filteredRowsMs: 500,
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
  /** What a text filter may take beyond the search box's debounce until its rows are painted. */
  readonly textFilterBeyondDebounceMs?: number;
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
    const rows = await measureInBrowser(stack.portalUrl, log);
    log(`[${suite}] suite took ${round((Date.now() - suiteStarted) / 1000)} s`);
    const name = (figure: string) => `catalog ${label}${started.database === 'pg' ? ' (PostgreSQL)' : ''}: ${figure}`;
    return [
      { name: name(`seeding ${options.entities.toLocaleString('en')} entities`), value: started.seedingS, unit: 's', budget: options.seedingBudgetS },
      { name: name('first rows after navigation (median of 5)'), value: round(median(rows.firstRows)), unit: 'ms', budget: BUDGETS.firstRowsMs },
      { name: name('rows after a text filter (median of 5)'), value: round(median(rows.filtered)), unit: 'ms', budget: BUDGETS.filteredRowsMs },
      ...(options.textFilterBeyondDebounceMs === undefined
        ? []
        : [
            {
              name: name(`text filter to rows beyond the ${ENTITY_SEARCH_DEBOUNCE_MS} ms debounce (median of 5)`),
              value: round(median(rows.filtered) - ENTITY_SEARCH_DEBOUNCE_MS),
              unit: 'ms',
              budget: options.textFilterBeyondDebounceMs,
            },
          ]),
      { name: name('rows after a several-word text filter (median of 5)'), value: round(median(rows.wordsFiltered)), unit: 'ms', budget: BUDGETS.filteredRowsMs },
      { name: name('rows after the has-errors filter (median of 5)'), value: round(median(rows.hasErrors)), unit: 'ms', budget: BUDGETS.filteredRowsMs },
      { name: name(`next page (median of ${PAGES})`), value: round(median(rows.nextPage)), unit: 'ms', budget: BUDGETS.nextPageMs },
      { name: name(`JS heap after ${PAGES} pages`), value: rows.heapMb, unit: 'MB', budget: BUDGETS.heapMb },
    ];
  } finally {
    await stack?.stop();
    for (const step of cleanUps.reverse()) await step();
  }
};

interface BrowserFigures {
  readonly firstRows: number[];
  readonly filtered: number[];
  readonly wordsFiltered: number[];
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


const measureInBrowser = async (portalUrl: string, log: (line: string) => void): Promise<BrowserFigures> => {
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
      await inFlight.settle(300, STEP_TIMEOUT_MS);
      if (!first) return measure();
      return logCatalogCalls(page, label, log, async () => {
        const figure = await measure();
        await inFlight.settle(300, STEP_TIMEOUT_MS);
        return figure;
      });
    };

    const firstRows: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      firstRows.push(await step(run === 0, 'catalog calls of a navigation', () => measureFirstRows(page, catalogUrl)));
    }

    const filtered: number[] = [];
    for (const [run, term] of FILTER_TERMS.slice(0, RUNS).entries()) {
      const measure = async () => Number(await page.evaluate(filterProbe(term, STEP_TIMEOUT_MS)));
      filtered.push(await step(run === 0, `catalog calls of the filter '${term}'`, measure));
      await page.evaluate(clearFilterProbe(term, STEP_TIMEOUT_MS));
    }

    const wordsFiltered: number[] = [];
    for (const [run, text] of WORDS_FILTER_TERMS.slice(0, RUNS).entries()) {
      const measure = async () => Number(await page.evaluate(filterProbe(text, STEP_TIMEOUT_MS)));
      wordsFiltered.push(await step(run === 0, `catalog calls of the filter '${text}'`, measure));
      await page.evaluate(clearFilterProbe(text, STEP_TIMEOUT_MS));
    }

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
    return { firstRows, filtered, wordsFiltered, hasErrors, nextPage, heapMb };
  } catch (error) {
    const screenshot = join(tmpdir(), `portico-bench-failure-${Date.now()}.png`);
    await browser.context.pages()[0]?.screenshot({ path: screenshot }).catch(() => undefined);
    throw new Error(`${error instanceof Error ? error.message : String(error)} (screenshot: ${screenshot})`);
  } finally {
    await browser.close();
  }
};

/** Our budgets for a text filter's time beyond the debounce, by catalog size. */
const AT_10K = { textFilterBeyondDebounceMs: 60 } as const;
const AT_100K = { textFilterBeyondDebounceMs: 150 } as const;

export const run10k = (): Promise<BenchRow[]> =>
  runCatalogIndexBench({ entities: 10_000, seedingBudgetS: 600, seedTimeoutMs: 30 * 60_000, ...AT_10K });

export const run100k = (): Promise<BenchRow[]> =>
  runCatalogIndexBench({ entities: 100_000, seedingBudgetS: 2 * 3600, seedTimeoutMs: 5 * 3600_000, ...AT_100K });

export const run10kPg = (): Promise<BenchRow[]> =>
  runCatalogIndexBench({ entities: 10_000, seedingBudgetS: 600, seedTimeoutMs: 30 * 60_000, database: 'pg', ...AT_10K });

export const run100kPg = (): Promise<BenchRow[]> =>
  runCatalogIndexBench({ entities: 100_000, seedingBudgetS: 2 * 3600, seedTimeoutMs: 5 * 3600_000, database: 'pg', ...AT_100K });
