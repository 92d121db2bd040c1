// Pod exec terminal: when it is offered, where it connects, how
// keystrokes are framed.
import {
  TERMINAL_CLIENT_SIDE_AUTH_PROVIDERS,
  TERMINAL_COMMAND,
  TERMINAL_DEFAULT_NAMESPACE,
  TERMINAL_STDIN_CHANNEL,
} from './constants';
import type { Cluster } from './types';

/**
 * The terminal goes through the backend's proxy with server-side credentials, so it is offered only
 * when exactly one cluster is configured, its auth provider is not a browser-side one (aks, google,
 * oidc, or a name containing them) and kubernetes.podExecTerminal.enabled is set.
 */
export const isTerminalOffered = (
  clusters: readonly Pick<Cluster, 'authProvider'>[],
  podExecTerminalEnabled: boolean,
): boolean => {
  if (!podExecTerminalEnabled || clusters.length !== 1) return false;
  const authProvider = clusters[0]?.authProvider ?? '';
  return !TERMINAL_CLIENT_SIDE_AUTH_PROVIDERS.some((clientSide) => authProvider.includes(clientSide));
};

export interface ExecTarget {
  /** The kubernetes backend's base URL (http or https). */
  readonly backendUrl: string;
  readonly podName: string;
  readonly containerName: string;
  readonly namespace?: string;
}

/** The backend URL with http(s) rewritten to ws(s). */
export const toWebSocketUrl = (url: string): string => url.replace(/^http(s?):\/\//, 'ws$1://');

/** {ws base}/proxy/api/v1/namespaces/{namespace}/pods/{pod}/exec?container=..&stdin=true&...&command=/bin/sh */
export const execWebSocketUrl = ({ backendUrl, podName, containerName, namespace }: ExecTarget): string => {
  const query = new URLSearchParams({
    container: containerName,
    stdin: 'true',
    stdout: 'true',
    stderr: 'true',
    tty: 'true',
    command: TERMINAL_COMMAND,
  });
  const base = toWebSocketUrl(backendUrl).replace(/\/+$/, '');
  const ns = encodeURIComponent(namespace || TERMINAL_DEFAULT_NAMESPACE);
  return `${base}/proxy/api/v1/namespaces/${ns}/pods/${encodeURIComponent(podName)}/exec?${query.toString()}`;
};

/** A message for the exec socket: the stdin channel byte (0) followed by the UTF-8 bytes of the input. */
export const encodeTerminalFrame = (input: string | Uint8Array): Uint8Array => {
  const bytes = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  const frame = new Uint8Array(bytes.length + 1);
  frame[0] = TERMINAL_STDIN_CHANNEL;
  frame.set(bytes, 1);
  return frame;
};

/** A message from the exec socket: its channel (1 stdout, 2 stderr, 3 error) and its text. */
export const decodeTerminalFrame = (frame: Uint8Array): { readonly channel: number; readonly text: string } => ({
  channel: frame[0] ?? -1,
  text: new TextDecoder().decode(frame.subarray(1)),
});
