// A first visit on a browser with nothing cached: the app takes its config from index.html (no request for
// it), the page keeps to the Content-Security-Policy, index.html preloads the app's code and the opened page's,
// and a returning user's session is refreshed once, by the tiny entry itself, before the rest of the code has run.
import type { Page, Worker } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { portalUrl, signInAsGuest } from '../../support/e2e/portal';

jest.setTimeout(90_000);

/** Records every Content-Security-Policy violation the document reports, from its first script on. */
const CSP_VIOLATION_RECORDER = `
  window.__porticoCspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    window.__porticoCspViolations.push(event.violatedDirective + ' ' + event.blockedURI);
  });
`;

describe('a cold load of the portal', () => {
  let browser: TestBrowser;
  let page: Page;
  const requestedPaths: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    await browser.context.addInitScript({ content: CSP_VIOLATION_RECORDER });
    page = await browser.context.newPage();
    page.on('request', (request) => requestedPaths.push(new URL(request.url()).pathname));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('reads the config from index.html: no request for /.portico/app-config.json, no CSP violation', async () => {
    await signInAsGuest(page, '/catalog');
    await page.getByRole('heading', { name: /catalog/i }).first().waitFor();
    expect(requestedPaths.some((path) => path.endsWith('/.portico/app-config.json'))).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __porticoCspViolations: string[] }).__porticoCspViolations)).toEqual([]);
    expect(await page.locator('script[type="application/json"]#portico-app-config').count()).toBe(1);
  });

  it("preloads the catalog page's code when opened on /catalog, as index.html lists it", async () => {
    requestedPaths.length = 0;
    await page.goto(`${portalUrl()}/catalog`);
    await page.getByTestId('signed-in-user').waitFor();
    const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloaded.some((href) => /\/assets\/catalog-index-page-[\w-]+\.js$/.test(href))).toBe(true);
    expect(requestedPaths.some((path) => path.endsWith('/.portico/app-config.json'))).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { __porticoCspViolations: string[] }).__porticoCspViolations)).toEqual([]);
  });

  it("keeps the start's frameworks in a chunk of their own, which the page's start loads before the app's code", async () => {
    await page.goto(`${portalUrl()}/catalog`, { waitUntil: 'load' });
    const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const libraries = preloaded.find((href) => /\/assets\/start-libraries-[\w-]+\.js$/.test(href));
    const boot = preloaded.find((href) => /\/assets\/boot-[\w-]+\.js$/.test(href));
    expect(libraries).toBeDefined();
    expect(boot).toBeDefined();
    const text = async (href: string) => (await page.request.get(new URL(href, portalUrl()).toString())).text();
    // React's scheduler, which React DOM runs on, by an export name that survives minification.
    const marker = 'unstable_scheduleCallback';
    expect(await text(libraries!)).toContain(marker);
    const bootCode = await text(boot!);
    expect(bootCode).not.toContain(marker);
    expect(bootCode).toContain(libraries!.replace(/^.*\//, ''));
    const pageStart = preloaded.find((href) => /\/assets\/page-start-[\w-]+\.js$/.test(href));
    expect(pageStart).toBeDefined();
    expect(await text(pageStart!)).toContain(libraries!.replace(/^.*\//, ''));
  });

  it("refreshes a returning guest's session once, asked by the entry's own script before the rest of the code is in", async () => {
    const requests: string[] = [];
    let refreshAsked = () => undefined as void;
    const asked = new Promise<void>((resolve) => (refreshAsked = resolve));
    const onRequest = (request: { url: () => string }) => {
      const path = new URL(request.url()).pathname;
      requests.push(path);
      if (path.endsWith('/api/auth/guest/refresh')) refreshAsked();
    };
    page.on('request', onRequest);
    // For each refresh: whether the app had rendered anything (the boot code renders first thing), whether the
    // entry's script asked it, and whether the page's start (config decoding, early calls) was on its stack.
    await page.addInitScript({
      content: `window.__porticoRefreshes = [];
        const pageFetch = window.fetch;
        window.fetch = function (input, init) {
          const url = String(input && input.url ? input.url : input);
          const stack = new Error().stack || '';
          if (url.includes('/api/auth/guest/refresh')) {
            window.__porticoRefreshes.push([document.querySelector('#root > *') === null, /\\/assets\\/index-[\\w-]+\\.js/.test(stack), /page-start/.test(stack)]);
          }
          return pageFetch.call(this, input, init);
        };`,
    });
    // The page's start is held until a refresh is asked, for 15 s at most: only the entry's own script can ask it meanwhile.
    const pageStartCode = /\/assets\/page-start-[\w-]+\.js$/;
    let pageStartHeldUntil: 'refresh' | 'time' | undefined;
    await page.route(pageStartCode, async (route) => {
      pageStartHeldUntil = await Promise.race([asked.then(() => 'refresh' as const), new Promise<'time'>((resolve) => setTimeout(() => resolve('time'), 15_000))]);
      await route.continue();
    });
    try {
      await page.goto(`${portalUrl()}/catalog`);
      await page.getByTestId('signed-in-user').waitFor({ timeout: 45_000 });
      expect(pageStartHeldUntil).toBe('refresh');
      expect(await page.evaluate(() => (window as unknown as { __porticoRefreshes: boolean[][] }).__porticoRefreshes)).toEqual([[true, true, false]]);
      expect(requests.filter((path) => path.endsWith('/api/auth/guest/refresh'))).toHaveLength(1);
      expect(requests.some((path) => /\/assets\/boot-[\w-]+\.js$/.test(path))).toBe(true);
      // The page's own code is asked after the refresh, so that it does not hold the connections the refresh needs.
      const refreshAt = requests.findIndex((path) => path.endsWith('/api/auth/guest/refresh'));
      expect(requests.findIndex((path) => /\/assets\/catalog-index-page-[\w-]+\.js$/.test(path))).toBeGreaterThan(refreshAt);
    } finally {
      page.off('request', onRequest);
      await page.unroute(pageStartCode);
    }
  });

  it.each([
    ['the catalog index', '/catalog', /\/api\/catalog\/entities\/by-query$/, () => page.locator('.portico-catalog-table tbody tr').first()],
    ['an API definition tab', '/catalog/default/api/payments-api/definition', /\/api\/catalog\/entities\/by-name\/api\/default\/payments-api$/, () => page.getByRole('article', { name: 'OpenAPI definition' })],
  ])("asks %s's first call once, from the page's first script", async (_, path, call, shown) => {
    await signInAsGuest(page);
    // Each catalog call, with whether the entry's early-call chunk sent it (it is on the call's stack).
    await page.addInitScript({
      content: `if (!window.__porticoCatalogCalls) {
          window.__porticoCatalogCalls = [];
          const pageFetch = window.fetch;
          window.fetch = function (input, init) {
            const url = new URL(String(input && input.url ? input.url : input), location.href);
            const fromEntry = /\\/assets\\/early-catalog-calls-[\\w-]+\\.js/.test(new Error().stack || '');
            if (url.pathname.startsWith('/api/catalog/entities/')) window.__porticoCatalogCalls.push([url.pathname + url.search, fromEntry]);
            return pageFetch.call(this, input, init);
          };
        }`,
    });
    await page.goto(`${portalUrl()}${path}`);
    await shown().waitFor();
    const calls = (await page.evaluate(() => (window as unknown as { __porticoCatalogCalls: [string, boolean][] }).__porticoCatalogCalls)).filter(
      ([url]) => call.test(url.split('?')[0]!),
    );
    // The entry asked first; the app's own identical call took its answer rather than asking again.
    expect(calls[0]).toEqual([expect.any(String), true]);
    expect(calls.filter(([url]) => url === calls[0]![0])).toHaveLength(1);
  });

  it("starts the worker that reads a large OpenAPI definition from the page's first script, before the app's code is in", async () => {
    await signInAsGuest(page);
    const definitionCall = '**/api/catalog/entities/by-name/api/default/payments-api';
    const bootCode = /\/assets\/boot-[\w-]+\.js$/;
    // The example API's definition made large (comments at its end), as a large real one is read.
    await page.route(definitionCall, async (route) => {
      const answer = await route.fetch();
      const entity = (await answer.json()) as { spec: { definition: string } };
      entity.spec.definition = `${entity.spec.definition}\n${'# a large definition\n'.repeat(4_000)}`;
      await route.fulfill({ response: answer, json: entity });
    });
    const workers: string[] = [];
    const closedWorkers: string[] = [];
    let workerStarted = () => undefined as void;
    const started = new Promise<void>((resolve) => (workerStarted = resolve));
    const onWorker = (worker: Worker) => {
      workers.push(worker.url());
      worker.on('close', () => closedWorkers.push(worker.url()));
      workerStarted();
    };
    page.on('worker', onWorker);
    // The app's code is held until a worker runs, for 15 s at most: only the first script can start it meanwhile.
    let bootHeldUntil: 'worker' | 'time' | undefined;
    await page.route(bootCode, async (route) => {
      bootHeldUntil = await Promise.race([started.then(() => 'worker' as const), new Promise<'time'>((resolve) => setTimeout(() => resolve('time'), 15_000))]);
      await route.continue();
    });
    try {
      await page.goto(`${portalUrl()}/catalog/default/api/payments-api/definition`);
      await page.getByRole('article', { name: 'OpenAPI definition' }).getByText('Authorise a payment').first().waitFor({ timeout: 45_000 });
      expect(bootHeldUntil).toBe('worker');
      // The viewer read the definition in the worker the first script started, rather than starting its own, and
      // that worker is done once the operations show: none is left behind, idle (waiting a while for a late one).
      const deadline = Date.now() + 3_000;
      while (Date.now() < deadline && (closedWorkers.length < workers.length || workers.length < 2)) await page.waitForTimeout(100);
      expect(workers).toHaveLength(1);
      expect(closedWorkers).toEqual(workers);
    } finally {
      page.off('worker', onWorker);
      await page.unroute(bootCode);
      await page.unroute(definitionCall);
    }
  });
});
