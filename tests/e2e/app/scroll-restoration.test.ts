import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { portalUrl, signInAsGuest } from '../../support/e2e/portal';

jest.setTimeout(120_000);

/** A page opened anew starts at its top; back returns to where the person was, as browsers do for loaded pages. */
describe('scroll position across navigations in the app', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    // A short window, so that the catalog's first page scrolls.
    browser = await launchBrowser({ viewport: { width: 1280, height: 420 } });
    page = await browser.context.newPage();
    await signInAsGuest(page, '/catalog');
  });

  afterAll(async () => {
    await browser?.close();
  });

  const scrollY = () => page.evaluate(() => window.scrollY);

  it('opens an entity at its top after scrolling the catalog, and back returns to the same place', async () => {
    await page.goto(`${portalUrl()}/catalog`);
    const table = page.getByRole('table').first();
    await table.getByRole('link').first().waitFor();
    const rows = table.getByRole('row');
    const last = rows.last();
    await last.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => window.scrollY > 100);
    const left = await scrollY();

    await last.getByRole('link').first().click();
    await page.waitForURL(/\/catalog\/[^/]+\/[^/]+\/[^/]+/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForFunction(() => window.scrollY === 0);

    // Down the entity page, then a link elsewhere: the other page opens at its top too.
    await page.mouse.wheel(0, 600);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Docs' }).click();
    await page.waitForURL(`${portalUrl()}/docs`);
    await page.waitForFunction(() => window.scrollY === 0);

    await page.goBack();
    await page.goBack();
    await page.waitForURL(`${portalUrl()}/catalog`);
    await page.waitForFunction((top) => Math.abs(window.scrollY - top) <= 2, left);
  });
});
