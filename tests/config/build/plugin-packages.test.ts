// The build's reading of the plugin packages the app config names: each package's plugin id from its package.json,
// found in node_modules as Node finds it; a package missing (with the installed package its name most likely means),
// without an id or with an id that is taken stops it, and so does a config value a package's schema refuses.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import { checkPluginPackagesConfig, readPluginPackages } from '../../../config/build/plugin-packages';
import { pluginPackagesOfAppConfig } from '../../../config/build/app-config-plugins';

describe('readPluginPackages', () => {
  let app: string;
  const install = async (name: string, manifest: Record<string, unknown>, under = app) => {
    await mkdir(join(under, 'node_modules', name), { recursive: true });
    await writeFile(join(under, 'node_modules', name, 'package.json'), JSON.stringify({ name, version: '1.0.0', ...manifest }));
  };
  const messageOf = async (names: readonly string[]) => {
    const read = await readPluginPackages(app, names);
    return E.isLeft(read) ? read.left : 'Right';
  };

  beforeEach(async () => {
    app = await mkdtemp(join(tmpdir(), 'portico-plugin-packages-'));
  });
  afterEach(() => rm(app, { recursive: true, force: true }));

  it("reads each package's plugin id, in the order named, from node_modules of the app or a folder above it", async () => {
    await install('@acme/portico-plugin-on-call', { portico: { pluginId: 'on-call' } });
    await mkdir(join(app, 'portal'), { recursive: true });
    await install('portico-plugin-cost', { portico: { pluginId: 'cost' } });
    const read = await readPluginPackages(join(app, 'portal'), ['portico-plugin-cost', '@acme/portico-plugin-on-call']);
    expect(E.isRight(read) && read.right.map(({ packageName, pluginId }) => [packageName, pluginId])).toEqual([
      ['portico-plugin-cost', 'cost'],
      ['@acme/portico-plugin-on-call', 'on-call'],
    ]);
  });

  it("stops at a duplicate plugin id with the shell's message, naming both packages", async () => {
    await install('@acme/on-call', { portico: { pluginId: 'on-call' } });
    await install('@acme/on-call-again', { portico: { pluginId: 'on-call' } });
    expect(await messageOf(['@acme/on-call', '@acme/on-call-again'])).toBe("Duplicate plugin found 'on-call': @acme/on-call-again and @acme/on-call both declare it");
  });

  it("stops at a package that takes a built-in plugin's id", async () => {
    await install('@acme/catalog', { portico: { pluginId: 'catalog' } });
    expect(await messageOf(['@acme/catalog'])).toBe("Duplicate plugin found 'catalog': @acme/catalog and a built-in plugin both declare it");
  });

  it('stops at a package that is not installed, or declares no plugin id', async () => {
    await install('@acme/no-id', {});
    expect(await messageOf(['@acme/absent'])).toBe(`The plugin package '@acme/absent' named in portico.plugins is not installed in ${app} (npm install @acme/absent)`);
    expect(await messageOf(['@acme/no-id'])).toBe(`The plugin package '@acme/no-id' declares no plugin id: its package.json needs "portico": { "pluginId": "…" }`);
  });

  it('answers a misspelt package with the installed package closest to it, a plugin package before any other', async () => {
    await install('@acme/portico-plugin-on-call', { portico: { pluginId: 'on-call' } });
    // As close to the misspelling, but not a plugin package.
    await install('@acme/portico-plugin-on-cell', {});
    await mkdir(join(app, 'portal'), { recursive: true });
    const portal = join(app, 'portal');
    const read = await readPluginPackages(portal, ['@acme/portico-plugin-on-cal']);
    expect(E.isLeft(read) && read.left).toBe(
      `The plugin package '@acme/portico-plugin-on-cal' named in portico.plugins is not installed in ${portal}: did you mean @acme/portico-plugin-on-call?`,
    );
    expect(await messageOf(['@acme/Portico-Plugin-On-Call'])).toMatch(/: did you mean @acme\/portico-plugin-on-call\?$/);
    // Nearer to the package that is no plugin, near enough to the plugin package.
    expect(await messageOf(['@acme/portico-plugin-on-cel'])).toMatch(/: did you mean @acme\/portico-plugin-on-call\?$/);
    // No plugin package near: the nearest package.
    await install('@acme/cost-tools', {});
    expect(await messageOf(['@acme/cost-tool'])).toMatch(/: did you mean @acme\/cost-tools\?$/);
    expect(await messageOf(['@acme/portico-plugin-cost'])).toBe(
      `The plugin package '@acme/portico-plugin-cost' named in portico.plugins is not installed in ${app} (npm install @acme/portico-plugin-cost)`,
    );
  });

  it("stops at a config value a plugin package's schema refuses, naming the key and the file, before anything is bundled", async () => {
    const configSchema = { type: 'object', properties: { onCall: { type: 'object', properties: { currency: { type: 'string', visibility: 'frontend' } } } } };
    await install('@acme/portico-plugin-on-call', { portico: { pluginId: 'on-call' }, configSchema });
    const layers = [
      { context: join(app, 'app-config.yaml'), data: { onCall: { currency: 'EUR' } } },
      { context: join(app, 'production.yaml'), data: { onCall: { currency: 42 } } },
    ];
    const checked = await checkPluginPackagesConfig(app, ['@acme/portico-plugin-on-call'], layers);
    expect(E.isLeft(checked) && checked.left).toBe(
      `Invalid type in config for key 'onCall.currency' in '${join(app, 'production.yaml')}', got number, wanted string (the config schema of @acme/portico-plugin-on-call)`,
    );
    const fine = await checkPluginPackagesConfig(app, ['@acme/portico-plugin-on-call'], layers.slice(0, 1));
    expect(E.isRight(fine) && fine.right.map((plugin) => plugin.pluginId)).toEqual(['on-call']);
  });

  it('reads portico.plugins of the app config for `vite build`, and stops it at a plugin config value of the wrong type', async () => {
    await install('@acme/portico-plugin-on-call', {
      portico: { pluginId: 'on-call' },
      configSchema: { type: 'object', properties: { onCall: { type: 'object', properties: { currency: { type: 'string' } } } } },
    });
    const base = "app:\n  baseUrl: http://localhost:3000\nbackend:\n  baseUrl: http://localhost:7007\nportico:\n  plugins: ['@acme/portico-plugin-on-call']\n";
    await writeFile(join(app, 'app-config.yaml'), `${base}onCall:\n  currency: EUR\n`);
    expect(await pluginPackagesOfAppConfig(app, [], {})).toEqual(['@acme/portico-plugin-on-call']);
    await writeFile(join(app, 'app-config.yaml'), `${base}onCall:\n  currency: 42\n`);
    await expect(pluginPackagesOfAppConfig(app, [], {})).rejects.toThrow(
      `Invalid type in config for key 'onCall.currency' in '${join(app, 'app-config.yaml')}', got number, wanted string`,
    );
  });

  it.each(['../outside', '../../etc', './local', '/srv/plugin', '@acme/../../outside', '@../outside', 'node_modules', ' padded', 'two words'])(
    'refuses %j, which is not an npm package name, before looking for it',
    async (name) => {
      // A package.json where a path would lead, so that only the name check can refuse it.
      await mkdir(join(app, 'outside'), { recursive: true });
      await writeFile(join(app, 'outside', 'package.json'), JSON.stringify({ name: 'outside', portico: { pluginId: 'outside' } }));
      const message = await messageOf([name]);
      expect(message.startsWith(`'${name}' in portico.plugins is not an npm package name (`)).toBe(true);
      expect(message).toMatch(/name a package installed in node_modules$/);
    },
  );
});
