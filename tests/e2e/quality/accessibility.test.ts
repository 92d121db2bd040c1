import type { Page } from 'playwright-core';
import { seriousViolations } from '../../support/e2e/axe';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { backendUrl, portalUrl, signInAsGuest } from '../../support/e2e/portal';
import { pageSettled } from '../../support/e2e/settled';
import { waitForSearchIndex } from '../search/wait-for-search-index';

jest.setTimeout(180_000);

const searchResults = (page: Page) => page.getByRole('region', { name: 'Search results' });

/** Search with results of every type (catalog entities, docs pages with their entity suffix) and the owner suggestions open. */
const SEARCH_ROUTES: ReadonlyArray<{ path: string; ready: (page: Page) => Promise<unknown> }> = [
  { path: '/search?query=a', ready: (page) => searchResults(page).locator('article').first().waitFor() },
  {
    path: '/search?query=a&types[]=software-catalog',
    ready: (page) => searchResults(page).locator('article').first().waitFor(),
  },
  {
    path: '/search?query=a&types[]=techdocs',
    ready: (page) => searchResults(page).locator('.portico-search-result__entity').first().waitFor(),
  },
  {
    path: '/search?query=a&filters[owner]=group:default/team-storefront',
    ready: async (page) => {
      await searchResults(page).locator('article').first().waitFor();
      await page.getByRole('combobox', { name: 'Owner' }).fill('team');
      await page.getByRole('listbox', { name: 'Owner suggestions' }).getByRole('option').first().waitFor();
    },
  },
];

/** Every settings tab. */
const SETTINGS_ROUTES: ReadonlyArray<{ path: string; ready: (page: Page) => Promise<unknown> }> = [
  { path: '/settings', ready: (page) => page.getByRole('region', { name: 'Page themes' }).waitFor() },
  { path: '/settings/auth-providers', ready: (page) => page.getByRole('tabpanel', { name: 'Authentication Providers' }).waitFor() },
  { path: '/settings/feature-flags', ready: (page) => page.getByRole('tabpanel', { name: 'Feature Flags' }).waitFor() },
];

/** Every route of the portal with what to wait for before checking it. */
const ROUTES: ReadonlyArray<{ path: string; ready: (page: Page) => Promise<unknown> }> = [
  { path: '/', ready: (page) => page.getByTestId('identity-user-ref').waitFor() },
  { path: '/catalog', ready: (page) => page.locator('.portico-catalog-table tbody tr').first().waitFor() },
  { path: '/catalog/default/component/payments', ready: (page) => page.getByRole('heading', { name: 'About' }).waitFor() },
  { path: '/catalog/default/group/team-storefront', ready: (page) => page.getByRole('heading', { name: /^Members/ }).waitFor() },
  { path: '/catalog/default/component/payments?inspect=overview', ready: (page) => page.getByRole('dialog').waitFor() },
  { path: '/catalog/default/component/payments/kubernetes', ready: (page) => page.getByRole('heading', { name: 'Your Clusters' }).waitFor() },
  { path: '/no/such/page', ready: (page) => page.getByText('PAGE NOT FOUND').waitFor() },
  ...SEARCH_ROUTES,
  ...SETTINGS_ROUTES,
];

const describeViolations = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
  violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.targets.join(', ')})`).join('\n');

describe('accessibility: no critical or serious axe violations', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    // The search routes are checked with results of every type, so both indexes must have been built.
    await waitForSearchIndex(backendUrl(), 'payments');
    await waitForSearchIndex(backendUrl(), 'failover', 120_000, 'techdocs');
    browser = await launchBrowser();
    page = await browser.context.newPage();
  }, 300_000);

  afterAll(async () => {
    await browser?.close();
  });

  it('on the sign-in page', async () => {
    await page.goto(portalUrl());
    await page.getByRole('heading', { name: 'Guest' }).waitFor();
    expect(describeViolations(await seriousViolations(page))).toBe('');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`on every route in the ${theme} theme`, async () => {
      await page.goto(portalUrl());
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
      await signInAsGuest(page);
      const problems: string[] = [];
      for (const route of ROUTES) {
        await page.goto(`${portalUrl()}${route.path}`);
        await route.ready(page);
        // Colours are checked once transitions (theme, overlays fading in) have ended.
        await pageSettled(page);
        const found = describeViolations(await seriousViolations(page));
        if (found) problems.push(`${route.path}\n${found}`);
      }
      expect(problems.join('\n\n')).toBe('');
    });
  }
});
