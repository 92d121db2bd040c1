// The proxy's own refusals are JSON that is never sniffed as anything else, on an upgrade's connection too.
import { PassThrough } from 'node:stream';
import { answerTimedOut, writeRefusal } from '../../../config/server/proxy-errors';

describe('writeRefusal', () => {
  it('answers a refused upgrade with JSON marked nosniff and not to run anything', async () => {
    const socket = new PassThrough();
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise((done) => socket.on('end', done));
    writeRefusal(socket, { method: 'GET', url: '/api/events' }, answerTimedOut(1_000));
    await ended;
    const [head, body] = Buffer.concat(chunks).toString('utf8').split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 504 /);
    expect(head).toContain('\r\nContent-Type: application/json\r\n');
    expect(head).toContain('\r\nX-Content-Type-Options: nosniff\r\n');
    expect(head).toContain("\r\nContent-Security-Policy: default-src 'none'; frame-ancestors 'none'\r\n");
    expect(JSON.parse(body!)).toMatchObject({ response: { statusCode: 504 } });
  });
});
