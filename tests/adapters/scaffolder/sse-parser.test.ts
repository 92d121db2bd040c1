import fc from 'fast-check';
import { createSseParser, type ServerSentEvent } from '../../../adapters/scaffolder/sse-parser';

const parse = (chunks: readonly string[]): ServerSentEvent[] => {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
};

describe('server-sent events parser', () => {
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

  it('drops an event that was never terminated by a blank line', () => {
    expect(parse(['event: log\ndata: partial\n'])).toEqual([]);
  });

  it('gives the same events however the stream is cut into chunks (property)', () => {
    const events = fc.array(
      fc.record({ event: fc.constantFrom('log', 'completion', 'cancelled'), data: fc.stringMatching(/^[^\r\n]{1,30}$/) }),
      { minLength: 1, maxLength: 8 },
    );
    fc.assert(
      fc.property(events, fc.array(fc.nat(), { maxLength: 10 }), fc.constantFrom('\n', '\r\n'), (list, cuts, newline) => {
        const text = list.map((e) => `event: ${e.event}${newline}data: ${e.data}${newline}${newline}`).join('');
        const positions = [...new Set(cuts.map((cut) => cut % (text.length + 1)))].sort((a, b) => a - b);
        const chunks: string[] = [];
        let last = 0;
        for (const position of positions) {
          chunks.push(text.slice(last, position));
          last = position;
        }
        chunks.push(text.slice(last));
        const expected = list.map((e) => ({ event: e.event, data: e.data.startsWith(' ') ? e.data : e.data }));
        expect(parse(chunks)).toEqual(expected.map((e) => ({ event: e.event, data: e.data })));
      }),
    );
  });
});
