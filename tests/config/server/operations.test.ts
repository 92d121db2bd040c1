// What operators see of a running portal: one JSON access-log line per request (time, method, route class, path
// without its query, status, duration, bytes, and the backend's time for proxied calls), and /metrics, on a
// listener of its own, counting those requests and a proxy timeout.
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerLog } from '../../../config/server/access-log';
import { DEFAULT_PROXY_LIMITS } from '../../../config/server/app-config/portal-settings';
import { createPortalMetrics } from '../../../config/server/metrics';
import { startPortalServer, type PortalServer } from '../../../config/server/portal-server';

const waitUntil = async (condition: () => boolean) => {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
};

const get = (url: string) =>
  new Promise<{ status: number; body: string; headers: IncomingMessage['headers'] }>((resolve, reject) => {
    const req = request(url, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });

describe('operations: the access log and /metrics of a running portal', () => {
  let root: string;
  let backend: Server;
  let portal: PortalServer;
  const lines: Record<string, unknown>[] = [];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'portico-operations-'));
    await mkdir(join(root, 'dist', 'assets'), { recursive: true });
    await writeFile(join(root, 'dist', 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    await writeFile(join(root, 'dist', 'assets', 'app-1.js'), 'console.log(1);');
    backend = createServer((req, res) => {
      if (req.url?.startsWith('/api/catalog/slow')) return; // never answers: the proxy's time limit ends the call
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"items":[]}');
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    const backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
    portal = await startPortalServer({
      host: '127.0.0.1',
      port: 0,
      basePath: '',
      frontendConfig: {},
      mode: 'static',
      distDir: join(root, 'dist'),
      connectOrigins: [],
      backendProxyTarget: backendUrl,
      backendProxyLimits: { ...DEFAULT_PROXY_LIMITS, firstByteTimeoutMs: 100 },
      log: createServerLog({ accessLog: true, destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } }),
      metrics: createPortalMetrics(),
      metricsListen: { host: '127.0.0.1', port: 0 },
    });
  });

  afterAll(async () => {
    await portal.stop();
    backend.closeAllConnections();
    await new Promise((resolve) => backend.close(resolve));
    await rm(root, { recursive: true, force: true });
  });

  it('logs one JSON line per request, with the path but not its query', async () => {
    await get(`${portal.url}/catalog?filters[kind]=component&token=secret`);
    await get(`${portal.url}/assets/app-1.js`);
    await get(`${portal.url}/api/catalog/entities?filter=kind=component`);
    await get(`${portal.url}/healthcheck`);
    await waitUntil(() => lines.filter((line) => line['msg'] === 'request').length >= 4);
    const requests = lines.filter((line) => line['msg'] === 'request');
    expect(requests.map(({ method, route, path, status }) => ({ method, route, path, status }))).toEqual([
      { method: 'GET', route: 'page', path: '/catalog', status: 200 },
      { method: 'GET', route: 'asset', path: '/assets/app-1.js', status: 200 },
      { method: 'GET', route: 'api', path: '/api/catalog/entities', status: 200 },
      { method: 'GET', route: 'health', path: '/healthcheck', status: 200 },
    ]);
    for (const line of requests) {
      expect(line).toEqual(expect.objectContaining({ level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), durationMs: expect.any(Number), bytes: expect.any(Number) }));
    }
    expect(requests[1]?.['bytes']).toBe('console.log(1);'.length);
    expect(requests[2]?.['backendMs']).toEqual(expect.any(Number));
    expect(requests[0]).not.toHaveProperty('backendMs');
    expect(JSON.stringify(requests)).not.toContain('secret');
  });

  it('serves /metrics on its own listener only, counting the requests and a proxy timeout', async () => {
    const timedOut = await get(`${portal.url}/api/catalog/slow`);
    expect(timedOut.status).toBe(504);
    expect(portal.metricsUrl).toBeDefined();
    const metrics = await get(portal.metricsUrl!);
    expect(metrics.status).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toMatch(/^portico_http_requests_total\{route="page",method="GET",status="200"\} 1$/m);
    expect(metrics.body).toMatch(/^portico_http_requests_total\{route="api",method="GET",status="504"\} 1$/m);
    expect(metrics.body).toMatch(/^portico_http_request_duration_seconds_count\{route="asset",status="200"\} 1$/m);
    expect(metrics.body).toMatch(/^portico_proxy_upstream_errors_total\{kind="answer_timeout"\} 1$/m);
    expect(metrics.body).toMatch(/^portico_proxy_calls_in_flight 0$/m);
    expect(metrics.body).toMatch(/^portico_open_streams\{kind="event_stream"\} 0$/m);
    expect(metrics.body).toMatch(/^process_cpu_seconds_total /m);
    // On the public listener /metrics is just an app path: the page, never the figures.
    expect((await get(`${portal.url}/metrics`)).body).not.toContain('portico_http_requests_total');
  });

  it('logs the failed backend call with the backend it was for, which the answer does not name', async () => {
    const warning = lines.find((line) => line['msg'] === 'backend call failed');
    expect(warning).toEqual(expect.objectContaining({ level: 'warn', kind: 'answer_timeout', status: 504, path: '/api/catalog/slow' }));
    expect(String(warning?.['detail'])).toMatch(/^http:\/\/127\.0\.0\.1:\d+: no answer within 100 ms$/);
  });

  it('logs and counts websocket upgrades like other requests, with the status each was answered with', async () => {
    const upgrade = (path: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(Number(new URL(portal.url).port), '127.0.0.1');
        let received = '';
        socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(received));
        socket.write(`GET ${path} HTTP/1.1\r\nHost: ${new URL(portal.url).host}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`);
      });
    // The backend has no websocket there: its plain answer is relayed, then the connection closes.
    expect(await upgrade('/api/kubernetes/proxy/exec?token=secret')).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(await upgrade('/api/catalog/entities')).toMatch(/^HTTP\/1\.1 404 /);
    await waitUntil(() => lines.filter((line) => line['msg'] === 'request' && String(line['path']).startsWith('/api/') && line['route'] === 'api').length >= 3);
    const logged = lines.filter((line) => line['msg'] === 'request' && (line['path'] === '/api/kubernetes/proxy/exec' || line['path'] === '/api/catalog/entities'));
    expect(logged.slice(-2).map(({ method, route, path, status }) => ({ method, route, path, status }))).toEqual([
      { method: 'GET', route: 'api', path: '/api/kubernetes/proxy/exec', status: 200 },
      { method: 'GET', route: 'api', path: '/api/catalog/entities', status: 404 },
    ]);
    expect(logged.at(-2)?.['bytes']).toEqual(expect.any(Number));
    expect(logged.at(-2)?.['backendMs']).toEqual(expect.any(Number));
    const metrics = await get(portal.metricsUrl!);
    expect(metrics.body).toMatch(/^portico_http_requests_total\{route="api",method="GET",status="404"\} 1$/m);
    expect(metrics.body).toMatch(/^portico_open_streams\{kind="websocket"\} 0$/m);
  });
});
