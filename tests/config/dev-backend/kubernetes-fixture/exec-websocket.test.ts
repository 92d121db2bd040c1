import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { decodeFrames, encodeFrame, runShellLine, websocketAccept } from '../../../../config/dev-backend/kubernetes-fixture/exec-websocket';

const session = { namespace: 'payments', pod: 'payments-api-1', container: 'api' };

/** A client frame as browsers send it: FIN, masked with the given key. */
const clientFrame = (opcode: number, payload: Buffer, mask: Buffer, fin = true): Buffer => {
  const length = payload.length;
  const header =
    length < 126
      ? Buffer.from([(fin ? 0x80 : 0) | opcode, 0x80 | length])
      : length < 0x10000
        ? Buffer.concat([Buffer.from([(fin ? 0x80 : 0) | opcode, 0x80 | 126]), Buffer.from([length >> 8, length & 0xff])])
        : (() => {
            const h = Buffer.alloc(10);
            h[0] = (fin ? 0x80 : 0) | opcode;
            h[1] = 0x80 | 127;
            h.writeBigUInt64BE(BigInt(length), 2);
            return h;
          })();
  const masked = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]!));
  return Buffer.concat([header, mask, masked]);
};

describe('exec websocket framing', () => {
  it('answers the handshake key as RFC 6455 says', () => {
    // The example of RFC 6455 section 1.3.
    expect(websocketAccept('dGhlIHNhbXBsZSBub25jZQ==')).toBe('s3pPLMBiTxaQ9kYGzzhZRbK+xOo=');
    expect(websocketAccept('abc')).toBe(
      createHash('sha1').update('abc258EAFA5-E914-47DA-95CA-C5AB0DC85B11').digest('base64'),
    );
  });

  it('reads back every masked client frame, whatever its size and however the bytes arrive', () => {
    fc.assert(
      fc.property(
        fc.array(fc.uint8Array({ maxLength: 70_000 }), { minLength: 1, maxLength: 3 }),
        fc.uint8Array({ minLength: 4, maxLength: 4 }),
        fc.nat(),
        (payloads, mask, splitSeed) => {
          const bytes = Buffer.concat(payloads.map((p) => clientFrame(0x2, Buffer.from(p), Buffer.from(mask))));
          const split = splitSeed % (bytes.length + 1);
          const first = decodeFrames(bytes.subarray(0, split));
          const second = decodeFrames(Buffer.concat([first.rest, bytes.subarray(split)]));
          const frames = [...first.frames, ...second.frames];
          expect(second.rest.length).toBe(0);
          expect(frames.map((f) => Buffer.from(f.payload).toString('hex'))).toEqual(payloads.map((p) => Buffer.from(p).toString('hex')));
          expect(frames.every((f) => f.fin && f.opcode === 0x2)).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('writes unmasked server frames that decode to the same payload', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 70_000 }), fc.constantFrom(0x1, 0x2, 0x8), (payload, opcode) => {
        const { frames, rest } = decodeFrames(encodeFrame(opcode, Buffer.from(payload)));
        expect(rest.length).toBe(0);
        expect(frames).toHaveLength(1);
        expect(frames[0]!.opcode).toBe(opcode);
        expect(Buffer.from(frames[0]!.payload).equals(Buffer.from(payload))).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});

describe('the fixture shell', () => {
  it.each([
    ['echo hello world', 'hello world\r\n', false],
    ['hostname', 'payments-api-1\r\n', false],
    ['pwd', '/app\r\n', false],
    ['', '', false],
    ['kubectl get pods', 'sh: kubectl: not found\r\n', false],
    ['exit', 'exit\r\n', true],
  ])('%j prints %j', (line, output, exit) => {
    expect(runShellLine(line, session)).toEqual({ output, exit });
  });
});
