import type { Page, Route } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { portalUrl, signInAsGuest } from '../../support/e2e/portal';
import { waitUntil } from '../../support/e2e/settled';

jest.setTimeout(120_000);

const REFRESH = '**/api/auth/guest/refresh*';
const PROVIDER_KEY = '@backstage/core:SignInPage:provider';

/**
 * A stored session is forgotten only when the auth backend says it is gone. A page left while its refresh is
 * in flight, an unreachable backend or a load balancer's 503 sign the page out at most, never the next one.
 */
describe('session: kept across refreshes that got no answer', () => {
  let browser: TestBrowser;
  let page: Page;

  const storedProvider = () => page.evaluate((key) => window.localStorage.getItem(key), PROVIDER_KEY);
  const expectSignedInAfterReload = async () => {
    await page.goto(`${portalUrl()}/catalog`);
    await page.getByTestId('signed-in-user').waitFor();
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await signInAsGuest(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('keeps it when the page is left while the refresh is in flight', async () => {
    const held: Route[] = [];
    await page.route(REFRESH, (route) => void held.push(route));
    for (let round = 0; round < 3; round += 1) {
      await page.goto(`${portalUrl()}/catalog`, { waitUntil: 'commit' });
      await waitUntil(() => held.length > round, 'the page to send its refresh');
    }
    await page.unroute(REFRESH);
    await Promise.all(held.map((route) => route.abort('aborted').catch(() => undefined)));
    await expectSignedInAfterReload();
  });

  it.each([
    ['the auth backend cannot be reached', (route: Route) => route.abort('connectionrefused')],
    ['a load balancer answers 503', (route: Route) => route.fulfill({ status: 503, body: 'Service Unavailable' })],
  ])('keeps it when %s', async (_, answer) => {
    browser.console.expect(/Failed to load resource/);
    await page.route(REFRESH, (route) => void answer(route));
    await page.goto(`${portalUrl()}/catalog`);
    await page.getByLabel('Guest sign-in').getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await storedProvider()).toBe('guest');
    await page.unroute(REFRESH);
    await expectSignedInAfterReload();
  });

  it('forgets it when the auth backend refuses it', async () => {
    browser.console.expect(/Failed to load resource/);
    await page.route(REFRESH, (route) => void route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: { name: 'AuthenticationError', message: 'no session' } }) }));
    await page.goto(`${portalUrl()}/catalog`);
    await page.getByLabel('Guest sign-in').getByRole('button', { name: 'Sign In' }).waitFor();
    expect(await storedProvider()).toBeNull();
    await page.unroute(REFRESH);
  });
});
