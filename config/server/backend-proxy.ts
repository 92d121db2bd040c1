// The backend's API served from the portal's own origin: requests under {basePath}/api/ are passed to
// the backend (bodies and answers streamed, websocket upgrades included). The browser then makes
// same-origin calls, so it sends no CORS preflight: a round trip saved on every call whose URL it has
// not asked before (each new catalog filter, page or entity), and no CORS set-up on the backend.
// A call the backend does not answer gets an answer all the same, in the backend's error shape (502, 503 or
// 504), so the browser can tell "no answer" from a network failure; the log says which backend and why.
import { Agent as HttpAgent, request as httpRequest, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { Duplex } from 'node:stream';
import { DEFAULT_PROXY_LIMITS, type BackendProxyLimits } from './app-config/portal-settings';
import { answerHeadersForClient, requestHeadersForBackend } from './proxy-headers';
import {
  answerTimedOut,
  bodyTooLarge,
  connectionFailure,
  connectTimedOut,
  droppedBeforeAnswer,
  sendRefusal,
  shuttingDown,
  tooManyPending,
  type ProxiedCall,
  type ProxyRefusal,
} from './proxy-errors';
import { backendTarget, Deadline, PendingCalls, type ProxyObserver } from './proxy-target';

export type { ProxyObserver } from './proxy-target';
import { passUpgrade, type UpgradeOutcome } from './proxy-upgrade';

/** Paths the proxy passes on (after the portal's base path): every Backstage plugin API. */
export const PROXIED_PATH_PREFIX = '/api/';

export const isProxiedPath = (path: string): boolean => path.startsWith(PROXIED_PATH_PREFIX);


/**
 * How much of a body the backend will not get the portal still reads (and drops) after answering, and for how long:
 * a caller that answers only once it has sent its whole request (as Node's does) then reads the answer instead of
 * failing to write. A body that goes on longer is cut with its connection.
 */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024;
const DRAIN_LIMIT_MS = 5_000;

const drainRest = (request: IncomingMessage): void => {
  if (request.complete) return;
  let dropped = 0;
  const cut = () => request.socket.destroy();
  const timer = setTimeout(cut, DRAIN_LIMIT_MS);
  const done = () => clearTimeout(timer);
  request.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped <= DRAIN_LIMIT_BYTES) return;
    done();
    cut();
  });
  request.once('end', done);
  request.once('close', done);
  request.resume();
};

/** The body length a request declares, if it declares one. */
const declaredLength = (request: IncomingMessage): number | undefined => {
  const value = request.headers['content-length'];
  return value === undefined ? undefined : Number(value);
};

/** Whether a request carries a body: a length or a transfer coding announces one. */
const hasBody = (request: IncomingMessage): boolean => request.headers['transfer-encoding'] !== undefined || (declaredLength(request) ?? 0) > 0;

const isEventStream = (answer: IncomingMessage): boolean => (answer.headers['content-type'] ?? '').toLowerCase().startsWith('text/event-stream');
const asksForEventStream = (request: IncomingMessage): boolean => (request.headers.accept ?? '').toLowerCase().includes('text/event-stream');

const unobserved: ProxyObserver = {
  backendAnswered: () => undefined,
  upstreamFailed: () => undefined,
  callStarted: () => () => undefined,
  streamOpened: () => () => undefined,
};

export interface BackendProxy {
  /** Passes one HTTP request on; `path` is the request's path and query without the portal's base path. */
  handle(request: IncomingMessage, response: ServerResponse, pathAndQuery: string): void;
  /**
   * Passes a websocket handshake on to a backend plugin that speaks WebSocket (the pod terminal); `pathAndQuery` as
   * for `handle`. `outcome` learns the status the client was answered with.
   */
  upgrade(request: IncomingMessage, socket: Duplex, head: Buffer, pathAndQuery: string, outcome?: UpgradeOutcome): void;
  /**
   * The portal is stopping: every event stream ends (one still waiting for the backend is answered 503), since
   * streams never finish on their own.
   */
  closeStreams(): void;
  /** Closes the connections kept open to the backend. */
  close(): void;
}

export const createBackendProxy = (
  backendBaseUrl: string,
  limits: BackendProxyLimits = DEFAULT_PROXY_LIMITS,
  observer: ProxyObserver = unobserved,
): BackendProxy => {
  const target = backendTarget(backendBaseUrl);
  const pending = new PendingCalls(limits.maxPendingRequests);
  /** Calls that are, or may become, event streams, with what ends each when the portal stops. */
  const streams = new Set<() => void>();

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
    const refuse = (refusal: ProxyRefusal, detail: string) => {
      observer.upstreamFailed(refusal, call, detail);
      sendRefusal(response, call, refusal);
      drainRest(request);
    };

    if ((declaredLength(request) ?? 0) > limits.maxRequestBodyBytes) {
      refuse(bodyTooLarge(limits.maxRequestBodyBytes), `declared ${declaredLength(request)} bytes`);
      return;
    }
    const release = pending.take();
    if (!release) {
      refuse(tooManyPending(limits.maxPendingRequests), `${limits.maxPendingRequests} calls pending`);
      return;
    }
    const endCall = observer.callStarted();
    const sentAt = performance.now();

    const bodiless = !hasBody(request);
    const deadline = new Deadline();
    // Set once the proxy has answered for the backend, or the caller has gone: later events of the
    // backend call change nothing.
    let settled = false;
    let connected = false;
    let answered = false;
    // The backend's connection failed while a body was streaming: the body is read to its end before answering.
    let failing = false;
    let closeStream: (() => void) | undefined;
    const stopWaiting = () => {
      deadline.disarm();
      release();
      endCall();
    };
    const settle = () => {
      settled = true;
      stopWaiting();
      if (closeStream) streams.delete(closeStream);
    };
    const giveUp = (refusal: ProxyRefusal, detail: string) => {
      // Once the backend has answered, its answer stands.
      if (settled || answered) return;
      settle();
      if (!bodiless) request.unpipe(current);
      current.destroy();
      if (response.headersSent) response.destroy();
      else refuse(refusal, detail);
    };
    const awaitFirstByte = () =>
      deadline.arm(limits.firstByteTimeoutMs, () => giveUp(answerTimedOut(limits.firstByteTimeoutMs), `${target.label}: no answer within ${limits.firstByteTimeoutMs} ms`));

    if (asksForEventStream(request)) {
      closeStream = () => {
        if (answered) {
          settle();
          current.destroy();
          response.end();
        } else giveUp(shuttingDown(), 'the portal is stopping');
      };
      streams.add(closeStream);
    }

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
        deadline.arm(limits.connectTimeoutMs, () =>
          giveUp(connectTimedOut(limits.connectTimeoutMs), `${target.label}: no connection within ${limits.connectTimeoutMs} ms`),
        );
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
        stopWaiting();
        observer.backendAnswered(request, performance.now() - sentAt);
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeadersForClient(answer.headers));
        // An event stream's headers go out at once: the browser's EventSource opens before the first event.
        if (isEventStream(answer)) {
          response.flushHeaders();
          const closed = observer.streamOpened('event_stream');
          response.once('close', closed);
          if (!closeStream) {
            closeStream = () => {
              settle();
              current.destroy();
              response.end();
            };
            streams.add(closeStream);
          }
        } else if (closeStream) {
          streams.delete(closeStream);
          closeStream = undefined;
        }
        answer.on('close', () => {
          if (!answer.complete) response.destroy();
        });
        answer.pipe(response);
        response.once('finish', () => {
          if (closeStream) streams.delete(closeStream);
        });
      });
      upstream.on('error', (error: Error & { code?: string }) => {
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
        if (failing) return;
        const detail = `${target.label}: ${error.code ?? error.message}`;
        // Before the connection was made: refused or unreachable.
        if (!connected || bodiless || request.complete) {
          giveUp(connectionFailure(connected ? 'ECONNRESET' : error.code), detail);
          return;
        }
        // While a body was still streaming, a backend that answers early (a 401 to an upload without a token) may
        // close the connection before its answer arrives. The rest of the body is read and dropped: a body over
        // the limit gets the portal's own 413, as it would have, and the caller is answered only once it has
        // sent its request, so it reads the answer instead of failing to write.
        failing = true;
        deadline.disarm();
        request.unpipe(upstream);
        request.once('end', () => giveUp(droppedBeforeAnswer(), detail));
        request.resume();
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
      if (bodyBytes > limits.maxRequestBodyBytes) {
        // Once the backend has answered, its answer stands: the rest of the body is just not passed on.
        if (answered) {
          request.unpipe(current);
          drainRest(request);
        }
        else giveUp(bodyTooLarge(limits.maxRequestBodyBytes), `a body over ${limits.maxRequestBodyBytes} bytes`);
      }
      // A body still arriving is progress: the backend's time to answer counts from its last byte.
      else if (connected && !answered && !settled && !failing) awaitFirstByte();
    });
    request.pipe(current);
  };

  return {
    handle,
    upgrade: (request, socket, head, pathAndQuery, outcome) => passUpgrade({ target, limits, pending, observer }, request, socket, head, pathAndQuery, outcome),
    closeStreams: () => {
      for (const close of [...streams]) close();
      streams.clear();
    },
    close: () => {
      reusing.destroy();
      fresh.destroy();
    },
  };
};
