// A websocket upgrade (the pod terminal, the backend's signals) passed on over a connection of its own. Only a
// WebSocket handshake to a backend plugin that speaks WebSocket is passed on, with the same header rules as
// HTTP calls. The two connections are joined only when the backend switches protocols (101); any other answer
// is relayed as it is and both connections close, so nothing the client sends after its handshake can reach
// the backend as a request of its own.
import { request as httpRequest, STATUS_CODES, type ClientRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { BackendProxyLimits } from './app-config/portal-settings';
import { NON_PAGE_HEADERS } from './content-security-policy';
import {
  answerTimedOut,
  connectionFailure,
  connectTimedOut,
  droppedBeforeAnswer,
  tooManyPending,
  writeRefusal,
  type ProxiedCall,
  type ProxyRefusal,
} from './proxy-errors';
import { answerHeadersForClient, connectionTokens, relayedAnswerHeaderLines, requestHeadersForBackend, type HeaderMap } from './proxy-headers';
import { Deadline, type BackendTarget, type PendingCalls, type ProxyObserver } from './proxy-target';

/** The backend plugins (the first segment after /api/) whose endpoints speak WebSocket. */
export const WEBSOCKET_PLUGINS: ReadonlySet<string> = new Set(['kubernetes', 'signals']);

/**
 * What a client may send before the backend has switched protocols. A WebSocket client sends nothing until then;
 * whatever it sends is held back and passed on only after a 101.
 */
const MAX_EARLY_BYTES = 64 * 1024;

export interface UpgradeContext {
  readonly target: BackendTarget;
  readonly limits: BackendProxyLimits;
  readonly pending: PendingCalls;
  readonly observer: ProxyObserver;
}

/** What became of an upgrade, for the access log and the metrics. */
export interface UpgradeOutcome {
  /** The status the client was answered with: 101 when the connections were joined. */
  answered(status: number): void;
}

/** Why a request cannot be passed on as a websocket upgrade; undefined when it can. */
export const upgradeRefusal = (request: IncomingMessage, pathAndQuery: string): { status: 400 | 404; name: string; message: string } | undefined => {
  const plugin = /^\/api\/([^/?]+)/.exec(pathAndQuery)?.[1];
  if (plugin === undefined || !WEBSOCKET_PLUGINS.has(plugin)) {
    return { status: 404, name: 'NotFoundError', message: 'No websocket is served at this path' };
  }
  const upgradesTo = connectionTokens(request.headers.upgrade);
  if (request.method !== 'GET' || !upgradesTo.has('websocket') || upgradesTo.size !== 1 || !connectionTokens(request.headers.connection).has('upgrade')) {
    return { status: 400, name: 'InputError', message: 'Only a WebSocket handshake (GET with Upgrade: websocket) can be upgraded' };
  }
  if (request.headers['transfer-encoding'] !== undefined || Number(request.headers['content-length'] ?? 0) !== 0) {
    return { status: 400, name: 'InputError', message: 'A WebSocket handshake carries no body' };
  }
  return undefined;
};

/** Writes an answer head onto a taken-over connection. */
const answerHead = (status: number, message: string | undefined, headerLines: readonly string[]): string =>
  `HTTP/1.1 ${status} ${message ?? STATUS_CODES[status] ?? ''}\r\n${headerLines.map((line) => `${line}\r\n`).join('')}\r\n`;

const headerLines = (headers: HeaderMap): string[] =>
  Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value.map((item) => `${name}: ${item}`) : [`${name}: ${value}`]));

/** The raw header lines of an answer, as `name: value`. */
const rawHeaderLines = (rawHeaders: readonly string[]): string[] => {
  const lines: string[] = [];
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) lines.push(`${rawHeaders[index]}: ${rawHeaders[index + 1]}`);
  return lines;
};

export const passUpgrade = (
  { target, limits, pending, observer }: UpgradeContext,
  request: IncomingMessage,
  socket: Duplex,
  head: Buffer,
  pathAndQuery: string,
  outcome: UpgradeOutcome = { answered: () => undefined },
): void => {
  const call: ProxiedCall = { method: request.method ?? 'GET', url: pathAndQuery };
  socket.on('error', () => socket.destroy());

  const refused = upgradeRefusal(request, pathAndQuery);
  if (refused) {
    outcome.answered(refused.status);
    const body = JSON.stringify({ error: { name: refused.name, message: refused.message }, request: call, response: { statusCode: refused.status } });
    const lines = headerLines({ ...NON_PAGE_HEADERS, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' });
    socket.end(answerHead(refused.status, undefined, lines) + body, () => socket.destroy());
    return;
  }
  const release = pending.take();
  if (!release) {
    const refusal = tooManyPending(limits.maxPendingRequests);
    observer.upstreamFailed(refusal, call, `${limits.maxPendingRequests} calls pending`);
    outcome.answered(refusal.status);
    writeRefusal(socket, call, refusal);
    return;
  }
  const endCall = observer.callStarted();
  const sentAt = performance.now();
  const deadline = new Deadline();
  let connected = false;
  // waiting for the backend's answer; joined once it switched protocols; over once answered, refused or left.
  let phase: 'waiting' | 'joined' | 'over' = 'waiting';
  let closeWebsocket: (() => void) | undefined;

  // What the client sends before the backend switches protocols is held back, never written to the backend.
  let early: Buffer[] = head.length > 0 ? [head] : [];
  let earlyBytes = head.length;
  const holdEarly = (chunk: Buffer) => {
    earlyBytes += chunk.length;
    if (earlyBytes > MAX_EARLY_BYTES) closeBoth();
    else early.push(chunk);
  };
  socket.on('data', holdEarly);

  const stopWaiting = () => {
    deadline.disarm();
    release();
    endCall();
  };
  const closeBoth = () => {
    if (phase === 'waiting') stopWaiting();
    phase = 'over';
    closeWebsocket?.();
    closeWebsocket = undefined;
    upstream.destroy();
    socket.destroy();
  };
  const refuse = (refusal: ProxyRefusal, detail: string) => {
    if (phase !== 'waiting') return;
    phase = 'over';
    stopWaiting();
    upstream.destroy();
    observer.upstreamFailed(refusal, call, `${target.label}: ${detail}`);
    outcome.answered(refusal.status);
    if (!socket.destroyed) writeRefusal(socket, call, refusal);
  };

  const send = target.secure ? httpsRequest : httpRequest;
  const upstream: ClientRequest = send({
    protocol: target.secure ? 'https:' : 'http:',
    hostname: target.hostname,
    port: target.port,
    ...(target.secure ? { servername: target.hostname } : {}),
    agent: false,
    method: 'GET',
    path: `${target.prefix}${pathAndQuery}`,
    headers: { ...requestHeadersForBackend(request, target.host), connection: 'Upgrade', upgrade: 'websocket' },
  });
  deadline.arm(limits.connectTimeoutMs, () => refuse(connectTimedOut(limits.connectTimeoutMs), `no connection within ${limits.connectTimeoutMs} ms`));
  upstream.on('socket', (connection: Socket) => {
    connection.once(target.secure ? 'secureConnect' : 'connect', () => {
      connected = true;
      if (phase === 'waiting') {
        deadline.arm(limits.firstByteTimeoutMs, () => refuse(answerTimedOut(limits.firstByteTimeoutMs), `no answer within ${limits.firstByteTimeoutMs} ms`));
      }
    });
  });

  // The backend switched protocols: from here on bytes flow both ways unchanged, and a quiet connection is a quiet terminal.
  upstream.on('upgrade', (answer: IncomingMessage, backend: Socket, backendHead: Buffer) => {
    if (phase !== 'waiting' || socket.destroyed) {
      backend.destroy();
      return;
    }
    stopWaiting();
    phase = 'joined';
    observer.backendAnswered(request, performance.now() - sentAt);
    outcome.answered(101);
    closeWebsocket = observer.streamOpened('websocket');
    backend.on('error', closeBoth);
    backend.on('close', closeBoth);
    socket.off('data', holdEarly);
    socket.write(answerHead(101, answer.statusMessage, relayedAnswerHeaderLines(rawHeaderLines(answer.rawHeaders))));
    if (backendHead.length > 0) socket.write(backendHead);
    for (const chunk of early) backend.write(chunk);
    early = [];
    backend.pipe(socket);
    socket.pipe(backend);
  });

  // Any other answer is the backend's last word on this connection: relayed to its end, then both close. What the
  // client sent meanwhile is dropped.
  upstream.on('response', (answer: IncomingMessage) => {
    if (phase !== 'waiting') {
      answer.destroy();
      return;
    }
    stopWaiting();
    phase = 'over';
    observer.backendAnswered(request, performance.now() - sentAt);
    const status = answer.statusCode ?? 502;
    outcome.answered(status);
    const { 'content-length': _length, ...headers } = answerHeadersForClient(answer.headers);
    socket.off('data', holdEarly);
    early = [];
    socket.write(answerHead(status, answer.statusMessage, headerLines({ ...headers, connection: 'close' })));
    answer.pipe(socket, { end: false });
    answer.once('end', () => {
      upstream.destroy();
      socket.end(() => socket.destroy());
    });
    answer.once('error', closeBoth);
  });

  upstream.on('error', (error: Error & { code?: string }) => {
    if (phase !== 'waiting') {
      closeBoth();
      return;
    }
    // Refused or unreachable, or accepted and then closed without a word: say so rather than leave the caller waiting.
    if (!connected) refuse(connectionFailure(error.code), error.code ?? 'connection failed');
    else refuse(droppedBeforeAnswer(), 'closed before answering');
  });
  // A client that leaves before the backend has answered takes the backend call with it.
  socket.on('end', () => {
    if (phase === 'waiting') closeBoth();
  });
  socket.on('close', closeBoth);
  upstream.end();
};
