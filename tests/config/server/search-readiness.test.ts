// While the embedded backend has not built its first search index, the portal is not ready and answers search calls
// itself with a 503 (Retry-After, the Backstage backend's error shape) instead of passing them on to the backend's
// 500 MissingIndexError. Against a local server playing the backend.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortalServer, type PortalServer } from '../../../config/server/portal-server';
import { createSearchReadiness, isSearchPath, type SearchReadiness } from '../../../config/server/search-readiness';
import { jsonReply, startLocalHttpServer, type LocalHttpServer } from '../../adapters/shared/local-http-server';

let root: string;
let backend: LocalHttpServer;
let indexBuilt = false;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portico-search-ready-'));
  await mkdir(join(root, 'dist'), { recursive: true });
  await writeFile(join(root, 'dist', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  backend = await startLocalHttpServer();
  backend.answer((request) => {
    if (request.url === '/.backstage/health/v1/readiness') return jsonReply(200, { status: 'ok' });
    if (request.url.startsWith('/api/search/')) {
      return indexBuilt
        ? jsonReply(200, { results: [], numberOfResults: 0 })
        : jsonReply(500, { error: { name: 'MissingIndexError', message: 'Missing index for software-catalog.' } });
    }
    return jsonReply(200, { items: [] });
  });
});
afterAll(async () => {
  await backend.close();
  await rm(root, { recursive: true, force: true });
});

const startPortal = (searchReadiness: SearchReadiness): Promise<PortalServer> =>
  startPortalServer({
    host: '127.0.0.1',
    port: 0,
    basePath: '',
    frontendConfig: {},
    mode: 'static',
    distDir: join(root, 'dist'),
    connectOrigins: [],
    backendProxyTarget: backend.origin,
    backendBaseUrl: backend.origin,
    searchReadiness,
  });

/** A wait for the index that the test ends, and the signal it was given. */
const controlledWait = () => {
  let end: (outcome: string) => void = () => undefined;
  let given: AbortSignal | undefined;
  const wait = (signal: AbortSignal) => {
    given = signal;
    return new Promise<string>((resolve) => {
      end = resolve;
    });
  };
  return { wait, end: (outcome: string) => end(outcome), signal: () => given };
};

describe('isSearchPath', () => {
  it.each([
    ['/api/search/query?term=x', true],
    ['/api/search', true],
    ['/api/search/.backstage/scheduler/v1/tasks', true],
    ['/api/searchlight/query', false],
    ['/api/catalog/entities?filter=search', false],
  ])('%s → %s', (path, expected) => expect(isSearchPath(path)).toBe(expected));
});

describe('the portal while the first search index is being built', () => {
  let portal: PortalServer;
  const control = controlledWait();
  let readiness: SearchReadiness;

  beforeAll(async () => {
    readiness = createSearchReadiness(control.wait);
    portal = await startPortal(readiness);
  });
  afterAll(() => portal.stop());

  it('is not ready, saying why, on both readiness paths', async () => {
    const backstage = await fetch(`${portal.url}/.backstage/health/v1/readiness`);
    expect(backstage.status).toBe(503);
    expect(await backstage.json()).toEqual({ message: 'The search index is being built', status: 'error' });
    const own = await fetch(`${portal.url}/healthcheck/ready`);
    expect(own.status).toBe(503);
    expect(await own.json()).toEqual({ status: 'unavailable', problem: 'The search index is being built' });
    expect((await fetch(`${portal.url}/healthcheck`)).status).toBe(200);
  });

  it("answers a search call with a 503, Retry-After and the Backstage backend's error shape; the backend never sees it", async () => {
    backend.received.length = 0;
    const answer = await fetch(`${portal.url}/api/search/query?term=payments&types%5B0%5D=software-catalog`);
    expect(answer.status).toBe(503);
    expect(answer.headers.get('retry-after')).toBe('2');
    expect(answer.headers.get('content-type')).toBe('application/json');
    expect(await answer.json()).toEqual({
      error: { name: 'MissingIndexError', message: 'The search index is being built; try again in a moment' },
      request: { method: 'GET', url: '/api/search/query?term=payments&types%5B0%5D=software-catalog' },
      response: { statusCode: 503 },
    });
    expect(backend.received.filter((request) => request.url.startsWith('/api/search'))).toEqual([]);
  });

  it('passes every other call on to the backend meanwhile', async () => {
    const answer = await fetch(`${portal.url}/api/catalog/entities`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ items: [] });
  });

  it('is ready and passes search on once the index is built', async () => {
    indexBuilt = true;
    control.end('built');
    expect(await readiness.settled).toBe('built');
    expect((await fetch(`${portal.url}/.backstage/health/v1/readiness`)).status).toBe(200);
    expect((await fetch(`${portal.url}/healthcheck/ready`)).status).toBe(200);
    const answer = await fetch(`${portal.url}/api/search/query?term=payments`);
    expect(answer.status).toBe(200);
    expect(backend.received.some((request) => request.url === '/api/search/query?term=payments')).toBe(true);
  });
});

describe('createSearchReadiness', () => {
  it('stops the wait when asked (the portal stops), and is no longer waiting once it ended', async () => {
    const control = controlledWait();
    const readiness = createSearchReadiness(control.wait);
    expect(readiness.problem()).toBe('The search index is being built');
    readiness.stop();
    expect(control.signal()?.aborted).toBe(true);
    control.end('stopped');
    expect(await readiness.settled).toBe('stopped');
    expect(readiness.problem()).toBeUndefined();
  });

  it('does not hold readiness forever when the wait fails', async () => {
    const readiness = createSearchReadiness(() => Promise.reject(new Error('unexpected')));
    expect(await readiness.settled).toBe('failed: unexpected');
    expect(readiness.problem()).toBeUndefined();
  });
});
