// A websocket upgrade (the pod terminal) passed on over a connection of its own: the handshake is
// written to the backend, the head of its answer is relayed with the same header rules as HTTP calls,
// and from then on bytes flow both ways unchanged.
import type { IncomingMessage } from 'node:http';
import { connect as netConnect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { connect as tlsConnect } from 'node:tls';
import type { BackendProxyLimits } from './app-config/portal-settings';
import { answerTimedOut, connectionFailure, connectTimedOut, droppedBeforeAnswer, tooManyPending, writeRefusal, type ProxiedCall, type ProxyRefusal } from './proxy-errors';
import { relayedAnswerHeaderLines, requestHeadersForBackend } from './proxy-headers';
import { Deadline, type BackendTarget, type PendingCalls, type ProxyObserver } from './proxy-target';

export interface UpgradeContext {
  readonly target: BackendTarget;
  readonly limits: BackendProxyLimits;
  readonly pending: PendingCalls;
  readonly observer: ProxyObserver;
}

const END_OF_HEAD = '\r\n\r\n';
/** An answer head longer than this is not an HTTP answer the proxy relays. */
const MAX_ANSWER_HEAD_BYTES = 64 * 1024;

const handshake = (request: IncomingMessage, path: string, backendHost: string): string => {
  const headers = { ...requestHeadersForBackend(request, backendHost), connection: 'Upgrade', upgrade: request.headers.upgrade ?? 'websocket' };
  const lines = Object.entries(headers).flatMap(([name, value]) => (Array.isArray(value) ? value.map((item) => `${name}: ${item}`) : [`${name}: ${value}`]));
  return `${request.method ?? 'GET'} ${path} HTTP/1.1\r\n${lines.join('\r\n')}\r\n\r\n`;
};

/** The backend's answer head with its headers filtered, and whatever followed it in the same chunks. */
const relayedHead = (received: Buffer): { head: string; rest: Buffer } | undefined => {
  const end = received.indexOf(END_OF_HEAD);
  if (end < 0) return undefined;
  const [statusLine = '', ...headerLines] = received.subarray(0, end).toString('latin1').split('\r\n');
  return { head: [statusLine, ...relayedAnswerHeaderLines(headerLines)].join('\r\n') + END_OF_HEAD, rest: received.subarray(end + END_OF_HEAD.length) };
};

export const passUpgrade = ({ target, limits, pending, observer }: UpgradeContext, request: IncomingMessage, socket: Duplex, head: Buffer, pathAndQuery: string): void => {
  const call: ProxiedCall = { method: request.method ?? 'GET', url: pathAndQuery };
  socket.on('error', () => socket.destroy());
  const release = pending.take();
  if (!release) {
    const refusal = tooManyPending(limits.maxPendingRequests);
    observer.upstreamFailed(refusal, call, `${limits.maxPendingRequests} calls pending`);
    writeRefusal(socket, call, refusal);
    return;
  }
  const endCall = observer.callStarted();
  let closeWebsocket: (() => void) | undefined;

  const deadline = new Deadline();
  let connected = false;
  let relaying = false;
  // Set once the proxy has closed the call or answered it itself.
  let finished = false;
  const refuse = (refusal: ProxyRefusal, detail: string) => {
    if (finished) return;
    finished = true;
    deadline.disarm();
    release();
    endCall();
    upstream.destroy();
    observer.upstreamFailed(refusal, call, `${target.label}: ${detail}`);
    if (!socket.destroyed) writeRefusal(socket, call, refusal);
  };

  const onConnected = () => {
    connected = true;
    upstream.write(handshake(request, `${target.prefix}${pathAndQuery}`, target.host));
    if (head.length > 0) upstream.write(head);
    deadline.arm(limits.firstByteTimeoutMs, () => refuse(answerTimedOut(limits.firstByteTimeoutMs), `no answer within ${limits.firstByteTimeoutMs} ms`));
  };
  const upstream: Socket = target.secure
    ? tlsConnect({ host: target.hostname, port: target.port, servername: target.hostname }, onConnected)
    : netConnect({ host: target.hostname, port: target.port }, onConnected);
  deadline.arm(limits.connectTimeoutMs, () => refuse(connectTimedOut(limits.connectTimeoutMs), `no connection within ${limits.connectTimeoutMs} ms`));

  let answerStart = Buffer.alloc(0);
  const onAnswerStart = (chunk: Buffer) => {
    // The first byte has arrived: from here on a quiet connection is a quiet terminal, not a late backend.
    deadline.disarm();
    release();
    endCall();
    answerStart = Buffer.concat([answerStart, chunk]);
    const relayed = relayedHead(answerStart);
    if (!relayed) {
      if (answerStart.length > MAX_ANSWER_HEAD_BYTES) closeBoth();
      return;
    }
    upstream.off('data', onAnswerStart);
    relaying = true;
    closeWebsocket = observer.streamOpened('websocket');
    socket.write(relayed.head);
    if (relayed.rest.length > 0) socket.write(relayed.rest);
    upstream.pipe(socket);
    socket.pipe(upstream);
  };
  upstream.on('data', onAnswerStart);

  const closeBoth = () => {
    finished = true;
    deadline.disarm();
    release();
    endCall();
    closeWebsocket?.();
    upstream.destroy();
    socket.destroy();
  };
  const onUpstreamEnded = (error?: Error & { code?: string }) => {
    if (finished) return;
    if (relaying || answerStart.length > 0) closeBoth();
    // Refused or unreachable, or accepted and then closed without a word: say so rather than leave the caller waiting.
    else if (!connected) refuse(connectionFailure(error?.code), error?.code ?? 'connection failed');
    else refuse(droppedBeforeAnswer(), 'closed before answering');
  };
  upstream.on('error', onUpstreamEnded);
  upstream.on('close', () => onUpstreamEnded());
  socket.on('close', closeBoth);
};
