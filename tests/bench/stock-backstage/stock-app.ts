// A stock Backstage app for the side-by-side benchmarks, built from the released @backstage frontend packages of the
// embedded backend's release line (Backstage 1.55.0, as @backstage/create-app@0.9.2 scaffolds it), in a throwaway
// directory: nothing of it enters Portico's dependencies or product code.
//
// The app is what `npx @backstage/create-app@0.9.2` scaffolds by default (templates/default-app: the new frontend
// system, `createApp` from @backstage/frontend-defaults), cut down to the pages measured:
//   - 'catalog': the catalog plugin (`@backstage/plugin-catalog/alpha`: the catalog index page, `page:catalog`, with
//     its default cursor pagination, and its default entity page) and a guest sign-in page (core-components'
//     SignInPage with `auto` and the guest provider, as Backstage's docs and the legacy template sign in);
//   - 'api-docs': the same plus `@backstage/plugin-api-docs/alpha` (its Definition tab: EntityApiDefinitionCard,
//     swagger-ui for OpenAPI);
//   - 'tech-radar': the same as 'catalog' plus `@backstage-community/plugin-tech-radar/alpha` at COMMUNITY_PLUGINS'
//     version (its new-frontend-system plugin, the export a new-frontend-system app installs: its page at
//     /tech-radar, its API and its nav item), which with no tech-radar backend shows its sample radar.
// Each is built as Backstage builds an app for production: `backstage-cli package build` (the CLI of the line,
// which bundles with Rspack), with the template's public/ folder. The build's index.html carries the config in a
// <script type="backstage.io/config"> element, which the server replaces at run time as @backstage/plugin-app-backend
// does (stock-server.ts).
//
// Versions: create-app's own list (dist/lib/versions.cjs.js) pins every package it names; the @backstage libraries
// those bring in are pinned to the lowest version the pinned packages ask for (tests/compat's derivedPins), so a
// `^` range does not pull a later release's library. Installed with npm --legacy-peer-deps (npm's strict peer
// resolution refuses @backstage/cli's optional jsdom peer; the template installs with Yarn, which does not check).
//
// The directory is a cache: .tmp/bench-stock-backstage/<key>/ under the repository (git-ignored), keyed by this
// file's app sources and versions, so the install (~3–6 minutes) and builds (~15–60 s each) happen once.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { derivedPins, installedBackstagePackages, installedVersion } from '../../compat/throwaway-backend';

export const STOCK_RELEASE = '1.55.0';
export const CREATE_APP = '@backstage/create-app@0.9.2';

export type StockVariant = 'catalog' | 'api-docs' | 'tech-radar';

/** The app's direct dependencies besides the @backstage ones (the template's ranges). */
const THIRD_PARTY = {
  '@material-ui/core': '^4.12.2',
  '@material-ui/icons': '^4.9.1',
  react: '^18.0.2',
  'react-dom': '^18.0.2',
  'react-router': '^6.30.2',
  'react-router-dom': '^6.30.2',
} as const;

/** The @backstage packages each app imports (at create-app's versions). */
const BACKSTAGE_DEPENDENCIES: Record<StockVariant, readonly string[]> = {
  catalog: [
    '@backstage/cli',
    '@backstage/core-components',
    '@backstage/core-plugin-api',
    '@backstage/frontend-defaults',
    '@backstage/frontend-plugin-api',
    '@backstage/plugin-app-react',
    '@backstage/plugin-catalog',
    '@backstage/ui',
  ],
  'api-docs': [
    '@backstage/cli',
    '@backstage/core-components',
    '@backstage/core-plugin-api',
    '@backstage/frontend-defaults',
    '@backstage/frontend-plugin-api',
    '@backstage/plugin-api-docs',
    '@backstage/plugin-app-react',
    '@backstage/plugin-catalog',
    '@backstage/ui',
  ],
  'tech-radar': [
    '@backstage/cli',
    '@backstage/core-components',
    '@backstage/core-plugin-api',
    '@backstage/frontend-defaults',
    '@backstage/frontend-plugin-api',
    '@backstage/plugin-app-react',
    '@backstage/plugin-catalog',
    '@backstage/ui',
  ],
};

/**
 * Community plugins each app imports, at exact versions (create-app's list names none). The tech radar's is the one
 * Portico's own measurement (tests/bench/backstage-plugin-page.bench.ts) hosts, and its e2e test installs.
 */
export const COMMUNITY_PLUGINS: Record<StockVariant, Readonly<Record<string, string>>> = {
  catalog: {},
  'api-docs': {},
  'tech-radar': { '@backstage-community/plugin-tech-radar': '1.14.0' },
};

/**
 * Libraries a community plugin asks for at a range the release's pinned version does not satisfy, with the version
 * Yarn (the template's package manager) gives it: its own copy, the highest in its range. npm's overrides force the
 * release's pins on every copy in the tree; these are scoped overrides that give the plugin its copy as Yarn does.
 * tech-radar 1.14.0 asks for @backstage/frontend-plugin-api ^0.13.2 (the release has 0.18): with 0.18 forced on it
 * its /alpha plugin does not load ("Cannot read properties of undefined (reading 'make')": 0.18 has no
 * NavItemBlueprint); with its own 0.13.4 the 1.55 app runs it.
 */
const COMMUNITY_OWN_LIBRARIES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '@backstage-community/plugin-tech-radar': { '@backstage/frontend-plugin-api': '0.13.4' },
};

/** The template's packages/app/src/index.tsx, unchanged. */
const INDEX_TSX = `import '@backstage/cli/asset-types';
import ReactDOM from 'react-dom/client';
import App from './App';
import '@backstage/ui/css/styles.css';

ReactDOM.createRoot(document.getElementById('root')!).render(App.createRoot());
`;

/** The template's App.tsx with the measured plugins only, and a guest sign-in page. */
const appTsx = (variant: StockVariant): string => `import { createApp } from '@backstage/frontend-defaults';
import { createFrontendModule } from '@backstage/frontend-plugin-api';
import { SignInPageBlueprint } from '@backstage/plugin-app-react';
import { SignInPage } from '@backstage/core-components';
import catalogPlugin from '@backstage/plugin-catalog/alpha';
${variant === 'api-docs' ? "import apiDocsPlugin from '@backstage/plugin-api-docs/alpha';\n" : ''}${variant === 'tech-radar' ? "import techRadarPlugin from '@backstage-community/plugin-tech-radar/alpha';\n" : ''}
const signInPage = SignInPageBlueprint.make({
  params: {
    loader: async () => props => <SignInPage {...props} auto providers={['guest']} />,
  },
});

const signInModule = createFrontendModule({ pluginId: 'app', extensions: [signInPage] });

export default createApp({
  features: [catalogPlugin, ${variant === 'api-docs' ? 'apiDocsPlugin, ' : ''}${variant === 'tech-radar' ? 'techRadarPlugin, ' : ''}signInModule],
});
`;

/**
 * Build-time config (the server replaces it at run time with the real origins). organization.name as the
 * template's; permission.enabled is left out, so the stock app asks no permission calls of the backend.
 */
const APP_CONFIG_YAML = `app:
  title: Stock Backstage
  baseUrl: http://127.0.0.1:3000
organization:
  name: My Company
backend:
  baseUrl: http://127.0.0.1:3000
`;

/**
 * Libraries the root holds at a given range, as Yarn (the template's package manager) would resolve them: Yarn gives
 * each range its highest version, npm one copy that satisfies every range. zod: catalog-model 1.10.1 asks for
 * ^3.25.76, most other packages for `^3.25.76 || ^4.0.0`, and npm then puts zod 3 at the top, where
 * @backstage/filter-predicates makes the entity cards' `filter` config schema with it, which
 * frontend-plugin-api 0.18 refuses ("does not support JSON Schema conversion"): the app does not start. Yarn gives
 * those packages zod 4, as here.
 */
const ROOT_LIBRARIES = { zod: '^4.0.0' } as const;

const INSTALL_TIMEOUT_MS = 30 * 60_000;
const MAX_PIN_ROUNDS = 5;

const run = (command: string, args: readonly string[], cwd: string, logFile: string, env: NodeJS.ProcessEnv = process.env): Promise<void> =>
  new Promise((resolvePromise, reject) => {
    execFile(command, [...args], { cwd, env, timeout: INSTALL_TIMEOUT_MS, maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) => {
      writeFileSync(logFile, `$ ${command} ${args.join(' ')}\n${stdout}\n${stderr}`);
      if (error) reject(new Error(`${command} ${args.join(' ')} failed in ${cwd} (see ${logFile}): ${stderr.split('\n').slice(-15).join('\n')}`));
      else resolvePromise();
    });
  });

export interface StockApp {
  /** The throwaway directory (kept as a cache). */
  readonly root: string;
  /** The built app of each variant: index.html, static/ and the template's public files. */
  readonly dist: Record<StockVariant, string>;
  /** The @backstage packages as installed (name → version), for the report. */
  readonly installed: Readonly<Record<string, string>>;
  /** What was done this time (reused, installed, built), for the log. */
  readonly note: string;
}

const VARIANTS: readonly StockVariant[] = ['catalog', 'api-docs', 'tech-radar'];

const keyOf = (): string =>
  createHash('sha256')
    .update(JSON.stringify({ CREATE_APP, ROOT_LIBRARIES, THIRD_PARTY, BACKSTAGE_DEPENDENCIES, COMMUNITY_PLUGINS, COMMUNITY_OWN_LIBRARIES, INDEX_TSX, app: VARIANTS.map(appTsx), APP_CONFIG_YAML }))
    .digest('hex')
    .slice(0, 12);

/** create-app's version list and its template's public/ folder, from the registry's tarball. */
const unpackCreateApp = async (root: string): Promise<{ versions: Record<string, string>; publicDir: string }> => {
  const unpacked = join(root, 'create-app');
  if (!existsSync(join(unpacked, 'package', 'dist', 'lib', 'versions.cjs.js'))) {
    mkdirSync(unpacked, { recursive: true });
    await run('npm', ['pack', CREATE_APP, '--silent'], unpacked, join(root, 'npm-pack.log'));
    await run('tar', ['xzf', 'backstage-create-app-0.9.2.tgz'], unpacked, join(root, 'tar.log'));
  }
  const require = createRequire(import.meta.url);
  const { packageVersions } = require(join(unpacked, 'package', 'dist', 'lib', 'versions.cjs.js')) as { packageVersions: Record<string, string> };
  if (packageVersions['root'] !== STOCK_RELEASE) throw new Error(`${CREATE_APP} scaffolds Backstage ${packageVersions['root']}, not ${STOCK_RELEASE}`);
  const { root: _release, ...versions } = packageVersions;
  return { versions, publicDir: join(unpacked, 'package', 'templates', 'default-app', 'packages', 'app', 'public') };
};

const rootPackageJson = (versions: Record<string, string>, pins: Record<string, string>, installedNames: ReadonlySet<string>): object => ({
  name: 'portico-bench-stock-backstage',
  private: true,
  description: `Throwaway: a stock Backstage ${STOCK_RELEASE} app for Portico's side-by-side benchmarks`,
  workspaces: ['packages/*'],
  // The pins npm's tree holds are dependencies of the root too: npm then keeps one copy of each at the top.
  dependencies: { ...Object.fromEntries(Object.entries(pins).filter(([name]) => installedNames.has(name))), ...ROOT_LIBRARIES },
  devDependencies: { '@backstage/cli': versions['@backstage/cli']!, '@backstage/cli-defaults': versions['@backstage/cli-defaults']! },
  overrides: { ...pins, ...COMMUNITY_OWN_LIBRARIES },
});

const appPackageJson = (variant: StockVariant, versions: Record<string, string>): object => ({
  name: `stock-${variant}-app`,
  version: '0.0.0',
  private: true,
  bundled: true,
  backstage: { role: 'frontend' },
  dependencies: {
    ...Object.fromEntries(BACKSTAGE_DEPENDENCIES[variant].map((name) => {
      const version = versions[name];
      if (!version) throw new Error(`${CREATE_APP} names no version of ${name}`);
      return [name, version];
    })),
    ...COMMUNITY_PLUGINS[variant],
    ...THIRD_PARTY,
  },
  browserslist: { production: ['>0.2%', 'not dead', 'not op_mini all'] },
});

/** Installs (once) and builds (once per variant) the stock app; later calls reuse the cache. */
export const prepareStockApp = async (log: (line: string) => void, repoRoot = process.cwd()): Promise<StockApp> => {
  const root = resolve(repoRoot, '.tmp', 'bench-stock-backstage', keyOf());
  const dist = Object.fromEntries(VARIANTS.map((variant) => [variant, join(root, 'packages', variant, 'dist')])) as Record<StockVariant, string>;
  const done = join(root, 'installed.json');
  const notes: string[] = [];
  mkdirSync(root, { recursive: true });
  const { versions, publicDir } = await unpackCreateApp(root);

  if (!existsSync(done)) {
    const started = Date.now();
    for (const variant of VARIANTS) {
      const dir = join(root, 'packages', variant);
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(join(dir, 'src'), { recursive: true });
      cpSync(publicDir, join(dir, 'public'), { recursive: true });
      writeFileSync(join(dir, 'package.json'), `${JSON.stringify(appPackageJson(variant, versions), null, 2)}\n`);
      writeFileSync(join(dir, 'src', 'index.tsx'), INDEX_TSX);
      writeFileSync(join(dir, 'src', 'App.tsx'), appTsx(variant));
    }
    writeFileSync(join(root, 'app-config.yaml'), APP_CONFIG_YAML);
    const backstageVersions = Object.fromEntries(Object.entries(versions).filter(([name]) => name.startsWith('@backstage/')));
    let pins: Record<string, string> = { ...backstageVersions };
    let installedNames = new Set<string>();
    const install = async (round: string) => {
      writeFileSync(join(root, 'package.json'), `${JSON.stringify(rootPackageJson(versions, pins, installedNames), null, 2)}\n`);
      log(`[stock] npm install (${round}) of Backstage ${STOCK_RELEASE}'s frontend packages into ${root}`);
      await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--legacy-peer-deps'], root, join(root, `npm-install-${round}.log`));
      installedNames = new Set(installedBackstagePackages(root).map((entry) => entry.name));
    };
    for (let round = 1; ; round += 1) {
      await install(`round ${round}`);
      const more = derivedPins(installedBackstagePackages(root), pins);
      if (Object.keys(more).length === 0) break;
      if (round === MAX_PIN_ROUNDS) {
        log(`[stock] still unpinned after ${round} rounds, left as npm resolved them: ${Object.keys(more).join(', ')}`);
        break;
      }
      pins = { ...pins, ...more };
    }
    // npm keeps copies an earlier round placed: install once more from nothing, with every pin known from the start.
    rmSync(join(root, 'node_modules'), { recursive: true, force: true });
    rmSync(join(root, 'package-lock.json'), { force: true });
    await install('final');
    for (const variant of VARIANTS) rmSync(dist[variant], { recursive: true, force: true });
    // Name → version; a library npm holds in more than one version lists each.
    const byName = new Map<string, Set<string>>();
    for (const entry of installedBackstagePackages(root)) byName.set(entry.name, (byName.get(entry.name) ?? new Set()).add(entry.version));
    const installed = Object.fromEntries([...byName].sort(([a], [b]) => a.localeCompare(b)).map(([name, found]) => [name, [...found].join(', ')]));
    writeFileSync(done, `${JSON.stringify({ installed, reactDom: installedVersion(root, 'react-dom') }, null, 2)}\n`);
    notes.push(`installed in ${Math.round((Date.now() - started) / 1000)} s`);
  } else notes.push('install reused');

  for (const variant of VARIANTS) {
    if (existsSync(join(dist[variant], 'index.html'))) continue;
    const started = Date.now();
    const dir = join(root, 'packages', variant);
    log(`[stock] backstage-cli package build (${variant})`);
    await run(process.execPath, [join(root, 'node_modules', '@backstage', 'cli', 'bin', 'backstage-cli'), 'package', 'build'], dir, join(root, `build-${variant}.log`), {
      ...process.env,
      NODE_ENV: 'production',
    });
    notes.push(`${variant} built in ${Math.round((Date.now() - started) / 1000)} s`);
  }
  const { installed } = JSON.parse(readFileSync(done, 'utf8')) as { installed: Record<string, string> };
  return { root, dist, installed, note: notes.join(', ') };
};
