// Opening an entity from the catalog: the embedded backend seeded with 10,000 entities (as catalog-10k seeds
// them), the built portal, headless Chromium signed in as guest. Each run opens /catalog (the app from the
// HTTP cache, as for a person already in the portal), waits until the rows are painted and the catalog calls
// are answered, then clicks the entity link of another row (another component each run, so no answer comes
// from the query cache) and times from the click until the entity page's About card and relation cards are
// painted with their content. A second figure waits also for the links in those cards to be named by their
// loaded entities. The first run logs its requests as a waterfall from the click.
//
//   npx tsx tests/bench/run.ts entity-page      (about 3–5 minutes on 2 shared cores: seeding dominates)
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { CallsInFlight } from './calls-in-flight';
import type { RunningStack } from '../../config/server/stack';
import { launchBrowser } from '../support/e2e/browser';
import { signInAsGuest } from '../support/e2e/portal';
import { median, type BenchRow } from './bench-row';
import { buildPortalForBench } from './bench-stack';
import { formatWaterfall, NetworkLog } from './catalog-cold.bench';
import { seedAndStart, startAgainstSeeded } from './catalog-index.bench';
import { FIRST_ROWS_PROBE, firstRowsProbe } from './catalog-index-page';
import { COMPONENT_RELATION_CARDS, entityPageProbe, type EntityPageTimes } from './entity-page-probe';
import { seededBackendFromEnv } from './seed/seeded-backend';

const ENTITIES = 10_000;
const RUNS = 7;
const STEP_TIMEOUT_MS = 60_000;

export const BUDGETS = {
  /** Required: a click on a catalog row paints the entity page's About and relation cards within 250 ms. */
  entityPageMs: 250,
  /**
   * Our budget: the names of the entities those cards link to follow in one batched call (sent 50 ms after the
   * links render) that a SQLite backend answers after the graph card's calls.
   */
  linksNamedMs: 500,
} as const;


/** When the first request after the click started, in ms since the epoch (the network log counts from it). */
const firstRequestStart = (page: Page): { readonly epochMs: () => number | undefined; stop(): void } => {
  let earliest: number | undefined;
  const onFinished = (request: Request) => {
    const start = request.timing().startTime;
    if (earliest === undefined || start < earliest) earliest = start;
  };
  page.on('requestfinished', onFinished);
  return { epochMs: () => earliest, stop: () => page.off('requestfinished', onFinished) };
};

interface Figures {
  readonly cards: number[];
  readonly titles: number[];
}

const openCatalog = async (page: Page, catalogUrl: string, inFlight: CallsInFlight): Promise<void> => {
  await page.goto(catalogUrl, { waitUntil: 'commit' });
  await page.evaluate(firstRowsProbe(STEP_TIMEOUT_MS));
  await inFlight.settle(300, STEP_TIMEOUT_MS);
};

const measureInBrowser = async (portalUrl: string, suite: string, log: (line: string) => void): Promise<Figures> => {
  // signInAsGuest opens the portal named by the e2e environment variable.
  process.env.PORTICO_E2E_PORTAL_URL = portalUrl;
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    const inFlight = new CallsInFlight(page, '/api/', 'backend calls');
    await signInAsGuest(page);
    await browser.context.addInitScript({ content: FIRST_ROWS_PROBE });
    const catalogUrl = `${portalUrl}/catalog`;
    const openEntity = async (row: number): Promise<EntityPageTimes> =>
      (await page.evaluate(entityPageProbe(row, COMPONENT_RELATION_CARDS, STEP_TIMEOUT_MS))) as EntityPageTimes;

    // Not measured: one visit of the catalog and of an entity page, so that the measured runs find the app's
    // files in the HTTP cache, as a person already using the portal does.
    await openCatalog(page, catalogUrl, inFlight);
    await openEntity(0);
    await inFlight.settle(300, STEP_TIMEOUT_MS);

    const cards: number[] = [];
    const titles: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await openCatalog(page, catalogUrl, inFlight);
      const network = run === 0 ? new NetworkLog(page) : undefined;
      const firstRequest = run === 0 ? firstRequestStart(page) : undefined;
      const times = await openEntity(run + 1);
      cards.push(times.cardsMs);
      titles.push(times.titlesMs);
      if (network && firstRequest) {
        await inFlight.settle(300, STEP_TIMEOUT_MS);
        firstRequest.stop();
        const offset = Math.round((firstRequest.epochMs() ?? times.clickedAtEpochMs) - times.clickedAtEpochMs);
        log(
          `[${suite}] ${times.path}, first run (cards ${Math.round(times.cardsMs)} ms, links named ${Math.round(times.titlesMs)} ms); ` +
            `requests from the first one after the click, which started ${offset} ms after it:\n` +
            formatWaterfall(network.entries(), times.cardsMs - offset).replace(/first rows painted$/, 'About and relation cards painted'),
        );
      }
    }
    log(`[${suite}] cards painted: ${cards.map(Math.round).join(', ')} ms; links named: ${titles.map(Math.round).join(', ')} ms`);
    return { cards, titles };
  } catch (error) {
    const screenshot = join(tmpdir(), `portico-bench-failure-${Date.now()}.png`);
    await browser.context.pages()[0]?.screenshot({ path: screenshot }).catch(() => undefined);
    throw new Error(`${error instanceof Error ? error.message : String(error)} (screenshot: ${screenshot})`);
  } finally {
    await browser.close();
  }
};

export const run = async (options: { readonly log?: (line: string) => void } = {}): Promise<BenchRow[]> => {
  const log = options.log ?? ((line: string) => console.error(line));
  const suite = 'entity-page';
  const cleanUps: (() => void | Promise<void>)[] = [];
  let stack: RunningStack | undefined;
  try {
    const build = buildPortalForBench(suite);
    cleanUps.push(() => build.remove());
    const benchOptions = { entities: ENTITIES, seedingBudgetS: 600, seedTimeoutMs: 30 * 60_000 };
    const seeded = seededBackendFromEnv();
    const started = seeded
      ? await startAgainstSeeded(build, seeded, benchOptions)
      : await seedAndStart(build, benchOptions, suite, log, (step) => cleanUps.push(step));
    stack = started.stack;
    log(`[${suite}] seeded in ${started.seedingS} s; measuring in Chromium`);
    const figures = await measureInBrowser(stack.portalUrl, suite, log);
    const round = (value: number) => Math.round(value);
    return [
      {
        name: `entity page 10k: About and relation cards after a click on a catalog row (median of ${RUNS})`,
        value: round(median(figures.cards)),
        unit: 'ms',
        budget: BUDGETS.entityPageMs,
      },
      {
        name: `entity page 10k: the same with their links named by the loaded entities (median of ${RUNS})`,
        value: round(median(figures.titles)),
        unit: 'ms',
        budget: BUDGETS.linksNamedMs,
      },
    ];
  } finally {
    await stack?.stop();
    for (const step of cleanUps.reverse()) await step();
  }
};
