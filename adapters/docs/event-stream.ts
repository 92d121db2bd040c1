// A small reader for text/event-stream bodies (the docs sync endpoint): `event:` and `data:` fields,
// events separated by a blank line, comments (':') ignored. Chunks may split lines anywhere.

export interface ServerSentEvent {
  readonly event: string;
  readonly data: string;
}

export class EventStreamParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];

  /** Feeds a chunk of text; answers the events it completed. */
  push(chunk: string): ServerSentEvent[] {
    this.buffer += chunk;
    const events: ServerSentEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      // A lone '\r' at the end may be the first half of '\r\n'; wait for more.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const done = this.line(line);
      if (done) events.push(done);
    }
    return events;
  }

  /** The event left when the stream ends without a final blank line. */
  end(): ServerSentEvent[] {
    const rest = this.buffer;
    this.buffer = '';
    const events: ServerSentEvent[] = [];
    if (rest !== '') {
      const done = this.line(rest);
      if (done) events.push(done);
    }
    const last = this.line('');
    if (last) events.push(last);
    return events;
  }

  private line(line: string): ServerSentEvent | undefined {
    if (line === '') {
      if (this.data.length === 0 && this.event === '') return undefined;
      const event = { event: this.event || 'message', data: this.data.join('\n') };
      this.event = '';
      this.data = [];
      return event;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
    return undefined;
  }
}
