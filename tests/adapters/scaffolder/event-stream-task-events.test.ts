import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EventStreamTaskEvents } from '../../../adapters/scaffolder/event-stream-task-events';
import type { TaskEvent } from '../../../domain/scaffolder/task';

const wire = (id: number, type: string, body: object = { message: `m${id}` }) =>
  `event: ${type}\ndata: ${JSON.stringify({ id, type, taskId: 't1', body, createdAt: '2026-01-01T00:00:00.000Z' })}\n\n`;

interface Stream {
  readonly origin: string;
  readonly requests: Array<{ url: string; authorization?: string; accept?: string }>;
  respond(handler: (response: ServerResponse) => void): void;
  close(): Promise<void>;
}

/** A server that keeps each event-stream response open for the test to write to. */
const startStreamServer = async (): Promise<Stream> => {
  const requests: Stream['requests'] = [];
  let handler: (response: ServerResponse) => void = (response) => response.end();
  const server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', ...(request.headers.authorization ? { authorization: request.headers.authorization } : {}), ...(request.headers.accept ? { accept: request.headers.accept } : {}) });
    handler(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    respond: (next) => {
      handler = next;
    },
    close: () => new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    }),
  };
};

const collect = () => {
  const events: TaskEvent[] = [];
  let resolveDone: (outcome: string) => void = () => undefined;
  const done = new Promise<string>((resolve) => (resolveDone = resolve));
  return {
    events,
    done,
    observer: { next: (event: TaskEvent) => events.push(event), complete: () => resolveDone('complete'), error: (message: string) => resolveDone(`error: ${message}`) },
  };
};

describe('task event stream over fetch', () => {
  let server: Stream;
  const authorizedFetch = (input: string, init?: RequestInit) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), authorization: 'Bearer token-1' } });

  beforeEach(async () => {
    server = await startStreamServer();
  });
  afterEach(async () => {
    await server.close();
  });

  it('streams log events with the Bearer token and ends on completion', async () => {
    // An event cut across two writes: its second half is sent only once the client has read the first event,
    // so the two halves reach the client in separate reads.
    const second = wire(2, 'log', { message: 'two', stepId: 'fetch', status: 'processing' });
    let sendRest: () => void = () => undefined;
    server.respond((response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(wire(1, 'log') + second.slice(0, 20));
      sendRest = () => {
        response.write(second.slice(20));
        response.write(wire(3, 'completion', { message: 'done', output: { links: [{ title: 'Open', entityRef: 'component:default/x' }] } }));
      };
    });
    const { events, done, observer } = collect();
    const next = (event: TaskEvent) => {
      observer.next(event);
      if (event.id === 1) sendRest();
    };
    new EventStreamTaskEvents(authorizedFetch, async () => `${server.origin}/api/scaffolder/`).watch('t1', { after: 0, recoverable: false }, { ...observer, next });
    expect(await done).toBe('complete');
    expect(events.map((event) => [event.id, event.type, event.body.message])).toEqual([
      [1, 'log', 'm1'],
      [2, 'log', 'two'],
      [3, 'completion', 'done'],
    ]);
    expect(events[1]?.body).toEqual({ message: 'two', stepId: 'fetch', status: 'processing' });
    expect(events[2]?.body.output).toEqual({ links: [{ title: 'Open', entityRef: 'component:default/x' }] });
    expect(server.requests).toEqual([{ url: '/api/scaffolder/v2/tasks/t1/eventstream?after=0', authorization: 'Bearer token-1', accept: 'text/event-stream' }]);
  });

  it('stays open after a completion when the task is recoverable', async () => {
    let open: ServerResponse | undefined;
    server.respond((response) => {
      open = response;
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write(wire(1, 'completion'));
    });
    const { events, observer } = collect();
    const complete = jest.fn();
    let recovered: () => void = () => undefined;
    const recoveredSeen = new Promise<void>((resolve) => {
      recovered = resolve;
    });
    // The next event is sent only after the completion has been read: it arrives only if the stream stayed open.
    const next = (event: TaskEvent) => {
      observer.next(event);
      if (event.type === 'completion') open?.write(wire(2, 'recovered'));
      if (event.type === 'recovered') recovered();
    };
    const stop = new EventStreamTaskEvents(authorizedFetch, async () => server.origin).watch('t1', { recoverable: true }, { ...observer, next, complete });
    await recoveredSeen;
    expect(events.map((event) => event.type)).toEqual(['completion', 'recovered']);
    expect(complete).not.toHaveBeenCalled();
    stop();
    open?.end();
  });

  it('reports a failed answer so the caller can fall back to polling', async () => {
    server.respond((response) => {
      response.writeHead(404, 'Not Found');
      response.end();
    });
    const { done, observer } = collect();
    new EventStreamTaskEvents(authorizedFetch, async () => server.origin).watch('t1', { recoverable: false }, observer);
    expect(await done).toBe('error: The task event stream answered 404 Not Found');
  });

  it('reports a stream that closes before the completion, and events it cannot read', async () => {
    server.respond((response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.end(wire(1, 'log'));
    });
    const closed = collect();
    new EventStreamTaskEvents(authorizedFetch, async () => server.origin).watch('t1', { recoverable: false }, closed.observer);
    expect(await closed.done).toBe('error: The task event stream closed before the task completed');
    expect(closed.events).toHaveLength(1);

    server.respond((response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('event: log\ndata: {"id": 1, "type": "log"}\n\n');
    });
    const bad = collect();
    new EventStreamTaskEvents(authorizedFetch, async () => server.origin).watch('t1', { recoverable: false }, bad.observer);
    expect(await bad.done).toMatch(/^error: The backend answered with data Portico cannot read: .*body: expected/);
  });

  it('says nothing more once stopped', async () => {
    let open: ServerResponse | undefined;
    let clientLeft: () => void = () => undefined;
    const streamClosed = new Promise<void>((resolve) => {
      clientLeft = resolve;
    });
    server.respond((response) => {
      open = response;
      response.on('close', () => clientLeft());
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.flushHeaders();
    });
    let streaming: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      streaming = resolve;
    });
    const fetchThenSignal = async (input: string, init?: RequestInit) => {
      const response = await authorizedFetch(input, init);
      streaming();
      return response;
    };
    const { events, observer } = collect();
    const error = jest.fn();
    const stop = new EventStreamTaskEvents(fetchThenSignal, async () => server.origin).watch('t1', { recoverable: false }, { ...observer, error });
    await answered;
    stop();
    // An event the server sends after the stop; the server then sees the client leave, which comes after
    // the stopped stream has settled on the client, so anything it would report has been reported by then.
    open?.write(wire(1, 'log'));
    await streamClosed;
    expect(events).toEqual([]);
    expect(error).not.toHaveBeenCalled();
  });
});
