// The usual start of a browser test file: one Chromium for the file's tests, a page signed in as the guest, closed
// when the file's tests end.
import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from './browser';
import { portalUrl, signInAsGuest } from './portal';

type Screen = Parameters<typeof launchBrowser>[0];

export interface GuestPage {
  readonly browser: TestBrowser;
  readonly page: Page;
}

/**
 * Registers the file's (or describe block's) beforeAll and afterAll; what it returns holds the browser and the page
 * once beforeAll has run. On a phone the signed-in user does not show (no sidebar): signed in once the catalog shows.
 */
export const guestPageForTests = (screen?: Screen): GuestPage => {
  const session = {} as { browser: TestBrowser; page: Page };
  beforeAll(async () => {
    session.browser = await launchBrowser(screen);
    session.page = await session.browser.context.newPage();
    if (screen?.isMobile) {
      await session.page.goto(`${portalUrl()}/catalog`);
      await session.page.getByLabel('Guest sign-in').getByRole('button', { name: 'Sign In' }).click();
      await session.page.getByRole('heading', { name: 'Catalog', level: 1 }).waitFor();
    } else {
      await signInAsGuest(session.page);
    }
  });
  afterAll(async () => {
    await session.browser?.close();
  });
  return session;
};
