import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { portalUrl, signInAsGuest } from '../../support/e2e/portal';

jest.setTimeout(120_000);

describe('command palette against the embedded backend', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await signInAsGuest(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('jumps to an entity by keyboard alone', async () => {
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Command palette' });
    await input.waitFor();
    expect(await input.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type('payments serv');
    const option = page.getByRole('group', { name: 'Entities' }).getByRole('option', { name: /Payments Service/ });
    await option.waitFor();
    await expectEventually(async () => (await option.getAttribute('aria-selected')) === 'true');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await page.keyboard.press('Enter');
    await page.waitForURL(`${portalUrl()}/catalog/default/component/payments`);
    await page.getByRole('heading', { name: 'Payments Service' }).first().waitFor();
  });

  it('offers the last pick first, and runs actions from the keyboard', async () => {
    await page.keyboard.press('Control+k');
    const recent = page.getByRole('group', { name: 'Recent' }).getByRole('option').first();
    await recent.waitFor();
    expect(await recent.textContent()).toContain('Payments Service');
    await page.keyboard.type('toggle theme');
    await expectEventually(async () => (await page.getByRole('option', { selected: true }).textContent())?.includes('Toggle light/dark theme') ?? false);
    const before = await page.evaluate(() => document.body.classList.contains('bp6-dark'));
    await page.keyboard.press('Enter');
    await expectEventually(async () => (await page.evaluate(() => document.body.classList.contains('bp6-dark'))) !== before);
  });

  it('goes to a page with the arrow keys and closes with Escape', async () => {
    await page.keyboard.press('Control+k');
    await page.keyboard.type('docs');
    const docs = page.getByRole('group', { name: 'Pages' }).getByRole('option', { name: /Docs/ });
    await docs.waitFor();
    while ((await docs.getAttribute('aria-selected')) !== 'true') await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${portalUrl()}/docs`);
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Command palette' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('combobox', { name: 'Command palette' }).waitFor({ state: 'detached' });
  });
});

const expectEventually = async (check: () => Promise<boolean>, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
};
