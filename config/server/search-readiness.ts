// Search is an area the portal shows, so the portal is ready only once search answers. The embedded backend serves
// its catalog a few seconds before the search backend has built its first index, and until then it answers every
// search with a 500 MissingIndexError. Meanwhile the portal's readiness says why it is not ready, and search calls
// through the portal get a 503 with Retry-After in the Backstage backend's error shape (the backend never sees them,
// so its log holds no error for them). The error keeps the backend's name for this state, MissingIndexError, so that
// a client that knows it (the search page: "The search index is being built") takes it as it takes the backend's.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { BackendProxy } from './backend-proxy';
import { NON_PAGE_HEADERS } from './content-security-policy';

/** The search backend's API under the portal's own origin. */
const SEARCH_PATH = '/api/search';
/** How long a client waits before asking again (the search page asks every 3 s on its own). */
export const SEARCH_RETRY_AFTER_SECONDS = 2;
export const SEARCH_NOT_READY_MESSAGE = 'The search index is being built; try again in a moment';
export const SEARCH_NOT_READY_ERROR_NAME = 'MissingIndexError';

export const isSearchPath = (pathAndQuery: string): boolean => {
  const path = pathAndQuery.split('?')[0] ?? '';
  return path === SEARCH_PATH || path.startsWith(`${SEARCH_PATH}/`);
};

export interface SearchReadiness {
  /** Why search cannot answer yet; undefined once it can (or once the portal stopped waiting for it). */
  problem(): string | undefined;
  /** How the wait ended, once it has. */
  readonly settled: Promise<string>;
  /** Stops waiting (the portal is stopping). */
  stop(): void;
}

/**
 * Search is not ready until `wait` ends, whatever its outcome: a backend without search, or whose index never
 * comes within the wait's own time, is not waited for longer (its search then answers as it does).
 */
export const createSearchReadiness = (wait: (signal: AbortSignal) => Promise<string>): SearchReadiness => {
  const stopping = new AbortController();
  let waiting = true;
  const settled = wait(stopping.signal)
    .catch((error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`)
    .then((outcome) => {
      waiting = false;
      return outcome;
    });
  return {
    problem: () => (waiting ? 'The search index is being built' : undefined),
    settled,
    stop: () => stopping.abort(),
  };
};

/** The 503 a search call gets while the index is being built. */
export const answerSearchNotReady = (request: IncomingMessage, response: ServerResponse, pathAndQuery: string): void => {
  const body = JSON.stringify({
    error: { name: SEARCH_NOT_READY_ERROR_NAME, message: SEARCH_NOT_READY_MESSAGE },
    request: { method: request.method, url: pathAndQuery },
    response: { statusCode: 503 },
  });
  response.writeHead(503, {
    ...NON_PAGE_HEADERS,
    'Retry-After': String(SEARCH_RETRY_AFTER_SECONDS),
    'Cache-Control': 'no-store',
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
  });
  response.end(body);
};

/** The proxy, answering search calls itself while search is not ready and passing everything else on. */
export const gateSearch = (proxy: BackendProxy, readiness: SearchReadiness): BackendProxy => ({
  ...proxy,
  handle: (request, response, pathAndQuery) => {
    if (readiness.problem() !== undefined && isSearchPath(pathAndQuery)) {
      // A body the client may still be sending is read and dropped, so that it does not hold the connection.
      request.resume();
      answerSearchNotReady(request, response, pathAndQuery);
      return;
    }
    proxy.handle(request, response, pathAndQuery);
  },
});
