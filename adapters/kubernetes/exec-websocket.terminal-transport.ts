// The pod terminal's transport: a browser WebSocket with the
// channel.k8s.io subprotocol to {kubernetes backend, http→ws}/proxy/api/v1/namespaces/{ns}/pods/{pod}/exec.
// Keystrokes go out as binary frames whose first byte is the stdin channel (0).
//
// A browser cannot put an Authorization header on a WebSocket, so the user's backend token travels the
// way Kubernetes' own API server accepts it from browsers: as a second offered subprotocol
// `base64url.bearer.authorization.k8s.io.<token>`. The embedded backend's kubernetes module moves it into
// the Authorization header and drops it before the proxy reaches the cluster.
import type {
  TerminalConnection,
  TerminalEvent,
  TerminalTarget,
  TerminalTransport,
} from '../../application/kubernetes/terminal-transport.port';
import { TERMINAL_SUBPROTOCOL } from '../../domain/kubernetes/constants';
import { decodeTerminalFrame, encodeTerminalFrame, execWebSocketUrl } from '../../domain/kubernetes/terminal';
import { KUBERNETES_PLUGIN_ID } from './plugin-id';

export const TERMINAL_CONNECTION_FAILED = 'The terminal connection failed';

export const BEARER_SUBPROTOCOL_PREFIX = 'base64url.bearer.authorization.k8s.io.';

/** The part of the browser's WebSocket this transport uses (tests pass a fake). */
export interface WebSocketLike {
  binaryType: BinaryType;
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  send(data: ArrayBufferLike | ArrayBufferView | string): void;
  close(): void;
}

const OPEN = 1;

export interface WebSocketTerminalDeps {
  readonly discoveryOf: (pluginId: string) => Promise<string>;
  /** The signed-in user's backend token, if any. */
  readonly getToken: () => Promise<string | undefined>;
  readonly createSocket: (url: string, protocols: string[]) => WebSocketLike;
}

/** base64url without padding, of the token's UTF-8 bytes. */
export const base64UrlOf = (text: string): string => {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

export const terminalSubprotocols = (token: string | undefined): string[] =>
  token ? [TERMINAL_SUBPROTOCOL, `${BEARER_SUBPROTOCOL_PREFIX}${base64UrlOf(token)}`] : [TERMINAL_SUBPROTOCOL];

const bytesOf = async (data: unknown): Promise<Uint8Array | string> => {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  if (typeof Blob !== 'undefined' && data instanceof Blob) return new Uint8Array(await data.arrayBuffer());
  return String(data);
};

export class WebSocketTerminalTransport implements TerminalTransport {
  constructor(private readonly deps: WebSocketTerminalDeps) {}

  connect(target: TerminalTarget, onEvent: (event: TerminalEvent) => void): TerminalConnection {
    let socket: WebSocketLike | undefined;
    let closedByUser = false;
    const pending: string[] = [];

    const open = async () => {
      const [backendUrl, token] = await Promise.all([this.deps.discoveryOf(KUBERNETES_PLUGIN_ID), this.deps.getToken()]);
      if (closedByUser) return;
      const url = execWebSocketUrl({
        backendUrl,
        podName: target.podName,
        containerName: target.containerName,
        ...(target.namespace !== undefined && { namespace: target.namespace }),
      });
      const ws = this.deps.createSocket(url, terminalSubprotocols(token));
      socket = ws;
      ws.binaryType = 'arraybuffer';
      ws.onopen = () => {
        onEvent({ type: 'open' });
        for (const input of pending.splice(0)) ws.send(encodeTerminalFrame(input));
      };
      ws.onmessage = (message) => {
        void bytesOf(message.data).then((data) => {
          if (typeof data === 'string') onEvent({ type: 'output', channel: 1, text: data });
          else {
            const { channel, text } = decodeTerminalFrame(data);
            onEvent({ type: 'output', channel, text });
          }
        });
      };
      ws.onerror = () => onEvent({ type: 'error', message: TERMINAL_CONNECTION_FAILED });
      ws.onclose = () => onEvent({ type: 'closed' });
    };

    open().catch((error: unknown) =>
      onEvent({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
    );

    return {
      send: (input) => {
        if (socket?.readyState === OPEN) socket.send(encodeTerminalFrame(input));
        else pending.push(input);
      },
      close: () => {
        closedByUser = true;
        socket?.close();
      },
    };
  }
}
