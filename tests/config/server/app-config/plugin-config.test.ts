// Plugin packages' config keys reach the browser when their schema marks them visible to the frontend, and
// declares them; never a value another schema marks secret, never a key of Portico's own sections. The build
// stops on schemas that disagree, and stores what the server needs to keep the secrets back without the packages.
import { request } from 'node:http';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import * as E from 'fp-ts/Either';
import {
  browserAppConfig,
  buildConfigSchemas,
  CONFIG_VISIBILITY_FILE,
  PLUGIN_CONFIG_SCHEMA_FILE,
  pluginFrontendConfig,
  readConfigVisibility,
} from '../../../../config/server/app-config/plugin-config';
import { frontendConfig } from '../../../../config/server/app-config/frontend-config';
import { schemaPathName } from '../../../../config/server/app-config/config-visibility';
import { startStack, type RunningStack } from '../../../../config/server/stack';

const REPO = resolve(__dirname, '../../../..');

const SONARQUBE_BACKEND = '@backstage-community/plugin-sonarqube-backend';
const JENKINS_BACKEND = '@backstage-community/plugin-jenkins-backend';
const EVERYTHING = '@acme/portico-plugin-everything';
const NARROW = '@acme/portico-plugin-sonarqube';

/** What a reviewer found reaching the browser: other plugins' secrets, shown by a plugin's schema. */
const appConfigWithSecrets = {
  app: { baseUrl: 'http://localhost:3000', title: 'Portal' },
  backend: { baseUrl: 'https://backstage.example.com', database: { client: 'pg', connection: 'postgres://u:db-secret@db' } },
  sonarqube: { baseUrl: 'https://sonar.example.com', apiKey: 'sonar-SECRET' },
  jenkins: { instances: [{ name: 'ci', baseUrl: 'https://ci.example.com', apiKey: 'jenkins-SECRET' }] },
  onCall: { proxyPath: '/on-call', apiKey: 'on-call-SECRET', plain: 'not marked' },
};

const schemas: Record<string, unknown> = {
  [EVERYTHING]: { type: 'object', deepVisibility: 'frontend' },
  [NARROW]: { type: 'object', properties: { sonarqube: { type: 'object', properties: { apiKey: { type: 'string', visibility: 'frontend' } } } } },
  [SONARQUBE_BACKEND]: {
    type: 'object',
    properties: { sonarqube: { type: 'object', properties: { baseUrl: { type: 'string' }, apiKey: { type: 'string', visibility: 'secret' } } } },
  },
  [JENKINS_BACKEND]: {
    type: 'object',
    properties: {
      jenkins: {
        type: 'object',
        properties: { instances: { type: 'array', items: { type: 'object', properties: { baseUrl: { type: 'string' }, apiKey: { type: 'string', visibility: 'secret' } } } } },
      },
    },
  },
  '@acme/on-call': {
    type: 'object',
    properties: {
      onCall: {
        type: 'object',
        properties: { proxyPath: { type: 'string', visibility: 'frontend' }, apiKey: { type: 'string', visibility: 'secret' }, plain: { type: 'string' } },
      },
      // A schema that tries to show more of the backend's settings to the browser is ignored for Portico's sections.
      backend: { type: 'object', properties: { database: { type: 'object', properties: { client: { type: 'string', visibility: 'frontend' } } } } },
    },
  },
};

describe('plugin config for the browser', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'portico-plugin-config-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  /** An app repository whose package.json depends on `installed`, each in its node_modules with its schema. */
  const app = async (installed: readonly string[]): Promise<string> => {
    const appDir = join(folder, 'app');
    await mkdir(appDir, { recursive: true });
    await writeFile(join(appDir, 'package.json'), JSON.stringify({ name: 'acme-portal', version: '1.0.0', dependencies: Object.fromEntries(installed.map((name) => [name, '1.0.0'])) }));
    for (const name of installed) {
      const manifest = join(appDir, 'node_modules', name, 'package.json');
      await mkdir(dirname(manifest), { recursive: true });
      await writeFile(manifest, JSON.stringify({ name, version: '1.0.0', configSchema: schemas[name] }));
    }
    return appDir;
  };
  const manifestOf = (appDir: string, name: string) => join(appDir, 'node_modules', name, 'package.json');

  /** Builds as config/build/plugin-packages.ts does, writing the two files the server reads. */
  const build = async (appDir: string, plugins: readonly string[]): Promise<string> => {
    const built = await buildConfigSchemas(appDir, plugins.map((name) => manifestOf(appDir, name)));
    if (E.isLeft(built)) throw new Error(built.left);
    const dist = join(folder, 'dist');
    await mkdir(join(dist, '.vite'), { recursive: true });
    await writeFile(join(dist, PLUGIN_CONFIG_SCHEMA_FILE), JSON.stringify(built.right.pluginSchemas));
    await writeFile(join(dist, CONFIG_VISIBILITY_FILE), JSON.stringify(built.right.visibility));
    return dist;
  };

  const browserSees = (dist: string) => browserAppConfig(appConfigWithSecrets, frontendConfig(appConfigWithSecrets), dist);

  it('lets through only the keys the built plugins mark visible to the frontend, outside Portico\'s sections', async () => {
    const appDir = await app(['@acme/on-call']);
    expect(await pluginFrontendConfig(appConfigWithSecrets, await build(appDir, ['@acme/on-call']))).toEqual({ onCall: { proxyPath: '/on-call' } });
  });

  it("stops the build when a plugin's deepVisibility shows installed packages' secrets, naming each key and both packages", async () => {
    const appDir = await app([EVERYTHING, SONARQUBE_BACKEND, JENKINS_BACKEND]);
    const built = await buildConfigSchemas(appDir, [manifestOf(appDir, EVERYTHING)]);
    expect(E.isLeft(built)).toBe(true);
    const message = E.isLeft(built) ? built.left : '';
    expect(message).toContain(`'sonarqube.apiKey': visible to the frontend in the config schema of ${EVERYTHING}, secret in the config schema of ${SONARQUBE_BACKEND}`);
    expect(message).toContain(`'jenkins.instances[].apiKey': visible to the frontend in the config schema of ${EVERYTHING}, secret in the config schema of ${JENKINS_BACKEND}`);
  });

  it('stops the build when a narrower schema marks a secret visible to the frontend', async () => {
    const appDir = await app([NARROW, SONARQUBE_BACKEND]);
    const built = await buildConfigSchemas(appDir, [manifestOf(appDir, NARROW)]);
    expect(E.isLeft(built) ? built.left : '').toContain(`'sonarqube.apiKey': visible to the frontend in the config schema of ${NARROW}, secret in the config schema of ${SONARQUBE_BACKEND}`);
  });

  it("stops the build on a deepVisibility at the top of a plugin's schema, even with no other plugin installed", async () => {
    const appDir = await app([EVERYTHING]);
    const built = await buildConfigSchemas(appDir, [manifestOf(appDir, EVERYTHING)]);
    expect(E.isLeft(built) ? built.left : '').toContain(
      `'backend.database.connection': visible to the frontend in the config schema of ${EVERYTHING}, secret in the config schema of portico-app`,
    );
  });

  /**
   * A build that stored what the installed packages say, with a plugin schema that shows everything beside it (as
   * a build from before these checks, or one whose files were swapped, would have): the server still keeps back
   * every secret and every key no schema declares.
   */
  const storedWithEverything = async (installed: readonly string[]): Promise<string> => {
    const built = await buildConfigSchemas(await app(installed), []);
    if (E.isLeft(built)) throw new Error(built.left);
    const dist = join(folder, 'dist');
    await mkdir(join(dist, '.vite'), { recursive: true });
    await writeFile(join(dist, CONFIG_VISIBILITY_FILE), JSON.stringify(built.right.visibility));
    const everything = { backstageConfigSchemaVersion: 1, schemas: [{ packageName: EVERYTHING, value: schemas[EVERYTHING], path: 'package.json' }] };
    await writeFile(join(dist, PLUGIN_CONFIG_SCHEMA_FILE), JSON.stringify(everything));
    return dist;
  };

  it('shows the browser no key that no schema declares, however a deepVisibility at the top shows it', async () => {
    // Neither backend plugin is installed: nothing declares sonarqube.* or jenkins.*, so nothing of them goes.
    const seen = await browserSees(await storedWithEverything([]));
    expect(seen).toEqual(frontendConfig(appConfigWithSecrets));
    expect(JSON.stringify(seen)).not.toMatch(/SECRET|db-secret/);
  });

  it('keeps back every value the stored secrets name, whatever a plugin schema shows', async () => {
    const seen = await browserSees(await storedWithEverything([SONARQUBE_BACKEND, JENKINS_BACKEND]));
    expect(seen['sonarqube']).toEqual({ baseUrl: 'https://sonar.example.com' });
    // `name` is declared by no schema here: it stays on the server too.
    expect(seen['jenkins']).toEqual({ instances: [{ baseUrl: 'https://ci.example.com' }] });
    expect(JSON.stringify(seen)).not.toMatch(/SECRET|db-secret/);
  });

  it('lets no plugin key through for a build without the stored secrets, nor for one without plugin schemas', async () => {
    const appDir = await app(['@acme/on-call']);
    const dist = await build(appDir, ['@acme/on-call']);
    await rm(join(dist, CONFIG_VISIBILITY_FILE));
    expect(await pluginFrontendConfig(appConfigWithSecrets, dist)).toEqual({});
    expect(await pluginFrontendConfig(appConfigWithSecrets, join(folder, 'nothing'))).toEqual({});
  });

  it("finds the installed Backstage packages' secrets in this repository, and no conflict with Portico's allow-list", async () => {
    const built = await buildConfigSchemas(REPO, []);
    if (E.isLeft(built)) throw new Error(built.left);
    const secrets = built.right.visibility.secrets.map((secret) => `${secret.packageName} ${schemaPathName(secret.path)}`);
    expect(secrets).toEqual(
      expect.arrayContaining(['@backstage/integration integrations.github[].token', '@backstage/backend-defaults backend.auth.keys[].secret']),
    );
    const dist = join(folder, 'dist');
    await mkdir(join(dist, '.vite'), { recursive: true });
    await writeFile(join(dist, CONFIG_VISIBILITY_FILE), JSON.stringify(built.right.visibility));
    expect(await readConfigVisibility(dist)).toEqual(built.right.visibility);
    // It reads every config schema installed here (hundreds of packages): seconds on a busy machine.
  }, 120_000);
});

describe('the config the portal serves, and embeds in index.html', () => {
  let folder: string;
  let stack: RunningStack | undefined;
  const cwd = process.cwd();
  afterEach(async () => {
    await stack?.stop();
    stack = undefined;
    process.chdir(cwd);
    await rm(folder, { recursive: true, force: true });
  });

  const get = (path: string): Promise<string> =>
    new Promise((resolvePromise, reject) => {
      const { port } = new URL(stack!.portal.url);
      const req = request({ hostname: '127.0.0.1', port, path, headers: { host: 'localhost:3000' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolvePromise(Buffer.concat(chunks).toString('utf8')));
      });
      req.on('error', reject);
      req.end();
    });

  it("carries no plugin's secret and no URL credentials, for a visitor not signed in", async () => {
    folder = await mkdtemp(join(tmpdir(), 'portico-served-config-'));
    const dist = join(folder, 'dist');
    await mkdir(join(dist, '.vite'), { recursive: true });
    await writeFile(join(dist, 'index.html'), await readFile(join(REPO, 'index.html'), 'utf8'));
    await writeFile(join(dist, '.vite', 'manifest.json'), '{}');
    // What a build stores for an app whose backend plugins are installed, with a plugin schema showing everything.
    const appDir = join(folder, 'app');
    for (const name of [SONARQUBE_BACKEND, JENKINS_BACKEND]) {
      await mkdir(join(appDir, 'node_modules', name), { recursive: true });
      await writeFile(join(appDir, 'node_modules', name, 'package.json'), JSON.stringify({ name, version: '1.0.0', configSchema: schemas[name] }));
    }
    await writeFile(join(appDir, 'package.json'), JSON.stringify({ name: 'acme', version: '1.0.0', dependencies: { [SONARQUBE_BACKEND]: '1', [JENKINS_BACKEND]: '1' } }));
    const built = await buildConfigSchemas(appDir, []);
    if (E.isLeft(built)) throw new Error(built.left);
    await writeFile(join(dist, CONFIG_VISIBILITY_FILE), JSON.stringify(built.right.visibility));
    const everything = { backstageConfigSchemaVersion: 1, schemas: [{ packageName: EVERYTHING, value: schemas[EVERYTHING], path: 'package.json' }] };
    await writeFile(join(dist, PLUGIN_CONFIG_SCHEMA_FILE), JSON.stringify(everything));

    process.chdir(folder);
    stack = await startStack({
      config: {
        ...appConfigWithSecrets,
        app: { ...appConfigWithSecrets.app, listen: { host: '127.0.0.1', port: 0 } },
        backend: { ...appConfigWithSecrets.backend, baseUrl: 'https://portal-user:url-SECRET@backstage.example.com' },
      },
      mode: 'static',
    });
    const served = await get('/.portico/app-config.json');
    const page = await get('/');
    expect(JSON.parse(served).appConfig.backend).toEqual({ baseUrl: 'https://backstage.example.com' });
    expect(JSON.parse(served).appConfig.sonarqube).toEqual({ baseUrl: 'https://sonar.example.com' });
    for (const body of [served, page]) {
      expect(body).toContain('sonar.example.com');
      expect(body).not.toMatch(/SECRET|db-secret|portal-user/);
    }
  });
});
