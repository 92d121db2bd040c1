// A plugin package's config keys are checked against its config schema, file by file as Portico's own keys are:
// a value of the wrong type stops the build and the start with the key and the file named, instead of reaching the
// browser (where the plugin's `config.getString` would refuse it, naming only 'app-config').
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import type { JsonObject } from '@backstage/types';
import { checkBuiltPluginConfig, checkPluginConfig, PLUGIN_CONFIG_SCHEMA_FILE, pluginConfigSchemas } from '../../../../config/server/app-config/plugin-config';
import { loadAppConfig } from '../../../../config/server/app-config/load-app-config';
import type { ConfigLayer } from '../../../../domain/app/config-values';

const ON_CALL = '@acme/portico-plugin-on-call';

const onCallSchema = {
  type: 'object',
  properties: {
    onCall: {
      type: 'object',
      required: ['proxyPath'],
      properties: {
        proxyPath: { type: 'string', visibility: 'frontend' },
        currency: { type: 'string', visibility: 'frontend' },
        escalate: { type: 'boolean' },
        pageSize: { type: 'number' },
        label: { type: ['string', 'number'] },
        mode: { type: 'string', enum: ['day', 'night'] },
        rotas: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' } } } },
      },
    },
  },
};

const serializedOf = (value: unknown, packageName = ON_CALL): JsonObject =>
  ({ backstageConfigSchemaVersion: 1, schemas: [{ packageName, path: `/plugins/${packageName}/package.json`, value }] }) as unknown as JsonObject;

const layer = (context: string, data: Record<string, unknown>): ConfigLayer => ({ context, data: data as ConfigLayer['data'] });
const base = layer('/srv/portal/app-config.yaml', { app: { baseUrl: 'http://localhost:3000' }, onCall: { proxyPath: '/on-call' } });

const problemOf = async (layers: readonly ConfigLayer[], serialized = serializedOf(onCallSchema)) => {
  const checked = await checkPluginConfig(layers, serialized);
  return E.isLeft(checked) ? checked.left : 'Right';
};

describe("checking plugin packages' config against their schemas", () => {
  it('stops at a number where the schema wants a string, naming the key, the file and the schema (Backstage would convert it)', async () => {
    const local = layer('/srv/portal/app-config.local.yaml', { onCall: { currency: 42 } });
    expect(await problemOf([base, local])).toBe(
      `Invalid type in config for key 'onCall.currency' in '/srv/portal/app-config.local.yaml', got number, wanted string (the config schema of ${ON_CALL})`,
    );
  });

  it('stops at a boolean for a string, and an object for a boolean, in the file that has it even when a later file overrides it', async () => {
    const wrong = layer('/srv/portal/app-config.yaml', { onCall: { proxyPath: true } });
    const right = layer('/srv/portal/production.yaml', { onCall: { proxyPath: '/on-call' } });
    expect(await problemOf([wrong, right])).toMatch(/^Invalid type in config for key 'onCall.proxyPath' in '\/srv\/portal\/app-config.yaml', got boolean, wanted string/);
    expect(await problemOf([base, layer('env', { onCall: { escalate: { on: 1 } } })])).toMatch(/^Invalid type in config for key 'onCall.escalate' in 'env', got object, wanted boolean/);
  });

  it('names an item of a list by its index, and an enum by its allowed values', async () => {
    expect(await problemOf([layer('/a.yaml', { onCall: { proxyPath: '/p', rotas: [{ name: 'a' }, { name: 7 }] } })])).toBe(
      `Invalid type in config for key 'onCall.rotas[1].name' in '/a.yaml', got number, wanted string (the config schema of ${ON_CALL})`,
    );
    expect(await problemOf([layer('/a.yaml', { onCall: { proxyPath: '/p', mode: 'dusk' } })])).toBe(
      `Config key 'onCall.mode' in '/a.yaml' must be equal to one of the allowed values (day, night) (the config schema of ${ON_CALL})`,
    );
  });

  it("takes what the plugin's config reader takes: numbers as text, a number for a string-or-number, and a null that clears a key", async () => {
    const fine = layer('/b.yaml', { onCall: { pageSize: '25', label: 3, currency: 'EUR', escalate: true, rotas: [{ name: 'primary' }] } });
    expect(await problemOf([base, fine])).toBe('Right');
    expect(await problemOf([layer('/a.yaml', { onCall: { proxyPath: '/p', currency: 42 } }), layer('/b.yaml', { onCall: { currency: null } })])).toMatch(
      /^Invalid type in config for key 'onCall.currency' in '\/a.yaml'/,
    );
    expect(await problemOf([base, layer('/b.yaml', { onCall: { currency: null } })])).toBe('Right');
  });

  it('looks for a required key in every file together, and names them all when none has it', async () => {
    const first = layer('/srv/portal/app-config.yaml', { onCall: { currency: 'EUR' } });
    const second = layer('/srv/portal/app-config.local.yaml', { onCall: { proxyPath: '/on-call' } });
    expect(await problemOf([first, second])).toBe('Right');
    expect(await problemOf([first])).toBe(
      `Missing required value in config for key 'onCall.proxyPath' (looked in '/srv/portal/app-config.yaml') (the config schema of ${ON_CALL})`,
    );
  });

  it('checks nothing without plugin schemas, and leaves keys no schema declares alone', async () => {
    expect(await problemOf([layer('/a.yaml', { onCall: { currency: 42 } })], { backstageConfigSchemaVersion: 1, schemas: [] } as unknown as JsonObject)).toBe('Right');
    expect(await problemOf([base, layer('/a.yaml', { somethingElse: { currency: 42 } })])).toBe('Right');
  });

  describe('with real files', () => {
    let folder: string;
    beforeEach(async () => {
      folder = await mkdtemp(join(tmpdir(), 'portico-plugin-config-check-'));
    });
    afterEach(() => rm(folder, { recursive: true, force: true }));

    /** A plugin package with the schema, and an app config whose second file gives the wrong type. */
    const appWithWrongType = async () => {
      const manifest = join(folder, 'node_modules', ON_CALL, 'package.json');
      await mkdir(join(folder, 'node_modules', ON_CALL), { recursive: true });
      await writeFile(manifest, JSON.stringify({ name: ON_CALL, version: '1.0.0', portico: { pluginId: 'on-call' }, configSchema: onCallSchema }));
      await writeFile(
        join(folder, 'app-config.yaml'),
        'app:\n  baseUrl: http://localhost:3000\nbackend:\n  baseUrl: http://localhost:7007\nonCall:\n  proxyPath: /on-call\n',
      );
      await writeFile(join(folder, 'app-config.local.yaml'), 'onCall:\n  currency: 42\n');
      const loaded = await loadAppConfig({ cwd: folder, configFiles: [], env: {} });
      if (E.isLeft(loaded)) throw new Error(loaded.left);
      return { layers: loaded.right.layers, serialized: await pluginConfigSchemas([manifest]) };
    };

    it("names the file as the loader read it, from the package's own schema", async () => {
      const { layers, serialized } = await appWithWrongType();
      expect(await problemOf(layers, serialized)).toBe(
        `Invalid type in config for key 'onCall.currency' in '${join(folder, 'app-config.local.yaml')}', got number, wanted string (the config schema of ${ON_CALL})`,
      );
    });

    it('at start, checks against the schemas the build stored, without the package installed; without them, checks nothing', async () => {
      const { layers, serialized } = await appWithWrongType();
      await rm(join(folder, 'node_modules'), { recursive: true });
      const dist = join(folder, 'dist');
      await mkdir(join(dist, '.vite'), { recursive: true });
      expect(await checkBuiltPluginConfig(layers, dist)).toEqual(E.right(undefined));
      await writeFile(join(dist, PLUGIN_CONFIG_SCHEMA_FILE), JSON.stringify(serialized));
      const checked = await checkBuiltPluginConfig(layers, dist);
      expect(E.isLeft(checked) && checked.left).toMatch(/^Invalid type in config for key 'onCall.currency' in '.*app-config\.local\.yaml', got number, wanted string/);
    });
  });
});
