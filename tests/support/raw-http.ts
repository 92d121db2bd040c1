// Raw HTTP over loopback TCP: bytes sent exactly as given (no client library to fix them up), and the
// answer's status line read back. For tests that send what browsers never would.
import { connect } from 'node:net';

export interface RawReply {
  /** The first line of the answer, when one came ('' when the socket closed without a byte). */
  readonly statusLine: string;
  /** The status code when the first line is a well-formed HTTP/1.x status line. */
  readonly status: number | undefined;
  /** Everything received. */
  readonly text: string;
  /** The server closed the connection (or reset it) before the time ran out. */
  readonly closedByServer: boolean;
}

const STATUS_LINE = /^HTTP\/1\.[01] (\d{3}) [^\r\n]*$/;

/** Sends `bytes` to 127.0.0.1:port; resolves at the first full answer head, the server's close, or `timeoutMs`. */
export const sendRaw = (port: number, bytes: Buffer | string, options: { timeoutMs?: number; waitForClose?: boolean } = {}): Promise<RawReply> =>
  new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      const statusLine = text.split('\r\n', 1)[0] ?? '';
      const match = STATUS_LINE.exec(statusLine);
      resolve({ statusLine, status: match ? Number(match[1]) : undefined, text, closedByServer });
    };
    const timer = setTimeout(() => finish(false), options.timeoutMs ?? 2_000);
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (!options.waitForClose && Buffer.concat(chunks).includes('\r\n\r\n')) finish(false);
    });
    socket.on('error', () => finish(true));
    socket.on('close', () => finish(true));
    socket.on('connect', () => socket.write(bytes, () => undefined));
  });
