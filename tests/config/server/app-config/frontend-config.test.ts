import fc from 'fast-check';
import { browserReads, frontendConfig } from '../../../../config/server/app-config/frontend-config';

const SECRET = 'SECRET-do-not-ship';

/** A full server-side config with secrets in every place Backstage keeps them. */
const serverConfig = (secret: string) => ({
  app: { title: 'Portico', baseUrl: 'http://localhost:3000/portal', support: { url: 'https://help', items: [] } },
  backend: {
    baseUrl: 'http://localhost:7007',
    listen: { port: 7007 },
    auth: { keys: [{ secret }], externalAccess: [{ type: 'static', options: { token: secret, subject: 'ci' } }] },
    database: { client: 'pg', connection: { host: 'db', user: 'backstage', password: secret } },
    cors: { origin: 'http://localhost:3000' },
  },
  discovery: { endpoints: [{ target: 'http://search.internal:7007/api/{{pluginId}}', plugins: ['search'] }] },
  auth: {
    environment: 'production',
    session: { secret },
    providers: { github: { production: { clientId: 'id', clientSecret: secret } }, guest: {} },
  },
  enableExperimentalRedirectFlow: true,
  permission: { enabled: true, EXPERIMENTAL_enableBatchedRequests: true, policy: { secret } },
  portico: { embeddedBackend: false, signIn: { providers: [{ id: 'guest' }] }, home: { clocks: [] }, adminToken: secret },
  kubernetes: {
    podExecTerminal: { enabled: true },
    frontend: { podDelete: { enabled: true } },
    clusterLocatorMethods: [{ type: 'config', clusters: [{ name: 'dev', url: 'https://k8s', serviceAccountToken: secret }] }],
  },
  search: { query: { pageLimit: 50 }, pg: { password: secret } },
  techdocs: {
    builder: 'external',
    storageUrl: 'http://localhost:7007/api/techdocs/static/docs',
    publisher: { type: 'awsS3', awsS3: { credentials: { accessKeyId: secret, secretAccessKey: secret } } },
  },
  integrations: {
    github: [
      { host: 'github.com', token: secret, apps: [{ appId: 1, privateKey: secret, clientSecret: secret, webhookSecret: secret }] },
      { host: 'ghe.example.com', apiBaseUrl: 'https://ghe.example.com/api/v3', token: secret },
    ],
    azure: [{ host: 'dev.azure.com', credentials: [{ organizations: ['org'], clientId: 'x', clientSecret: secret, tenantId: 't', personalAccessToken: secret }] }],
    bitbucketCloud: [{ username: 'u', appPassword: secret }],
    bitbucketServer: [{ host: 'bitbucket.example.com', username: 'u', password: secret, token: secret }],
    gitlab: [{ host: 'gitlab.com', baseUrl: 'https://gitlab.com', token: secret }],
    azureBlobStorage: [{ accountName: 'a', accountKey: secret, sasToken: secret }],
    awsS3: [{ host: 'amazonaws.com', accessKeyId: secret, secretAccessKey: secret }],
  },
  catalog: { locations: [{ type: 'file', target: '/srv/catalog.yaml' }], index: { pagination: { mode: 'offset', limit: 50 } } },
  scaffolder: { defaultAuthor: { name: 'x' }, defaultCommitMessage: secret, useLongPollingLogs: 'yes' },
  proxy: { endpoints: { '/x': { target: 'http://x', headers: { Authorization: secret } } } },
  home: { widgets: [] },
});

describe('frontendConfig', () => {
  const view = frontendConfig(serverConfig(SECRET));

  it('never exposes a secret', () => {
    expect(JSON.stringify(view)).not.toContain(SECRET);
  });

  it('keeps only backend.baseUrl of the backend (no auth keys, no database, no listen)', () => {
    expect(view['backend']).toEqual({ baseUrl: 'http://localhost:7007' });
  });

  it('keeps only auth.environment of auth (no session secret, no provider secrets)', () => {
    expect(view['auth']).toEqual({ environment: 'production' });
  });

  it('keeps only host, apiBaseUrl, baseUrl and organization of each integration', () => {
    expect(view['integrations']).toEqual({
      github: [{ host: 'github.com' }, { host: 'ghe.example.com', apiBaseUrl: 'https://ghe.example.com/api/v3' }],
      azure: [{ host: 'dev.azure.com' }],
      bitbucketCloud: [{}],
      bitbucketServer: [{ host: 'bitbucket.example.com' }],
      gitlab: [{ host: 'gitlab.com', baseUrl: 'https://gitlab.com' }],
      azureBlobStorage: [{}],
      awsS3: [{ host: 'amazonaws.com' }],
    });
  });

  it('keeps the config keys the browser reads', () => {
    expect(view).toEqual({
      app: serverConfig(SECRET).app,
      backend: { baseUrl: 'http://localhost:7007' },
      discovery: { endpoints: [{ target: 'http://search.internal:7007/api/{{pluginId}}', plugins: ['search'] }] },
      auth: { environment: 'production' },
      enableExperimentalRedirectFlow: true,
      permission: { enabled: true, EXPERIMENTAL_enableBatchedRequests: true },
      portico: { embeddedBackend: false, signIn: { providers: [{ id: 'guest' }] }, home: { clocks: [] } },
      kubernetes: { podExecTerminal: { enabled: true }, frontend: { podDelete: { enabled: true } } },
      search: { query: { pageLimit: 50 } },
      scaffolder: { useLongPollingLogs: 'yes' },
      techdocs: { builder: 'external', storageUrl: 'http://localhost:7007/api/techdocs/static/docs' },
      catalog: { index: { pagination: { mode: 'offset', limit: 50 } } },
      integrations: expect.any(Object),
      home: { widgets: [] },
    });
  });

  it('leaves out sections the config does not have', () => {
    expect(frontendConfig({ app: { baseUrl: 'http://x' }, backend: { baseUrl: 'http://y', database: { password: SECRET } } })).toEqual({
      app: { baseUrl: 'http://x' },
      backend: { baseUrl: 'http://y' },
    });
    expect(frontendConfig({ backend: { database: { password: SECRET } }, integrations: { github: 'not-a-list' } })).toEqual({});
  });

  it('keeps where the server listens on the server (app.listen)', () => {
    const seen = frontendConfig({ app: { baseUrl: 'http://portal', title: 'Portico', listen: { host: '10.0.0.5', port: 7000 } } });
    expect(seen['app']).toEqual({ baseUrl: 'http://portal', title: 'Portico' });
  });

  it("sends a discovery target's external URL only, and a plain target as it is", () => {
    const seen = frontendConfig({
      discovery: {
        endpoints: [
          { target: { internal: 'http://search.cluster.local:7007/api/{{pluginId}}', external: 'https://search.example.com/api/{{pluginId}}' }, plugins: ['search'] },
          { target: 'https://docs.example.com/api/{{pluginId}}', plugins: ['techdocs'] },
        ],
      },
    });
    expect(seen['discovery']).toEqual({
      endpoints: [
        { target: { external: 'https://search.example.com/api/{{pluginId}}' }, plugins: ['search'] },
        { target: 'https://docs.example.com/api/{{pluginId}}', plugins: ['techdocs'] },
      ],
    });
    expect(JSON.stringify(seen)).not.toContain('cluster.local');
  });

  it('sends no URL with user information: not backend.baseUrl, nor any other URL it carries', () => {
    const seen = frontendConfig({
      app: { baseUrl: 'https://ops:app-secret@portal.example.com/portal', support: { url: 'https://help:support-secret@help.example.com' } },
      backend: { baseUrl: 'https://portal-user:url-secret@backstage.example.com' },
      discovery: { endpoints: [{ target: 'https://d:discovery-secret@docs.example.com/api/{{pluginId}}', plugins: ['techdocs'] }] },
      integrations: { github: [{ host: 'ghe.example.com', apiBaseUrl: 'https://bot:api-secret@ghe.example.com/api/v3' }] },
    });
    expect(seen['backend']).toEqual({ baseUrl: 'https://backstage.example.com' });
    expect(seen['app']).toEqual({ baseUrl: 'https://portal.example.com/portal', support: { url: 'https://help.example.com' } });
    expect(JSON.stringify(seen)).not.toMatch(/secret|portal-user|ops:|bot:/);
  });

  it('keeps only the leaves the browser reads inside the sections it reads', () => {
    const seen = frontendConfig({
      app: { baseUrl: 'http://portal', analytics: { provider: 'console', ga: { trackingId: SECRET } }, routes: { bindings: {}, other: SECRET } },
      auth: { autologout: { enabled: true, idleTimeoutMinutes: 30, extra: SECRET } },
      kubernetes: { podExecTerminal: { enabled: true, shell: SECRET }, frontend: { podDelete: { enabled: true }, other: SECRET } },
      search: { query: { pageLimit: 25, pg: SECRET }, typeFilter: 'tabs' },
    });
    expect(seen).toEqual({
      app: { baseUrl: 'http://portal', analytics: { provider: 'console' }, routes: { bindings: {} } },
      auth: { autologout: { enabled: true, idleTimeoutMinutes: 30 } },
      kubernetes: { podExecTerminal: { enabled: true }, frontend: { podDelete: { enabled: true } } },
      search: { query: { pageLimit: 25 }, typeFilter: 'tabs' },
    });
  });

  it('sends no key the browser does not read, wherever it sits beside one it reads (property)', () => {
    const unread = fc.string({ minLength: 1 }).filter((key) => !['external', 'baseUrl', 'title', 'enabled', 'provider', 'bindings', 'pageLimit'].includes(key));
    fc.assert(
      fc.property(unread, fc.constantFrom(0, 1, 2, 3, 4), (key, where) => {
        const config = {
          app: { baseUrl: 'http://portal', title: 'Portico' },
          discovery: { endpoints: [{ target: { external: 'https://x.example.com/api/{{pluginId}}' }, plugins: ['x'] }] },
          kubernetes: { podExecTerminal: { enabled: true } },
          search: { query: { pageLimit: 10 } },
          auth: { autologout: { enabled: true } },
        };
        const places: Record<string, unknown>[] = [
          config.app,
          config.discovery.endpoints[0]!.target,
          config.kubernetes.podExecTerminal,
          config.search.query,
          config.auth.autologout,
        ];
        Object.defineProperty(places[where], key, { value: SECRET, enumerable: true, configurable: true, writable: true });
        expect(JSON.stringify(frontendConfig(config))).not.toContain(SECRET);
      }),
    );
  });

  it('never exposes any secret string put in any secret place (property)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8 }).map((text) => `S3CR3T:${text}`), (secret) => {
        expect(JSON.stringify(frontendConfig(serverConfig(secret)))).not.toContain(JSON.stringify(secret).slice(1, -1));
      }),
    );
  });
});

describe('browserReads', () => {
  it.each([
    [['app', 'baseUrl'], true],
    [['app', 'support', 'items', 0, 'title'], true],
    [['app', 'listen', 'port'], false],
    [['app'], true],
    [['backend', 'baseUrl'], true],
    [['backend', 'database', 'connection', 'password'], false],
    [['discovery', 'endpoints', 0, 'target'], true],
    [['discovery', 'endpoints', 1, 'target', 'external'], true],
    [['discovery', 'endpoints', 1, 'target', 'internal'], false],
    [['integrations', 'github', 0, 'apiBaseUrl'], true],
    [['integrations', 'github', 0, 'token'], false],
    [['home', 'toolkit', 2, 'url'], true],
    [['catalog', 'locations'], false],
  ] as const)('%j: %s', (path, expected) => {
    expect(browserReads(path)).toBe(expected);
  });
});
