import fc from 'fast-check';
import { EventStreamParser, type ServerSentEvent } from '../../../adapters/docs/event-stream';

// What the docs backend's sync endpoint writes.
const stream = [
  'event: log',
  'data: "Building a newer version of this documentation"',
  '',
  ': a comment',
  'event: log',
  'data: "Done"',
  '',
  'event: finish',
  'data: {"updated":true}',
  '',
  '',
].join('\n');

const expected: ServerSentEvent[] = [
  { event: 'log', data: '"Building a newer version of this documentation"' },
  { event: 'log', data: '"Done"' },
  { event: 'finish', data: '{"updated":true}' },
];

const parseAll = (chunks: readonly string[]): ServerSentEvent[] => {
  const parser = new EventStreamParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
};

describe('event stream reader', () => {
  it('reads events, skipping comments', () => {
    expect(parseAll([stream])).toEqual(expected);
  });

  it('joins multi-line data, defaults the event name, and accepts CRLF', () => {
    expect(parseAll(['data: a\r\ndata: b\r\n\r\nevent: error\r\ndata:boom\r\n\r\n'])).toEqual([
      { event: 'message', data: 'a\nb' },
      { event: 'error', data: 'boom' },
    ]);
  });

  it('ends an event left without a blank line', () => {
    expect(parseAll(['event: finish\ndata: {"updated":false}'])).toEqual([{ event: 'finish', data: '{"updated":false}' }]);
  });

  it('reads the same events however the stream is cut into chunks (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: stream.length }), { maxLength: 12 }), (cuts) => {
        const points = [...new Set([0, ...cuts.sort((a, b) => a - b), stream.length])];
        const chunks = points.slice(1).map((end, index) => stream.slice(points[index], end));
        expect(parseAll(chunks)).toEqual(expected);
      }),
    );
  });

  it('reads CRLF streams cut between CR and LF (property)', () => {
    const crlf = stream.replace(/\n/g, '\r\n');
    fc.assert(
      fc.property(fc.nat({ max: crlf.length }), (cut) => {
        expect(parseAll([crlf.slice(0, cut), crlf.slice(cut)])).toEqual(expected);
      }),
    );
  });
});
