import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the local server received. */
export interface ReceivedRequest {
  readonly method: string;
  /** Path and query, e.g. '/api/auth/guest/refresh?optional&env=development'. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export interface Reply {
  readonly status: number;
  readonly statusText?: string;
  readonly body?: string;
  readonly headers?: Record<string, string>;
}

export const jsonReply = (status: number, body: unknown, statusText?: string): Reply => ({
  status,
  body: JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
  ...(statusText ? { statusText } : {}),
});

export interface LocalHttpServer {
  /** http://127.0.0.1:{port} */
  readonly origin: string;
  readonly received: ReceivedRequest[];
  /** How the server answers from now on. */
  answer(reply: (request: ReceivedRequest) => Reply): void;
  close(): Promise<void>;
}

/** A real HTTP server on 127.0.0.1 and a free port, for adapter tests that talk HTTP through fetch. */
export const startLocalHttpServer = async (): Promise<LocalHttpServer> => {
  const received: ReceivedRequest[] = [];
  let reply: (request: ReceivedRequest) => Reply = () => jsonReply(200, {});
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(request);
      const answer = reply(request);
      res.statusCode = answer.status;
      if (answer.statusText !== undefined) res.statusMessage = answer.statusText;
      for (const [name, value] of Object.entries(answer.headers ?? {})) res.setHeader(name, value);
      res.end(answer.body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    answer: (next) => {
      reply = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};

/** A URL on 127.0.0.1 where nothing listens (a server was started there and closed). */
export const closedPortUrl = async (): Promise<string> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
};
