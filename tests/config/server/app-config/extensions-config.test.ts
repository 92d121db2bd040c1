// app.extensions as the server loads and checks it: several files merged by id, a wrong type naming the key and the
// file, and a misspelt id stopping the build and the start with the closest known id.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import { pluginPackagesOfAppConfig } from '../../../../config/build/app-config-plugins';
import { checkExtensionsOfConfig } from '../../../../config/server/app-config/extensions-check';
import { frontendConfig } from '../../../../config/server/app-config/frontend-config';
import { loadAppConfig, type LoadedAppConfig } from '../../../../config/server/app-config/load-app-config';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-extensions-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const write = async (name: string, text: string) => {
  await mkdir(join(dir, name, '..'), { recursive: true });
  await writeFile(join(dir, name), text);
};

// app last, so that what a test adds below it goes under app.
const REQUIRED = 'backend:\n  baseUrl: http://localhost:7007\napp:\n  baseUrl: http://localhost:3000\n';

const loaded = async (configFiles: string[] = [], env: Record<string, string> = {}): Promise<LoadedAppConfig> => {
  const result = await loadAppConfig({ cwd: dir, configFiles, env });
  if (E.isLeft(result)) throw new Error(`expected the config to load: ${result.left}`);
  return result.right;
};

describe('app.extensions in the config files', () => {
  it("merges the files' lists by id: a later file's entry changes its extension, the others' entries stay", async () => {
    await write(
      'app-config.yaml',
      `${REQUIRED}  extensions:\n    - entity-card:catalog/about: false\n    - entity-content:techdocs/docs:\n        title: Docs\n        config: { depth: 1, style: plain }\n`,
    );
    await write('production.yaml', 'app:\n  extensions:\n    - nav-item:search: false\n    - entity-content:techdocs/docs: { order: 5, config: { depth: 2 } }\n');
    const { config } = await loaded(['production.yaml'], { APP_CONFIG_app_extensions: '[{"entity-card:catalog/about": true}]' });
    expect((config['app'] as { extensions: unknown }).extensions).toEqual([
      { 'entity-card:catalog/about': { disabled: false } },
      { 'entity-content:techdocs/docs': { title: 'Docs', order: 5, config: { depth: 2, style: 'plain' } } },
      { 'nav-item:search': { disabled: true } },
    ]);
  });

  it('reaches the browser', async () => {
    await write('app-config.yaml', `${REQUIRED}  extensions:\n    - nav-item:search: { title: Find }\n`);
    const { config } = await loaded();
    expect(frontendConfig(config)['app']).toMatchObject({ extensions: [{ 'nav-item:search': { title: 'Find' } }] });
  });

  it('stops at a value of the wrong type, naming the key and the file', async () => {
    await write('app-config.yaml', REQUIRED);
    await write('conf/tabs.yaml', 'app:\n  extensions:\n    - entity-content:techdocs/docs: { order: first }\n');
    const result = await loadAppConfig({ cwd: dir, configFiles: ['conf/tabs.yaml'], env: {} });
    expect(result).toEqual(E.left(`Config key 'app.extensions[0].entity-content:techdocs/docs.order' in '${join(dir, 'conf/tabs.yaml')}' must be a number, got a string`));
  });
});

describe('the extension ids checked before a build or a start', () => {
  it('stops the build at a misspelt id, with the key, the file and the closest known id', async () => {
    await write('app-config.yaml', `${REQUIRED}  extensions:\n    - nav-item:catalog: { order: 1 }\n    - entity-card:catalog/abuot: false\n`);
    await expect(pluginPackagesOfAppConfig(dir, [], {})).rejects.toThrow(
      `Config key 'app.extensions[1]' in '${join(dir, 'app-config.yaml')}' names the extension 'entity-card:catalog/abuot', which the portal does not have: did you mean 'entity-card:catalog/about'?`,
    );
  });

  it('accepts the ids of the Backstage plugins the config adds, whose extensions the browser checks', async () => {
    await write(
      'app-config.yaml',
      `${REQUIRED}  extensions:\n    - nav-item:tech-radar: false\nportico:\n  backstagePlugins:\n    - package: '@backstage-community/plugin-tech-radar'\n      dynamicRoutes: [{ path: /tech-radar, importName: TechRadarPage }]\n`,
    );
    const { layers, config } = await loaded();
    expect(await checkExtensionsOfConfig(layers, config, dir)).toEqual(E.right(undefined));
  });

  it('knows the built-in themes, and refuses a misspelt one with the closest', async () => {
    await write('app-config.yaml', `${REQUIRED}  extensions:\n    - theme:app/light: false\n    - theme:app/drak: { title: Night }\n`);
    const { layers, config } = await loaded();
    expect(await checkExtensionsOfConfig(layers, config, dir)).toEqual(
      E.left(`Config key 'app.extensions[1]' in '${join(dir, 'app-config.yaml')}' names the extension 'theme:app/drak', which the portal does not have: did you mean 'theme:app/dark'?`),
    );
  });

  it('names the file of the layer that holds the misspelt id', async () => {
    await write('app-config.yaml', `${REQUIRED}  extensions:\n    - page:catalog-import: false\n`);
    const { layers, config } = await loaded([], { APP_CONFIG_app_extensions: '[{"nav-item:scafolder": false}]' });
    expect(await checkExtensionsOfConfig(layers, config, dir)).toEqual(
      E.left("Config key 'app.extensions[0]' in 'env' names the extension 'nav-item:scafolder', which the portal does not have: did you mean 'nav-item:scaffolder'?"),
    );
  });
});

describe('the extension ids of plugin packages where the packages are not installed', () => {
  it("leaves a package plugin's ids to the browser, and still checks the built-in plugins' ids", async () => {
    await write('app-config.yaml', `${REQUIRED}  extensions:\n    - page:on-call: false\nportico:\n  plugins: ['@acme/portico-plugin-on-call']\n`);
    const { layers, config } = await loaded();
    expect(await checkExtensionsOfConfig(layers, config, dir)).toEqual(E.right(undefined));
    await write('app-config.yaml', `${REQUIRED}  extensions:\n    - page:catalog/entty: false\nportico:\n  plugins: ['@acme/portico-plugin-on-call']\n`);
    const misspelt = await loaded();
    expect(await checkExtensionsOfConfig(misspelt.layers, misspelt.config, dir)).toEqual(
      E.left(`Config key 'app.extensions[0]' in '${join(dir, 'app-config.yaml')}' names the extension 'page:catalog/entty', which the portal does not have: did you mean 'page:catalog/entity'?`),
    );
  });
});
