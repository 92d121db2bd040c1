import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import { configFilesFromArgs, loadAppConfig, type LoadedAppConfig } from '../../../../config/server/app-config/load-app-config';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portico-config-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const write = async (name: string, text: string) => {
  await mkdir(join(dir, name, '..'), { recursive: true });
  await writeFile(join(dir, name), text);
};

/** The two keys every config needs, as app-config.yaml would hold them. */
const REQUIRED = 'app:\n  baseUrl: http://localhost:3000\nbackend:\n  baseUrl: http://localhost:7007\n';
const REQUIRED_CONFIG = { app: { baseUrl: 'http://localhost:3000' }, backend: { baseUrl: 'http://localhost:7007' } };

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
    await write('app-config.yaml', 'app:\n  title: Portico\n  baseUrl: http://localhost:3000\nbackend:\n  baseUrl: http://localhost:7007\n');
    const result = await loaded();
    expect(result.config).toEqual({ ...REQUIRED_CONFIG, app: { title: 'Portico', baseUrl: 'http://localhost:3000' } });
    expect(result.files).toEqual([join(dir, 'app-config.yaml')]);
    expect(result.layers).toEqual([{ context: join(dir, 'app-config.yaml'), data: result.config }]);
    expect(result.warnings).toEqual([]);
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
    expect(result.layers.map((layer) => layer.context)).toEqual(result.files);
  });

  it('lets a later file clear a value with null', async () => {
    await write('app-config.yaml', `${REQUIRED}auth:\n  environment: development\n  session:\n    secret: x\n`);
    await write('app-config.local.yaml', 'auth:\n  session: null\n');
    expect((await loaded()).config['auth']).toEqual({ environment: 'development' });
  });

  it('does without app-config.local.yaml', async () => {
    await write('app-config.yaml', REQUIRED);
    expect((await loaded()).files).toEqual([join(dir, 'app-config.yaml')]);
  });

  it('does without app-config.yaml when --config files are given', async () => {
    await write('only.yaml', REQUIRED);
    expect(await loaded(['only.yaml'])).toMatchObject({ config: REQUIRED_CONFIG, files: [join(dir, 'only.yaml')] });
  });

  it('names a missing app-config.yaml', async () => {
    expect(await failure()).toBe(`Config file not found: ${join(dir, 'app-config.yaml')}`);
  });

  it('names a missing --config file', async () => {
    await write('app-config.yaml', REQUIRED);
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
    await write('app-config.local.yaml', REQUIRED);
    expect((await loaded()).config).toEqual(REQUIRED_CONFIG);
  });

  it('needs app.baseUrl and backend.baseUrl, naming the files it looked in', async () => {
    await write('app-config.yaml', 'app:\n  baseUrl: http://localhost:3000\n');
    expect(await failure()).toBe(`Missing required value in config for key 'backend.baseUrl' (looked in '${join(dir, 'app-config.yaml')}')`);
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
        '  baseUrl: http://localhost:3000',
        '  note: $${NOT_SUBSTITUTED}',
        '  title: ${ TITLE }',
        '  fallback: ${UNSET_TITLE:-Default title}',
        '',
      ].join('\n'),
    );
    const result = await loaded([], { BACKEND_HOST: 'backend.internal', TITLE: 'Portal' });
    expect(result.config).toEqual({
      backend: { baseUrl: 'http://backend.internal:7007' },
      integrations: { github: [{ host: 'github.com' }] },
      app: { baseUrl: 'http://localhost:3000', note: '${NOT_SUBSTITUTED}', title: 'Portal', fallback: 'Default title' },
    });
  });

  it('warns, naming key, file and variable, when an unset ${VAR} leaves out a key Portico reads', async () => {
    const file = join(dir, 'app-config.yaml');
    await write(
      'app-config.yaml',
      [
        'app:',
        '  baseUrl: ${PORTAL_URL:-http://localhost:3000}',
        '  title: ${PORTAL_TITLE}',
        '  listen:',
        '    port: ${PORT:-}',
        'backend:',
        '  baseUrl: http://localhost:7007',
        '  database:',
        '    connection:',
        '      password: ${POSTGRES_PASSWORD}',
        'discovery:',
        '  endpoints:',
        '    - target:',
        '        internal: http://${SEARCH_HOST}:7007/api/{{pluginId}}',
        '        external: https://${SEARCH_DOMAIN}/api/{{pluginId}}',
        '      plugins: [search]',
        'portico:',
        '  allowedHosts: [portal.example.com, "${EXTRA_HOST}"]',
        '  signIn:',
        '    providers:',
        '      - id: github',
        '        title: ${GITHUB_TITLE}',
        '  home:',
        '    companyLogo: { url: "${LOGO_URL}" }',
        'integrations:',
        '  github:',
        '    - host: github.com',
        '      token: ${GITHUB_TOKEN}',
        '      apiBaseUrl: ${GITHUB_API}',
        'catalog:',
        '  locations: [{ type: url, target: "${CATALOG_URL}" }]',
        '',
      ].join('\n'),
    );
    const result = await loaded([], { SEARCH_DOMAIN: 'search.example.com' });
    const warning = (key: string, name: string) =>
      `Config key '${key}' in ${file} uses the environment variable ${name} (\${${name}}), which is not set: the key is left out`;
    expect(result.warnings).toEqual([
      warning('app.title', 'PORTAL_TITLE'),
      warning('app.listen.port', 'PORT'),
      warning('portico.allowedHosts[1]', 'EXTRA_HOST'),
      warning('portico.signIn.providers[0].title', 'GITHUB_TITLE'),
      warning('portico.home.companyLogo.url', 'LOGO_URL'),
      warning('integrations.github[0].apiBaseUrl', 'GITHUB_API'),
    ]);
    // Backstage's behaviour stays: the keys are left out (the database password and the internal discovery
    // target are the backends' business, so no warning for them).
    expect(result.config['app']).toEqual({ baseUrl: 'http://localhost:3000', listen: {} });
    expect(result.config['discovery']).toEqual({ endpoints: [{ target: { external: 'https://search.example.com/api/{{pluginId}}' }, plugins: ['search'] }] });
  });

  it('gives no warning when the variables are set, a fallback applies or $${VAR} is literal', async () => {
    await write('app-config.yaml', `${REQUIRED}  title: \${TITLE}\n  support:\n    url: \${SUPPORT:-https://help.example.com}\n    items: []\nportico:\n  signIn:\n    providers: [{ id: guest, message: "$\${NOT_A_VARIABLE}" }]\n`);
    expect((await loaded([], { TITLE: 'Portal' })).warnings).toEqual([]);
  });

  it('says which unset variable left out a required key', async () => {
    await write('app-config.yaml', 'app:\n  baseUrl: http://localhost:3000\nbackend:\n  baseUrl: ${BACKEND_URL}\n');
    const message = await failure();
    expect(message).toContain("Missing required value in config for key 'backend.baseUrl'");
    expect(message).toContain(`Config key 'backend.baseUrl' in ${join(dir, 'app-config.yaml')} uses the environment variable BACKEND_URL`);
  });

  it('substitutes in each file before merging, so a later file can use its own variables', async () => {
    await write('app-config.yaml', REQUIRED.replace('app:\n', 'app:\n  title: ${A}\n'));
    await write('app-config.local.yaml', 'app:\n  title: ${B}\n');
    expect((await loaded([], { A: 'from A', B: 'from B' })).config['app']).toEqual({ title: 'from B', baseUrl: 'http://localhost:3000' });
    // B unset: the local file's key disappears and the base value stays.
    expect((await loaded([], { A: 'from A' })).config['app']).toEqual({ title: 'from A', baseUrl: 'http://localhost:3000' });
  });

  it('reads $env, $file and $include relative to the file that names them', async () => {
    await write('conf/secret.txt', 'file secret\n');
    await write('conf/catalog.yaml', 'locations:\n  - type: file\n    target: ./org.yaml\n');
    await write(
      'conf/app.yaml',
      `${REQUIRED}database:\n  password:\n    $env: DB_PASSWORD\n  cert:\n    $file: ./secret.txt\ncatalog:\n  $include: ./catalog.yaml\n`,
    );
    expect((await loaded(['conf/app.yaml'], { DB_PASSWORD: 'env secret' })).config).toEqual({
      ...REQUIRED_CONFIG,
      database: { password: 'env secret', cert: 'file secret' },
      catalog: { locations: [{ type: 'file', target: './org.yaml' }] },
    });
  });

  it('names the key and file of a $env whose variable is not set', async () => {
    await write('app-config.yaml', `${REQUIRED}database:\n  connection:\n    password:\n      $env: DB_PASSWORD\n`);
    expect(await failure()).toBe(
      `Config key 'database.connection.password' in ${join(dir, 'app-config.yaml')} reads the environment variable DB_PASSWORD ($env), which is not set`,
    );
  });

  it('names the key and the file of a $file that does not exist', async () => {
    await write('app-config.yaml', `${REQUIRED}database:\n  ca:\n    $file: ./missing.pem\n`);
    const message = await failure();
    expect(message).toContain(join(dir, 'app-config.yaml'));
    expect(message).toContain('database.ca');
    expect(message).toContain(join(dir, 'missing.pem'));
  });

  it('applies APP_CONFIG_ overrides last, with JSON values', async () => {
    await write('app-config.yaml', `${REQUIRED.replace('app:\n', 'app:\n  title: File\n')}permission:\n  enabled: false\n`);
    const result = await loaded([], {
      APP_CONFIG_app_title: 'From env',
      APP_CONFIG_permission_enabled: 'true',
      APP_CONFIG_kubernetes_clusters: '[{"name":"dev"}]',
      UNRELATED: 'x',
    });
    expect(result.config).toEqual({
      ...REQUIRED_CONFIG,
      app: { title: 'From env', baseUrl: 'http://localhost:3000' },
      permission: { enabled: true },
      kubernetes: { clusters: [{ name: 'dev' }] },
    });
    expect(result.layers.at(-1)).toEqual({
      context: 'env',
      data: { app: { title: 'From env' }, permission: { enabled: true }, kubernetes: { clusters: [{ name: 'dev' }] } },
    });
  });

  it('refuses an invalid APP_CONFIG_ variable', async () => {
    await write('app-config.yaml', REQUIRED);
    expect(await failure([], { 'APP_CONFIG_app_bad key': 'x' })).toBe("Invalid env config key 'app_bad key'");
  });

  it('keeps keys that Backstage plugins use freely, such as proxy paths', async () => {
    await write('app-config.yaml', `${REQUIRED}proxy:\n  endpoints:\n    /pagerduty:\n      target: https://api.pagerduty.com\n`);
    expect((await loaded()).config['proxy']).toEqual({ endpoints: { '/pagerduty': { target: 'https://api.pagerduty.com' } } });
  });

  it('refuses numbers that are not config values (.nan, .inf), naming key and file', async () => {
    await write('app-config.yaml', `${REQUIRED}portico:\n  proxy:\n    connectTimeoutMs: .inf\n`);
    expect(await failure()).toBe(`Config value at 'portico.proxy.connectTimeoutMs' in ${join(dir, 'app-config.yaml')} is not JSON data`);
  });

  it('warns about an unknown portico key, with its file, and loads on', async () => {
    await write('app-config.yaml', REQUIRED);
    await write('app-config.local.yaml', 'portico:\n  backendProxi: true\n');
    const result = await loaded();
    expect(result.warnings).toEqual([`Unknown config key 'portico.backendProxi' in ${join(dir, 'app-config.local.yaml')}`]);
  });

  it('stops at a value of the wrong type, naming the key and the file', async () => {
    await write('app-config.yaml', REQUIRED);
    await write('conf/x.yaml', 'backend:\n  baseUrl: 7007\n');
    expect(await failure(['conf/x.yaml'])).toBe(
      `Invalid type in config for key 'backend.baseUrl' in '${join(dir, 'conf/x.yaml')}', got number, wanted string`,
    );
  });

  it('checks APP_CONFIG_ values too, naming the environment', async () => {
    await write('app-config.yaml', REQUIRED);
    expect(await failure([], { APP_CONFIG_portico_embeddedBackend: 'maybe' })).toBe(
      "Unable to convert config value for key 'portico.embeddedBackend' in 'env' to a boolean (y/yes/true/1/on or n/no/false/0/off)",
    );
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
