// What the server answers when a client sends something HTTP cannot parse: a short status and a closed
// socket, never a crash. Limits keep a slow or oversized request from holding a connection for long.
import type { Duplex } from 'node:stream';

export const SERVER_LIMITS = {
  /** Time to receive a request's headers. */
  headersTimeout: 20_000,
  /** Time to receive a whole request, body included (uploads to the API pass through). */
  requestTimeout: 120_000,
  maxHeaderSize: 16 * 1024,
  keepAliveTimeout: 5_000,
  connectionsCheckingInterval: 5_000,
} as const;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  404: 'Not Found',
  408: 'Request Timeout',
  421: 'Misdirected Request',
  431: 'Request Header Fields Too Large',
  503: 'Service Unavailable',
};

/** Writes a minimal answer on a raw socket and closes it once written. */
export const refuseUpgrade = (socket: Duplex, status: number, reason = REASONS[status] ?? 'Error'): void => {
  if (socket.destroyed) return;
  socket.on('error', () => undefined);
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = `${reason}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    () => socket.destroy(),
  );
};

const statusOf = (code: string | undefined): number | undefined => {
  if (code === 'HPE_HEADER_OVERFLOW') return 431;
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (code === 'ECONNRESET' || code === 'EPIPE') return undefined;
  return 400;
};

/** The server's 'clientError' listener: the request could not be parsed. */
export const answerClientError = (error: Error & { code?: string }, socket: Duplex): void => {
  const status = statusOf(error.code);
  if (status === undefined) socket.destroy();
  else refuseUpgrade(socket, status);
};
