// A Backstage backend without some of its plugins: each area of the portal says which plugin is not installed, in
// words, while the areas whose plugins are there keep working. The real embedded backend runs with plugins left out
// (portico.leaveOut); the portal is the production build the e2e setup made. This file runs its own backends and
// portals; the shared e2e stack is not touched.
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { fetchGuestToken, waitForCatalog } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { startEmbeddedBackend, type EmbeddedBackend } from '../../../config/dev-backend/embedded/embedded-backend';
import { leaveOutBackendConfig, type LeavableBackendPlugin } from '../../../config/dev-backend/embedded/leave-out-plugins';
import { frontendConfig } from '../../../config/server/app-config/frontend-config';
import { loadAppConfig } from '../../../config/server/app-config/load-app-config';
import { startPortalServer, type PortalServer } from '../../../config/server/portal-server';
import { browserConfig } from '../../../config/server/stack';
import { messages } from '../../../domain/app/messages';
import { catalogMessages } from '../../../domain/catalog/messages';
import { docsMessages } from '../../../domain/docs/messages';
import { k8sMessages } from '../../../domain/kubernetes/messages';
import { permissionMessages } from '../../../domain/permission/messages';
import { scaffolderMessages } from '../../../domain/scaffolder/messages';
import { searchMessages } from '../../../domain/search/messages';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { freePort } from '../../support/e2e/free-port';
import { waitShown } from '../../support/e2e/settled';

jest.setTimeout(420_000);

const HOST = '127.0.0.1';
const WAIT_MS = 60_000;
const PAYMENTS = '/catalog/default/component/payments';

const installHint = (pluginId: string) => messages.installBackendPlugin(`@backstage/plugin-${pluginId}-backend`);

/** The browser logs every 404 of a plugin the backend lacks: those are the point of this file. */
const missingPluginRequests = (plugins: readonly string[]) =>
  new RegExp(`status of 404 \\(Not Found\\) \\[http://127\\.0\\.0\\.1:\\d+/api/(${plugins.join('|')})/`);

const startBackend = (leaveOut: readonly LeavableBackendPlugin[], log: (line: string) => void): Promise<EmbeddedBackend> =>
  freePort().then((port) =>
    startEmbeddedBackend({ port, appBaseUrl: `http://${HOST}:${port}`, extraConfig: leaveOutBackendConfig(leaveOut), log }),
  );

interface Portal {
  readonly url: string;
  readonly server: PortalServer;
}

/** A portal passing /api/* on to `backend`, with `config` merged over app-config.yaml. */
const startPortal = async (backend: EmbeddedBackend, config: Record<string, unknown> = {}, protectedMode = false): Promise<Portal> => {
  const port = await freePort();
  const url = `http://${HOST}:${port}`;
  const loaded = await loadAppConfig({
    cwd: process.cwd(),
    configFiles: [],
    env: { ...process.env, APP_CONFIG_app_baseUrl: url, APP_CONFIG_backend_baseUrl: backend.baseUrl },
  });
  if (loaded._tag === 'Left') throw new Error(loaded.left);
  const server = await startPortalServer({
    host: HOST,
    port,
    basePath: '',
    frontendConfig: frontendConfig(browserConfig({ ...loaded.right.config, ...config }, true, url)),
    backendProxyTarget: backend.baseUrl,
    mode: 'static',
    // Built by the e2e global setup.
    distDir: resolve('dist'),
    connectOrigins: [],
    ...(protectedMode ? { protectedMode: true } : {}),
  });
  return { url, server };
};

const signInAsGuest = async (page: Page, url: string): Promise<void> => {
  await page.goto(url);
  await page.getByLabel('Guest sign-in').getByRole('button', { name: 'Sign In' }).click({ timeout: WAIT_MS });
  await page.getByTestId('signed-in-user').waitFor({ timeout: WAIT_MS });
};

/** The alert naming the missing plugin, with its sentence and the package to install. */
const expectMissingPlugin = async (page: Page, sentence: string, pluginId: string): Promise<void> => {
  const alert = page.getByRole('alert').filter({ hasText: sentence });
  await waitShown(page, alert, WAIT_MS);
  expect(await alert.textContent()).toContain(installHint(pluginId));
};

describe('a backend with the catalog and auth but without permission, scaffolder, search, techdocs, kubernetes, proxy and app', () => {
  // No area of the portal calls the proxy plugin: leaving it out must change nothing.
  const LEFT_OUT = ['app', 'kubernetes', 'permission', 'proxy', 'scaffolder', 'search', 'techdocs'] as const;
  const lines: string[] = [];
  let backend: EmbeddedBackend;
  let portal: Portal;
  let strictPortal: Portal;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    backend = await startBackend(LEFT_OUT, (line) => lines.push(line));
    await waitForCatalog({ baseUrl: backend.baseUrl, token: await fetchGuestToken(backend.baseUrl), entityRefs: ['component:default/payments', 'template:default/create-node-service'] });
    portal = await startPortal(backend);
    // A portal that asks the permission backend (permission.enabled) and runs in protected mode (the app cookie).
    strictPortal = await startPortal(backend, { permission: { enabled: true } }, true);
    browser = await launchBrowser();
    browser.console.expectThroughout(missingPluginRequests(LEFT_OUT));
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await strictPortal?.server.stop();
    await portal?.server.stop();
    await backend?.stop();
  });

  it('signs in, lists the catalog and shows entity pages: the installed plugins work', async () => {
    await signInAsGuest(page, `${portal.url}/catalog`);
    await page.locator(`.portico-catalog-table tbody a[href="${PAYMENTS}"]`).first().waitFor({ timeout: WAIT_MS });
    await page.goto(`${portal.url}${PAYMENTS}`);
    await page.getByRole('heading', { level: 1 }).filter({ hasText: /payments/i }).first().waitFor({ timeout: WAIT_MS });
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('create page: the templates from the catalog, a notice that none can run, and the wizard says why', async () => {
    await page.goto(`${portal.url}/create`);
    await expectMissingPlugin(page, scaffolderMessages.backendPluginMissing, 'scaffolder');
    expect(await page.getByText(scaffolderMessages.templatesCannotRun).count()).toBe(1);
    await page.getByRole('region', { name: 'Templates' }).getByRole('link', { name: 'Choose Node.js service' }).click();
    await expectMissingPlugin(page, scaffolderMessages.backendPluginMissing, 'scaffolder');
    await page.goto(`${portal.url}/create/tasks`);
    await expectMissingPlugin(page, scaffolderMessages.backendPluginMissing, 'scaffolder');
  });

  it('search page and search dialog name the missing search plugin', async () => {
    await page.goto(`${portal.url}/search?query=payments`);
    await expectMissingPlugin(page, searchMessages.fetchFailed, 'search');
    expect(await page.getByRole('alert').filter({ hasText: searchMessages.fetchFailed }).textContent()).toContain(searchMessages.backendPluginMissing);

    await page.goto(`${portal.url}/catalog`);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('ledger');
    const alert = dialog.getByRole('alert').filter({ hasText: searchMessages.backendPluginMissing });
    await waitShown(page, alert, WAIT_MS);
    expect(await alert.textContent()).toContain(installHint('search'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('docs index keeps its list with a notice; the reader and the entity docs tab name the missing docs plugin', async () => {
    await page.goto(`${portal.url}/docs`);
    await expectMissingPlugin(page, docsMessages.backendPluginMissing, 'techdocs');
    await page.getByRole('table', { name: 'Documentation' }).getByRole('link', { name: 'Payments Service' }).click();
    await expectMissingPlugin(page, docsMessages.backendPluginMissing, 'techdocs');
    expect(await page.getByText(docsMessages.pageNotFound).count()).toBe(0);
    await page.goto(`${portal.url}${PAYMENTS}/docs`);
    await expectMissingPlugin(page, docsMessages.backendPluginMissing, 'techdocs');
  });

  it('Kubernetes tab names the missing Kubernetes plugin', async () => {
    await page.goto(`${portal.url}${PAYMENTS}/kubernetes`);
    await expectMissingPlugin(page, k8sMessages.backendPluginMissing, 'kubernetes');
    expect(await page.getByRole('alert').filter({ hasText: k8sMessages.backendPluginMissing }).textContent()).toContain(k8sMessages.backendNotFound);
  });

  it('with permission.enabled the Kubernetes tab names the missing permission plugin; protected mode names the missing app plugin', async () => {
    // The refresher also details each failed cookie refresh in the console, as it does for any failure.
    browser.console.expect(`Session cookie refresh failed: ${messages.appBackendPluginMissing}`);
    const strict = await browser.context.newPage();
    try {
      await signInAsGuest(strict, `${strictPortal.url}${PAYMENTS}/kubernetes`);
      await expectMissingPlugin(strict, permissionMessages.backendPluginMissing, 'permission');
      expect(await strict.getByText(k8sMessages.permissionRequired, { exact: true }).count()).toBe(0);
      await waitShown(strict, strict.getByText(messages.appBackendPluginMissing), WAIT_MS);
      // The catalog still works behind both.
      await strict.goto(`${strictPortal.url}/catalog`);
      await strict.locator(`.portico-catalog-table tbody a[href="${PAYMENTS}"]`).first().waitFor({ timeout: WAIT_MS });
    } finally {
      await strict.close();
    }
  });
});

describe('a backend without auth and catalog', () => {
  const LEFT_OUT = ['auth', 'catalog'] as const;
  let backend: EmbeddedBackend;
  let portal: Portal;
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    backend = await startBackend(LEFT_OUT, () => undefined);
    portal = await startPortal(backend);
    browser = await launchBrowser();
    browser.console.expectThroughout(missingPluginRequests(LEFT_OUT));
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await portal?.server.stop();
    await backend?.stop();
  });

  it('sign-in says the auth plugin is missing, without offering the legacy guest token', async () => {
    await page.goto(`${portal.url}/catalog`);
    await page.getByLabel('Guest sign-in').getByRole('button', { name: 'Sign In' }).click({ timeout: WAIT_MS });
    await waitShown(page, page.getByText(messages.authBackendPluginMissing), WAIT_MS);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.getByTestId('signed-in-user').count()).toBe(0);
  });

  /** A custom identity is not kept across loads: each page opened by address asks for it again. */
  const signInAsCustomUser = async (url: string) => {
    await page.goto(url);
    const custom = page.getByRole('region', { name: 'Custom User sign-in' });
    await custom.getByLabel(/^User ID/).fill('user:default/ada');
    await custom.getByRole('button', { name: 'Continue' }).click();
    await page.getByTestId('signed-in-user').waitFor({ timeout: WAIT_MS });
  };

  it('signed in as a custom user (no token needed), the catalog index and an entity page name the missing catalog plugin', async () => {
    await signInAsCustomUser(`${portal.url}/catalog`);
    await expectMissingPlugin(page, catalogMessages.couldNotFetchEntities, 'catalog');
    expect(await page.getByRole('alert').filter({ hasText: catalogMessages.couldNotFetchEntities }).first().textContent()).toContain(catalogMessages.backendPluginMissing);
    await signInAsCustomUser(`${portal.url}${PAYMENTS}`);
    const entityAlert = page.getByRole('alert').filter({ hasText: catalogMessages.backendPluginMissing });
    await waitShown(page, entityAlert, WAIT_MS);
    expect(await page.getByText(catalogMessages.entityNotFound).count()).toBe(0);
  });
});
