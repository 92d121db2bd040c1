import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { startPortalServer, type PortalServer, type PortalServerOptions } from '../../../config/server/portal-server';
import { sendRaw } from '../../support/raw-http';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const SCRIPT = `console.log(${JSON.stringify('portico '.repeat(200))});`;

let root: string;
let distDir: string;
let backend: Server;
let backendUrl: string;
let backendReady = 200;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portico-hardening-'));
  distDir = join(root, 'dist');
  await mkdir(join(distDir, 'assets'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), INDEX_HTML);
  const script = join(distDir, 'assets', 'index-abc123.js');
  await writeFile(script, SCRIPT);
  await writeFile(`${script}.gz`, gzipSync(SCRIPT));
  await writeFile(`${script}.br`, brotliCompressSync(SCRIPT));
  await writeFile(join(distDir, 'assets', 'plain-1.woff2'), 'font-bytes');
  backend = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/.backstage/health/v1/readiness') res.writeHead(backendReady, { 'Content-Type': 'application/json' }).end('{}');
    else res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ url: req.url }));
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', () => resolve()));
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});
afterAll(async () => {
  backend.closeAllConnections();
  await new Promise<void>((resolve) => backend.close(() => resolve()));
  await rm(root, { recursive: true, force: true });
});

const start = (options: Partial<PortalServerOptions> = {}) =>
  startPortalServer({
    host: '127.0.0.1',
    port: 0,
    basePath: '',
    frontendConfig: { app: { title: 'Portico' } },
    mode: 'static',
    distDir,
    connectOrigins: [],
    backendProxyTarget: backendUrl,
    backendBaseUrl: backendUrl,
    ...options,
  });

const portOf = (server: PortalServer) => Number(new URL(server.url).port);

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

const get = (server: PortalServer, path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: portOf(server), path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });

describe('portal server: malformed requests get a 4xx and the server keeps serving', () => {
  let server: PortalServer;
  let host: string;
  beforeAll(async () => {
    server = await start();
    host = `127.0.0.1:${portOf(server)}`;
  });
  afterAll(() => server.stop());
  afterEach(async () => {
    expect((await get(server, '/healthcheck')).status).toBe(200);
  });

  it.each([
    ['//[', 400],
    ['//evil.example/', 400],
    ['http://evil.example/', 400],
    ['*', 400],
    ['/%zz', 400],
    ['/assets/%', 400],
    ['/a\\b', 400],
  ])('answers the target %s with %i', async (target, status) => {
    const reply = await sendRaw(portOf(server), `GET ${target} HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
    expect(reply.status).toBe(status);
  });

  it.each(['GET  HTTP/1.1', 'G(T / HTTP/1.1', 'GET / HTTP/9.9', 'GET / HTTPS/1.1', 'GET / HTTP/1.1 extra'])(
    'answers the request line "%s" with 400',
    async (line) => {
      expect((await sendRaw(portOf(server), `${line}\r\nHost: ${host}\r\n\r\n`)).status).toBe(400);
    },
  );

  it('answers an HTTP/0.9-style line like any GET', async () => {
    expect((await sendRaw(portOf(server), `GET /\r\nHost: ${host}\r\n\r\n`)).status).toBe(200);
  });

  it('answers oversized headers with 431 and closes the socket', async () => {
    const reply = await sendRaw(portOf(server), `GET / HTTP/1.1\r\nHost: ${host}\r\nX-Big: ${'x'.repeat(40_000)}\r\n\r\n`, { waitForClose: true });
    expect(reply.status).toBe(431);
    expect(reply.closedByServer).toBe(true);
  });

  it('answers a bad upgrade target with 400 on the socket and closes it', async () => {
    const reply = await sendRaw(
      portOf(server),
      `GET //[ HTTP/1.1\r\nHost: ${host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n`,
      { waitForClose: true },
    );
    expect(reply.status).toBe(400);
    expect(reply.closedByServer).toBe(true);
  });

  it('answers an upgrade outside the API with 404 and closes it', async () => {
    const reply = await sendRaw(portOf(server), `GET /catalog HTTP/1.1\r\nHost: ${host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`, { waitForClose: true });
    expect(reply.status).toBe(404);
    expect(reply.closedByServer).toBe(true);
  });

  it('answers methods other than GET and HEAD on app routes with 405', async () => {
    const answer = await get(server, '/catalog', {}, 'DELETE');
    expect(answer.status).toBe(405);
    expect(answer.headers['allow']).toBe('GET, HEAD');
  });
});

describe('portal server: the Host check', () => {
  let server: PortalServer;
  beforeAll(async () => {
    server = await start({ appBaseUrl: new URL('http://localhost:3000'), allowedHosts: ['portal.example.com', 'intranet:8443'] });
  });
  afterAll(() => server.stop());

  it.each(['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST:3000', 'portal.example.com', 'portal.example.com:443', 'intranet:8443'])(
    'answers Host %s',
    async (hostHeader) => {
      expect((await get(server, '/', { Host: hostHeader })).status).toBe(200);
    },
  );

  it.each(['evil.example', 'evil.example:3000', 'localhost:3001', 'localhost', 'intranet:8444', 'localhost.evil.example:3000'])(
    'refuses Host %s with 421 and a short text',
    async (hostHeader) => {
      const answer = await get(server, '/', { Host: hostHeader });
      expect(answer.status).toBe(421);
      expect(answer.headers['content-type']).toMatch(/^text\/plain/);
      expect(answer.body.toString('utf8')).toMatch(/^Misdirected request/);
    },
  );

  it('refuses proxied API calls and upgrades for a foreign Host too', async () => {
    expect((await get(server, '/api/catalog/entities', { Host: 'evil.example:3000' })).status).toBe(421);
    const reply = await sendRaw(
      portOf(server),
      'GET /api/kubernetes/proxy HTTP/1.1\r\nHost: evil.example:3000\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
      { waitForClose: true },
    );
    expect(reply.status).toBe(421);
  });

  it('refuses a request with two Host headers with 400, whichever comes first', async () => {
    for (const hosts of [['localhost:3000', 'evil.example'], ['evil.example', 'localhost:3000']]) {
      const reply = await sendRaw(portOf(server), `GET / HTTP/1.1\r\nHost: ${hosts[0]}\r\nHost: ${hosts[1]}\r\n\r\n`, { waitForClose: true });
      expect(reply.status).toBe(400);
    }
    const upgrade = await sendRaw(
      portOf(server),
      'GET /api/kubernetes/proxy HTTP/1.1\r\nHost: localhost:3000\r\nHost: evil.example\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n',
      { waitForClose: true },
    );
    expect(upgrade.status).toBe(400);
  });

  it('answers health probes whatever the Host (load balancers probe by IP)', async () => {
    expect((await get(server, '/healthcheck', { Host: '10.0.0.7:8080' })).status).toBe(200);
  });
});

describe('portal server: health endpoints', () => {
  let server: PortalServer;
  beforeAll(async () => {
    server = await start({ basePath: '/portal' });
  });
  afterAll(() => server.stop());

  it('says the portal serves at {base}/healthcheck, never cached', async () => {
    const answer = await get(server, '/portal/healthcheck');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ status: 'ok' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers at the root too, where a container health check looks whatever the base path', async () => {
    const answer = await get(server, '/healthcheck');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ status: 'ok' });
  });

  it("answers Backstage's liveness and readiness probes with a Backstage backend's bodies", async () => {
    backendReady = 200;
    for (const path of ['/.backstage/health/v1/liveness', '/.backstage/health/v1/readiness', '/portal/.backstage/health/v1/readiness', '/portal/healthcheck/ready']) {
      const answer = await get(server, path);
      expect([path, answer.status, JSON.parse(answer.body.toString('utf8'))]).toEqual([path, 200, { status: 'ok' }]);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('never answers a /.backstage/ path with the app page', async () => {
    for (const path of ['/portal/.backstage/health/v1/other', '/portal/.backstage/auth/v1/cookie']) {
      const answer = await get(server, path);
      expect(answer.status).toBe(404);
      expect(answer.headers['content-type']).toContain('application/json');
      expect(JSON.parse(answer.body.toString('utf8'))).toMatchObject({ error: { name: 'NotFoundError' }, response: { statusCode: 404 } });
    }
  });

  it('is not ready when the backend is not, and says why without naming the backend', async () => {
    backendReady = 503;
    const notReady = await start();
    try {
      const portico = await get(notReady, '/healthcheck/ready');
      expect(portico.status).toBe(503);
      expect(JSON.parse(portico.body.toString('utf8'))).toEqual({ status: 'unavailable', problem: 'the backend answered 503' });
      const backstage = await get(notReady, '/.backstage/health/v1/readiness');
      expect(backstage.status).toBe(503);
      expect(JSON.parse(backstage.body.toString('utf8'))).toEqual({ message: 'the backend answered 503', status: 'error' });
      expect(`${portico.body}${backstage.body}`).not.toContain('127.0.0.1');
      expect((await get(notReady, '/.backstage/health/v1/liveness')).status).toBe(200);
    } finally {
      backendReady = 200;
      await notReady.stop();
    }
  });

  it('is not ready when the backend does not answer', async () => {
    const down = await start({ backendBaseUrl: 'http://127.0.0.1:9' });
    try {
      const answer = await get(down, '/healthcheck/ready');
      expect(answer.status).toBe(503);
      expect(JSON.parse(answer.body.toString('utf8'))).toEqual({ status: 'unavailable', problem: 'the backend is unreachable' });
    } finally {
      await down.stop();
    }
  });
});

describe('portal server: answers it writes itself', () => {
  let server: PortalServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.stop());

  it.each([
    ['a missing asset', '/assets/missing-1.js', 404],
    ['a method the site does not take', '/assets/index-abc123.js', 405],
    ['a foreign host', '/', 421],
  ])('marks %s not to be sniffed and not to run anything', async (_what, path, status) => {
    const answer = await get(server, path, status === 421 ? { Host: 'evil.example' } : {}, status === 405 ? 'DELETE' : 'GET');
    expect(answer.status).toBe(status);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  });
});

describe('portal server: compression and caching', () => {
  let server: PortalServer;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server.stop());

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br;q=0', 'gzip'],
    ['gzip;q=0.5, br;q=1', 'br'],
    ['identity', undefined],
    ['', undefined],
    ['*', 'br'],
  ])('picks the asset representation for Accept-Encoding "%s"', async (accept, encoding) => {
    const answer = await get(server, '/assets/index-abc123.js', accept ? { 'Accept-Encoding': accept } : {});
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
    expect(body.toString('utf8')).toBe(SCRIPT);
  });

  it('sends an asset without a compressed copy as it is', async () => {
    const answer = await get(server, '/assets/plain-1.woff2', { 'Accept-Encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString('utf8')).toBe('font-bytes');
  });

  it('gives each representation its own strong ETag and answers 304 to it', async () => {
    const br = await get(server, '/assets/index-abc123.js', { 'Accept-Encoding': 'br' });
    const gzip = await get(server, '/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' });
    const identity = await get(server, '/assets/index-abc123.js');
    const tags = [br, gzip, identity].map((answer) => String(answer.headers['etag']));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    const revalidated = await get(server, '/assets/index-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': tags[0]! });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect((await get(server, '/assets/index-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': tags[2]! })).status).toBe(200);
  });

  it('compresses index.html, revalidates it on every use and answers 304', async () => {
    const page = await get(server, '/catalog', { 'Accept-Encoding': 'gzip' });
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['vary']).toBe('Accept-Encoding');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(gunzipSync(page.body).toString('utf8')).toContain('<div id="root"></div>');
    const again = await get(server, '/', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(page.headers['etag']) });
    expect(again.status).toBe(304);
  });

  it('answers the config JSON with no-cache and an ETag', async () => {
    const answer = await get(server, '/.portico/app-config.json');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect((await get(server, '/.portico/app-config.json', { 'If-None-Match': String(answer.headers['etag']) })).status).toBe(304);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const path of ['/assets/index-abc123.js', '/', '/healthcheck']) {
      const head = await get(server, path, { 'Accept-Encoding': 'br' }, 'HEAD');
      const full = await get(server, path, { 'Accept-Encoding': 'br' });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers['content-length']).toBe(full.headers['content-length']);
      expect(head.headers['etag']).toBe(full.headers['etag']);
    }
  });
});
