// Answers the proxy gives itself, in the error body shape the Backstage backend uses, so the app shows
// them as it shows the backend's own errors.
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export interface ProxyRefusal {
  readonly status: 413 | 502 | 503 | 504;
  readonly name: 'PayloadTooLarge' | 'BadGateway' | 'ServiceUnavailable' | 'GatewayTimeout';
  readonly message: string;
  readonly headers?: Readonly<Record<string, string>>;
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

/** Sends a refusal as the answer; `closeConnection` when the request's body was not read to its end. */
export const sendRefusal = (response: ServerResponse, call: ProxiedCall, refusal: ProxyRefusal, closeConnection: boolean): void => {
  const body = refusalBody(call, refusal);
  response.writeHead(refusal.status, {
    ...refusal.headers,
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    ...(closeConnection ? { connection: 'close' } : {}),
  });
  response.end(body);
};

/** Writes a refusal straight onto a connection taken over for an upgrade, then closes it. */
export const writeRefusal = (socket: Duplex, call: ProxiedCall, refusal: ProxyRefusal): void => {
  const body = refusalBody(call, refusal);
  const headers = { ...refusal.headers, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)), Connection: 'close' };
  const head = [`HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status] ?? ''}`, ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`)];
  socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
};

const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(3))} s`;

export const connectTimedOut = (backend: string, ms: number): ProxyRefusal => ({
  status: 504,
  name: 'GatewayTimeout',
  message: `The backend at ${backend} did not accept a connection within ${seconds(ms)}`,
});

export const answerTimedOut = (backend: string, ms: number): ProxyRefusal => ({
  status: 504,
  name: 'GatewayTimeout',
  message: `The backend at ${backend} did not answer within ${seconds(ms)}`,
});

export const droppedBeforeAnswer = (backend: string): ProxyRefusal => ({
  status: 502,
  name: 'BadGateway',
  message: `The backend at ${backend} closed the connection before answering`,
});

export const tooManyPending = (max: number): ProxyRefusal => ({
  status: 503,
  name: 'ServiceUnavailable',
  message: `The portal is already waiting for ${max} answers from the backend; try again in a moment`,
  headers: { 'Retry-After': '1' },
});

export const bodyTooLarge = (max: number): ProxyRefusal => ({
  status: 413,
  name: 'PayloadTooLarge',
  message: `The request body is larger than the ${max} bytes the portal passes on to the backend`,
});
