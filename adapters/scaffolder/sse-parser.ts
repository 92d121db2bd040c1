// A server-sent events parser (the WHATWG event-stream format) for fetch bodies: EventSource cannot send the
// Authorization header, so the portal reads the stream itself.

export interface ServerSentEvent {
  readonly event: string;
  readonly data: string;
  readonly id?: string;
}

/** Feed it decoded text chunks; it calls `onEvent` for every complete event (blank-line terminated). */
export const createSseParser = (onEvent: (event: ServerSentEvent) => void) => {
  let buffer = '';
  let eventType = '';
  let data: string[] = [];
  let id: string | undefined;

  const dispatch = () => {
    if (data.length > 0) onEvent({ event: eventType || 'message', data: data.join('\n'), ...(id !== undefined ? { id } : {}) });
    eventType = '';
    data = [];
  };

  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') eventType = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\u0000')) id = value;
  };

  return {
    push(chunk: string): void {
      buffer += chunk;
      for (;;) {
        const match = /\r\n|\r|\n/.exec(buffer);
        // A lone '\r' at the end may be the first half of '\r\n': wait for more.
        if (!match || (match[0] === '\r' && match.index === buffer.length - 1)) break;
        line(buffer.slice(0, match.index));
        buffer = buffer.slice(match.index + match[0].length);
      }
    },
    /** The stream ended: an unterminated event is dropped, as the format says. */
    end(): void {
      // A final CR can only be a line end now that nothing follows it.
      if (buffer.endsWith('\r')) line(buffer.slice(0, -1));
      buffer = '';
      eventType = '';
      data = [];
    },
  };
};
