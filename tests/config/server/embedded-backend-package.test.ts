// portico start finds the embedded backend as the portico-embedded-backend package in the app's node_modules.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import { loadEmbeddedBackendPackage } from '../../../config/server/embedded-backend-package';

const FUNCTIONS = ['startEmbeddedBackend', 'startFixtureCluster', 'fixtureClusterBackendConfig', 'waitForFirstSearchIndex'];

const leftOf = <A>(either: E.Either<string, A>): string => (E.isLeft(either) ? either.left : `Right(${Object.keys(either.right as object).join(', ')})`);

describe('loadEmbeddedBackendPackage', () => {
  let app = '';

  const installPackage = async (version: string, exported: readonly string[]) => {
    const folder = join(app, 'node_modules', 'portico-embedded-backend');
    await mkdir(folder, { recursive: true });
    await writeFile(
      join(folder, 'package.json'),
      JSON.stringify({ name: 'portico-embedded-backend', version, exports: { '.': './index.js', './package.json': './package.json' } }),
    );
    // CommonJS: the test runner loads it (the real package is an ES module, which Node's import() loads alike).
    await writeFile(join(folder, 'index.js'), exported.map((name) => `exports.${name} = () => '${name} of ${version}';`).join('\n'));
  };

  beforeEach(async () => {
    app = await mkdtemp(join(tmpdir(), 'acme-portal-'));
    await writeFile(join(app, 'package.json'), JSON.stringify({ name: 'acme-portal', private: true }));
  });

  afterEach(async () => {
    await rm(app, { recursive: true, force: true });
  });

  it('refuses without the package, saying what to install (the same version as portico-app) or how to run the portal alone', async () => {
    const message = leftOf(await loadEmbeddedBackendPackage(app, '1.2.3'));
    expect(message).toContain('This Portico server runs the portal alone');
    expect(message).toContain('npm install --save-dev portico-embedded-backend@1.2.3');
    expect(message).toContain("set 'portico.embeddedBackend: false' and point 'backend.baseUrl' at your Backstage backend");
  });

  it("loads the app's package and what it exports", async () => {
    await installPackage('1.2.3', FUNCTIONS);
    const loaded = await loadEmbeddedBackendPackage(app, '1.2.3');
    if (E.isLeft(loaded)) throw new Error(loaded.left);
    expect((loaded.right.startEmbeddedBackend as unknown as () => string)()).toBe('startEmbeddedBackend of 1.2.3');
  });

  it('refuses a package of another version than portico-app, naming both', async () => {
    await installPackage('1.2.2', FUNCTIONS);
    const message = leftOf(await loadEmbeddedBackendPackage(app, '1.2.3'));
    expect(message).toContain('portico-embedded-backend 1.2.2 is installed, but this is portico-app 1.2.3');
    expect(message).toContain('npm install --save-dev portico-embedded-backend@1.2.3');
  });

  it("refuses a package that lacks what the portal runs the backend with, naming what it lacks", async () => {
    await installPackage('1.2.3', FUNCTIONS.slice(0, 2));
    expect(leftOf(await loadEmbeddedBackendPackage(app, '1.2.3'))).toContain('does not export fixtureClusterBackendConfig, waitForFirstSearchIndex');
  });

  it('says why a package that fails to load could not be loaded', async () => {
    await installPackage('1.2.3', FUNCTIONS);
    await writeFile(join(app, 'node_modules', 'portico-embedded-backend', 'index.js'), "throw new Error('tsx is not installed');");
    expect(leftOf(await loadEmbeddedBackendPackage(app, '1.2.3'))).toMatch(/could not be loaded: tsx is not installed/);
  });
});

