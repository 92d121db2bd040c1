// Health endpoints for load balancers and orchestrators: {base}/healthcheck says the portal serves;
// {base}/healthcheck/ready also asks the backend whether it is ready, so traffic waits for both.
import type { ServerResponse } from 'node:http';

export const HEALTH_PATH = '/healthcheck';
export const READINESS_PATH = '/healthcheck/ready';
const BACKEND_READINESS_PATH = '/.backstage/health/v1/readiness';
const BACKEND_TIMEOUT_MS = 2_000;

export const isHealthPath = (appPath: string): boolean => appPath === HEALTH_PATH || appPath === READINESS_PATH;

const answer = (response: ServerResponse, status: number, body: Record<string, unknown>, head: boolean) => {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(head ? undefined : text);
};

/** Whether the backend answers its readiness probe with 200 in time; the reason when it does not. */
export const backendReadiness = async (backendBaseUrl: string, timeoutMs = BACKEND_TIMEOUT_MS): Promise<string | undefined> => {
  const url = `${backendBaseUrl.replace(/\/+$/, '')}${BACKEND_READINESS_PATH}`;
  try {
    const reply = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await reply.body?.cancel();
    return reply.status === 200 ? undefined : `answered ${reply.status}`;
  } catch (error) {
    return error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : 'unreachable';
  }
};

export const serveHealth = async (
  appPath: string,
  response: ServerResponse,
  options: { readonly backendBaseUrl: string | undefined; readonly head: boolean; readonly timeoutMs?: number },
): Promise<void> => {
  if (appPath === HEALTH_PATH || !options.backendBaseUrl) {
    answer(response, 200, { status: 'ok' }, options.head);
    return;
  }
  const problem = await backendReadiness(options.backendBaseUrl, options.timeoutMs);
  if (problem) answer(response, 503, { status: 'unavailable', backend: options.backendBaseUrl, problem }, options.head);
  else answer(response, 200, { status: 'ok' }, options.head);
};
