// A company's production config (fixtures/production) loads as Backstage would load it, and the browser's
// share of it holds none of its secrets.
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import { frontendConfig } from '../../../../config/server/app-config/frontend-config';
import { loadAppConfig, type LoadedAppConfig } from '../../../../config/server/app-config/load-app-config';
import { readPortalSettings } from '../../../../config/server/app-config/portal-settings';

const FIXTURE = resolve(__dirname, 'fixtures/production');
const PRODUCTION = 'app-config.production.yaml';
const ROLLOUT = 'app-config.rollout.yaml';

const SECRETS = {
  BACKEND_SECRET: 'backend-secret-7f3a9c',
  POSTGRES_PASSWORD: 'postgres-password-51be0d',
  GITHUB_TOKEN: 'ghp_githubtoken2d8e41',
  AUTH_GITHUB_CLIENT_SECRET: 'oauth-client-secret-9a0c77',
  PAGERDUTY_TOKEN: 'pagerduty-token-e3f1b2',
};
const ENV = {
  ...SECRETS,
  POSTGRES_HOST: 'db.acme.internal',
  POSTGRES_PORT: '5432',
  POSTGRES_USER: 'backstage',
};
const CA_CERTIFICATE_LINE = 'RklYVFVSRS1OT1QtQS1SRUFMLUNFUlRJRklDQVRFLUZPUi1URVNUUy1PTkxZ';

const load = (configFiles: string[], env: Record<string, string | undefined> = ENV, cwd = FIXTURE) =>
  loadAppConfig({ cwd, configFiles, env });

const loaded = async (configFiles: string[], env?: Record<string, string | undefined>, cwd?: string): Promise<LoadedAppConfig> => {
  const result = await load(configFiles, env, cwd);
  if (E.isLeft(result)) throw new Error(`expected the config to load: ${result.left}`);
  return result.right;
};

const failure = async (configFiles: string[], env?: Record<string, string | undefined>, cwd?: string): Promise<string> => {
  const result = await load(configFiles, env, cwd);
  if (E.isRight(result)) throw new Error('expected the config to fail');
  return result.left;
};

const section = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>((current, key) => (typeof current === 'object' && current !== null ? (current as Record<string, unknown>)[key] : undefined), value);

describe('a production app-config', () => {
  it('loads with the environment it names, every reference resolved', async () => {
    const { config, files, warnings } = await loaded([PRODUCTION]);
    expect(files).toEqual([join(FIXTURE, PRODUCTION)]);
    expect(warnings).toEqual([]);
    expect(section(config, 'backend', 'database')).toEqual({
      client: 'pg',
      connection: {
        host: 'db.acme.internal',
        port: '5432',
        user: 'backstage',
        password: SECRETS.POSTGRES_PASSWORD,
        ssl: { ca: expect.stringContaining(CA_CERTIFICATE_LINE) },
      },
    });
    expect(section(config, 'backend', 'database', 'connection', 'ssl', 'ca')).toMatch(/^-----BEGIN CERTIFICATE-----\n[\s\S]+-----END CERTIFICATE-----$/);
    expect(section(config, 'backend', 'auth')).toEqual({ keys: [{ secret: SECRETS.BACKEND_SECRET }] });
    expect(section(config, 'integrations')).toEqual({ github: [{ host: 'github.com', token: SECRETS.GITHUB_TOKEN }] });
    expect(section(config, 'auth', 'providers', 'github', 'production')).toEqual({
      clientId: 'acme-portal',
      clientSecret: SECRETS.AUTH_GITHUB_CLIENT_SECRET,
    });
    expect(section(config, 'catalog', 'locations')).toEqual([{ type: 'url', target: 'https://github.com/acme/software-catalog/blob/main/all.yaml' }]);
    expect(section(config, 'backend', 'reading', 'allow')).toEqual([{ host: '${ARTIFACT_HOST}.acme.example' }]);
    expect(section(config, 'proxy', 'endpoints', '/pagerduty', 'headers')).toEqual({ Authorization: `Token token=${SECRETS.PAGERDUTY_TOKEN}` });
  });

  it('gives settings that run the portal alone, without the proxy ("off")', async () => {
    const settings = readPortalSettings((await loaded([PRODUCTION])).config);
    expect(E.isRight(settings) && settings.right).toMatchObject({
      embeddedBackend: false,
      backendProxy: false,
      protectedMode: false,
      listen: { host: '0.0.0.0', port: 443 },
    });
  });

  it('layers two --config files in order', async () => {
    const { config, files } = await loaded([PRODUCTION, ROLLOUT], { ...ENV, POSTGRES_CANARY_HOST: 'canary-db.acme.internal' });
    expect(files).toEqual([join(FIXTURE, PRODUCTION), join(FIXTURE, ROLLOUT)]);
    expect(section(config, 'app', 'title')).toBe('Acme Portal (canary)');
    expect(section(config, 'app', 'baseUrl')).toBe('https://portal.acme.example');
    expect(section(config, 'backend', 'database', 'connection', 'host')).toBe('canary-db.acme.internal');
    expect(section(config, 'backend', 'database', 'connection', 'password')).toBe(SECRETS.POSTGRES_PASSWORD);
    expect(section(config, 'portico')).toEqual({ embeddedBackend: false, backendProxy: 'off', protectedMode: 'yes' });
  });

  it('lets APP_CONFIG_ variables win over every file', async () => {
    const { config } = await loaded([PRODUCTION, ROLLOUT], {
      ...ENV,
      APP_CONFIG_app_title: 'From the environment',
      APP_CONFIG_backend_database_connection_port: '6432',
    });
    expect(section(config, 'app', 'title')).toBe('From the environment');
    expect(section(config, 'backend', 'database', 'connection', 'port')).toBe(6432);
  });

  it('hands the browser none of its secrets', async () => {
    const { config } = await loaded([PRODUCTION, ROLLOUT], { ...ENV, POSTGRES_CANARY_HOST: 'canary-db.acme.internal' });
    const browser = JSON.stringify(frontendConfig(config));
    for (const secret of Object.values(SECRETS)) expect(browser).not.toContain(secret);
    expect(browser).not.toContain(CA_CERTIFICATE_LINE);
    expect(browser).not.toContain('db.acme.internal');
    expect(frontendConfig(config)).toMatchObject({
      app: { title: 'Acme Portal (canary)', baseUrl: 'https://portal.acme.example' },
      backend: { baseUrl: 'https://backstage.acme.example' },
      auth: { environment: 'production' },
      integrations: { github: [{ host: 'github.com' }] },
    });
  });

  it('names the key and file of a $env variable that is not set', async () => {
    expect(await failure([PRODUCTION], { ...ENV, POSTGRES_PASSWORD: undefined })).toBe(
      `Config key 'backend.database.connection.password' in ${join(FIXTURE, PRODUCTION)} reads the environment variable POSTGRES_PASSWORD ($env), which is not set`,
    );
  });

  describe('in a copy of the fixture', () => {
    let dir: string;
    beforeEach(async () => {
      dir = await mkdtemp(join(tmpdir(), 'portico-production-'));
      for (const file of await readdir(FIXTURE)) await copyFile(join(FIXTURE, file), join(dir, file));
    });
    afterEach(() => rm(dir, { recursive: true, force: true }));

    it('names the key, the config file and the missing file of a $file', async () => {
      await rm(join(dir, 'ca.pem'));
      const message = await failure([PRODUCTION], ENV, dir);
      expect(message).toContain(join(dir, PRODUCTION));
      expect(message).toContain('backend.database.connection.ssl.ca');
      expect(message).toContain(join(dir, 'ca.pem'));
    });

    it('names the config file and the missing file of an $include', async () => {
      await rm(join(dir, 'catalog.yaml'));
      const message = await failure([PRODUCTION], ENV, dir);
      expect(message).toContain(join(dir, PRODUCTION));
      expect(message).toContain(join(dir, 'catalog.yaml'));
    });

    it('warns about an unknown portico key with its file, and loads on', async () => {
      await writeFile(join(dir, 'typo.yaml'), 'portico:\n  backendProxi: true\n  proxy:\n    connectTimeoutMS: 100\n');
      expect((await loaded([PRODUCTION, 'typo.yaml'], ENV, dir)).warnings).toEqual([
        `Unknown config key 'portico.backendProxi' in ${join(dir, 'typo.yaml')}`,
        `Unknown config key 'portico.proxy.connectTimeoutMS' in ${join(dir, 'typo.yaml')}`,
      ]);
    });

    it('stops at a value of the wrong type, naming key and file', async () => {
      await writeFile(join(dir, 'bad.yaml'), 'portico:\n  embeddedBackend: maybe\n');
      expect(await failure([PRODUCTION, 'bad.yaml'], ENV, dir)).toBe(
        `Unable to convert config value for key 'portico.embeddedBackend' in '${join(dir, 'bad.yaml')}' to a boolean (y/yes/true/1/on or n/no/false/0/off)`,
      );
    });

    it('names key and file of backend.baseUrl: 7007', async () => {
      await writeFile(join(dir, 'port.yaml'), 'backend:\n  baseUrl: 7007\n');
      expect(await failure([PRODUCTION, 'port.yaml'], ENV, dir)).toBe(
        `Invalid type in config for key 'backend.baseUrl' in '${join(dir, 'port.yaml')}', got number, wanted string`,
      );
    });

    it('names key and file of a base URL that is not an absolute http(s) URL', async () => {
      await writeFile(join(dir, 'relative.yaml'), 'app:\n  baseUrl: portal.acme.example\n');
      expect(await failure([PRODUCTION, 'relative.yaml'], ENV, dir)).toBe(
        `Invalid URL in config for key 'app.baseUrl' in '${join(dir, 'relative.yaml')}', got 'portal.acme.example', wanted an absolute http(s) URL`,
      );
    });
  });
});
