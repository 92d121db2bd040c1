// The catalog index as a returning guest meets it on a browser with nothing cached: the built portal and
// the embedded backend seeded with 10,000 entities (as in catalog-index.bench.ts). The guest signs in once;
// each measured run opens /catalog in a fresh browser context (empty HTTP cache) started from that sign-in's
// cookies and local storage. Figure: time from navigation until the first rows are painted, median of 5,
// on the loopback network and on an emulated one (20 Mbit/s down, 5 Mbit/s up, 40 ms latency). The first
// run of each logs its requests as a waterfall (ms after navigation start), to show what waits on what.
//
//   npx tsx tests/bench/run.ts catalog-cold-10k      (about 2–4 minutes on 2 shared cores: seeding dominates)
import { loadavg } from 'node:os';
import { chromium, type Browser, type BrowserContextOptions, type Page, type Request } from 'playwright-core';
import type { RunningStack } from '../../config/server/stack';
import { CHROMIUM_PATH } from '../support/e2e/browser';
import { signInAsGuest } from '../support/e2e/portal';
import { median, type BenchRow } from './bench-row';
import { CallsInFlight } from './calls-in-flight';
import { buildPortalForBench } from './bench-stack';
import { seedAndStart, startAgainstSeeded } from './catalog-index.bench';
import { FIRST_ROWS_PROBE, firstRowsProbe } from './catalog-index-page';
import { seededBackendFromEnv } from './seed/seeded-backend';

const RUNS = 5;
const STEP_TIMEOUT_MS = 60_000;
/** The 100,000-entity catalog's facets take several seconds on a busy backend. */
const SETTLE_TIMEOUT_MS = 120_000;

export const BUDGETS = {
  /** Our budget: a cold load stays near the warm one (the warm first rows take about 0.35 s). */
  coldFirstRowsMs: 450,
  /** Our budget: the same over a modest link. */
  coldFirstRowsSlowNetworkMs: 700,
} as const;

/** A modest office or home link, as DevTools' Network.emulateNetworkConditions takes it (bytes per second). */
export const SLOW_NETWORK = {
  offline: false,
  latency: 40,
  downloadThroughput: (20 * 1_000_000) / 8,
  uploadThroughput: (5 * 1_000_000) / 8,
} as const;

export type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
export const VIEWPORT = { width: 1280, height: 800 };

/** Signs in as guest in a context of its own and keeps what the browser stored (cookies, local storage). */
export const returningGuestState = async (browser: Browser, portalUrl: string): Promise<StorageState> => {
  // signInAsGuest opens the portal named by the e2e environment variable.
  process.env.PORTICO_E2E_PORTAL_URL = portalUrl;
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await signInAsGuest(await context.newPage());
    return await context.storageState();
  } finally {
    await context.close();
  }
};

interface LoggedRequest {
  readonly startMs: number;
  readonly endMs: number;
  readonly label: string;
}

/** The page's finished requests, with start and end in ms after the navigation's own request started. */
export class NetworkLog {
  private readonly finished: { request: Request; startTime: number; responseEnd: number }[] = [];
  constructor(page: Page) {
    page.on('requestfinished', (request) => {
      const timing = request.timing();
      this.finished.push({ request, startTime: timing.startTime, responseEnd: timing.responseEnd });
    });
  }

  entries(): LoggedRequest[] {
    const navigation = this.finished.find(({ request }) => request.isNavigationRequest());
    const origin = navigation?.startTime ?? Math.min(...this.finished.map((entry) => entry.startTime));
    return this.finished
      .map(({ request, startTime, responseEnd }) => {
        const url = new URL(request.url());
        const path = `${url.pathname}${url.search}`;
        return {
          startMs: Math.round(startTime - origin),
          endMs: Math.round(startTime - origin + Math.max(responseEnd, 0)),
          label: `${request.method()} ${path.length > 110 ? `${path.slice(0, 110)}…` : path} (${request.resourceType()})`,
        };
      })
      .sort((a, b) => a.startMs - b.startMs);
  }

  requestedPaths(): string[] {
    return this.finished.map(({ request }) => new URL(request.url()).pathname);
  }
}

/** The waterfall as text: one line per request, a bar of 10 ms per character. */
export const formatWaterfall = (entries: readonly LoggedRequest[], firstRowsMs: number): string => {
  const scale = 10;
  const lines = entries.map(({ startMs, endMs, label }) => {
    const bar = `${' '.repeat(Math.max(0, Math.floor(startMs / scale)))}${'█'.repeat(Math.max(1, Math.round((endMs - startMs) / scale)))}`;
    return `  ${String(startMs).padStart(5)}–${String(endMs).padEnd(5)} ${label}\n                ${bar}`;
  });
  return [...lines, `  ${String(Math.round(firstRowsMs)).padStart(5)}       first rows painted`].join('\n');
};

/** In-page code for a cold load: `install` runs before the page's own scripts, `answer` is evaluated after navigation. */
export interface ColdLoadProbe {
  readonly install: string;
  readonly answer: string;
}

/** One cold load of `url` in a fresh context from `state`; returns what the probe answered and the network log. */
export const coldLoad = async (
  browser: Browser,
  state: StorageState,
  url: string,
  probe: ColdLoadProbe,
  network?: typeof SLOW_NETWORK,
): Promise<{ answer: unknown; log: NetworkLog }> => {
  const context = await browser.newContext({ storageState: state, viewport: VIEWPORT });
  try {
    await context.addInitScript({ content: probe.install });
    const page = await context.newPage();
    if (network) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', network);
    }
    const log = new NetworkLog(page);
    const calls = new CallsInFlight(page, '/api/', 'backend calls of a cold load');
    await page.goto(url, { waitUntil: 'commit' });
    const answer: unknown = await page.evaluate(probe.answer);
    // The page's later calls (facets, titles) are answered before it closes: the backend would work on through
    // them after the close, and the next run's cold load would wait behind them.
    await calls.settle(300, SETTLE_TIMEOUT_MS);
    return { answer, log };
  } finally {
    await context.close();
  }
};

/** One cold load of /catalog in a fresh context from `state`; returns the first rows' time and the network log. */
const coldFirstRows = async (
  browser: Browser,
  state: StorageState,
  catalogUrl: string,
  network?: typeof SLOW_NETWORK,
): Promise<{ firstRowsMs: number; log: NetworkLog }> => {
  const { answer, log } = await coldLoad(browser, state, catalogUrl, { install: FIRST_ROWS_PROBE, answer: firstRowsProbe(STEP_TIMEOUT_MS) }, network);
  return { firstRowsMs: Number(answer), log };
};

const measureColdRuns = async (
  browser: Browser,
  state: StorageState,
  catalogUrl: string,
  label: string,
  log: (line: string) => void,
  network?: typeof SLOW_NETWORK,
): Promise<number[]> => {
  const figures: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { firstRowsMs, log: requests } = await coldFirstRows(browser, state, catalogUrl, network);
    figures.push(firstRowsMs);
    if (run === 0) log(`${label}, first run (${Math.round(firstRowsMs)} ms):\n${formatWaterfall(requests.entries(), firstRowsMs)}`);
  }
  log(`${label}: ${figures.map(Math.round).join(', ')} ms`);
  return figures;
};

/** A catalog size and its budgets: the cold first rows on loopback and on the slow link. */
interface ColdScale {
  readonly entities: number;
  readonly loopbackMs: number;
  readonly slowNetworkMs: number;
  readonly seedingBudgetS: number;
  readonly seedTimeoutMs: number;
}

const AT_10K: ColdScale = { entities: 10_000, loopbackMs: BUDGETS.coldFirstRowsMs, slowNetworkMs: BUDGETS.coldFirstRowsSlowNetworkMs, seedingBudgetS: 600, seedTimeoutMs: 30 * 60_000 };
/** At 100,000 entities the backend's page query costs more: the budgets allow 100 ms more. */
const AT_100K: ColdScale = { entities: 100_000, loopbackMs: 550, slowNetworkMs: 800, seedingBudgetS: 2 * 3600, seedTimeoutMs: 5 * 3600_000 };

export const run = (options: { readonly log?: (line: string) => void } = {}): Promise<BenchRow[]> => runCold(AT_10K, options);

/** One-off (seeding 100,000 entities takes most of an hour; PORTICO_BENCH_SEEDED_BACKEND reuses a kept backend). */
export const run100k = (options: { readonly log?: (line: string) => void } = {}): Promise<BenchRow[]> => runCold(AT_100K, options);

const runCold = async (scale: ColdScale, options: { readonly log?: (line: string) => void }): Promise<BenchRow[]> => {
  const log = options.log ?? ((line: string) => console.error(line));
  const label = `${scale.entities / 1000}k`;
  const suite = `catalog-cold-${label}`;
  const cleanUps: (() => void | Promise<void>)[] = [];
  let stack: RunningStack | undefined;
  let browser: Browser | undefined;
  try {
    const build = buildPortalForBench(suite);
    cleanUps.push(() => build.remove());
    const benchOptions = { entities: scale.entities, seedingBudgetS: scale.seedingBudgetS, seedTimeoutMs: scale.seedTimeoutMs };
    const seeded = seededBackendFromEnv();
    const started = seeded
      ? await startAgainstSeeded(build, seeded, benchOptions)
      : await seedAndStart(build, benchOptions, suite, log, (step) => cleanUps.push(step));
    stack = started.stack;
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    const state = await returningGuestState(browser, stack.portalUrl);
    const catalogUrl = `${stack.portalUrl}/catalog`;
    // Not measured: the portal's first answers (its compressed index.html, the files read from disk).
    await coldFirstRows(browser, state, catalogUrl);
    const loopback = await measureColdRuns(browser, state, catalogUrl, `[${suite}] cold load`, log);
    const slow = await measureColdRuns(browser, state, catalogUrl, `[${suite}] cold load on 20/5 Mbit/s, 40 ms`, log, SLOW_NETWORK);
    const round = (value: number) => Math.round(value);
    // Absolute times on a shared machine: the side-by-side suite's ratio to stock Backstage decides, these are references.
    const load = `load ${(loadavg()[0] ?? 0).toFixed(1)}`;
    return [
      { name: `catalog ${label} cold: first rows in a fresh browser, returning guest (median of ${RUNS}; ${load})`, value: round(median(loopback)), unit: 'ms', budget: scale.loopbackMs, indicative: true },
      { name: `catalog ${label} cold: the same on 20/5 Mbit/s, 40 ms latency (median of ${RUNS}; ${load})`, value: round(median(slow)), unit: 'ms', budget: scale.slowNetworkMs, indicative: true },
    ];
  } finally {
    await browser?.close();
    await stack?.stop();
    for (const step of cleanUps.reverse()) await step();
  }
};
