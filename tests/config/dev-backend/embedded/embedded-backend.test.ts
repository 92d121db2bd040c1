import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fetchGuestToken, waitForCatalog } from '../../../../config/dev-backend/embedded/embedded-backend-client';
import { backendEnvironment, READINESS_PATH, startEmbeddedBackend, type EmbeddedBackend } from '../../../../config/dev-backend/embedded/embedded-backend';
import { exampleEntityRefs } from '../../../../config/dev-backend/embedded/example-entities';
import { SEARCH_TRIGRAM_INDEX } from '../../../../config/dev-backend/embedded/search-trigram-index.module';
import { startTemporaryPostgres, type TemporaryPostgres } from '../../../support/postgres';

jest.setTimeout(120_000);

const HOST = '127.0.0.1';
const APP_BASE_URL = 'http://localhost:3999';
const DENIED_PERMISSION = 'catalog.location.create';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, HOST, () => server.close(() => resolve(true)));
  });
}

describe('embedded Backstage backend', () => {
  let backend: EmbeddedBackend;
  let port: number;
  let token: string;
  let startedAt: number;
  const outputLines: string[] = [];

  // The portal's own config override, in the environment the backend starts from: it configures the portal only.
  const PORTAL_ONLY_VARIABLE = 'APP_CONFIG_portico_permission_deny';

  beforeAll(async () => {
    port = await freePort();
    startedAt = Date.now();
    process.env[PORTAL_ONLY_VARIABLE] = JSON.stringify(['catalog.entity.read']);
    try {
      backend = await startEmbeddedBackend({
        port,
        appBaseUrl: APP_BASE_URL,
        extraConfig: { portico: { permission: { deny: [DENIED_PERMISSION] } } },
        log: (line) => outputLines.push(line),
      });
    } finally {
      delete process.env[PORTAL_ONLY_VARIABLE];
    }
    console.info(`embedded backend ready after ${Date.now() - startedAt} ms`);
  });

  it("takes none of the portal's APP_CONFIG_ variables", () => {
    expect(backendEnvironment({ APP_CONFIG_portico_seed_rowsFile: '/etc/passwd', app_config_x: 'y', PATH: '/bin', HOME: '/root' })).toEqual({ PATH: '/bin', HOME: '/root' });
  });

  it("is not told it runs in production when the portal's build has set NODE_ENV=production", () => {
    expect(backendEnvironment({ NODE_ENV: 'production', PATH: '/bin' })).toEqual({ PATH: '/bin' });
    expect(backendEnvironment({ NODE_ENV: 'test', PATH: '/bin' })).toEqual({ NODE_ENV: 'test', PATH: '/bin' });
  });

  afterAll(async () => {
    await backend?.stop();
  });

  it('answers readiness on its base URL', async () => {
    expect(backend.baseUrl).toBe(`http://${HOST}:${port}`);
    const response = await fetch(`${backend.baseUrl}${READINESS_PATH}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('signs in a guest through GET and POST on the guest refresh endpoint', async () => {
    for (const method of ['GET', 'POST']) {
      const response = await fetch(`${backend.baseUrl}/api/auth/guest/refresh`, {
        method,
        headers: { 'x-requested-with': 'XMLHttpRequest' },
      });
      expect(response.status).toBe(200);
      const session = await response.json();
      expect(Object.keys(session).sort()).toEqual(['backstageIdentity', 'profile']);
      expect(Object.keys(session.backstageIdentity).sort()).toEqual(['expiresInSeconds', 'identity', 'token']);
      expect(session.backstageIdentity.identity.type).toBe('user');
      expect(session.backstageIdentity.identity.userEntityRef).toBe('user:default/guest');
      expect(typeof session.backstageIdentity.token).toBe('string');
    }
    token = await fetchGuestToken(backend.baseUrl);
  });

  it('ingests every example entity and lists them through by-query', async () => {
    const expected = exampleEntityRefs();
    await waitForCatalog({ baseUrl: backend.baseUrl, token, entityRefs: expected, timeoutMs: 90_000 });
    console.info(`${expected.length} example entities ingested ${Date.now() - startedAt} ms after the start`);

    const response = await fetch(
      `${backend.baseUrl}/api/catalog/entities/by-query?limit=500&fields=kind,metadata.name,metadata.namespace`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    const listed = (body.items as Array<{ kind: string; metadata: { name: string; namespace: string } }>).map(
      (entity) => `${entity.kind}:${entity.metadata.namespace}/${entity.metadata.name}`.toLowerCase(),
    );
    expect(listed).toEqual(expect.arrayContaining(expected));
    expect(listed).toEqual(
      expect.arrayContaining(['component:default/payments', 'template:default/create-node-service']),
    );
    expect(body.totalItems).toBe(listed.length);
  });

  it('refuses catalog requests without a token with 401', async () => {
    const response = await fetch(`${backend.baseUrl}/api/catalog/entities/by-query?limit=1`);
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body.error).toEqual({ name: 'AuthenticationError', message: 'Missing credentials' });
  });

  it('allows credentialed CORS requests from the portal origin only', async () => {
    const preflight = (origin: string) =>
      fetch(`${backend.baseUrl}/api/catalog/entities/by-query`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'authorization',
        },
      });
    const fromPortal = await preflight(APP_BASE_URL);
    expect(fromPortal.headers.get('access-control-allow-origin')).toBe(APP_BASE_URL);
    expect(fromPortal.headers.get('access-control-allow-credentials')).toBe('true');
    const fromElsewhere = await preflight('http://evil.example.com');
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('denies the permissions listed in portico.permission.deny and allows the others', async () => {
    const response = await fetch(`${backend.baseUrl}/api/permission/authorize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        items: [
          { id: 'denied', permission: { type: 'basic', name: DENIED_PERMISSION, attributes: { action: 'create' } } },
          { id: 'allowed', permission: { type: 'basic', name: 'catalog.entity.create', attributes: { action: 'create' } } },
        ],
      }),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.items).toEqual([
      { id: 'denied', result: 'DENY' },
      { id: 'allowed', result: 'ALLOW' },
    ]);
  });

  it('passes the backend output to the log callback without colour codes', () => {
    expect(outputLines.length).toBeGreaterThan(0);
    expect(outputLines.some((line) => line.includes('\u001b['))).toBe(false);
  });

  it('frees the port when stopped', async () => {
    expect(await canListen(port)).toBe(false);
    await backend.stop();
    expect(await canListen(port)).toBe(true);
    await expect(fetch(`${backend.baseUrl}${READINESS_PATH}`)).rejects.toThrow();
  });
});

describe('embedded Backstage backend start failures', () => {
  it('refuses a port that is already taken', async () => {
    const blocker = createServer();
    const port = await new Promise<number>((resolve) =>
      blocker.listen(0, HOST, () => {
        const address = blocker.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    try {
      await expect(startEmbeddedBackend({ port, appBaseUrl: APP_BASE_URL })).rejects.toThrow(
        `${HOST}:${port} is not available`,
      );
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('reports an early exit with the last output lines', async () => {
    const port = await freePort();
    const attempt = startEmbeddedBackend({
      port,
      appBaseUrl: APP_BASE_URL,
      extraConfig: { backend: { database: { client: 'no-such-database-client' } } },
    });
    await expect(attempt).rejects.toThrow(/did not become ready: the process exited[\s\S]*Last output lines:/);
    expect(await canListen(port)).toBe(true);
  });

  it("names a team's backend module whose default export is no backend plugin or module", async () => {
    const dir = await mkdtemp(join(tmpdir(), 'portico-added-module-'));
    try {
      const file = join(dir, 'index.mjs');
      await writeFile(file, 'export default { name: "not a backend feature" };\n');
      const attempt = startEmbeddedBackend({ port: await freePort(), appBaseUrl: APP_BASE_URL, addedModules: [{ packageName: '@acme/not-a-module', file }] });
      await expect(attempt).rejects.toThrow("The backend module '@acme/not-a-module' (portico.embeddedBackendModules) has no backend plugin or module as its default export");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('embedded Backstage backend on PostgreSQL', () => {
  let postgres: TemporaryPostgres;
  let backend: EmbeddedBackend | undefined;

  beforeAll(async () => {
    postgres = await startTemporaryPostgres();
  });

  afterAll(async () => {
    await backend?.stop();
    await postgres?.stop();
  });

  it('keeps its catalog in the given database', async () => {
    backend = await startEmbeddedBackend({ port: await freePort(), appBaseUrl: APP_BASE_URL, database: postgres.backendDatabase });
    const token = await fetchGuestToken(backend.baseUrl);
    await waitForCatalog({ baseUrl: backend.baseUrl, token, entityRefs: ['component:default/payments'], timeoutMs: 90_000 });

    const databases = await postgres.query('select datname from pg_database order by datname');
    expect(databases).toEqual(expect.arrayContaining(['backstage_plugin_auth', 'backstage_plugin_catalog', 'backstage_plugin_scaffolder']));
    const payments = await postgres.query(
      "select count(*) from final_entities where final_entity like '%\"name\":\"payments\"%'",
      'backstage_plugin_catalog',
    );
    expect(Number(payments[0])).toBeGreaterThan(0);
  });

  it('builds a trigram index on the catalog search table that the text filter query uses', async () => {
    const catalogDb = 'backstage_plugin_catalog';
    const indexDefinition = () =>
      postgres.query(`select indexdef from pg_indexes where tablename = 'search' and indexname = '${SEARCH_TRIGRAM_INDEX}'`, catalogDb);
    const deadline = Date.now() + 60_000;
    let definition = await indexDefinition();
    while (definition.length === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      definition = await indexDefinition();
    }
    expect(definition).toEqual([expect.stringMatching(/USING gin \(value gin_trgm_ops\) WHERE .*metadata\.name.*metadata\.tags/)]);

    // The statement Backstage sends for fullTextFilterTerm, on a table with as many names as a large
    // catalog (filler rows of one entity; the database is thrown away): a few example entities alone
    // would be read faster without any index.
    const plan = await postgres.query(
      `insert into search (entity_id, key, value, original_value)
         select entity_id, 'metadata.name', 'filler-' || n, 'filler-' || n
         from (select entity_id from final_entities limit 1) as one, generate_series(1, 50000) as n;
       analyze search;
       explain select entity_id from search
         where key in ('metadata.name', 'metadata.title', 'spec.profile.displayname', 'metadata.tags') and value like '%paym%'`,
      catalogDb,
    );
    expect(plan.join('\n')).toContain(`Bitmap Index Scan on ${SEARCH_TRIGRAM_INDEX}`);
  });
});
