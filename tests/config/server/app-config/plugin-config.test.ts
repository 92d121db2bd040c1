// Plugin packages' config keys reach the browser when their schema marks them visible to the frontend, and
// never widen Portico's own sections.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PLUGIN_CONFIG_SCHEMA_FILE, pluginConfigSchemas, pluginFrontendConfig } from '../../../../config/server/app-config/plugin-config';

describe('plugin config for the browser', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'portico-plugin-config-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const config = {
    app: { baseUrl: 'http://localhost:3000' },
    backend: { baseUrl: 'http://localhost:7007', database: { client: 'pg', connection: 'secret' } },
    onCall: { proxyPath: '/on-call', apiKey: 'secret-key', plain: 'not marked' },
  };

  it('lets through only the keys the built plugins mark visible to the frontend', async () => {
    const manifest = join(folder, 'plugin', 'package.json');
    await mkdir(join(folder, 'plugin'), { recursive: true });
    await writeFile(
      manifest,
      JSON.stringify({
        name: '@acme/on-call',
        version: '1.0.0',
        configSchema: {
          type: 'object',
          properties: {
            onCall: {
              type: 'object',
              properties: { proxyPath: { type: 'string', visibility: 'frontend' }, apiKey: { type: 'string', visibility: 'secret' }, plain: { type: 'string' } },
            },
            // A schema that tries to show the backend's database to the browser is ignored for Portico's sections.
            backend: { type: 'object', properties: { database: { type: 'object', visibility: 'frontend' } } },
          },
        },
      }),
    );
    const dist = join(folder, 'dist');
    await mkdir(join(dist, '.vite'), { recursive: true });
    await writeFile(join(dist, PLUGIN_CONFIG_SCHEMA_FILE), JSON.stringify(await pluginConfigSchemas([manifest])));
    expect(await pluginFrontendConfig(config, dist)).toEqual({ onCall: { proxyPath: '/on-call' } });
  });

  it('lets nothing through for a build without plugin schemas', async () => {
    expect(await pluginFrontendConfig(config, join(folder, 'dist'))).toEqual({});
  });
});
