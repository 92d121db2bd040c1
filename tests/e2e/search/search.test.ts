import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { backendUrl, portalUrl, signInAsGuest } from '../../support/e2e/portal';
import { fetchGuestToken, waitForFirstSearchIndex } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { waitForSearchIndex } from './wait-for-search-index';

jest.setTimeout(180_000);

describe("the start's wait for the embedded backend's first search index", () => {
  it('ends once a search of the catalog answers', async () => {
    expect(await waitForFirstSearchIndex({ baseUrl: backendUrl() })).toBe('built');
    const token = await fetchGuestToken(backendUrl());
    const response = await fetch(`${backendUrl()}/api/search/query?term=payments&types%5B0%5D=software-catalog`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
  });
});

describe('search against the embedded backend', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    await waitForSearchIndex(backendUrl(), 'payments');
    // The docs collator reads each example site's search/search_index.json (config/dev-backend/examples/techdocs).
    await waitForSearchIndex(backendUrl(), 'failover', 120_000, 'techdocs');
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await signInAsGuest(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  const results = () => page.getByRole('region', { name: 'Search results' });

  it('finds example entities with the search term highlighted', async () => {
    await page.goto(`${portalUrl()}/search`);
    await page.getByRole('searchbox', { name: 'Search' }).fill('payments');
    // The docs site's home page is titled 'Payments Service' too ('Payments Service | <entity title>').
    const service = results().getByRole('link', { name: 'Payments Service', exact: true });
    await service.waitFor();
    expect(await service.getAttribute('href')).toBe('/catalog/default/component/payments');
    expect(await service.locator('mark').first().textContent()).toBe('Payments');
    expect(page.url()).toBe(`${portalUrl()}/search?query=payments`);
    // Per-type counts come from the backend ('{number} results').
    await page.getByRole('button', { name: /^All\s*\d+ results$/ }).waitFor();
  });

  it('says in words that the index is being built while the backend answers MissingIndexError, and shows the results once it answers', async () => {
    browser.console.expect(/status of 500 \(Internal Server Error\)/);
    let refused = 0;
    await page.route('**/api/search/query?**', async (route) => {
      const asked = new URL(route.request().url()).searchParams;
      // The result page's query, not the per-type counts (asked with pageLimit 0).
      if (asked.get('term') !== 'ledger' || asked.get('pageLimit') === '0' || refused >= 2) return route.continue();
      refused += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { name: 'MissingIndexError', message: 'Missing index for software-catalog.' }, response: { statusCode: 500 } }),
      });
    });
    try {
      await page.goto(`${portalUrl()}/search?query=ledger`);
      await page.getByText('The search index is being built').waitFor();
      await results().getByRole('link', { name: 'Ledger', exact: true }).waitFor({ timeout: 30_000 });
      expect(await page.getByText('The search index is being built').count()).toBe(0);
      expect(refused).toBe(2);
    } finally {
      await page.unroute('**/api/search/query?**');
    }
  });

  it('filters by type and kind', async () => {
    await page.goto(`${portalUrl()}/search?query=payments`);
    await page.getByRole('button', { name: /^Software Catalog/ }).click();
    await page.waitForURL(/types%5B%5D=software-catalog/);
    await page.getByRole('combobox', { name: 'Kind' }).selectOption('API');
    await page.waitForURL(/filters%5Bkind%5D=API/);
    await results().getByRole('link', { name: /^Payments API/ }).waitFor();
    await expectEventually(async () => {
      const kinds = await results().locator('article').evaluateAll((articles) => articles.map((article) => article.querySelector('[title="kind"]')?.textContent));
      return kinds.length > 0 && kinds.every((kind) => kind === 'API');
    });
  });

  it('keeps a filtered search to the term, and the counts agree with the list ("1 result")', async () => {
    await page.goto(`${portalUrl()}/search?query=refund&types%5B%5D=software-catalog&filters%5Bkind%5D=Component`);
    await results().getByRole('link', { name: 'Ledger', exact: true }).waitFor();
    const titles = await results().locator('article h3').allTextContents();
    expect(titles).toEqual(['Ledger']);
    const catalog = page.getByRole('button', { name: /^Software Catalog/ });
    await expectEventually(async () => /^Software Catalog\s*1 result$/.test((await catalog.textContent()) ?? ''));
    const all = Number(/(\d+) results?$/.exec((await page.getByRole('button', { name: /^All/ }).textContent()) ?? '')?.[1]);
    const docs = Number(/(\d+) results?$/.exec((await page.getByRole('button', { name: /^Documentation/ }).textContent()) ?? '')?.[1] ?? 0);
    expect(all).toBe(1 + docs);
  });

  it('pages through the results, and a new term starts at the first page again', async () => {
    await page.goto(`${portalUrl()}/search?query=payments`);
    await page.getByRole('combobox', { name: 'Results per page' }).selectOption('10');
    await expectEventually(async () => (await results().locator('article').count()) === 10);
    const firstPage = await results().locator('article h3').allTextContents();
    await page.getByRole('button', { name: 'Next page' }).click();
    await page.waitForURL(/pageCursor=MQ%3D%3D/);
    await page.getByText('Page 2', { exact: true }).waitFor();
    await expectEventually(async () => {
      const secondPage = await results().locator('article h3').allTextContents();
      return secondPage.length > 0 && secondPage.every((title) => !firstPage.includes(title));
    });
    await page.getByRole('searchbox', { name: 'Search' }).fill('ledger');
    await page.waitForURL((url) => url.searchParams.get('query') === 'ledger' && !url.searchParams.has('pageCursor'));
    await page.getByText('Page 1', { exact: true }).waitFor();
  });

  it('finds a page of the example docs sites under Documentation, with the term highlighted', async () => {
    await page.goto(`${portalUrl()}/search?query=failover`);
    await page.getByRole('button', { name: /^Documentation/ }).click();
    await page.waitForURL(/types%5B%5D=techdocs/);
    const section = results().getByRole('link', { name: /^Database failover/ });
    await section.waitFor();
    expect(await section.getAttribute('href')).toBe('/docs/default/component/payments/runbook/#database-failover');
    expect(await section.textContent()).toContain('Payments Service');
    expect(await section.locator('mark').first().textContent()).toBe('failover');
    const article = results().getByRole('article', { name: 'Database failover' });
    expect(await article.locator('.portico-search-result__tags').textContent()).toContain('Documentation');
    await expectEventually(async () => {
      const types = await results().locator('article .portico-search-result__tags').allTextContents();
      return types.length > 0 && types.every((tags) => tags.startsWith('Documentation'));
    });
    await section.click();
    await page.waitForURL(`${portalUrl()}/docs/default/component/payments/runbook/#database-failover`);
    await page.getByTestId('docs-content').locator('h2#database-failover').waitFor();
  });

  it('shows the no-results text when nothing is found', async () => {
    await page.goto(`${portalUrl()}/search?query=zzzqqqxxx`);
    await page.getByText('Sorry, no results were found.').waitFor();
  });

  it('opens the search modal from the sidebar and goes to a result', async () => {
    await page.goto(`${portalUrl()}/`);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('ledger');
    await dialog.getByRole('option').filter({ has: page.locator('.portico-search-result__title', { hasText: /^Ledger$/ }) }).click();
    await page.waitForURL(`${portalUrl()}/catalog/default/component/ledger`);
    await dialog.waitFor({ state: 'detached' });
  });

  it('the "/" dialog: exact match first, ↓ and Enter open a result, one scroll area, "View full results" in view', async () => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${portalUrl()}/catalog`);
    await page.getByRole('heading', { name: 'Catalog', level: 1 }).waitFor();
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByRole('searchbox', { name: 'Search' });
    await input.fill('checkout');
    const options = dialog.getByRole('option');
    const title = (option: ReturnType<typeof options.first>) => option.locator('.portico-search-result__title').textContent();
    await options.first().waitFor();
    await expectEventually(async () => (await title(options.first())) === 'Checkout');
    expect(await options.count()).toBeGreaterThan(3);
    const full = dialog.getByRole('link', { name: 'View full results' });
    const box = (await full.boundingBox())!;
    const dialogBox = (await dialog.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(Math.min(900, dialogBox.y + dialogBox.height));
    const scrollers = await dialog.evaluate((element) =>
      [element, ...element.querySelectorAll('*')].filter((node) => {
        const style = getComputedStyle(node);
        return /(auto|scroll)/.test(style.overflowY) && node.scrollHeight > node.clientHeight;
      }).length,
    );
    expect(scrollers).toBe(1);
    await page.keyboard.press('ArrowDown');
    const second = await title(dialog.locator(`[id="${await input.getAttribute('aria-activedescendant')}"]`));
    expect(second).not.toBe('Checkout');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).not.toBe('/catalog');
  });
});

const expectEventually = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
