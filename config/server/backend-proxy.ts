// The backend's API served from the portal's own origin: requests under {basePath}/api/ are passed to
// the backend unchanged (bodies and answers streamed, websocket upgrades included). The browser then
// makes same-origin calls, so it sends no CORS preflight: a round trip saved on every call whose URL it
// has not asked before (each new catalog filter, page or entity), and no CORS set-up on the backend.
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { connect as netConnect, type Socket } from 'node:net';
import { connect as tlsConnect } from 'node:tls';
import type { Duplex } from 'node:stream';

/** Paths the proxy passes on (after the portal's base path): every Backstage plugin API. */
export const PROXIED_PATH_PREFIX = '/api/';

export const isProxiedPath = (path: string): boolean => path.startsWith(PROXIED_PATH_PREFIX);

/** Hop-by-hop headers (RFC 9110 section 7.6.1) belong to one connection and are not passed on. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

const forwardedHeaders = (request: IncomingMessage, target: URL): Record<string, string | string[]> => {
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) headers[name] = value;
  }
  headers['host'] = target.host;
  return headers;
};

/** Whether a request carries a body (RFC 9112 section 6.3: a length or a transfer coding announces one). */
const hasBody = (request: IncomingMessage): boolean =>
  request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) > 0;

export interface BackendProxy {
  /** Passes one HTTP request on; `path` is the request's path and query without the portal's base path. */
  handle(request: IncomingMessage, response: ServerResponse, pathAndQuery: string): void;
  /** Passes a websocket upgrade on (the pod terminal); `pathAndQuery` as for `handle`. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, pathAndQuery: string): void;
  /** Closes the connections kept open to the backend. */
  close(): void;
}

export const createBackendProxy = (backendBaseUrl: string): BackendProxy => {
  const target = new URL(backendBaseUrl);
  const secure = target.protocol === 'https:';
  const port = Number(target.port || (secure ? 443 : 80));
  // The backend's own path prefix, if it is served below one.
  const prefix = target.pathname.replace(/\/+$/, '');

  const send = secure ? httpsRequest : httpRequest;
  // Bodiless calls (nearly all of them) reuse connections to the backend. A backend may close an idle
  // connection just as it is reused; the call then fails before any answer and is sent again on a new
  // connection, as browsers do, instead of reaching the browser as a network error (a failed session
  // refresh on page load signs the user out).
  const reusing = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  // A call with a body cannot be sent twice (the body streams through once), so it never meets that race.
  const fresh = secure ? new HttpsAgent({ keepAlive: false }) : new HttpAgent({ keepAlive: false });

  const handle = (request: IncomingMessage, response: ServerResponse, pathAndQuery: string) => {
    const bodiless = !hasBody(request);
    let abandoned = false;
    const attempt = (agent: HttpAgent, retryable: boolean): ClientRequest => {
      const upstream = send(
        { protocol: target.protocol, hostname: target.hostname, port, agent, method: request.method, path: `${prefix}${pathAndQuery}`, headers: forwardedHeaders(request, target) },
        (answer) => {
          const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
          response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers as Record<string, string | string[]>);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => {
        if (retryable && upstream.reusedSocket && !response.headersSent && !abandoned) {
          current = attempt(fresh, false);
          current.end();
          return;
        }
        // An unreachable backend looks to the browser as it would without the proxy: the connection
        // fails (a transport error), not an answer the backend never gave.
        if (!response.headersSent) request.socket.destroy();
        else response.destroy();
      });
      return upstream;
    };

    let current = attempt(bodiless ? reusing : fresh, bodiless);
    // A caller that gives up (timeout, navigation) stops the backend call too.
    response.on('close', () => {
      if (response.writableFinished) return;
      abandoned = true;
      current.destroy();
    });
    if (bodiless) current.end();
    else request.pipe(current);
  };

  return {
    handle,
    close: () => {
      reusing.destroy();
      fresh.destroy();
    },

    upgrade: (request, socket, head, pathAndQuery) => {
      const onConnected = () => {
        const headerLines = Object.entries({ ...forwardedHeaders(request, target), connection: 'Upgrade', upgrade: request.headers.upgrade ?? 'websocket' })
          .flatMap(([name, value]) => (Array.isArray(value) ? value.map((item) => `${name}: ${item}`) : [`${name}: ${value}`]));
        upstream.write(`${request.method ?? 'GET'} ${prefix}${pathAndQuery} HTTP/1.1\r\n${headerLines.join('\r\n')}\r\n\r\n`);
        if (head.length > 0) upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      };
      const upstream: Socket = secure
        ? tlsConnect({ host: target.hostname, port, servername: target.hostname }, onConnected)
        : netConnect({ host: target.hostname, port }, onConnected);
      const closeBoth = () => {
        upstream.destroy();
        socket.destroy();
      };
      upstream.on('error', closeBoth);
      socket.on('error', closeBoth);
      upstream.on('close', () => socket.destroy());
      socket.on('close', () => upstream.destroy());
    },
  };
};
