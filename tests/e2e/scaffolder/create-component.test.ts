// End to end: pick the example template, fill the form (with a validation error shown and fixed), run it, watch
// the logs stream, open the registered component, find the task in the list, and dry-run the template in the
// editor with a zip download. Real portal, real embedded Backstage backend, Debian's Chromium.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { fetchGuestToken } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { EXAMPLES_DIR } from '../../../config/dev-backend/embedded/example-entities';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { backendUrl, portalUrl, signInAsGuest } from '../../support/e2e/portal';

jest.setTimeout(180_000);

const NAME_MESSAGE =
  'Must start and end with an alphanumeric character, and contain only alphanumeric characters, hyphens, underscores, and periods. Maximum length is 63 characters.';

const name = `e2e-${Date.now().toString(36)}`;

/** The three steps of the example template. */
const fillTemplateForm = async (page: Page, componentName: string, showError: boolean) => {
  const nameInput = page.getByLabel(/^Name/);
  if (showError) {
    await nameInput.fill('-not-valid-');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(NAME_MESSAGE).waitFor();
    // A missing field says so in words, and focus goes to the first field in error.
    await page.getByText('Owner is required.').waitFor();
    await page.waitForFunction((input) => input === document.activeElement, await nameInput.elementHandle());
    await nameInput.fill(componentName);
    await page.getByText(NAME_MESSAGE).waitFor({ state: 'detached' });
  } else {
    await nameInput.fill(componentName);
  }
  await page.getByLabel(/^Description/).fill('Created by the end-to-end test');
  await page.getByRole('combobox', { name: /^Owner/ }).click();
  await page.getByRole('option', { name: /team-storefront/ }).click();
  await page.getByRole('combobox', { name: /^Tags/ }).fill('E2E ');
  await page.getByRole('combobox', { name: /^Tags/ }).press('Enter');
  if (showError) {
    // The tag suggestions stay open while tags are added, and pass under the Next button: it stays the thing pressed.
    await page.getByRole('combobox', { name: /^Tags/ }).press('ArrowDown');
    await page.getByRole('listbox').waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    })).toBe(true);
  }
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('region', { name: 'Choose how it runs' }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('region', { name: 'Choose a location' }).waitFor();
  await page.getByLabel(/^Owner/).fill('acme');
  await page.getByLabel(/^Repository/, { exact: false }).last().fill(componentName);
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('table', { name: 'Review and create' }).waitFor();
};

describe('scaffolder end to end', () => {
  let browser: TestBrowser;
  let page: Page;
  let taskUrl = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await signInAsGuest(page, '/create');
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lists the example template and opens its wizard', async () => {
    await page.getByRole('link', { name: 'Create' }).first().click();
    const templates = page.getByRole('region', { name: 'Templates' });
    await templates.getByRole('heading', { name: 'Node.js service' }).waitFor();
    await templates.getByRole('link', { name: 'Choose Node.js service' }).click();
    await page.waitForURL(/\/create\/templates\/default\/create-node-service$/);
    await page.getByRole('heading', { name: 'Node.js service', level: 1 }).waitFor();
  });

  it('fills the form, showing and fixing a validation error, and reviews it', async () => {
    await fillTemplateForm(page, name, true);
    const review = page.getByRole('table', { name: 'Review and create' });
    expect(await review.getByRole('row', { name: /Name/ }).first().textContent()).toContain(name);
    // Names, not references: the owner's title (its ref in the tooltip) and the repository's address.
    await review.getByText('Storefront Team').waitFor();
    expect(await review.getByText('Storefront Team').getAttribute('title')).toBe('group:default/team-storefront');
    expect(await review.textContent()).toContain(`github.com/acme/${name}`);
    expect(await review.textContent()).not.toContain('github.com?owner=');
  });

  it('runs the template and streams the logs until the component is registered', async () => {
    await page.getByRole('button', { name: 'Create' }).click();
    await page.waitForURL(/\/create\/tasks\/[0-9a-f-]+$/);
    taskUrl = page.url();
    await page.getByRole('heading', { name: 'Run of Node.js service' }).waitFor();
    const log = page.getByRole('log', { name: 'Task log' });
    await log.getByText(/Beginning step Fetch skeleton/).waitFor();
    await log.getByText(new RegExp(`Registered component:default/${name}`)).waitFor({ timeout: 60_000 });
    expect(await log.textContent()).not.toContain('\u001b[');
    // The registration line is logged before the task's completion event reaches the page.
    await page.getByRole('button', { name: 'Cancel', disabled: true }).waitFor({ timeout: 30_000 });
  });

  it('opens the new component in the catalog', async () => {
    const token = await fetchGuestToken(backendUrl());
    const response = await fetch(`${backendUrl()}/api/catalog/entities/by-name/component/default/${name}`, { headers: { authorization: `Bearer ${token}` } });
    expect(response.status).toBe(200);
    const registered = (await response.json()) as { spec: { owner: string }; metadata: { tags: string[] } };
    expect(registered.spec.owner).toBe('group:default/team-storefront');
    expect(registered.metadata.tags).toEqual(['e2e']);

    await page.getByRole('link', { name: 'Open in catalog' }).click();
    await page.waitForURL(new RegExp(`/catalog/default/component/${name}$`));
    await page.getByRole('heading', { name, exact: false }).first().waitFor();
  });

  it('finds the task in the task list', async () => {
    await page.goto(`${portalUrl()}/create/tasks`);
    const table = page.getByRole('table', { name: 'Tasks' });
    const taskId = taskUrl.split('/').pop() ?? '';
    const row = table.getByRole('row').filter({ hasText: taskId });
    await row.waitFor();
    expect(await row.textContent()).toContain('Node.js service');
    expect(await row.textContent()).toContain('completed');
  });

  it('dry-runs the template in the editor, shows the files and downloads a zip', async () => {
    await page.goto(`${portalUrl()}/create/edit`);
    await page.getByRole('heading', { name: 'Template editor' }).waitFor();
    await page.getByTestId('template-directory-input').setInputFiles(join(EXAMPLES_DIR, 'templates/create-node-service'));
    await page.waitForURL(/\/create\/template$/);
    const tree = page.getByRole('tree', { name: 'Template files' });
    await tree.getByRole('button', { name: /template.yaml/ }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Edit template.yaml' }).inputValue()).toContain('name: create-node-service');

    await fillTemplateForm(page, `${name}-dry`, false);
    await page.getByRole('button', { name: 'Dry Run' }).click();
    const results = page.getByRole('region', { name: 'Dry-run results' });
    const files = results.getByRole('tree', { name: 'Result files' });
    await files.getByRole('button', { name: /catalog-info.yaml/ }).click();
    expect(await results.getByLabel('Content of catalog-info.yaml').textContent()).toContain(`name: ${name}-dry`);
    await results.getByRole('tab', { name: 'Log' }).click();
    await results.getByRole('log', { name: 'Dry-run log' }).getByText(/Dry run: would register/).waitFor();

    const download = page.waitForEvent('download');
    await results.getByRole('button', { name: 'Download result 1 as zip' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('dry-run-result-1.zip');
    const bytes = await readFile((await file.path()) ?? '');
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(bytes.includes(Buffer.from('catalog-info.yaml'))).toBe(true);

    await results.getByRole('button', { name: 'Delete result 1' }).click();
    await results.waitFor({ state: 'detached' });
  });
});
