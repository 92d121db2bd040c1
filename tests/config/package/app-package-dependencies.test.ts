// What portico-app's package.json declares, as npm resolves it in a company's repository: `npm install portico-app`
// alone, without flags, must settle on the tree this repository's lock file holds and its tests ran on, and the lock
// file npm writes there must install again with `npm ci`. npm reads only a dependency's dependencies,
// optionalDependencies and peerDependencies (a package's `overrides` apply in the root project alone), so these
// rules hold on Portico's own manifest and lock file. The install itself, from the packed tarball into an empty
// folder, is tests/e2e/plugins/company-app-repository.test.ts.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const { satisfies } = createRequire(__filename)('semver') as { satisfies: (version: string, range: string) => boolean };

type Dependencies = Readonly<Record<string, string>>;

interface Manifest {
  readonly dependencies?: Dependencies;
  readonly optionalDependencies?: Dependencies;
  readonly peerDependencies?: Dependencies;
}

interface LockEntry extends Manifest {
  readonly version?: string;
  readonly dev?: boolean;
  readonly link?: boolean;
  readonly peerDependenciesMeta?: Readonly<Record<string, { readonly optional?: boolean }>>;
}

const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as Manifest;
const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };

/** The packages a company gets with portico-app: the lock's entries less the root and its development-only ones. */
const production = Object.entries(lock.packages).filter(([location, entry]) => location !== '' && !entry.dev && !entry.link);

/** Where node (and npm) finds `name` from a package at `location`: its own node_modules, then each one above. */
const resolveIn = (location: string, name: string): string | undefined => {
  for (let base = location; ; ) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!base) return undefined;
    const parent = base.lastIndexOf('/node_modules/');
    base = parent < 0 ? '' : base.slice(0, parent);
  }
};

const nameAt = (location: string): string => location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
const versionOf = (name: string): string | undefined => lock.packages[`node_modules/${name}`]?.version;

/** What a company's `portico build` runs: Vite, the bundler and CSS tools under it, and tsx for the build's sources. */
const BUILD_TOOLCHAIN = ['vite', 'rolldown', 'lightningcss', 'postcss', 'tsx', 'esbuild'];

describe("portico-app's dependencies, as npm installs them in a company's repository", () => {
  it.each(BUILD_TOOLCHAIN)('pins %s to the version this repository builds and tests with, one copy in the tree', (name) => {
    expect(manifest.dependencies?.[name]).toBe(versionOf(name));
    // Every range in the tree that asks for it takes the pinned copy, so npm places no other version beside it.
    expect(production.filter(([location]) => nameAt(location) === name).map(([location]) => location)).toEqual([`node_modules/${name}`]);
  });

  it('leaves React and React DOM to the company as peers, as its plugins do: one React in the build', () => {
    expect(manifest.peerDependencies).toEqual(expect.objectContaining({ react: expect.any(String), 'react-dom': expect.any(String) }));
    expect(manifest.dependencies).not.toHaveProperty('react');
    expect(manifest.dependencies).not.toHaveProperty('react-dom');
  });

  // A regular dependency of portico-app sits at the root of the company's tree; when a package below asks for it as
  // a peer in a range it does not satisfy (react-popper under Blueprint wants React 16 to 18), npm replaces one with
  // the other over and over and `npm install portico-app` never finishes. A peer of portico-app is overridden with a
  // warning instead.
  it('depends on nothing that a package in its tree wants as a peer in a range the locked version misses', () => {
    const conflicts = production.flatMap(([location, entry]) =>
      Object.entries(entry.peerDependencies ?? {})
        .filter(([name]) => manifest.dependencies?.[name] !== undefined)
        .filter(([name, range]) => !satisfies(versionOf(name) ?? '0.0.0', range))
        .map(([name, range]) => `${location} wants ${name}@${range} as a peer; portico-app depends on ${name} ${versionOf(name)}`),
    );
    expect(conflicts).toEqual([]);
  });

  // With --legacy-peer-deps (or a package manager that installs no peers) nothing installs a peer for its package:
  // inversify's reflect-metadata was such a peer, and the build could not resolve `reflect-metadata/lite`.
  it('declares every required peer of its tree that no package there depends on', () => {
    const declared = new Set([...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.peerDependencies ?? {})]);
    const dependedOn = new Set(production.flatMap(([, entry]) => [...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.optionalDependencies ?? {})]));
    const undeclared = production.flatMap(([location, entry]) =>
      Object.keys(entry.peerDependencies ?? {})
        .filter((name) => entry.peerDependenciesMeta?.[name]?.optional !== true)
        .filter((name) => !declared.has(name) && !dependedOn.has(name))
        .map((name) => `${name} (a peer of ${location})`),
    );
    expect(undeclared).toEqual([]);
  });

  // npm install skips an optional dependency it cannot fetch and writes a lock file without it, which npm ci then
  // refuses ("Missing: … from lock file"): Vite 8.4.0's napi-windows-process-start-time is not on the registry.
  it('has every optional dependency of its tree in the lock file, as npm ci requires', () => {
    const missing = production.flatMap(([location, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => resolveIn(location, name) === undefined)
        .map((name) => `${name} (optional for ${location})`),
    );
    expect(missing).toEqual([]);
  });
});
