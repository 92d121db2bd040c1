import fc from 'fast-check';
import {
  createEventStreamParser,
  EventStreamTooLargeError,
  MAX_EVENT_STREAM_BUFFER,
  type ServerSentEvent,
} from '../../../adapters/shared/event-stream';

const parse = (chunks: readonly string[], completeLast = false): ServerSentEvent[] => {
  const events: ServerSentEvent[] = [];
  const parser = createEventStreamParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end({ completeLast });
  return events;
};

const cutAt = (text: string, cuts: readonly number[]): string[] => {
  const positions = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
  const chunks: string[] = [];
  let last = 0;
  for (const position of positions) {
    chunks.push(text.slice(last, position));
    last = position;
  }
  return [...chunks, text.slice(last)];
};

describe('event-stream parser', () => {
  it('reads event names, data lines, ids and ignores comments', () => {
    expect(parse([': keep-alive\n\nevent: log\ndata: {"a":1}\n\nid: 7\nevent: completion\ndata: line 1\ndata:line 2\n\n'])).toEqual([
      { event: 'log', data: '{"a":1}' },
      { event: 'completion', data: 'line 1\nline 2', id: '7' },
    ]);
  });

  it('defaults the event name to message and accepts CRLF and CR line ends', () => {
    expect(parse(['data: x\r\n\r\nevent: log\rdata: y\r\r'])).toEqual([
      { event: 'message', data: 'x' },
      { event: 'log', data: 'y' },
    ]);
  });

  it('drops an event never ended by a blank line, unless asked to complete it', () => {
    expect(parse(['event: log\ndata: partial\n'])).toEqual([]);
    expect(parse(['event: finish\ndata: {"updated":false}'], true)).toEqual([{ event: 'finish', data: '{"updated":false}' }]);
  });

  it('gives the same events however the stream is cut into chunks, CR and LF apart included (property)', () => {
    const events = fc.array(
      fc.record({ event: fc.constantFrom('log', 'completion', 'finish'), data: fc.stringMatching(/^[^\r\n]{1,30}$/) }),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(events, fc.array(fc.nat(), { maxLength: 10 }), fc.constantFrom('\n', '\r\n'), (list, cuts, newline) => {
        const text = list.map((e) => `event: ${e.event}${newline}data: ${e.data}${newline}${newline}`).join('');
        expect(parse(cutAt(text, cuts))).toEqual(list.map((e) => ({ event: e.event, data: e.data })));
      }),
    );
  });

  it('refuses a stream that never ends its event instead of buffering it', () => {
    const parser = createEventStreamParser(() => undefined);
    const line = `data: ${'x'.repeat(64 * 1024)}\n`;
    expect(() => {
      for (let sent = 0; sent <= MAX_EVENT_STREAM_BUFFER; sent += line.length) parser.push(line);
    }).toThrow(EventStreamTooLargeError);
    expect(() => parser.push('\n')).toThrow(EventStreamTooLargeError);
  });
});
