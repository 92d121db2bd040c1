// Graceful stop: the server stops accepting, calls in flight finish (up to a deadline), event streams and
// upgraded websockets are closed (they would never finish on their own), then every connection is closed.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export interface Shutdown {
  readonly closing: boolean;
  track(request: IncomingMessage, response: ServerResponse): void;
  trackUpgrade(socket: Duplex): void;
  /** Runs the stop; `closeRest` closes what the server does not own (Vite, the proxy's connections). */
  run(closeRest: () => Promise<void>): Promise<void>;
}

const isEventStream = (request: IncomingMessage): boolean => (request.headers.accept ?? '').includes('text/event-stream');

export const createShutdown = (server: Server, timeoutMs: number): Shutdown => {
  const inFlight = new Set<ServerResponse>();
  const streams = new Set<ServerResponse>();
  const upgraded = new Set<Duplex>();
  let closing = false;
  let onIdle: (() => void) | undefined;

  const settle = (response: ServerResponse) => {
    inFlight.delete(response);
    streams.delete(response);
    if (inFlight.size === 0) onIdle?.();
  };

  return {
    get closing() {
      return closing;
    },
    track: (request, response) => {
      inFlight.add(response);
      if (isEventStream(request)) streams.add(response);
      if (closing) response.setHeader('Connection', 'close');
      response.once('close', () => settle(response));
    },
    trackUpgrade: (socket) => {
      upgraded.add(socket);
      socket.once('close', () => upgraded.delete(socket));
    },
    run: async (closeRest) => {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
      for (const stream of streams) stream.end();
      for (const socket of upgraded) socket.destroy();
      if (inFlight.size > 0) {
        await new Promise<void>((resolve) => {
          const deadline = setTimeout(resolve, timeoutMs);
          onIdle = () => {
            clearTimeout(deadline);
            resolve();
          };
        });
      }
      server.closeAllConnections();
      await closeRest();
      await closed;
    },
  };
};
