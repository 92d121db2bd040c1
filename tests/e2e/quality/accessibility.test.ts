import type { Page } from 'playwright-core';
import { seriousViolations } from '../../support/e2e/axe';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { portalUrl, signInAsGuest } from '../../support/e2e/portal';
import { pageSettled } from '../../support/e2e/settled';

jest.setTimeout(180_000);

/** Every route of the portal with what to wait for before checking it. */
const ROUTES: ReadonlyArray<{ path: string; ready: (page: Page) => Promise<unknown> }> = [
  { path: '/', ready: (page) => page.getByTestId('identity-user-ref').waitFor() },
  { path: '/catalog', ready: (page) => page.locator('.portico-catalog-table tbody tr').first().waitFor() },
  { path: '/catalog/default/component/payments', ready: (page) => page.getByRole('heading', { name: 'About' }).waitFor() },
  { path: '/catalog/default/group/team-storefront', ready: (page) => page.getByRole('heading', { name: /^Members/ }).waitFor() },
  { path: '/catalog/default/component/payments?inspect=overview', ready: (page) => page.getByRole('dialog').waitFor() },
  { path: '/catalog/default/component/payments/kubernetes', ready: (page) => page.getByRole('heading', { name: 'Your Clusters' }).waitFor() },
  { path: '/no/such/page', ready: (page) => page.getByText('PAGE NOT FOUND').waitFor() },
];

const describeViolations = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
  violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.targets.join(', ')})`).join('\n');

describe('accessibility: no critical or serious axe violations', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });

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
