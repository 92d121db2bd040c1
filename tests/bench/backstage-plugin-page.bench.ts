// A page hosting an unmodified Backstage plugin, Portico beside the stock Backstage app showing the same plugin:
// @backstage-community/plugin-tech-radar 1.14.0's radar at /tech-radar, opened directly by URL, cold.
//   - Portico: built with the plugin named in its app config only (portico.backstagePlugins: TechRadarPage as a page
//     at /tech-radar, as tests/e2e/backstage-plugins/tech-radar.test.ts builds it; tests/support/tech-radar-plugin.ts),
//     where it renders in its own React 18 root (adapters/backstage-plugins).
//   - stock: the stock Backstage 1.55.0 app (stock-backstage/stock-app.ts, variant 'tech-radar': the catalog plugin
//     and the tech radar's new-frontend-system plugin, `@backstage-community/plugin-tech-radar/alpha`, whose page is
//     at /tech-radar), served as Portico is served (stock-backstage/stock-server.ts).
// Both against the same embedded backend (the bench stack) with the same data: it has no tech-radar backend, so both
// copies of the plugin get a 404 from /api/tech-radar/data and draw their built-in sample radar.
//
// Each run opens /tech-radar in a fresh browser context (empty HTTP cache) from one guest sign-in's cookies and
// local storage per app (a returning guest opening a link), the apps alternating run by run, on the loopback network
// and on Chromium's emulated 20 Mbit/s down, 5 Mbit/s up, 40 ms link. Figure: the time from navigation until the
// radar is painted (TECH_RADAR_SAMPLE: its 9 blips in the SVG and its legend's 16 quadrant-and-ring lists laid out
// and shown), at the animation frame that paints it; the ratio stock / Portico of the medians decides, with the JS
// bytes each page received before that paint (compressed, Resource Timing) beside it. The first run of each app on
// each network logs its requests as a waterfall and its long main-thread tasks, to show what waits on what.
//
//   npx tsx tests/bench/run.ts backstage-plugin-page   (~4 min on 2 shared cores once the stock app is built; the
//                                                       first time also installs and builds it, ~5–10 min)
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import { fetchGuestToken, waitForCatalog } from '../../config/dev-backend/embedded/embedded-backend-client';
import { exampleEntityRefs } from '../../config/dev-backend/embedded/example-entities';
import type { RunningStack } from '../../config/server/stack';
import { CHROMIUM_PATH } from '../support/e2e/browser';
import { TECH_RADAR_CONFIG_ENV, TECH_RADAR_PATH, TECH_RADAR_SAMPLE, TECH_RADAR_VERSION } from '../support/tech-radar-plugin';
import { median, type BenchRow } from './bench-row';
import { BackendLines, buildPortalForBench } from './bench-stack';
import { CHROMIUM_ARGS, coldLoad, formatWaterfall, returningGuestState, SLOW_NETWORK, type StorageState } from './catalog-cold.bench';
import { quietBackendConfig } from './seed/seeded-catalog';
import { pagePaintAnswer, pagePaintProbe, type PagePaintFigures, type PaintedWhen } from './stock-backstage/side-by-side-probes';
import { COMMUNITY_PLUGINS, prepareStockApp, STOCK_RELEASE } from './stock-backstage/stock-app';
import { startStockServer, type StockServer } from './stock-backstage/stock-server';
import { stockGuestState } from './stock-backstage/stock-sign-in';

const SUITE = 'backstage-plugin-page';
const RUNS = 7;
const STEP_TIMEOUT_MS = 90_000;

export const BUDGETS = {
  /** Our budget: Portico paints the plugin's page at least as fast as stock Backstage, in the same run. */
  radarPainted: 1,
  /** What we aim at (reported beside the figure, not enforced). */
  radarPaintedAim: 2,
} as const;

type AppName = 'Portico' | 'stock';
type Network = typeof SLOW_NETWORK | undefined;

/** The radar drawn, the same criterion in both apps (the same plugin code draws it). */
const RADAR_PAINTED: PaintedWhen = {
  '[data-testid="radar-entry"]': TECH_RADAR_SAMPLE.entries,
  '[data-testid="radar-ring"]': TECH_RADAR_SAMPLE.legendRings,
};
/** The plugin's own data call (answered 404 here: it then draws its sample). */
const RADAR_DATA_CALL = '/api/tech-radar/data';

interface App {
  readonly name: AppName;
  readonly url: string;
  readonly state: StorageState;
}

const networkLabel = (network: Network): string => (network ? '20/5 Mbit/s, 40 ms' : 'loopback');
const kb = (bytes: number): string => `${(bytes / 1024).toLocaleString('en', { maximumFractionDigits: 1 })} KB`;
const ms = (value: number): string => `${Math.round(value).toLocaleString('en')} ms`;
/** Cut to two decimals, never rounded up: 0.996 is not shown as meeting a budget of 1. */
const ratio = (stock: number, portico: number): number => Math.floor((stock / portico) * 100) / 100;

const measure = async (browser: Browser, apps: readonly [App, App], network: Network, log: (line: string) => void) => {
  const runs: Record<AppName, PagePaintFigures[]> = { Portico: [], stock: [] };
  const failures: Record<AppName, string[]> = { Portico: [], stock: [] };
  const load: number[] = [];
  const probe = { install: pagePaintProbe(RADAR_PAINTED), answer: pagePaintAnswer(RADAR_DATA_CALL, STEP_TIMEOUT_MS) };
  for (let round = 0; round < RUNS; round += 1) {
    for (const app of round % 2 === 0 ? apps : ([apps[1], apps[0]] as const)) {
      load.push(loadavg()[0]!);
      // A load that never paints is logged, counted in the figure's name, and tried again once in a fresh context.
      const attempt = () => coldLoad(browser, app.state, app.url, probe, network);
      const { answer, log: requests } = await attempt().catch(async (error: unknown) => {
        const failure = `${app.name}, ${networkLabel(network)}, run ${runs[app.name].length + 1}: ${error instanceof Error ? error.message : String(error)}`;
        failures[app.name].push(failure);
        log(`[${SUITE}] not painted, tried again: ${failure}`);
        return attempt();
      });
      const figures = answer as PagePaintFigures;
      runs[app.name].push(figures);
      if (runs[app.name].length === 1) {
        log(
          `[${SUITE}] ${app.name}, ${networkLabel(network)}, first cold load: radar painted ${ms(figures.paintedMs)} (first contentful paint ${ms(figures.fcpMs)}, ` +
            `radar data call answered ${ms(figures.watchedCallEndMs)}), ${kb(figures.jsBytes)} of JS in ${figures.jsFiles} files before it ` +
            `(${kb(figures.jsBytesAll)} in ${figures.jsFilesAll} within 1 s after); long tasks until the paint (start+ms): ${figures.longTasks || 'none'} ` +
            `(${ms(figures.longTasksMs)} in all); in those frames, script time by file (ms): ${figures.scriptsByFile || 'none'}; style and layout ${ms(figures.styleAndLayoutMs)}:\n${formatWaterfall(requests.entries(), figures.paintedMs).replace(/first rows painted$/, 'radar painted')}`,
        );
      }
    }
  }
  load.push(loadavg()[0]!);
  for (const app of apps) {
    const each = (pick: (entry: PagePaintFigures) => number) => runs[app.name].map((entry) => Math.round(pick(entry))).join(', ');
    log(
      `[${SUITE}] ${app.name}, ${networkLabel(network)}: radar painted ${each((entry) => entry.paintedMs)} ms; first contentful paint ${each((entry) => entry.fcpMs)} ms; ` +
        `radar data call answered ${each((entry) => entry.watchedCallEndMs)} ms; long tasks until the paint ${each((entry) => entry.longTasksMs)} ms; ` +
        `JS before the paint ${runs[app.name].map((entry) => kb(entry.jsBytes)).join(', ')}`,
    );
  }
  return { runs, failures, load: `load ${Math.min(...load).toFixed(1)}–${Math.max(...load).toFixed(1)}` };
};

export const run = async (options: { readonly log?: (line: string) => void } = {}): Promise<BenchRow[]> => {
  const log = options.log ?? ((line: string) => console.error(line));
  const cleanUps: (() => void | Promise<void>)[] = [];
  let stack: RunningStack | undefined;
  let stock: StockServer | undefined;
  let browser: Browser | undefined;
  try {
    const stockApp = await prepareStockApp(log);
    const stockRadar = COMMUNITY_PLUGINS['tech-radar']['@backstage-community/plugin-tech-radar'];
    if (stockRadar !== TECH_RADAR_VERSION) throw new Error(`The stock app installs tech-radar ${stockRadar}, Portico's build ${TECH_RADAR_VERSION}`);
    log(`[${SUITE}] stock Backstage ${STOCK_RELEASE} app with @backstage-community/plugin-tech-radar ${stockRadar} (/alpha) in ${stockApp.root} (${stockApp.note})`);
    const build = buildPortalForBench(SUITE, TECH_RADAR_CONFIG_ENV);
    cleanUps.push(() => build.remove());
    const backendLines = new BackendLines();
    try {
      stack = await build.start(quietBackendConfig(), (line) => backendLines.push(line));
      const backendUrl = stack.backendUrl;
      await waitForCatalog({ baseUrl: backendUrl, token: await fetchGuestToken(backendUrl), entityRefs: exampleEntityRefs(), timeoutMs: STEP_TIMEOUT_MS });
    } catch (error) {
      log(`[${SUITE}] failed; last backend lines:\n${backendLines.last(40)}`);
      throw error;
    }
    stock = await startStockServer(stockApp.dist['tech-radar'], stack.backendUrl);
    log(
      `[${SUITE}] Portico at ${stack.portalUrl}, stock at ${stock.url} (its build: ${stock.jsBytes.files} JS files, ${kb(stock.jsBytes.raw)} raw, ` +
        `${kb(stock.jsBytes.brotli)} Brotli); backend ${stack.backendUrl}`,
    );
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
    const radarShown = async (page: Page) => {
      await page.locator('[data-testid="radar-entry"]').nth(TECH_RADAR_SAMPLE.entries - 1).waitFor({ timeout: STEP_TIMEOUT_MS });
    };
    const apps: readonly [App, App] = [
      { name: 'Portico', url: `${stack.portalUrl}${TECH_RADAR_PATH}`, state: await returningGuestState(browser, stack.portalUrl) },
      { name: 'stock', url: `${stock.url}${TECH_RADAR_PATH}`, state: await stockGuestState(browser, stock.url, TECH_RADAR_PATH, radarShown) },
    ];
    // Not measured: each server's first answers.
    for (const app of apps) await coldLoad(browser, app.state, app.url, { install: pagePaintProbe(RADAR_PAINTED), answer: pagePaintAnswer(RADAR_DATA_CALL, STEP_TIMEOUT_MS) });

    const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'cpu'}`;
    const rows: BenchRow[] = [];
    for (const network of [undefined, SLOW_NETWORK] as const) {
      const { runs, failures, load } = await measure(browser, apps, network, log);
      const failed = apps.filter((app) => failures[app.name].length > 0).map((app) => `${app.name} not painted in ${failures[app.name].length} load(s), tried again`);
      const painted = (app: AppName) => median(runs[app].map((entry) => entry.paintedMs));
      const jsBytes = (app: AppName) => median(runs[app].map((entry) => entry.jsBytes));
      const value = ratio(painted('stock'), painted('Portico'));
      rows.push({
        name:
          `stock Backstage ${STOCK_RELEASE} / Portico, Backstage plugin page (tech-radar ${TECH_RADAR_VERSION} at ${TECH_RADAR_PATH}) cold, radar painted, ${networkLabel(network)}: ` +
          `Portico ${ms(painted('Portico'))}, stock ${ms(painted('stock'))}; JS before it Portico ${kb(jsBytes('Portico'))}, stock ${kb(jsBytes('stock'))} ` +
          `(medians of ${RUNS}, alternating; ${machine}, ${load}${failed.length ? `; ${failed.join(', ')}` : ''}) → ${value.toFixed(2)} × (aim ${BUDGETS.radarPaintedAim} ×)`,
        value,
        unit: '×',
        budget: BUDGETS.radarPainted,
        higherIsBetter: true,
      });
    }
    for (const row of rows) log(`[${SUITE}] ${row.name}`);
    return rows;
  } finally {
    await browser?.close();
    await stock?.stop();
    await stack?.stop();
    for (const step of cleanUps.reverse()) await step();
  }
};
