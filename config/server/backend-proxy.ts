// The backend's API served from the portal's own origin: requests under {basePath}/api/ are passed to
// the backend (bodies and answers streamed, websocket upgrades included). The browser then makes
// same-origin calls, so it sends no CORS preflight: a round trip saved on every call whose URL it has
// not asked before (each new catalog filter, page or entity), and no CORS set-up on the backend.
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Duplex } from 'node:stream';
import { DEFAULT_PROXY_LIMITS, type BackendProxyLimits } from './app-config/portal-settings';
import { answerHeadersForClient, requestHeadersForBackend } from './proxy-headers';
import {
  answerTimedOut,
  bodyTooLarge,
  connectTimedOut,
  droppedBeforeAnswer,
  sendRefusal,
  tooManyPending,
  type ProxiedCall,
  type ProxyRefusal,
} from './proxy-errors';
import { backendTarget, Deadline, PendingCalls } from './proxy-target';
import { passUpgrade } from './proxy-upgrade';

/** Paths the proxy passes on (after the portal's base path): every Backstage plugin API. */
export const PROXIED_PATH_PREFIX = '/api/';

export const isProxiedPath = (path: string): boolean => path.startsWith(PROXIED_PATH_PREFIX);

/** The body length a request declares, if it declares one. */
const declaredLength = (request: IncomingMessage): number | undefined => {
  const value = request.headers['content-length'];
  return value === undefined ? undefined : Number(value);
};

/** Whether a request carries a body: a length or a transfer coding announces one. */
const hasBody = (request: IncomingMessage): boolean => request.headers['transfer-encoding'] !== undefined || (declaredLength(request) ?? 0) > 0;

const isEventStream = (answer: IncomingMessage): boolean => (answer.headers['content-type'] ?? '').toLowerCase().startsWith('text/event-stream');

export interface BackendProxy {
  /** Passes one HTTP request on; `path` is the request's path and query without the portal's base path. */
  handle(request: IncomingMessage, response: ServerResponse, pathAndQuery: string): void;
  /** Passes a websocket upgrade on (the pod terminal); `pathAndQuery` as for `handle`. */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, pathAndQuery: string): void;
  /** Closes the connections kept open to the backend. */
  close(): void;
}

export const createBackendProxy = (backendBaseUrl: string, limits: BackendProxyLimits = DEFAULT_PROXY_LIMITS): BackendProxy => {
  const target = backendTarget(backendBaseUrl);
  const pending = new PendingCalls(limits.maxPendingRequests);

  const send = target.secure ? httpsRequest : httpRequest;
  // Bodiless calls (nearly all of them) reuse connections to the backend. A backend may close an idle
  // connection just as it is reused; the call then fails before any answer and is sent again on a new
  // connection, as browsers do, instead of reaching the browser as a network error (a failed session
  // refresh on page load signs the user out).
  const reusing = target.secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
  // A call with a body cannot be sent twice (the body streams through once), so it never meets that race.
  const fresh = target.secure ? new HttpsAgent({ keepAlive: false }) : new HttpAgent({ keepAlive: false });

  const handle = (request: IncomingMessage, response: ServerResponse, pathAndQuery: string) => {
    const call: ProxiedCall = { method: request.method ?? 'GET', url: pathAndQuery };
    request.on('error', () => undefined);
    const refuse = (refusal: ProxyRefusal) => sendRefusal(response, call, refusal, !request.complete);

    if ((declaredLength(request) ?? 0) > limits.maxRequestBodyBytes) {
      refuse(bodyTooLarge(limits.maxRequestBodyBytes));
      return;
    }
    const release = pending.take();
    if (!release) {
      refuse(tooManyPending(limits.maxPendingRequests));
      return;
    }

    const bodiless = !hasBody(request);
    const deadline = new Deadline();
    // Set once the proxy has answered for the backend, or the caller has gone: later events of the
    // backend call change nothing.
    let settled = false;
    let connected = false;
    let answered = false;
    const settle = () => {
      settled = true;
      deadline.disarm();
      release();
    };
    const giveUp = (refusal: ProxyRefusal) => {
      if (settled) return;
      settle();
      if (!bodiless) request.unpipe(current);
      current.destroy();
      if (response.headersSent) response.destroy();
      else refuse(refusal);
    };
    const awaitFirstByte = () => deadline.arm(limits.firstByteTimeoutMs, () => giveUp(answerTimedOut(target.label, limits.firstByteTimeoutMs)));

    const attempt = (agent: HttpAgent, retryable: boolean): ClientRequest => {
      connected = false;
      const upstream = send({
        protocol: target.secure ? 'https:' : 'http:',
        hostname: target.hostname,
        port: target.port,
        agent,
        method: call.method,
        path: `${target.prefix}${pathAndQuery}`,
        headers: requestHeadersForBackend(request, target.host),
      });
      upstream.on('socket', (socket) => {
        if (upstream.reusedSocket) {
          connected = true;
          awaitFirstByte();
          return;
        }
        deadline.arm(limits.connectTimeoutMs, () => giveUp(connectTimedOut(target.label, limits.connectTimeoutMs)));
        socket.once(target.secure ? 'secureConnect' : 'connect', () => {
          if (upstream !== current || settled) return;
          connected = true;
          awaitFirstByte();
        });
      });
      upstream.on('response', (answer) => {
        if (settled) {
          answer.resume();
          return;
        }
        answered = true;
        deadline.disarm();
        release();
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeadersForClient(answer.headers));
        // An event stream's headers go out at once: the browser's EventSource opens before the first event.
        if (isEventStream(answer)) response.flushHeaders();
        answer.on('close', () => {
          if (!answer.complete) response.destroy();
        });
        answer.pipe(response);
      });
      upstream.on('error', () => {
        if (settled) return;
        if (answered || response.headersSent) {
          settle();
          response.destroy();
          return;
        }
        if (retryable && upstream.reusedSocket) {
          current = attempt(fresh, false);
          current.end();
          return;
        }
        settle();
        // An unreachable backend looks to the browser as it would without the proxy: the connection
        // fails (a transport error), not an answer the backend never gave.
        if (!connected) request.socket.destroy();
        else refuse(droppedBeforeAnswer(target.label));
      });
      return upstream;
    };

    let current = attempt(bodiless ? reusing : fresh, bodiless);
    // A caller that gives up (timeout, navigation, a closed event stream) stops the backend call too.
    response.on('close', () => {
      if (response.writableFinished) return;
      settle();
      current.destroy();
    });
    if (bodiless) {
      current.end();
      return;
    }
    let bodyBytes = 0;
    // Registered before the pipe, so a chunk over the limit is never written to the backend.
    request.on('data', (chunk: Buffer) => {
      bodyBytes += chunk.length;
      if (bodyBytes > limits.maxRequestBodyBytes) giveUp(bodyTooLarge(limits.maxRequestBodyBytes));
      // A body still arriving is progress: the backend's time to answer counts from its last byte.
      else if (connected && !answered && !settled) awaitFirstByte();
    });
    request.pipe(current);
  };

  return {
    handle,
    upgrade: (request, socket, head, pathAndQuery) => passUpgrade({ target, limits, pending }, request, socket, head, pathAndQuery),
    close: () => {
      reusing.destroy();
      fresh.destroy();
    },
  };
};
