import { spawn, type ChildProcess } from 'node:child_process';
import { request, type IncomingMessage } from 'node:http';
import { generateRequest, seededRandom } from '../../support/fuzz-requests';
import { sendRaw } from '../../support/raw-http';

// Vite's dev server takes a few seconds to start on a busy machine.
jest.setTimeout(120_000);

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: string;
}

// The dev-mode portal runs in its own process (tests/support/dev-portal.ts): Jest cannot load Vite.
let child: ChildProcess;
let port: number;
beforeAll(async () => {
  child = spawn(process.execPath, ['--import', 'tsx', 'tests/support/dev-portal.ts'], { cwd: process.cwd(), stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const ready = /READY (\S+)/.exec(output);
      if (ready) resolve(ready[1]!);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('exit', (code) => reject(new Error(`The dev portal exited with ${code}:\n${output}`)));
  });
  port = Number(new URL(url).port);
});
afterAll(async () => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
});

const get = (path: string, headers: Record<string, string> = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });

describe('portal server in dev mode', () => {
  it('serves the app page with the security headers of the production build', async () => {
    const page = await get('/catalog', { Accept: 'text/html' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('embeds the browser config in the app page as the build does, with an ETag of the page and no caching', async () => {
    const page = await get('/catalog', { Accept: 'text/html' });
    expect(page.body).toContain('<script type="application/json" id="portico-app-config">{"appConfig":{"app":{"title":"Portico"}}}</script>');
    expect(page.body.indexOf('portico-app-config')).toBeLessThan(page.body.indexOf('</head>'));
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.etag).toBeDefined();
  });

  it('serves the browser entry and app source modules', async () => {
    expect((await get('/config/browser/main.tsx')).status).toBe(200);
    expect((await get('/domain/app/config-values.ts')).status).toBe(200);
  });

  it.each([
    '/app-config.yaml',
    '/app-config.local.yaml',
    '/package.json',
    '/package-lock.json',
    '/.git/HEAD',
    '/.gitignore',
    '/tests/config/server/portal-server-dev.test.ts',
    '/contracts/verify.ts',
    '/config/dev-backend/embedded/embedded-backend.ts',
    '/config/server/portal-server.ts',
    '/config/server/app-config/portal-settings.ts',
    '/config/dev-backend/kubernetes-fixture/fixture-cluster.ts',
    '/config/server/stack.ts',
    '/node_modules/.bin/vite',
    '/@fs/etc/passwd',
    '/vite.config.ts?raw',
    '/node_modules/react/package.json?raw',
    '/config/server/stack.ts?url',
  ])('never hands out the repository file %s', async (path) => {
    const answer = await get(path);
    expect([404, 200]).toContain(answer.status);
    if (answer.status === 200) expect(answer.body).toContain('<div id="root">');
    expect(answer.body).not.toMatch(/baseUrl:|"dependencies"|startPortalServer|export const/);
  });

  it('serves other paths as app routes (index.html), not as files', async () => {
    const answer = await get('/README.md');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('<div id="root">');
  });

  it('answers a few hundred malformed requests with a 4xx or a close, and keeps serving', async () => {
    const random = seededRandom(0x9e3779b9);
    const host = `127.0.0.1:${port}`;
    const problems: string[] = [];
    for (let batch = 0; batch < 20; batch += 1) {
      const requests = Array.from({ length: 16 }, () => generateRequest(random, { host }));
      const replies = await Promise.all(requests.map((fuzz) => sendRaw(port, fuzz.bytes)));
      replies.forEach((reply, index) => {
        const malformedStatusLine = reply.statusLine !== '' && reply.status === undefined;
        if (malformedStatusLine || (reply.status ?? 0) >= 500) problems.push(`${requests[index]!.kind}: ${reply.statusLine}`);
      });
      expect((await get('/healthcheck')).status).toBe(200);
    }
    expect(problems).toEqual([]);
    expect((await get('/', { Accept: 'text/html' })).status).toBe(200);
  });
});
