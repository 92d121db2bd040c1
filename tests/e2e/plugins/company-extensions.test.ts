// A company's portal changed by config alone, in an app repository of its own: its plugin package
// (fixtures/acme-portico-plugin, TypeScript sources as a company writes them) installed and named in portico.plugins,
// and app.extensions hiding a built-in card, replacing the About card with the plugin's, giving the plugin's tab a
// condition and a place and moving a built-in tab, putting the plugin's widget first on the home page with its text,
// and taking over the catalog's search results with the plugin's renderer. A template naming the plugin's `ui:field`
// runs through the wizard, the company's search collator (fixtures/acme-search-collator, a Backstage backend module
// named in portico.embeddedBackendModules) puts documents of its own type in search, drawn by the plugin's renderer,
// and the plugin's theme is chosen in Settings. Built with `portico build` (Portico's sources untouched), served with
// the embedded backend; a misspelt extension id stops `portico start` before it builds, with the id it most likely
// means. The app repository links to this repository's installs of what npm would have put beside the plugin.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { fetchGuestToken, waitForFirstSearchIndex } from '../../../config/dev-backend/embedded/embedded-backend-client';
import type { RunningStack } from '../../../config/server/stack';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { buildAndServeApp, linkInstalledPackages } from '../../support/e2e/company-repository';
import { freePort } from '../../support/e2e/free-port';
import { REPOSITORY } from '../../support/e2e/packages';
import { signInAsGuest } from '../../support/e2e/portal';
import { waitUntil } from '../../support/e2e/settled';

const run = promisify(execFile);
const MINUTES = 60_000;
jest.setTimeout(4 * MINUTES);

const BIN = join(REPOSITORY, 'bin/portico.mjs');
const COLLATOR_PACKAGE = '@acme/backstage-plugin-search-backend-module-cost-reports';

/** app.extensions as ACME's operators write it. */
const EXTENSIONS = [
  '    - entity-card:catalog-graph/catalog-graph: false',
  '    - entity-card:catalog/about: false',
  '    - entity-card:acme/facts: { order: 0 }',
  '    - entity-content:acme/costs:',
  '        order: 5',
  '        when: { allOf: [{ isKind: component }, { isType: service }] }',
  '    - entity-content:techdocs/docs: { order: 60 }',
  "    - home-page-widget:acme/announcements: { order: -1, title: ACME news, config: { message: 'Portal maintenance on Friday' } }",
  '    - search-result-list-item:search/software-catalog: false',
];

/** A template whose only field is the plugin's. */
const TEMPLATE = `apiVersion: scaffolder.backstage.io/v1beta3
kind: Template
metadata:
  name: acme-repository-request
  title: ACME repository request
  description: Asks for a repository of the acme organisation.
spec:
  owner: group:default/team-storefront
  type: service
  parameters:
    - title: Choose the repository
      required: [repository]
      properties:
        repository:
          title: Repository
          type: string
          ui:field: AcmeRepoPicker
  steps:
    - id: log
      name: Log the request
      action: debug:log
      input:
        message: 'Requested \${{ parameters.repository }}'
`;

describe("a company's portal changed by app.extensions, with its plugin's card, tab, widget, form field, renderer and theme", () => {
  let app = '';
  let stack: RunningStack | undefined;
  let browser: TestBrowser | undefined;
  let page: Page;
  let token = '';

  beforeAll(async () => {
    app = await mkdtemp(join(tmpdir(), 'acme-extensions-portal-'));
    await cp(join(__dirname, 'fixtures/acme-portico-plugin'), join(app, 'node_modules/@acme/portico-plugin-acme'), { recursive: true });
    await cp(join(__dirname, 'fixtures/acme-search-collator'), join(app, 'node_modules', COLLATOR_PACKAGE), { recursive: true });
    await linkInstalledPackages(app, ['react', 'react-dom', 'react-router-dom', '@blueprintjs/core', '@backstage/backend-plugin-api', '@backstage/plugin-search-backend-node']);
    const [port, backendPort] = [await freePort(), await freePort()];
    await writeFile(
      join(app, 'app-config.yaml'),
      [
        'app:',
        `  baseUrl: http://127.0.0.1:${port}`,
        '  extensions:',
        ...EXTENSIONS,
        'backend:',
        `  baseUrl: http://127.0.0.1:${backendPort}`,
        'portico:',
        "  plugins: ['@acme/portico-plugin-acme']",
        `  embeddedBackendModules: ['${COLLATOR_PACKAGE}']`,
        '',
      ].join('\n'),
    );
    stack = await buildAndServeApp(app);
    const backendUrl = stack.backendUrl;

    // The template, registered as a file location, as a company registers its own.
    await writeFile(join(app, 'template.yaml'), TEMPLATE);
    token = await fetchGuestToken(backendUrl);
    const registered = await fetch(`${backendUrl}/api/catalog/locations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'file', target: join(app, 'template.yaml') }),
    });
    expect(registered.status).toBe(201);
    // Search answers once the catalog's and the collator's first indexes are built.
    for (const type of ['software-catalog', 'acme-cost-report']) {
      expect(await waitForFirstSearchIndex({ baseUrl: backendUrl, type, timeoutMs: 2 * MINUTES })).toBe('built');
    }

    browser = await launchBrowser();
    page = await browser.context.newPage();
  }, 10 * MINUTES);

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    if (app) await rm(app, { recursive: true, force: true });
  });

  const open = (path: string) => signInAsGuest(page, path, stack!.portalUrl);
  const tabNames = () => page.getByRole('tab').allTextContents();
  /** The names of the main content's regions (cards, widgets), in the page's order. */
  const regionNames = () =>
    page
      .locator('#main-content [role="region"]')
      .evaluateAll((regions) => regions.map((region) => (region.getAttribute('aria-label') ?? document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent ?? '').trim()));

  it("shows the plugin's card where About was, and neither About nor the relations graph", async () => {
    await open('/catalog/default/component/payments');
    const facts = page.getByRole('region', { name: 'ACME facts' });
    await facts.getByText('payments is run by', { exact: false }).waitFor();
    await page.getByRole('heading', { name: 'Provided APIs' }).waitFor();
    expect(await page.getByRole('heading', { name: 'About', exact: true }).count()).toBe(0);
    expect(await page.getByRole('region', { name: /relations graph/i }).count()).toBe(0);
    // Where About was: first, before the relation cards.
    expect((await regionNames())[0]).toBe('ACME facts');
  });

  it("shows the plugin's tab for services only, right after Overview, and the docs tab last", async () => {
    await open('/catalog/default/component/payments');
    await page.getByRole('tab', { name: 'Costs' }).waitFor();
    const tabs = await tabNames();
    expect(tabs.slice(0, 2)).toEqual(['Overview', 'Costs']);
    expect(tabs.at(-1)).toBe('Docs');
    await page.getByRole('tab', { name: 'Costs' }).click();
    await page.getByText('Costs of payments: €1,200 this month').waitFor();

    // ui-kit is a library: the config's condition leaves the tab out.
    await open('/catalog/default/component/ui-kit');
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    expect(await tabNames()).not.toContain('Costs');
  });

  it("puts the plugin's widget first on the home page, with the config's title and text", async () => {
    await open('/');
    const widget = page.getByRole('region', { name: 'ACME news' });
    await widget.getByText('Portal maintenance on Friday').waitFor();
    expect((await regionNames())[0]).toBe('ACME news');
  });

  it("runs a template through the wizard with the plugin's field, its validation message shown and fixed", async () => {
    // The catalog takes the new location in on its next round.
    const templateUrl = `${stack!.backendUrl}/api/catalog/entities/by-name/template/default/acme-repository-request`;
    await waitUntil(async () => (await fetch(templateUrl, { headers: { authorization: `Bearer ${token}` } })).ok, 'the template in the catalog', 2 * MINUTES);
    await open('/create/templates/default/acme-repository-request');
    await page.getByRole('heading', { name: 'ACME repository request', level: 1 }).waitFor();
    const field = page.getByLabel(/^Repository/);
    await field.fill('globex/ledger');
    await page.getByRole('button', { name: 'Review' }).click();
    await page.getByText("A repository of the 'acme' organisation").waitFor();
    await field.fill('acme/ledger');
    await page.getByRole('button', { name: 'Review' }).click();
    const review = page.getByRole('table', { name: 'Review and create' });
    await review.getByText('acme/ledger').waitFor();
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/create\/tasks\/[0-9a-f-]+$/);
    await page.getByRole('log', { name: 'Task log' }).getByText(/info: Requested acme\/ledger/).waitFor({ timeout: MINUTES });
  });

  it("renders the catalog's search results with the plugin's renderer", async () => {
    await open('/search?query=payments');
    const result = page.getByTestId('acme-search-result').first();
    await result.getByText('ACME catalog').waitFor();
    await result.getByRole('link').first().click();
    await page.waitForURL(/\/catalog\/default\/[a-z]+\/[a-z0-9-]+$/);
  });

  it("finds the company collator's documents in search, drawn by the plugin's renderer, and opens one", async () => {
    await open('/search?query=ledger%20hosting');
    const report = page.getByTestId('acme-cost-report').filter({ hasText: 'Costs of payments, November' });
    await report.getByText('ACME cost report €1,200').waitFor();
    await report.getByRole('link', { name: 'Costs of payments, November: €1,200' }).click();
    await page.waitForURL(/\/catalog\/default\/component\/payments\/costs$/);
    await page.getByText('Costs of payments: €1,200 this month').waitFor();
  });

  it("offers the plugin's theme in Settings beside Light and Dark, and colours the portal with it", async () => {
    await open('/settings');
    await page.getByRole('radio', { name: 'ACME Light' }).click();
    await page.waitForFunction(() => document.documentElement.getAttribute('data-portico-brand-theme') === 'theme:acme/acme-light');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(247, 248, 252)');
    await page.reload();
    expect(await page.getByRole('radio', { name: 'ACME Light' }).isChecked()).toBe(true);
  });

  it('stops `portico start` at a misspelt extension id before it builds, with the id it most likely means', async () => {
    const started = run(process.execPath, [BIN, 'start'], {
      cwd: app,
      env: { ...process.env, APP_CONFIG_app_extensions: JSON.stringify([{ 'entity-card:catalog/abuot': false }]), NO_COLOR: '1' },
    });
    await expect(started).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(
        "Config key 'app.extensions[0]' in 'env' names the extension 'entity-card:catalog/abuot', which the portal does not have: did you mean 'entity-card:catalog/about'?",
      ),
    });
  });
});
