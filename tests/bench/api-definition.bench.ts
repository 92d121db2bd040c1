// The Definition page of a large API as a returning guest meets it on a browser with nothing cached: the built
// portal and the embedded backend seeded with a generated catalog of 1,500 entities plus one API whose
// definition is a generated OpenAPI 3 document with 200 operations (seed/openapi-document.ts, about 300 kB of
// YAML). Each run opens /catalog/default/api/<name>/definition in a fresh browser context (empty HTTP cache)
// from one guest sign-in's cookies and local storage (catalog-cold.bench.ts). Figures, median of 7 runs:
// the time from navigation until the operations list is painted (all 200 operation rows in the document and
// laid out, at the animation frame that paints them), and the page's longest task (PerformanceObserver
// 'longtask') from navigation until one second after that paint, 0 when there was none.
//
//   npx tsx tests/bench/run.ts api-definition      (about 2–3 minutes on 2 shared cores)
import { rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { fetchGuestToken, waitForCatalog } from '../../config/dev-backend/embedded/embedded-backend-client';
import { exampleEntityRefs } from '../../config/dev-backend/embedded/example-entities';
import type { RunningStack } from '../../config/server/stack';
import type { Entity } from '../../domain/catalog/entity';
import { CHROMIUM_PATH } from '../support/e2e/browser';
import { median, type BenchRow } from './bench-row';
import { BackendLines, buildPortalForBench } from './bench-stack';
import { CHROMIUM_ARGS, coldLoad, formatWaterfall, returningGuestState, type StorageState } from './catalog-cold.bench';
import { generateCatalog } from './seed/generate-catalog';
import { generateOpenApiDocument } from './seed/openapi-document';
import { seedBackendConfig, waitForSeed } from './seed/seeded-catalog';

const SUITE = 'api-definition';
const CATALOG_ENTITIES = 1_500;
export const OPERATIONS = 200;
export const API_NAME = 'commerce-platform-api';
const RUNS = 7;
const IDLE_AFTER_PAINT_MS = 1_000;
const STEP_TIMEOUT_MS = 60_000;

export const BUDGETS = {
  /** Our budget: the operations of a 200-operation definition painted within 0.9 s of navigation, cold. */
  coldOperationsMs: 900,
  /** Our budget: no task keeps the page from answering for longer than 100 ms (RAIL's response budget). */
  longestTaskMs: 100,
} as const;

/** One operation row of the OpenAPI viewer (ui/api-docs/viewers/openapi-viewer.tsx). */
const OPERATION_SELECTOR = '[data-operation]';

/**
 * Installed before the page's scripts: records every long task, and the animation frame that paints the
 * operations list once all `operations` rows are in the document and the last one has a box.
 */
const operationsPaintedProbe = (operations: number): string => `
(() => {
  const state = { paintedAt: undefined, longTasks: [] };
  window.__porticoApiBench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push({ startTime: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // For the log only: where a long frame's time went (scripts by source, then style and layout).
  state.longFrames = [];
  if (PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        state.longFrames.push({
          startTime: entry.startTime,
          duration: entry.duration,
          renderMs: entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0,
          layoutMs: entry.styleAndLayoutStart ? entry.startTime + entry.duration - entry.styleAndLayoutStart : 0,
          scripts: entry.scripts.map((script) => ({
            source: (script.sourceURL || '').split('/').pop() + ' ' + (script.sourceFunctionName || script.invoker || ''),
            duration: script.duration,
          })),
        });
      }
    }).observe({ type: 'long-animation-frame', buffered: true });
  }
  const laidOut = () => {
    const rows = document.querySelectorAll(${JSON.stringify(OPERATION_SELECTOR)});
    return rows.length >= ${operations} && rows[rows.length - 1].getBoundingClientRect().height > 0;
  };
  const observer = new MutationObserver(() => {
    if (state.seen || !document.querySelector(${JSON.stringify(OPERATION_SELECTOR)}) || !laidOut()) return;
    state.seen = true;
    observer.disconnect();
    requestAnimationFrame(() => { state.paintedAt = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
})();
`;

/** Resolves, one idle second after the paint, with its time and the long tasks that started until then. */
const paintedAndLongTasksAnswer = (timeoutMs: number): string => `
new Promise((resolve, reject) => {
  const deadline = performance.now() + ${timeoutMs};
  const poll = () => {
    const state = window.__porticoApiBench;
    const at = state && state.paintedAt;
    if (at !== undefined) {
      setTimeout(() => {
        const until = at + ${IDLE_AFTER_PAINT_MS};
        resolve({ paintedAt: at, longTasks: state.longTasks.filter((task) => task.startTime <= until), longFrames: state.longFrames.filter((frame) => frame.startTime <= until) });
      }, ${IDLE_AFTER_PAINT_MS});
    } else if (performance.now() > deadline) reject(new Error('the operations list was not painted'));
    else setTimeout(poll, 20);
  };
  poll();
})
`;

interface LongTask {
  readonly startTime: number;
  readonly duration: number;
}

interface ColdRun {
  readonly paintedMs: number;
  readonly longTasks: readonly LongTask[];
  /** The long animation frames as the page reported them, for the log. */
  readonly longFrames: unknown;
}

const isLongTask = (value: unknown): value is LongTask =>
  typeof value === 'object' && value !== null && typeof (value as LongTask).startTime === 'number' && typeof (value as LongTask).duration === 'number';

const asColdRun = (answer: unknown): ColdRun => {
  const { paintedAt, longTasks, longFrames } = (answer ?? {}) as { paintedAt?: unknown; longTasks?: unknown; longFrames?: unknown };
  if (typeof paintedAt !== 'number' || !Array.isArray(longTasks) || !longTasks.every(isLongTask)) {
    throw new Error(`the probe answered ${JSON.stringify(answer)}`);
  }
  return { paintedMs: paintedAt, longTasks, longFrames };
};

const longest = (tasks: readonly LongTask[]): number => Math.max(0, ...tasks.map((task) => task.duration));

/** The seed (also the side-by-side suite's): the generated catalog, and the large API owned by one of its teams. */
export const seedEntities = (): Entity[] => {
  const catalog = generateCatalog(CATALOG_ENTITIES);
  const team = catalog.find((entity) => entity.kind === 'Group' && entity.spec?.type === 'team');
  if (!team) throw new Error('the generated catalog has no team');
  const api: Entity = {
    apiVersion: 'backstage.io/v1alpha1',
    kind: 'API',
    metadata: { name: API_NAME, title: 'Commerce Platform API', description: `The commerce platform's public API: ${OPERATIONS} operations.`, tags: ['rest', 'commerce'] },
    spec: { type: 'openapi', lifecycle: 'production', owner: `group:default/${team.metadata.name}`, definition: generateOpenApiDocument(OPERATIONS) },
  };
  return [...catalog, api];
};

const startSeeded = async (build: ReturnType<typeof buildPortalForBench>, log: (line: string) => void, cleanUp: (step: () => void) => void): Promise<RunningStack> => {
  const seedFile = join(tmpdir(), `portico-bench-${SUITE}-${process.pid}.json`);
  cleanUp(() => rmSync(seedFile, { force: true }));
  const entities = seedEntities();
  writeFileSync(seedFile, JSON.stringify(entities));
  const backendLines = new BackendLines();
  const started = Date.now();
  let stack: RunningStack | undefined;
  try {
    stack = await build.start(seedBackendConfig(seedFile), (line) => backendLines.push(line));
    const backendUrl = stack.backendUrl;
    await waitForSeed({ baseUrl: backendUrl, token: () => fetchGuestToken(backendUrl), file: seedFile, expected: entities.length, timeoutMs: 10 * 60_000 });
    await waitForCatalog({ baseUrl: backendUrl, token: await fetchGuestToken(backendUrl), entityRefs: exampleEntityRefs(), timeoutMs: STEP_TIMEOUT_MS });
    log(`[${SUITE}] ${entities.length} entities seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    return stack;
  } catch (error) {
    log(`[${SUITE}] failed; last backend lines:\n${backendLines.last(40)}`);
    await stack?.stop();
    throw error;
  }
};

const measureColdRuns = async (browser: Browser, state: StorageState, url: string, log: (line: string) => void): Promise<ColdRun[]> => {
  const probe = { install: operationsPaintedProbe(OPERATIONS), answer: paintedAndLongTasksAnswer(STEP_TIMEOUT_MS) };
  const runs: ColdRun[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const { answer, log: requests } = await coldLoad(browser, state, url, probe);
    const run = asColdRun(answer);
    runs.push(run);
    if (index === 0) {
      log(`[${SUITE}] first run (${Math.round(run.paintedMs)} ms):\n${formatWaterfall(requests.entries(), run.paintedMs).replace('first rows painted', 'operations painted')}`);
      log(`[${SUITE}] its long tasks (start ms, duration ms): ${run.longTasks.map((task) => `${Math.round(task.startTime)}+${Math.round(task.duration)}`).join(', ') || 'none'}`);
      log(`[${SUITE}] its long animation frames: ${JSON.stringify(run.longFrames, (key, value: unknown) => (typeof value === 'number' ? Math.round(value) : value))}`);
    }
  }
  log(`[${SUITE}] operations painted: ${runs.map((run) => Math.round(run.paintedMs)).join(', ')} ms`);
  log(`[${SUITE}] longest task: ${runs.map((run) => Math.round(longest(run.longTasks))).join(', ')} ms`);
  return runs;
};

export const run = async (options: { readonly log?: (line: string) => void } = {}): Promise<BenchRow[]> => {
  const log = options.log ?? ((line: string) => console.error(line));
  const cleanUps: (() => void | Promise<void>)[] = [];
  let stack: RunningStack | undefined;
  let browser: Browser | undefined;
  try {
    const build = buildPortalForBench(SUITE);
    cleanUps.push(() => build.remove());
    stack = await startSeeded(build, log, (step) => cleanUps.push(step));
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    const state = await returningGuestState(browser, stack.portalUrl);
    const url = `${stack.portalUrl}/catalog/default/api/${API_NAME}/definition`;
    // Not measured: the portal's first answers (its compressed index.html, the files read from disk).
    await coldLoad(browser, state, url, { install: operationsPaintedProbe(OPERATIONS), answer: paintedAndLongTasksAnswer(STEP_TIMEOUT_MS) });
    const runs = await measureColdRuns(browser, state, url, log);
    // References on a shared machine: the side-by-side suite (its ratio to stock Backstage, and its longest task) decides.
    const load = `load ${(loadavg()[0] ?? 0).toFixed(1)}`;
    return [
      {
        name: `API definition (${OPERATIONS} operations) cold: operations painted in a fresh browser, returning guest (median of ${RUNS}; ${load})`,
        value: Math.round(median(runs.map((entry) => entry.paintedMs))),
        unit: 'ms',
        budget: BUDGETS.coldOperationsMs,
        indicative: true,
      },
      {
        name: `API definition (${OPERATIONS} operations) cold: longest task until 1 s after the paint (median of ${RUNS}; ${load})`,
        value: Math.round(median(runs.map((entry) => longest(entry.longTasks)))),
        unit: 'ms',
        budget: BUDGETS.longestTaskMs,
        indicative: true,
      },
    ];
  } finally {
    await browser?.close();
    await stack?.stop();
    for (const step of cleanUps.reverse()) await step();
  }
};
