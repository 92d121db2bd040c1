import type { Page } from 'playwright-core';
import { seriousViolations } from '../../support/e2e/axe';
import { PHONE } from '../../support/e2e/browser';
import { guestPageForTests } from '../../support/e2e/guest-page';
import { portalUrl } from '../../support/e2e/portal';
import { pageSettled } from '../../support/e2e/settled';

jest.setTimeout(120_000);

/** How far the page or the catalog's results scroll sideways (0 when everything fits). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => {
    const results = document.querySelector('.portico-catalog-results');
    const wrap = document.querySelector('.portico-table-wrap');
    return Math.max(
      document.documentElement.scrollWidth - document.documentElement.clientWidth,
      results ? results.scrollWidth - results.clientWidth : 0,
      wrap ? wrap.scrollWidth - wrap.clientWidth : 0,
    );
  });

/** Whether the element lies wholly inside the window, sideways. */
const inWindow = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
  });

const openCatalog = async (page: Page) => {
  await page.goto(`${portalUrl()}/catalog`);
  await page.getByRole('heading', { name: /Component \(\d+\)/ }).waitFor();
  await page.getByRole('button', { name: /^Add .+ to favorites$/ }).first().waitFor();
};

describe('catalog index at laptop widths', () => {
  const session = guestPageForTests();

  it.each([
    [1400, 900],
    [1280, 800],
    [1024, 768],
  ])('at %i×%i the rows fit their column, their star and edit actions in view', async (width, height) => {
    const { page } = session;
    await page.setViewportSize({ width, height });
    await openCatalog(page);
    await page.waitForFunction(() => document.querySelector('.portico-catalog-results')?.getAttribute('data-layout'));
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await inWindow(page, 'button[aria-label^="Add "][aria-label$=" to favorites"]')).toBe(true);
    expect(await inWindow(page, '[aria-label^="Edit "]')).toBe(true);
    // The filters stay beside the rows from 768 px up.
    expect(await page.getByRole('complementary', { name: 'Filters' }).isVisible()).toBe(true);
  });

  it('at 1280×800 keeps a table, and a description cut short shows whole in its title', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1280, height: 800 });
    await openCatalog(page);
    expect(await page.locator('.portico-catalog-table').count()).toBe(1);
    const description = page.locator('.portico-catalog-description').first();
    expect(await description.getAttribute('title')).toBe(await description.textContent());
  });
});

describe('a group page at a laptop width', () => {
  const session = guestPageForTests();

  it('leads with what the group owns and its members, the relations graph below; About has no empty component fields', async () => {
    const { page } = session;
    await page.goto(`${portalUrl()}/catalog/default/group/team-payments`);
    const ownership = page.getByRole('heading', { name: 'Ownership' });
    const members = page.getByRole('heading', { name: /^Members/ });
    const relations = page.getByRole('heading', { name: 'Relations' });
    await Promise.all([ownership.waitFor(), members.waitFor(), relations.waitFor()]);
    const top = async (locator: typeof ownership) => (await locator.boundingBox())!.y;
    expect(await top(ownership)).toBeLessThan(await top(relations));
    expect(await top(members)).toBeLessThan(await top(relations));
    // Both start within the first screen.
    expect(await top(ownership)).toBeLessThan(800);
    expect(await top(members)).toBeLessThan(800);
    const about = page.locator('.portico-card', { has: page.getByRole('heading', { name: 'About' }) });
    expect(await about.locator('dt').allTextContents()).toEqual(['Type']);
  });

  it('labels each edge of the relations graph with one relation name, on the edge', async () => {
    const { page } = session;
    const graph = page.getByRole('group', { name: 'Relations of group:default/team-payments' });
    await graph.locator('.portico-graph-edge text').first().waitFor();
    const labels = await graph.locator('.portico-graph-edge text').allTextContents();
    expect(labels).toContain('ownerOf');
    expect(labels.every((label) => !label.includes('/'))).toBe(true);
  });
});

describe('the catalog and entity pages on a phone (390 px, touch)', () => {
  const session = guestPageForTests(PHONE);

  it('lists the rows as stacked cards near the top, with no sideways scroll', async () => {
    const { page } = session;
    await openCatalog(page);
    expect(await page.locator('.portico-catalog-table').count()).toBe(0);
    const firstCard = await page.locator('.portico-catalog-card').first().boundingBox();
    expect(firstCard!.y).toBeLessThan(300);
    expect(await sidewaysScroll(page)).toBe(0);
    expect(await inWindow(page, '.portico-catalog-card button[aria-label$=" to favorites"]')).toBe(true);
  });

  it('keeps the filters in a drawer, opened and closed from the keyboard', async () => {
    const { page } = session;
    await openCatalog(page);
    expect(await page.getByRole('complementary', { name: 'Filters' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Filters' }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor();
    await drawer.getByRole('checkbox', { name: /^service/ }).focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(() => new URLSearchParams(window.location.search).getAll('filters[type]').includes('service'));
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor();
  });

  it.each(['light', 'dark'] as const)('has no critical or serious axe violations in the stacked rows and the filter drawer (%s theme)', async (theme) => {
    const { page } = session;
    await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
    await openCatalog(page);
    await pageSettled(page);
    const describe = (violations: Awaited<ReturnType<typeof seriousViolations>>) => violations.map((violation) => `${violation.id} ${violation.targets.join(', ')}`);
    expect(describe(await seriousViolations(page))).toEqual([]);
    await page.getByRole('button', { name: /^Filters/ }).click();
    await page.getByRole('dialog', { name: /^Filters/ }).waitFor();
    await pageSettled(page);
    expect(describe(await seriousViolations(page))).toEqual([]);
    await page.keyboard.press('Escape');
    await page.evaluate(() => window.localStorage.setItem('theme', 'light'));
  });

  it.each([
    ['a component', '/catalog/default/component/payments'],
    ['an API', '/catalog/default/api/payments-api'],
    ['a system', '/catalog/default/system/payments-platform'],
    ['a group', '/catalog/default/group/team-payments'],
    ['a user', '/catalog/default/user/john.smith'],
    ['a resource', '/catalog/default/resource/payments-db'],
  ])('shows %s page without sideways scroll', async (_kind, path) => {
    const { page } = session;
    await page.goto(`${portalUrl()}${path}`);
    await page.locator('.portico-graph-node').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('.portico-card')].filter((card) => card.getBoundingClientRect().right > window.innerWidth + 1).length,
    );
    expect(overflowing).toBe(0);
  });

  it('shows an entity page without sideways scroll, its relations graph fitted to the card with touch hints', async () => {
    const { page } = session;
    await page.goto(`${portalUrl()}/catalog/default/component/payments`);
    const graph = page.getByRole('group', { name: 'Relations of component:default/payments' });
    await graph.locator('.portico-graph-node').first().waitFor();
    await page.getByText('Tap the graph, then pinch to zoom and drag to move').waitFor();
    expect(await page.getByText(/mouse wheel/).count()).toBe(0);
    const fitted = await graph.evaluate((svg) => {
      const viewport = svg.closest('.portico-graph__viewport')!;
      return svg.getBoundingClientRect().width <= viewport.clientWidth + 1 && viewport.scrollWidth <= viewport.clientWidth;
    });
    expect(fitted).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
});
