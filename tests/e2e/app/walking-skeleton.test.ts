import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { browserBackendUrl, portalUrl } from '../../support/e2e/portal';

jest.setTimeout(60_000);

describe('walking skeleton: sign in as guest, navigate, sign out', () => {
  let browser: TestBrowser;
  let page: Page;
  const authRequests: { url: string; authorization?: string }[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('request', (request) => {
      if (request.url().startsWith(`${browserBackendUrl()}/api/`)) {
        const authorization = request.headers()['authorization'];
        authRequests.push({ url: request.url(), ...(authorization ? { authorization } : {}) });
      }
    });
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the sign-in page with the guest and custom user providers', async () => {
    await page.goto(portalUrl());
    await page.getByRole('heading', { name: 'Guest' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Custom User' }).isVisible()).toBe(true);
  });

  it('signs in as guest with a real token from the auth backend and shows the identity', async () => {
    const guestCard = page.getByLabel('Guest sign-in');
    await guestCard.getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('signed-in-user').waitFor();
    expect(await page.getByTestId('signed-in-user').textContent()).toBe('Guest');
    expect(await page.getByTestId('identity-user-ref').textContent()).toBe('Guest');
    expect(await page.getByTestId('identity-user-ref').getAttribute('title')).toBe('user:default/guest');
    const refresh = authRequests.find((request) => request.url.includes('/api/auth/guest/refresh'));
    expect(refresh).toBeDefined();
    expect(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible()).toBe(true);
  });

  it('keeps the session across a reload through the stored provider', async () => {
    await page.reload();
    await page.getByTestId('signed-in-user').waitFor();
    expect(await page.getByTestId('identity-user-ref').getAttribute('title')).toBe('user:default/guest');
  });

  it('reaches the 404 page on a bad path', async () => {
    await page.goto(`${portalUrl()}/no/such/page`);
    await page.getByText('PAGE NOT FOUND').waitFor();
    expect(await page.getByText('ERROR 404').isVisible()).toBe(true);
  });

  it('signs out back to the sign-in page', async () => {
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('heading', { name: 'Guest' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'Guest' }).waitFor();
    expect(await page.getByTestId('signed-in-user').count()).toBe(0);
  });
});
