import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { createBackendProxy, isProxiedPath } from '../../../config/server/backend-proxy';

/** A stand-in backend on loopback that records what reached it. */
interface FakeBackend {
  readonly url: string;
  readonly received: IncomingMessage[];
  readonly bodies: string[];
  readonly closedRequests: number;
  /** Connections the backend accepted. */
  readonly connections: number;
  stop(): Promise<void>;
}

type Route = (request: IncomingMessage, response: import('node:http').ServerResponse) => void;

const listen = (server: Server): Promise<string> =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

const close = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const startBackend = async (route: Route): Promise<FakeBackend> => {
  const received: IncomingMessage[] = [];
  const bodies: string[] = [];
  let closedRequests = 0;
  let connections = 0;
  const server = createServer((req, res) => {
    received.push(req);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => bodies.push(Buffer.concat(chunks).toString('utf8')));
    res.on('close', () => {
      if (!res.writableFinished) closedRequests += 1;
    });
    route(req, res);
  });
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    received.push(req);
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
    if (head.length) socket.write(head);
    socket.on('data', (data: Buffer) => socket.write(`echo:${data.toString('utf8')}`));
    // As a websocket server does: the caller's end ends the connection.
    socket.on('end', () => socket.end());
  });
  server.on('connection', () => {
    connections += 1;
  });
  const url = await listen(server);
  return {
    url,
    received,
    bodies,
    get closedRequests() {
      return closedRequests;
    },
    get connections() {
      return connections;
    },
    stop: () => close(server),
  };
};

/** A portal stand-in: every request under /api/ goes through the proxy, like the portal server does. */
const startPortal = async (backendUrl: string) => {
  const proxy = createBackendProxy(backendUrl);
  const server = createServer((req, res) => proxy.handle(req, res, req.url ?? '/'));
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => proxy.upgrade(req, socket, head, req.url ?? '/'));
  const url = await listen(server);
  return {
    url,
    stop: () => {
      proxy.close();
      return close(server);
    },
  };
};

/**
 * A backend that answers the first request on each connection (keeping it open) and drops the connection
 * when a second one arrives on it: a backend closing an idle connection just as the proxy reuses it.
 */
const startDroppingBackend = async () => {
  const requests: string[] = [];
  let connections = 0;
  const server = createNetServer((socket) => {
    connections += 1;
    let answered = false;
    socket.on('data', (data: Buffer) => {
      if (answered) {
        socket.destroy();
        return;
      }
      answered = true;
      requests.push(data.toString('utf8').split('\r\n')[0] ?? '');
      socket.write('HTTP/1.1 200 OK\r\nContent-Length: 2\r\nConnection: keep-alive\r\nKeep-Alive: timeout=60\r\n\r\nok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    get connections() {
      return connections;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Runs `check` against a portal proxying to `backend` (or to `backendUrl`, if given), then stops both. */
const throughPortal = async (
  backend: { readonly url: string; stop(): Promise<void> },
  check: (portalUrl: string) => Promise<void>,
  backendUrl = backend.url,
): Promise<void> => {
  const portal = await startPortal(backendUrl);
  try {
    await check(portal.url);
  } finally {
    await portal.stop();
    await backend.stop();
  }
};

interface Answer {
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  readonly body: string;
}

const send = (url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new Promise<Answer>((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(options.body);
  });

describe('isProxiedPath', () => {
  it.each([
    ['/api/catalog/entities', true],
    ['/api/', true],
    ['/api-docs', false],
    ['/apis', false],
    ['/catalog', false],
    ['/', false],
  ])('%s → %s', (path, proxied) => {
    expect(isProxiedPath(path)).toBe(proxied);
  });
});

describe('createBackendProxy', () => {
  it("passes method, path, query, headers and body on, and answers with the backend's status, headers and body", async () => {
    const backend = await startBackend((_req, res) => {
      res.writeHead(201, 'Created', { 'Content-Type': 'application/json', 'Set-Cookie': 'session=abc; Path=/api/auth' });
      res.end('{"ok":true}');
    });
    await throughPortal(backend, async (portalUrl) => {
      const answer = await send(`${portalUrl}/api/catalog/locations?dryRun=true`, {
        method: 'POST',
        headers: { Authorization: 'Bearer token-1', 'Content-Type': 'application/json' },
        body: '{"type":"url","target":"https://example.com/catalog-info.yaml"}',
      });
      expect(answer).toMatchObject({ status: 201, body: '{"ok":true}' });
      expect(answer.headers['content-type']).toBe('application/json');
      expect(answer.headers['set-cookie']).toEqual(['session=abc; Path=/api/auth']);
      const [received] = backend.received;
      expect(received?.method).toBe('POST');
      expect(received?.url).toBe('/api/catalog/locations?dryRun=true');
      expect(received?.headers['authorization']).toBe('Bearer token-1');
      expect(received?.headers['host']).toBe(new URL(backend.url).host);
      expect(backend.bodies).toEqual(['{"type":"url","target":"https://example.com/catalog-info.yaml"}']);
    });
  });

  it('reuses its connections to the backend for calls without a body', async () => {
    const backend = await startBackend((_req, res) => res.end('ok'));
    await throughPortal(backend, async (portalUrl) => {
      for (let call = 0; call < 3; call += 1) expect((await send(`${portalUrl}/api/catalog/entities`)).status).toBe(200);
      expect(backend.connections).toBe(1);
    });
  });

  it('sends a call without a body again on a new connection when the backend drops a reused one', async () => {
    const backend = await startDroppingBackend();
    await throughPortal(backend, async (portalUrl) => {
      for (let call = 0; call < 4; call += 1) {
        expect(await send(`${portalUrl}/api/auth/guest/refresh?call=${call}`)).toMatchObject({ status: 200, body: 'ok' });
      }
      expect(backend.requests).toEqual([0, 1, 2, 3].map((call) => `GET /api/auth/guest/refresh?call=${call} HTTP/1.1`));
    });
  });

  it('sends a call with a body on a connection of its own, so it is never dropped that way and never sent twice', async () => {
    const backend = await startDroppingBackend();
    await throughPortal(backend, async (portalUrl) => {
      for (let call = 0; call < 3; call += 1) {
        expect(await send(`${portalUrl}/api/catalog/locations`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })).toMatchObject({ status: 200 });
      }
      expect(backend.requests).toHaveLength(3);
      expect(backend.connections).toBe(3);
    });
  });

  it('keeps a backend path prefix', async () => {
    const backend = await startBackend((_req, res) => res.end('ok'));
    await throughPortal(
      backend,
      async (portalUrl) => {
        await send(`${portalUrl}/api/search/query?term=x`);
        expect(backend.received[0]?.url).toBe('/backstage/api/search/query?term=x');
      },
      `${backend.url}/backstage/`,
    );
  });

  it('streams the answer as the backend writes it (task event streams)', async () => {
    let finish: () => void = () => undefined;
    const backend = await startBackend((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('data: first\n\n');
      finish = () => res.end('data: last\n\n');
    });
    const portal = await startPortal(backend.url);
    try {
      const firstChunk = await new Promise<string>((resolve, reject) => {
        const req = request(`${portal.url}/api/scaffolder/v2/tasks/1/eventstream`, (res) => {
          res.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8')));
        });
        req.on('error', reject);
        req.end();
      });
      expect(firstChunk).toBe('data: first\n\n');
    } finally {
      finish();
      await portal.stop();
      await backend.stop();
    }
  });

  it('fails the connection, as without the proxy, when the backend cannot be reached', async () => {
    const backend = await startBackend((_req, res) => res.end());
    const unreachable = backend.url;
    await backend.stop();
    const portal = await startPortal(unreachable);
    try {
      await expect(send(`${portal.url}/api/catalog/entities`)).rejects.toThrow(/socket hang up|ECONNRESET/);
    } finally {
      await portal.stop();
    }
  });

  it('stops the backend call when the caller gives up', async () => {
    const backend = await startBackend(() => undefined);
    await throughPortal(backend, async (portalUrl) => {
      const req = request(`${portalUrl}/api/catalog/entities/by-query?fullTextFilterTerm=slow`);
      req.on('error', () => undefined);
      req.end();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(backend.received).toHaveLength(1);
      req.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(backend.closedRequests).toBe(1);
    });
  });

  it('passes websocket upgrades on (the pod terminal) and relays both ways', async () => {
    const backend = await startBackend((_req, res) => res.end());
    const portal = await startPortal(backend.url);
    const { port } = new URL(portal.url);
    const socket = connect(Number(port), '127.0.0.1');
    try {
      const received: string[] = [];
      socket.on('data', (data: Buffer) => received.push(data.toString('utf8')));
      socket.write(
        'GET /api/kubernetes/proxy/api/v1/namespaces/default/pods/web-1/exec?command=sh HTTP/1.1\r\n' +
          'Host: portal\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nAuthorization: Bearer token-2\r\n' +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      );
      await waitUntil(() => received.join('').includes('101 Switching Protocols'));
      socket.write('ls');
      await waitUntil(() => received.join('').includes('echo:ls'));
      const upgrade = backend.received[0];
      expect(upgrade?.url).toBe('/api/kubernetes/proxy/api/v1/namespaces/default/pods/web-1/exec?command=sh');
      expect(upgrade?.headers['authorization']).toBe('Bearer token-2');
      expect(upgrade?.headers['upgrade']).toBe('websocket');
    } finally {
      socket.destroy();
      await portal.stop();
      await backend.stop();
    }
  });
});

const waitUntil = async (condition: () => boolean, timeoutMs = 2000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
