// The fixture cluster's pod exec endpoint: a WebSocket (RFC 6455) speaking Kubernetes' channel.k8s.io
// protocol, written with node:http and node:crypto only. Every message carries its channel in the first
// byte (0 stdin from the client; 1 stdout, 2 stderr, 3 error from the server). Behind it runs a tiny shell
// with a TTY: typed characters are echoed, a line is run when Enter arrives.
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

const WEBSOCKET_GUID = '258EAFA5-E914-47DA-95CA-C5AB0DC85B11';
export const EXEC_SUBPROTOCOLS = ['channel.k8s.io', 'v4.channel.k8s.io', 'base64.channel.k8s.io'] as const;

const OPCODE = { continuation: 0x0, text: 0x1, binary: 0x2, close: 0x8, ping: 0x9, pong: 0xa } as const;
const CHANNEL = { stdin: 0, stdout: 1, stderr: 2, error: 3, resize: 4 } as const;

export const websocketAccept = (key: string): string =>
  createHash('sha1').update(`${key}${WEBSOCKET_GUID}`).digest('base64');

/** A server frame: FIN set, never masked. */
export const encodeFrame = (opcode: number, payload: Buffer): Buffer => {
  const length = payload.length;
  let header: Buffer;
  if (length < 126) {
    header = Buffer.from([0x80 | opcode, length]);
  } else if (length < 0x10000) {
    header = Buffer.alloc(4);
    header[0] = 0x80 | opcode;
    header[1] = 126;
    header.writeUInt16BE(length, 2);
  } else {
    header = Buffer.alloc(10);
    header[0] = 0x80 | opcode;
    header[1] = 127;
    header.writeBigUInt64BE(BigInt(length), 2);
  }
  return Buffer.concat([header, payload]);
};

export interface Frame {
  readonly fin: boolean;
  readonly opcode: number;
  readonly payload: Buffer;
}

/** Reads whole frames from a byte stream; `rest` is what belongs to the next, incomplete frame. */
export const decodeFrames = (input: Buffer): { frames: Frame[]; rest: Buffer } => {
  const frames: Frame[] = [];
  let offset = 0;
  for (;;) {
    if (input.length - offset < 2) break;
    const first = input[offset]!;
    const second = input[offset + 1]!;
    const masked = (second & 0x80) !== 0;
    let length = second & 0x7f;
    let cursor = offset + 2;
    if (length === 126) {
      if (input.length < cursor + 2) break;
      length = input.readUInt16BE(cursor);
      cursor += 2;
    } else if (length === 127) {
      if (input.length < cursor + 8) break;
      length = Number(input.readBigUInt64BE(cursor));
      cursor += 8;
    }
    const maskLength = masked ? 4 : 0;
    if (input.length < cursor + maskLength + length) break;
    const mask = masked ? input.subarray(cursor, cursor + 4) : undefined;
    cursor += maskLength;
    const payload = Buffer.from(input.subarray(cursor, cursor + length));
    if (mask) for (let i = 0; i < payload.length; i++) payload[i] = payload[i]! ^ mask[i % 4]!;
    frames.push({ fin: (first & 0x80) !== 0, opcode: first & 0x0f, payload });
    offset = cursor + length;
  }
  return { frames, rest: input.subarray(offset) };
};

export interface ExecSession {
  readonly namespace: string;
  readonly pod: string;
  readonly container: string;
}

const PROMPT = '/app $ ';

/** What the tiny shell prints for one command line; `exit` ends the session. */
export const runShellLine = (line: string, session: ExecSession): { output: string; exit: boolean } => {
  const [command = '', ...args] = line.trim().split(/\s+/);
  switch (command) {
    case '':
      return { output: '', exit: false };
    case 'echo':
      return { output: `${args.join(' ')}\r\n`, exit: false };
    case 'hostname':
      return { output: `${session.pod}\r\n`, exit: false };
    case 'pwd':
      return { output: '/app\r\n', exit: false };
    case 'whoami':
      return { output: 'node\r\n', exit: false };
    case 'ls':
      return { output: 'dist  node_modules  package.json\r\n', exit: false };
    case 'env':
      return {
        output: `HOSTNAME=${session.pod}\r\nPOD_NAMESPACE=${session.namespace}\r\nCONTAINER=${session.container}\r\nLOG_LEVEL=info\r\n`,
        exit: false,
      };
    case 'exit':
      return { output: 'exit\r\n', exit: true };
    default:
      return { output: `sh: ${command}: not found\r\n`, exit: false };
  }
};

/**
 * Completes the WebSocket handshake on `socket` and runs the shell until the client closes or types exit.
 * Returns false (and answers 400) when the client asked for none of the exec subprotocols.
 */
export const acceptExecSocket = (request: IncomingMessage, socket: Duplex, session: ExecSession): boolean => {
  const key = request.headers['sec-websocket-key'];
  const offered = String(request.headers['sec-websocket-protocol'] ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const protocol = EXEC_SUBPROTOCOLS.find((p) => offered.includes(p));
  if (typeof key !== 'string' || protocol === undefined) {
    socket.end('HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\nexpected a websocket with subprotocol channel.k8s.io\n');
    return false;
  }
  socket.write(
    [
      'HTTP/1.1 101 Switching Protocols',
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Accept: ${websocketAccept(key)}`,
      `Sec-WebSocket-Protocol: ${protocol}`,
      '',
      '',
    ].join('\r\n'),
  );

  const base64 = protocol === 'base64.channel.k8s.io';
  const send = (channel: number, text: string) => {
    if (socket.destroyed) return;
    if (base64) {
      socket.write(encodeFrame(OPCODE.text, Buffer.from(`${channel}${Buffer.from(text).toString('base64')}`)));
    } else {
      socket.write(encodeFrame(OPCODE.binary, Buffer.concat([Buffer.from([channel]), Buffer.from(text)])));
    }
  };
  const close = (code: number) => {
    if (socket.destroyed) return;
    const payload = Buffer.alloc(2);
    payload.writeUInt16BE(code, 0);
    socket.end(encodeFrame(OPCODE.close, payload));
  };

  let line = '';
  const typed = (input: string) => {
    for (const char of input) {
      if (char === '\r' || char === '\n') {
        send(CHANNEL.stdout, '\r\n');
        const { output, exit } = runShellLine(line, session);
        line = '';
        if (output) send(CHANNEL.stdout, output);
        if (exit) {
          send(CHANNEL.error, JSON.stringify({ metadata: {}, status: 'Success' }));
          close(1000);
          return;
        }
        send(CHANNEL.stdout, PROMPT);
      } else if (char === '\u007f' || char === '\b') {
        if (line.length > 0) {
          line = line.slice(0, -1);
          send(CHANNEL.stdout, '\b \b');
        }
      } else if (char === '\u0003') {
        line = '';
        send(CHANNEL.stdout, `^C\r\n${PROMPT}`);
      } else if (char >= ' ') {
        line += char;
        send(CHANNEL.stdout, char);
      }
    }
  };

  /** A client message: the channel byte (or digit, for base64) then the data. */
  const received = (payload: Buffer, opcode: number) => {
    if (payload.length === 0) return;
    if (base64 && opcode === OPCODE.text) {
      const text = payload.toString('utf8');
      if (text[0] === String(CHANNEL.stdin)) typed(Buffer.from(text.slice(1), 'base64').toString('utf8'));
      return;
    }
    if (payload[0] === CHANNEL.stdin) typed(payload.subarray(1).toString('utf8'));
    // Channel 4 (terminal size) and anything else: nothing to do for a fixture.
  };

  let buffered: Buffer = Buffer.alloc(0);
  let fragments: Buffer[] = [];
  let fragmentOpcode: number = OPCODE.binary;
  socket.on('data', (chunk: Buffer) => {
    const { frames, rest } = decodeFrames(Buffer.concat([buffered, chunk]));
    buffered = rest;
    for (const frame of frames) {
      switch (frame.opcode) {
        case OPCODE.close:
          close(1000);
          return;
        case OPCODE.ping:
          socket.write(encodeFrame(OPCODE.pong, frame.payload));
          break;
        case OPCODE.pong:
          break;
        case OPCODE.continuation:
          fragments.push(frame.payload);
          if (frame.fin) {
            received(Buffer.concat(fragments), fragmentOpcode);
            fragments = [];
          }
          break;
        default:
          if (frame.fin) received(frame.payload, frame.opcode);
          else {
            fragmentOpcode = frame.opcode;
            fragments = [frame.payload];
          }
      }
    }
  });
  socket.on('error', () => socket.destroy());
  send(CHANNEL.stdout, PROMPT);
  return true;
};
