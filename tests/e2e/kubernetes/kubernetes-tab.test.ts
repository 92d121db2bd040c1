// The Kubernetes tab of the example component `payments`, against the real kubernetes backend reading the
// fixture cluster (config/dev-backend/kubernetes-fixture) that the e2e global setup starts with the embedded backend.
import type { Locator, Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { signInAsGuest } from '../../support/e2e/portal';

jest.setTimeout(120_000);

const TAB_PATH = '/catalog/default/component/payments/kubernetes';
const HEALTHY_POD = 'payments-api-7d9f8b6c5d-2xkqp';

describe('Kubernetes tab of payments', () => {
  let browser: TestBrowser;
  let page: Page;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await signInAsGuest(page, TAB_PATH);
    await page.getByRole('heading', { name: 'Your Clusters' }).waitFor({ timeout: 60_000 });
  });

  afterAll(async () => {
    await browser?.close();
  });

  const errorReporting = (): Locator => page.getByRole('table', { name: 'Error Reporting' });
  const cluster = (): Locator => page.getByRole('region', { name: 'Cluster Local fixture cluster' });
  const expand = async (region: Locator, name: RegExp) => {
    const toggle = region.getByRole('button', { name }).first();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  };

  it('lists every detected problem of the fixture cluster at once, grouped by workload, most severe first', async () => {
    const rows = errorReporting().locator('tbody tr');
    await rows.first().waitFor();
    expect(await rows.nth(1).textContent()).toContain(
      'Current number of replicas (3) is equal to the configured max number of replicas (3)',
    );
    const groups = await errorReporting().locator('tbody th').allTextContents();
    expect(groups.map((group) => group.replace(/ namespace.*/, ''))).toEqual([
      'Deployment payments-api',
      'Deployment payments-worker',
      'StatefulSet payments-cache',
    ]);
    const region = page.getByRole('region', { name: 'Error Reporting' });
    expect(await region.getByRole('button', { name: 'Next page' }).count()).toBe(0);
    expect(await errorReporting().getByRole('row', { name: /q4rnv/ }).count()).toBe(1);
    expect(await region.textContent()).toContain('critical');
  });

  it('shows the Kubernetes tab only on entities with Kubernetes metadata', async () => {
    const other = await browser.context.newPage();
    await other.goto(page.url().replace(/\/catalog\/.*$/, '/catalog/default/component/web-shop'));
    await other.getByRole('tab', { name: 'Overview' }).waitFor();
    expect(await other.getByRole('tab', { name: 'Kubernetes' }).count()).toBe(0);
    await other.close();
  });

  it('shows the cluster with its pods and the pods with errors flagged', async () => {
    const summary = cluster().getByRole('button', { name: /Local fixture cluster/ });
    expect(await summary.textContent()).toContain('4 pods with errors');
    await expand(cluster(), /Local fixture cluster/);
    for (const section of ['Custom resources', 'Deployments', 'Daemon sets', 'Stateful sets', 'Ingresses', 'Services', 'Cron jobs']) {
      await cluster().getByRole('region', { name: section }).waitFor();
    }
    const deployment = cluster().getByRole('region', { name: 'Deployment payments-api' });
    expect(await deployment.getByRole('button', { name: /payments-api/ }).first().textContent()).toMatch(
      /3 pods.*2 pods with errors.*min replicas 2 \/ max replicas 3.*current CPU usage: 92%/,
    );
    await expand(deployment, /payments-api/);
    const crashing = deployment.getByRole('row', { name: /q4rnv/ });
    expect(await crashing.textContent()).toContain('api: CrashLoopBackOff');
    const worker = cluster().getByRole('region', { name: 'Deployment payments-worker' });
    expect(await worker.getByRole('button').first().textContent()).toContain('current CPU usage: ?');
    const canary = cluster().getByRole('region', { name: 'Rollout payments-canary' });
    await expand(canary, /payments-canary/);
    expect(await canary.getByRole('list', { name: 'Rollout steps' }).textContent()).toContain('Canary promoted');
    expect(await canary.textContent()).toContain('Paused');
    const reconcile = cluster().getByRole('region', { name: 'CronJob payments-reconcile' });
    expect(await reconcile.textContent()).toContain('Suspended');
    expect(await reconcile.textContent()).toContain('Every hour');
  });

  it('explains a crash loop with the crash logs of the previous run', async () => {
    await errorReporting().getByRole('button', { name: /restarted 27 times/ }).click();
    const dialog = page.getByRole('dialog', { name: /q4rnv - containers-restarting/ });
    await dialog.getByText('This container has exited with a non-zero exit code (1)').waitFor();
    await dialog.getByText(/missing required setting CARD_NETWORK_API_KEY/).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('shows the warning events of a pod that never gets ready', async () => {
    await errorReporting().getByRole('button', { name: /failed to start properly/ }).click();
    const dialog = page.getByRole('dialog', { name: /payments-cache-1 - readiness-probe-taking-too-long/ });
    await dialog.getByText(/Readiness probe failed: LOADING Redis is loading the dataset in memory/).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('opens a pod with its IP, events and container logs', async () => {
    const deployment = cluster().getByRole('region', { name: 'Deployment payments-api' });
    await deployment.getByRole('button', { name: HEALTHY_POD }).click();
    const drawer = page.getByRole('dialog', { name: `Pod ${HEALTHY_POD}` });
    await drawer.getByText('10.42.1.17').waitFor();
    await drawer.getByRole('region', { name: 'Events' }).getByText(/Started container api/).waitFor();
    await drawer.getByRole('button', { name: 'Logs of api' }).click();
    const logs = page.getByRole('dialog', { name: /2xkqp - api logs/ });
    await logs.getByText(/listening on :8080/).waitFor();
    await logs.getByRole('button', { name: 'Close' }).click();
    await logs.waitFor({ state: 'detached' });
  });

  it('runs a shell in the container through the exec websocket', async () => {
    const drawer = page.getByRole('dialog', { name: `Pod ${HEALTHY_POD}` });
    await drawer.getByRole('button', { name: 'Terminal of api' }).click();
    const terminal = page.getByLabel('Shell in api');
    await terminal.getByText('/app $').first().waitFor();
    await terminal.click();
    await page.keyboard.type('echo hello-portico');
    await page.keyboard.press('Enter');
    await page.keyboard.type('hostname');
    await page.keyboard.press('Enter');
    await terminal.getByText(HEALTHY_POD).waitFor();
    const lines = await terminal.locator('.xterm-rows > div').allTextContents();
    expect(lines.map((line) => line.trim())).toEqual(expect.arrayContaining(['hello-portico', HEALTHY_POD]));
    await page.getByRole('dialog', { name: /2xkqp - api terminal/ }).getByRole('button', { name: 'Close' }).click();
    await terminal.waitFor({ state: 'detached' });
  });

  it('deletes the pod, which then leaves the list', async () => {
    const drawer = page.getByRole('dialog', { name: `Pod ${HEALTHY_POD}` });
    await drawer.getByRole('button', { name: 'Delete Pod' }).click();
    await drawer.waitFor({ state: 'detached' });
    const deployment = cluster().getByRole('region', { name: 'Deployment payments-api' });
    await deployment.getByRole('button', { name: HEALTHY_POD }).waitFor({ state: 'detached' });
    expect(await deployment.getByRole('button').first().textContent()).toContain('2 pods');
    expect(pageErrors).toEqual([]);
  });
});
