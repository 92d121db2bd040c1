// The portal server's structured log: one JSON line per request (pino), and the server's own events. Operators
// read it with their log tooling; it names what the answers to clients do not (the backend's internal address).
import { pino, type DestinationStream, type Logger } from 'pino';

/** What one request did, as its access-log line carries it. */
export interface RequestLogEntry {
  readonly method: string;
  /** Which part of the portal answered: page, asset, api (the backend proxy), health, config, metrics, other. */
  readonly route: RouteClass;
  /** The path asked for, without its query (which may carry search terms or tokens). */
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
  /** Body bytes sent to the client. */
  readonly bytes: number;
  /** For calls passed to the backend: how long the backend took to begin its answer. */
  readonly backendMs?: number;
}

export type RouteClass = 'page' | 'asset' | 'api' | 'health' | 'config' | 'metrics' | 'other';

export interface ServerLog {
  request(entry: RequestLogEntry): void;
  /** Something operators should know about (a backend that refused a call, with its address). */
  warn(message: string, details?: Readonly<Record<string, unknown>>): void;
  error(message: string, details?: Readonly<Record<string, unknown>>): void;
}

export interface ServerLogOptions {
  /** One line per request; the server's warnings and errors are logged either way. */
  readonly accessLog: boolean;
  /** Where the lines go: standard output unless given (tests pass their own). */
  readonly destination?: DestinationStream;
}

const rounded = (ms: number): number => Math.round(ms * 10) / 10;

export const createServerLog = ({ accessLog, destination }: ServerLogOptions): ServerLog => {
  const logger: Logger = pino(
    { base: { service: 'portico' }, timestamp: pino.stdTimeFunctions.isoTime, formatters: { level: (label) => ({ level: label }) } },
    destination ?? pino.destination({ dest: 1, sync: false }),
  );
  return {
    request: (entry) => {
      if (!accessLog) return;
      logger.info(
        { ...entry, durationMs: rounded(entry.durationMs), ...(entry.backendMs === undefined ? {} : { backendMs: rounded(entry.backendMs) }) },
        'request',
      );
    },
    warn: (message, details) => logger.warn(details ?? {}, message),
    error: (message, details) => logger.error(details ?? {}, message),
  };
};

/** A log that writes nothing: servers started by tests that do not read it. */
export const silentServerLog: ServerLog = { request: () => undefined, warn: () => undefined, error: () => undefined };
