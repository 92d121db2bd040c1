// Graceful stop: the server stops accepting, calls in flight finish (up to a deadline), event streams and
// upgraded websockets are closed (they would never finish on their own), then every connection is closed.
// Event streams are the proxy's to close: it knows which calls are streams (by what was asked and by what the
// backend answered) and answers one still waiting for the backend instead of leaving it empty.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';

export interface Shutdown {
  readonly closing: boolean;
  track(request: IncomingMessage, response: ServerResponse): void;
  trackUpgrade(socket: Duplex): void;
  /**
   * Runs the stop: `closeStreams` ends the event streams once the server stops accepting; `closeRest` closes what
   * the server does not own (Vite, the proxy's connections, the metrics listener) at the end.
   */
  run(steps: { readonly closeStreams: () => void; readonly closeRest: () => Promise<void> }): Promise<void>;
}

export const createShutdown = (server: Server, timeoutMs: number): Shutdown => {
  const inFlight = new Set<ServerResponse>();
  const upgraded = new Set<Duplex>();
  let closing = false;
  let onIdle: (() => void) | undefined;

  const settle = (response: ServerResponse) => {
    inFlight.delete(response);
    if (inFlight.size === 0) onIdle?.();
  };

  return {
    get closing() {
      return closing;
    },
    track: (_request, response) => {
      inFlight.add(response);
      if (closing) response.setHeader('Connection', 'close');
      response.once('close', () => settle(response));
    },
    trackUpgrade: (socket) => {
      upgraded.add(socket);
      socket.once('close', () => upgraded.delete(socket));
    },
    run: async ({ closeStreams, closeRest }) => {
      closing = true;
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
      closeStreams();
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
