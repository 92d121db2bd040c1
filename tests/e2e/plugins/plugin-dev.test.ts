// `portico dev <plugin folder>` as a plugin's author runs it in an app repository: the portal with that plugin alone,
// in front of the backend the app config names; an edit to the plugin's page shows in the open page without a
// restart. The plugin is installed from its folder as `npm install ./plugins/greeting` links it; the app repository
// links to this repository's React as npm would have installed it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { linkInstalledPackages } from '../../support/e2e/company-repository';
import { freePort } from '../../support/e2e/free-port';
import { REPOSITORY } from '../../support/e2e/packages';
import { backendUrl, signInAsGuest } from '../../support/e2e/portal';
import { waitUntil } from '../../support/e2e/settled';

const MINUTES = 60_000;
jest.setTimeout(5 * MINUTES);

const page = (version: number) => `export default function GreetingPage() {\n  return <h1>Hello from greeting, version ${version}</h1>;\n}\n`;

describe('portico dev <plugin folder>', () => {
  let app = '';
  let child: ChildProcess | undefined;
  let output = '';
  let portalUrl = '';
  let browser: TestBrowser | undefined;
  let tab: Page;

  beforeAll(async () => {
    app = await mkdtemp(join(tmpdir(), 'acme-plugin-dev-'));
    const plugin = join(app, 'plugins/greeting');
    await mkdir(join(plugin, 'src'), { recursive: true });
    await writeFile(
      join(plugin, 'package.json'),
      JSON.stringify({ name: '@acme/portico-plugin-greeting', version: '0.1.0', type: 'module', exports: { '.': './src/index.tsx' }, portico: { pluginId: 'greeting' } }),
    );
    await writeFile(
      join(plugin, 'src/index.tsx'),
      [
        "import { createPlugin } from 'portico-app/plugin-api';",
        '',
        'export default createPlugin({',
        "  id: 'greeting',",
        "  routes: [{ path: '/greeting', title: 'Greeting', load: () => import('./greeting-page') }],",
        "  sidebar: [{ label: 'Greeting', to: '/greeting' }],",
        '});',
        '',
      ].join('\n'),
    );
    await writeFile(join(plugin, 'src/greeting-page.tsx'), page(1));
    await mkdir(join(app, 'node_modules/@acme'), { recursive: true });
    await symlink(plugin, join(app, 'node_modules/@acme/portico-plugin-greeting'), 'dir');
    await linkInstalledPackages(app, ['react', 'react-dom']);
    const port = await freePort();
    portalUrl = `http://127.0.0.1:${port}`;
    await writeFile(
      join(app, 'app-config.yaml'),
      ['app:', `  baseUrl: ${portalUrl}`, 'backend:', `  baseUrl: ${backendUrl()}`, 'portico:', '  embeddedBackend: false', '  backendProxy: true', ''].join('\n'),
    );
    child = spawn(process.execPath, [join(REPOSITORY, 'bin/portico.mjs'), 'dev', 'plugins/greeting'], { cwd: app, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitUntil(
      () => {
        if (child?.exitCode !== null) throw new Error(`portico dev exited with ${child?.exitCode}:\n${output}`);
        return output.includes('Portico is ready');
      },
      'portico dev to be ready',
      3 * MINUTES,
    );
    browser = await launchBrowser();
    tab = await browser.context.newPage();
    // The dev server compiles the portal's modules on the first visit: minutes on a busy machine.
    tab.setDefaultTimeout(3 * MINUTES);
  }, 5 * MINUTES);

  afterAll(async () => {
    await browser?.close();
    if (child?.pid !== undefined && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    if (app) await rm(app, { recursive: true, force: true });
  });

  it("serves the portal with the plugin's page and sidebar item", async () => {
    await signInAsGuest(tab, '/greeting', portalUrl);
    await tab.getByRole('heading', { name: 'Hello from greeting, version 1' }).waitFor();
    expect(await tab.getByRole('link', { name: 'Greeting' }).count()).toBeGreaterThan(0);
  });

  it('shows an edit of the plugin in the open page, without a restart', async () => {
    await writeFile(join(app, 'plugins/greeting/src/greeting-page.tsx'), page(2));
    await tab.getByRole('heading', { name: 'Hello from greeting, version 2' }).waitFor({ timeout: 2 * MINUTES });
    expect(child?.exitCode).toBeNull();
  });
});
