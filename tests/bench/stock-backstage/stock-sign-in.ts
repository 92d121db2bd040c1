// A guest signs in to the stock Backstage app once, as a person does on its sign-in page (core-components' SignInPage
// with the guest provider: the Guest card's Enter button), and the browser keeps what it stored: with `auto`, later
// loads of the app sign in again by themselves from that (the provider remembered in local storage).
import type { Browser, Page } from 'playwright-core';
import { VIEWPORT, type StorageState } from '../catalog-cold.bench';

/** Opens `path` of the stock app at `origin`, enters as guest, waits for `ready`, and returns the browser's storage. */
export const stockGuestState = async (browser: Browser, origin: string, path: string, ready: (page: Page) => Promise<void>): Promise<StorageState> => {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${path}`);
    await page.getByRole('button', { name: 'Enter' }).click();
    await ready(page);
    return await context.storageState();
  } finally {
    await context.close();
  }
};
