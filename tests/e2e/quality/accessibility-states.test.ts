// The pages as users leave them after clicking: every tab of every kind of entity page, and the dialogs and
// drawers opened over them, in both themes.
import type { Locator, Page } from 'playwright-core';
import { seriousViolations } from '../../support/e2e/axe';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { portalUrl, signInAsGuest } from '../../support/e2e/portal';
import { pageSettled, waitUntil } from '../../support/e2e/settled';

jest.setTimeout(300_000);

/** One entity of each kind of the example catalog. */
const ENTITY_PAGES = [
  '/catalog/default/component/payments',
  '/catalog/default/api/payments-api',
  '/catalog/default/system/payments-platform',
  '/catalog/default/domain/commerce',
  '/catalog/default/group/team-payments',
  '/catalog/default/user/jane.doe',
] as const;

const describeViolations = (violations: Awaited<ReturnType<typeof seriousViolations>>) =>
  violations.map((violation) => `${violation.impact} ${violation.id}: ${violation.help} (${violation.targets.join(', ')})`).join('\n');

/** Blueprint's overlays (dialogs, drawers, popovers) fade in over this long. */
const OVERLAY_TRANSITION_MS = 300;

/** A tab's content has loaded when nothing in the page says it is still loading. */
const contentLoaded = async (page: Page): Promise<void> => {
  await waitUntil(async () => (await page.locator('main [role="progressbar"], main .bp6-skeleton').count()) === 0, 'the tab to load', 60_000);
  await pageSettled(page);
};

describe('accessibility after interaction: no critical or serious axe violations', () => {
  let browser: TestBrowser;
  let page: Page;
  const problems: string[] = [];

  const check = async (state: string): Promise<void> => {
    let violations = await seriousViolations(page);
    if (violations.length > 0) {
      // An overlay still fading in blends its colours with the page below (axe counts the opacity): what is left once
      // every transition has ended is what people read, so a violation must still be there after a second look.
      await page.waitForTimeout(OVERLAY_TRANSITION_MS);
      await pageSettled(page);
      violations = await seriousViolations(page);
    }
    const found = describeViolations(violations);
    if (found) problems.push(`${state}\n${found}`);
  };

  beforeEach(() => {
    problems.length = 0;
  });

  const expand = async (region: Locator, name: RegExp): Promise<void> => {
    const toggle = region.getByRole('button', { name }).first();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  };

  const entityTabs = (): Locator => page.getByRole('navigation', { name: 'Entity sections' }).getByRole('tab');

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const theme of ['light', 'dark'] as const) {
    describe(`in the ${theme} theme`, () => {
      beforeAll(async () => {
        await page.goto(portalUrl());
        await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
        await signInAsGuest(page);
      });

      it('on every tab of every kind of entity page', async () => {
        for (const path of ENTITY_PAGES) {
          await page.goto(`${portalUrl()}${path}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          const names = await entityTabs().allTextContents();
          expect(names.length).toBeGreaterThan(0);
          for (const name of names) {
            await entityTabs().filter({ hasText: name }).first().click();
            await page.getByRole('tab', { name, selected: true }).first().waitFor();
            await contentLoaded(page);
            await check(`${path}, tab ${name}`);
          }
        }
        expect(problems.join('\n\n')).toBe('');
      });

      it('in the dialogs and drawers', async () => {
        await page.goto(`${portalUrl()}/catalog/default/component/payments`);
        await page.getByRole('heading', { name: 'About' }).waitFor();

        await page.getByRole('button', { name: 'More actions' }).click();
        await page.getByRole('menu').waitFor();
        await pageSettled(page);
        await check('entity context menu');
        await page.getByRole('menuitem', { name: 'Unregister entity' }).click();
        const unregister = page.getByRole('dialog');
        await unregister.getByRole('button', { name: 'Cancel' }).waitFor();
        await contentLoaded(page);
        await pageSettled(page);
        await check('unregister dialog');
        await unregister.getByRole('button', { name: 'Cancel' }).click();
        await unregister.waitFor({ state: 'detached' });

        for (const tab of ['overview', 'ancestry', 'colocated', 'json', 'yaml']) {
          await page.goto(`${portalUrl()}/catalog/default/component/payments?inspect=${tab}`);
          await page.getByRole('dialog').waitFor();
          await contentLoaded(page);
          await check(`inspect dialog, ${tab}`);
        }
        await page.keyboard.press('Escape');

        await page.keyboard.press('Control+k');
        await page.getByRole('combobox', { name: 'Command palette' }).waitFor();
        await page.keyboard.type('pay');
        await page.getByRole('option').first().waitFor();
        await pageSettled(page);
        await check('command palette with options');
        await page.keyboard.press('Escape');

        await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Search' }).click();
        const search = page.getByRole('dialog', { name: 'Search' });
        await search.getByRole('searchbox', { name: 'Search' }).fill('payments');
        await search.locator('article, [role="option"], li').first().waitFor();
        await pageSettled(page);
        await check('search dialog with results');
        await page.keyboard.press('Escape');

        await page.goto(`${portalUrl()}/catalog/default/component/payments/kubernetes`);
        const cluster = page.getByRole('region', { name: 'Cluster Local fixture cluster' });
        await expand(cluster, /Local fixture cluster/);
        const deployment = cluster.getByRole('region', { name: 'Deployment payments-api' });
        await expand(deployment, /payments-api/);
        await deployment.getByRole('row').nth(1).waitFor();
        await pageSettled(page);
        await check('kubernetes tab, cluster and deployment expanded');
        await deployment.getByRole('button', { name: /^payments-api-/ }).first().click();
        const drawer = page.getByRole('dialog', { name: /^Pod payments-api-/ });
        await drawer.getByRole('region', { name: 'Events' }).waitFor();
        await pageSettled(page);
        await check('pod drawer');
        await drawer.getByRole('button', { name: /^Logs of / }).first().click();
        // The logs open in a dialog over the drawer.
        await waitUntil(async () => (await page.getByRole('dialog').count()) > 1, 'the logs dialog', 30_000).catch(async (error: Error) => {
          const open = await page.getByRole('dialog').evaluateAll((dialogs) => dialogs.map((dialog) => dialog.textContent?.slice(0, 120)));
          throw new Error(`${error.message}; dialogs open: ${JSON.stringify(open)}`);
        });
        const logs = page.getByRole('dialog').last();
        await waitUntil(async () => (await logs.locator('[role="progressbar"]').count()) === 0, 'the logs to load', 60_000);
        await pageSettled(page);
        await check('container logs dialog');

        expect(problems.join('\n\n')).toBe('');
      });

      it("on every step of the template wizard and on the import page's steps", async () => {
        await page.goto(`${portalUrl()}/create/templates/default/create-node-service`);
        await page.getByRole('heading', { name: 'Node.js service', level: 1 }).waitFor();
        await contentLoaded(page);
        await check('template wizard, first step');
        await page.getByLabel(/^Name/).fill('axe-check');
        await page.getByRole('combobox', { name: /^Owner/ }).click();
        await page.getByRole('option', { name: /team-storefront/ }).click();
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('region', { name: 'Choose how it runs' }).waitFor();
        await pageSettled(page);
        await check('template wizard, second step (first step done)');
        await page.getByRole('button', { name: 'Next' }).click();
        await page.getByRole('region', { name: 'Choose a location' }).waitFor();
        await page.getByLabel(/^Owner/).fill('acme');
        await page.getByLabel(/^Repository/, { exact: false }).last().fill('axe-check');
        await page.getByRole('button', { name: 'Review' }).click();
        await page.getByRole('table', { name: 'Review and create' }).waitFor();
        await pageSettled(page);
        await check('template wizard, review step');

        await page.goto(`${portalUrl()}/catalog-import`);
        await page.getByRole('list', { name: 'Import steps' }).waitFor();
        await contentLoaded(page);
        await check('import page, first step');

        expect(problems.join('\n\n')).toBe('');
      });
    });
  }
});
