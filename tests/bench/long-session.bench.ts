// A long session in one tab: the built portal, the embedded backend with its example catalog and 2,000 seeded
// entities, headless Chromium (--js-flags=--expose-gc) signed in as guest. 200 navigations without a page load —
// in-app link clicks and history pushes (what the router does for a link) — cycling over the catalog index (with a
// text filter or a Next page now and then), entity pages of several kinds and tabs, search and a TechDocs page.
// After navigations 20, 100 and 200 (the same page each time): two forced GCs, then performance.memory.usedJSHeapSize.
// Figures: the heap after 200 navigations, and the growth from 100 to 200 of what a leak would grow: the heap
// snapshot's objects without V8's compiled code. Heap snapshots show the heap growing by compiled code as the
// portal's functions are first used and then optimised (machine code and its feedback, about 1 MB from 100 to 200,
// levelling off by 300), while pages, entities and DOM nodes are not retained; the used heap's growth is logged.
//
//   npx tsx tests/bench/run.ts long-session      (about 5 minutes on 2 shared cores)
//   PORTICO_BENCH_HEAP_SNAPSHOTS=<dir> also writes heap snapshots at both readings (compare them in DevTools).
//   PORTICO_BENCH_LONG_SESSION_EXTEND_TO=<n> goes on after the reading at 200 up to navigation n, with a logged
//   reading every five cycles (100 navigations, so on the same page): whether the heap levels off. The figures stay
//   those at 20 and 200.
import { mkdtemp, rm } from 'node:fs/promises';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CallsInFlight } from './calls-in-flight';
import { apiDocsMessages } from '../../domain/api-docs/messages';
import { docsMessages } from '../../domain/docs/messages';
import { importLabels } from '../../domain/import/messages';
import { scaffolderMessages } from '../../domain/scaffolder/messages';
import { settingsMessages } from '../../domain/settings/messages';
import { fetchGuestToken, waitForCatalog } from '../../config/dev-backend/embedded/embedded-backend-client';
import { exampleEntityRefs } from '../../config/dev-backend/embedded/example-entities';
import type { RunningStack } from '../../config/server/stack';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/e2e/browser';
import { signInAsGuest } from '../support/e2e/portal';
import type { BenchRow } from './bench-row';
import { BackendLines, buildPortalForBench } from './bench-stack';
import { writeSeedFile } from './seed/seed-file';
import { BENCH_TUNING, seedBackendConfig, waitForSeed } from './seed/seeded-catalog';

const NAVIGATIONS = 200;
const FIRST_READING_AFTER = 20;
/** The reading the growth is measured from: by then the portal's code has been used, and compiled, once. */
const MIDDLE_READING_AFTER = 100;
const SEEDED_ENTITIES = 2000;
const STEP_TIMEOUT_MS = 60_000;
const MB = 2 ** 20;

export const BUDGETS = {
  /** Required: the heap after 200 navigations. */
  heapMb: 40,
  /** Required: growth of the heap from navigation 100 to navigation 200. */
  growthPercent: 5,
} as const;

const CHROMIUM_ARGS = [
  ...CHROMIUM_FLAGS,
  '--js-flags=--expose-gc',
  // performance.memory in bytes, not rounded to coarse buckets.
  '--enable-precise-memory-info',
];

const SEARCH_TERMS = ['payments', 'ledger', 'checkout', 'fraud', 'warehouse'] as const;
const FILTER_TERMS = ['ledger', 'fraud', 'loyalty', 'returns'] as const;

const ROWS = '.portico-catalog-table tbody tr';
const ENTITY_TABS = 'nav.portico-entity-tabs';


/** What the router does for a link: push the path and tell it the location changed. */
const pushPath = (page: Page, path: string): Promise<unknown> =>
  page.evaluate(`(() => {
    window.history.pushState(null, '', ${JSON.stringify(path)});
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  })()`);

/**
 * The cycle of navigations. Its length divides 200 − 20, so both heap readings are taken on the same page (a
 * catalog table and a docs page hold different amounts of memory by their nature).
 */
interface Step {
  readonly label: string;
  readonly go: (page: Page, visit: number) => Promise<void>;
}

const shows = async (page: Page, selector: string): Promise<void> => {
  await page.locator(selector).first().waitFor({ state: 'attached', timeout: STEP_TIMEOUT_MS });
};

/** Polls `condition` (playwright's waitForFunction evaluates strings, which the portal's CSP forbids). */
const waitUntil = async (condition: () => Promise<boolean>, timeoutMs = STEP_TIMEOUT_MS): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${timeoutMs} ms`);
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 50));
  }
};

const ENTITY_TITLE = 'h1.portico-entity-title';

/** Pushes a page's path and waits for its heading. */
const pushAndHeading = (path: string, heading: string) => async (page: Page) => {
  await pushPath(page, path);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
};

/** Pushes an entity page's path and waits until its title replaces the one shown before (if any). */
const pushEntityPage = (path: string) => async (page: Page) => {
  const title = page.locator(ENTITY_TITLE).first();
  const before = (await title.count()) > 0 ? await title.textContent() : null;
  await pushPath(page, path);
  await waitUntil(async () => (await title.count()) > 0 && (await title.textContent()) !== before);
};

const pushAndWait = (path: (visit: number) => string, selector: string) => async (page: Page, visit: number) => {
  await pushPath(page, path(visit));
  await shows(page, selector);
};

const STEPS: readonly Step[] = [
  { label: 'catalog index', go: pushAndWait(() => '/catalog', ROWS) },
  {
    label: 'catalog filter or next page',
    go: async (page, visit) => {
      await shows(page, ROWS);
      const firstCell = page.locator(`${ROWS} td:first-child`).first();
      if (visit % 2 === 0) {
        const term = FILTER_TERMS[visit % FILTER_TERMS.length]!;
        await page.locator('#catalog-search').fill(term);
        await waitUntil(async () => ((await firstCell.textContent()) ?? '').toLowerCase().includes(term));
      } else {
        const before = await firstCell.textContent();
        await page.locator('nav[aria-label="Pagination"] button', { hasText: 'Next' }).click();
        await waitUntil(async () => (await firstCell.textContent()) !== before);
      }
    },
  },
  {
    label: 'entity page from a catalog row (link click)',
    go: async (page) => {
      await page.locator(`${ROWS} td:first-child a`).first().click();
      await shows(page, ENTITY_TABS);
    },
  },
  { label: 'component overview', go: pushEntityPage('/catalog/default/component/payments') },
  {
    label: 'component API tab (tab click)',
    go: async (page) => {
      await page.locator(ENTITY_TABS).getByRole('tab', { name: 'API' }).or(page.locator(ENTITY_TABS).getByRole('link', { name: 'API' })).first().click();
      await page.waitForURL(/\/component\/payments\/api$/, { timeout: STEP_TIMEOUT_MS });
    },
  },
  { label: 'component Kubernetes tab', go: pushAndWait(() => '/catalog/default/component/payments/kubernetes', 'section.portico-entity-tab-panel') },
  {
    label: 'search',
    go: pushAndWait((visit) => `/search?query=${SEARCH_TERMS[visit % SEARCH_TERMS.length]}`, 'section[aria-label="Search results"][aria-busy="false"]'),
  },
  { label: 'docs page', go: pushAndWait(() => '/docs/default/component/payments/', '[data-testid="docs-content"] h1#payments-service') },
  { label: 'API definition', go: pushAndWait(() => '/catalog/default/api/payments-api/definition', 'section.portico-entity-tab-panel') },
  { label: 'group page', go: pushEntityPage('/catalog/default/group/team-payments') },
  { label: 'system page', go: pushEntityPage('/catalog/default/system/payments-platform') },
  { label: 'catalog graph', go: pushAndWait(() => '/catalog-graph?rootEntityRefs%5B%5D=component%3Adefault%2Fpayments', '.portico-graph-node') },
  { label: 'home', go: pushAndWait(() => '/', 'h1.portico-home__title') },
  { label: 'API explorer', go: pushAndHeading('/api-docs', apiDocsMessages.explorerTitle) },
  { label: 'templates', go: pushAndHeading('/create', scaffolderMessages.createComponentTitle) },
  { label: 'template tasks', go: pushAndHeading('/create/tasks', scaffolderMessages.taskListTitle) },
  { label: 'installed actions', go: pushAndHeading('/create/actions', scaffolderMessages.installedActions) },
  { label: 'docs index', go: pushAndHeading('/docs', docsMessages.indexTitle) },
  { label: 'import', go: pushAndHeading('/catalog-import', importLabels.pageTitle) },
  { label: 'settings', go: pushAndHeading('/settings', settingsMessages.title) },
];

/** With this variable set to a navigation count above 200, the session goes on to it with logged readings. */
const EXTEND_TO_ENV = 'PORTICO_BENCH_LONG_SESSION_EXTEND_TO';
const EXTRA_READING_EVERY = STEPS.length * 5;

const extendedTo = (): number => {
  const value = process.env[EXTEND_TO_ENV];
  if (!value) return NAVIGATIONS;
  const count = Number(value);
  if (!Number.isInteger(count) || count < NAVIGATIONS) throw new Error(`${EXTEND_TO_ENV} must be a whole number ≥ ${NAVIGATIONS}`);
  return count;
};

/** With this variable set to a directory, the session also writes a heap snapshot at each reading, to compare. */
const SNAPSHOT_DIR_ENV = 'PORTICO_BENCH_HEAP_SNAPSHOTS';

/** The bytes of a heap snapshot's nodes, without V8's compiled code (its 'code' nodes). */
const objectBytesOf = (snapshot: string): number => {
  const parsed = JSON.parse(snapshot) as { snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }; nodes: number[] };
  const fields = parsed.snapshot.meta.node_fields;
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const code = parsed.snapshot.meta.node_types[0].indexOf('code');
  let bytes = 0;
  for (let index = 0; index < parsed.nodes.length; index += fields.length) {
    if (parsed.nodes[index + typeAt] !== code) bytes += parsed.nodes[index + sizeAt]!;
  }
  return bytes;
};

const heapSnapshot = async (page: Page): Promise<string> => {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', ({ chunk }) => chunks.push(chunk));
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  await cdp.detach();
  return chunks.join('');
};

/** The page's JS heap after two forced garbage collections. */
const heapAfterGc = async (page: Page, navigation: number): Promise<number> => {
  // Let timers of the last navigation (debounces, unmount clean-ups) run first.
  await page.waitForTimeout(1000);
  await page.evaluate('window.gc(); window.gc();');
  await page.waitForTimeout(200);
  await page.evaluate('window.gc(); window.gc();');
  const used = Number(await page.evaluate('performance.memory.usedJSHeapSize'));
  if (!Number.isFinite(used) || used <= 0) throw new Error('performance.memory.usedJSHeapSize is not available');
  const snapshots = process.env[SNAPSHOT_DIR_ENV];
  if (snapshots) writeFileSync(join(snapshots, `long-session-${navigation}.heapsnapshot`), await heapSnapshot(page));
  return used;
};

/** The heap's objects without compiled code, from a snapshot taken after the reading's garbage collections. */
const objectsWithoutCode = async (page: Page): Promise<number> => objectBytesOf(await heapSnapshot(page));

const inMb = (bytes: number): number => Math.round((bytes / MB) * 10) / 10;

interface SessionFigures {
  readonly heapAt20: number;
  readonly heapAt100: number;
  readonly heapAt200: number;
  readonly objectsAt100: number;
  readonly objectsAt200: number;
}

const sameStepAtEveryReading = (NAVIGATIONS - FIRST_READING_AFTER) % STEPS.length === 0 && (NAVIGATIONS - MIDDLE_READING_AFTER) % STEPS.length === 0;

const runSession = async (context: BrowserContext, portalUrl: string, log: (line: string) => void): Promise<SessionFigures> => {
  if (!sameStepAtEveryReading) throw new Error(`${STEPS.length} steps do not divide the distances between the readings: they would be taken on different pages`);
  const page = await context.newPage();
  const inFlight = new CallsInFlight(page, '/api/', 'API calls');
  await signInAsGuest(page, '/catalog');
  await shows(page, ROWS);
  await inFlight.settle(250, STEP_TIMEOUT_MS);
  // Only history changes from here on: a page load would start a fresh heap.
  await page.evaluate('window.__porticoSameDocument = true');
  let heapAt20 = 0;
  let heapAt100 = 0;
  let heapAt200 = 0;
  let objectsAt100 = 0;
  let objectsAt200 = 0;
  const lastNavigation = extendedTo();
  const started = Date.now();
  for (let navigation = 1; navigation <= lastNavigation; navigation += 1) {
    const step = STEPS[(navigation - 1) % STEPS.length]!;
    const visit = Math.floor((navigation - 1) / STEPS.length);
    try {
      await step.go(page, visit);
      await inFlight.settle(250, STEP_TIMEOUT_MS);
    } catch (error) {
      throw new Error(`navigation ${navigation} (${step.label}) failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (navigation === FIRST_READING_AFTER) {
      heapAt20 = await heapAfterGc(page, navigation);
      log(`[long-session] heap after ${navigation} navigations: ${inMb(heapAt20)} MB`);
    }
    if (navigation === MIDDLE_READING_AFTER) {
      heapAt100 = await heapAfterGc(page, navigation);
      objectsAt100 = await objectsWithoutCode(page);
      log(`[long-session] heap after ${navigation} navigations: ${inMb(heapAt100)} MB (objects without compiled code: ${inMb(objectsAt100)} MB)`);
    }
    if (navigation % 50 === 0) log(`[long-session] ${navigation} navigations in ${Math.round((Date.now() - started) / 1000)} s`);
    if (navigation === NAVIGATIONS) {
      heapAt200 = await heapAfterGc(page, navigation);
      objectsAt200 = await objectsWithoutCode(page);
      log(`[long-session] heap after ${navigation} navigations: ${inMb(heapAt200)} MB (objects without compiled code: ${inMb(objectsAt200)} MB)`);
    }
    if (navigation > NAVIGATIONS && (navigation - NAVIGATIONS) % EXTRA_READING_EVERY === 0) {
      const heap = await heapAfterGc(page, navigation);
      log(`[long-session] heap after ${navigation} navigations: ${inMb(heap)} MB (${Math.round(((heap - heapAt20) / heapAt20) * 1000) / 10} % above navigation ${FIRST_READING_AFTER})`);
    }
  }
  if ((await page.evaluate('window.__porticoSameDocument')) !== true) throw new Error('the page was loaded again during the session');
  return { heapAt20, heapAt100, heapAt200, objectsAt100, objectsAt200 };
};

export const run = async (log: (line: string) => void = (line) => console.error(line)): Promise<BenchRow[]> => {
  const seedFile = join(tmpdir(), `portico-bench-long-session-seed-${process.pid}.json`);
  writeSeedFile(seedFile, SEEDED_ENTITIES);
  const build = buildPortalForBench('long-session');
  const backendLines = new BackendLines();
  let stack: RunningStack | undefined;
  const userDataDir = await mkdtemp(join(tmpdir(), 'portico-chromium-'));
  let context: BrowserContext | undefined;
  try {
    // Search collates the catalog as often as the embedded default (every 30 s), so searches find the seeded entities.
    const { searchCollatorMinutes: _everyThirtySeconds, ...tuning } = BENCH_TUNING;
    stack = await build.start(seedBackendConfig(seedFile, tuning), (line) => backendLines.push(line));
    const backendUrl = stack.backendUrl;
    await waitForSeed({ baseUrl: backendUrl, token: () => fetchGuestToken(backendUrl), file: seedFile, expected: SEEDED_ENTITIES, timeoutMs: 10 * 60_000 });
    await waitForCatalog({ baseUrl: backendUrl, token: await fetchGuestToken(backendUrl), entityRefs: exampleEntityRefs(), timeoutMs: STEP_TIMEOUT_MS });
    process.env.PORTICO_E2E_PORTAL_URL = stack.portalUrl;
    context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: CHROMIUM_ARGS,
      viewport: { width: 1280, height: 800 },
    });
    const figures = await runSession(context, stack.portalUrl, log);
    const percent = (from: number, to: number) => Math.round(((to - from) / from) * 1000) / 10;
    log(
      `[long-session] ${JSON.stringify({
        heapAt20Mb: inMb(figures.heapAt20),
        heapAt100Mb: inMb(figures.heapAt100),
        heapAt200Mb: inMb(figures.heapAt200),
        usedHeapGrowthFrom20Percent: percent(figures.heapAt20, figures.heapAt200),
        usedHeapGrowthFrom100Percent: percent(figures.heapAt100, figures.heapAt200),
      })}`,
    );
    const name = (figure: string) => `long session (${NAVIGATIONS} in-app navigations): ${figure}`;
    return [
      { name: name(`JS heap after ${NAVIGATIONS} navigations`), value: inMb(figures.heapAt200), unit: 'MB', budget: BUDGETS.heapMb },
      {
        name: name(`growth of the heap's objects (compiled code left out) from navigation ${MIDDLE_READING_AFTER} to ${NAVIGATIONS}`),
        value: percent(figures.objectsAt100, figures.objectsAt200),
        unit: '%',
        budget: BUDGETS.growthPercent,
      },
    ];
  } catch (error) {
    log(`[long-session] failed; last backend lines:\n${backendLines.last(40)}`);
    throw error;
  } finally {
    await context?.close();
    await rm(userDataDir, { recursive: true, force: true });
    await stack?.stop();
    build.remove();
    rmSync(seedFile, { force: true });
  }
};
