import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { portalUrl, signInAsGuest } from '../../support/e2e/portal';

jest.setTimeout(120_000);

const openEntity = async (page: Page, path: string, title: string) => {
  await page.goto(`${portalUrl()}${path}`);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
};

describe('the home page against the embedded backend', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await signInAsGuest(page);
    // Real data for the widgets: a starred entity and a few visits.
    await openEntity(page, '/catalog/default/component/web-shop', 'Web Shop');
    if (await page.getByRole('button', { name: 'Add Web Shop to favorites' }).isVisible()) {
      await page.getByRole('button', { name: 'Add Web Shop to favorites' }).click();
    }
    await page.getByRole('button', { name: 'Remove Web Shop from favorites' }).waitFor();
    await openEntity(page, '/catalog/default/component/ledger', 'Ledger');
    await openEntity(page, '/catalog/default/component/web-shop', 'Web Shop');
    await openEntity(page, '/catalog/default/component/ledger', 'Ledger');
    await openEntity(page, '/catalog/default/component/product-catalog', 'Product Catalog');
    await page.goto(`${portalUrl()}/`);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('greets the guest by time of day, with the company logo and the world clock', async () => {
    await page.getByRole('heading', { level: 1, name: /^(Good morning|Good afternoon|Good evening|Get some rest), Guest$/ }).waitFor();
    expect(await page.getByRole('img', { name: 'Company logo' }).isVisible()).toBe(true);
    const clocks = page.getByRole('list', { name: 'World Clock' }).getByRole('listitem');
    expect(await clocks.count()).toBe(4);
    expect(await clocks.first().textContent()).toMatch(/^UTC\d{2}:\d{2}$/);
  });

  it('lists the starred entity', async () => {
    const card = page.getByRole('region', { name: 'Your Starred Entities' });
    await card.getByRole('link', { name: 'Web Shop' }).waitFor();
  });

  it('lists top and recently visited pages', async () => {
    const top = page.getByRole('region', { name: 'Top Visited' }).getByRole('listitem');
    await top.first().waitFor();
    // Two pages opened twice lead, the page opened once follows (however many visits a page view records).
    const hits = (text: string) => Number(/(\d+) visits?$/.exec(text)?.[1]);
    const topTexts = await top.allTextContents();
    expect(topTexts.slice(0, 2).map((text) => text.replace(/\d+ visits?$/, '')).sort()).toEqual(['Ledger', 'Web Shop']);
    const productCatalog = topTexts.find((text) => text.startsWith('Product Catalog'))!;
    expect(hits(topTexts[1]!)).toBeGreaterThan(hits(productCatalog));
    const recent = page.getByRole('region', { name: 'Recently Visited' }).getByRole('listitem');
    expect(await recent.first().textContent()).toBe('Product Catalogjust now');
  });

  it('lists featured docs from the catalog, linking to the docs', async () => {
    const docs = page.getByRole('region', { name: 'Featured Docs' });
    await docs.getByRole('link', { name: 'Payments Service' }).waitFor();
    expect(await docs.getByRole('link', { name: 'Web Shop' }).getAttribute('href')).toBe('/docs/default/component/web-shop/');
  });

  it('tells a joke, from the bundled list when the joke service cannot be reached', async () => {
    const card = page.getByRole('region', { name: 'Random Joke' });
    await card.locator('.portico-home__joke-setup').waitFor();
    await card.getByRole('button', { name: 'Show the punchline' }).click();
    await card.locator('.portico-home__joke-punchline').waitFor();
    expect(await card.locator('[data-joke-source]').getAttribute('data-joke-source')).toBe('offline');
    await card.getByRole('combobox', { name: 'Category' }).selectOption('dad');
    await card.getByRole('button', { name: 'Show the punchline' }).waitFor();
  });

  it('shows the toolkit and quick start, whose links lead into the portal', async () => {
    const toolkit = page.getByRole('region', { name: 'Toolkit' });
    expect(await toolkit.getByRole('link').count()).toBe(6);
    await page.getByRole('region', { name: 'Quick Start' }).getByRole('link', { name: 'Explore the catalog' }).click();
    await page.waitForURL(/\/catalog$/);
  });
});
