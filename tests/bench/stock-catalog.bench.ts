// Portico beside a stock Backstage app (stock-backstage/stock-app.ts: Backstage 1.55.0's released frontend packages,
// the catalog plugin's index page with its default cursor pagination and its default entity page, guest sign-in,
// built by `backstage-cli package build`), both against the SAME embedded backend seeded with 10,000 entities (as
// catalog-10k seeds it), each app served the same way from the bench process (stock-backstage/stock-server.ts: the
// backend through Portico's own proxy on the app's origin, files from memory with Portico's compression).
//
// Figures, on the loopback network and on Chromium's emulated 20 Mbit/s down, 5 Mbit/s up, 40 ms link, each the
// ratio stock / Portico of the medians of RUNS runs per app, the apps alternating run by run (who goes first
// alternates too):
//   - cold first row for a returning guest: a fresh browser context (empty HTTP cache) from one guest sign-in's
//     cookies and local storage opens /catalog?filters[kind]=component&filters[user]=all (the index of every
//     component: the guest owns a few, and the filter below must find components it does not own);
//   - text filter typed as soon as the first row shows, in that same load: a component's full name put into the
//     search box in the frame after the first row's paint, until the one matching row is painted (both apps
//     debounce the box by 250 ms: included). Each run filters for another component;
//   - entity page after a click on a catalog row (the app's files in the HTTP cache, as for a person already in
//     it): until the overview's About and relation cards show their content with the related entities loaded
//     (stock's relation cards show nothing until their tables of related entities; Portico's show the refs at
//     once and name them when the entities arrive: that second state is the one timed). Another row each run;
//   - JS bytes as sent (compressed) that the browser received before the first row (Resource Timing).
// Each row names both absolute medians, the machine and its load average; only the ratio has a budget. The first
// run of each app logs its requests as a waterfall (ms after navigation), to show what waits on what.
//
//   npx tsx tests/bench/run.ts stock-catalog-10k     (the first time also installs and builds the stock app,
//                                                    ~5–10 min; then ~10–15 min on 2 shared cores)
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { RunningStack } from '../../config/server/stack';
import type { Entity } from '../../domain/catalog/entity';
import { CHROMIUM_PATH } from '../support/e2e/browser';
import { median, type BenchRow } from './bench-row';
import { buildPortalForBench } from './bench-stack';
import { CallsInFlight } from './calls-in-flight';
import { CHROMIUM_ARGS, coldLoad, formatWaterfall, NetworkLog, returningGuestState, SLOW_NETWORK, VIEWPORT, type StorageState } from './catalog-cold.bench';
import { seedAndStart, startAgainstSeeded } from './catalog-index.bench';
import { generateCatalog } from './seed/generate-catalog';
import { seededBackendFromEnv } from './seed/seeded-backend';
import {
  coldLoadAnswer,
  coldLoadProbe,
  entityPageProbe,
  PORTICO_ENTITY_PAGE,
  PORTICO_SELECTORS,
  rowsShownAnswer,
  STOCK_ENTITY_PAGE,
  STOCK_SELECTORS,
  type AppSelectors,
  type ColdLoadFigures,
  type EntityPageDone,
  type EntityPageFigures,
} from './stock-backstage/side-by-side-probes';
import { prepareStockApp, STOCK_RELEASE } from './stock-backstage/stock-app';
import { startStockServer, type StockServer } from './stock-backstage/stock-server';

const SUITE = 'stock-catalog-10k';
const ENTITIES = 10_000;
const RUNS = 7;
const STEP_TIMEOUT_MS = 90_000;
/** The index of every component, in both apps (Backstage's catalog URL query). */
const CATALOG_PATH = '/catalog?filters%5Bkind%5D=component&filters%5Buser%5D=all';

/** Our budgets: how many times faster (or lighter) Portico is than stock Backstage, measured in the same run. */
export const BUDGETS = {
  coldFirstRow: 3,
  filter: 1.5,
  entityPage: 2,
  jsBytes: 3.5,
} as const;

type AppName = 'Portico' | 'stock';

const settings = { entities: ENTITIES, runs: RUNS };

interface App {
  readonly name: AppName;
  readonly origin: string;
  readonly selectors: AppSelectors;
  readonly entityPage: EntityPageDone;
  readonly state: StorageState;
}

/** A guest signs in to the stock app once (its sign-in page's Guest card), as returningGuestState does for Portico. */
const stockGuestState = async (browser: Browser, origin: string): Promise<StorageState> => {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${CATALOG_PATH}`);
    await page.getByRole('button', { name: 'Enter' }).click();
    await page.evaluate(rowsShownAnswer(STOCK_SELECTORS, STEP_TIMEOUT_MS));
    return await context.storageState();
  } finally {
    await context.close();
  }
};

/**
 * Components whose full name no other entity's name contains (a four-digit number ends it): a filter for one
 * leaves one row. Spread over the alphabet, in a fixed order.
 */
const uniqueComponentNames = (entities: readonly Entity[]): string[] => {
  const names = entities.filter((entity) => entity.kind === 'Component' && /-\d{4}$/.test(entity.metadata.name)).map((entity) => entity.metadata.name);
  const step = 37;
  return names.map((_, index) => names[(index * step) % names.length]!).filter((name, index, all) => all.indexOf(name) === index);
};

const kb = (bytes: number): string => `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} KB`;
const ms = (value: number): string => `${Math.round(value).toLocaleString('en')} ms`;
const ratio = (stock: number, portico: number): number => Math.round((stock / portico) * 100) / 100;

/** The machine's 1-minute load average, sampled while a figure is measured. */
class LoadSamples {
  private readonly samples: number[] = [];
  sample(): void {
    this.samples.push(loadavg()[0]!);
  }
  text(): string {
    if (this.samples.length === 0) return 'load ?';
    const [low, high] = [Math.min(...this.samples), Math.max(...this.samples)];
    return `load ${low.toFixed(1)}–${high.toFixed(1)}`;
  }
}

interface NetworkFigures {
  readonly cold: Record<AppName, ColdLoadFigures[]>;
  readonly coldLoad: LoadSamples;
  readonly entity: Record<AppName, EntityPageFigures[]>;
  readonly entityLoad: LoadSamples;
}

type Network = typeof SLOW_NETWORK | undefined;
const networkLabel = (network: Network): string => (network ? '20/5 Mbit/s, 40 ms' : 'loopback');

const measureColdLoads = async (
  browser: Browser,
  apps: readonly [App, App],
  terms: string[],
  network: Network,
  log: (line: string) => void,
): Promise<{ cold: Record<AppName, ColdLoadFigures[]>; load: LoadSamples }> => {
  const cold: Record<AppName, ColdLoadFigures[]> = { Portico: [], stock: [] };
  const load = new LoadSamples();
  for (let round = 0; round < settings.runs; round += 1) {
    for (const app of round % 2 === 0 ? apps : ([apps[1], apps[0]] as const)) {
      const term = terms.shift();
      if (!term) throw new Error('out of filter terms');
      load.sample();
      const probe = { install: coldLoadProbe(app.selectors, term), answer: coldLoadAnswer(STEP_TIMEOUT_MS) };
      const { answer, log: requests } = await coldLoad(browser, app.state, `${app.origin}${CATALOG_PATH}`, probe, network);
      const figures = answer as ColdLoadFigures;
      cold[app.name].push(figures);
      if (round < 2 && cold[app.name].length === 1) {
        log(
          `[${SUITE}] ${app.name}, ${networkLabel(network)}, first cold load (first row ${ms(figures.firstRowMs)}, ${kb(figures.jsBytes)} of JS in ${figures.jsFiles} files before it; ` +
            `'${term}' typed at ${ms(figures.typedAtMs)}, its row ${ms(figures.filterMs)} later):\n` +
            `${formatWaterfall(requests.entries(), figures.firstRowMs).replace(/first rows painted$/, 'first row painted')}\n` +
            `  ${String(Math.round(figures.typedAtMs)).padStart(5)}       filter typed\n` +
            `  ${String(Math.round(figures.typedAtMs + figures.filterMs)).padStart(5)}       its one row painted`,
        );
      }
    }
  }
  load.sample();
  for (const app of apps) {
    const runs = cold[app.name];
    log(
      `[${SUITE}] ${app.name}, ${networkLabel(network)}: first row ${runs.map((run) => Math.round(run.firstRowMs)).join(', ')} ms; ` +
        `filter ${runs.map((run) => Math.round(run.filterMs)).join(', ')} ms; JS before the first row ${runs.map((run) => kb(run.jsBytes)).join(', ')}`,
    );
  }
  return { cold, load };
};

/** The app's catalog index in `page`, its rows shown and its calls answered. */
const openCatalog = async (page: Page, app: App, inFlight: CallsInFlight): Promise<void> => {
  await page.goto(`${app.origin}${CATALOG_PATH}`, { waitUntil: 'commit' });
  await page.evaluate(rowsShownAnswer(app.selectors, STEP_TIMEOUT_MS));
  await inFlight.settle(300, STEP_TIMEOUT_MS);
};

const measureEntityPages = async (
  browser: Browser,
  apps: readonly [App, App],
  network: Network,
  log: (line: string) => void,
): Promise<{ entity: Record<AppName, EntityPageFigures[]>; load: LoadSamples }> => {
  const entity: Record<AppName, EntityPageFigures[]> = { Portico: [], stock: [] };
  const load = new LoadSamples();
  const sessions = await Promise.all(
    apps.map(async (app) => {
      const context = await browser.newContext({ storageState: app.state, viewport: VIEWPORT });
      const page = await context.newPage();
      if (network) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', network);
      }
      return { app, context, page, inFlight: new CallsInFlight(page, '/api/', `${app.name}'s backend calls`) };
    }),
  );
  try {
    // Not measured: one visit of the index and of an entity page, so that the app's files are in the HTTP cache.
    for (const { app, page, inFlight } of sessions) {
      await openCatalog(page, app, inFlight);
      await page.evaluate(entityPageProbe(app.selectors, app.entityPage, 0, STEP_TIMEOUT_MS));
      await inFlight.settle(300, STEP_TIMEOUT_MS);
    }
    for (let round = 0; round < settings.runs; round += 1) {
      for (const session of round % 2 === 0 ? sessions : [...sessions].reverse()) {
        const { app, page, inFlight } = session;
        await openCatalog(page, app, inFlight);
        const requests = round === 0 ? new NetworkLog(page) : undefined;
        load.sample();
        const figures = (await page.evaluate(entityPageProbe(app.selectors, app.entityPage, round + 1, STEP_TIMEOUT_MS))) as EntityPageFigures;
        entity[app.name].push(figures);
        await inFlight.settle(300, STEP_TIMEOUT_MS);
        if (requests) {
          const after = requests.entries().filter((entry) => entry.label.includes('/api/'));
          log(`[${SUITE}] ${app.name}, ${networkLabel(network)}, entity page ${figures.path} (${ms(figures.cardsMs)}); calls (ms after the catalog's navigation):\n${after.map((entry) => `  ${entry.startMs}–${entry.endMs} ${entry.label}`).join('\n')}`);
        }
      }
    }
    load.sample();
  } finally {
    for (const { context } of sessions) await context.close();
  }
  for (const app of apps) {
    log(`[${SUITE}] ${app.name}, ${networkLabel(network)}: entity page ${entity[app.name].map((run) => `${Math.round(run.cardsMs)} (${run.path.split('/').pop()})`).join(', ')} ms`);
  }
  return { entity, load };
};

export interface SideBySideOptions {
  readonly log?: (line: string) => void;
  /** For a quick try of the suite itself: fewer entities (no budget is worth anything then) and runs. */
  readonly entities?: number;
  readonly runs?: number;
}

export const run = async (options: SideBySideOptions = {}): Promise<BenchRow[]> => {
  const log = options.log ?? ((line: string) => console.error(line));
  settings.entities = options.entities ?? ENTITIES;
  settings.runs = options.runs ?? RUNS;
  const cleanUps: (() => void | Promise<void>)[] = [];
  let stack: RunningStack | undefined;
  let stock: StockServer | undefined;
  let browser: Browser | undefined;
  try {
    const stockApp = await prepareStockApp(log);
    log(`[${SUITE}] stock Backstage ${STOCK_RELEASE} app in ${stockApp.root} (${stockApp.note}); packages: ${Object.entries(stockApp.installed).map(([name, version]) => `${name.replace('@backstage/', '')} ${version}`).join(', ')}`);
    const build = buildPortalForBench(SUITE);
    cleanUps.push(() => build.remove());
    const benchOptions = { entities: settings.entities, seedingBudgetS: 600, seedTimeoutMs: 30 * 60_000 };
    const seeded = seededBackendFromEnv();
    const started = seeded
      ? await startAgainstSeeded(build, seeded, benchOptions)
      : await seedAndStart(build, benchOptions, SUITE, log, (step) => cleanUps.push(step));
    stack = started.stack;
    stock = await startStockServer(stockApp.dist.catalog, stack.backendUrl);
    log(
      `[${SUITE}] seeded in ${started.seedingS} s; Portico at ${stack.portalUrl}, stock at ${stock.url} ` +
        `(its build: ${stock.jsBytes.files} JS files, ${kb(stock.jsBytes.raw)} raw, ${kb(stock.jsBytes.brotli)} Brotli); backend ${stack.backendUrl}`,
    );
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    const apps: readonly [App, App] = [
      { name: 'Portico', origin: stack.portalUrl, selectors: PORTICO_SELECTORS, entityPage: PORTICO_ENTITY_PAGE, state: await returningGuestState(browser, stack.portalUrl) },
      { name: 'stock', origin: stock.url, selectors: STOCK_SELECTORS, entityPage: STOCK_ENTITY_PAGE, state: await stockGuestState(browser, stock.url) },
    ];
    const terms = uniqueComponentNames(generateCatalog(settings.entities));
    // Not measured: each server's first answers.
    for (const app of apps) {
      const probe = { install: coldLoadProbe(app.selectors, terms.shift()!), answer: coldLoadAnswer(STEP_TIMEOUT_MS) };
      await coldLoad(browser, app.state, `${app.origin}${CATALOG_PATH}`, probe);
    }

    const byNetwork = new Map<Network, NetworkFigures>();
    for (const network of [undefined, SLOW_NETWORK] as const) {
      const { cold, load: coldLoadSamples } = await measureColdLoads(browser, apps, terms, network, log);
      byNetwork.set(network, { cold, coldLoad: coldLoadSamples, entity: { Portico: [], stock: [] }, entityLoad: new LoadSamples() });
    }
    for (const network of [undefined, SLOW_NETWORK] as const) {
      const { entity, load } = await measureEntityPages(browser, apps, network, log);
      byNetwork.set(network, { ...byNetwork.get(network)!, entity, entityLoad: load });
    }

    const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}`;
    const rows: BenchRow[] = [];
    const compare = (figure: string, network: Network, portico: number, stockValue: number, format: (value: number) => string, load: LoadSamples, budget: number) => {
      const value = ratio(stockValue, portico);
      rows.push({
        name:
          `stock Backstage ${STOCK_RELEASE} / Portico, catalog ${settings.entities / 1000}k, ${figure}, ${networkLabel(network)}: Portico ${format(portico)}, stock ${format(stockValue)} ` +
          `(medians of ${settings.runs}, alternating; ${machine}, ${load.text()}) → ${value.toFixed(2)} ×`,
        value,
        unit: '×',
        budget,
        higherIsBetter: true,
      });
    };
    for (const network of [undefined, SLOW_NETWORK] as const) {
      const figures = byNetwork.get(network)!;
      const medianOf = (app: AppName, pick: (run: ColdLoadFigures) => number) => median(figures.cold[app].map(pick));
      compare('cold first row, returning guest', network, medianOf('Portico', (run) => run.firstRowMs), medianOf('stock', (run) => run.firstRowMs), ms, figures.coldLoad, BUDGETS.coldFirstRow);
      compare('text filter typed at the first row, to its one row', network, medianOf('Portico', (run) => run.filterMs), medianOf('stock', (run) => run.filterMs), ms, figures.coldLoad, BUDGETS.filter);
      const entityMedian = (app: AppName) => median(figures.entity[app].map((run) => run.cardsMs));
      compare('entity page after a click on a row (About and relation cards, related entities loaded)', network, entityMedian('Portico'), entityMedian('stock'), ms, figures.entityLoad, BUDGETS.entityPage);
    }
    const loopback = byNetwork.get(undefined)!;
    const jsMedian = (app: AppName) => median(loopback.cold[app].map((run) => run.jsBytes));
    compare('JS bytes as sent (compressed) before the first row', undefined, jsMedian('Portico'), jsMedian('stock'), kb, loopback.coldLoad, BUDGETS.jsBytes);
    for (const row of rows) log(`[${SUITE}] ${row.name}`);
    return rows;
  } finally {
    await browser?.close();
    await stock?.stop();
    await stack?.stop();
    for (const step of cleanUps.reverse()) await step();
  }
};
