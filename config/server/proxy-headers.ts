// Which headers cross the proxy, both ways. Headers that belong to one connection stay on it, and the
// X-Forwarded-* set describes the connection the portal really received, never what a client claims.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { TLSSocket } from 'node:tls';

export type HeaderMap = Record<string, string | string[]>;

/** Headers that belong to one connection and are not passed on. */
export const HOP_BY_HOP: ReadonlySet<string> = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** The header names a `Connection` header lists: those headers belong to this connection too. */
export const connectionTokens = (connection: string | string[] | undefined): Set<string> => {
  const values = Array.isArray(connection) ? connection : connection === undefined ? [] : [connection];
  return new Set(values.flatMap((value) => value.split(',')).map((token) => token.trim().toLowerCase()).filter((token) => token.length > 0));
};

/** Headers in which clients or proxies claim who the client is: only the portal says that, from the connection. */
const CLIENT_ADDRESS_CLAIMS: ReadonlySet<string> = new Set([
  'forwarded',
  'x-real-ip',
  'x-client-ip',
  'client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
  'x-cluster-client-ip',
  'x-original-forwarded-for',
  'x-originating-ip',
]);

const isClientForwardingClaim = (name: string): boolean => CLIENT_ADDRESS_CLAIMS.has(name) || name.startsWith('x-forwarded-');

const withoutConnectionHeaders = (headers: IncomingHttpHeaders, alsoDropped: (name: string) => boolean): HeaderMap => {
  const named = connectionTokens(headers['connection']);
  const kept: HeaderMap = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.has(name) || alsoDropped(name)) continue;
    kept[name] = value;
  }
  return kept;
};

/** X-Forwarded-For/-Proto/-Host taken from the connection the request arrived on. */
export const forwardedFromConnection = (request: IncomingMessage): HeaderMap => {
  const headers: HeaderMap = { 'x-forwarded-proto': request.socket instanceof TLSSocket ? 'https' : 'http' };
  const remoteAddress = request.socket.remoteAddress;
  if (remoteAddress) headers['x-forwarded-for'] = remoteAddress;
  if (request.headers.host) headers['x-forwarded-host'] = request.headers.host;
  return headers;
};

/** The headers a client's request carries on to the backend at `backendHost`. */
export const requestHeadersForBackend = (request: IncomingMessage, backendHost: string): HeaderMap => ({
  ...withoutConnectionHeaders(request.headers, (name) => name === 'proxy-authorization' || isClientForwardingClaim(name)),
  ...forwardedFromConnection(request),
  host: backendHost,
});

/** The headers of the backend's answer that reach the client. */
export const answerHeadersForClient = (headers: IncomingHttpHeaders): HeaderMap =>
  withoutConnectionHeaders(headers, (name) => name === 'proxy-authenticate');

/**
 * Header lines of an answer relayed byte for byte (the answer to a websocket upgrade). The framing and
 * upgrade headers stay, since the body and the switched protocol pass through unchanged.
 */
export const relayedAnswerHeaderLines = (lines: readonly string[]): string[] => {
  const nameOf = (line: string) => line.slice(0, Math.max(line.indexOf(':'), 0)).trim().toLowerCase();
  const named = connectionTokens(lines.filter((line) => nameOf(line) === 'connection').map((line) => line.slice(line.indexOf(':') + 1)));
  const needed = new Set(['connection', 'upgrade', 'transfer-encoding', 'content-length']);
  return lines.filter((line) => {
    const name = nameOf(line);
    if (needed.has(name)) return true;
    return !(HOP_BY_HOP.has(name) || named.has(name) || name === 'proxy-authenticate');
  });
};
