// The pod exec terminal's connection: a websocket with the
// channel.k8s.io subprotocol through the backend's proxy.
import { serviceToken } from '../shared/service-token';

export interface TerminalTarget {
  readonly podName: string;
  readonly containerName: string;
  /** Defaults to 'default'. */
  readonly namespace?: string;
}

export type TerminalEvent =
  | { readonly type: 'open' }
  /** Text the container wrote to stdout (1), stderr (2) or the error channel (3). */
  | { readonly type: 'output'; readonly channel: number; readonly text: string }
  | { readonly type: 'error'; readonly message: string }
  | { readonly type: 'closed' };

export interface TerminalConnection {
  /** Sends keystrokes on the stdin channel. */
  send(input: string): void;
  close(): void;
}

export interface TerminalTransport {
  connect(target: TerminalTarget, onEvent: (event: TerminalEvent) => void): TerminalConnection;
}

export const TerminalTransportToken = serviceToken<TerminalTransport>('TerminalTransport');
