// `portico dev <plugin folder>` finds the plugin package it serves: the folder's package, installed in the app
// repository from that folder; anything else is refused with what to do.
import { mkdir, mkdtemp, realpath, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import { devPluginPackage } from '../../../config/server/dev-plugin';

describe("portico dev's plugin package", () => {
  let appDir: string;
  let folder: string;
  beforeEach(async () => {
    appDir = await realpath(await mkdtemp(join(tmpdir(), 'portico-dev-')));
    folder = join(appDir, 'plugins', 'greeting');
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'package.json'), JSON.stringify({ name: '@acme/portico-plugin-greeting', version: '0.1.0', portico: { pluginId: 'greeting' } }));
  });
  afterEach(() => rm(appDir, { recursive: true, force: true }));

  const install = async (from: string) => {
    await mkdir(join(appDir, 'node_modules', '@acme'), { recursive: true });
    await symlink(from, join(appDir, 'node_modules', '@acme', 'portico-plugin-greeting'), 'dir');
  };

  it('is the package in the folder, installed from it', async () => {
    await install(folder);
    expect(await devPluginPackage(appDir, folder)).toEqual(E.right({ name: '@acme/portico-plugin-greeting', folder }));
  });

  it('is refused when the package is not installed, saying how to install it', async () => {
    expect(await devPluginPackage(appDir, folder)).toEqual(E.left(`@acme/portico-plugin-greeting is not installed in ${appDir}: npm install ./plugins/greeting`));
  });

  it('is refused when the installed package comes from another folder', async () => {
    const other = join(appDir, 'vendor', 'greeting');
    await mkdir(other, { recursive: true });
    await writeFile(join(other, 'package.json'), JSON.stringify({ name: '@acme/portico-plugin-greeting', version: '0.0.9', portico: { pluginId: 'greeting' } }));
    await install(other);
    expect(await devPluginPackage(appDir, folder)).toEqual(
      E.left(`@acme/portico-plugin-greeting is installed in ${appDir} from ${other}, not from ${folder}: npm install ./plugins/greeting`),
    );
  });

  it('is refused for a folder without a plugin package', async () => {
    await writeFile(join(folder, 'package.json'), JSON.stringify({ name: 'greeting' }));
    expect(await devPluginPackage(appDir, folder)).toEqual(E.left(`greeting (${folder}) declares no portico.pluginId: it is not a Portico plugin package`));
    expect(await devPluginPackage(appDir, join(appDir, 'nothing'))).toEqual(
      E.left(`${join(appDir, 'nothing')} holds no package.json: name a plugin package's folder (npx portico new plugin <id> writes one)`),
    );
  });
});
