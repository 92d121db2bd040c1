// Health endpoints for load balancers and orchestrators, at the root and under the base path alike:
// - Backstage's own, so probes copied from a Backstage deployment work: /.backstage/health/v1/liveness (the portal
//   serves) and /.backstage/health/v1/readiness (it serves, is not stopping, and the backend is ready), with the
//   bodies a Backstage backend gives; with the embedded backend, readiness also waits for the first search index
//   (search-readiness.ts), since search is an area the portal shows;
// - Portico's /healthcheck and /healthcheck/ready, the same two questions.
// The backend's readiness is asked at most about once a second, however many probes come. Bodies never name the
// backend's address; the log does.
import type { ServerResponse } from 'node:http';
import { NON_PAGE_HEADERS } from './content-security-policy';
import { withoutUrlCredentials } from './url-credentials';

export const HEALTH_PATH = '/healthcheck';
export const READINESS_PATH = '/healthcheck/ready';
export const BACKSTAGE_LIVENESS_PATH = '/.backstage/health/v1/liveness';
export const BACKSTAGE_READINESS_PATH = '/.backstage/health/v1/readiness';
/** Backstage's reserved paths: none of them is an app page. */
export const BACKSTAGE_PATH_PREFIX = '/.backstage/';
const BACKEND_READINESS_PATH = '/.backstage/health/v1/readiness';
const BACKEND_TIMEOUT_MS = 2_000;
/** How long one answer of the backend's readiness stands for every probe. */
export const READINESS_CACHE_MS = 1_000;

const HEALTH_PATHS = new Set([HEALTH_PATH, READINESS_PATH, BACKSTAGE_LIVENESS_PATH, BACKSTAGE_READINESS_PATH]);

export const isHealthPath = (appPath: string): boolean => HEALTH_PATHS.has(appPath);

const answer = (response: ServerResponse, status: number, body: Record<string, unknown>, head: boolean) => {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
    ...NON_PAGE_HEADERS,
  });
  response.end(head ? undefined : text);
};

/** Whether the backend answers its readiness probe with 200 in time; the reason when it does not. */
export const backendReadiness = async (backendBaseUrl: string, timeoutMs = BACKEND_TIMEOUT_MS): Promise<string | undefined> => {
  try {
    // fetch refuses a URL with user information: it goes as Basic credentials, as a browser or curl sends it.
    const url = new URL(`${backendBaseUrl.replace(/\/+$/, '')}${BACKEND_READINESS_PATH}`);
    const { username, password } = url;
    url.username = '';
    url.password = '';
    const credentials = username || password ? `${decodeURIComponent(username)}:${decodeURIComponent(password)}` : undefined;
    const headers = credentials === undefined ? undefined : { Authorization: `Basic ${Buffer.from(credentials, 'utf8').toString('base64')}` };
    const reply = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual', ...(headers ? { headers } : {}) });
    await reply.body?.cancel();
    return reply.status === 200 ? undefined : `the backend answered ${reply.status}`;
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError' ? `the backend did not answer within ${timeoutMs} ms` : 'the backend is unreachable';
  }
};

export interface HealthOptions {
  /** The backend whose readiness the portal's readiness includes; none: the portal alone. */
  readonly backendBaseUrl?: string;
  /** Asks the backend; backendReadiness unless given (tests). */
  readonly askBackend?: (backendBaseUrl: string) => Promise<string | undefined>;
  readonly now?: () => number;
  /** What else the portal waits for before it is ready (the first search index), checked before the backend. */
  readonly portalProblem?: () => string | undefined;
  /** Told when the backend is not ready, with its address without user information (the log). */
  readonly onBackendProblem?: (problem: string, backendBaseUrl: string) => void;
}

export interface Health {
  serve(path: string, response: ServerResponse, head: boolean, stopping: boolean): Promise<void>;
}

export const createHealth = (options: HealthOptions): Health => {
  const ask = options.askBackend ?? ((url: string) => backendReadiness(url));
  const now = options.now ?? Date.now;
  let cached: { readonly at: number; readonly problem: Promise<string | undefined> } | undefined;
  const backendProblem = (): Promise<string | undefined> => {
    const { backendBaseUrl } = options;
    if (!backendBaseUrl) return Promise.resolve(undefined);
    if (cached && now() - cached.at < READINESS_CACHE_MS) return cached.problem;
    const problem = ask(backendBaseUrl).then((found) => {
      if (found) options.onBackendProblem?.(found, withoutUrlCredentials(backendBaseUrl));
      return found;
    });
    cached = { at: now(), problem };
    return problem;
  };

  return {
    serve: async (path, response, head, stopping) => {
      if (path === HEALTH_PATH || path === BACKSTAGE_LIVENESS_PATH) return answer(response, 200, { status: 'ok' }, head);
      const problem = stopping ? 'Portico is shutting down' : (options.portalProblem?.() ?? (await backendProblem()));
      if (path === BACKSTAGE_READINESS_PATH) {
        return problem ? answer(response, 503, { message: problem, status: 'error' }, head) : answer(response, 200, { status: 'ok' }, head);
      }
      return problem ? answer(response, 503, { status: 'unavailable', problem }, head) : answer(response, 200, { status: 'ok' }, head);
    },
  };
};
