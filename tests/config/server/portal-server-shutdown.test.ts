import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortalServer, type PortalServer } from '../../../config/server/portal-server';
import { freePort } from '../../support/e2e/free-port';

/** A backend whose /api/slow answers only when the test releases it, and whose /api/events never ends. */
const startSlowBackend = async () => {
  const waiting: ServerResponse[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/api/slow' || req.url === '/api/events/later') waiting.push(res);
    else if (req.url === '/api/events') res.writeHead(200, { 'Content-Type': 'text/event-stream' }).write('data: hello\n\n');
    else if (req.url === '/.backstage/health/v1/readiness') res.writeHead(200).end('{}');
    else res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"fast":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    waiting,
    release: () => {
      for (const res of waiting.splice(0)) res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"slow":"done"}');
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** Polls `condition` until it holds; the budget is generous because a busy machine only makes it slower. */
const waitFor = async (condition: () => boolean | Promise<boolean>, what: string, budgetMs = 10_000) => {
  const deadline = Date.now() + budgetMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
};

interface Answer {
  status: number;
  body: string;
}

const call = (port: number, path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });

const emptyDist = async (root: string) => {
  const dist = join(root, 'dist');
  await mkdir(join(dist, 'assets'), { recursive: true });
  await writeFile(join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  return dist;
};

describe('portal server graceful stop', () => {
  let root: string;
  let distDir: string;
  let backend: Awaited<ReturnType<typeof startSlowBackend>>;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'portico-shutdown-'));
    distDir = await emptyDist(root);
    backend = await startSlowBackend();
  });
  afterAll(async () => {
    await backend.stop();
    await rm(root, { recursive: true, force: true });
  });

  const startPortal = (shutdownTimeoutMs: number): Promise<PortalServer> =>
    startPortalServer({
      host: '127.0.0.1',
      port: 0,
      basePath: '',
      frontendConfig: {},
      mode: 'static',
      distDir,
      connectOrigins: [],
      backendProxyTarget: backend.url,
      shutdownTimeoutMs,
    });

  it('lets a call in flight finish with its answer while refusing new connections', async () => {
    const portal = await startPortal(60_000);
    const port = Number(new URL(portal.url).port);
    const inFlight = call(port, '/api/slow');
    await waitFor(() => backend.waiting.length === 1, 'the backend to receive the slow call');
    let stopped = false;
    const stopping = portal.stop().then(() => {
      stopped = true;
    });
    await expect(call(port, '/healthcheck')).rejects.toThrow(/ECONNREFUSED/);
    expect(stopped).toBe(false);
    backend.release();
    await expect(inFlight).resolves.toEqual({ status: 200, body: '{"slow":"done"}' });
    await stopping;
  });

  it('closes event streams instead of waiting for them', async () => {
    const portal = await startPortal(60_000);
    const port = Number(new URL(portal.url).port);
    let received = '';
    const stream = new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/events', headers: { Accept: 'text/event-stream' }, agent: false }, (res) => {
        res.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    await waitFor(() => received.includes('data: hello'), 'the first event');
    await portal.stop();
    await expect(stream).resolves.toBe(200);
  });

  it('answers an event stream still waiting for the backend with 503, and ends one asked for without saying so', async () => {
    const portal = await startPortal(60_000);
    const port = Number(new URL(portal.url).port);
    let received = '';
    // Asked for without Accept: text/event-stream; the backend's answer says what it is.
    const unannounced = new Promise<number>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/api/events', agent: false }, (res) => {
        res.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    });
    const waiting = call(port, '/api/events/later', { Accept: 'text/event-stream' });
    await waitFor(() => received.includes('data: hello') && backend.waiting.length === 1, 'both streams to reach the backend');
    await portal.stop();
    await expect(unannounced).resolves.toBe(200);
    const refused = await waiting;
    expect(refused.status).toBe(503);
    expect(JSON.parse(refused.body)).toMatchObject({ error: { name: 'ServiceUnavailable', message: 'The portal is shutting down; try again in a moment' } });
    backend.waiting.splice(0);
  });

  it('closes calls still running when the shutdown time is up', async () => {
    const portal = await startPortal(50);
    const port = Number(new URL(portal.url).port);
    const inFlight = call(port, '/api/slow').catch((error: Error) => error);
    await waitFor(() => backend.waiting.length === 1, 'the backend to receive the slow call');
    await portal.stop();
    expect(String(await inFlight)).toMatch(/socket hang up|ECONNRESET/);
    backend.release();
  });
});

describe('npm start stopped with SIGTERM', () => {
  let root: string;
  let child: ChildProcess | undefined;
  let backend: Awaited<ReturnType<typeof startSlowBackend>>;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'portico-sigterm-'));
    backend = await startSlowBackend();
  });
  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await backend.stop();
    await rm(root, { recursive: true, force: true });
  });

  it('finishes the call in flight and exits with 0', async () => {
    const port = await freePort();
    const configFile = join(root, 'app-config.test.yaml');
    await writeFile(
      configFile,
      [
        'app:',
        `  baseUrl: http://127.0.0.1:${port}`,
        'backend:',
        `  baseUrl: ${backend.url}`,
        'portico:',
        '  embeddedBackend: false',
        '  backendProxy: true',
        '  shutdownTimeoutMs: 60000',
        '',
      ].join('\n'),
    );
    // Dev mode: the same server and shutdown without building the app first.
    const started = spawn(process.execPath, ['--import', 'tsx', 'config/server/start.ts', '--config', configFile, '--dev'], {
      cwd: process.cwd(),
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_ENV: 'development' },
    });
    child = started;
    let output = '';
    started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));

    // Starting through tsx compiles the server first, which takes a while on a loaded machine.
    await waitFor(() => output.includes('Portico is ready') || started.exitCode !== null, 'the portal to start', 45_000);
    if (started.exitCode !== null) throw new Error(`The portal exited with ${started.exitCode} before it was ready:\n${output}`);
    const inFlight = call(port, '/api/slow');
    await waitFor(() => backend.waiting.length === 1, 'the backend to receive the slow call');
    started.kill('SIGTERM');
    await waitFor(() => output.includes('Portico is stopping'), 'the portal to begin stopping');
    backend.release();
    await expect(inFlight).resolves.toEqual({ status: 200, body: '{"slow":"done"}' });
    expect(await exited).toBe(0);
  }, 60_000);
});
