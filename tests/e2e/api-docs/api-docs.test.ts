import type { Page } from 'playwright-core';
import { seriousViolations } from '../../support/e2e/axe';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { portalUrl, signInAsGuest } from '../../support/e2e/portal';

jest.setTimeout(120_000);

const explorerNames = async (page: Page): Promise<string[]> =>
  (await page.locator('.portico-catalog-table tbody tr td:first-child').allTextContents()).map((text) => text.trim());

describe('API docs against the embedded backend', () => {
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

  it('lists the example APIs in the explorer and filters them by type', async () => {
    await page.getByRole('link', { name: 'APIs' }).first().click();
    await page.waitForURL(/\/api-docs/);
    await page.getByRole('heading', { name: 'APIs (5)' }).waitFor();
    expect((await explorerNames(page)).sort()).toEqual(['Checkout tRPC', 'Ledger gRPC', 'Payment Events', 'Payments API', 'Product Catalog GraphQL']);
    const typeFilter = page.locator('fieldset', { has: page.locator('legend', { hasText: /^Type$/ }) });
    await typeFilter.locator('label.bp6-checkbox', { hasText: /^graphql/ }).click();
    await page.getByRole('heading', { name: 'APIs (1)' }).waitFor();
    expect(await explorerNames(page)).toEqual(['Product Catalog GraphQL']);
    expect(decodeURIComponent(page.url())).toContain('filters[type]=graphql');
  });

  const definitions: ReadonlyArray<{ name: string; tab: string; article: string; shows: readonly string[] }> = [
    { name: 'payments-api', tab: 'OpenAPI', article: 'OpenAPI definition', shows: ['/payments/{paymentId}/refunds', 'Authorise a payment', 'https://api.example.com/payments/v1'] },
    { name: 'payment-events', tab: 'AsyncAPI', article: 'AsyncAPI definition', shows: ['payments.captured', 'onPaymentRefunded', 'refundedMinorUnits'] },
    { name: 'product-catalog-graphql', tab: 'GraphQL', article: 'GraphQL schema', shows: ['setStock', 'ProductConnection!', 'A product the shop sells.'] },
    { name: 'ledger-grpc', tab: 'gRPC', article: 'gRPC definition', shows: ['RecordEntry', 'GetBalanceRequest', 'Records money movements as balanced double entries.'] },
    { name: 'checkout-trpc', tab: 'tRPC', article: 'tRPC definition', shows: ['placeOrder', 'checkoutRouter', 'z.object({ basketId: z.string(), cardToken: z.string() })'] },
  ];

  for (const definition of definitions) {
    it(`renders the ${definition.tab} definition of ${definition.name}`, async () => {
      await page.goto(`${portalUrl()}/catalog/default/api/${definition.name}`);
      await page.getByRole('tab', { name: 'Definition' }).click();
      await page.waitForURL(new RegExp(`/catalog/default/api/${definition.name}/definition$`));
      const article = page.getByRole('article', { name: definition.article });
      await article.waitFor();
      expect(await page.getByRole('tab', { name: definition.tab }).getAttribute('aria-selected')).toBe('true');
      for (const text of definition.shows) await article.getByText(text, { exact: false }).first().waitFor();
    });
  }

  it('leads from a definition to the component providing it, and copies the raw definition', async () => {
    await browser.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(portalUrl()).origin });
    await page.goto(`${portalUrl()}/catalog/default/api/ledger-grpc/definition`);
    await page.getByRole('article', { name: 'gRPC definition' }).waitFor();
    await page.getByRole('tab', { name: 'Raw' }).click();
    await page.getByRole('button', { name: 'Copy the definition' }).click();
    await page.getByText('Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('service Ledger');

    const providers = page.locator('.portico-api-providers');
    await providers.getByText(/^Provided by/).waitFor();
    const provider = providers.getByRole('link').first();
    await provider.click();
    await page.waitForURL(/\/catalog\/default\/component\/[^/]+$/);
    await page.getByRole('tab', { name: 'API' }).waitFor();
  });

  it('opens an OpenAPI operation with its parameters, responses and schemas', async () => {
    await page.goto(`${portalUrl()}/catalog/default/api/payments-api/definition`);
    const operation = page.locator('[data-operation="get /payments/{paymentId}"]');
    await operation.getByText('Read a payment').click();
    await operation.getByRole('table').getByText('paymentId').waitFor();
    await operation.getByText('No payment with this id.').waitFor();
    const schemas = page.getByRole('region', { name: 'Schemas' });
    await schemas.getByText('NewPayment', { exact: true }).click();
    await schemas.getByText('cardToken').waitFor();
  });

  it('shows a component’s provided and consumed APIs, linking to their definitions', async () => {
    await page.goto(`${portalUrl()}/catalog/default/component/checkout`);
    await page.getByRole('tab', { name: 'API' }).click();
    const provided = page.getByRole('region', { name: 'Provided APIs' });
    await provided.getByRole('link', { name: 'Checkout tRPC' }).waitFor();
    const consumed = page.getByRole('region', { name: 'Consumed APIs' });
    await consumed.getByRole('link', { name: 'Product Catalog GraphQL' }).waitFor();
    await consumed.getByRole('link', { name: 'Payments API' }).click();
    await page.getByRole('heading', { name: 'Payments API', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Definition' }).click();
    await page.getByRole('article', { name: 'OpenAPI definition' }).waitFor();
  });

  it('keeps the first page free of the viewers: a definition page preloads the OpenAPI viewer, any other loads with its definition', async () => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${portalUrl()}/catalog`);
    await page.locator('.portico-catalog-table tbody tr').first().waitFor();
    expect(scripts.filter((path) => /viewer/.test(path))).toEqual([]);
    await page.goto(`${portalUrl()}/catalog/default/api/ledger-grpc/definition`);
    await page.getByRole('article', { name: 'gRPC definition' }).waitFor();
    expect(scripts.filter((path) => /viewer/.test(path)).map((path) => path.replace(/^.*\/(\w+-viewer)-.*$/, '$1'))).toEqual(['openapi-viewer', 'grpc-viewer']);
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`has no serious accessibility problems in the ${theme} theme`, async () => {
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
      const problems: string[] = [];
      for (const [path, ready] of [
        ['/api-docs', () => page.locator('.portico-catalog-table tbody tr').first().waitFor()],
        ['/catalog/default/api/payments-api/definition', () => page.getByRole('article', { name: 'OpenAPI definition' }).waitFor()],
        ['/catalog/default/api/product-catalog-graphql/definition', () => page.getByRole('article', { name: 'GraphQL schema' }).waitFor()],
        ['/catalog/default/component/checkout/api', () => page.getByRole('region', { name: 'Provided APIs' }).waitFor()],
      ] as const) {
        await page.goto(`${portalUrl()}${path}`);
        await ready();
        const found = (await seriousViolations(page)).map((violation) => `${violation.id}: ${violation.help} (${violation.targets.join(', ')})`);
        if (found.length) problems.push(`${path}\n${found.join('\n')}`);
      }
      expect(problems.join('\n\n')).toBe('');
    });
  }
});
