// A company's own Backstage plugin (fixtures/acme-backstage-plugin, plain ES modules as published) in an app
// repository of its own, built with `portico build` and named in its app-config only: a page that asks for an API the
// host does not provide shows 'Error in acme' with the API ref's id and Retry, a page that throws stays inside the
// same boundary, and the portal around them goes on. The app repository holds the plugin as an installed package, and
// links to this repository's installs of the host's libraries and React 18 (as `npm install` would have put them).
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { HOST_LIBRARIES, REALM_ALIASES } from '../../../config/build/backstage-plugins';
import type { RunningStack } from '../../../config/server/stack';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { buildAndServeApp, linkInstalledPackages } from '../../support/e2e/company-repository';
import { freePort } from '../../support/e2e/free-port';
import { backendUrl, signInAsGuest } from '../../support/e2e/portal';
const MINUTES = 60_000;
jest.setTimeout(4 * MINUTES);

/** What the host's boundary logs (a console.warn) and React 18 logs (console.error) for an error it caught. */
const CAUGHT = [/Error in acme/, /The above error occurred/, /No implementation available for apiRef\{plugin\.acme\.catalog\}/, /The acme page always throws/];

describe("a company's own Backstage plugin that fails", () => {
  let app = '';
  let stack: RunningStack | undefined;
  let browser: TestBrowser | undefined;
  let page: Page;

  beforeAll(async () => {
    app = await mkdtemp(join(tmpdir(), 'acme-backstage-portal-'));
    await cp(join(__dirname, 'fixtures/acme-backstage-plugin'), join(app, 'node_modules/acme-backstage-plugin'), { recursive: true });
    await linkInstalledPackages(app, [...REALM_ALIASES.map(([alias]) => alias), ...HOST_LIBRARIES, 'react', 'react-dom', 'react-router-dom']);
    const port = await freePort();
    await writeFile(
      join(app, 'app-config.yaml'),
      [
        'app:',
        `  baseUrl: http://127.0.0.1:${port}`,
        'backend:',
        `  baseUrl: ${backendUrl()}`,
        'portico:',
        '  embeddedBackend: false',
        '  backendProxy: true',
        '  backstagePlugins:',
        '    - package: acme-backstage-plugin',
        '      id: acme',
        '      dynamicRoutes:',
        '        - path: /acme/needs-catalog',
        '          importName: AcmeNeedsCatalogPage',
        '          menuItem: { text: Acme catalog }',
        '        - path: /acme/throws',
        '          importName: AcmeThrowingPage',
        '',
      ].join('\n'),
    );
    stack = await buildAndServeApp(app);
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    if (app) await rm(app, { recursive: true, force: true });
  });

  const signIn = (path: string) => signInAsGuest(page, path, stack!.portalUrl);

  it("shows 'Error in acme' with the id of the API it asks for and Retry, and the portal goes on", async () => {
    browser!.console.expect(...CAUGHT);
    await signIn('/acme/needs-catalog');
    const error = page.getByTestId('backstage-plugin-error');
    await error.waitFor();
    expect(await error.getByRole('heading').textContent()).toBe('Error in acme');
    expect(await error.textContent()).toContain('No implementation available for apiRef{plugin.acme.catalog}');
    await error.getByRole('button', { name: 'Retry' }).click();
    await error.waitFor();
    // The sidebar's own links still work.
    await page.getByRole('link', { name: 'Catalog', exact: true }).first().click();
    await page.waitForURL(/\/catalog$/);
    await page.getByRole('heading', { name: /catalog/i }).first().waitFor();
    expect(await page.getByTestId('backstage-plugin-error').count()).toBe(0);
  });

  it('keeps a page that throws inside its boundary', async () => {
    browser!.console.expect(...CAUGHT);
    await page.goto(`${stack!.portalUrl}/acme/throws`);
    const error = page.getByTestId('backstage-plugin-error');
    await error.waitFor();
    expect(await error.getByRole('heading').textContent()).toBe('Error in acme');
    expect(await error.textContent()).toContain('The acme page always throws');
    await page.getByRole('link', { name: 'Acme catalog' }).first().waitFor();
  });
});
