// The portal answers only requests addressed to itself: a page on another domain that points its own name
// at the portal's address (DNS rebinding) would otherwise read the portal with the user's session.
import { LOOPBACK_HOSTNAMES } from './app-config/portal-settings';

export interface HostCheckOptions {
  /** app.baseUrl; without it, the address the server listens on. */
  readonly appBaseUrl?: URL;
  /** portico.allowedHosts: "name" (any port) or "name:port". */
  readonly allowedHosts?: readonly string[];
}

const LOOPBACK_LITERALS = ['127.0.0.1', '[::1]', 'localhost'];

const defaultPort = (protocol: string): string => (protocol === 'https:' ? '443' : '80');

/** Host header value -> `hostname:port` in lower case, or undefined when it is not a host. */
const normalise = (host: string, protocol: string): string | undefined => {
  const match = /^(\[[0-9a-f:.]+\]|[a-z0-9\-_.]+)(?::(\d{1,5}))?$/.exec(host.toLowerCase());
  if (!match) return undefined;
  const [, hostname, port] = match;
  return `${hostname!.replace(/\.$/, '')}:${port ? String(Number(port)) : defaultPort(protocol)}`;
};

/** Whether a Host header names this portal. `listening` is the address the server is bound to. */
export const hostChecker = (options: HostCheckOptions, listening: { host: string; port: number }): ((host: string | undefined) => boolean) => {
  const base = options.appBaseUrl ?? new URL(`http://${listening.host.includes(':') ? `[${listening.host}]` : listening.host}:${listening.port}`);
  const protocol = base.protocol;
  const port = base.port || defaultPort(protocol);
  const exact = new Set<string>([`${base.hostname.toLowerCase()}:${port}`]);
  if (LOOPBACK_HOSTNAMES.has(base.hostname)) for (const literal of LOOPBACK_LITERALS) exact.add(`${literal}:${port}`);
  const anyPort = new Set<string>();
  for (const entry of options.allowedHosts ?? []) {
    const name = entry.trim().toLowerCase();
    if (!name) continue;
    if (/:\d+$/.test(name)) {
      const read = normalise(name, protocol);
      if (read) exact.add(read);
    } else anyPort.add(name);
  }
  return (host) => {
    if (!host) return false;
    const read = normalise(host, protocol);
    if (!read) return false;
    return exact.has(read) || anyPort.has(read.slice(0, read.lastIndexOf(':')));
  };
};

/** Whether a request names exactly one Host (Node keeps the first of several, which a client could exploit). */
export const hasOneHost = (rawHeaders: readonly string[]): boolean => {
  let hosts = 0;
  for (let index = 0; index < rawHeaders.length; index += 2) if (rawHeaders[index]!.toLowerCase() === 'host') hosts += 1;
  return hosts <= 1;
};
