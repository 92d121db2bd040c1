// The backend's API served from the portal's own origin: requests under {basePath}/api/ are passed to
// the backend unchanged (bodies and answers streamed, websocket upgrades included). The browser then
// makes same-origin calls, so it sends no CORS preflight: a round trip saved on every call whose URL it
// has not asked before (each new catalog filter, page or entity), and no CORS set-up on the backend.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
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

export interface BackendProxy {
  /** Passes one HTTP request on; `path` is the request's path and query without the portal's base path. */
  handle(request: IncomingMessage, response: ServerResponse, pathAndQuery: string): void;
  /** Passes a websocket upgrade on (the pod terminal); `pathAndQuery` as for `handle`. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, pathAndQuery: string): void;
}

export const createBackendProxy = (backendBaseUrl: string): BackendProxy => {
  const target = new URL(backendBaseUrl);
  const secure = target.protocol === 'https:';
  const port = Number(target.port || (secure ? 443 : 80));
  // The backend's own path prefix, if it is served below one.
  const prefix = target.pathname.replace(/\/+$/, '');

  return {
    handle: (request, response, pathAndQuery) => {
      const send = secure ? httpsRequest : httpRequest;
      const upstream = send(
        { protocol: target.protocol, hostname: target.hostname, port, method: request.method, path: `${prefix}${pathAndQuery}`, headers: forwardedHeaders(request, target) },
        (answer) => {
          const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
          response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers as Record<string, string | string[]>);
          answer.pipe(response);
        },
      );
      // An unreachable backend looks to the browser as it would without the proxy: the connection fails
      // (a transport error), not an answer the backend never gave.
      upstream.on('error', () => {
        if (!response.headersSent) request.socket.destroy();
        else response.destroy();
      });
      // A caller that gives up (timeout, navigation) stops the backend call too.
      response.on('close', () => {
        if (!response.writableFinished) upstream.destroy();
      });
      request.pipe(upstream);
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
