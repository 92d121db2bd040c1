import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import { configFilesFromArgs, loadAppConfig, type LoadedAppConfig } from '../../../config/app-config/load-app-config';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-config-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const write = async (name: string, text: string) => {
  await mkdir(join(dir, name, '..'), { recursive: true });
  await writeFile(join(dir, name), text);
};

const load = (configFiles: string[] = [], env: Record<string, string | undefined> = {}) =>
  loadAppConfig({ cwd: dir, configFiles, env });

const loaded = async (configFiles: string[] = [], env: Record<string, string | undefined> = {}): Promise<LoadedAppConfig> => {
  const result = await load(configFiles, env);
  if (E.isLeft(result)) throw new Error(`expected the config to load: ${result.left}`);
  return result.right;
};

const failure = async (configFiles: string[] = [], env: Record<string, string | undefined> = {}): Promise<string> => {
  const result = await load(configFiles, env);
  if (E.isRight(result)) throw new Error('expected the config to fail');
  return result.left;
};

describe('loadAppConfig', () => {
  it('reads app-config.yaml from the working directory', async () => {
    await write('app-config.yaml', 'app:\n  title: Portico\n  baseUrl: http://localhost:3000\n');
    expect(await loaded()).toEqual({
      config: { app: { title: 'Portico', baseUrl: 'http://localhost:3000' } },
      files: [join(dir, 'app-config.yaml')],
    });
  });

  it('layers app-config.yaml < app-config.local.yaml < each --config file in order', async () => {
    await write('app-config.yaml', 'app:\n  title: Base\n  baseUrl: http://base\n  list: [1, 2, 3]\nbackend:\n  baseUrl: http://base:7007\n');
    await write('app-config.local.yaml', 'app:\n  title: Local\n  list: [9]\n');
    await write('conf/first.yaml', 'app:\n  title: First\nbackend:\n  baseUrl: http://first:7007\n');
    await write('conf/second.yaml', 'app:\n  title: Second\n');
    const result = await loaded(['conf/first.yaml', join(dir, 'conf/second.yaml')]);
    expect(result.config).toEqual({
      // Objects merge key by key; arrays and scalars of later files replace.
      app: { title: 'Second', baseUrl: 'http://base', list: [9] },
      backend: { baseUrl: 'http://first:7007' },
    });
    expect(result.files).toEqual([
      join(dir, 'app-config.yaml'),
      join(dir, 'app-config.local.yaml'),
      join(dir, 'conf/first.yaml'),
      join(dir, 'conf/second.yaml'),
    ]);
  });

  it('does without app-config.local.yaml', async () => {
    await write('app-config.yaml', 'app:\n  title: Base\n');
    expect((await loaded()).files).toEqual([join(dir, 'app-config.yaml')]);
  });

  it('does without app-config.yaml when --config files are given', async () => {
    await write('only.yaml', 'app:\n  title: Only\n');
    expect(await loaded(['only.yaml'])).toEqual({ config: { app: { title: 'Only' } }, files: [join(dir, 'only.yaml')] });
  });

  it('names a missing app-config.yaml', async () => {
    expect(await failure()).toBe(`Config file not found: ${join(dir, 'app-config.yaml')}`);
  });

  it('names a missing --config file', async () => {
    await write('app-config.yaml', 'app: {}\n');
    expect(await failure(['missing.yaml'])).toBe(`Config file not found: ${join(dir, 'missing.yaml')}`);
  });

  it('names the file and the parser problem of invalid YAML', async () => {
    await write('app-config.yaml', 'app:\n  title: [unclosed\n');
    expect(await failure()).toMatch(new RegExp(`^Config file ${join(dir, 'app-config.yaml')} is not valid YAML: .+`));
  });

  it('refuses a file whose top level is not a mapping', async () => {
    await write('app-config.yaml', '- a\n- b\n');
    expect(await failure()).toBe(`Config file ${join(dir, 'app-config.yaml')} must hold a mapping at the top level`);
  });

  it('reads an empty file as no config', async () => {
    await write('app-config.yaml', '# nothing yet\n');
    expect((await loaded()).config).toEqual({});
  });

  it('substitutes ${VAR} from the environment; an unset variable drops its key; $${VAR} stays literal', async () => {
    await write(
      'app-config.yaml',
      [
        'backend:',
        '  baseUrl: http://${BACKEND_HOST}:7007',
        'integrations:',
        '  github:',
        '    - host: github.com',
        '      token: ${GITHUB_TOKEN}',
        'app:',
        '  note: $${NOT_SUBSTITUTED}',
        '  title: ${ TITLE }',
        '',
      ].join('\n'),
    );
    const result = await loaded([], { BACKEND_HOST: 'backend.internal', TITLE: 'Portal' });
    expect(result.config).toEqual({
      backend: { baseUrl: 'http://backend.internal:7007' },
      integrations: { github: [{ host: 'github.com' }] },
      app: { note: '${NOT_SUBSTITUTED}', title: 'Portal' },
    });
  });

  it('substitutes in each file before merging, so a later file can use its own variables', async () => {
    await write('app-config.yaml', 'app:\n  title: ${A}\n');
    await write('app-config.local.yaml', 'app:\n  title: ${B}\n');
    expect((await loaded([], { A: 'from A', B: 'from B' })).config).toEqual({ app: { title: 'from B' } });
    // B unset: the local file's key disappears and the base value stays.
    expect((await loaded([], { A: 'from A' })).config).toEqual({ app: { title: 'from A' } });
  });

  it('applies APP_CONFIG_ overrides last, with JSON values', async () => {
    await write('app-config.yaml', 'app:\n  title: File\n  baseUrl: http://localhost:3000\npermission:\n  enabled: false\n');
    const result = await loaded([], {
      APP_CONFIG_app_title: 'From env',
      APP_CONFIG_permission_enabled: 'true',
      APP_CONFIG_kubernetes_clusters: '[{"name":"dev"}]',
      UNRELATED: 'x',
    });
    expect(result.config).toEqual({
      app: { title: 'From env', baseUrl: 'http://localhost:3000' },
      permission: { enabled: true },
      kubernetes: { clusters: [{ name: 'dev' }] },
    });
  });

  it('refuses an invalid APP_CONFIG_ variable', async () => {
    await write('app-config.yaml', 'app: {}\n');
    expect(await failure([], { 'APP_CONFIG_app_bad key': 'x' })).toBe("Invalid env config key 'app_bad key'");
  });

  it('refuses an invalid config key and names its path', async () => {
    await write('app-config.yaml', 'app:\n  support:\n    items:\n      - "bad key": 1\n');
    expect(await failure()).toBe("Invalid config key 'app.support.items[0].bad key'");
  });

  it('refuses a key that starts with a digit, even in a later file', async () => {
    await write('app-config.yaml', 'app: {}\n');
    await write('app-config.local.yaml', 'app:\n  1title: x\n');
    expect(await failure()).toBe("Invalid config key 'app.1title'");
  });
});

describe('configFilesFromArgs', () => {
  it.each<[string[], string[]]>([
    [[], []],
    [['--config', 'a.yaml'], ['a.yaml']],
    [['--config', 'a.yaml', '--static', '--config=b.yaml'], ['a.yaml', 'b.yaml']],
    [['--config'], []],
    [['--static'], []],
  ])('%j → %j', (args, files) => {
    expect(configFilesFromArgs(args)).toEqual(files);
  });
});
