// Answers the proxy gives itself, in the error body shape the Backstage backend uses, so the app shows
// them as it shows the backend's own errors. They never name the backend's address (the log does): the
// client needs to know what happened, not where the portal's backend lives.
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { NON_PAGE_HEADERS } from './content-security-policy';
import type { UpstreamErrorKind } from './metrics';

export interface ProxyRefusal {
  readonly status: 413 | 502 | 503 | 504;
  readonly name: 'PayloadTooLarge' | 'BadGateway' | 'ServiceUnavailable' | 'GatewayTimeout';
  readonly message: string;
  readonly headers?: Readonly<Record<string, string>>;
  /** Why the backend gave no answer, for the metrics and the log. */
  readonly kind: UpstreamErrorKind;
}

export interface ProxiedCall {
  readonly method: string;
  /** The call's path and query as the client named it (after the portal's base path). */
  readonly url: string;
}

export const refusalBody = (call: ProxiedCall, refusal: ProxyRefusal): string =>
  JSON.stringify({
    error: { name: refusal.name, message: refusal.message },
    request: { method: call.method, url: call.url },
    response: { statusCode: refusal.status },
  });

/** Sends a refusal as the answer. */
export const sendRefusal = (response: ServerResponse, call: ProxiedCall, refusal: ProxyRefusal): void => {
  const body = refusalBody(call, refusal);
  response.writeHead(refusal.status, {
    ...refusal.headers,
    ...NON_PAGE_HEADERS,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
  });
  response.end(body);
};

/** Writes a refusal straight onto a connection taken over for an upgrade, then closes it. */
export const writeRefusal = (socket: Duplex, call: ProxiedCall, refusal: ProxyRefusal): void => {
  const body = refusalBody(call, refusal);
  const headers = { ...refusal.headers, ...NON_PAGE_HEADERS, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' };
  const head = [`HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? ''}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  // Destroyed once written: a client still sending would otherwise keep the half-closed connection open.
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`, () => socket.destroy());
};

const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(3))} s`;

export const connectTimedOut = (ms: number): ProxyRefusal => ({
  status: 504,
  name: 'GatewayTimeout',
  message: `The backend did not accept a connection within ${seconds(ms)}`,
  kind: 'connect_timeout',
});

export const answerTimedOut = (ms: number): ProxyRefusal => ({
  status: 504,
  name: 'GatewayTimeout',
  message: `The backend did not answer within ${seconds(ms)}`,
  kind: 'answer_timeout',
});

export const droppedBeforeAnswer = (): ProxyRefusal => ({
  status: 502,
  name: 'BadGateway',
  message: 'The backend closed the connection before answering',
  kind: 'reset',
});

/** The backend's host refused the connection: nothing listens there now (a restart, a scaled-down backend). */
export const connectionRefused = (): ProxyRefusal => ({
  status: 503,
  name: 'ServiceUnavailable',
  message: 'The backend is not accepting connections; try again in a moment',
  headers: { 'Retry-After': '1' },
  kind: 'refused',
});

/** The backend's host could not be found or reached at all. */
export const backendUnreachable = (): ProxyRefusal => ({
  status: 502,
  name: 'BadGateway',
  message: 'The backend could not be reached',
  kind: 'unreachable',
});

export const tooManyPending = (max: number): ProxyRefusal => ({
  status: 503,
  name: 'ServiceUnavailable',
  message: `The portal is already waiting for ${max} answers from the backend; try again in a moment`,
  headers: { 'Retry-After': '1' },
  kind: 'too_many_pending',
});

export const bodyTooLarge = (max: number): ProxyRefusal => ({
  status: 413,
  name: 'PayloadTooLarge',
  message: `The request body is larger than the ${max} bytes the portal passes on to the backend`,
  kind: 'body_too_large',
});

/** A call still waiting for the backend when the portal stops (an event stream, most often). */
export const shuttingDown = (): ProxyRefusal => ({
  status: 503,
  name: 'ServiceUnavailable',
  message: 'The portal is shutting down; try again in a moment',
  headers: { 'Retry-After': '1' },
  kind: 'shutdown',
});

/** The refusal for a connection that failed before the backend answered, by the error's code. */
export const connectionFailure = (code: string | undefined): ProxyRefusal => {
  if (code === 'ECONNREFUSED') return connectionRefused();
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return backendUnreachable();
  return droppedBeforeAnswer();
};
