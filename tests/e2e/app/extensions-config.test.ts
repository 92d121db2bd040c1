// app.extensions, as an operator writes it: the portal built and served with a built-in entity card disabled, a tab
// retitled and moved, a tab shown under a condition from config and a sidebar item disabled; and a build stopped at a
// misspelt extension id, with the id it most likely means.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { buildPortalWithConfig, type BuiltPortal } from '../../support/e2e/backstage-portal';
import { REPOSITORY } from '../../support/e2e/packages';
import { signInAsGuest } from '../../support/e2e/portal';

const run = promisify(execFile);
const MINUTES = 60_000;
jest.setTimeout(5 * MINUTES);

/** app.extensions as a company writes it in app-config.yaml. */
const EXTENSIONS = [
  { 'entity-card:catalog/about': false },
  { 'entity-content:techdocs/docs': { title: 'Handbook', order: 5 } },
  // Kubernetes workloads for libraries only, whatever their annotations say.
  { 'entity-content:kubernetes/kubernetes': { when: { allOf: [{ isKind: 'component' }, { isType: 'library' }] } } },
  { 'nav-item:search': false },
];

describe('app.extensions', () => {
  let portal: BuiltPortal | undefined;
  let browser: TestBrowser | undefined;
  let page: Page;

  beforeAll(async () => {
    portal = await buildPortalWithConfig({ APP_CONFIG_app_extensions: JSON.stringify(EXTENSIONS) }, 'portico-extensions-');
    browser = await launchBrowser();
    page = await browser.context.newPage();
  }, 10 * MINUTES);

  afterAll(async () => {
    await browser?.close();
    await portal?.close();
  });

  const open = (path: string) => signInAsGuest(page, path, portal!.stack.portalUrl);
  const tabNames = () => page.getByRole('tab').allTextContents();

  it("leaves out the disabled About card and keeps the entity's other cards", async () => {
    await open('/catalog/default/component/payments');
    await page.getByRole('heading', { name: 'Provided APIs' }).waitFor();
    expect(await page.getByRole('heading', { name: 'About', exact: true }).count()).toBe(0);
  });

  it("shows the docs tab under the config's title, right after Overview, and the Kubernetes tab only under the config's condition", async () => {
    await open('/catalog/default/component/payments');
    await page.getByRole('tab', { name: 'Handbook' }).waitFor();
    // payments is a service with a Kubernetes annotation: the config's condition (libraries only) hides the tab.
    expect(await tabNames()).toEqual(['Overview', 'Handbook', 'API']);
    await page.getByRole('tab', { name: 'Handbook' }).click();
    await page.waitForURL(/\/catalog\/default\/component\/payments\/docs$/);

    // ui-kit is a library without a Kubernetes annotation: the config's condition shows the tab.
    await open('/catalog/default/component/ui-kit');
    await page.getByRole('tab', { name: 'Kubernetes' }).waitFor();
    expect(await tabNames()).toContain('Overview');
  });

  it('leaves the disabled Search item out of the sidebar, and the other items in', async () => {
    await open('/');
    const sidebar = page.locator('nav.portico-sidebar');
    await sidebar.getByRole('link', { name: 'Catalog' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Home' }).count()).toBe(1);
    expect(await sidebar.getByRole('link', { name: 'Search', exact: true }).count()).toBe(0);
  });

  it('stops the build at a misspelt extension id, naming it and the id it most likely means', async () => {
    const build = run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', '/nonexistent/portico-never-built'], {
      cwd: REPOSITORY,
      env: { ...process.env, APP_CONFIG_app_extensions: JSON.stringify([{ 'entity-card:catalog/abuot': false }]), VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    });
    await expect(build).rejects.toMatchObject({
      stderr: expect.stringContaining(
        "Config key 'app.extensions[0]' in 'env' names the extension 'entity-card:catalog/abuot', which the portal does not have: did you mean 'entity-card:catalog/about'?",
      ),
    });
  });
});
