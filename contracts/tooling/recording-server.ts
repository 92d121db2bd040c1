// A small HTTP server on loopback for the tooling tests: it answers with a handler and records every request
// (method, path, headers, body), so a test can assert exactly what a client sent. Stands in for a Pact Broker or
// a Backstage backend.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';

export interface RecordedRequest {
  readonly method: string;
  /** Path and query, as sent. */
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
}

export type Handler = (request: RecordedRequest, response: ServerResponse, baseUrl: string) => void;

export interface RecordingServer {
  readonly baseUrl: string;
  readonly requests: RecordedRequest[];
  stop(): Promise<void>;
}

export const json = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(body));
};

export const startRecordingServer = async (handler: Handler): Promise<RecordingServer> => {
  const requests: RecordedRequest[] = [];
  let baseUrl = '';
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const recorded = { method: request.method ?? 'GET', url: request.url ?? '/', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
      requests.push(recorded);
      try {
        handler(recorded, response, baseUrl);
      } catch (error) {
        response.writeHead(500).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    baseUrl,
    requests,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
