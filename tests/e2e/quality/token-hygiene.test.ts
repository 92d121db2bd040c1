import type { Page, Request } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { browserBackendUrl, portalUrl, signInAsGuest } from '../../support/e2e/portal';

jest.setTimeout(120_000);

/**
 * Tokens go only to the backend, never into URLs, storage or logs. The page browses the
 * portal while every request and console line is recorded. The Content-Security-Policy keeps the page from
 * talking to any other origin at all, and from running injected inline scripts.
 */
describe('token hygiene', () => {
  let browser: TestBrowser;
  let page: Page;
  const requests: Request[] = [];
  const consoleLines: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('request', (request) => requests.push(request));
    page.on('console', (message) => consoleLines.push(message.text()));
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('sends the identity token only to the backend and keeps it out of URLs, storage and logs', async () => {
    await signInAsGuest(page);
    for (const path of ['/catalog', '/catalog/default/component/payments', '/catalog/default/component/payments/kubernetes', '/catalog/default/group/team-storefront']) {
      await page.goto(`${portalUrl()}${path}`);
      await page.waitForLoadState('networkidle');
    }
    const withToken = requests.filter((request) => request.headers()['authorization']?.startsWith('Bearer '));
    expect(withToken.length).toBeGreaterThan(0);
    const token = withToken[0]!.headers()['authorization']!.slice('Bearer '.length);
    expect(token.split('.')).toHaveLength(3);

    // The browser calls the backend through the portal's own origin (the API is passed on from there).
    const backendOrigin = new URL(browserBackendUrl()).origin;
    expect(withToken.map((request) => new URL(request.url()).origin).filter((origin) => origin !== backendOrigin)).toEqual([]);
    expect(requests.map((request) => request.url()).filter((url) => url.includes(token))).toEqual([]);
    expect(consoleLines.filter((line) => line.includes(token))).toEqual([]);
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage, ...window.sessionStorage }));
    expect(stored.includes(token)).toBe(false);
    expect(page.url().includes(token)).toBe(false);
  });

  it('cannot reach foreign origins or run injected inline scripts (Content-Security-Policy)', async () => {
    // The refused fetch and inline script are reported by the browser.
    browser.console.expect('violates the following Content Security Policy directive', "violates the document's Content Security Policy");
    const outcome = await page.evaluate(async () => {
      const violations: string[] = [];
      let bothReported: () => void = () => undefined;
      const reported = new Promise<void>((resolve) => {
        bothReported = resolve;
      });
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(event.violatedDirective);
        if (violations.includes('connect-src') && violations.includes('script-src-elem')) bothReported();
      });
      const fetched = await fetch('http://foreign.example.test/probe').then(
        () => 'reached',
        () => 'refused',
      );
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.appendChild(script);
      // An inline script that is allowed runs as it is appended; one that is refused is reported as a violation.
      const injected = (window as unknown as { __injected?: boolean }).__injected === true;
      if (!injected && fetched === 'refused') await reported;
      return { fetched, injected, violations };
    });
    expect(outcome.fetched).toBe('refused');
    expect(outcome.injected).toBe(false);
    expect(outcome.violations).toEqual(expect.arrayContaining(['connect-src', 'script-src-elem']));
  });
});
