import fc from 'fast-check';
import type { TerminalEvent } from '../../../application/kubernetes/terminal-transport.port';
import {
  base64UrlOf,
  BEARER_SUBPROTOCOL_PREFIX,
  terminalSubprotocols,
  WebSocketTerminalTransport,
  type WebSocketLike,
} from '../../../adapters/kubernetes/exec-websocket.terminal-transport';

class FakeSocket implements WebSocketLike {
  binaryType: BinaryType = 'blob';
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  readonly sent: Uint8Array[] = [];
  closed = false;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: ArrayBufferLike | ArrayBufferView | string) {
    this.sent.push(data as Uint8Array);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  receive(bytes: number[]) {
    this.onmessage?.(new MessageEvent('message', { data: new Uint8Array(bytes).buffer }));
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const setup = (token: string | undefined = 'user-token') => {
  const sockets: FakeSocket[] = [];
  const transport = new WebSocketTerminalTransport({
    discoveryOf: async (pluginId) => `https://portal.example.com/api/${pluginId}`,
    getToken: async () => token,
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket;
    },
  });
  const events: TerminalEvent[] = [];
  const connection = transport.connect({ podName: 'api-1', containerName: 'api', namespace: 'payments' }, (e) => events.push(e));
  return { sockets, events, connection };
};

describe('WebSocketTerminalTransport', () => {
  it('opens the exec URL of the backend proxy with the channel.k8s.io subprotocol', async () => {
    const { sockets } = setup();
    await flush();
    expect(sockets[0]!.url).toBe(
      'wss://portal.example.com/api/kubernetes/proxy/api/v1/namespaces/payments/pods/api-1/exec?container=api&stdin=true&stdout=true&stderr=true&tty=true&command=%2Fbin%2Fsh',
    );
    expect(sockets[0]!.protocols).toEqual(['channel.k8s.io', `${BEARER_SUBPROTOCOL_PREFIX}${base64UrlOf('user-token')}`]);
    expect(sockets[0]!.binaryType).toBe('arraybuffer');
  });

  it('offers only channel.k8s.io without a user token', () => {
    expect(terminalSubprotocols(undefined)).toEqual(['channel.k8s.io']);
  });

  it('sends keystrokes on the stdin channel, also those typed before the socket opened', async () => {
    const { sockets, connection, events } = setup();
    connection.send('l');
    await flush();
    const socket = sockets[0]!;
    socket.open();
    connection.send('s\r');
    expect(socket.sent.map((frame) => [...frame])).toEqual([
      [0, 'l'.charCodeAt(0)],
      [0, 's'.charCodeAt(0), 13],
    ]);
    expect(events).toEqual([{ type: 'open' }]);
  });

  it('reports output by channel and the closing of the socket', async () => {
    const { sockets, events, connection } = setup();
    await flush();
    const socket = sockets[0]!;
    socket.open();
    socket.receive([1, ...new TextEncoder().encode('/app $ ')]);
    socket.receive([2, ...new TextEncoder().encode('oops')]);
    await flush();
    socket.onclose?.({} as CloseEvent);
    expect(events).toEqual([
      { type: 'open' },
      { type: 'output', channel: 1, text: '/app $ ' },
      { type: 'output', channel: 2, text: 'oops' },
      { type: 'closed' },
    ]);
    connection.close();
    expect(socket.closed).toBe(true);
  });

  it('reports a socket error', async () => {
    const { sockets, events } = setup();
    await flush();
    sockets[0]!.onerror?.(new Event('error'));
    expect(events).toEqual([{ type: 'error', message: 'The terminal connection failed' }]);
  });

  it('opens nothing when closed before the URL is known', async () => {
    const { sockets, connection } = setup();
    connection.close();
    await flush();
    expect(sockets).toEqual([]);
  });

  it('encodes tokens as unpadded base64url', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const encoded = base64UrlOf(text);
        expect(encoded).toMatch(/^[A-Za-z0-9_-]*$/);
        expect(Buffer.from(encoded, 'base64url').toString('utf8')).toBe(text);
      }),
    );
  });
});
