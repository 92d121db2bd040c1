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

  it('keeps the sidebar readable as navigation and the skip link readable in both themes; collapsed, sign-out fits', async () => {
    /** WCAG contrast of an element's text colour on its background colour (both opaque here). */
    const contrastOf = (selector: string) =>
      page.evaluate((css) => {
        const element = document.querySelector<HTMLElement>(css)!;
        const style = getComputedStyle(element);
        const channels = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
        const luminance = (colour: string) => {
          const [r = 0, g = 0, b = 0] = channels(colour).map((value) => {
            const c = value / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort((a, b) => b - a) as [number, number];
        return (light + 0.05) / (dark + 0.05);
      }, selector);
    for (const theme of ['Dark', 'Light']) {
      await page.goto(`${portalUrl()}/settings`);
      await page.getByRole('radio', { name: theme }).click();
      await page.waitForFunction((dark) => document.body.classList.contains('bp6-dark') === dark, theme === 'Dark');
      // Sidebar labels have the sidebar's text colour, not the theme's link colour, and no underline.
      const [itemColour, navColour, decoration] = await page.evaluate(() => {
        const item = document.querySelector('.portico-sidebar a.portico-sidebar__item')!;
        return [getComputedStyle(item).color, getComputedStyle(document.querySelector('.portico-sidebar')!).color, getComputedStyle(item).textDecorationLine];
      });
      expect(itemColour).toBe(navColour);
      expect(decoration).toBe('none');
      await page.locator('a.portico-skip-link').focus();
      await page.locator('a.portico-skip-link:focus').waitFor();
      expect(await contrastOf('a.portico-skip-link')).toBeGreaterThanOrEqual(4.5);
    }

    // Unpinned, with the mouse away, the collapsed sidebar still shows the whole sign-out button.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('button', { name: 'Pin sidebar' }).click();
    await page.mouse.move(900, 400);
    await page.waitForFunction(() => document.querySelector('.portico-sidebar')?.getAttribute('data-open') === 'false');
    await page.waitForFunction(() => document.querySelector<HTMLElement>('.portico-sidebar')!.getBoundingClientRect().width <= 72);
    const sidebar = (await page.locator('.portico-sidebar').boundingBox())!;
    const signOut = (await nav.getByRole('button', { name: 'Sign out' }).boundingBox())!;
    expect(signOut.x + signOut.width).toBeLessThanOrEqual(sidebar.x + sidebar.width);
    const pin = nav.getByRole('button', { name: 'Pin sidebar' });
    expect(await pin.getAttribute('aria-pressed')).toBe('false');
    expect(await pin.getAttribute('title')).toBe('Pin sidebar: off (the sidebar opens on hover)');
    await pin.click();
    await page.waitForFunction(() => document.querySelector('.portico-sidebar')?.getAttribute('data-open') === 'true');
    expect(await pin.getAttribute('aria-pressed')).toBe('true');
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
