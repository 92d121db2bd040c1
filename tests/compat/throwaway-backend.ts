// A throwaway directory holding another Backstage release's backend packages and a copy of the embedded backend's
// composition (config/dev-backend and the repository files it imports), so that the same backend.ts runs against
// that release. Packages come from the registry through npm; files come from this repository only.
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { BACKEND_ENTRY } from '../../config/dev-backend/embedded/embedded-backend';
import type { ReleaseLine } from './release-lines';

/** The folder whose copy the throwaway directory runs: the backend's entry, its modules, examples and fixtures. */
const DEV_BACKEND_DIR = 'config/dev-backend';

/** Packages the backend's files import besides @backstage/*, and tsx to run them; installed at the repository's versions. */
const RUNTIME_PACKAGES = ['better-sqlite3', 'fp-ts', 'js-yaml', 'tsx'] as const;

/** Packages shown with the line's own, to record which versions the backend actually ran with. */
export const REPORTED_TRANSITIVE_PACKAGES = [
  '@backstage/backend-app-api',
  '@backstage/plugin-auth-node',
  '@backstage/plugin-events-node',
  '@backstage/plugin-search-backend-node',
  '@backstage/plugin-techdocs-node',
  '@backstage/plugin-kubernetes-node',
  '@backstage/config',
  '@backstage/errors',
] as const;

const INSTALL_TIMEOUT_MS = 20 * 60_000;

const RELATIVE_IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

/** The file a relative import names: as written, or with .ts / .tsx / index.ts. */
const resolveImport = (fromFile: string, specifier: string): string | undefined => {
  const base = resolve(dirname(fromFile), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => statSync(candidate, { throwIfNoEntry: false })?.isFile());
};

/**
 * The repository's source files `entry` reaches through relative imports (itself included), as paths relative to
 * `repoRoot`. Type-only imports count too: they are erased at run time, and copying them costs nothing.
 */
export const localImportClosure = (repoRoot: string, entry: string): string[] => {
  const seen = new Set<string>();
  const pending = [resolve(repoRoot, entry)];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(RELATIVE_IMPORT)) {
      const target = resolveImport(file, match[1]!);
      if (target && /\.tsx?$/.test(target)) pending.push(target);
    }
  }
  return [...seen].map((file) => relative(repoRoot, file)).sort();
};

/** The version of a package installed under `root`, or undefined. */
export const installedVersion = (root: string, name: string): string | undefined => {
  try {
    return (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version?: string }).version;
  } catch {
    return undefined;
  }
};

/** How many times the install is redone to pin what the previous install brought in. */
const MAX_PIN_ROUNDS = 5;

interface InstalledPackage {
  readonly name: string;
  readonly version: string;
  readonly dependencies: Readonly<Record<string, string>>;
}

/** Every @backstage package installed under root/node_modules, nested copies included. */
export const installedBackstagePackages = (root: string): InstalledPackage[] => {
  const found: InstalledPackage[] = [];
  const walk = (modules: string) => {
    for (const entry of readdirSync(modules, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const dirs = entry.name.startsWith('@') ? readdirSync(join(modules, entry.name)).map((name) => join(modules, entry.name, name)) : [join(modules, entry.name)];
      for (const dir of dirs) {
        const manifest = join(dir, 'package.json');
        if (entry.name === '@backstage' && statSync(manifest, { throwIfNoEntry: false })?.isFile()) {
          const json = JSON.parse(readFileSync(manifest, 'utf8')) as { name: string; version: string; dependencies?: Record<string, string> };
          found.push({ name: json.name, version: json.version, dependencies: json.dependencies ?? {} });
        }
        const nested = join(dir, 'node_modules');
        if (statSync(nested, { throwIfNoEntry: false })?.isDirectory()) walk(nested);
      }
    }
  };
  walk(join(root, 'node_modules'));
  return found;
};

/** The lowest version a range like '^1.10.0', '~0.4.7' or '1.2.3' accepts, else undefined. */
export const lowerBound = (range: string): string | undefined => /^[\^~]?(\d+\.\d+\.\d+)$/.exec(range.trim())?.[1];

const compareVersions = (a: string, b: string): number => {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let index = 0; index < 3; index += 1) if (x[index] !== y[index]) return (x[index] ?? 0) - (y[index] ?? 0);
  return 0;
};

/**
 * The @backstage libraries the pinned packages bring in, each at the highest lower bound the pinned packages declare
 * for it: a release publishes every package with `^` and its siblings' version of the moment, so that bound is the
 * library's version in the release (or just before). Libraries already pinned keep their pin.
 */
export const derivedPins = (installed: readonly InstalledPackage[], pinned: Readonly<Record<string, string>>): Record<string, string> => {
  const derived: Record<string, string> = {};
  for (const declarer of installed) {
    if (pinned[declarer.name] !== declarer.version) continue;
    for (const [name, range] of Object.entries(declarer.dependencies)) {
      const bound = name.startsWith('@backstage/') && pinned[name] === undefined ? lowerBound(range) : undefined;
      if (bound && (derived[name] === undefined || compareVersions(bound, derived[name]) > 0)) derived[name] = bound;
    }
  }
  return derived;
};

/**
 * package.json of the throwaway directory: the line's packages and `pins` at exact versions, forced on every copy in the
 * tree (so a plugin's `^` range does not pull a newer release's library beside the line's), and the runtime packages
 * at the repository's installed versions. npm runs better-sqlite3's native build only when allowScripts lists it.
 */
export const throwawayPackageJson = (line: ReleaseLine, repoRoot: string, pins: Readonly<Record<string, string>> = line.packages): object => {
  const runtime = Object.fromEntries(
    RUNTIME_PACKAGES.map((name) => {
      const version = installedVersion(repoRoot, name);
      if (!version) throw new Error(`${name} is not installed in ${repoRoot}: run npm install there first`);
      return [name, version];
    }),
  );
  return {
    name: `portico-compat-backstage-${line.release}`,
    private: true,
    type: 'module',
    description: `Throwaway: Portico's embedded backend on Backstage ${line.release}`,
    // The pins are dependencies too: npm then keeps one copy of each at the top instead of one under every dependent.
    dependencies: { ...pins, ...line.packages, ...runtime },
    overrides: { ...pins, ...line.packages },
    allowScripts: { 'better-sqlite3': true },
  };
};

const run = (command: string, args: readonly string[], cwd: string, logFile: string): Promise<void> =>
  new Promise((resolvePromise, reject) => {
    execFile(command, [...args], { cwd, timeout: INSTALL_TIMEOUT_MS, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      void writeFile(logFile, `$ ${command} ${args.join(' ')}\n${stdout}\n${stderr}`).finally(() => {
        if (error) reject(new Error(`${command} ${args.join(' ')} failed in ${cwd} (see ${logFile}): ${stderr.split('\n').slice(-15).join('\n')}`));
        else resolvePromise();
      });
    });
  });

export interface ThrowawayBackend {
  /** The directory: package.json, node_modules and the copied files; pass it as the embedded backend's root. */
  readonly root: string;
  /** The line's packages and REPORTED_TRANSITIVE_PACKAGES as installed. */
  readonly installed: Readonly<Record<string, string>>;
  /** The libraries pinned besides the line's packages (see derivedPins), with their versions. */
  readonly pinnedLibraries: Readonly<Record<string, string>>;
  /** Repository files copied besides config/dev-backend. */
  readonly copiedFiles: readonly string[];
  remove(): Promise<void>;
}

export interface PrepareOptions {
  readonly line: ReleaseLine;
  readonly repoRoot: string;
  readonly log: (line: string) => void;
}

/** Installs the line's packages into a new directory under os.tmpdir() and copies the backend's composition there. */
export const prepareThrowawayBackend = async ({ line, repoRoot, log }: PrepareOptions): Promise<ThrowawayBackend> => {
  const root = await mkdtemp(join(tmpdir(), `portico-compat-${line.release}-`));
  const remove = () => rm(root, { recursive: true, force: true });
  try {
    // Install, then pin the libraries that install brought in to the versions the line's packages declare, and again,
    // until an install brings in nothing new to pin.
    let pins: Record<string, string> = { ...line.packages };
    for (let round = 1; ; round += 1) {
      await writeFile(join(root, 'package.json'), `${JSON.stringify(throwawayPackageJson(line, repoRoot, pins), null, 2)}\n`);
      log(`npm install, round ${round}: Backstage ${line.release}'s backend packages and ${Object.keys(pins).length - Object.keys(line.packages).length} pinned libraries into ${root}`);
      await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], root, join(root, `npm-install-${round}.log`));
      const more = derivedPins(installedBackstagePackages(root), pins);
      if (Object.keys(more).length === 0) break;
      if (round === MAX_PIN_ROUNDS) {
        log(`still unpinned after ${round} rounds, left as npm resolved them: ${Object.keys(more).join(', ')}`);
        break;
      }
      pins = { ...pins, ...more };
    }
    // npm keeps some copies an earlier round placed even where an override now names another version: install once
    // more from nothing, with every pin known from the start.
    await rm(join(root, 'node_modules'), { recursive: true, force: true });
    await rm(join(root, 'package-lock.json'), { force: true });
    log('npm install, from nothing with every pin');
    await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], root, join(root, 'npm-install-final.log'));
    const offPin = installedBackstagePackages(root).filter((installedPackage) => pins[installedPackage.name] !== undefined && pins[installedPackage.name] !== installedPackage.version);
    if (offPin.length) log(`copies npm installed at other versions than pinned: ${offPin.map((p) => `${p.name}@${p.version}`).join(', ')}`);

    await cp(join(repoRoot, DEV_BACKEND_DIR), join(root, DEV_BACKEND_DIR), { recursive: true });
    const copiedFiles = localImportClosure(repoRoot, BACKEND_ENTRY).filter((file) => !file.startsWith(`${DEV_BACKEND_DIR}/`));
    for (const file of copiedFiles) {
      await mkdir(dirname(join(root, file)), { recursive: true });
      await writeFile(join(root, file), await readFile(join(repoRoot, file)));
    }

    const installed: Record<string, string> = {};
    for (const name of [...Object.keys(line.packages), ...REPORTED_TRANSITIVE_PACKAGES]) {
      installed[name] = installedVersion(root, name) ?? 'not installed';
    }
    const wrong = Object.entries(line.packages).filter(([name, version]) => installed[name] !== version);
    if (wrong.length) {
      throw new Error(`npm installed other versions than the line's: ${wrong.map(([name, version]) => `${name} ${installed[name]} (wanted ${version})`).join(', ')}`);
    }
    const pinnedLibraries = Object.fromEntries(Object.entries(pins).filter(([name]) => !(name in line.packages)));
    return { root, installed, pinnedLibraries, copiedFiles, remove };
  } catch (error) {
    await remove();
    throw error;
  }
};
