import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import { connect, createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';
import { DEFAULT_PROXY_LIMITS, type BackendProxyLimits } from '../../../config/server/app-config/portal-settings';
import { createBackendProxy, isProxiedPath } from '../../../config/server/backend-proxy';

/** A stand-in backend on loopback that records what reached it. */
interface FakeBackend {
  readonly url: string;
  readonly received: IncomingMessage[];
  readonly bodies: string[];
  readonly closedRequests: number;
  /** Connections the backend accepted. */
  readonly connections: number;
  /** Connections closed since (by either side). */
  readonly closedConnections: number;
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
  let closedConnections = 0;
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
    socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nProxy-Authenticate: Basic\r\nX-Kept: yes\r\n\r\n');
    if (head.length) socket.write(head);
    socket.on('data', (data: Buffer) => socket.write(`echo:${data.toString('utf8')}`));
    // As a websocket server does: the caller's end ends the connection.
    socket.on('end', () => socket.end());
  });
  server.on('connection', (socket: Socket) => {
    connections += 1;
    socket.on('close', () => {
      closedConnections += 1;
    });
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
    get closedConnections() {
      return closedConnections;
    },
    stop: () => close(server),
  };
};

/** A portal stand-in: every request under /api/ goes through the proxy, like the portal server does. */
const startPortal = async (backendUrl: string, limits: BackendProxyLimits = DEFAULT_PROXY_LIMITS) => {
  const proxy = createBackendProxy(backendUrl, limits);
  const server = createServer((req, res) => proxy.handle(req, res, req.url ?? '/'));
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => proxy.upgrade(req, socket, head, req.url ?? '/'));
  const url = await listen(server);
  return {
    url,
    proxy,
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
  { backendUrl = backend.url, limits = DEFAULT_PROXY_LIMITS }: { backendUrl?: string; limits?: BackendProxyLimits } = {},
): Promise<void> => {
  const portal = await startPortal(backendUrl, limits);
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
      { backendUrl: `${backend.url}/backstage/` },
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

  it("answers 503 in the backend's error shape, naming no address, when nothing listens at the backend's", async () => {
    const backend = await startBackend((_req, res) => res.end());
    const unreachable = backend.url;
    await backend.stop();
    const portal = await startPortal(unreachable);
    try {
      const answer = await send(`${portal.url}/api/catalog/entities`);
      expect(answer.status).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(JSON.parse(answer.body)).toEqual(
        errorBody('ServiceUnavailable', 'The backend is not accepting connections; try again in a moment', 'GET', '/api/catalog/entities', 503),
      );
    } finally {
      await portal.stop();
    }
  });

  it("answers 502 when the backend's host cannot be found", async () => {
    const portal = await startPortal('http://no-such-host.invalid:7007');
    try {
      const answer = await send(`${portal.url}/api/catalog/entities`);
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toEqual(errorBody('BadGateway', 'The backend could not be reached', 'GET', '/api/catalog/entities', 502));
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
      await waitUntil(() => backend.received.length > 0);
      expect(backend.received).toHaveLength(1);
      expect(backend.closedRequests).toBe(0);
      req.destroy();
      await waitUntil(() => backend.closedRequests > 0);
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

/** A backend that accepts connections and then either says nothing or drops the connection on the first bytes. */
const startMuteBackend = async (onData: 'stay silent' | 'drop the connection' = 'stay silent') => {
  const sockets = new Set<Socket>();
  let connections = 0;
  let closedConnections = 0;
  const server = createNetServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closedConnections += 1;
      sockets.delete(socket);
    });
    if (onData === 'drop the connection') socket.once('data', () => socket.destroy());
    // Reading (and ignoring) what arrives is what lets it notice the proxy closing the connection.
    else socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    get connections() {
      return connections;
    },
    get closedConnections() {
      return closedConnections;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

const limitsWith = (overrides: Partial<BackendProxyLimits>): BackendProxyLimits => ({ ...DEFAULT_PROXY_LIMITS, ...overrides });

/** Writes `text` on a raw connection to the portal and collects what comes back until `done` holds or the connection closes. */
const exchangeRaw = async (portalUrl: string, text: string, done: (received: string) => boolean): Promise<string> => {
  const socket = connect(Number(new URL(portalUrl).port), '127.0.0.1');
  let received = '';
  let closed = false;
  socket.on('data', (data: Buffer) => {
    received += data.toString('latin1');
  });
  socket.on('error', () => undefined);
  socket.on('close', () => {
    closed = true;
  });
  socket.write(text);
  try {
    await waitUntil(() => closed || done(received), 5000);
    return received;
  } finally {
    socket.destroy();
  }
};

/** Starts a call and leaves it waiting; the promise settles with its answer or its failure. */
const startCall = (url: string): Promise<Answer | Error> =>
  send(url).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));

const upgradeRequest = (extraHeaders = '') =>
  'GET /api/kubernetes/proxy/exec HTTP/1.1\r\nHost: portal.example\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n' +
  `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${extraHeaders}\r\n`;

const errorBody = (name: string, message: string, method: string, url: string, statusCode: number) => ({
  error: { name, message },
  request: { method, url },
  response: { statusCode },
});

describe('createBackendProxy time limits', () => {
  it("answers 504 in the backend's error shape when the backend does not begin its answer in time, and stops the call", async () => {
    const backend = await startMuteBackend();
    await throughPortal(
      backend,
      async (portalUrl) => {
        const answer = await send(`${portalUrl}/api/catalog/entities?filter=kind=component`);
        expect(answer.status).toBe(504);
        expect(answer.headers['content-type']).toBe('application/json');
        expect(JSON.parse(answer.body)).toEqual(
          errorBody('GatewayTimeout', 'The backend did not answer within 0.1 s', 'GET', '/api/catalog/entities?filter=kind=component', 504),
        );
        await waitUntil(() => backend.closedConnections === 1);
      },
      { limits: limitsWith({ firstByteTimeoutMs: 100 }) },
    );
  });

  it('answers 504 when the connection, TLS handshake included, is not made in time', async () => {
    const backend = await startMuteBackend();
    const tlsUrl = `https://127.0.0.1:${backend.port}`;
    await throughPortal(
      backend,
      async (portalUrl) => {
        const answer = await send(`${portalUrl}/api/catalog/entities`);
        expect(answer.status).toBe(504);
        expect(JSON.parse(answer.body)).toEqual(
          errorBody('GatewayTimeout', 'The backend did not accept a connection within 0.1 s', 'GET', '/api/catalog/entities', 504),
        );
      },
      { backendUrl: tlsUrl, limits: limitsWith({ connectTimeoutMs: 100 }) },
    );
  });

  it('does not cut an answer whose headers have arrived, however long it then stays quiet', async () => {
    let finish: () => void = () => undefined;
    const backend = await startBackend((req, res) => {
      // Any other path stays silent: a call to it times out on the proxy's own first-byte limit.
      if (!req.url?.endsWith('/eventstream')) return;
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('data: first\n\n');
      finish = () => res.end('data: last\n\n');
    });
    await throughPortal(
      backend,
      async (portalUrl) => {
        const received: string[] = [];
        let status = 0;
        let ended = false;
        const req = request(`${portalUrl}/api/scaffolder/v2/tasks/1/eventstream`, (res) => {
          status = res.statusCode ?? 0;
          res.on('data', (chunk: Buffer) => received.push(chunk.toString('utf8')));
          res.on('end', () => {
            ended = true;
          });
        });
        req.on('error', () => undefined);
        req.end();
        await waitUntil(() => received.length > 0);
        expect(status).toBe(200);
        // Three first-byte limits of quiet after the headers, counted by the proxy's own timer: three calls
        // made one after the other to a silent path, each cut off when its first-byte limit runs out.
        for (let call = 0; call < 3; call += 1) {
          expect((await send(`${portalUrl}/api/catalog/entities?quiet=${call}`)).status).toBe(504);
        }
        expect(ended).toBe(false);
        finish();
        await waitUntil(() => ended);
        expect(received.join('')).toBe('data: first\n\ndata: last\n\n');
      },
      { limits: limitsWith({ firstByteTimeoutMs: 250 }) },
    );
  });

  it('answers 502 rather than hang when the backend accepts a call with a body and drops it', async () => {
    const backend = await startMuteBackend('drop the connection');
    await throughPortal(backend, async (portalUrl) => {
      const answer = await send(`${portalUrl}/api/catalog/locations`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' });
      expect(answer.status).toBe(502);
      expect(JSON.parse(answer.body)).toEqual(
        errorBody('BadGateway', 'The backend closed the connection before answering', 'POST', '/api/catalog/locations', 502),
      );
    });
  });

  it('answers a websocket upgrade the backend does not answer with 504', async () => {
    const backend = await startMuteBackend();
    await throughPortal(
      backend,
      async (portalUrl) => {
        const received = await exchangeRaw(portalUrl, upgradeRequest(), (text) => text.includes('}'));
        expect(received).toMatch(/^HTTP\/1\.1 504 Gateway Timeout\r\n/);
        expect(received).toContain('Content-Type: application/json');
        expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: { name: 'GatewayTimeout' }, response: { statusCode: 504 } });
      },
      { limits: limitsWith({ firstByteTimeoutMs: 100 }) },
    );
  });
});

describe('createBackendProxy limits', () => {
  it('refuses calls over the pending limit with 503 and Retry-After, and takes calls again once answers arrive', async () => {
    const held: import('node:http').ServerResponse[] = [];
    const backend = await startBackend((_req, res) => held.push(res));
    await throughPortal(
      backend,
      async (portalUrl) => {
        const waiting = [startCall(`${portalUrl}/api/catalog/entities?call=1`), startCall(`${portalUrl}/api/catalog/entities?call=2`)];
        await waitUntil(() => held.length === 2);
        const refused = await send(`${portalUrl}/api/catalog/entities?call=3`);
        expect(refused.status).toBe(503);
        expect(refused.headers['retry-after']).toBe('1');
        expect(JSON.parse(refused.body)).toEqual(
          errorBody('ServiceUnavailable', 'The portal is already waiting for 2 answers from the backend; try again in a moment', 'GET', '/api/catalog/entities?call=3', 503),
        );
        expect(backend.received).toHaveLength(2);
        for (const res of held) res.end('ok');
        expect(await Promise.all(waiting)).toEqual([expect.objectContaining({ status: 200 }), expect.objectContaining({ status: 200 })]);
        held.length = 0;
        const later = startCall(`${portalUrl}/api/catalog/entities?call=4`);
        await waitUntil(() => held.length === 1);
        held[0]?.end('ok');
        expect(await later).toMatchObject({ status: 200 });
      },
      { limits: limitsWith({ maxPendingRequests: 2 }) },
    );
  });

  it('does not count an event stream whose headers have arrived as pending', async () => {
    const backend = await startBackend((req, res) => {
      if (req.url?.endsWith('/eventstream')) {
        res.writeHead(200, { 'Content-Type': 'text/event-stream' });
        res.flushHeaders();
      } else res.end('ok');
    });
    await throughPortal(
      backend,
      async (portalUrl) => {
        const stream = request(`${portalUrl}/api/scaffolder/v2/tasks/1/eventstream`);
        stream.on('error', () => undefined);
        const streamStatus = await new Promise<number>((resolve) => {
          stream.on('response', (res) => resolve(res.statusCode ?? 0));
          stream.end();
        });
        try {
          expect(streamStatus).toBe(200);
          expect(await send(`${portalUrl}/api/catalog/entities`)).toMatchObject({ status: 200, body: 'ok' });
        } finally {
          stream.destroy();
        }
      },
      { limits: limitsWith({ maxPendingRequests: 1 }) },
    );
  });

  it('refuses a body declared over the limit with 413 without calling the backend', async () => {
    const backend = await startBackend((_req, res) => res.end('ok'));
    await throughPortal(
      backend,
      async (portalUrl) => {
        const answer = await send(`${portalUrl}/api/catalog/locations`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: 'x'.repeat(64) });
        expect(answer.status).toBe(413);
        expect(JSON.parse(answer.body)).toMatchObject({ error: { name: 'PayloadTooLarge' }, request: { method: 'POST', url: '/api/catalog/locations' }, response: { statusCode: 413 } });
        expect(backend.connections).toBe(0);
      },
      { limits: limitsWith({ maxRequestBodyBytes: 16 }) },
    );
  });

  it('stops the backend call and answers 413 when a chunked body grows over the limit', async () => {
    const backend = await startBackend(() => undefined);
    await throughPortal(
      backend,
      async (portalUrl) => {
        const upload = request(`${portalUrl}/api/techdocs/sync`, { method: 'POST', headers: { 'Transfer-Encoding': 'chunked' } });
        const answer = new Promise<Answer>((resolve, reject) => {
          upload.on('response', (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
          });
          upload.on('error', reject);
        });
        upload.write('0123456789');
        await waitUntil(() => backend.received.length === 1);
        upload.write('0123456789');
        expect((await answer).status).toBe(413);
        await waitUntil(() => backend.closedRequests === 1);
        expect(backend.bodies).toEqual([]);
        upload.destroy();
      },
      { limits: limitsWith({ maxRequestBodyBytes: 16 }) },
    );
  });
});

describe('createBackendProxy headers', () => {
  it('drops connection-only, proxy and client-claimed forwarding headers and says where the call really came from', async () => {
    const backend = await startBackend((_req, res) => res.end('ok'));
    await throughPortal(backend, async (portalUrl) => {
      await send(`${portalUrl}/api/catalog/entities`, {
        headers: {
          Connection: 'keep-alive, X-Hop-Only',
          'X-Hop-Only': 'secret',
          'Keep-Alive': 'timeout=99',
          TE: 'trailers',
          'Proxy-Authorization': 'Basic cHJveHk6cGFzcw==',
          'X-Forwarded-For': '203.0.113.9',
          'X-Forwarded-Host': 'evil.example',
          'X-Forwarded-Proto': 'https',
          'X-Forwarded-Prefix': '/elsewhere',
          Forwarded: 'for=203.0.113.9;host=evil.example',
          'X-Real-IP': '203.0.113.9',
          'True-Client-IP': '203.0.113.9',
          'X-Client-IP': '203.0.113.9',
          Authorization: 'Bearer token-3',
        },
      });
      const headers = backend.received[0]?.headers ?? {};
      for (const name of ['x-hop-only', 'keep-alive', 'te', 'proxy-authorization', 'forwarded', 'x-forwarded-prefix', 'x-real-ip', 'true-client-ip', 'x-client-ip']) {
        expect(headers).not.toHaveProperty(name);
      }
      expect(headers).toMatchObject({
        authorization: 'Bearer token-3',
        'x-forwarded-for': '127.0.0.1',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': new URL(portalUrl).host,
        host: new URL(backend.url).host,
      });
    });
  });

  it("drops connection-only and proxy headers from the backend's answer", async () => {
    const backend = await startBackend((_req, res) => {
      res.setHeader('Connection', 'X-Backend-Hop');
      res.setHeader('X-Backend-Hop', 'internal');
      res.setHeader('Keep-Alive', 'timeout=99');
      res.setHeader('Proxy-Authenticate', 'Basic realm="backend"');
      res.setHeader('X-Kept', 'yes');
      res.end('ok');
    });
    await throughPortal(backend, async (portalUrl) => {
      const answer = await send(`${portalUrl}/api/catalog/entities`);
      expect(answer).toMatchObject({ status: 200, body: 'ok' });
      expect(answer.headers).not.toHaveProperty('x-backend-hop');
      expect(answer.headers).not.toHaveProperty('proxy-authenticate');
      expect(answer.headers['keep-alive']).not.toBe('timeout=99');
      expect(answer.headers['x-kept']).toBe('yes');
    });
  });

  it('applies the same rules to a websocket upgrade, both ways', async () => {
    const backend = await startBackend((_req, res) => res.end());
    await throughPortal(backend, async (portalUrl) => {
      const received = await exchangeRaw(
        portalUrl,
        upgradeRequest('Connection: X-Hop-Only\r\nX-Hop-Only: secret\r\nProxy-Authorization: Basic cHJveHk6cGFzcw==\r\nX-Forwarded-For: 203.0.113.9\r\n'),
        (text) => text.includes('\r\n\r\n'),
      );
      expect(received).toMatch(/^HTTP\/1\.1 101 Switching Protocols\r\n/);
      expect(received).toContain('X-Kept: yes');
      expect(received).not.toMatch(/proxy-authenticate/i);
      const headers = backend.received[0]?.headers ?? {};
      expect(headers).not.toHaveProperty('x-hop-only');
      expect(headers).not.toHaveProperty('proxy-authorization');
      expect(headers).toMatchObject({ upgrade: 'websocket', 'x-forwarded-for': '127.0.0.1', 'x-forwarded-proto': 'http', 'x-forwarded-host': 'portal.example' });
    });
  });
});

describe('createBackendProxy event streams and connections', () => {
  it("sends an event stream's headers before its first event", async () => {
    let finish: () => void = () => undefined;
    const backend = await startBackend((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.flushHeaders();
      finish = () => res.end();
    });
    await throughPortal(backend, async (portalUrl) => {
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(`${portalUrl}/api/scaffolder/v2/tasks/1/eventstream`, (res) => {
          resolve(res.statusCode ?? 0);
          res.resume();
        });
        req.on('error', reject);
        req.end();
      });
      expect(status).toBe(200);
      finish();
    });
  });

  it('ends the backend call when the client leaves an event stream', async () => {
    const backend = await startBackend((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('data: first\n\n');
    });
    await throughPortal(backend, async (portalUrl) => {
      const req = request(`${portalUrl}/api/scaffolder/v2/tasks/1/eventstream`);
      req.on('error', () => undefined);
      await new Promise<void>((resolve) => {
        req.on('response', (res) => res.once('data', () => resolve()));
        req.end();
      });
      req.destroy();
      await waitUntil(() => backend.closedRequests === 1);
    });
  });

  it('closes the connections it keeps open to the backend on close()', async () => {
    const backend = await startBackend((_req, res) => res.end('ok'));
    const portal = await startPortal(backend.url);
    try {
      expect((await send(`${portal.url}/api/catalog/entities`)).status).toBe(200);
      expect(backend.closedConnections).toBe(0);
      portal.proxy.close();
      await waitUntil(() => backend.closedConnections === 1);
    } finally {
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

describe('createBackendProxy early answers and stopping', () => {
  it("passes on the backend's early answer to a call whose body it did not read (a 401 to a large upload without a token)", async () => {
    // As a Backstage backend does: it answers before reading the body (which Node then reads and drops).
    const backend = await startBackend((_req, res) => {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { name: 'AuthenticationError', message: 'Missing credentials' } }));
    });
    await throughPortal(backend, async (portalUrl) => {
      const answer = await new Promise<Answer>((resolve) => {
        const req = request(`${portalUrl}/api/catalog/locations`, { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          // 'close' too: an answer cut short shows as a body that does not parse, not as a test that never ends.
          const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') });
          res.on('end', done);
          res.on('close', done);
        });
        // A write after the answer may fail once the portal closes the connection; the answer is what counts.
        req.on('error', () => undefined);
        // Chunked, a megabyte at a time.
        const chunk = Buffer.alloc(1024 * 1024, 'a');
        let sent = 0;
        const pump = () => {
          while (sent < 11 && req.write(chunk)) sent += 1;
          if (sent < 11) req.once('drain', pump);
          else req.end();
        };
        pump();
      });
      // The backend's 401 when it arrives before the body's ten megabytes have passed, else the portal's own 413.
      expect([401, 413]).toContain(answer.status);
      expect(JSON.parse(answer.body)).toMatchObject({ error: { name: answer.status === 401 ? 'AuthenticationError' : 'PayloadTooLarge' } });
    });
  });

  it('ends every event stream when the portal stops: a flowing one ends, one still waiting for the backend is answered 503', async () => {
    const backend = await startBackend((req, res) => {
      if (!req.url?.includes('flowing')) return; // the other stream's backend has not answered yet
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write('data: first\n\n');
    });
    const portal = await startPortal(backend.url);
    try {
      const open = (path: string, accept = 'text/event-stream') =>
        new Promise<{ status: number; type?: string; body: () => string; ended: () => boolean }>((resolve) => {
          const chunks: Buffer[] = [];
          let ended = false;
          const req = request(`${portal.url}${path}`, { headers: { Accept: accept } }, (res) => {
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              ended = true;
            });
            resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body: () => Buffer.concat(chunks).toString('utf8'), ended: () => ended });
          });
          req.on('error', () => undefined);
          req.end();
        });
      // One stream asked for as the browser asks, one without saying so: the backend's answer says it is a stream.
      const flowing = await open('/api/scaffolder/v2/tasks/flowing/eventstream', '*/*');
      await waitUntil(() => flowing.body().includes('first'));
      const waiting = open('/api/scaffolder/v2/tasks/waiting/eventstream');
      await waitUntil(() => backend.received.length === 2);
      portal.proxy.closeStreams();
      await waitUntil(() => flowing.ended());
      expect(flowing.body()).toBe('data: first\n\n');
      const refused = await waiting;
      await waitUntil(() => refused.ended());
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body())).toMatchObject({ error: { name: 'ServiceUnavailable' }, response: { statusCode: 503 } });
      await waitUntil(() => backend.closedRequests === 2);
    } finally {
      await portal.stop();
      await backend.stop();
    }
  });
});

/**
 * A backend that answers every request, upgrades included, as plain HTTP and keeps the connection open, as a
 * Backstage backend does for a path without a websocket: it records each request it reads on the connection.
 */
const startPlainHttpBackend = async () => {
  const requests: { method: string; url: string; host: string; forwardedFor: string; bodyBytes: number }[] = [];
  const server = createServer((req, res) => {
    let bodyBytes = 0;
    req.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
    req.on('end', () => {
      requests.push({ method: req.method ?? '', url: req.url ?? '', host: req.headers.host ?? '', forwardedFor: String(req.headers['x-forwarded-for'] ?? ''), bodyBytes });
      res.writeHead(200, { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }).end('{"status":"ok"}');
    });
  });
  const url = await listen(server);
  return { url, requests, stop: () => close(server) };
};

describe('createBackendProxy websocket upgrades', () => {
  const handshake = (path: string, extraHeaders = '') =>
    `GET ${path} HTTP/1.1\r\nHost: portal.example\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
    `Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n${extraHeaders}\r\n`;
  const smuggled =
    'GET /.backstage/health/v1/readiness HTTP/1.1\r\nHost: internal-only.example\r\nX-Forwarded-For: 10.0.0.1\r\n\r\n' +
    `POST /api/catalog/locations HTTP/1.1\r\nHost: internal-only.example\r\nContent-Length: 12000000\r\n\r\n${'x'.repeat(10_000)}`;

  it("relays a backend's answer other than 101 and closes both connections, passing on nothing the client sends after its handshake", async () => {
    const backend = await startPlainHttpBackend();
    await throughPortal(backend, async (portalUrl) => {
      const socket = connect(Number(new URL(portalUrl).port), '127.0.0.1');
      let received = '';
      let closed = false;
      socket.on('data', (data: Buffer) => (received += data.toString('latin1')));
      socket.on('error', () => undefined);
      socket.on('close', () => (closed = true));
      // The handshake and what follows it arrive together, as they would from a client that does not wait.
      socket.write(handshake('/api/kubernetes/proxy/api/v1/namespaces/default/pods/web-1/exec') + smuggled);
      await waitUntil(() => closed);
      expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
      expect(received).toMatch(/\r\nconnection: close\r\n/i);
      expect(received.endsWith('{"status":"ok"}')).toBe(true);
      expect(received.match(/HTTP\/1\.1 /g)).toHaveLength(1);
      expect(backend.requests).toEqual([
        expect.objectContaining({ method: 'GET', url: '/api/kubernetes/proxy/api/v1/namespaces/default/pods/web-1/exec', bodyBytes: 0, forwardedFor: '127.0.0.1' }),
      ]);
    });
  });

  it('passes on no upgrade to a backend plugin that does not speak WebSocket', async () => {
    const backend = await startPlainHttpBackend();
    await throughPortal(backend, async (portalUrl) => {
      const received = await exchangeRaw(portalUrl, handshake('/api/catalog/entities') + smuggled + 'x'.repeat(200_000), () => false);
      expect(received).toMatch(/^HTTP\/1\.1 404 Not Found\r\n/);
      expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toEqual(
        errorBody('NotFoundError', 'No websocket is served at this path', 'GET', '/api/catalog/entities', 404),
      );
      expect(backend.requests).toEqual([]);
    });
  });

  it.each([
    ['a body', handshake('/api/kubernetes/proxy/exec', 'Content-Length: 12000000\r\n'), 'A WebSocket handshake carries no body'],
    ['a chunked body', handshake('/api/kubernetes/proxy/exec', 'Transfer-Encoding: chunked\r\n'), 'A WebSocket handshake carries no body'],
    ['another protocol', handshake('/api/kubernetes/proxy/exec').replace('Upgrade: websocket', 'Upgrade: h2c'), 'Only a WebSocket handshake (GET with Upgrade: websocket) can be upgraded'],
    ['another method', handshake('/api/kubernetes/proxy/exec').replace(/^GET/, 'POST'), 'Only a WebSocket handshake (GET with Upgrade: websocket) can be upgraded'],
  ])('refuses a handshake with %s with 400 and passes nothing on', async (_case, text, message) => {
    const backend = await startPlainHttpBackend();
    await throughPortal(backend, async (portalUrl) => {
      const received = await exchangeRaw(portalUrl, text, () => false);
      expect(received).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(JSON.parse(received.slice(received.indexOf('\r\n\r\n') + 4))).toMatchObject({ error: { name: 'InputError', message }, response: { statusCode: 400 } });
      expect(backend.requests).toEqual([]);
    });
  });

  it('holds back what the client sends before the backend switches protocols, and passes it on after the 101', async () => {
    let backendSawBeforeSwitching = '';
    const server = createServer((_req, res) => res.end());
    server.on('upgrade', (_req: IncomingMessage, socket: Socket, head: Buffer) => {
      backendSawBeforeSwitching = head.toString('utf8');
      socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
      socket.on('data', (data: Buffer) => socket.write(`echo:${data.toString('utf8')}`));
      socket.on('end', () => socket.end());
    });
    const url = await listen(server);
    await throughPortal({ url, stop: () => close(server) }, async (portalUrl) => {
      const received = await exchangeRaw(portalUrl, `${handshake('/api/kubernetes/proxy/exec')}early`, (text) => text.includes('echo:early'));
      expect(received).toMatch(/^HTTP\/1\.1 101 Switching Protocols\r\n/);
      expect(received).toContain('echo:early');
      expect(backendSawBeforeSwitching).toBe('');
    });
  });

  it('closes a handshake whose client sends more than a handshake needs before the backend answers', async () => {
    const backend = await startMuteBackend();
    await throughPortal(backend, async (portalUrl) => {
      const received = await exchangeRaw(portalUrl, handshake('/api/kubernetes/proxy/exec') + 'x'.repeat(200_000), () => false);
      expect(received).toBe('');
      await waitUntil(() => backend.closedConnections === 1);
    });
  });
});
