// The end-to-end smoke run of the compatibility runner: the portal (the production build) in front of a backend of
// the release line under test, driven in Debian's Chromium the way the e2e tests drive it. Each step waits on what a
// person would see, never on time; a step's failure is recorded and the next step still runs.
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { fetchGuestToken } from '../../config/dev-backend/embedded/embedded-backend-client';
import { frontendConfig } from '../../config/server/app-config/frontend-config';
import { loadAppConfig } from '../../config/server/app-config/load-app-config';
import { startPortalServer } from '../../config/server/portal-server';
import { browserConfig } from '../../config/server/stack';
import { waitForSearchIndex } from '../e2e/search/wait-for-search-index';
import { launchBrowser } from '../support/e2e/browser';
import { freePort } from '../support/e2e/free-port';
import { signInAsGuest } from '../support/e2e/portal';

/** How long one step may wait for what it expects: long, for a busy two-core machine; a healthy step is far quicker. */
const STEP_TIMEOUT_MS = 90_000;
/** The search backend indexes the catalog a few seconds after start, then on a schedule. */
const SEARCH_INDEX_TIMEOUT_MS = 180_000;

export interface SmokeStep {
  readonly name: string;
  readonly passed: boolean;
  /** Why it failed, or what it saw. */
  readonly detail: string;
}

export interface SmokeOptions {
  readonly repoRoot: string;
  /** The backend under test (its root URL); the portal passes /api/* on to it. */
  readonly backendUrl: string;
  /** A production build of the portal (vite build's output). */
  readonly distDir: string;
  readonly log: (line: string) => void;
}

const PAYMENTS = '/catalog/default/component/payments';

/** The steps, in order; each gets the signed-in page. */
const STEPS: ReadonlyArray<readonly [string, (page: Page, portalUrl: string, options: SmokeOptions) => Promise<string>]> = [
  [
    'catalog index rows',
    async (page, portalUrl) => {
      await page.goto(`${portalUrl}/catalog`);
      await page.locator(`.portico-catalog-table tbody a[href="${PAYMENTS}"]`).first().waitFor({ timeout: STEP_TIMEOUT_MS });
      return `${await page.locator('.portico-catalog-table tbody tr').count()} rows, payments among them`;
    },
  ],
  [
    'entity page',
    async (page, portalUrl) => {
      await page.goto(`${portalUrl}${PAYMENTS}`);
      await page.getByRole('heading', { level: 1 }).filter({ hasText: /payments/i }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.getByRole('link', { name: 'Payments Team' }).first().waitFor({ timeout: STEP_TIMEOUT_MS });
      return 'header and About card with the owner';
    },
  ],
  [
    'search',
    async (page, portalUrl, options) => {
      await waitForSearchIndex(options.backendUrl, 'payments', SEARCH_INDEX_TIMEOUT_MS);
      await page.goto(`${portalUrl}/search?query=payments`);
      const results = page.getByRole('region', { name: 'Search results' });
      const service = results.getByRole('link', { name: 'Payments Service', exact: true });
      await service.waitFor({ timeout: STEP_TIMEOUT_MS });
      return `result links to ${await service.getAttribute('href')}`;
    },
  ],
  [
    'docs',
    async (page, portalUrl) => {
      await page.goto(`${portalUrl}/docs/default/component/payments/`);
      await page.getByTestId('docs-content').locator('h1#payments-service').waitFor({ timeout: STEP_TIMEOUT_MS });
      return "the example site's home page";
    },
  ],
  [
    'create page',
    async (page, portalUrl) => {
      await page.goto(`${portalUrl}/create`);
      const templates = page.getByRole('region', { name: 'Templates' });
      await templates.getByRole('link', { name: 'Choose Node.js service' }).click({ timeout: STEP_TIMEOUT_MS });
      await page.waitForURL(/\/create\/templates\/default\/create-node-service$/, { timeout: STEP_TIMEOUT_MS });
      // The form comes from the scaffolder's parameter schema.
      await page.getByLabel(/^Name/).waitFor({ timeout: STEP_TIMEOUT_MS });
      return "the template's wizard with its first form step";
    },
  ],
  [
    'Kubernetes tab',
    async (page, portalUrl) => {
      await page.goto(`${portalUrl}${PAYMENTS}/kubernetes`);
      await page.getByRole('heading', { name: 'Your Clusters' }).waitFor({ timeout: STEP_TIMEOUT_MS });
      await page.getByRole('region', { name: 'Cluster Local fixture cluster' }).waitFor({ timeout: STEP_TIMEOUT_MS });
      return 'the fixture cluster and its workloads';
    },
  ],
];

const firstLine = (error: unknown): string => (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';

/** Serves the portal against the backend and runs the steps in Chromium; always stops what it started. */
export const runSmoke = async (options: SmokeOptions): Promise<SmokeStep[]> => {
  const port = await freePort();
  const portalUrl = `http://127.0.0.1:${port}`;
  const loaded = await loadAppConfig({
    cwd: options.repoRoot,
    configFiles: [],
    env: { ...process.env, APP_CONFIG_app_baseUrl: portalUrl, APP_CONFIG_backend_baseUrl: options.backendUrl },
  });
  if (loaded._tag === 'Left') throw new Error(loaded.left);
  const portal = await startPortalServer({
    host: '127.0.0.1',
    port,
    basePath: '',
    frontendConfig: frontendConfig(browserConfig(loaded.right.config, true, portalUrl)),
    backendProxyTarget: options.backendUrl,
    mode: 'static',
    distDir: resolve(options.distDir),
    connectOrigins: [],
  });
  // The e2e helpers find the portal here.
  process.env.PORTICO_E2E_PORTAL_URL = portalUrl;
  const steps: SmokeStep[] = [];
  const browser = await launchBrowser();
  try {
    const page = await browser.context.newPage();
    try {
      await fetchGuestToken(options.backendUrl);
      // The catalog rather than the home page, whose joke widget calls a site this portal's CSP does not list.
      await signInAsGuest(page, '/catalog');
      steps.push({ name: 'sign in as guest', passed: true, detail: 'signed in through the guest provider' });
    } catch (error) {
      steps.push({ name: 'sign in as guest', passed: false, detail: firstLine(error) });
      return steps;
    }
    for (const [name, step] of STEPS) {
      options.log(`smoke: ${name}`);
      try {
        steps.push({ name, passed: true, detail: await step(page, portalUrl, options) });
      } catch (error) {
        steps.push({ name, passed: false, detail: `${firstLine(error)} (at ${page.url()})` });
      }
    }
    const problems = browser.console.takeUnexpected();
    steps.push({
      name: 'browser console',
      passed: problems.length === 0,
      detail: problems.length === 0 ? 'no unexpected warnings or errors' : problems.map((problem) => `${problem.kind}: ${problem.text}`).join('; '),
    });
    return steps;
  } finally {
    browser.console.takeUnexpected();
    await browser.close();
    await portal.stop();
  }
};
