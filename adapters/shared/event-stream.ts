// Server-sent events read from fetch bodies (EventSource cannot send the Authorization header), parsed by
// eventsource-parser. One malformed or endless stream cannot grow the page's memory without bound.
import { createParser } from 'eventsource-parser';

export interface ServerSentEvent {
  /** The `event:` field, or 'message' when the event names none. */
  readonly event: string;
  readonly data: string;
  readonly id?: string;
}

/** A line or an event this long without its end is not a stream the portal reads. */
export const MAX_EVENT_STREAM_BUFFER = 8 * 1024 * 1024;

export class EventStreamTooLargeError extends Error {
  constructor() {
    super(`The event stream sent more than ${MAX_EVENT_STREAM_BUFFER} characters without ending an event`);
  }
}

export interface EventStreamParser {
  /** Feeds decoded text; chunks may split lines and events anywhere. Throws EventStreamTooLargeError. */
  push(chunk: string): void;
  /**
   * The stream ended. An event without its closing blank line is dropped, as the format says, unless
   * `completeLast` is set (for a server that closes the stream right after its last event).
   */
  end(options?: { readonly completeLast?: boolean }): void;
}

export const createEventStreamParser = (onEvent: (event: ServerSentEvent) => void): EventStreamParser => {
  let tooLarge = false;
  let endsWithCarriageReturn = false;
  const parser = createParser({
    maxBufferSize: MAX_EVENT_STREAM_BUFFER,
    onEvent: ({ event, data, id }) => onEvent({ event: event ?? 'message', data, ...(id !== undefined ? { id } : {}) }),
    onError: (error) => {
      if (error.type === 'max-buffer-size-exceeded') tooLarge = true;
    },
  });
  return {
    push(chunk) {
      if (!tooLarge) parser.feed(chunk);
      if (tooLarge) throw new EventStreamTooLargeError();
      if (chunk !== '') endsWithCarriageReturn = chunk.endsWith('\r');
    },
    end(options) {
      if (tooLarge) return;
      if (options?.completeLast) parser.feed('\n\n');
      // A final CR may have been waiting for an LF; with nothing after it, it ends its line.
      else if (endsWithCarriageReturn) parser.feed('\n');
      parser.reset();
    },
  };
};
