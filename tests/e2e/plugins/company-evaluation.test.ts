// A team evaluates Portico in an app repository of its own, with no Backstage backend anywhere: outside this
// repository, it installs the packed portico-app alone (no Backstage backend package arrives: `portico start` refuses
// the embedded backend and says what to install), then the packed portico-embedded-backend as a development
// dependency. Its app-config names one catalog file of its own as a `file` location, relative to the repository.
// `portico build` and `portico start` (one command, as the docs say) then serve the portal with the real Backstage
// backend on loopback: the team's entity and the examples are in the catalog through the portal, a catalog file of the
// team's registered as a `file` location is read, the backend's proxy reaches a service of the team's as its
// `proxy.endpoints` say (what its plugins call), and Chromium shows the team's entity. Nothing in this repository is
// written.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { fetchGuestToken, waitForCatalog } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { exampleEntityRefs } from '../../../config/dev-backend/embedded/example-entities';
import { buildBackendPackage } from '../../../config/package/build-backend-package';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { freePort } from '../../support/e2e/free-port';
import { packFolder, packPorticoApp, REPOSITORY } from '../../support/e2e/packages';

const execFileAsync = promisify(execFile);
const MINUTES = 60_000;
jest.setTimeout(3 * MINUTES);

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
/** Each install's limit: one that runs longer (npm replacing one peer with another for ever) is a failure. The backend
 * package compiles SQLite's driver, which takes a few minutes on two busy cores. */
const INSTALL_LIMIT = 8 * MINUTES;
const installing = (args: readonly string[], cwd: string) => succeed(NPM, [...args, '--no-audit', '--no-fund', '--prefer-offline'], cwd, INSTALL_LIMIT);

/** Bytes under a folder, as `du` counts them (apparent sizes). */
const sizeOf = async (folder: string): Promise<number> => Number((await succeed('du', ['-sb', folder], folder)).split(/\s/)[0]);
const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const entity = (name: string, title: string) =>
  ['apiVersion: backstage.io/v1alpha1', 'kind: Component', 'metadata:', `  name: ${name}`, `  title: ${title}`, 'spec:', '  type: service', '  lifecycle: experimental', '  owner: guests', ''].join('\n');

const writeFolder = async (folder: string, files: Record<string, string>) => {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(join(folder, path, '..'), { recursive: true });
    await writeFile(join(folder, path), content);
  }
};

// Tracked files only: the test's own output (packed tarballs, the company folder) lives outside the repository.
const repositoryStatus = () => succeed('git', ['status', '--porcelain', '--untracked-files=no'], REPOSITORY);

describe('a team evaluating Portico in its own app repository, with the embedded backend package', () => {
  let company = '';
  let statusBefore = '';
  let appTarball = '';
  let backendTarball = '';
  let version = '';
  let portal: ChildProcess | undefined;
  let portalOutput = '';
  let portalUrl = '';
  let browser: TestBrowser | undefined;
  let statusService: Server | undefined;
  const sizes: Record<string, number> = {};

  beforeAll(async () => {
    statusBefore = await repositoryStatus();
    company = await mkdtemp(join(tmpdir(), 'acme-evaluation-'));
    version = (JSON.parse(await readFile(join(REPOSITORY, 'package.json'), 'utf8')) as { version: string }).version;
    const backendPackage = await buildBackendPackage(join(company, '.packages/portico-embedded-backend'), REPOSITORY);
    [appTarball, backendTarball] = await Promise.all([packPorticoApp(company), packFolder(backendPackage, company)]);

    // A service of the team's that a plugin of its own would call through the backend's proxy.
    statusService = createServer((request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ path: request.url, status: 'green' })));
    const statusPort = await freePort();
    await new Promise<void>((listening) => statusService?.listen(statusPort, '127.0.0.1', listening));
    const portalPort = await freePort();
    portalUrl = `http://127.0.0.1:${portalPort}`;
    await writeFolder(company, {
      'package.json': JSON.stringify({
        name: 'acme-portal',
        private: true,
        type: 'module',
        scripts: { build: 'portico build', start: 'portico start' },
        // npm 11 builds SQLite's driver (a dependency of the backend package) only when the app allows it.
        allowScripts: { 'better-sqlite3': true },
      }),
      // The embedded backend: a loopback backend.baseUrl, portico.embeddedBackend left at its default.
      'app-config.yaml': [
        'app:',
        '  title: Acme Portal',
        `  baseUrl: ${portalUrl}`,
        'backend:',
        `  baseUrl: http://127.0.0.1:${await freePort()}`,
        'catalog:',
        '  locations:',
        '    - type: file',
        '      target: ./catalog/acme-ledger.yaml',
        'proxy:',
        '  endpoints:',
        "    '/acme-status':",
        `      target: http://127.0.0.1:${statusPort}`,
        '',
      ].join('\n'),
      'catalog/acme-ledger.yaml': entity('acme-ledger', 'Acme Ledger'),
      'catalog/more/acme-billing.yaml': entity('acme-billing', 'Acme Billing'),
    });
  }, 10 * MINUTES);

  afterAll(async () => {
    await browser?.close();
    if (portal?.pid !== undefined && portal.exitCode === null) {
      const exited = new Promise((resolve) => portal?.once('exit', resolve));
      process.kill(-portal.pid, 'SIGTERM');
      await exited;
    }
    await new Promise((closed) => statusService?.close(closed));
    if (Object.keys(sizes).length) console.log(`node_modules: ${Object.entries(sizes).map(([what, bytes]) => `${what} ${megabytes(bytes)}`).join(', ')}`);
    if (company) await rm(company, { recursive: true, force: true });
  });

  it('installs portico-app without any Backstage backend package, and then refuses the embedded backend, saying what to install', async () => {
    await installing(['install', appTarball], company);
    sizes['portico-app alone'] = await sizeOf(join(company, 'node_modules'));
    for (const name of ['@backstage/backend-defaults', '@backstage/plugin-catalog-backend', 'better-sqlite3', 'portico-embedded-backend']) {
      await expect(readFile(join(company, 'node_modules', name, 'package.json'))).rejects.toThrow();
    }
    const refused = await exec(join(company, 'node_modules/.bin/portico'), ['start'], company, MINUTES);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('This Portico server runs the portal alone');
    expect(refused.output).toContain(`npm install --save-dev portico-embedded-backend@${version}`);
  }, 10 * MINUTES);

  it('installs the backend package as a development dependency, with the Backstage backend', async () => {
    await installing(['install', '--save-dev', backendTarball], company);
    sizes['with portico-embedded-backend'] = await sizeOf(join(company, 'node_modules'));
    const manifest = JSON.parse(await readFile(join(company, 'package.json'), 'utf8')) as { devDependencies?: Record<string, string> };
    expect(Object.keys(manifest.devDependencies ?? {})).toEqual(['portico-embedded-backend']);
    const installed = JSON.parse(await readFile(join(company, 'node_modules/portico-embedded-backend/package.json'), 'utf8')) as { version: string };
    expect(installed.version).toBe(version);
    await expect(readFile(join(company, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'))).resolves.toBeInstanceOf(Buffer);
  }, 10 * MINUTES);

  it('starts portal and embedded backend with `portico build` and `portico start`', async () => {
    await succeed(join(company, 'node_modules/.bin/portico'), ['build'], company, 5 * MINUTES);
    // Its own process group, so that stopping it stops the backend it started too.
    portal = spawn(join(company, 'node_modules/.bin/portico'), ['start'], { cwd: company, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    portal.stdout?.on('data', (chunk: Buffer) => (portalOutput += chunk.toString()));
    portal.stderr?.on('data', (chunk: Buffer) => (portalOutput += chunk.toString()));
    const deadline = Date.now() + 4 * MINUTES;
    while (!portalOutput.includes('Portico is ready')) {
      if (portal.exitCode !== null) throw new Error(`portico start exited with ${portal.exitCode}:\n${portalOutput}`);
      if (Date.now() > deadline) throw new Error(`portico start did not get ready within four minutes:\n${portalOutput}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(portalOutput).toContain('(the embedded Backstage backend)');
  }, 10 * MINUTES);

  it("serves the team's own entity and the examples through the portal", async () => {
    // Through the portal's proxy: the guest sign-in and the catalog of the backend it started.
    const token = await fetchGuestToken(portalUrl);
    const examples = exampleEntityRefs(join(company, 'node_modules/portico-embedded-backend/config/dev-backend/examples'));
    expect(examples).toContain('component:default/payments');
    await waitForCatalog({ baseUrl: portalUrl, token, entityRefs: ['component:default/acme-ledger', ...examples], timeoutMs: 2 * MINUTES });
  });

  it("reads a catalog file of the team's registered as a file location", async () => {
    const token = await fetchGuestToken(portalUrl);
    const response = await fetch(`${portalUrl}/api/catalog/locations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'file', target: join(company, 'catalog/more/acme-billing.yaml') }),
    });
    expect(`${response.status} ${await response.text()}`).toMatch(/^201 /);
    await waitForCatalog({ baseUrl: portalUrl, token, entityRefs: ['component:default/acme-billing'], timeoutMs: 2 * MINUTES });
  });

  it("reaches the team's service through the backend's proxy, as its proxy.endpoints say", async () => {
    const token = await fetchGuestToken(portalUrl);
    const response = await fetch(`${portalUrl}/api/proxy/acme-status/today`, { headers: { authorization: `Bearer ${token}` } });
    expect(await response.json()).toEqual({ path: '/today', status: 'green' });
  });

  it("shows the team's entity in Chromium", async () => {
    browser = await launchBrowser();
    const page = await browser.context.newPage();
    // Without portico.signIn in its app-config, the portal enters as the guest at once.
    await page.goto(`${portalUrl}/catalog/default/component/acme-ledger`);
    await page.getByRole('heading', { name: 'Acme Ledger' }).first().waitFor();
    await page.goto(`${portalUrl}/catalog`);
    await page.getByRole('link', { name: 'Acme Billing' }).waitFor();
    await page.getByRole('link', { name: 'Payments Service' }).waitFor();
  });

  it('writes nothing in this repository', async () => {
    expect(await repositoryStatus()).toBe(statusBefore);
  });
});
