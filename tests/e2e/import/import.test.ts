import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { fetchGuestToken } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { closedPortUrl, startLocalHttpServer, type LocalHttpServer } from '../../adapters/shared/local-http-server';
import { startFakeGithub } from '../../support/import/fake-github';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { E2E_GITHUB_HOST } from '../../support/e2e/import-e2e-config';
import { backendUrl, portalUrl, signInAsGuest } from '../../support/e2e/portal';

jest.setTimeout(120_000);

// 'zz-' keeps the imported components after the examples, so other e2e files' first pages do not change.
const suffix = randomBytes(3).toString('hex');
const service = `zz-import-e2e-${suffix}-service`;
const worker = `zz-import-e2e-${suffix}-worker`;
const catalogFile = [service, worker]
  .map(
    (name) =>
      `apiVersion: backstage.io/v1alpha1\nkind: Component\nmetadata:\n  name: ${name}\n  description: Imported by the import e2e test\nspec:\n  type: service\n  lifecycle: experimental\n  owner: group:default/team-storefront\n`,
  )
  .join('---\n');

/** Waits for the entity page, reloading while the catalog is still processing the new location. */
const waitForEntityPage = async (page: Page, name: string) => {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await page.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await page.reload();
    }
  }
};

describe('catalog import', () => {
  let browser: TestBrowser;
  let page: Page;
  let files: LocalHttpServer;

  beforeAll(async () => {
    files = await startLocalHttpServer();
    files.answer((request) =>
      request.url === '/acme/catalog-info.yaml' ? { status: 200, body: catalogFile, headers: { 'content-type': 'text/yaml' } } : { status: 404, body: 'not found' },
    );
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await signInAsGuest(page, '/catalog');
  });

  afterAll(async () => {
    await browser?.close();
    // Unregister the location (and so its entities) so the catalog is as the other e2e files expect it.
    const token = await fetchGuestToken(backendUrl());
    const headers = { authorization: `Bearer ${token}` };
    const locations = (await (await fetch(`${backendUrl()}/api/catalog/locations`, { headers })).json()) as { data: { id: string; target: string } }[];
    for (const { data } of locations.filter((location) => location.data.target.startsWith(files.origin))) {
      await fetch(`${backendUrl()}/api/catalog/locations/${data.id}`, { method: 'DELETE', headers });
    }
    await files?.close();
  });

  it('registers the entities of a .yaml URL the backend can read, and links to them', async () => {
    await page.getByRole('link', { name: 'Register Existing Component' }).click();
    await page.getByRole('heading', { name: 'Register an existing component', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/catalog-import');

    const url = `${files.origin}/acme/catalog-info.yaml`;
    await page.getByLabel(/^URL/).fill(url);
    await page.getByRole('button', { name: 'Analyze' }).click();
    await page.getByText('The following entities will be added to the catalog:').waitFor();
    expect(await page.getByText(`Component:default/${service}`).isVisible()).toBe(true);
    expect(await page.getByText(`Component:default/${worker}`).isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByText('The following entities have been added to the catalog:').waitFor();
    const link = page.getByRole('link', { name: `Component:default/${service}` });
    expect(await link.getAttribute('href')).toBe(`/catalog/default/component/${service}`);
    expect(await page.getByRole('link', { name: `Component:default/${worker}` }).isVisible()).toBe(true);

    // Until the catalog has processed the new location, the entity page finds no entity (404).
    browser.console.expect(`/api/catalog/entities/by-name/component/default/${service}]`);
    await link.click();
    await waitForEntityPage(page, service);
    expect(new URL(page.url()).pathname).toBe(`/catalog/default/component/${service}`);
    await page.getByText('Imported by the import e2e test').first().waitFor();
  });

  it('finds the location registered when the same URL is analysed again', async () => {
    await page.goto(`${portalUrl()}/catalog-import?url=${encodeURIComponent(`${files.origin}/acme/catalog-info.yaml`)}`);
    await page.getByRole('button', { name: 'Analyze' }).click();
    await page.getByText('The following locations already exist in the catalog:').waitFor();
    expect(await page.getByRole('button', { name: 'Refresh' }).isVisible()).toBe(true);
  });

  it('says whose problem a failed read is: a missing file, a host the backend cannot reach or may not read; each attempt clears the last error', async () => {
    browser.console.expect(/status of (400|403|404|500)/);
    const alertText = async () => {
      await page.getByRole('alert').waitFor();
      return (await page.getByRole('alert').textContent()) ?? '';
    };
    const analyzeUrl = async (url: string) => {
      await page.getByLabel(/^URL/).fill(url);
      await page.getByRole('button', { name: 'Analyze' }).click();
    };
    await page.goto(`${portalUrl()}/catalog-import`);
    await analyzeUrl(`${files.origin}/acme/missing/catalog-info.yaml`);
    expect(await alertText()).toContain('There is no file at this URL.');

    // A port nobody listens on: the backend may read from it, but cannot connect.
    await analyzeUrl(`${await closedPortUrl()}/acme/catalog-info.yaml`);
    await page.getByRole('alert').filter({ hasNotText: 'There is no file' }).waitFor();
    expect(await alertText()).toContain('The catalog backend could not reach');
    expect(await page.getByRole('alert').count()).toBe(1);
    expect(await alertText()).toContain('The backend answered: ');

    await analyzeUrl(`https://${E2E_GITHUB_HOST}/acme/widgets/blob/main/catalog-info.yaml`);
    await page.getByRole('alert').filter({ hasNotText: 'could not reach' }).waitFor();
    expect(await alertText()).toContain(`The catalog backend is not set up to read from ${E2E_GITHUB_HOST}`);

    await analyzeUrl(`${E2E_GITHUB_HOST}/acme/widgets`);
    await page.getByText('Must start with http:// or https://.').waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('previews the pull request for a repository on a configured GitHub integration, and does not offer it without a GitHub sign-in', async () => {
    // The stack's auth backend has no GitHub provider: the optional session request answers 404.
    browser.console.expect(/status of 404 \(Not Found\) \[http:\/\/127\.0\.0\.1:\d+\/api\/auth\/github\/refresh\?optional/);
    // The dry run of the repository's catalog file on the default branch: the backend may not read that host.
    browser.console.expect(/status of 400 \(Bad Request\) \[http:\/\/127\.0\.0\.1:\d+\/api\/catalog\/locations\?dryRun=true\]/);
    await page.goto(`${portalUrl()}/catalog-import`);
    await page.getByLabel(/^URL/).fill(`https://${E2E_GITHUB_HOST}/acme/widgets`);
    await page.getByRole('button', { name: 'Analyze' }).click();
    // The stack's backend may not read from that host: it says it could not look, not that there is no file.
    await page.getByText('You entered a link to a GitHub repository. The catalog backend could not check whether it has a catalog-info.yaml already:').waitFor();
    await page.getByText(`The catalog backend is not set up to read from ${E2E_GITHUB_HOST}.`, { exact: false }).waitFor();
    expect(await page.getByLabel('Name of the created component').inputValue()).toBe('widgets');
    const preview = page.getByLabel('catalog-info.yaml');
    await page.waitForFunction(() => document.querySelector('.portico-import-preview__yaml')?.textContent?.includes('name: widgets'));
    expect(await preview.textContent()).toContain('kind: Component');

    await page.getByLabel('Name of the created component').fill('widget-service');
    await page.getByLabel('Entity Owner').fill('group:default/team-storefront');
    await page.waitForFunction(() => document.querySelector('.portico-import-preview__yaml')?.textContent?.includes('name: widget-service'));

    // The embedded backend has no GitHub sign-in: the page says so instead of a login that can only fail.
    await page.getByText('Portico cannot open this pull request for you: sign-in with GitHub is not set up in this portal.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Create PR' }).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('opens the pull request on a (fake) GitHub API with the GitHub session, straight from the browser', async () => {
    // The dry run of the repository's catalog file on the default branch: the backend may not read that host.
    browser.console.expect(/status of 400 \(Bad Request\) \[http:\/\/127\.0\.0\.1:\d+\/api\/catalog\/locations\?dryRun=true\]/);
    const token = 'e2e-github-token';
    const github = await startFakeGithub({ token, webHost: E2E_GITHUB_HOST });
    github.addRepository('acme/widgets');
    const portalOrigin = new URL(portalUrl()).origin;
    const cors = {
      'access-control-allow-origin': portalOrigin,
      'access-control-allow-credentials': 'true',
      'access-control-allow-headers': 'authorization, content-type, accept, x-requested-with',
      'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
    };
    // A GitHub session as the auth backend would hand it out (the embedded backend has no GitHub provider).
    await page.route('**/api/auth/github/refresh**', (route) =>
      route.fulfill({ status: 200, headers: cors, contentType: 'application/json', body: JSON.stringify({ profile: {}, providerInfo: { accessToken: token, scope: 'repo read:org read:user gist' } }) }),
    );
    // The configured integration's API base is served by the local fake.
    const apiBase = `https://${E2E_GITHUB_HOST}/api/v3`;
    await page.route(`${apiBase}/**`, async (route) => {
      const request = route.request();
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      const response = await route.fetch({ url: request.url().replace(apiBase, github.apiBaseUrl) });
      return route.fulfill({ response, headers: { ...response.headers(), ...cors } });
    });
    try {
      await page.goto(`${portalUrl()}/catalog-import`);
      await page.getByLabel(/^URL/).fill(`https://${E2E_GITHUB_HOST}/acme/widgets`);
      await page.getByRole('button', { name: 'Analyze' }).click();
      await page.getByLabel('Entity Owner').fill('group:default/team-storefront');
      await page.getByRole('button', { name: 'Create PR' }).click();
      await page.getByText('The following Pull Request has been opened:').waitFor();
      const link = page.getByRole('link', { name: `https://${E2E_GITHUB_HOST}/acme/widgets/pull/1` });
      expect(await link.getAttribute('href')).toBe(`https://${E2E_GITHUB_HOST}/acme/widgets/pull/1`);
      expect(await page.getByText(`https://${E2E_GITHUB_HOST}/acme/widgets/blob/main/catalog-info.yaml`).first().isVisible()).toBe(true);

      const repository = github.repositories.get('acme/widgets')!;
      const file = repository.files.get('backstage-integration:catalog-info.yaml') ?? '';
      expect(file).toContain('name: widgets');
      expect(file).toContain('owner: group:default/team-storefront');
      expect(repository.pulls).toEqual([expect.objectContaining({ title: 'Add catalog-info.yaml config file', head: 'backstage-integration', base: 'main' })]);
      expect(github.received.every((request) => request.headers.authorization === `Bearer ${token}`)).toBe(true);
    } finally {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await github.close();
    }
  });

  it('refuses a repository URL without a matching integration', async () => {
    await page.goto(`${portalUrl()}/catalog-import`);
    await page.getByLabel(/^URL/).fill('https://code.nowhere.test/acme/widgets');
    await page.getByRole('button', { name: 'Analyze' }).click();
    await page.getByRole('alert').filter({ hasText: 'This URL was not recognized as a valid git URL' }).waitFor();
  });
});
