// Production shape: two replicas of the embedded Backstage backend on one PostgreSQL, each behind a portal of
// its own. What one portal does shows in the other (a registered entity, also in search, whose index is kept
// in the database; a scaffolder task followed live), a token issued by one replica is accepted by the other,
// and when replica A goes away portal A says so while portal B keeps serving. This file runs its own stack; the shared e2e stack is not touched.
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { loadAppConfig } from '../../../config/server/app-config/load-app-config';
import { frontendConfig } from '../../../config/server/app-config/frontend-config';
import { fetchGuestToken, waitForCatalog } from '../../../config/dev-backend/embedded/embedded-backend-client';
import { startEmbeddedBackend, type EmbeddedBackend } from '../../../config/dev-backend/embedded/embedded-backend';
import { browserConfig } from '../../../config/server/stack';
import { startPortalServer, type PortalServer } from '../../../config/server/portal-server';
import { startLocalHttpServer, type LocalHttpServer } from '../../adapters/shared/local-http-server';
import { launchBrowser, type TestBrowser } from '../../support/e2e/browser';
import { FILTER_OPTIONS_READ_CUT_OFF } from '../../support/e2e/console-guard';
import { freePort } from '../../support/e2e/free-port';
import { startTemporaryPostgres, type TemporaryPostgres } from '../../support/postgres';

jest.setTimeout(420_000);

const HOST = '127.0.0.1';
const suffix = randomBytes(3).toString('hex');
const registeredName = `zz-replicas-${suffix}-registered`;
const scaffoldedName = `zz-replicas-${suffix}-scaffolded`;
const WAIT_MS = 120_000;
// The catalog collator runs every 30 s; the entity must be processed first, on a machine that may be busy.
const SEARCH_WAIT_MS = 240_000;

const catalogFile = `apiVersion: backstage.io/v1alpha1
kind: Component
metadata:
  name: ${registeredName}
  description: Registered through portal A
spec:
  type: service
  lifecycle: experimental
  owner: group:default/team-storefront
`;

interface Replica {
  readonly backend: EmbeddedBackend;
  readonly portal: PortalServer;
  readonly portalUrl: string;
}

/** One replica of the backend on the shared database, and a portal passing /api/* on to it alone. */
const startReplica = async (name: string, postgres: TemporaryPostgres, log: (line: string) => void): Promise<Replica> => {
  const [portalPort, backendPort] = [await freePort(), await freePort()];
  const portalUrl = `http://${HOST}:${portalPort}`;
  const backend = await startEmbeddedBackend({
    port: backendPort,
    appBaseUrl: portalUrl,
    database: postgres.backendDatabase,
    // The location registered through portal A is served from loopback.
    extraConfig: { backend: { reading: { allow: [{ host: `${HOST}:1024-65535` }] } } },
    log: (line) => log(`[${name}] ${line}`),
  });
  try {
    const loaded = await loadAppConfig({
      cwd: process.cwd(),
      configFiles: [],
      env: { ...process.env, APP_CONFIG_app_baseUrl: portalUrl, APP_CONFIG_backend_baseUrl: backend.baseUrl },
    });
    if (loaded._tag === 'Left') throw new Error(loaded.left);
    const portal = await startPortalServer({
      host: HOST,
      port: portalPort,
      basePath: '',
      frontendConfig: frontendConfig(browserConfig(loaded.right.config, true, portalUrl)),
      backendProxyTarget: backend.baseUrl,
      mode: 'static',
      // Built by the e2e global setup.
      distDir: resolve('dist'),
      connectOrigins: [],
    });
    return { backend, portal, portalUrl };
  } catch (error) {
    await backend.stop();
    throw error;
  }
};

const signInAsGuest = async (page: Page, url: string): Promise<void> => {
  await page.goto(url);
  const signInButton = page.getByLabel('Guest sign-in').getByRole('button', { name: 'Sign In' });
  const signedIn = page.getByTestId('signed-in-user');
  await signInButton.or(signedIn).first().waitFor({ timeout: WAIT_MS });
  if (await signInButton.isVisible()) await signInButton.click();
  await signedIn.waitFor({ timeout: WAIT_MS });
};

/** Waits for an entity page, reloading while the catalog has not processed the entity yet. */
const waitForEntityPage = async (page: Page, url: string, name: string): Promise<void> => {
  const deadline = Date.now() + WAIT_MS;
  await page.goto(url);
  for (;;) {
    try {
      await page.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 5_000 });
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await page.reload();
    }
  }
};

const authorized = (token: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string> | undefined), authorization: `Bearer ${token}` },
});

interface SearchResult {
  readonly type: string;
  readonly document: { readonly location?: string };
}

/** Where each result of a search through the portal's /api/search/query leads. */
const searchLocations = async (portalUrl: string, token: string, term: string): Promise<string[]> => {
  const response = await fetch(`${portalUrl}/api/search/query?${new URLSearchParams({ term }).toString()}`, authorized(token));
  if (!response.ok) throw new Error(`search answered ${response.status}: ${await response.text()}`);
  const body = (await response.json()) as { results?: SearchResult[] };
  return (body.results ?? []).map((result) => result.document.location ?? '');
};

/** Polls a search until one of its results leads to `location`, or the deadline passes. */
const waitForSearchResult = async (portalUrl: string, token: string, term: string, location: string): Promise<void> => {
  const deadline = Date.now() + SEARCH_WAIT_MS;
  let last: string[] = [];
  while (Date.now() < deadline) {
    last = await searchLocations(portalUrl, token, term);
    if (last.includes(location)) return;
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 1_000));
  }
  throw new Error(`no search result for '${term}' leads to ${location} after ${SEARCH_WAIT_MS} ms (last results: ${last.join(', ') || 'none'})`);
};

interface TaskEvent {
  readonly event: string;
  readonly data: string;
}

/** Reads a scaffolder task's event stream (server-sent events) until its completion event, or the timeout. */
const followTaskEvents = async (url: string, token: string): Promise<TaskEvent[]> => {
  const response = await fetch(url, authorized(token, { signal: AbortSignal.timeout(WAIT_MS) }));
  if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}: ${await response.text()}`);
  const events: TaskEvent[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    const blocks = buffered.split('\n\n');
    buffered = blocks.pop() ?? '';
    for (const block of blocks) {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event:'))?.slice(6).trim() ?? 'message';
      const data = lines.filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('\n');
      events.push({ event, data });
      if (event === 'completion') {
        await reader.cancel().catch(() => undefined);
        return events;
      }
    }
  }
  throw new Error(`the event stream ended without a completion event after ${events.length} events`);
};

describe('two backend replicas on one PostgreSQL behind two portals', () => {
  let postgres: TemporaryPostgres;
  let replicaA: Replica;
  let replicaB: Replica;
  let files: LocalHttpServer;
  let browser: TestBrowser;
  let pageA: Page;
  let pageB: Page;
  let tokenFromA: string;
  const lines: string[] = [];
  const log = (line: string) => {
    lines.push(line);
    if (lines.length > 200) lines.shift();
  };

  beforeAll(async () => {
    try {
      postgres = await startTemporaryPostgres();
      // One after the other: the first creates the plugins' databases and runs their migrations.
      replicaA = await startReplica('A', postgres, log);
      replicaB = await startReplica('B', postgres, log);
      files = await startLocalHttpServer();
      files.answer((request) =>
        request.url === '/replicas/catalog-info.yaml'
          ? { status: 200, body: catalogFile, headers: { 'content-type': 'text/yaml' } }
          : { status: 404, body: 'not found' },
      );
      tokenFromA = await fetchGuestToken(replicaA.portalUrl);
      await waitForCatalog({
        baseUrl: replicaB.portalUrl,
        token: tokenFromA,
        entityRefs: ['component:default/payments', 'template:default/create-node-service'],
        timeoutMs: WAIT_MS,
      });
      browser = await launchBrowser();
      pageA = await browser.context.newPage();
      pageB = await browser.context.newPage();
      await signInAsGuest(pageA, `${replicaA.portalUrl}/catalog`);
      await signInAsGuest(pageB, `${replicaB.portalUrl}/catalog`);
    } catch (error) {
      console.error(`Replica output:\n${lines.slice(-60).join('\n')}`);
      throw error;
    }
  });

  afterAll(async () => {
    await browser?.close();
    await files?.close();
    for (const replica of [replicaA, replicaB]) {
      await replica?.portal.stop();
      await replica?.backend.stop();
    }
    await postgres?.stop();
  });

  it('accepts a token issued by replica A on replica B', async () => {
    const tokenFromB = await fetchGuestToken(replicaB.portalUrl);
    for (const [portalUrl, token] of [[replicaB.portalUrl, tokenFromA], [replicaA.portalUrl, tokenFromB]] as const) {
      const response = await fetch(`${portalUrl}/api/catalog/entities/by-name/component/default/payments`, authorized(token));
      expect(response.status).toBe(200);
    }
  });

  it('shows in portal B an entity registered through portal A', async () => {
    const target = `${files.origin}/replicas/catalog-info.yaml`;
    const registered = await fetch(
      `${replicaA.portalUrl}/api/catalog/locations`,
      authorized(tokenFromA, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ type: 'url', target }),
      }),
    );
    expect(registered.status).toBe(201);

    // Portal B may ask before replica B's catalog has processed the new location: a 404 until it has.
    browser.console.expect(`/api/catalog/entities/by-name/component/default/${registeredName}]`);
    await waitForEntityPage(pageB, `${replicaB.portalUrl}/catalog/default/component/${registeredName}`, registeredName);
    expect(await pageB.getByText('Registered through portal A').first().isVisible()).toBe(true);
  });

  it('finds through either portal, in the search index kept in the database, an entity registered through portal A', async () => {
    const location = `/catalog/default/component/${registeredName}`;
    const guestOfB = await fetchGuestToken(replicaB.portalUrl);
    await waitForSearchResult(replicaB.portalUrl, guestOfB, registeredName, location);

    // Both replicas read the one index, so portal A answers the same at once.
    expect(await searchLocations(replicaA.portalUrl, tokenFromA, registeredName)).toContain(location);
    const indexed = await postgres.query(
      `SELECT count(*) FROM documents WHERE type = 'software-catalog' AND document->>'location' = '${location}'`,
      'backstage_plugin_search',
    );
    expect(indexed).toEqual(['1']);
  });

  it('follows live through portal B a scaffolder task started through portal A', async () => {
    const started = await fetch(
      `${replicaA.portalUrl}/api/scaffolder/v2/tasks`,
      authorized(tokenFromA, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          templateRef: 'template:default/create-node-service',
          values: {
            name: scaffoldedName,
            description: 'Scaffolded through portal A',
            owner: 'group:default/team-storefront',
            lifecycle: 'experimental',
            port: 8080,
            repoUrl: `github.com?owner=acme&repo=${scaffoldedName}`,
          },
        }),
      }),
    );
    expect(started.status).toBe(201);
    const { id } = (await started.json()) as { id: string };

    // Portal B's event stream, opened right away, carries the task's steps until its completion.
    const streamed = followTaskEvents(`${replicaB.portalUrl}/api/scaffolder/v2/tasks/${id}/eventstream`, tokenFromA);
    await pageB.goto(`${replicaB.portalUrl}/create/tasks/${id}`);
    const events = await streamed;
    const logText = events.filter((event) => event.event === 'log').map((event) => event.data).join('\n');
    expect(logText).toContain('Beginning step Fetch skeleton');
    expect(logText).toContain(`Registered component:default/${scaffoldedName}`);
    const task = await fetch(`${replicaB.portalUrl}/api/scaffolder/v2/tasks/${id}`, authorized(tokenFromA));
    expect(((await task.json()) as { status?: string }).status).toBe('completed');

    const taskLog = pageB.getByRole('log', { name: 'Task log' });
    await taskLog.getByText(new RegExp(`Registered component:default/${scaffoldedName}`)).waitFor({ timeout: WAIT_MS });
    await pageB.getByRole('link', { name: 'Open in catalog' }).waitFor({ timeout: WAIT_MS });
  });

  it('reports in portal A that replica A is gone, while portal B keeps serving', async () => {
    await pageA.goto(`${replicaA.portalUrl}/catalog`);
    await pageA.locator('.portico-catalog-table tbody tr').first().waitFor({ timeout: WAIT_MS });
    // The kind options load after the rows: the API option must be there before the backend goes.
    await pageA.locator('#catalog-kind option[value="api"]').waitFor({ state: 'attached', timeout: WAIT_MS });

    // Portal A's calls fail on purpose from here on: its backend is gone.
    browser.console.expect(/status of 503 \(Service Unavailable\) \[http:\/\/127\.0\.0\.1:\d+\/api\/catalog\//, FILTER_OPTIONS_READ_CUT_OFF);
    await replicaA.backend.stop();

    await pageA.getByLabel('Kind').selectOption('api');
    await pageA.getByText('Could not fetch catalog entities.').waitFor({ timeout: WAIT_MS });
    expect(await pageA.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    // The portal's proxy answers for a backend that accepts no connections: a 503 in the backend's error shape, naming no address.
    const refused = await fetch(`${replicaA.portalUrl}/api/catalog/entities/by-query?limit=1`, authorized(tokenFromA));
    expect(refused.status).toBe(503);
    const refusal = await refused.text();
    expect(JSON.parse(refusal)).toMatchObject({ error: { name: 'ServiceUnavailable' } });
    expect(refusal).not.toContain('127.0.0.1');

    // Replica B verifies replica A's token with the keys A left in the shared database.
    const throughB = await fetch(
      `${replicaB.portalUrl}/api/catalog/entities/by-name/component/default/${registeredName}`,
      authorized(tokenFromA),
    );
    expect(throughB.status).toBe(200);
    await pageB.goto(`${replicaB.portalUrl}/catalog`);
    await pageB.locator('.portico-catalog-table tbody tr').first().waitFor({ timeout: WAIT_MS });
    await pageB.locator('#catalog-kind option[value="api"]').waitFor({ state: 'attached', timeout: WAIT_MS });
    await pageB.getByLabel('Kind').selectOption('api');
    await pageB.getByRole('heading', { name: /API \(\d+\)/ }).waitFor({ timeout: WAIT_MS });
    expect(await pageB.getByText('Could not fetch catalog entities.').count()).toBe(0);
  });
});
