import type { Page } from 'playwright-core';
import { seriousViolations } from '../../support/e2e/axe';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { portalUrl, signInAsGuest } from '../../support/e2e/portal';

jest.setTimeout(120_000);

const nodeLabels = async (page: Page, graphName: RegExp | string): Promise<string[]> =>
  (await page.getByRole('group', { name: graphName }).getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? ''))).sort();

describe('the catalog graph against the embedded backend', () => {
  let browser: TestBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await signInAsGuest(page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('draws the example payments system with its parts, owner and domain, and navigates on click', async () => {
    await page.goto(`${portalUrl()}/catalog-graph?rootEntityRefs[]=system:default/payments-platform&maxDepth=1`);
    const graph = page.getByRole('group', { name: 'Relations of system:default/payments-platform' });
    await graph.getByRole('link', { name: 'Payments Service component · service' }).waitFor();
    const labels = await nodeLabels(page, 'Relations of system:default/payments-platform');
    expect(labels).toEqual(
      expect.arrayContaining([
        'Payments Platform system',
        'Payments Service component · service',
        'Ledger component · service',
        'Payments API api · openapi',
        'Payment Events api · asyncapi',
        'Ledger gRPC api · grpc',
        'Payments Database resource · database',
        'Payments Team group · team',
        'Commerce domain',
      ]),
    );
    // Every edge is drawn as a curve with an arrow head.
    const paths = await graph.locator('.portico-graph-edge path').evaluateAll((elements) => elements.map((element) => element.getAttribute('d') ?? ''));
    expect(paths.length).toBeGreaterThanOrEqual(labels.length - 1);
    for (const d of paths) expect(d).toMatch(/^M[\d.,-]+[CL]/);
    // The nodes do not overlap.
    const boxes = await graph.locator('.portico-graph-node rect').evaluateAll((rects) => rects.map((rect) => rect.getBoundingClientRect().toJSON() as DOMRect));
    for (let i = 0; i < boxes.length; i += 1)
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        const overlapping = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
        expect(overlapping).toBe(false);
      }
    await graph.getByRole('link', { name: 'Payments Service component · service' }).click();
    await page.waitForURL(/\/catalog\/default\/component\/payments$/);
    await page.getByRole('heading', { name: 'Payments Service', level: 1 }).waitFor();
  });

  it('filters by kind and keeps the filters in the URL', async () => {
    await page.goto(`${portalUrl()}/catalog-graph?rootEntityRefs[]=system:default/payments-platform&maxDepth=1`);
    await page.getByRole('group', { name: /Relations of/ }).getByRole('link').first().waitFor();
    await page.locator('label.bp6-checkbox', { hasText: /^API$/ }).click();
    await page.waitForURL(/selectedKinds%5B%5D=api/);
    await page.waitForFunction(() => {
      const labels = [...document.querySelectorAll('.portico-graph-node')].map((node) => node.getAttribute('aria-label') ?? '');
      return labels.length > 1 && labels.every((label) => / api · /.test(label) || label === 'Payments Platform system');
    });
  });

  it('shows the Relations card on the Overview; a node is reached with the keyboard and followed with Enter', async () => {
    await page.goto(`${portalUrl()}/catalog/default/component/ledger`);
    const card = page.getByRole('region', { name: 'Relations' });
    const node = card.getByRole('link', { name: 'Ledger gRPC api · grpc' });
    await node.waitFor();
    await node.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/catalog\/default\/api\/ledger-grpc$/);
    await page.goto(`${portalUrl()}/catalog/default/component/ledger`);
    await page.getByRole('region', { name: 'Relations' }).getByRole('link', { name: 'View graph' }).click();
    await page.waitForURL(/\/catalog-graph\?rootEntityRefs%5B%5D=component%3Adefault%2Fledger/);
    await page.getByRole('group', { name: 'Relations of component:default/ledger' }).waitFor();
  });

  it('draws the ancestry in the inspect dialog, zooming once clicked', async () => {
    await page.goto(`${portalUrl()}/catalog/default/component/payments?inspect=ancestry`);
    const graph = page.getByRole('dialog').getByRole('group', { name: 'Ancestry of component:default/payments' });
    await graph.getByRole('link', { name: 'Payments Service component · service' }).waitFor();
    expect((await nodeLabels(page, 'Ancestry of component:default/payments')).some((label) => / location/.test(label))).toBe(true);
    expect(await graph.getAttribute('data-zoom')).toBe('off');
    await graph.click({ position: { x: 5, y: 5 } });
    expect(await graph.getAttribute('data-zoom')).toBe('on');
    const before = await graph.locator(':scope > g').getAttribute('transform');
    await graph.hover({ position: { x: 20, y: 20 } });
    await page.mouse.wheel(0, -300);
    await page.waitForFunction((previous) => document.querySelector('[aria-label="Ancestry of component:default/payments"] > g')?.getAttribute('transform') !== previous, before);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious accessibility problems in the ${theme} theme`, async () => {
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
      await page.goto(`${portalUrl()}/catalog-graph?rootEntityRefs[]=component:default/checkout&maxDepth=2`);
      await page.getByRole('group', { name: /Relations of/ }).getByRole('link').first().waitFor();
      const found = (await seriousViolations(page)).map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`);
      expect(found).toEqual([]);
    });
  }
});
