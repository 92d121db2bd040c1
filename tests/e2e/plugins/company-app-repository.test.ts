// A company's own app repository, as a platform team makes one: outside this repository, in a folder with nothing
// but its package.json, `npm install` of Portico's packed tarball alone and without flags (npm resolving its
// dependencies and peers as it would from the registry, within a time limit: a peer conflict once made it run
// forever), then the example plugin's tarball and two local plugins of its own in a second command, then `npm ci`
// from the lock file npm wrote. It names the plugins in its app-config, builds with `portico build` and serves with
// `portico start` in front of a real Backstage backend.
// In Chromium the example plugin's page, sidebar item and entity card render, its service reaches the backend's
// proxy with the user's token, a plugin that throws stays inside its error boundary, and a duplicate plugin id
// stops the build. Then it upgrades to a packed next release: a clean install from the lock file, `portico start`
// refusing the build the previous release made, and a rebuild that serves. Nothing in this repository is written.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { startEmbeddedBackend, type EmbeddedBackend } from '../../../config/dev-backend/embedded/embedded-backend';
import { fetchGuestToken, waitForCatalog } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { freePort } from '../../support/e2e/free-port';
import { packFolder, packPorticoApp, REPOSITORY } from '../../support/e2e/packages';

const execFileAsync = promisify(execFile);
const MINUTES = 60_000;
jest.setTimeout(2 * MINUTES);

interface Ran {
  readonly code: number;
  readonly output: string;
}

const exec = async (file: string, args: readonly string[], cwd: string, timeout = 0): Promise<Ran> => {
  try {
    const { stdout, stderr } = await execFileAsync(file, args, { cwd, maxBuffer: 64 * 1024 * 1024, timeout });
    return { code: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; killed?: boolean; stdout?: string; stderr?: string };
    const output = `${failed.stdout ?? ''}${failed.stderr ?? ''}`;
    if (timeout > 0 && failed.killed) return { code: -1, output: `stopped after ${timeout / 1000} s, unfinished\n${output}` };
    return { code: typeof failed.code === 'number' ? failed.code : -1, output };
  }
};

const succeed = async (file: string, args: readonly string[], cwd: string, timeout = 0): Promise<string> => {
  const ran = await exec(file, args, cwd, timeout);
  if (ran.code !== 0) throw new Error(`${file} ${args.join(' ')} exited ${ran.code}\n${ran.output}`);
  return ran.output;
};

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
/** Each install's limit: about half a minute on two busy cores. One that runs longer (npm replacing one peer with
 * another for ever) is a failure, not a slow run. */
const INSTALL_LIMIT = 3 * MINUTES;
const installing = (args: readonly string[], cwd: string) => succeed(NPM, [...args, '--no-audit', '--no-fund', '--prefer-offline'], cwd, INSTALL_LIMIT);

/** What a company's build runs, which must reach it at the versions this repository tested. */
const BUILD_TOOLCHAIN = ['vite', 'rolldown', 'lightningcss', 'postcss', 'tsx', 'esbuild'];

/** The on-call service the example plugin reaches through the Backstage proxy; it records who called. */
const ROTA = {
  id: 'payments-primary',
  name: 'Payments primary',
  onCall: { name: 'Pat Example', email: 'pat@example.com' },
  until: '2030-01-01T09:00:00Z',
  escalations: [{ level: 1, name: 'Payments lead' }],
};

const startOnCallService = async (calls: { path: string; authorization?: string }[]): Promise<{ url: string; server: Server }> => {
  const server = createServer((request: IncomingMessage, response) => {
    calls.push({ path: request.url ?? '', ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}) });
    const body = request.url === '/rotas' ? { items: [ROTA] } : request.url === `/rotas/${ROTA.id}` ? ROTA : undefined;
    response.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify(body ?? { error: 'not found' }));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, server };
};

/** A plugin of the company's own, in its repository: its page throws, and so does its entity card. */
const BROKEN_PLUGIN = {
  'package.json': JSON.stringify({
    name: 'acme-broken-plugin',
    version: '1.0.0',
    license: 'Apache-2.0',
    type: 'module',
    exports: { '.': './src/index.tsx' },
    portico: { pluginId: 'broken-plugin' },
    peerDependencies: { 'portico-app': '*', react: '*' },
  }),
  'src/index.tsx': `import { createPlugin, whenAnnotated } from 'portico-app/plugin-api';
export default createPlugin({
  id: 'broken-plugin',
  routes: [{ path: '/broken', title: 'Broken', load: () => import('./broken-page') }],
  sidebar: [{ label: 'Broken', to: '/broken' }],
  entityCards: [{ id: 'broken-card', when: whenAnnotated('acme.com/on-call-rota'), load: () => import('./broken-card') }],
});
`,
  'src/broken-page.tsx': `const BrokenPage = () => { throw new Error('The broken page always throws'); };
export default BrokenPage;
`,
  'src/broken-card.tsx': `const BrokenCard = () => { throw new Error('The broken card always throws'); };
export default BrokenCard;
`,
};

/** Another package of the company's that claims the example plugin's id. */
const CLASHING_PLUGIN = {
  'package.json': JSON.stringify({
    name: 'acme-on-call-again',
    version: '1.0.0',
    license: 'Apache-2.0',
    type: 'module',
    exports: { '.': './src/index.tsx' },
    portico: { pluginId: 'on-call' },
  }),
  'src/index.tsx': `import { createPlugin } from 'portico-app/plugin-api';
export default createPlugin({ id: 'on-call' });
`,
};

const writeFolder = async (folder: string, files: Record<string, string>) => {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(folder, path, '..'), { recursive: true });
    await writeFile(join(folder, path), content);
  }
};

// Tracked files only: the test's own output (packed tarballs, the company folder) lives outside the repository.
const repositoryStatus = () => succeed('git', ['status', '--porcelain', '--untracked-files=no'], REPOSITORY);

/** The claims of a JWT's payload. */
const claimsOf = (authorization: string | undefined): Record<string, unknown> => {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
};

describe("a company's app repository with Portico and its plugins as packages", () => {
  let company = '';
  let statusBefore = '';
  let backend: EmbeddedBackend | undefined;
  let onCall: { url: string; server: Server } | undefined;
  let portal: ChildProcess | undefined;
  let portalOutput = '';
  let portalUrl = '';
  let browser: TestBrowser | undefined;
  let page: Page;
  const onCallCalls: { path: string; authorization?: string }[] = [];

  beforeAll(async () => {
    statusBefore = await repositoryStatus();
    company = await mkdtemp(join(tmpdir(), 'acme-portal-'));
    const [appTarball, pluginTarball] = await Promise.all([
      packPorticoApp(company),
      packFolder(join(REPOSITORY, 'examples/plugin-on-call'), company),
    ]);
    await writeFolder(join(company, 'plugins/broken-plugin'), BROKEN_PLUGIN);
    await writeFolder(join(company, 'plugins/on-call-again'), CLASHING_PLUGIN);

    const [portalPort, backendPort] = [await freePort(), await freePort()];
    portalUrl = `http://127.0.0.1:${portalPort}`;
    await writeFolder(company, {
      'package.json': JSON.stringify({
        name: 'acme-portal',
        private: true,
        type: 'module',
        scripts: { build: 'portico build', start: 'portico start' },
      }),
      'app-config.yaml': [
        'app:',
        '  title: Acme Portal',
        `  baseUrl: ${portalUrl}`,
        'backend:',
        `  baseUrl: http://127.0.0.1:${backendPort}`,
        'portico:',
        '  embeddedBackend: false',
        '  backendProxy: true',
        '  plugins:',
        "    - '@portico-examples/plugin-on-call'",
        '    - acme-broken-plugin',
        'onCall:',
        '  proxyPath: /on-call',
        '',
      ].join('\n'),
      'app-config.clash.yaml': ['portico:', '  plugins:', "    - '@portico-examples/plugin-on-call'", '    - acme-on-call-again', ''].join('\n'),
    });
    // As the README says: Portico alone (npm installs its peers, React among them), the plugins afterwards, and the
    // lock file that npm wrote installs again as it is.
    await installing(['install', appTarball], company);
    await installing(['install', pluginTarball, './plugins/broken-plugin', './plugins/on-call-again'], company);
    await rm(join(company, 'node_modules'), { recursive: true, force: true });
    await installing(['ci'], company);

    onCall = await startOnCallService(onCallCalls);
    backend = await startEmbeddedBackend({
      port: backendPort,
      appBaseUrl: portalUrl,
      // The on-call service behind the backend's proxy; the proxy forwards the signed-in user's token to it.
      extraConfig: { proxy: { endpoints: { '/on-call': { target: onCall.url, credentials: 'forward' } } } },
    });
    const token = await fetchGuestToken(backend.baseUrl);
    await waitForCatalog({ baseUrl: backend.baseUrl, token, entityRefs: ['component:default/payments'] });
  }, 20 * MINUTES);

  afterAll(async () => {
    await browser?.close();
    await stopPortal();
    await backend?.stop();
    await new Promise((resolve) => onCall?.server.close(resolve));
    if (company) await rm(company, { recursive: true, force: true });
  });

  it('installs Portico and the example plugin licensed Apache-2.0', async () => {
    for (const name of ['portico-app', '@portico-examples/plugin-on-call']) {
      const manifest = JSON.parse(await readFile(join(company, 'node_modules', name, 'package.json'), 'utf8')) as { license?: string };
      expect(manifest.license).toBe('Apache-2.0');
    }
  });

  it('installs the build toolchain at the versions this repository tested, and one React 19 from the peers', async () => {
    const versionIn = async (folder: string, name: string) =>
      (JSON.parse(await readFile(join(folder, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
    const tested = JSON.parse(await readFile(join(REPOSITORY, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
    for (const name of BUILD_TOOLCHAIN) expect(`${name} ${await versionIn(company, name)}`).toBe(`${name} ${tested.packages[`node_modules/${name}`]?.version}`);
    const lock = JSON.parse(await readFile(join(company, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
    const reacts = Object.entries(lock.packages).filter(([location]) => /(^|\/)node_modules\/react$/.test(location));
    expect(reacts.map(([location, { version }]) => `${location} ${version?.split('.')[0]}`)).toEqual(['node_modules/react 19']);
  });

  it("stops the build when two plugin packages declare one plugin id, with the shell's message", async () => {
    const built = await exec(join(company, 'node_modules/.bin/portico'), ['build', '--config', 'app-config.yaml', '--config', 'app-config.clash.yaml'], company);
    expect(built.code).toBe(1);
    expect(built.output).toContain("Duplicate plugin found 'on-call'");
  }, 5 * MINUTES);

  /** `npm start` in the company's folder, until it says it is ready. */
  const startPortal = async () => {
    portalOutput = '';
    // Its own process group, so that stopping it stops the server npm started too.
    portal = spawn(NPM, ['start'], { cwd: company, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    portal.stdout?.on('data', (chunk: Buffer) => (portalOutput += chunk.toString()));
    portal.stderr?.on('data', (chunk: Buffer) => (portalOutput += chunk.toString()));
    const deadline = Date.now() + MINUTES;
    while (!portalOutput.includes('Portico is ready')) {
      if (portal.exitCode !== null) throw new Error(`portico start exited with ${portal.exitCode}:\n${portalOutput}`);
      if (Date.now() > deadline) throw new Error(`portico start did not get ready within a minute:\n${portalOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };

  const stopPortal = async () => {
    if (portal?.pid === undefined || portal.exitCode !== null) return;
    const exited = new Promise((resolve) => portal?.once('exit', resolve));
    process.kill(-portal.pid, 'SIGTERM');
    await exited;
  };

  it('builds with `npm run build` and serves with `npm start`', async () => {
    await succeed(NPM, ['run', 'build'], company);
    await startPortal();
    browser = await launchBrowser();
    page = await browser.context.newPage();
    // Without portico.signIn in its app-config, the portal enters as the guest at once.
    await page.goto(portalUrl);
    await page.getByTestId('signed-in-user').waitFor();
  }, 5 * MINUTES);

  it("shows the plugin's sidebar item and its page, with data from the on-call service", async () => {
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'On call' }).click();
    await page.getByRole('heading', { name: 'On call', level: 1 }).waitFor();
    await page.getByRole('cell', { name: 'Pat Example' }).waitFor();
    expect(page.url()).toBe(`${portalUrl}/on-call`);
  });

  it("calls the service through the backend's proxy with the signed-in user's token", () => {
    const call = onCallCalls.find((each) => each.path === '/rotas');
    expect(call?.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(claimsOf(call?.authorization)['sub']).toBe('user:default/guest');
  });

  it("shows the plugin's card on the page of an entity with its annotation, beside a plugin card that throws", async () => {
    browser?.console.expect(/The broken card always throws/);
    await page.goto(`${portalUrl}/catalog/default/component/payments`);
    const card = page.getByRole('region', { name: 'On call' });
    await card.getByText('Pat Example is on call for Payments primary', { exact: false }).waitFor();
    expect(await card.getByRole('link', { name: 'pat@example.com' }).isVisible()).toBe(true);
    await page.getByText('Error in broken-plugin').waitFor();
    expect(await page.getByRole('heading', { name: 'About' }).isVisible()).toBe(true);
    expect(onCallCalls.some((each) => each.path === `/rotas/${ROTA.id}` && claimsOf(each.authorization)['sub'] === 'user:default/guest')).toBe(true);
  });

  it('shows no card on an entity without the annotation', async () => {
    await page.goto(`${portalUrl}/catalog/default/component/payments-sdk`);
    await page.getByRole('heading', { name: 'About' }).waitFor();
    expect(await page.getByRole('region', { name: 'On call' }).count()).toBe(0);
  });

  it("keeps a throwing plugin's page inside its error boundary while the rest of the portal works", async () => {
    browser?.console.expect(/The broken page always throws/);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Broken' }).click();
    await page.getByRole('heading', { name: 'Error in broken-plugin' }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Catalog' }).click();
    await page.getByRole('link', { name: 'Payments Service' }).waitFor();
    expect(await page.getByRole('heading', { name: /Error in/ }).count()).toBe(0);
    // The browser tab names the page and the company's app.title.
    await page.waitForFunction(() => document.title === 'Catalog | Acme Portal');
  });

  it("reads the plugin's feature flag from Settings", async () => {
    browser?.console.expect(/The broken card always throws/);
    await page.goto(`${portalUrl}/settings/feature-flags`);
    const flag = page.getByRole('switch', { name: 'on-call-escalations' });
    await flag.waitFor();
    await flag.click({ force: true });
    expect(await flag.isChecked()).toBe(true);
    await page.goto(`${portalUrl}/catalog/default/component/payments`);
    await page.getByRole('region', { name: 'Escalation policy' }).getByText('Payments lead').waitFor();
  });

  it('upgrades to the next release: a clean install keeps the plugins, the old build is refused, a rebuild serves', async () => {
    await stopPortal();
    const next = await packPorticoApp(company, '1.1.0');
    await installing(['install', next], company);
    await rm(join(company, 'node_modules'), { recursive: true, force: true });
    // The plugin's peer range (^1.0.0) holds for the next release: the lock file installs again as it is.
    await installing(['ci'], company);
    const installed = JSON.parse(await readFile(join(company, 'node_modules/portico-app/package.json'), 'utf8')) as { version: string };
    expect(installed.version).toBe('1.1.0');
    const stale = await exec(join(company, 'node_modules/.bin/portico'), ['start'], company, MINUTES);
    expect(stale.code).toBe(1);
    expect(stale.output).toContain(`${join(company, 'dist')} was built by Portico 1.0.0; this is Portico 1.1.0: run 'portico build' first.`);
    await succeed(NPM, ['run', 'build'], company);
    await startPortal();
    browser?.console.expect(/The broken card always throws/);
    await page.goto(`${portalUrl}/catalog/default/component/payments`);
    await page.getByRole('region', { name: 'On call' }).getByText('Pat Example is on call for Payments primary', { exact: false }).waitFor();
  }, 10 * MINUTES);

  it("writes nothing into Portico's repository", async () => {
    expect(await repositoryStatus()).toBe(statusBefore);
  });
});
