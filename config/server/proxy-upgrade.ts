// A websocket upgrade (the pod terminal) passed on over a connection of its own: the handshake is
// written to the backend, the head of its answer is relayed with the same header rules as HTTP calls,
// and from then on bytes flow both ways unchanged.
import type { IncomingMessage } from 'node:http';
import { connect as netConnect, type Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { connect as tlsConnect } from 'node:tls';
import type { BackendProxyLimits } from './app-config/portal-settings';
import { answerTimedOut, connectTimedOut, droppedBeforeAnswer, tooManyPending, writeRefusal, type ProxiedCall, type ProxyRefusal } from './proxy-errors';
import { relayedAnswerHeaderLines, requestHeadersForBackend } from './proxy-headers';
import { Deadline, type BackendTarget, type PendingCalls } from './proxy-target';

export interface UpgradeContext {
  readonly target: BackendTarget;
  readonly limits: BackendProxyLimits;
  readonly pending: PendingCalls;
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

export const passUpgrade = ({ target, limits, pending }: UpgradeContext, request: IncomingMessage, socket: Duplex, head: Buffer, pathAndQuery: string): void => {
  const call: ProxiedCall = { method: request.method ?? 'GET', url: pathAndQuery };
  socket.on('error', () => socket.destroy());
  const release = pending.take();
  if (!release) {
    writeRefusal(socket, call, tooManyPending(limits.maxPendingRequests));
    return;
  }

  const deadline = new Deadline();
  let connected = false;
  let relaying = false;
  // Set once the proxy has closed the call or answered it itself.
  let finished = false;
  const refuse = (refusal: ProxyRefusal) => {
    if (finished) return;
    finished = true;
    deadline.disarm();
    release();
    upstream.destroy();
    if (!socket.destroyed) writeRefusal(socket, call, refusal);
  };

  const onConnected = () => {
    connected = true;
    upstream.write(handshake(request, `${target.prefix}${pathAndQuery}`, target.host));
    if (head.length > 0) upstream.write(head);
    deadline.arm(limits.firstByteTimeoutMs, () => refuse(answerTimedOut(target.label, limits.firstByteTimeoutMs)));
  };
  const upstream: Socket = target.secure
    ? tlsConnect({ host: target.hostname, port: target.port, servername: target.hostname }, onConnected)
    : netConnect({ host: target.hostname, port: target.port }, onConnected);
  deadline.arm(limits.connectTimeoutMs, () => refuse(connectTimedOut(target.label, limits.connectTimeoutMs)));

  let answerStart = Buffer.alloc(0);
  const onAnswerStart = (chunk: Buffer) => {
    // The first byte has arrived: from here on a quiet connection is a quiet terminal, not a late backend.
    deadline.disarm();
    release();
    answerStart = Buffer.concat([answerStart, chunk]);
    const relayed = relayedHead(answerStart);
    if (!relayed) {
      if (answerStart.length > MAX_ANSWER_HEAD_BYTES) closeBoth();
      return;
    }
    upstream.off('data', onAnswerStart);
    relaying = true;
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
    upstream.destroy();
    socket.destroy();
  };
  const onUpstreamEnded = () => {
    if (finished) return;
    if (relaying || answerStart.length > 0 || !connected) closeBoth();
    // Accepted, then closed without a word: say so rather than leave the caller waiting.
    else refuse(droppedBeforeAnswer(target.label));
  };
  upstream.on('error', onUpstreamEnded);
  upstream.on('close', onUpstreamEnded);
  socket.on('close', closeBoth);
};
