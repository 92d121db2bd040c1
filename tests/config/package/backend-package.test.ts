// The portico-embedded-backend package as built: the embedded backend's folders and every file they import at the same
// relative paths, and as dependencies exactly the packages that code imports, SQLite's driver and tsx, at the versions
// this repository's lock file holds.
import { access, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BACKEND_PACKAGE_NAME, buildBackendPackage, CARRIED_FOLDERS } from '../../../config/package/build-backend-package';
import { BACKEND_BASE_CONFIG, BACKEND_ENTRY } from '../../../config/dev-backend/embedded/embedded-backend';

const REPOSITORY = resolve(__dirname, '../../..');

interface Manifest {
  name: string;
  version: string;
  license: string;
  type: string;
  files: string[];
  exports: Record<string, string>;
  dependencies: Record<string, string>;
}

describe('the portico-embedded-backend package', () => {
  let out = '';
  let manifest: Manifest;

  beforeAll(async () => {
    out = join(await mkdtemp(join(tmpdir(), 'portico-backend-package-')), 'package');
    await buildBackendPackage(out, REPOSITORY);
    manifest = JSON.parse(await readFile(join(out, 'package.json'), 'utf8')) as Manifest;
  });

  afterAll(async () => {
    if (out) await rm(join(out, '..'), { recursive: true, force: true });
  });

  it("is versioned with portico-app, licensed as it is, and an ES module package with one entry", async () => {
    const root = JSON.parse(await readFile(join(REPOSITORY, 'package.json'), 'utf8')) as Manifest;
    expect(manifest).toMatchObject({ name: BACKEND_PACKAGE_NAME, version: root.version, license: 'Apache-2.0', type: 'module' });
    expect(manifest.exports['.']).toBe('./index.js');
    expect(await readFile(join(out, 'index.js'), 'utf8')).toContain("tsImport('./config/dev-backend/embedded/package-entry.ts'");
  });

  it('carries the backend, its fixture cluster and examples, and the files they import, where embedded-backend.ts looks', async () => {
    for (const path of [BACKEND_ENTRY, BACKEND_BASE_CONFIG, 'config/dev-backend/embedded/package-entry.ts', 'config/dev-backend/kubernetes-fixture/fixture-cluster.ts',
      'config/dev-backend/examples/components.yaml', 'domain/catalog/filter-query.ts', 'domain/catalog/entity-ref.ts', 'LICENSE', 'README.md']) {
      await expect(access(join(out, path))).resolves.toBeUndefined();
    }
    expect(manifest.files).toEqual(['index.js', 'config', 'domain', 'README.md', 'LICENSE']);
    expect(CARRIED_FOLDERS.every((folder) => folder.startsWith('config/'))).toBe(true);
    // Nothing of the portal: no view, no adapter, no server.
    for (const path of ['ui', 'adapters', 'application', 'config/server', 'config/browser']) await expect(access(join(out, path))).rejects.toThrow();
  });

  it('depends on the Backstage backend packages, SQLite, tsx and the two small libraries its code imports, at the locked versions', async () => {
    const lock = JSON.parse(await readFile(join(REPOSITORY, 'package-lock.json'), 'utf8')) as { packages: Record<string, { version: string }> };
    const names = Object.keys(manifest.dependencies);
    expect(names.filter((name) => !name.startsWith('@backstage/'))).toEqual(['better-sqlite3', 'fp-ts', 'js-yaml', 'tsx']);
    expect(names).toEqual(expect.arrayContaining(['@backstage/backend-defaults', '@backstage/plugin-catalog-backend', '@backstage/plugin-auth-backend-module-guest-provider']));
    for (const [name, version] of Object.entries(manifest.dependencies)) expect(`${name}@${version}`).toBe(`${name}@${lock.packages[`node_modules/${name}`]?.version}`);
    // What only the repository's tests and tools use stays out.
    for (const name of ['@backstage/plugin-kubernetes-common', '@backstage/config', 'vite', 'react', 'jest']) expect(names).not.toContain(name);
  });
});
