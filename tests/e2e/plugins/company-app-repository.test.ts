// docs/plugins.md's walk-through of a company's app repository, done as it says, in its order, outside this
// repository, with Portico's packages packed as they would be published (the tarballs stand in for the registry):
//  1. an empty folder and `npm init -y`;
//  2. `npm install portico-app` on its own, without flags, in a time limit (a peer conflict once made it run for ever);
//     no Backstage backend arrives with it, and the build toolchain is the one this repository tested;
//  3. app-config.yaml with a loopback backend.baseUrl: `portico start` refuses, saying what to install;
//  4. allowScripts for SQLite's driver, then `npm install --save-dev portico-embedded-backend`;
//  5. the company's own catalog file in catalog.locations;
//  6. its own plugin in plugins/on-call (the example plugin's sources) installed as a file dependency, with a published
//     plugin (a tarball whose page and card throw) and one `portico new plugin ownership` wrote, portico.plugins, the
//     plugin's key and proxy.endpoints for the on-call service (which the test runs on loopback, recording who calls it);
//  7. the plugin's unit tests with the dev dependencies and Jest config the guide names;
//  8. `npm ci` from the lock file npm wrote;
//  9. `npx portico build` and `npx portico start`, which starts the embedded backend itself; in Chromium, as the guest:
//     the plugin's page, sidebar item and card with data through the backend's proxy with the user's token, the written
//     plugin's page and card as written, the company's
//     entity and the examples, the published plugin's failures inside their boundaries, the tab title, the feature flag;
//  10. a catalog file registered as a `file` location while it runs;
//  11. the upgrade: both packages bumped to a packed next version together, a clean install from the lock file,
//     `portico start --no-build` refusing the old build, `portico start` rebuilding it and serving;
//  12. Backstage plugins, as docs/backstage-plugins.md adds them: community ones from the registry (Tech Radar, org,
//     SonarQube, GitHub Actions) and its own (the example in-house Backstage plugin's sources in plugins/service-costs),
//     with the host's libraries and React 18 under aliases, named in portico.backstagePlugins, with a proxy endpoint for
//     the cost service its client calls; restarted with docs/production.md's container start command, which also
//     installs a published Portico plugin given in PORTICO_PLUGINS and named in a mounted app-config.local.yaml (the
//     start builds); each plugin's page, card or tab in both themes, and the in-house one's data through the proxy with
//     the user's token.
// Besides the walk-through, a second package claiming the plugin's id (installed with the plugins) stops a build made
// with a config file naming both, as "What happens when a plugin fails" says. Nothing in this repository is written.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { HOST_LIBRARIES, REALM_ALIASES } from '../../../config/build/backstage-plugins';
import { fetchGuestToken, waitForCatalog } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { exampleEntityRefs } from '../../../config/dev-backend/embedded/example-entities';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { exec, installing, manifestIn, MINUTES, NPM, NPX, startPortico, succeed, writeFolder, type RunningPortico } from '../../support/e2e/company-repository';
import { freePort } from '../../support/e2e/free-port';
import { packBackendPackage, packFolder, packPorticoApp, REPOSITORY } from '../../support/e2e/packages';

jest.setTimeout(2 * MINUTES);

/** An install without the backend package: about half a minute on two busy cores. */
const INSTALL_LIMIT = 3 * MINUTES;
/**
 * An install with the backend package, which compiles SQLite's driver: a few minutes on two busy cores, over eight
 * when other heavy work shares them. Still a limit: an install that never ends fails.
 */
const BACKEND_INSTALL_LIMIT = 15 * MINUTES;
/** The embedded backend's start, until search answers. */
const START_LIMIT = 5 * MINUTES;
/** How long `portico build` (or the build `portico start` makes first) may take on a busy machine. */
const BUILD_LIMIT = 5 * MINUTES;

/** What a company's build runs, which must reach it at the versions this repository tested. */
const BUILD_TOOLCHAIN = ['vite', 'rolldown', 'lightningcss', 'postcss', 'tsx', 'esbuild'];
/** What the embedded backend brings, and a production install of portico-app must not. */
const BACKEND_PACKAGES = ['@backstage/backend-defaults', '@backstage/plugin-catalog-backend', 'better-sqlite3', 'portico-embedded-backend'];
/** The dev dependencies the guide names for a plugin's tests with Jest. */
const TEST_DEV_DEPENDENCIES = ['jest', 'jest-environment-jsdom', '@swc/core', '@swc/jest', '@testing-library/react', '@testing-library/jest-dom'];

/** The on-call service the plugin reaches through the Backstage proxy; it records who called. */
const ROTA = {
  id: 'payments-primary',
  name: 'Payments primary',
  onCall: { name: 'Pat Example', email: 'pat@example.com' },
  until: '2030-01-01T09:00:00Z',
  escalations: [{ level: 1, name: 'Payments lead' }],
};

/** What the company's cost service answers the in-house Backstage plugin. */
const COSTS = { items: [{ service: 'acme-ledger', team: 'guests', monthToDate: 4200, currency: 'EUR' }] };

type Calls = { path: string; authorization?: string }[];

/** A company service on loopback that answers JSON by path and records who called. */
const startRecordingService = async (calls: Calls, answer: (path: string) => unknown): Promise<{ url: string; server: Server }> => {
  const server = createServer((request: IncomingMessage, response) => {
    calls.push({ path: request.url ?? '', ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}) });
    const body = answer(request.url ?? '');
    response.writeHead(body ? 200 : 404, { 'Content-Type': 'application/json' }).end(JSON.stringify(body ?? { error: 'not found' }));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, server };
};

/** The Backstage plugins from the registry, at the versions this repository tests them at. */
const COMMUNITY_BACKSTAGE_PLUGINS = ['@backstage-community/plugin-tech-radar', '@backstage/plugin-org', '@backstage-community/plugin-sonarqube', '@backstage-community/plugin-github-actions'];

/** What a Backstage plugin's host needs installed beside the plugins (docs/backstage-plugins.md): at the versions installed here. */
const backstageInstall = (appVersions: Readonly<Record<'react' | 'react-dom' | 'react-router-dom', string>>): string[] => {
  const installed = (name: string) => (JSON.parse(readFileSync(join(REPOSITORY, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
  return [
    ...[...COMMUNITY_BACKSTAGE_PLUGINS, ...HOST_LIBRARIES].map((name) => `${name}@${installed(name)}`),
    ...REALM_ALIASES.map(([, spec]) => spec),
    // The overrides below refer to the app's own React and router, so they are its dependencies too, at the versions
    // its install already has (another version beside them is a conflict npm refuses).
    ...Object.entries(appVersions).map(([name, version]) => `${name}@${version}`),
  ];
};

/** portico.backstagePlugins as docs/backstage-plugins.md shows it, in the app config's portico: block. */
const BACKSTAGE_PLUGINS_CONFIG = [
  '  backstagePlugins:',
  "    - package: '@backstage-community/plugin-tech-radar'",
  '      dynamicRoutes:',
  '        - path: /tech-radar',
  '          importName: TechRadarPage',
  '          menuItem: { text: Tech Radar, icon: layout-circle }',
  "    - package: '@backstage/plugin-org'",
  '      mountPoints:',
  '        - mountPoint: entity.page.overview/cards',
  '          importName: EntityGroupProfileCard',
  '          config: { if: { isKind: group }, order: -1 }',
  '        - mountPoint: entity.page.overview/cards',
  '          importName: EntityMembersListCard',
  '          config: { if: { isKind: group } }',
  "    - package: '@backstage-community/plugin-sonarqube'",
  '      mountPoints:',
  '        - mountPoint: entity.page.overview/cards',
  '          importName: EntitySonarQubeCard',
  '          config: { if: { allOf: [{ isKind: component }, isSonarQubeAvailable] } }',
  "    - package: '@backstage-community/plugin-github-actions'",
  '      mountPoints:',
  '        - mountPoint: entity.page/tabs',
  '          importName: EntityGithubActionsContent',
  '          config: { path: github-actions, title: GitHub Actions, if: isGithubActionsAvailable }',
  "    - package: '@acme/backstage-plugin-service-costs'",
  '      dynamicRoutes:',
  '        - path: /costs',
  '          importName: ServiceCostsPage',
  '          menuItem: { text: Service costs, icon: dollar }',
];

/**
 * npm's overrides that let the Backstage plugins' React 18 peers sit beside the portal's React 19 (the build gives them
 * React 18), and one version of React's types for packages whose optional peers disagree (Material UI v4 asks ^17,
 * Backstage's theme ^18): without it npm stops with ERESOLVE.
 */
const BACKSTAGE_OVERRIDES = {
  react: '$react',
  'react-dom': '$react-dom',
  'react-router-dom': '$react-router-dom',
  '@types/react': '^18.3.0',
  '@types/react-dom': '^18.3.0',
};

/** Where SQLite's driver looks for its prebuilt binary before it downloads one (prebuild-install's local prebuilds). */
const SQLITE_PREBUILDS_ENV = 'npm_config_better_sqlite3_local_prebuilds';

/**
 * SQLite's driver installs a prebuilt binary, downloaded from its releases, where the machine is online; offline it
 * compiles SQLite, which took over 15 minutes with other heavy work on two cores. The binary this repository's install
 * made stands in for the download, named as the driver asks for it, so each install of the walk-through takes it as
 * online installs do and compiles nothing.
 */
const sqlitePrebuilds = async (packages: string): Promise<string | undefined> => {
  const driver = join(REPOSITORY, 'node_modules/better-sqlite3');
  // Only a binary built for this Node: one built for another is no prebuild of this name, and each install compiles.
  const binary = join(driver, 'build/Release/better_sqlite3.node');
  if ((await exec(process.execPath, ['-e', `require(${JSON.stringify(binary)})`], packages)).code !== 0) return undefined;
  const folder = join(packages, 'sqlite-prebuilds');
  await mkdir(folder);
  const name = `better-sqlite3-v${(await manifestIn(driver))['version'] as string}-node-v${process.versions.modules}-${process.platform}-${process.arch}.tar.gz`;
  await succeed('tar', ['-czf', join(folder, name), '-C', driver, 'build/Release/better_sqlite3.node'], packages);
  return folder;
};

/** A published plugin package's package.json: its sources as they are (TypeScript), Portico and React as peers. */
const publishedPluginManifest = (name: string, version: string, pluginId: string): string =>
  JSON.stringify({
    name,
    version,
    license: 'Apache-2.0',
    type: 'module',
    exports: { '.': './src/index.tsx' },
    portico: { pluginId },
    peerDependencies: { 'portico-app': '^1.0.0', react: '^19.2.0' },
  });

/** A published plugin (packed, as from the registry) whose page throws, and so does its entity card. */
const BROKEN_PLUGIN = {
  'package.json': publishedPluginManifest('portico-plugin-broken', '1.0.0', 'broken-plugin'),
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

/** A published plugin the container's start installs (PORTICO_PLUGINS), not the app repository's package.json. */
const RELEASE_NOTES_PLUGIN = {
  'package.json': publishedPluginManifest('portico-plugin-release-notes', '1.2.0', 'release-notes'),
  'src/index.tsx': `import { createPlugin } from 'portico-app/plugin-api';
export default createPlugin({
  id: 'release-notes',
  routes: [{ path: '/release-notes', title: 'Release notes', element: <h1>Release notes 1.2.0</h1> }],
  sidebar: [{ label: 'Release notes', to: '/release-notes' }],
});
`,
};

/**
 * The container recipe's start command in docs/production.md (its Dockerfile's CMD), as written: the test runs it where
 * the image would, in the app repository.
 */
const containerStartCommand = (): [string, ...string[]] => {
  const guide = readFileSync(join(REPOSITORY, 'docs/production.md'), 'utf8');
  const recipe = guide.slice(guide.indexOf('### Adding a plugin to a running deployment'));
  const dockerfile = /```dockerfile\n([\s\S]*?)```/.exec(recipe)?.[1] ?? '';
  const cmd = /^CMD (\[.*\])$/m.exec(dockerfile)?.[1];
  if (!cmd) throw new Error("docs/production.md's plugin recipe has no CMD line");
  return JSON.parse(cmd) as [string, ...string[]];
};

/** Another package of the company's that claims the on-call plugin's id. */
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

const component = (name: string, title: string, annotations: Record<string, string> = {}) =>
  [
    'apiVersion: backstage.io/v1alpha1',
    'kind: Component',
    'metadata:',
    `  name: ${name}`,
    `  title: ${title}`,
    ...(Object.keys(annotations).length ? ['  annotations:', ...Object.entries(annotations).map(([key, value]) => `    ${key}: ${value}`)] : []),
    'spec:',
    '  type: service',
    '  lifecycle: experimental',
    '  owner: guests',
    '',
  ].join('\n');

/** The guide's Jest setup for a plugin's tests (docs/plugins.md, "Testing a plugin"). */
const JEST_FILES = {
  'jest.config.cjs': `module.exports = {
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\\\.(t|j)sx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: ['/node_modules/(?!(portico-app|@blueprintjs|@tanstack)/)'],
  moduleNameMapper: { '\\\\.css$': '<rootDir>/jest.css-stub.cjs' },
  setupFilesAfterEnv: ['<rootDir>/jest.setup.cjs'],
};
`,
  'jest.setup.cjs': `require('@testing-library/jest-dom');
const { TextDecoder, TextEncoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
`,
  'jest.css-stub.cjs': 'module.exports = {};\n',
};

/** The claims of a JWT's payload. */
const claimsOf = (authorization: string | undefined): Record<string, unknown> => {
  const payload = authorization?.replace(/^Bearer /, '').split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
};

const exists = (path: string) => stat(path).then(
  () => true,
  () => false,
);

/** Bytes under a folder, as `du` counts them (apparent sizes). */
const sizeOf = async (folder: string): Promise<number> => Number((await succeed('du', ['-sb', folder], folder)).split(/\s/)[0]);
const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

/** What the test could write into this repository: the example plugin it copies, and tarballs packed in place. */
const repositoryTraces = async () =>
  `${await succeed('git', ['status', '--porcelain', '--untracked-files=all', '--', 'examples'], REPOSITORY)}${(await readdir(REPOSITORY)).filter((name) => name.endsWith('.tgz')).join('\n')}`;

const nextMinor = (version: string): string => {
  const [major, minor] = version.split('.').map(Number);
  return `${major}.${(minor ?? 0) + 1}.0`;
};

describe("docs/plugins.md's walk-through: a company's app repository from an empty folder to a running portal, and an upgrade", () => {
  let packages = '';
  let company = '';
  let tracesBefore = '';
  let version = '';
  let next = '';
  const tarballs = { app: '', backend: '', broken: '', releaseNotes: '', nextApp: '', nextBackend: '' };
  let onCall: { url: string; server: Server } | undefined;
  let costs: { url: string; server: Server } | undefined;
  const costCalls: Calls = [];
  let portico: RunningPortico | undefined;
  let portalUrl = '';
  let backendUrl = '';
  let browser: TestBrowser | undefined;
  let page: Page;
  const onCallCalls: Calls = [];
  const sizes: Record<string, number> = {};

  const runPortico = (args: readonly string[], timeout = 0) => exec(NPX, ['portico', ...args], company, timeout);
  const installedVersion = async (name: string) => (await manifestIn(join(company, 'node_modules', name)))['version'];

  /** The walk-through's app-config.yaml as it grows, step by step (ports chosen free instead of 3000, 7007, 9000). */
  const appConfig = (steps: { catalog?: boolean; plugins?: boolean; backstagePlugins?: boolean }) =>
    [
      'app:',
      '  title: Acme Portal',
      `  baseUrl: ${portalUrl}`,
      'backend:',
      `  baseUrl: ${backendUrl}`,
      ...(steps.catalog ? ['catalog:', '  locations:', '    - type: file', '      target: ./catalog/catalog-info.yaml'] : []),
      ...(steps.plugins
        ? [
            'proxy:',
            '  endpoints:',
            '    /on-call:',
            `      target: ${onCall?.url}`,
            '      credentials: forward',
            ...(steps.backstagePlugins ? ['    /service-costs:', `      target: ${costs?.url}`, '      credentials: forward'] : []),
            'portico:',
            '  plugins:',
            "    - '@acme/portico-plugin-on-call'",
            '    - portico-plugin-ownership',
            '    - portico-plugin-broken',
            ...(steps.backstagePlugins ? BACKSTAGE_PLUGINS_CONFIG : []),
            'onCall:',
            '  proxyPath: /on-call',
          ]
        : []),
      '',
    ].join('\n');

  beforeAll(async () => {
    tracesBefore = await repositoryTraces();
    version = (await manifestIn(REPOSITORY))['version'] as string;
    next = nextMinor(version);
    // The registry: Portico's two packages at this version and at the next, and a published plugin (the company's
    // folder is made beside them, in the first step).
    packages = await mkdtemp(join(tmpdir(), 'portico-registry-'));
    await writeFolder(join(packages, 'portico-plugin-broken'), BROKEN_PLUGIN);
    await writeFolder(join(packages, 'portico-plugin-release-notes'), RELEASE_NOTES_PLUGIN);
    [tarballs.app, tarballs.backend, tarballs.broken, tarballs.releaseNotes] = await Promise.all([
      packPorticoApp(packages),
      packBackendPackage(packages),
      packFolder(join(packages, 'portico-plugin-broken'), packages),
      packFolder(join(packages, 'portico-plugin-release-notes'), packages),
    ]);
    [tarballs.nextApp, tarballs.nextBackend] = await Promise.all([packPorticoApp(packages, next), packBackendPackage(packages, next)]);
    const prebuilds = await sqlitePrebuilds(packages);
    if (prebuilds) process.env[SQLITE_PREBUILDS_ENV] = prebuilds;
    onCall = await startRecordingService(onCallCalls, (path) => (path === '/rotas' ? { items: [ROTA] } : path === `/rotas/${ROTA.id}` ? ROTA : undefined));
    costs = await startRecordingService(costCalls, (path) => (path === '/costs' ? COSTS : undefined));
    portalUrl = `http://127.0.0.1:${await freePort()}`;
    backendUrl = `http://127.0.0.1:${await freePort()}`;
  }, 20 * MINUTES);

  afterAll(async () => {
    await browser?.close();
    await portico?.stop();
    await new Promise((resolve) => onCall?.server.close(resolve));
    await new Promise((resolve) => costs?.server.close(resolve));
    if (Object.keys(sizes).length) console.log(`node_modules: ${Object.entries(sizes).map(([what, bytes]) => `${what} ${megabytes(bytes)}`).join(', ')}`);
    if (packages) await rm(packages, { recursive: true, force: true });
    delete process.env[SQLITE_PREBUILDS_ENV];
  });

  it('1. starts from an empty folder with `npm init -y`', async () => {
    company = join(packages, 'acme-portal');
    await mkdir(company);
    expect(await readdir(company)).toEqual([]);
    await succeed(NPM, ['init', '-y'], company);
    expect(await readdir(company)).toEqual(['package.json']);
  });

  it('2. installs portico-app on its own: no Backstage backend, the tested build toolchain, one React 19', async () => {
    await installing(['install', tarballs.app], company, INSTALL_LIMIT);
    sizes['portico-app alone'] = await sizeOf(join(company, 'node_modules'));
    expect((await manifestIn(join(company, 'node_modules/portico-app')))['license']).toBe('Apache-2.0');
    for (const name of BACKEND_PACKAGES) expect(`${name} ${await exists(join(company, 'node_modules', name))}`).toBe(`${name} false`);
    const tested = JSON.parse(await readFile(join(REPOSITORY, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
    for (const name of BUILD_TOOLCHAIN) expect(`${name} ${await installedVersion(name)}`).toBe(`${name} ${tested.packages[`node_modules/${name}`]?.version}`);
    const lock = JSON.parse(await readFile(join(company, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version?: string }> };
    const reacts = Object.entries(lock.packages).filter(([location]) => /(^|\/)node_modules\/react$/.test(location));
    expect(reacts.map(([location, { version: installed }]) => `${location} ${installed?.split('.')[0]}`)).toEqual(['node_modules/react 19']);
  }, 5 * MINUTES);

  it('3. with app-config.yaml naming a loopback backend, `portico start` refuses without the backend package, saying what to install', async () => {
    await writeFolder(company, { 'app-config.yaml': appConfig({}) });
    const refused = await runPortico(['start'], MINUTES);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('This Portico server runs the portal alone');
    expect(refused.output).toContain(`npm install --save-dev portico-embedded-backend@${version}`);
  });

  it('4. installs portico-embedded-backend as a dev dependency, SQLite driver built as allowScripts allows', async () => {
    await succeed(NPM, ['pkg', 'set', 'allowScripts.better-sqlite3=true', '--json'], company);
    await installing(['install', '--save-dev', tarballs.backend], company, BACKEND_INSTALL_LIMIT);
    sizes['with portico-embedded-backend'] = await sizeOf(join(company, 'node_modules'));
    const manifest = await manifestIn(company);
    expect(manifest['allowScripts']).toEqual({ 'better-sqlite3': true });
    expect(Object.keys((manifest['devDependencies'] ?? {}) as object)).toEqual(['portico-embedded-backend']);
    expect(await installedVersion('portico-embedded-backend')).toBe(version);
    expect((await manifestIn(join(company, 'node_modules/portico-embedded-backend')))['license']).toBe('Apache-2.0');
    expect(await exists(join(company, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'))).toBe(true);
  }, 20 * MINUTES);

  it("5. adds the company's own catalog file to catalog.locations", async () => {
    await writeFolder(company, {
      'catalog/catalog-info.yaml': component('acme-ledger', 'Acme Ledger', { 'acme.com/on-call-rota': ROTA.id }),
      'app-config.yaml': appConfig({ catalog: true }),
    });
  });

  it('6. installs its own plugin from plugins/on-call as a file dependency and a published one, and names them in the app config', async () => {
    await cp(join(REPOSITORY, 'examples/plugin-on-call'), join(company, 'plugins/on-call'), { recursive: true, filter: (source) => !source.includes('node_modules') });
    const plugin = await manifestIn(join(company, 'plugins/on-call'));
    await writeFolder(company, {
      'plugins/on-call/package.json': `${JSON.stringify({ ...plugin, name: '@acme/portico-plugin-on-call' }, null, 2)}\n`,
      'app-config.yaml': appConfig({ catalog: true, plugins: true }),
      // Beyond the walk-through: a package claiming the plugin's id, and a config file naming both.
      ...Object.fromEntries(Object.entries(CLASHING_PLUGIN).map(([path, content]) => [`plugins/on-call-again/${path}`, content])),
      'app-config.clash.yaml': ['portico:', '  plugins:', "    - '@acme/portico-plugin-on-call'", '    - acme-on-call-again', ''].join('\n'),
    });
    // And a plugin started with `portico new plugin`, as it is written.
    expect(await succeed(NPX, ['portico', 'new', 'plugin', 'ownership'], company, MINUTES)).toContain('npm install ./plugins/ownership');
    await installing(['install', './plugins/on-call', './plugins/ownership', tarballs.broken, './plugins/on-call-again'], company, INSTALL_LIMIT);
    const dependencies = (await manifestIn(company))['dependencies'] as Record<string, string>;
    expect(dependencies['@acme/portico-plugin-on-call']).toBe('file:plugins/on-call');
    expect(dependencies['portico-plugin-broken']).toMatch(/portico-plugin-broken-1\.0\.0\.tgz$/);
    expect((await manifestIn(join(company, 'node_modules/@acme/portico-plugin-on-call')))['license']).toBe('Apache-2.0');
  }, 5 * MINUTES);

  it("7. runs the plugin's unit tests with Jest and the dev dependencies the guide names", async () => {
    await installing(['install', '--save-dev', ...TEST_DEV_DEPENDENCIES], company, INSTALL_LIMIT);
    await writeFolder(company, JEST_FILES);
    const tested = await exec(NPX, ['jest'], company, 3 * MINUTES);
    expect(`exit ${tested.code}`).toBe('exit 0');
    expect(tested.output).toContain('PASS plugins/on-call/test/on-call-card.test.tsx');
    expect(tested.output).toContain('PASS plugins/on-call/test/on-call-client.test.ts');
    expect(tested.output).toContain('PASS plugins/ownership/test/ownership-card.test.tsx');
    expect(tested.output).toContain('PASS plugins/ownership/test/ownership-client.test.ts');
  }, 5 * MINUTES);

  it('8. installs again with `npm ci` from the lock file npm wrote', async () => {
    await installing(['ci'], company, BACKEND_INSTALL_LIMIT);
    expect(await installedVersion('portico-app')).toBe(version);
    expect(await exists(join(company, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'))).toBe(true);
  }, 20 * MINUTES);

  it('stops the build when two plugin packages declare one plugin id, naming it', async () => {
    const built = await runPortico(['build', '--config', 'app-config.yaml', '--config', 'app-config.clash.yaml'], 5 * MINUTES);
    expect(built.code).toBe(1);
    expect(built.output).toContain("Duplicate plugin found 'on-call'");
  }, 6 * MINUTES);

  it('9. builds with `npx portico build` and starts portal and embedded backend with `npx portico start`', async () => {
    await succeed(NPX, ['portico', 'build'], company, BUILD_LIMIT);
    portico = await startPortico(company, START_LIMIT);
    expect(portico.output()).toContain('(the embedded Backstage backend)');
    // The build is of what is installed and configured: the start builds nothing.
    expect(portico.output()).not.toContain('Building the portal');
    // The backend's log goes to a file whose path it prints.
    const log = /its log: (\S+) \(--backend-log shows it here\)/.exec(portico.output())?.[1];
    expect(log && (await exists(log))).toBe(true);
  }, 12 * MINUTES);

  it("serves the company's entity and the examples through the portal", async () => {
    const token = await fetchGuestToken(portalUrl);
    const examples = exampleEntityRefs(join(company, 'node_modules/portico-embedded-backend/config/dev-backend/examples'));
    expect(examples).toContain('component:default/payments-sdk');
    await waitForCatalog({ baseUrl: portalUrl, token, entityRefs: ['component:default/acme-ledger', ...examples], timeoutMs: 2 * MINUTES });
  }, 3 * MINUTES);

  it("re-reads the company's catalog file while it runs", async () => {
    const file = join(company, 'catalog/catalog-info.yaml');
    await writeFolder(company, { 'catalog/catalog-info.yaml': `${await readFile(file, 'utf8')}---\n${component('acme-ledger-jobs', 'Acme Ledger Jobs')}` });
    await waitForCatalog({ baseUrl: portalUrl, token: await fetchGuestToken(portalUrl), entityRefs: ['component:default/acme-ledger-jobs'], timeoutMs: 2 * MINUTES });
  }, 3 * MINUTES);

  it("enters as the guest and shows the plugin's sidebar item and its page, with data from the on-call service", async () => {
    browser = await launchBrowser();
    page = await browser.context.newPage();
    // Without portico.signIn in its app-config, the portal enters as the guest at once.
    await page.goto(portalUrl);
    await page.getByTestId('signed-in-user').waitFor();
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'On call' }).click();
    await page.getByRole('heading', { name: 'On call', level: 1 }).waitFor();
    await page.getByRole('cell', { name: 'Pat Example' }).waitFor();
    expect(page.url()).toBe(`${portalUrl}/on-call`);
  });

  it("calls the service through the backend's proxy, as proxy.endpoints says, with the signed-in user's token", () => {
    const call = onCallCalls.find((each) => each.path === '/rotas');
    expect(call?.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(claimsOf(call?.authorization)['sub']).toBe('user:default/guest');
  });

  it("shows the plugin's card on the company's entity, beside the published plugin's card that throws", async () => {
    browser?.console.expect(/The broken card always throws/);
    await page.goto(`${portalUrl}/catalog/default/component/acme-ledger`);
    await page.getByRole('heading', { name: 'Acme Ledger' }).first().waitFor();
    const card = page.getByRole('region', { name: 'On call' });
    await card.getByText('Pat Example is on call for Payments primary', { exact: false }).waitFor();
    expect(await card.getByRole('link', { name: 'pat@example.com' }).isVisible()).toBe(true);
    await page.getByText('Error in broken-plugin').waitFor();
    expect(await page.getByRole('heading', { name: 'About' }).isVisible()).toBe(true);
    expect(onCallCalls.some((each) => each.path === `/rotas/${ROTA.id}` && claimsOf(each.authorization)['sub'] === 'user:default/guest')).toBe(true);
  });

  it('shows the page and the card of the plugin `portico new plugin` wrote, as written', async () => {
    // Beside it on a component's page, the published plugin's card that throws.
    browser?.console.expect(/The broken card always throws/);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Ownership' }).click();
    await page.getByRole('heading', { name: 'Ownership', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Acme Ledger', exact: true }).click();
    await page.waitForURL(`${portalUrl}/catalog/default/component/acme-ledger`);
    await page.getByRole('region', { name: 'Ownership' }).getByText(/^guests owns \d+ components?\.$/).waitFor();
  });

  it('shows no card on an entity without the annotation', async () => {
    await page.goto(`${portalUrl}/catalog/default/component/payments-sdk`);
    await page.getByRole('heading', { name: 'About' }).waitFor();
    expect(await page.getByRole('region', { name: 'On call' }).count()).toBe(0);
  });

  it("keeps a throwing plugin's page inside its error boundary while the rest of the portal works, titled by app.title", async () => {
    browser?.console.expect(/The broken page always throws/);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Broken' }).click();
    await page.getByRole('heading', { name: 'Error in broken-plugin' }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Catalog' }).click();
    await page.getByRole('link', { name: 'Acme Ledger', exact: true }).waitFor();
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
    await page.goto(`${portalUrl}/catalog/default/component/acme-ledger`);
    await page.getByRole('region', { name: 'Escalation policy' }).getByText('Payments lead').waitFor();
  });

  it('10. reads a catalog file registered as a file location while it runs', async () => {
    await writeFolder(company, { 'catalog/more.yaml': component('acme-billing', 'Acme Billing') });
    const token = await fetchGuestToken(portalUrl);
    const response = await fetch(`${portalUrl}/api/catalog/locations`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'file', target: join(company, 'catalog/more.yaml') }),
    });
    expect(`${response.status} ${await response.text()}`).toMatch(/^201 /);
    await waitForCatalog({ baseUrl: portalUrl, token, entityRefs: ['component:default/acme-billing'], timeoutMs: 2 * MINUTES });
    await page.goto(`${portalUrl}/catalog`);
    await page.getByRole('link', { name: 'Acme Billing' }).waitFor();
  }, 3 * MINUTES);

  it('11. upgrades both packages together: a clean install, the old build refused with --no-build, a start that rebuilds and serves', async () => {
    // The catalog page polls its backend: left open while the portal is down, it would log refused connections.
    await page.goto('about:blank');
    await portico?.stop();
    await installing(['install', tarballs.nextApp, tarballs.nextBackend], company, BACKEND_INSTALL_LIMIT);
    const manifest = await manifestIn(company);
    expect(Object.keys((manifest['devDependencies'] ?? {}) as object)).toContain('portico-embedded-backend');
    expect(Object.keys((manifest['dependencies'] ?? {}) as object)).not.toContain('portico-embedded-backend');
    // The plugins' peer range (^1.0.0) holds for the next release: the lock file installs again as it is.
    await installing(['ci'], company, BACKEND_INSTALL_LIMIT);
    expect(`${await installedVersion('portico-app')} ${await installedVersion('portico-embedded-backend')}`).toBe(`${next} ${next}`);
    const stale = await runPortico(['start', '--no-build'], MINUTES);
    expect(stale.code).toBe(1);
    expect(stale.output).toContain(`${join(company, 'dist')} was built by Portico ${version}; this is Portico ${next}: run 'portico build' first.`);
    portico = await startPortico(company, BUILD_LIMIT + START_LIMIT);
    expect(portico.output()).toContain(`Building the portal before it starts: ${join(company, 'dist')} was built by Portico ${version}; this is Portico ${next}…`);
    browser?.console.expect(/The broken card always throws/);
    await page.goto(`${portalUrl}/catalog/default/component/acme-ledger`);
    await page.getByRole('region', { name: 'On call' }).getByText('Pat Example is on call for Payments primary', { exact: false }).waitFor();
  }, 45 * MINUTES);

  it('12. adds Backstage plugins: community ones from the registry and its own from plugins/service-costs, named in portico.backstagePlugins, then a restart with the container recipe that builds', async () => {
    await page.goto('about:blank');
    await portico?.stop();
    await cp(join(REPOSITORY, 'examples/backstage-plugin-service-costs'), join(company, 'plugins/service-costs'), { recursive: true, filter: (source) => !source.includes('node_modules') });
    const plugin = await manifestIn(join(company, 'plugins/service-costs'));
    await writeFolder(company, { 'plugins/service-costs/package.json': `${JSON.stringify({ ...plugin, name: '@acme/backstage-plugin-service-costs' }, null, 2)}\n` });
    await writeFile(join(company, 'package.json'), `${JSON.stringify({ ...(await manifestIn(company)), overrides: BACKSTAGE_OVERRIDES }, null, 2)}\n`);
    const appVersions = { react: '', 'react-dom': '', 'react-router-dom': '' };
    for (const name of Object.keys(appVersions) as (keyof typeof appVersions)[]) appVersions[name] = (await installedVersion(name)) as string;
    await installing(['install', ...backstageInstall(appVersions), './plugins/service-costs'], company, BACKEND_INSTALL_LIMIT);
    await writeFolder(company, { 'app-config.yaml': appConfig({ catalog: true, plugins: true, backstagePlugins: true }) });
    const dependencies = (await manifestIn(company))['dependencies'] as Record<string, string>;
    expect(dependencies['@acme/backstage-plugin-service-costs']).toBe('file:plugins/service-costs');
    // The portal keeps one React 19; the plugins' React 18 is the alias.
    expect(await installedVersion('react')).toMatch(/^19\./);
    expect(await installedVersion('react18')).toBe('18.3.1');
    // Config, an install and a restart: the start builds the portal with them. The restart is the container recipe's:
    // its start command installs the package PORTICO_PLUGINS names, from the registry (here a tarball), and the mounted
    // app-config.local.yaml names it, with the image's plugins (a list in a later file replaces the earlier one).
    await writeFolder(company, {
      'app-config.local.yaml': ['portico:', '  plugins:', "    - '@acme/portico-plugin-on-call'", '    - portico-plugin-ownership', '    - portico-plugin-broken', '    - portico-plugin-release-notes', ''].join('\n'),
    });
    portico = await startPortico(company, BACKEND_INSTALL_LIMIT + BUILD_LIMIT + START_LIMIT, {
      command: containerStartCommand(),
      // As a CI machine's npm: from its cache where it can.
      env: { PORTICO_PLUGINS: tarballs.releaseNotes, npm_config_prefer_offline: 'true' },
    });
    // The first change it names: the plugin the container installed.
    const imagePlugins = '@acme/portico-plugin-on-call@1.0.0, portico-plugin-ownership@0.1.0, portico-plugin-broken@1.0.0';
    expect(portico.output()).toContain(
      `Building the portal before it starts: ${join(company, 'dist')} was built with ${imagePlugins}; portico.plugins and the installed packages give ${imagePlugins}, portico-plugin-release-notes@1.2.0…`,
    );
    expect(Object.keys((await manifestIn(company))['dependencies'] as object)).not.toContain('portico-plugin-release-notes');
  }, 30 * MINUTES);

  it('serves the plugin the container start installed, named in the mounted config', async () => {
    await page.goto(portalUrl);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Release notes' }).click();
    await page.getByRole('heading', { name: 'Release notes 1.2.0', level: 1 }).waitFor();
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`shows each Backstage plugin named in the config with its own content, in the ${theme} theme`, async () => {
      // No SonarQube backend and no GitHub sign-in here: their calls answer 404, which the plugins show in their own way.
      // The published plugin's card on the component's page throws, inside its boundary, as in step 9.
      browser?.console.expect(/404 \(Not Found\)/, /Failed to load resource/, /The broken card always throws/);
      await page.goto(portalUrl);
      await page.evaluate((value) => window.localStorage.setItem('theme', value), theme);
      await page.goto(`${portalUrl}/tech-radar`);
      await page.locator('[data-backstage-plugin="tech-radar"]').getByText('ADOPT', { exact: true }).first().waitFor();
      await page.goto(`${portalUrl}/catalog/default/group/team-payments`);
      await page.locator('[data-backstage-plugin="backstage-org"]').getByText('Jane Doe', { exact: true }).first().waitFor();
      await page.goto(`${portalUrl}/catalog/default/component/payments`);
      await page.locator('[data-backstage-plugin="sonarqube"]').getByText('Code Quality', { exact: true }).waitFor();
      await page.getByRole('tab', { name: 'GitHub Actions' }).click();
      await page.locator('[data-backstage-plugin="github-actions"]').getByText("Sign-in with 'github' is not set up in this portal", { exact: false }).first().waitFor();
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Service costs' }).click();
      const costsPage = page.locator('[data-backstage-plugin="service-costs"]');
      await costsPage.getByRole('link', { name: 'acme-ledger' }).waitFor();
      expect(await costsPage.getByText('€4,200').count()).toBe(1);
      // The plugin's sub-route, through its route ref.
      await costsPage.getByRole('link', { name: 'acme-ledger' }).click();
      await page.waitForURL(`${portalUrl}/costs/acme-ledger`);
      await costsPage.getByText('€4,200 (team guests)').waitFor();
      expect(await page.getByTestId('backstage-plugin-error').count()).toBe(0);
      expect(await page.evaluate(() => document.body.hasAttribute('data-theme-mode'))).toBe(false);
    });
  }

  it("calls the cost service through the backend's proxy with the signed-in user's token, from the in-house Backstage plugin's client", () => {
    const call = costCalls.find((each) => each.path === '/costs');
    expect(claimsOf(call?.authorization)['sub']).toBe('user:default/guest');
  });

  it("writes nothing into Portico's repository", async () => {
    expect(await repositoryTraces()).toBe(tracesBefore);
  });
});
