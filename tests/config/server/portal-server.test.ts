import { request } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as E from 'fp-ts/Either';
import { loadFrontendConfig } from '../../../adapters/app/frontend-config.http-adapter';
import { startPortalServer, type PortalServer } from '../../../config/server/portal-server';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-def456.css">
  </head>
  <body><div id="root"></div></body>
</html>
`;

const appConfig = { app: { title: 'Portico', baseUrl: 'http://localhost:3000/portal' }, backend: { baseUrl: 'http://localhost:7007' } };

let root: string;
let distDir: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'portico-dist-'));
  distDir = join(root, 'dist');
  await mkdir(join(distDir, 'assets'), { recursive: true });
  await writeFile(join(distDir, 'index.html'), INDEX_HTML);
  await writeFile(join(distDir, 'assets', 'index-abc123.js'), 'console.log("portico");');
  await writeFile(join(distDir, 'assets', 'index-def456.css'), 'body{margin:0}');
  await writeFile(join(distDir, 'server-only.txt'), 'TOP-SECRET-IN-DIST');
  await writeFile(join(root, 'outside.txt'), 'TOP-SECRET-OUTSIDE');
});
afterAll(() => rm(root, { recursive: true, force: true }));

const start = (basePath: string) =>
  startPortalServer({
    host: '127.0.0.1',
    port: 0,
    basePath,
    frontendConfig: appConfig,
    mode: 'static',
    distDir,
    connectOrigins: ['http://localhost:7007'],
  });

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A request whose path is sent exactly as written (fetch would normalise '..' away before sending). */
const raw = (server: PortalServer, path: string) =>
  new Promise<RawAnswer>((resolve, reject) => {
    const { hostname, port } = new URL(server.url);
    const req = request({ hostname, port, path, method: 'GET' }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });

describe('portal server (static mode) under a base path', () => {
  let server: PortalServer;
  beforeAll(async () => {
    server = await start('/portal');
  });
  afterAll(() => server.stop());

  it('answers at {host}:{port}{basePath}', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/portal$/);
  });

  it('serves the browser config as JSON at {base}/.portico/app-config.json, revalidated on every use', async () => {
    const answer = await raw(server, '/portal/.portico/app-config.json');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('no-cache');
    // Never sniffed as anything but JSON, never a page that runs anything.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(JSON.parse(answer.body)).toEqual({ appConfig });
  });

  it('is what the browser adapter loads', async () => {
    expect(await loadFrontendConfig(fetch, server.url)()).toEqual(E.right(appConfig));
  });

  it.each(['/', '/catalog', '/portalx', '/.portico/app-config.json'])('redirects %s outside the base path to {base}/', async (path) => {
    const answer = await raw(server, path);
    expect(answer.status).toBe(302);
    expect(answer.headers['location']).toBe('/portal/');
  });

  it('serves index.html with asset URLs under the base path and the base path in a meta tag', async () => {
    const answer = await raw(server, '/portal/');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.body).toContain('src="/portal/assets/index-abc123.js"');
    expect(answer.body).toContain('href="/portal/assets/index-def456.css"');
    expect(answer.body).not.toContain('"/assets/');
    expect(answer.body).toContain('<meta name="portico-base-path" content="/portal" />');
  });

  it('sends a Content-Security-Policy without inline scripts, and the other security headers', async () => {
    const answer = await raw(server, '/portal/');
    const csp = String(answer.headers['content-security-policy']);
    const directives = new Map(csp.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values] as const;
    }));
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(["'self'", 'http://localhost:7007', 'ws://localhost:7007']);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it.each(['/portal', '/portal/catalog', '/portal/catalog/default/component/payments/kubernetes', '/portal/docs/x?y=1'])(
    'answers the app route %s with index.html (SPA fallback)',
    async (path) => {
      const answer = await raw(server, path);
      expect(answer.status).toBe(200);
      expect(answer.body).toContain('<div id="root"></div>');
      expect(answer.body).toContain('content="/portal"');
    },
  );

  it('serves assets with their type and a long cache lifetime', async () => {
    const script = await raw(server, '/portal/assets/index-abc123.js');
    expect(script.status).toBe(200);
    expect(script.body).toBe('console.log("portico");');
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const style = await raw(server, '/portal/assets/index-def456.css');
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('answers 404 for a missing asset instead of index.html', async () => {
    const answer = await raw(server, '/portal/assets/missing-999.js');
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('<div id="root">');
  });

  it.each([
    '/portal/assets/../server-only.txt',
    '/portal/assets/../../outside.txt',
    '/portal/assets/%2e%2e/server-only.txt',
    '/portal/assets/%2e%2e/%2e%2e/outside.txt',
    '/portal/assets/..%2fserver-only.txt',
    '/portal/assets/..%2f..%2foutside.txt',
    '/portal/assets/..\\..\\outside.txt',
    '/portal/assets/%5c..%5c..%5coutside.txt',
    '/portal/../outside.txt',
  ])('never serves a file outside dist/assets for %s', async (path) => {
    const answer = await raw(server, path);
    expect(answer.body).not.toContain('TOP-SECRET');
    expect([200, 302, 400, 403, 404]).toContain(answer.status);
  });
});

describe('portal server (static mode) at the root', () => {
  let server: PortalServer;
  beforeAll(async () => {
    server = await start('');
  });
  afterAll(() => server.stop());

  it('serves the app at / with the assets where the build put them', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const answer = await raw(server, '/');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('src="/assets/index-abc123.js"');
    expect(answer.body).toContain('<meta name="portico-base-path" content="" />');
    expect((await raw(server, '/.portico/app-config.json')).status).toBe(200);
    expect((await raw(server, '/catalog')).status).toBe(200);
  });
});

describe('portal server without a build', () => {
  it('refuses to start and says how to build', async () => {
    const empty = await mkdtemp(join(tmpdir(), 'portico-nodist-'));
    try {
      await expect(
        startPortalServer({ host: '127.0.0.1', port: 0, basePath: '', frontendConfig: {}, mode: 'static', distDir: empty, connectOrigins: [] }),
      ).rejects.toThrow(`No build found in ${empty}: run "npm run build" first.`);
    } finally {
      await rm(empty, { recursive: true, force: true });
    }
  });
});

describe('portal server stop', () => {
  it('stops listening', async () => {
    const server = await start('');
    await server.stop();
    await expect(raw(server, '/')).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('portal server passing the API on to the backend', () => {
  let backend: import('node:http').Server;
  let backendUrl: string;
  const reached: string[] = [];
  let server: PortalServer;
  beforeAll(async () => {
    const { createServer } = await import('node:http');
    backend = createServer((req, res) => {
      reached.push(req.url ?? '');
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ from: 'backend', url: req.url }));
    });
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', () => resolve()));
    backendUrl = `http://127.0.0.1:${(backend.address() as import('node:net').AddressInfo).port}`;
    server = await startPortalServer({
      host: '127.0.0.1',
      port: 0,
      basePath: '/portal',
      frontendConfig: appConfig,
      mode: 'static',
      distDir,
      connectOrigins: [],
      backendProxyTarget: backendUrl,
    });
  });
  afterAll(async () => {
    await server.stop();
    backend.closeAllConnections();
    await new Promise<void>((resolve) => backend.close(() => resolve()));
  });

  it('passes {base}/api/… to the backend without the base path', async () => {
    const answer = await raw(server, '/portal/api/catalog/entities/by-query?limit=20');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ from: 'backend', url: '/api/catalog/entities/by-query?limit=20' });
  });

  it('keeps serving the app for its own routes, /api-docs among them', async () => {
    for (const path of ['/portal/api-docs', '/portal/catalog', '/portal/']) {
      const answer = await raw(server, path);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    }
    expect(reached.every((url) => url.startsWith('/api/'))).toBe(true);
  });

  it('does not pass on /api/ outside the base path', async () => {
    const answer = await raw(server, '/api/catalog/entities');
    expect(answer.status).toBe(302);
    expect(answer.headers['location']).toBe('/portal/');
  });
});
