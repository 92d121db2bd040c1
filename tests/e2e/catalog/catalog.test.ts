import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { portalUrl, signInAsGuest } from '../../support/e2e/portal';

jest.setTimeout(90_000);

const table = (page: Page) => page.locator('.portico-catalog-table tbody');
const rowNames = async (page: Page): Promise<string[]> =>
  (await table(page).locator('tr td:first-child').allTextContents()).map((text) => text.trim());

/**
 * Waits until the table shows exactly these entity names (in order), leaving out the `e2e-…` components
 * that the import and scaffolder e2e files register meanwhile in the same backend (owned by team-storefront).
 */
const expectRows = async (page: Page, rows: string[]) => {
  const names = rows.filter((name) => !name.startsWith('e2e-'));
  try {
    await page.waitForFunction(
      (expected) =>
        JSON.stringify(
          [...document.querySelectorAll('.portico-catalog-table tbody tr td:first-child')]
            .map((cell) => cell.textContent?.trim())
            .filter((name) => !name?.startsWith('e2e-')),
        ) === JSON.stringify(expected),
      names,
      { timeout: 15_000 },
    );
  } catch {
    throw new Error(`Expected rows ${JSON.stringify(names)} at ${page.url()}, saw ${JSON.stringify(await rowNames(page))}`);
  }
};

/** Waits until only the kind filter is left in the URL (after a filter was cleared). */
const onlyKindFilter = (page: Page) =>
  page.waitForFunction(() => [...new URLSearchParams(window.location.search).keys()].filter((key) => key.startsWith('filters[')).length === 1);

describe('catalog: index, filters, paging, stars, entity page', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(portalUrl()).origin });
    await signInAsGuest(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lists the example components, sorted by name', async () => {
    await page.goto(`${portalUrl()}/catalog`);
    await page.getByRole('heading', { name: /Component \(\d+\)/ }).waitFor();
    await table(page).locator('tr').first().waitFor();
    const names = await rowNames(page);
    expect(names).toContain('Payments Service');
    expect(names.length).toBeGreaterThanOrEqual(9);
  });

  it('filters by text, type, owner, lifecycle, tags, kind, and owned/starred', async () => {
    await page.getByLabel('Search').fill('ledger');
    await expectRows(page, ['Ledger']);
    expect(page.url()).toContain('filters%5Btext%5D=ledger');
    await page.getByLabel('Search').fill('');
    await page.waitForFunction(() => document.querySelectorAll('.portico-catalog-table tbody tr').length >= 9);

    await page.locator('label.bp6-checkbox', { hasText: /^website/ }).click();
    await expectRows(page, ['Web Shop']);
    await page.locator('label.bp6-checkbox', { hasText: /^website/ }).click();
    await onlyKindFilter(page);

    await page.locator('label.bp6-checkbox', { hasText: /^deprecated/ }).click();
    await expectRows(page, ['Legacy Invoicing', 'Money Utils']);
    await page.locator('label.bp6-checkbox', { hasText: /^deprecated/ }).click();
    await onlyKindFilter(page);

    await page.locator('label.bp6-checkbox', { hasText: /^go \(/ }).click();
    await expectRows(page, ['Ledger']);
    await page.locator('label.bp6-checkbox', { hasText: /^go \(/ }).click();
    await onlyKindFilter(page);

    // Owners are listed by name, their references in tooltips.
    const alice = page.locator('label.bp6-checkbox', { hasText: /^Alice Wong/ });
    expect(await alice.locator('[title]').first().getAttribute('title')).toBe('user:default/alice.wong');
    await alice.click();
    await expectRows(page, ['UI Kit']);
    await alice.click();
    await onlyKindFilter(page);

    // The guest is a member of team-storefront: 'Owned' lists that team's components.
    await page.locator('label', { hasText: /^Owned$/ }).click();
    await expectRows(page, ['Checkout', 'Product Catalog', 'Web Shop']);
    await page.locator('label', { hasText: /^All$/ }).click();
    await onlyKindFilter(page);

    await page.getByLabel('Kind').selectOption('api');
    await page.getByRole('heading', { name: /API \(5\)/ }).waitFor();
    await page.getByLabel('Kind').selectOption('component');
    await page.getByRole('heading', { name: /Component \(/ }).waitFor();
  });

  it("writes 'All kinds' one way, and names a kind the catalog has none of instead of listing 'All (0)'", async () => {
    await page.getByLabel('Kind').selectOption('');
    await page.getByRole('heading', { name: /^All \(\d+\)$/ }).waitFor();
    const search = new URL(page.url()).searchParams;
    expect(search.get('filters[user]')).toBe('all');
    expect(search.has('filters[kind]')).toBe(false);

    await page.goto(`${portalUrl()}/catalog?filters%5Bkind%5D=all`);
    await page.getByRole('heading', { name: "No entities of kind 'all'" }).waitFor();
    expect(await page.getByRole('heading', { name: /\(0\)/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Show all kinds' }).click();
    await page.getByRole('heading', { name: /^All \(\d+\)$/ }).waitFor();

    await page.goto(`${portalUrl()}/catalog?filters%5Bkind%5D=`);
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('filters[user]') === 'all');
    await page.goto(`${portalUrl()}/catalog`);
    await page.getByRole('heading', { name: /Component \(\d+\)/ }).waitFor();
  });

  it('pages through the results with cursors', async () => {
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('5');
    await page.waitForFunction(() => document.querySelectorAll('.portico-catalog-table tbody tr').length === 5);
    const first = await rowNames(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForFunction((before) => document.querySelector('.portico-catalog-table tbody tr td')?.textContent?.trim() !== before, first[0]);
    const second = await rowNames(page);
    expect(second.some((name) => first.includes(name))).toBe(false);
    await page.getByRole('button', { name: 'Previous' }).click();
    await expectRows(page, first);
  });

  it('stars an entity, finds it under Starred, and keeps the star after a reload', async () => {
    await page.goto(`${portalUrl()}/catalog`);
    await page.getByRole('button', { name: 'Add Checkout to favorites' }).click();
    await page.getByRole('button', { name: 'Remove Checkout from favorites' }).waitFor();
    await page.locator('label', { hasText: /^Starred$/ }).click();
    await expectRows(page, ['Checkout']);
    await page.reload();
    await expectRows(page, ['Checkout']);
  });

  it('opens an entity page with its header, about card and relations', async () => {
    await page.goto(`${portalUrl()}/catalog`);
    await page.getByRole('link', { name: 'Payments Service' }).click();
    await page.getByRole('heading', { name: 'Payments Service', level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/catalog\/default\/component\/payments$/);
    await page.getByRole('heading', { name: 'About' }).waitFor();
    // Relation links start from the ref and then show the loaded entity's title.
    await page.getByLabel('Provided APIs').getByRole('link', { name: 'Payments API' }).waitFor();
  });

  it('uses every context menu item and inspect tab', async () => {
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Copy entity URL' }).click();
    await page.getByText('Copied!').waitFor();

    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Inspect entity' }).click();
    await page.waitForURL(/inspect=overview/);
    for (const tab of ['Ancestry', 'Colocated', 'Raw JSON', 'Raw YAML']) {
      await page.getByRole('tab', { name: tab }).click();
    }
    await page.getByLabel('Raw YAML').getByText('name: payments').first().waitFor();
    expect(page.url()).toContain('inspect=yaml');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !window.location.search.includes('inspect'));

    await page.goto(`${portalUrl()}/catalog/default/component/payments?inspect=ancestry`);
    await page.getByText('This is the ancestry of entities above the current one').waitFor();
    await page.keyboard.press('Escape');
  });

  it('deletes an entity through the unregister dialog and shows the success message', async () => {
    await page.goto(`${portalUrl()}/catalog/default/component/legacy-invoicing`);
    await page.getByRole('heading', { name: 'Legacy Invoicing', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Unregister entity' }).click();
    const dialog = page.getByRole('dialog');
    // The example entities come from locations in the backend's config, not registered ones: only deletion is offered.
    await dialog.getByText(/This entity does not seem to originate from a registered location/).waitFor();
    await dialog.getByRole('button', { name: 'Delete Entity' }).click();
    await page.getByText('Removed entity Legacy Invoicing').waitFor();
    await page.waitForURL(/\/catalog$/);
  });

  it("shows 'Entity was not found' for a bad ref", async () => {
    browser.console.expect('/api/catalog/entities/by-name/component/default/does-not-exist]');
    await page.goto(`${portalUrl()}/catalog/default/component/does-not-exist`);
    await page.getByText('Entity was not found').waitFor();
    expect(await page.getByText('There is no component with the requested kind, namespace, and name.').isVisible()).toBe(true);
  });
});
