// `portico new plugin <id>`: what it writes (the example plugin under examples/plugin-ownership is its output, so the
// repository's type check, lint and tests cover the generated code), its help, and its usage errors.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { NEW_USAGE, readNewPluginArgs } from '../../../config/server/new-plugin';
import { newPluginFiles } from '../../../config/server/new-plugin-files';

const run = promisify(execFile);
const root = join(__dirname, '../../..');
const bin = join(root, 'bin/portico.mjs');
const EXAMPLE = 'examples/plugin-ownership';

const filesUnder = async (folder: string): Promise<string[]> => {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    .sort();
};

const portico = async () => {
  const manifest = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as { version: string; dependencies: Record<string, string>; peerDependencies: Record<string, string> };
  return { version: manifest.version, ranges: { ...manifest.dependencies, ...manifest.peerDependencies } };
};

const runNew = (cwd: string, ...args: string[]) =>
  run(process.execPath, [bin, 'new', ...args], { cwd }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({ code: error.code, stdout: error.stdout ?? '', stderr: error.stderr ?? '' }),
  );

describe('portico new plugin', () => {
  let appDir: string;
  beforeEach(async () => {
    appDir = await mkdtemp(join(tmpdir(), 'portico-new-plugin-'));
  });
  afterEach(() => rm(appDir, { recursive: true, force: true }));

  it(`writes what ${EXAMPLE} holds, which builds and passes its tests with the repository's`, async () => {
    const files = newPluginFiles({ id: 'ownership', packageName: '@portico-examples/plugin-ownership', portico: await portico() }, EXAMPLE);
    const regenerate = `rm -r ${EXAMPLE} && node bin/portico.mjs new plugin ownership --dir ${EXAMPLE} --package @portico-examples/plugin-ownership`;
    expect({ files: await filesUnder(join(root, EXAMPLE)), regenerate }).toEqual({ files: Object.keys(files).sort(), regenerate });
    for (const [path, content] of Object.entries(files)) {
      expect({ path, content: await readFile(join(root, EXAMPLE, path), 'utf8'), regenerate }).toEqual({ path, content, regenerate });
    }
  });

  it("peers on portico-app's major version and on the versions of React, Blueprint and react-query it is built with", async () => {
    const { version, ranges } = await portico();
    const manifest = JSON.parse(newPluginFiles({ id: 'costs', packageName: 'portico-plugin-costs', portico: { version: '2.3.1', ranges } }, 'plugins/costs')['package.json'] ?? '{}');
    expect(manifest.peerDependencies).toEqual({
      '@blueprintjs/core': ranges['@blueprintjs/core'],
      '@blueprintjs/icons': ranges['@blueprintjs/icons'],
      '@tanstack/react-query': ranges['@tanstack/react-query'],
      'portico-app': '^2.0.0',
      react: ranges['react'],
    });
    expect(manifest.portico).toEqual({ pluginId: 'costs' });
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('writes plugins/<id> of the app repository and says what to do next', async () => {
    const { code, stdout } = await runNew(appDir, 'plugin', 'costs');
    expect(code).toBe(0);
    expect(await filesUnder(join(appDir, 'plugins/costs'))).toContain('src/index.tsx');
    expect(JSON.parse(await readFile(join(appDir, 'plugins/costs/package.json'), 'utf8')).name).toBe('portico-plugin-costs');
    expect(stdout).toContain('npm install ./plugins/costs');
    expect(stdout).toContain("name 'portico-plugin-costs' in portico.plugins of app-config.yaml");
  }, 60_000);

  it('prints its help and writes nothing', async () => {
    const { code, stdout } = await runNew(appDir, 'plugin', 'costs', '--help');
    expect({ code, stdout }).toEqual({ code: 0, stdout: `${NEW_USAGE}\n` });
    expect(await readdir(appDir)).toEqual([]);
  }, 60_000);

  it('refuses a folder that is not empty, with exit code 2', async () => {
    await mkdir(join(appDir, 'plugins/costs'), { recursive: true });
    await writeFile(join(appDir, 'plugins/costs/notes.txt'), 'mine');
    const { code, stderr } = await runNew(appDir, 'plugin', 'costs');
    expect({ code, stderr: stderr.trim() }).toEqual({ code: 2, stderr: 'portico new plugin: plugins/costs is not empty; choose another with --dir' });
    expect(await readdir(join(appDir, 'plugins/costs'))).toEqual(['notes.txt']);
  }, 60_000);

  it.each([
    [[], 'portico new: the only thing it makes is a plugin: portico new plugin <id>'],
    [['template', 'x'], "portico new: the only thing it makes is a plugin: portico new plugin <id> (got 'template')"],
    [['plugin'], 'portico new plugin: name the plugin id: portico new plugin <id>'],
    [['plugin', 'On-Call'], "portico new plugin: 'On-Call' is not a plugin id: it must start with a lowercase letter and only contain lowercase letters, numbers and single hyphens"],
    [['plugin', 'costs', '--name', 'x'], "portico new plugin: unknown option '--name' (see portico new --help)"],
    [['plugin', 'costs', '--dir'], 'portico new plugin: --dir needs a value'],
    [['plugin', 'costs', '--package', 'Acme Costs'], "portico new plugin: 'Acme Costs' is not an npm package name (lowercase, optionally @scope/name)"],
  ])('reads %j as a usage error: %s', (args, message) => {
    expect(readNewPluginArgs(args)).toBe(message);
  });
});
