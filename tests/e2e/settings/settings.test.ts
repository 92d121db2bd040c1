import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { portalUrl, signInAsGuest } from '../../support/e2e/portal';

jest.setTimeout(120_000);

describe('user settings against the embedded backend', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await signInAsGuest(page, '/settings');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the identity card of the guest', async () => {
    await page.goto(`${portalUrl()}/settings`);
    const profile = page.getByRole('region', { name: 'Profile' });
    expect(await profile.getByTestId('settings-user-ref').textContent()).toBe('user:default/guest');
    // The ownership ref is named by the group's title once it has loaded.
    await profile.getByRole('link', { name: 'Storefront Team' }).waitFor();
  });

  it('changes the theme, and the choice survives a reload', async () => {
    await page.getByRole('radio', { name: 'Dark' }).click();
    await page.waitForFunction(() => document.body.classList.contains('bp6-dark'));
    await page.reload();
    await page.getByRole('radio', { name: 'Dark' }).waitFor();
    expect(await page.getByRole('radio', { name: 'Dark' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.getByRole('radio', { name: 'Light' }).click();
    await page.waitForFunction(() => !document.body.classList.contains('bp6-dark'));
  });

  it('unpins the sidebar for the shell too, and keeps it unpinned', async () => {
    await page.getByRole('switch', { name: 'Pin Sidebar' }).click({ force: true });
    const pinButton = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Pin sidebar' });
    expect(await pinButton.getAttribute('aria-pressed')).toBe('false');
    await page.reload();
    expect(await page.getByRole('switch', { name: 'Pin Sidebar' }).isChecked()).toBe(false);
    await page.getByRole('switch', { name: 'Pin Sidebar' }).click({ force: true });
  });

  it('switches a feature flag, filters the flags, and the flag survives a reload', async () => {
    await page.getByRole('tab', { name: 'Feature Flags' }).click();
    await page.waitForURL(`${portalUrl()}/settings/feature-flags`);
    const wide = page.getByRole('switch', { name: 'techdocs-wide-content' });
    await wide.click({ force: true });
    expect(await wide.isChecked()).toBe(true);
    await page.getByRole('textbox', { name: 'Filter' }).fill('palette');
    expect(await wide.count()).toBe(0);
    await page.getByRole('switch', { name: 'command-palette-show-refs' }).waitFor();
    await page.reload();
    expect(await page.getByRole('switch', { name: 'techdocs-wide-content' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('featureFlags'))).toBe('["techdocs-wide-content"]');
  });

  it('lists the configured providers with Sign out for the current one', async () => {
    await page.getByRole('tab', { name: 'Authentication Providers' }).click();
    const guest = page.getByRole('row', { name: 'Guest' });
    await guest.getByText('Current').waitFor();
    await guest.getByRole('button', { name: 'Sign out Guest' }).waitFor();
    expect(await page.getByRole('row', { name: 'Custom User' }).getByRole('button').count()).toBe(0);
  });
});
