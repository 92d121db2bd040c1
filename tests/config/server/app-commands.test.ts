// `portico build` and `portico start` as a company's repository runs them: asked for their help, they print it
// and do nothing else (no build, no server); `portico build` stops before bundling at a plugin package that is not
// installed and at a plugin config value of the wrong type, naming the key and the file.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BUILD_USAGE, START_USAGE } from '../../../config/server/app-commands';

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
