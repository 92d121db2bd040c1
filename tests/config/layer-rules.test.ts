import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

// The layer rules of ARCHITECTURE.md, checked by running dependency-cruiser's programmatic API with the
// project's own .dependency-cruiser.cjs over small source trees. dependency-cruiser is ESM-only and Jest
// runs CommonJS, so the API runs in a child Node process; the rules and the cruise are the real ones.

const PROJECT = resolve(__dirname, '../..');
const CRUISER = join(PROJECT, 'node_modules/dependency-cruiser/src');
const RULES = join(PROJECT, '.dependency-cruiser.cjs');

interface Violation {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
  readonly cycle?: readonly string[];
}

const CRUISE_SCRIPT = `
const [cruiserDir, rulesFile] = process.argv.slice(1);
const url = (path) => new URL('file://' + cruiserDir + path).href;
const { cruise } = await import(url('/main/index.mjs'));
const { default: extractDepcruiseOptions } = await import(url('/config-utl/extract-depcruise-options.mjs'));
const { default: extractTSConfig } = await import(url('/config-utl/extract-ts-config.mjs'));
const options = await extractDepcruiseOptions(rulesFile);
const tsConfig = extractTSConfig(options.tsConfig.fileName);
const folders = ['domain', 'application', 'adapters', 'ui', 'plugin-api', 'config'];
const result = await cruise(folders, options, {}, { tsConfig });
const violations = result.output.summary.violations.map((v) => ({
  rule: v.rule.name,
  from: v.from,
  to: v.to,
  ...(v.cycle ? { cycle: v.cycle.map((step) => step.name ?? step) } : {}),
}));
process.stdout.write(JSON.stringify({ violations, modules: result.output.modules.map((module) => module.source) }));
`;

/** Cruises a tree the way `npm run layers` does (same rules, same folders), from inside the tree. */
const cruiseTree = (root: string) =>
  new Promise<{ violations: Violation[]; modules: string[] }>((done, fail) => {
    execFile(
      process.execPath,
      ['--input-type=module', '--eval', CRUISE_SCRIPT, CRUISER, RULES],
      { cwd: root, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) fail(new Error(`dependency-cruiser failed: ${stderr || error.message}`));
        else done(JSON.parse(stdout) as { violations: Violation[]; modules: string[] });
      },
    );
  });

type Tree = Record<string, string>;

/** Packages the trees import, as minimal stand-ins under the tree's own node_modules. */
const PACKAGES: Tree = {
  'node_modules/react/package.json': '{"name":"react","version":"19.0.0","main":"index.js"}',
  'node_modules/react/index.js': 'module.exports = { createElement() {} };',
  'node_modules/fp-ts/package.json': '{"name":"fp-ts","version":"2.16.0"}',
  'node_modules/fp-ts/Either.js': 'exports.right = (a) => a;',
  'node_modules/io-ts/package.json': '{"name":"io-ts","version":"2.2.0","main":"index.js"}',
  'node_modules/io-ts/index.js': 'exports.string = {};',
  'node_modules/@backstage/catalog-model/package.json': '{"name":"@backstage/catalog-model","version":"1.0.0","main":"index.js"}',
  'node_modules/@backstage/catalog-model/index.js': 'exports.parseEntityRef = () => ({});',
  'node_modules/@backstage/core-plugin-api/package.json': '{"name":"@backstage/core-plugin-api","version":"1.0.0","main":"index.js"}',
  'node_modules/@backstage/core-plugin-api/index.js': 'exports.createApiRef = () => ({});',
  'package.json': JSON.stringify({
    name: 'layer-fixture',
    dependencies: { react: '19.0.0', 'fp-ts': '2.16.0', 'io-ts': '2.2.0', '@backstage/catalog-model': '1.0.0', '@backstage/core-plugin-api': '1.0.0' },
  }),
  'tsconfig.json': JSON.stringify({
    compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true, noEmit: true },
    include: ['domain', 'application', 'adapters', 'ui', 'plugin-api', 'config'],
  }),
};

/** A tree that follows every rule: each layer imports only what it may. */
const CLEAN: Tree = {
  'domain/app/rules.ts': "import * as E from 'fp-ts/Either';\nimport { LIMIT } from './constants';\nexport const check = (n: number) => (n < LIMIT ? E.right(n) : n);\n",
  'domain/app/constants.ts': 'export const LIMIT = 3;\n',
  'application/app/use-case.ts': "import * as E from 'fp-ts/Either';\nimport { check } from '../../domain/app/rules';\nexport const run = (n: number) => [check(n), E.right(1)];\n",
  'adapters/app/http-adapter.ts': "import * as t from 'io-ts';\nimport { readFileSync } from 'node:fs';\nimport { run } from '../../application/app/use-case';\nimport { LIMIT } from '../../domain/app/constants';\nexport const adapt = () => [t, readFileSync, run(LIMIT)];\n",
  'application/app/port.ts': 'export interface Port { readonly run: (n: number) => unknown }\n',
  // Only a feature's hooks module resolves services and calls the application layer; views use its hooks.
  'ui/app/services.tsx': "export const useService = <T,>(value: T): T => value;\n",
  'ui/app/queries.ts': "import { run } from '../../application/app/use-case';\nimport { useService } from './services';\nexport const useRun = (n: number) => useService(run)(n);\n",
  'ui/app/view.tsx': "import { createElement } from 'react';\nimport type { Port } from '../../application/app/port';\nimport { LIMIT } from '../../domain/app/constants';\nimport { useRun } from './queries';\nexport const View = (props: { port?: Port }) => createElement('p', null, String(useRun(LIMIT)), String(props.port));\n",
  'config/browser/container.ts': "import { adapt } from '../../adapters/app/http-adapter';\nimport { View } from '../../ui/app/view';\nexport const wire = () => [adapt, View];\n",
  // The Backstage plugin host is the one product folder that may use Backstage's libraries.
  'adapters/backstage-plugins/react18/host.tsx': "import { createApiRef } from '@backstage/core-plugin-api';\nexport const host = createApiRef;\n",
  // Folder names that merely start like a layer are not that layer.
  'config/domainish/helper.ts': "import { View } from '../../ui/app/view';\nexport const helper = View;\n",
  // The plugin API is built on the shell; a built-in plugin is made with it, from its own area's views, services and rules.
  'plugin-api/index.ts': "export { View as PageView } from '../ui/app/view';\nexport const createPlugin = (options: object) => options;\n",
  'ui/catalog/catalog-page.tsx': "import { createElement } from 'react';\nimport { View } from '../app/view';\nexport const CatalogPage = () => createElement(View);\n",
  'adapters/catalog/catalog.services.ts': "import { run } from '../../application/app/use-case';\nexport const catalogServices = [run];\n",
  'domain/catalog/constants.ts': "export const CATALOG_PATH = '/catalog';\n",
  'config/browser/plugins/catalog.tsx':
    "import { createElement } from 'react';\nimport { catalogServices } from '../../../adapters/catalog/catalog.services';\n" +
    "import { CATALOG_PATH } from '../../../domain/catalog/constants';\nimport { createPlugin } from '../../../plugin-api';\n" +
    "import { CatalogPage } from '../../../ui/catalog/catalog-page';\n" +
    "export const catalogPlugin = createPlugin({ path: CATALOG_PATH, element: createElement(CatalogPage), services: catalogServices });\n",
  'config/browser/plugins.ts': "import { catalogPlugin } from './plugins/catalog';\nexport const builtInPlugins = [catalogPlugin];\n",
};

const writeTree = async (tree: Tree): Promise<string> => {
  const root = await mkdtemp(join(tmpdir(), 'portico-layers-'));
  for (const [path, text] of Object.entries({ ...PACKAGES, ...tree })) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  return root;
};

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

const cruised = async (tree: Tree) => {
  const root = await writeTree(tree);
  roots.push(root);
  return cruiseTree(root);
};

const rulesOf = (violations: readonly Violation[]) =>
  violations.map((violation) => `${violation.rule}: ${violation.from} -> ${violation.to}`).sort();

describe('layer rules (.dependency-cruiser.cjs)', () => {
  it('pass a tree where every layer imports only what it may', async () => {
    const { violations, modules } = await cruised(CLEAN);
    expect(violations).toEqual([]);
    // The cruise really saw the tree, and the npm packages it imports (else no rule could judge them).
    expect(modules).toEqual(expect.arrayContaining([...Object.keys(CLEAN), 'node_modules/fp-ts/Either.js', 'node_modules/react/index.js']));
  }, 60_000);

  it('report each broken rule by name', async () => {
    const { violations } = await cruised({
      ...CLEAN,
      'domain/app/impure.ts': "import { createElement } from 'react';\nimport { View } from '../../ui/app/view';\nexport const impure = [createElement, View];\n",
      'application/app/leaky.use-case.ts': "import { adapt } from '../../adapters/app/http-adapter';\nexport const leaky = adapt;\n",
      'ui/app/shortcut.tsx': "import { adapt } from '../../adapters/app/http-adapter';\nexport const Shortcut = adapt;\n",
      'ui/app/backstage-view.tsx': "import { parseEntityRef } from '@backstage/catalog-model';\nexport const parse = parseEntityRef;\n",
      'config/browser/backstage-wiring.ts': "import { parseEntityRef } from '@backstage/catalog-model';\nexport const wiring = parseEntityRef;\n",
      'ui/app/ping.ts': "import { pong } from './pong';\nexport const ping = () => pong;\n",
      'ui/app/pong.ts': "import { ping } from './ping';\nexport const pong = () => ping;\n",
      'adapters/app/reacty.ts': "import { createElement } from 'react';\nimport { View } from '../../ui/app/view';\nexport const reacty = [createElement, View];\n",
      'ui/app/resolving-view.tsx': "import { useService } from './services';\nexport const ResolvingView = () => useService(1);\n",
      'ui/app/use-case-view.tsx': "import { run } from '../../application/app/use-case';\nexport const UseCaseView = () => run(1);\n",
    });

    // Imports of npm packages (react, @backstage/*) are only seen by the rules when node_modules is left out
    // of options.exclude; options.doNotFollow alone keeps the cruise from walking into the packages.
    const acyclic = violations.filter((violation) => violation.rule !== 'no-circular');
    expect(rulesOf(acyclic)).toEqual([
      'adapters-libraries: adapters/app/reacty.ts -> node_modules/react/index.js',
      'adapters-never-reach-ui-or-config: adapters/app/reacty.ts -> ui/app/view.tsx',
      'application-depends-on-domain-only: application/app/leaky.use-case.ts -> adapters/app/http-adapter.ts',
      'domain-is-pure: domain/app/impure.ts -> node_modules/react/index.js',
      'domain-is-pure: domain/app/impure.ts -> ui/app/view.tsx',
      'product-never-imports-backstage: config/browser/backstage-wiring.ts -> node_modules/@backstage/catalog-model/index.js',
      'product-never-imports-backstage: ui/app/backstage-view.tsx -> node_modules/@backstage/catalog-model/index.js',
      'ui-never-imports-adapters-or-config: ui/app/shortcut.tsx -> adapters/app/http-adapter.ts',
      'ui-services-only-in-hooks: ui/app/resolving-view.tsx -> ui/app/services.tsx',
      'ui-views-use-application-types-only: ui/app/use-case-view.tsx -> application/app/use-case.ts',
    ]);
    // The cycle is reported (once, from whichever end the cruise met first).
    const cycles = violations.filter((violation) => violation.rule === 'no-circular');
    expect(cycles.length).toBeGreaterThanOrEqual(1);
    for (const cycle of cycles) {
      expect([cycle.from, cycle.to].sort()).toEqual(['ui/app/ping.ts', 'ui/app/pong.ts']);
    }
  }, 60_000);

  it("keep the plugin API between the shell and the built-in plugins, which use nothing a company's plugin could not", async () => {
    const { violations } = await cruised({
      ...CLEAN,
      'ui/catalog/made-in-ui.tsx': "import { createPlugin } from '../../plugin-api';\nexport const made = createPlugin({});\n",
      'plugin-api/catalog-link.ts': "import { CatalogPage } from '../ui/catalog/catalog-page';\nexport const CatalogLink = CatalogPage;\n",
      'plugin-api/create-plugin.ts': 'export const createPlugin = (options: object) => options;\n',
      'ui/home/home-page.tsx': "import { createElement } from 'react';\nexport const HomePage = () => createElement('main');\n",
      'config/browser/plugins/home.tsx':
        "import * as t from 'io-ts';\nimport { createPlugin } from '../../../plugin-api/create-plugin';\n" +
        "import { View } from '../../../ui/app/view';\nimport { CatalogPage } from '../../../ui/catalog/catalog-page';\n" +
        "import { HomePage } from '../../../ui/home/home-page';\nexport const homePlugin = createPlugin({ t, View, CatalogPage, HomePage });\n",
    });

    expect(rulesOf(violations)).toEqual([
      'built-in-plugins-use-the-public-api-only: config/browser/plugins/home.tsx -> node_modules/io-ts/index.js',
      'built-in-plugins-use-the-public-api-only: config/browser/plugins/home.tsx -> plugin-api/create-plugin.ts',
      'built-in-plugins-use-the-public-api-only: config/browser/plugins/home.tsx -> ui/app/view.tsx',
      'built-in-plugins-use-the-public-api-only: config/browser/plugins/home.tsx -> ui/catalog/catalog-page.tsx',
      'plugin-api-builds-on-the-shell-only: plugin-api/catalog-link.ts -> ui/catalog/catalog-page.tsx',
      'ui-never-imports-plugin-api: ui/catalog/made-in-ui.tsx -> plugin-api/index.ts',
    ]);
  }, 60_000);
});
