// The portal server's metrics in Prometheus' text format (prom-client): requests and their durations by route
// class and status, the backend proxy's calls in flight and upstream errors by kind, open event streams and
// websockets, and the process' own metrics.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { RouteClass } from './access-log';

/** Why a call passed to the backend got no answer from it. */
export type UpstreamErrorKind =
  | 'refused'
  | 'unreachable'
  | 'reset'
  | 'connect_timeout'
  | 'answer_timeout'
  | 'too_many_pending'
  | 'body_too_large'
  | 'shutdown';

export interface PortalMetrics {
  observeRequest(route: RouteClass, method: string, status: number, seconds: number): void;
  upstreamError(kind: UpstreamErrorKind): void;
  /** A call waits for the backend's answer; the returned function ends it (once). */
  callStarted(): () => void;
  /** An event stream or a websocket is open; the returned function closes it (once). */
  streamOpened(kind: 'event_stream' | 'websocket'): () => void;
  readonly contentType: string;
  render(): Promise<string>;
}

/** Seconds: from a cached asset (a millisecond) to an event stream (minutes). */
const DURATION_BUCKETS = [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/** Methods as labels: the usual ones by name, anything else as one value, so a client cannot add series at will. */
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

const once = (action: () => void): (() => void) => {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    action();
  };
};

export const createPortalMetrics = (): PortalMetrics => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'portico_http_requests_total',
    help: 'Requests answered, by route class (page, asset, api, health, config, metrics, other), method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'portico_http_request_duration_seconds',
    help: 'Time from a request to the end of its answer, by route class and status',
    labelNames: ['route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const upstreamErrors = new Counter({
    name: 'portico_proxy_upstream_errors_total',
    help: 'Calls to the backend that got no answer from it, by kind (refused, unreachable, reset, connect_timeout, answer_timeout, too_many_pending, body_too_large, shutdown)',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: 'portico_proxy_calls_in_flight',
    help: "Calls passed to the backend whose answer has not begun",
    registers: [registry],
  });
  const streams = new Gauge({
    name: 'portico_open_streams',
    help: 'Event streams and websockets open through the portal, by kind',
    labelNames: ['kind'] as const,
    registers: [registry],
  });
  streams.set({ kind: 'event_stream' }, 0);
  streams.set({ kind: 'websocket' }, 0);
  return {
    observeRequest: (route, method, status, seconds) => {
      requests.inc({ route, method: KNOWN_METHODS.has(method) ? method : 'other', status: String(status) });
      durations.observe({ route, status: String(status) }, seconds);
    },
    upstreamError: (kind) => upstreamErrors.inc({ kind }),
    callStarted: () => {
      inFlight.inc();
      return once(() => inFlight.dec());
    },
    streamOpened: (kind) => {
      streams.inc({ kind });
      return once(() => streams.dec({ kind }));
    },
    contentType: registry.contentType,
    render: () => registry.metrics(),
  };
};
