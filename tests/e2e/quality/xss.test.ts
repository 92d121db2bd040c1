import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { chromium, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { EMBEDDED_CONFIG_ELEMENT_ID, ROUTE_CHUNKS_ELEMENT_ID } from '../../../adapters/app/page-data-blocks';
import { loadAppConfig } from '../../../config/server/app-config/load-app-config';
import { fetchGuestToken, waitForCatalog } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { startStack, type RunningStack } from '../../../config/server/stack';
import { startLocalHttpServer, type LocalHttpServer } from '../../adapters/shared/local-http-server';
import { CHROMIUM_PATH } from '../../support/e2e/browser';
import { freePort } from '../../support/e2e/free-port';
import { importE2eBackendConfig } from '../../support/e2e/import-e2e-config';
import { pageSettled, waitShown, waitUntil } from '../../support/e2e/settled';
import { HTML_PAYLOADS, UNSAFE_LINK_SCHEMES, xssCatalog } from '../../support/xss-payloads';
import { waitForSearchIndex } from '../search/wait-for-search-index';

jest.setTimeout(420_000);

/**
 * Security: entities whose titles, descriptions, annotation values, links and API definitions
 * carry a corpus of XSS payloads are shown on every page that renders entity data, and nothing executes.
 * The browser runs with the Content-Security-Policy bypassed, so this proves the rendering itself is safe
 * (the CSP is a second wall, tested in token-hygiene.test.ts). It runs its own stack: the extra entities
 * must not change the counts other e2e files assert.
 */
/** The accessible name of each definition viewer's article (as in tests/e2e/api-docs). */
const DEFINITION_ARTICLES: Record<string, string> = {
  openapi: 'OpenAPI definition',
  asyncapi: 'AsyncAPI definition',
  graphql: 'GraphQL schema',
  grpc: 'gRPC definition',
  trpc: 'tRPC definition',
};

const prefix = `zz-xss-${randomBytes(2).toString('hex')}`;
const catalog = xssCatalog(prefix);

/** Reports from the page: `window.__xss` writes and alert/confirm/prompt calls, in any frame. */
const installTraps = async (context: BrowserContext, hits: string[]) => {
  await context.exposeFunction('porticoXssHit', (what: string) => hits.push(what));
  await context.addInitScript(() => {
    const report = (what: string) => (window as unknown as { porticoXssHit: (w: string) => void }).porticoXssHit(what);
    Object.defineProperty(window, '__xss', { configurable: false, get: () => undefined, set: (value: unknown) => report(`__xss=${String(value)}`) });
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      Object.defineProperty(window, name, { configurable: false, value: (message: unknown) => report(`${name}(${String(message)})`) });
    }
  });
};

/** Everything in the DOM (shadow roots and same-origin frames included) that could run script. */
const dangerousMarkup = async (page: Page, unsafeSchemes: readonly string[]): Promise<string[]> => {
  const found: string[] = [];
  for (const frame of page.frames()) {
    found.push(
      ...(await frame
        .evaluate(({ schemes, dataBlocks }) => {
          const problems: string[] = [];
          const URL_ATTRIBUTES = ['href', 'xlink:href', 'src', 'action', 'formaction', 'data', 'poster', 'background'];
          const schemeOf = (value: string): string => {
            try {
              return new URL(value, document.baseURI).protocol;
            } catch {
              return '';
            }
          };
          const visit = (root: Document | ShadowRoot) => {
            for (const element of Array.from(root.querySelectorAll('*'))) {
              const tag = element.tagName.toLowerCase();
              // The app's own favicon is a data: SVG in index.html; it is not entity data and cannot run script.
              if (tag === 'link' && element.parentElement === document.head && /\bicon\b/.test(element.getAttribute('rel') ?? '')) continue;
              // The portal's browser config and the page's chunk list ride in index.html as JSON data blocks, which the browser never runs.
              if (tag === 'script' && element.parentElement === document.head && dataBlocks.includes(element.id) && (element as HTMLScriptElement).type === 'application/json') continue;
              for (const attribute of Array.from(element.attributes)) {
                const name = attribute.name.toLowerCase();
                if (name.startsWith('on')) problems.push(`<${tag} ${name}="${attribute.value.slice(0, 60)}">`);
                if (URL_ATTRIBUTES.includes(name) && schemes.includes(schemeOf(attribute.value))) problems.push(`<${tag} ${name}="${attribute.value.slice(0, 60)}">`);
                if (name === 'srcdoc') problems.push(`<${tag} srcdoc>`);
              }
              if (tag === 'a' && schemes.includes((element as HTMLAnchorElement).protocol)) problems.push(`<a href="${(element as HTMLAnchorElement).href.slice(0, 60)}">`);
              if (tag === 'script' && !(element as HTMLScriptElement).src) problems.push('<script> without src');
              if (tag === 'script' && (element as HTMLScriptElement).src && new URL((element as HTMLScriptElement).src).origin !== location.origin) problems.push(`<script src=${(element as HTMLScriptElement).src}>`);
              if (['iframe', 'object', 'embed', 'frame', 'base'].includes(tag)) problems.push(`<${tag}>`);
              if (element.shadowRoot) visit(element.shadowRoot);
            }
          };
          visit(document);
          return problems;
        }, { schemes: unsafeSchemes as string[], dataBlocks: [EMBEDDED_CONFIG_ELEMENT_ID, ROUTE_CHUNKS_ELEMENT_ID] })
        .catch(() => [`frame ${frame.url()} could not be inspected`])),
    );
  }
  return found;
};

/** Whether the element's text (rendered or collapsed) contains `text`, within 10 s. */
const textShownBy = async (element: Locator, text: string): Promise<boolean> => {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (((await element.evaluate((node) => node.textContent)) ?? '').includes(text)) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
};

describe('security: XSS payloads in entity data never execute', () => {
  let stack: RunningStack;
  let files: LocalHttpServer;
  let context: BrowserContext;
  let profile: string;
  let page: Page;
  const hits: string[] = [];
  const dialogs: string[] = [];
  const visited: string[] = [];

  /** Opens a path, lets it settle, and records what it found. */
  const expectSafe = async (what: string) => {
    await page.waitForLoadState('networkidle').catch(() => undefined);
    // Never a blank screen: the page renders something with a heading (lazy parts may still be loading).
    await page.locator('h1, h2, h3, [role=heading]').first().waitFor({ timeout: 15_000 });
    // A payload runs when its element is rendered or its image fails: both have happened once the page is settled.
    await pageSettled(page);
    visited.push(what);
    expect({ what, markup: await dangerousMarkup(page, UNSAFE_LINK_SCHEMES) }).toEqual({ what, markup: [] });
    expect({ what, hits, dialogs }).toEqual({ what, hits: [], dialogs: [] });
  };

  beforeAll(async () => {
    files = await startLocalHttpServer();
    files.answer((request) =>
      request.url === '/xss/catalog-info.yaml' ? { status: 200, body: catalog.yaml, headers: { 'content-type': 'text/yaml' } } : { status: 404, body: 'not found' },
    );
    const [portalPort, backendPort] = [await freePort(), await freePort()];
    const loaded = await loadAppConfig({
      cwd: process.cwd(),
      configFiles: [],
      env: { ...process.env, APP_CONFIG_app_baseUrl: `http://127.0.0.1:${portalPort}`, APP_CONFIG_backend_baseUrl: `http://127.0.0.1:${backendPort}` },
    });
    if (loaded._tag === 'Left') throw new Error(loaded.left);
    stack = await startStack({ config: loaded.right.config, mode: 'static', backendConfig: importE2eBackendConfig, log: () => undefined });
    const token = await fetchGuestToken(stack.backendUrl);
    const registered = await fetch(`${stack.backendUrl}/api/catalog/locations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'url', target: `${files.origin}/xss/catalog-info.yaml` }),
    });
    if (!registered.ok) throw new Error(`registering the XSS corpus failed: ${registered.status} ${await registered.text()}`);
    await waitForCatalog({
      baseUrl: stack.backendUrl,
      token,
      entityRefs: [...catalog.components.map((c) => `component:default/${c.name}`), ...catalog.apis.map((a) => `api:default/${a.name}`)],
    });

    profile = await mkdtemp(join(tmpdir(), 'portico-xss-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      headless: true,
      bypassCSP: true,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
      viewport: { width: 1280, height: 800 },
    });
    await installTraps(context, hits);
    page = context.pages()[0] ?? (await context.newPage());
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await page.goto(stack.portalUrl);
    await page.getByLabel('Guest sign-in').getByRole('button', { name: 'Sign In' }).click();
    await page.getByTestId('signed-in-user').waitFor();
  });

  afterAll(async () => {
    await context?.close();
    if (profile) await rm(profile, { recursive: true, force: true });
    await stack?.stop();
    await files?.close();
  });

  it('the traps catch a payload that does run (the test can fail)', async () => {
    await page.goto(`${stack.portalUrl}/catalog`);
    await page.evaluate(() => {
      const probe = document.createElement('img');
      probe.setAttribute('onerror', "window.__xss='probe'");
      probe.src = 'x:probe';
      document.body.append(probe);
    });
    await page.waitForFunction(() => document.querySelector('img[onerror]') !== null);
    await waitUntil(() => hits.length > 0, 'the probe to be caught');
    expect(hits).toEqual(['__xss=probe']);
    expect(await dangerousMarkup(page, UNSAFE_LINK_SCHEMES)).toEqual(expect.arrayContaining([expect.stringContaining('onerror')]));
    hits.length = 0;
    await page.evaluate(() => document.querySelector('img[onerror]')?.remove());
    // The link scan sees through the spellings browsers normalise (a tab inside the scheme).
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.setAttribute('href', "java\tscript:window.__xss='probe-link'");
      link.id = 'xss-probe-link';
      document.body.append(link);
    });
    expect(await dangerousMarkup(page, UNSAFE_LINK_SCHEMES)).toEqual(expect.arrayContaining([expect.stringMatching(/^<a href="javascript:/)]));
    await page.evaluate(() => document.getElementById('xss-probe-link')?.remove());
    expect(await dangerousMarkup(page, UNSAFE_LINK_SCHEMES)).toEqual([]);
  });

  it('catalog index: every payload title is shown as text', async () => {
    await page.goto(`${stack.portalUrl}/catalog`);
    await waitShown(page, page.getByLabel('Search'));
    await page.getByLabel('Search').fill(prefix);
    await page.waitForURL(/filters%5Btext%5D=/);
    await page.waitForFunction(
      (count) => document.querySelectorAll('.portico-catalog-table tbody tr').length === count && !document.querySelector('.portico-catalog-table tbody')?.textContent?.includes('Checkout'),
      catalog.components.length,
    );
    const table = await page.locator('.portico-catalog-table tbody').innerText();
    for (const { title } of catalog.components) expect(table).toContain(title.split('\n')[0]);
    await expectSafe('catalog index');
    await page.getByLabel('Kind').selectOption('api');
    await page.waitForFunction((count) => document.querySelectorAll('.portico-catalog-table tbody tr').length === count, catalog.apis.length);
    await expectSafe('catalog index, kind api');
  });

  it('entity pages: overview with payload title, description, links and source annotations', async () => {
    for (const { name, title } of catalog.components) {
      await page.goto(`${stack.portalUrl}/catalog/default/component/${name}`);
      await waitShown(page, page.getByRole('heading', { level: 1 }).filter({ hasText: title.slice(0, 20) }));
      await expectSafe(`entity page ${name}`);
    }
    // The links card keeps the hostile links as text, and the safe ones as links.
    const safeLinks = await page.locator('a[href^="https://example.com/"]').count();
    expect(safeLinks).toBeGreaterThanOrEqual(1);
    await page.getByText(HTML_PAYLOADS[0]!, { exact: false }).first().waitFor();
  });

  it('inspect dialog: every tab', async () => {
    for (const ref of [`component/${catalog.components[0]!.name}`, `api/${catalog.apis[0]!.name}`]) {
      for (const tab of ['overview', 'ancestry', 'colocated', 'json', 'yaml']) {
        await page.goto(`${stack.portalUrl}/catalog/default/${ref}?inspect=${tab}`);
        await waitShown(page, page.getByRole('dialog'));
        if (tab === 'json' || tab === 'yaml') await page.getByRole('dialog').getByText('__xss', { exact: false }).first().waitFor();
        await expectSafe(`inspect ${tab} of ${ref}`);
      }
    }
  });

  it('API pages: overview and every definition viewer', async () => {
    for (const { name, type } of catalog.apis) {
      await page.goto(`${stack.portalUrl}/catalog/default/api/${name}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await expectSafe(`api page ${name}`);
      await page.goto(`${stack.portalUrl}/catalog/default/api/${name}/definition`);
      const article = page.getByRole('article', { name: DEFINITION_ARTICLES[type] });
      await waitShown(page, article);
      // The payloads reached the viewer, as text (the tRPC viewer lists procedures, not comments or bodies).
      expect({ type, shown: await textShownBy(article, type === 'trpc' ? 'getPet' : '__xss') }).toEqual({ type, shown: true });
      await expectSafe(`${type} definition of ${name}`);
    }
    await page.goto(`${stack.portalUrl}/api-docs`);
    await page.locator('.portico-catalog-table tbody tr').first().waitFor();
    await expectSafe('API explorer');
  });

  it('search results and the home page', async () => {
    await waitForSearchIndex(stack.backendUrl, prefix, 120_000);
    await page.goto(`${stack.portalUrl}/search?query=${prefix}`);
    await waitShown(page, page.locator('article.portico-search-result').first());
    expect((await page.locator('article.portico-search-result h3').allTextContents()).join('\n')).toContain('__xss');
    await expectSafe('search results');

    // Star a payload entity so the home page's starred card and recently visited list show payload titles.
    await page.goto(`${stack.portalUrl}/catalog/default/component/${catalog.components[1]!.name}`);
    await page.getByRole('button', { name: /^Add .* to favorites$/ }).first().click();
    await page.getByRole('button', { name: /^Remove .* from favorites$/ }).first().waitFor();
    await page.goto(`${stack.portalUrl}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expectSafe('home page');

    // The relations graph draws payload titles as node labels and links.
    const root = `component:default/${catalog.components[0]!.name}`;
    await page.goto(`${stack.portalUrl}/catalog-graph?rootEntityRefs[]=${root}&maxDepth=1`);
    await page.getByRole('group', { name: `Relations of ${root}` }).getByRole('link').nth(catalog.apis.length).waitFor();
    await expectSafe('catalog graph');
    expect(visited.length).toBeGreaterThan(20);
  });
});
