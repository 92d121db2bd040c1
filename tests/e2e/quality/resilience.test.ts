import type { Page } from 'playwright-core';
import { loadAppConfig } from '../../../config/server/app-config/load-app-config';
import { startEmbeddedBackend, type EmbeddedBackend } from '../../../config/dev-backend/embedded/embedded-backend';
import { fetchGuestToken, waitForCatalog } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { startStack, type RunningStack } from '../../../config/server/stack';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { FILTER_OPTIONS_READ_CUT_OFF } from '../../support/e2e/console-guard';
import { freePort } from '../../support/e2e/free-port';

jest.setTimeout(240_000);

/**
 * The portal keeps working when its backend goes away and comes back: the page shows
 * its error with a Retry, and after the restart the session is renewed without reloading the page.
 * This test runs its own stack, so stopping the backend does not disturb the other e2e tests.
 */
describe('resilience: the backend is killed and restarted mid-session', () => {
  let stack: RunningStack;
  let browser: TestBrowser;
  let page: Page;
  let restarted: EmbeddedBackend | undefined;
  let portalPort: number;
  let backendPort: number;

  beforeAll(async () => {
    [portalPort, backendPort] = [await freePort(), await freePort()];
    const loaded = await loadAppConfig({
      cwd: process.cwd(),
      configFiles: [],
      env: { ...process.env, APP_CONFIG_app_baseUrl: `http://127.0.0.1:${portalPort}`, APP_CONFIG_backend_baseUrl: `http://127.0.0.1:${backendPort}` },
    });
    if (loaded._tag === 'Left') throw new Error(loaded.left);
    stack = await startStack({ config: loaded.right.config, mode: 'static' });
    await waitForCatalog({ baseUrl: stack.backendUrl, token: await fetchGuestToken(stack.backendUrl), entityRefs: ['component:default/payments'] });
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await restarted?.stop();
    await stack?.stop();
  });

  it('shows the error with Retry while the backend is down, and recovers without a reload', async () => {
    await page.goto(stack.portalUrl);
    await page.getByLabel('Guest sign-in').getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('signed-in-user').waitFor();
    // The home page links to the catalog too: the sidebar's link is the one meant.
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Catalog' }).click();
    await page.locator('.portico-catalog-table tbody tr').first().waitFor();
    // The kinds load after the rows: the API option must be there before the backend goes.
    await page.locator('#catalog-kind option[value="api"]').waitFor({ state: 'attached' });
    // Marks this document: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { porticoSameDocument: true }));

    // While the backend is down its calls fail; after the restart the old token is refused once (401).
    browser.console.expect(
      /Failed to load resource: (net::ERR_[A-Z_]+|the server responded with a status of (401|502|503|504) \([\w ]+\)) \[http:\/\/127\.0\.0\.1:\d+\/api\//,
    );
    browser.console.expect(FILTER_OPTIONS_READ_CUT_OFF);
    await stack.backend!.stop();
    await page.getByLabel('Kind').selectOption('api');
    await page.getByText('Could not fetch catalog entities.').waitFor({ timeout: 60_000 });
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);

    restarted = await startEmbeddedBackend({ port: backendPort, appBaseUrl: `http://127.0.0.1:${portalPort}` });
    await waitForCatalog({ baseUrl: restarted.baseUrl, token: await fetchGuestToken(restarted.baseUrl), entityRefs: ['api:default/payments-api'] });
    // The restarted backend has new signing keys: the old token gets a 401, the session is refreshed, the call retried.
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: /API \(5\)/ }).waitFor({ timeout: 30_000 });
    expect(await page.locator('.portico-catalog-table tbody tr').count()).toBe(5);
    expect(await page.evaluate(() => (window as unknown as { porticoSameDocument?: boolean }).porticoSameDocument)).toBe(true);
    expect(await page.getByTestId('signed-in-user').textContent()).toBe('Guest');
  });
});
