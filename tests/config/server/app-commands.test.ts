// `portico build` and `portico start` as a company's repository runs them: asked for their help, they print it
// and do nothing else (no build, no server); `portico build` stops before bundling at a plugin package that is not
// installed and at a plugin config value of the wrong type, naming the key and the file; `portico start` builds
// nothing when ./dist is current, and nothing with --no-build. (Its build of a changed set: the company walk-through.)
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BUILD_USAGE, NO_BUILD_OPTION, runStartBuild, START_USAGE } from '../../../config/server/app-commands';
import { BUILD_IDENTITY_FILE, buildMismatch, currentIdentity, porticoVersion } from '../../../config/server/build-identity';
import { sourceFingerprint, STAMP_FILE } from '../../../config/server/build-stamp';
import { embeddedBackendMissing } from '../../../config/server/embedded-backend-package';

const run = promisify(execFile);
const bin = join(__dirname, '../../../bin/portico.mjs');

describe('portico build and start --help', () => {
  let appDir: string;
  beforeAll(async () => {
    appDir = await mkdtemp(join(tmpdir(), 'portico-app-help-'));
  });
  afterAll(() => rm(appDir, { recursive: true, force: true }));

  it.each([
    ['build --help', BUILD_USAGE],
    ['build -h', BUILD_USAGE],
    ['start --help', START_USAGE],
    ['start --config app-config.local.yaml -h', START_USAGE],
  ])('portico %s prints its help, exits 0 and leaves the folder as it was', async (args, usage) => {
    const { stdout, stderr } = await run(process.execPath, [bin, ...args.split(' ')], { cwd: appDir });
    expect(stdout).toBe(`${usage}\n`);
    expect(stderr).toBe('');
    expect(await readdir(appDir)).toEqual([]);
  }, 60_000);
});

describe('portico build, before it bundles anything', () => {
  let appDir: string;
  beforeEach(async () => {
    appDir = await realpath(await mkdtemp(join(tmpdir(), 'portico-app-build-')));
    const plugin = join(appDir, 'node_modules', '@acme', 'portico-plugin-on-call');
    await mkdir(plugin, { recursive: true });
    const configSchema = { type: 'object', properties: { onCall: { type: 'object', properties: { currency: { type: 'string', visibility: 'frontend' } } } } };
    await writeFile(join(plugin, 'package.json'), JSON.stringify({ name: '@acme/portico-plugin-on-call', version: '1.0.0', portico: { pluginId: 'on-call' }, configSchema }));
  });
  afterEach(() => rm(appDir, { recursive: true, force: true }));

  const appConfig = (plugin: string, onCall: string) =>
    `app:\n  baseUrl: http://localhost:3000\nbackend:\n  baseUrl: http://localhost:7007\nportico:\n  plugins: ['${plugin}']\nonCall:\n${onCall}`;
  const build = (...args: string[]) =>
    run(process.execPath, [bin, 'build', ...args], { cwd: appDir }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code?: number; stderr?: string }) => ({ code: error.code, stderr: error.stderr ?? '' }),
    );

  it("stops at a plugin config value of the wrong type in a --config file, naming the key and the file", async () => {
    await writeFile(join(appDir, 'app-config.yaml'), appConfig('@acme/portico-plugin-on-call', '  currency: EUR\n'));
    await writeFile(join(appDir, 'production.yaml'), 'onCall:\n  currency: 42\n');
    const { code, stderr } = await build('--config', 'production.yaml');
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `Invalid type in config for key 'onCall.currency' in '${join(appDir, 'production.yaml')}', got number, wanted string (the config schema of @acme/portico-plugin-on-call)`,
    );
    expect(await readdir(appDir)).not.toContain('dist');
  }, 60_000);

  it('answers a misspelt plugin package with the installed one it most likely means', async () => {
    await writeFile(join(appDir, 'app-config.yaml'), appConfig('@acme/portico-plugin-on-cal', '  currency: EUR\n'));
    const { code, stderr } = await build();
    expect(code).toBe(1);
    expect(stderr.trim()).toBe(
      `The plugin package '@acme/portico-plugin-on-cal' named in portico.plugins is not installed in ${appDir}: did you mean @acme/portico-plugin-on-call?`,
    );
  }, 60_000);
});

describe("portico start's build step", () => {
  const packageRoot = join(__dirname, '../../..');
  let appDir: string;
  let cwd: string;
  let logged: string[];
  beforeEach(async () => {
    appDir = await realpath(await mkdtemp(join(tmpdir(), 'portico-app-start-')));
    await writeFile(join(appDir, 'app-config.yaml'), 'app:\n  baseUrl: http://localhost:3000\nbackend:\n  baseUrl: https://backstage.example.com\n');
    cwd = process.cwd();
    process.chdir(appDir);
    logged = [];
    jest.spyOn(console, 'log').mockImplementation((line: string) => void logged.push(line));
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    process.chdir(cwd);
    await rm(appDir, { recursive: true, force: true });
  });

  /** ./dist as `portico build` leaves it, made by `portico` (a version) from this repository's sources with no plugins. */
  const builtBy = async (portico: string) => {
    await mkdir(join(appDir, 'dist', '.vite'), { recursive: true });
    await writeFile(join(appDir, 'dist', 'index.html'), '<html></html>');
    await writeFile(join(appDir, 'dist', BUILD_IDENTITY_FILE), JSON.stringify({ portico, plugins: [] }));
    await writeFile(join(appDir, 'dist', STAMP_FILE), `${await sourceFingerprint(packageRoot, [], [])}\n`);
  };

  it('builds nothing when ./dist is the build of what is configured and installed', async () => {
    await builtBy((await porticoVersion())!);
    expect(await runStartBuild([], { packageRoot })).toBe(0);
    expect(logged).toEqual([]);
  });

  it('says what to install before it builds, when the config asks for the embedded backend and its package is not there', async () => {
    const errors: string[] = [];
    jest.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    await writeFile(join(appDir, 'app-config.yaml'), 'app:\n  baseUrl: http://localhost:3000\nbackend:\n  baseUrl: http://localhost:7007\n');
    expect(await runStartBuild([], { packageRoot })).toBe(1);
    expect(errors).toEqual([embeddedBackendMissing(await porticoVersion())]);
    expect(logged).toEqual([]);
  });

  it('leaves ./dist as it is with --no-build, for the server to refuse a build of another Portico', async () => {
    await builtBy('0.0.1');
    expect(await runStartBuild([NO_BUILD_OPTION], { packageRoot })).toBe(0);
    expect(logged).toEqual([]);
    expect(await buildMismatch(join(appDir, 'dist'), await currentIdentity(appDir, []))).toBe(
      `${join(appDir, 'dist')} was built by Portico 0.0.1; this is Portico ${await porticoVersion()}: run 'portico build' first.`,
    );
  });
});
