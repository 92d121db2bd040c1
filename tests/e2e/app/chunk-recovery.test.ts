import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { signInAsGuest } from '../../support/e2e/portal';

jest.setTimeout(90_000);

// A page's code that cannot be downloaded (a chunk gone after a redeploy, a dropped connection) shows the
// chunk-load message; once the network is back, Retry loads the page without reloading the portal.

describe('recovery from a chunk that failed to download', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the chunk-load message, and Retry loads the page once the chunk downloads again', async () => {
    await signInAsGuest(page, '/');
    const network = { up: false };
    await page.route(/\/assets\/catalog-index-page-[\w-]+\.js(\?retry=\d+)?$/, (route) => (network.up ? route.continue() : route.abort('internetdisconnected')));
    browser.console.expect('net::ERR_INTERNET_DISCONNECTED', 'Failed to fetch dynamically imported module');
    // Marks this document: a page reload would lose it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Catalog' }).click();
    await page.getByText(/^Lazy loaded chunk failed to load, try to reload the page: /).waitFor();
    await page.getByRole('button', { name: 'Reload page' }).waitFor();

    network.up = true;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: 'Catalog', level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  it("shows the chunk-load message with a reload when the page's own start cannot be downloaded, and the reload recovers", async () => {
    await signInAsGuest(page, '/');
    const network = { up: false };
    const pageStart = /\/assets\/page-start-[\w-]+\.js$/;
    await page.route(pageStart, (route) => (network.up ? route.continue() : route.abort('internetdisconnected')));
    browser.console.expect('net::ERR_INTERNET_DISCONNECTED', 'Failed to fetch dynamically imported module');
    try {
      await page.goto(`${new URL(page.url()).origin}/catalog`);
      await page.getByRole('alert').getByText(/^Lazy loaded chunk failed to load, try to reload the page: /).waitFor();
      network.up = true;
      await page.getByRole('button', { name: 'Reload page' }).click();
      await page.getByRole('heading', { name: 'Catalog', level: 1 }).waitFor();
    } finally {
      await page.unroute(pageStart);
    }
  });
});
