import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import { CORE_SCHEMA, load } from 'js-yaml';
import { checkPorticoConfig } from '../../../../config/server/app-config/config-schema';
import { mergeConfigLayers, type ConfigObject } from '../../../../domain/app/config-values';

const REPO = resolve(__dirname, '../../../..');
const FILE = '/srv/portico/app-config.yaml';
const REQUIRED: ConfigObject = { app: { baseUrl: 'http://localhost:3000' }, backend: { baseUrl: 'http://localhost:7007' } };

/** Checks one file's data laid over the required keys. */
const check = (data: ConfigObject) =>
  checkPorticoConfig([{ context: '/srv/base.yaml', data: REQUIRED }, { context: FILE, data }], mergeConfigLayers([REQUIRED, data]));

const problem = (data: ConfigObject): string => {
  const result = check(data);
  if (E.isRight(result)) throw new Error('expected a problem');
  return result.left;
};

const warnings = (data: ConfigObject): string[] => {
  const result = check(data);
  if (E.isLeft(result)) throw new Error(`expected no problem: ${result.left}`);
  return result.right;
};

describe('checkPorticoConfig', () => {
  it.each(['y', 'Yes', 'TRUE', '1', 'on', 'n', 'NO', 'false', '0', 'Off', true, false, 1, 0])('takes %j as a boolean', (value) => {
    expect(warnings({ portico: { embeddedBackend: value, backendProxy: value, protectedMode: value, signIn: { auto: value } } })).toEqual([]);
  });

  it('names key and file of a boolean spelt otherwise', () => {
    expect(problem({ portico: { backendProxy: 'maybe' } })).toBe(
      `Unable to convert config value for key 'portico.backendProxy' in '${FILE}' to a boolean (y/yes/true/1/on or n/no/false/0/off)`,
    );
    expect(problem({ portico: { signIn: { auto: ['yes'] } } })).toBe(`Invalid type in config for key 'portico.signIn.auto' in '${FILE}', got array, wanted boolean`);
  });

  it('takes every key Portico reads', () => {
    expect(
      warnings({
        app: { title: 'Portico', listen: { host: '0.0.0.0', port: '3000' }, support: { url: 'https://help' } },
        backend: { listen: { port: 7007 }, database: { client: 'pg' } },
        portico: {
          embeddedBackend: true,
          backendProxy: 'on',
          protectedMode: 'off',
          allowedHosts: ['portal.internal'],
          proxy: { connectTimeoutMs: 1000, firstByteTimeoutMs: '30000', maxPendingRequests: 16, maxRequestBodyBytes: 1024 },
          shutdownTimeoutMs: 5000,
          signIn: { auto: 'yes', providers: [{ id: 'github', title: 'GitHub', message: 'Sign in with GitHub' }, { id: 'guest' }] },
          home: { anything: { goes: ['here'] } },
          permission: { deny: ['catalog.entity.delete'] },
          seed: { file: '/tmp/entities.json' },
        },
      }),
    ).toEqual([]);
  });

  it('warns about each unknown key under portico, at any depth, with its file', () => {
    expect(warnings({ portico: { embededBackend: true, proxy: { timeoutMs: 5 }, signIn: { providers: [{ id: 'guest', icon: 'x' }] } } })).toEqual([
      `Unknown config key 'portico.embededBackend' in ${FILE}`,
      `Unknown config key 'portico.proxy.timeoutMs' in ${FILE}`,
      `Unknown config key 'portico.signIn.providers[0].icon' in ${FILE}`,
    ]);
  });

  it("leaves Backstage's own keys alone", () => {
    expect(warnings({ backend: { baseUrl: 'http://localhost:7007', whatever: 1 }, catalog: { anything: true }, porticoExtra: 1 })).toEqual([]);
  });

  it.each<[string, ConfigObject, string]>([
    ['a number as backend.baseUrl', { backend: { baseUrl: 7007 } }, `Invalid type in config for key 'backend.baseUrl' in '${FILE}', got number, wanted string`],
    ['a relative app.baseUrl', { app: { baseUrl: '/portal' } }, `Invalid URL in config for key 'app.baseUrl' in '${FILE}', got '/portal', wanted an absolute http(s) URL`],
    ['a non-http backend.baseUrl', { backend: { baseUrl: 'ftp://x' } }, `Invalid URL in config for key 'backend.baseUrl' in '${FILE}', got 'ftp://x', wanted an absolute http(s) URL`],
    ['a number as app.title', { app: { title: 3 } }, `Invalid type in config for key 'app.title' in '${FILE}', got number, wanted string`],
    ['a text port', { app: { listen: { port: 'http' } } }, `Unable to convert config value for key 'app.listen.port' in '${FILE}' to a number`],
    ['a port out of range', { app: { listen: { port: 70000 } } }, `Config key 'app.listen.port' in '${FILE}' must be a port number (0–65535), got 70000`],
    ['a negative timeout', { portico: { proxy: { connectTimeoutMs: -1 } } }, `Config key 'portico.proxy.connectTimeoutMs' in '${FILE}' must be a positive number, got -1`],
    ['a zero shutdown timeout', { portico: { shutdownTimeoutMs: 0 } }, `Config key 'portico.shutdownTimeoutMs' in '${FILE}' must be a positive number, got 0`],
    ['a host list with a number', { portico: { allowedHosts: ['a', 2] } }, `Invalid type in config for key 'portico.allowedHosts[1]' in '${FILE}', got number, wanted string-array`],
    ['a single host', { portico: { allowedHosts: 'a' } }, `Invalid type in config for key 'portico.allowedHosts' in '${FILE}', got string, wanted string-array`],
    ['providers as names', { portico: { signIn: { providers: 'guest' } } }, `Invalid type in config for key 'portico.signIn.providers' in '${FILE}', got string, wanted object-array`],
    ['a provider as a name', { portico: { signIn: { providers: ['guest'] } } }, `Invalid type in config for key 'portico.signIn.providers[0]' in '${FILE}', got string, wanted object`],
    ['a provider id as a number', { portico: { signIn: { providers: [{ id: 1 }] } } }, `Invalid type in config for key 'portico.signIn.providers[0].id' in '${FILE}', got number, wanted string`],
    ['portico as a list', { portico: [] }, `Invalid type in config for key 'portico' in '${FILE}', got array, wanted object`],
    ['a deny list as text', { portico: { permission: { deny: 'all' } } }, `Invalid type in config for key 'portico.permission.deny' in '${FILE}', got string, wanted string-array`],
    ['a seed file as a number', { portico: { seed: { file: 1 } } }, `Invalid type in config for key 'portico.seed.file' in '${FILE}', got number, wanted string`],
  ])('stops at %s, naming key and file', (_, data, message) => {
    expect(problem(data)).toBe(message);
  });

  it('checks each layer, even one a later layer overrides', () => {
    const layers = [
      { context: '/a.yaml', data: { ...REQUIRED, portico: { backendProxy: 'maybe' } } },
      { context: '/b.yaml', data: { portico: { backendProxy: true } } },
    ];
    expect(checkPorticoConfig(layers, { ...REQUIRED, portico: { backendProxy: true } })).toEqual(
      E.left("Unable to convert config value for key 'portico.backendProxy' in '/a.yaml' to a boolean (y/yes/true/1/on or n/no/false/0/off)"),
    );
  });

  it('takes null, which clears what a lower layer set', () => {
    expect(warnings({ portico: { backendProxy: null, proxy: null } })).toEqual([]);
  });

  it('needs app.baseUrl and backend.baseUrl somewhere', () => {
    expect(checkPorticoConfig([{ context: '/a.yaml', data: { app: { baseUrl: 'http://x' } } }], { app: { baseUrl: 'http://x' } })).toEqual(
      E.left("Missing required value in config for key 'backend.baseUrl' (looked in '/a.yaml')"),
    );
  });
});

describe("the repository's own configs", () => {
  it('app-config.yaml passes without a warning', async () => {
    const file = resolve(REPO, 'app-config.yaml');
    const data = load(await readFile(file, 'utf8'), { schema: CORE_SCHEMA }) as ConfigObject;
    expect(checkPorticoConfig([{ context: file, data }], data)).toEqual(E.right([]));
  });

  it("the embedded backend's config uses only known portico keys", async () => {
    const data = load(await readFile(resolve(REPO, 'config/dev-backend/embedded/app-config.backend.yaml'), 'utf8'), { schema: CORE_SCHEMA }) as ConfigObject;
    expect(warnings({ portico: data['portico'] ?? {} })).toEqual([]);
  });

  it('takes npm package names, scoped or not, in portico.plugins', () => {
    expect(warnings({ portico: { plugins: ['@acme/portico-plugin-on-call', 'portico-plugin-cost', 'JSONStream'] } })).toEqual([]);
  });

  it.each(['../outside', './local', '/srv/plugin', '@acme/../outside', '@../outside', 'two words'])(
    'refuses %j in portico.plugins, naming the key and the file',
    (name) => {
      const message = problem({ portico: { plugins: ['@acme/fine', name] } });
      expect(message.startsWith(`Invalid package name in config for key 'portico.plugins[1]' in '${FILE}', got '${name}' (`)).toBe(true);
      expect(message.endsWith('): portico.plugins names npm packages installed in node_modules')).toBe(true);
    },
  );

  it('names no URL credentials when it refuses a URL', () => {
    const message = problem({ backend: { baseUrl: 'ftp://portal-user:url-secret@backstage.example.com' } });
    expect(message).toContain("got 'ftp://backstage.example.com'");
    expect(message).not.toMatch(/portal-user|url-secret/);
  });
});
