// A real Backstage community plugin, unmodified, named in the app config only: @backstage-community/plugin-tech-radar's
// TechRadarPage as a page at /tech-radar with a sidebar item. The portal is built with an extra config file that
// names it (as `portico build --config` would), served in front of the e2e stack's backend, and opened in Chromium:
// the radar renders in its React 18 root with its sample data (its data call carries the user's token and, without a
// tech-radar backend, falls back to the sample), no page error, and the portal's own navigation (sidebar, back and
// forward) keeps working around it.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { BACKSTAGE_RUNTIME_CHUNK } from '../../../config/build/backstage-plugins';
import { loadAppConfig } from '../../../config/server/app-config/load-app-config';
import { pageChunkFiles, parseBuildManifest, ROUTE_MODULES } from '../../../config/server/route-preloads';
import { firstPageAssets } from '../../bench/bundle-size.bench';
import { startStack, type RunningStack } from '../../../config/server/stack';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { freePort } from '../../support/e2e/free-port';
import { backendUrl, signInAsGuest } from '../../support/e2e/portal';
import { REPOSITORY } from '../../support/e2e/packages';
import { NO_RADAR_BACKEND, TECH_RADAR_CONFIG_ENV } from '../../support/tech-radar-plugin';

const MINUTES = 60_000;
jest.setTimeout(4 * MINUTES);

const run = promisify(execFile);

const CONFIG_ENV = TECH_RADAR_CONFIG_ENV;

describe('a Backstage plugin named in the app config', () => {
  let folder = '';
  let stack: RunningStack | undefined;
  let browser: TestBrowser | undefined;
  let page: Page;
  const radarCalls: { url: string; authorization: string | undefined }[] = [];
  const scripts: string[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'portico-backstage-plugins-'));
    // `vite build` reads the app config as `npm run build` does (vite.config.ts), into this test's folder.
    await run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', join(folder, 'dist')], {
      cwd: REPOSITORY,
      // A production build, as `portico build` makes (jest's NODE_ENV=test would give React's development builds).
      env: { ...process.env, ...CONFIG_ENV, NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    });

    const port = await freePort();
    const loaded = await loadAppConfig({
      cwd: REPOSITORY,
      configFiles: [],
      env: { ...CONFIG_ENV, APP_CONFIG_app_baseUrl: `http://127.0.0.1:${port}`, APP_CONFIG_backend_baseUrl: backendUrl() },
    });
    if (loaded._tag === 'Left') throw new Error(loaded.left);
    const portico = loaded.right.config['portico'] as Record<string, unknown>;
    const config = { ...loaded.right.config, portico: { ...portico, embeddedBackend: false, backendProxy: true } };
    // The stack serves ./dist of its working directory: this test's build.
    const cwd = process.cwd();
    process.chdir(folder);
    try {
      stack = await startStack({ config, mode: 'static' });
    } finally {
      process.chdir(cwd);
    }
    browser = await launchBrowser();
    page = await browser.context.newPage();
    page.on('request', (request) => {
      if (request.url().includes('/api/tech-radar/')) radarCalls.push({ url: request.url(), authorization: request.headers()['authorization'] });
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
  });

  afterAll(async () => {
    await browser?.close();
    await stack?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it("keeps the first page's code free of it: React 18, Material UI, Backstage's libraries and the plugin load only with its page", async () => {
    const dist = join(folder, 'dist');
    const manifest = parseBuildManifest(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8'));
    if (!manifest) throw new Error('The build wrote no manifest');
    const entry = firstPageAssets(await readFile(join(dist, 'index.html'), 'utf8')).js;
    // What index.html loads, with the page start's and the app's preloads, for the home page and the catalog opened first.
    const firstPages = new Set([...entry, ...pageChunkFiles(manifest).scripts, ...pageChunkFiles(manifest, ROUTE_MODULES[0]!.modules).scripts]);
    // And everything those import statically, at any depth (the manifest's imports; dynamic imports are lazy).
    const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
    const pending = [...firstPages];
    for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
      for (const imported of byFile.get(file)?.imports ?? []) {
        const importedFile = manifest[imported]?.file;
        if (importedFile && !firstPages.has(importedFile)) {
          firstPages.add(importedFile);
          pending.push(importedFile);
        }
      }
    }
    const runtime = (await readdir(join(dist, 'assets'))).filter((file) => file.startsWith(`${BACKSTAGE_RUNTIME_CHUNK}-`) && file.endsWith('.js'));
    expect(runtime).toHaveLength(1);
    expect([...firstPages].filter((file) => file.includes(BACKSTAGE_RUNTIME_CHUNK))).toEqual([]);
    const realmSources = Object.entries(manifest).filter(([source]) => /(@backstage|@material-ui|react18|react-dom18|backstage-plugins\/react18)/.test(source));
    expect(realmSources.filter(([, chunk]) => firstPages.has(chunk.file))).toEqual([]);
  });

  it('stops the build on an extension the package does not export, naming the key, the package and what it exports', async () => {
    const misspelt = [{ package: '@backstage-community/plugin-tech-radar', dynamicRoutes: [{ path: '/tech-radar', importName: 'TechRadarPge' }] }];
    const built = run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'error', '--outDir', join(folder, 'dist-misspelt')], {
      cwd: REPOSITORY,
      env: { ...process.env, APP_CONFIG_portico_backstagePlugins: JSON.stringify(misspelt), NODE_ENV: 'production', VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    await expect(built).rejects.toMatchObject({
      stderr: expect.stringContaining(
        "Config key 'portico.backstagePlugins[0].dynamicRoutes[0].importName' (Backstage plugin '@backstage-community/plugin-tech-radar'): the package exports no 'TechRadarPge' (it exports ",
      ) as unknown,
    });
  });

  const signIn = (path: string) => signInAsGuest(page, path, stack!.portalUrl);

  it("renders the radar with its sample data in its own React 18 root, its data call carrying the user's token", async () => {
    browser!.console.expect(NO_RADAR_BACKEND);
    // Opened on the catalog, the portal loads nothing of the plugin's; its sidebar item leads to its page.
    await signIn('/catalog');
    await page.getByRole('heading', { name: /catalog/i }).first().waitFor();
    expect(scripts.filter((url) => url.includes(BACKSTAGE_RUNTIME_CHUNK))).toEqual([]);
    await page.getByRole('link', { name: 'Tech Radar' }).first().click();
    await page.waitForURL(/\/tech-radar$/);
    const mount = page.locator('[data-backstage-plugin="tech-radar"]');
    await mount.getByText('JavaScript', { exact: true }).first().waitFor();
    expect(scripts.filter((url) => url.includes(BACKSTAGE_RUNTIME_CHUNK))).toHaveLength(1);
    expect(await mount.getByText('ADOPT', { exact: true }).first().isVisible()).toBe(true);
    // The radar's blips are drawn in an SVG.
    expect(await mount.locator('svg').count()).toBeGreaterThan(0);
    expect(await page.getByTestId('backstage-plugin-error').count()).toBe(0);
    expect(radarCalls.length).toBeGreaterThan(0);
    expect(radarCalls[0]!.authorization).toMatch(/^Bearer \S+/);
    // React 18 runs only inside the plugin's root: the portal's own React is 19.
    const versions = await page.evaluate(() => {
      const root = document.querySelector('[data-backstage-plugin="tech-radar"]');
      const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer$'));
      return { pluginRoot: Boolean(key), portalRoot: Boolean(Object.keys(document.getElementById('root') ?? {}).find((name) => name.startsWith('__reactContainer$'))) };
    });
    expect(versions).toEqual({ pluginRoot: true, portalRoot: true });
    // The tab is titled by the portal, after the page's heading; Backstage's page header does not set it.
    await page.waitForFunction(() => document.title === 'Tech Radar | Portico');
  });

  it("opens on its page by a deep link, and keeps the portal's own navigation working around it: sidebar, back and forward", async () => {
    browser!.console.expect(NO_RADAR_BACKEND);
    await page.goto(`${stack!.portalUrl}/tech-radar`);
    await page.locator('[data-backstage-plugin="tech-radar"]').getByText('JavaScript', { exact: true }).first().waitFor();
    await page.getByRole('link', { name: 'Catalog', exact: true }).first().click();
    await page.waitForURL(/\/catalog$/);
    await page.getByRole('heading', { name: /catalog/i }).first().waitFor();
    expect(await page.locator('[data-backstage-plugin="tech-radar"]').count()).toBe(0);
    await page.goBack();
    await page.waitForURL(/\/tech-radar$/);
    await page.locator('[data-backstage-plugin="tech-radar"]').getByText('JavaScript', { exact: true }).first().waitFor();
    await page.goForward();
    await page.waitForURL(/\/catalog$/);
    await page.getByRole('link', { name: 'Tech Radar' }).first().click();
    await page.waitForURL(/\/tech-radar$/);
    await page.locator('[data-backstage-plugin="tech-radar"]').getByText('JavaScript', { exact: true }).first().waitFor();
  });
});
