import type { Page, Route } from 'playwright-core';
import { catalogMessages } from '../../../domain/catalog/messages';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { portalUrl, signInAsGuest } from '../../support/e2e/portal';

jest.setTimeout(300_000);

/**
 * Resilience: when the catalog backend answers 401, 403, 404, 429, 500, malformed JSON or
 * nothing at all, the catalog index and the entity page show their error state ('Could not fetch catalog
 * entities.' with the reason) and a Retry that works once the backend is healthy again; never a blank screen.
 * Failures are injected with Playwright's page.route in front of the real embedded backend.
 */
const CATALOG_CALLS = '**/api/catalog/**';

type Failure = (route: Route) => Promise<void>;

const backstageError = (status: number, name: string, message: string): Failure => (route) =>
  route.fulfill({
    status,
    contentType: 'application/json',
    body: JSON.stringify({ error: { name, message }, request: { method: 'GET', url: new URL(route.request().url()).pathname }, response: { statusCode: status } }),
  });

const cases: ReadonlyArray<{ readonly name: string; readonly fail: Failure; readonly reason: string | RegExp }> = [
  { name: '403', fail: backstageError(403, 'NotAllowedError', 'You are not allowed to read the catalog'), reason: 'Request failed with 403 Forbidden, You are not allowed to read the catalog' },
  { name: '404', fail: backstageError(404, 'NotFoundError', 'Nothing here'), reason: 'Request failed with 404 Not Found, Nothing here' },
  // The backend's own bare 404 for a plugin it does not have.
  { name: '404 without the catalog plugin', fail: (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }), reason: catalogMessages.backendPluginMissing },
  { name: '429', fail: backstageError(429, 'TooManyRequestsError', 'Slow down'), reason: 'Request failed with 429 Too Many Requests, Slow down' },
  { name: '500', fail: (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>oops</h1>' }), reason: 'Request failed with 500 Internal Server Error' },
  { name: 'malformed JSON', fail: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"items": [ {"kind": ' }), reason: /^The backend answered with invalid JSON: / },
  { name: 'JSON of the wrong shape', fail: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"items": "nope", "entities": 7}' }), reason: /^The backend answered with data Portico cannot read: / },
];

const errorPanel = (page: Page) => page.getByRole('alert').filter({ hasText: catalogMessages.couldNotFetchEntities });

const expectErrorState = async (page: Page, reason: string | RegExp, timeout = 30_000) => {
  const panel = errorPanel(page);
  await panel.waitFor({ timeout });
  const text = (await panel.locator('p').first().textContent()) ?? '';
  if (typeof reason === 'string') expect(text).toBe(reason);
  else expect(text).toMatch(reason);
  expect(await panel.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
  // The shell is still there around the error: sidebar and the signed-in user.
  expect(await page.getByTestId('signed-in-user').isVisible()).toBe(true);
};

const openIndex = async (page: Page) => {
  await page.goto(`${portalUrl()}/catalog`);
};

const expectIndexRows = async (page: Page) => {
  await page.locator('.portico-catalog-table tbody tr').first().waitFor({ timeout: 30_000 });
};

const openEntity = async (page: Page) => {
  await page.goto(`${portalUrl()}/catalog/default/component/payments`);
};

const expectEntity = async (page: Page) => {
  await page.getByRole('heading', { level: 1 }).filter({ hasText: /payments/i }).first().waitFor({ timeout: 30_000 });
};

const surfaces = [
  { surface: 'catalog index', open: openIndex, healthy: expectIndexRows },
  { surface: 'entity page', open: openEntity, healthy: expectEntity },
] as const;

describe('resilience: every failing answer of the catalog shows the error state with a working Retry', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    // Every test here makes catalog calls (and the guest session refresh) fail on purpose; the browser logs each,
    // some after their test has ended.
    browser.console.expectThroughout(/the server responded with a status of [45]\d\d \([\w ]+\) \[http:\/\/127\.0\.0\.1:\d+\/api\/(catalog|auth\/guest\/refresh)/);
    page = await browser.context.newPage();
    await signInAsGuest(page);
  });

  afterEach(async () => {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });

  afterAll(async () => {
    await browser?.close();
  });

  for (const { surface, open, healthy } of surfaces) {
    for (const { name, fail, reason } of cases) {
      it(`${surface}: ${name}`, async () => {
        if (surface === 'entity page' && name === '404') {
          // A 404 for the entity itself is not an error: it is the "Entity was not found" page.
          await page.route('**/api/catalog/entities/by-name/**', fail);
          await open(page);
          await page.getByText(catalogMessages.entityNotFound).waitFor();
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          return;
        }
        await page.route(CATALOG_CALLS, fail);
        await open(page);
        await expectErrorState(page, reason);
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await errorPanel(page).getByRole('button', { name: 'Retry' }).click();
        await healthy(page);
        expect(await errorPanel(page).count()).toBe(0);
      });
    }
  }

  it('catalog index: a slow answer shows a loading state, then the rows (no blank screen)', async () => {
    // The catalog's answers are held until the loading state has been seen, however long that takes.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let holding: () => void = () => undefined;
    const catalogCalled = new Promise<void>((resolve) => {
      holding = resolve;
    });
    await page.route(CATALOG_CALLS, async (route) => {
      holding();
      await released;
      await route.continue();
    });
    try {
      await openIndex(page);
      // The loading state is the one shown while the catalog's answer is outstanding, not the app's own start-up.
      await catalogCalled;
      await page.locator('.bp6-spinner, [role=progressbar], [role=status]').first().waitFor();
      expect(await page.locator('.portico-catalog-table tbody tr').count()).toBe(0);
    } finally {
      release();
    }
    await expectIndexRows(page);
  });

  it('catalog index and entity page: a backend that never answers times out with a clear message, and Retry recovers', async () => {
    await page.route(CATALOG_CALLS, () => new Promise<void>(() => undefined));
    await openIndex(page);
    // 30 s per attempt, and react-query tries twice.
    await expectErrorState(page, 'The backend did not answer within 30 s', 100_000);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await errorPanel(page).getByRole('button', { name: 'Retry' }).click();
    await expectIndexRows(page);
  });

  it('401 once: the session is refreshed and the call retried, so the page just works', async () => {
    const refreshes: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/auth\/guest\/refresh/.test(request.url())) refreshes.push(request.url());
    });
    let unauthorized = 0;
    await page.route(CATALOG_CALLS, async (route) => {
      if (unauthorized === 0) {
        unauthorized += 1;
        await backstageError(401, 'AuthenticationError', 'Token expired')(route);
        return;
      }
      await route.continue();
    });
    await openIndex(page);
    await expectIndexRows(page);
    expect(unauthorized).toBe(1);
    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expect(await errorPanel(page).count()).toBe(0);
  });

  it('401 every time: after a refresh the error state names the 401, and Retry recovers', async () => {
    await page.route(CATALOG_CALLS, backstageError(401, 'AuthenticationError', 'Token expired'));
    await openIndex(page);
    await expectErrorState(page, 'Request failed with 401 Unauthorized, Token expired');
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await errorPanel(page).getByRole('button', { name: 'Retry' }).click();
    await expectIndexRows(page);
  });

  it('401 and the session cannot be refreshed: the sign-in page', async () => {
    await page.route(CATALOG_CALLS, backstageError(401, 'AuthenticationError', 'Token expired'));
    await page.route('**/api/auth/guest/refresh**', backstageError(401, 'AuthenticationError', 'Session expired'));
    await openIndex(page);
    await page.getByLabel('Guest sign-in').getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 30_000 });
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.getByLabel('Guest sign-in').getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('signed-in-user').waitFor();
    await openIndex(page);
    await expectIndexRows(page);
  });
});
