// Before anything is replayed: is the URL the root of a Backstage backend, and does it take the token? A wrong URL
// (a path too many, another server, a backend that is down) would otherwise make every plugin look missing, every
// interaction "not applicable", and the run pass having checked nothing. Each answer is one line, within seconds.

/** Served by every Backstage backend at its root (backend-defaults' root health service). */
export const READINESS_PATH = '/.backstage/health/v1/readiness';
export const LIVENESS_PATH = '/.backstage/health/v1/liveness';
/** A plugin path every backend Portico runs in front of serves: the catalog. */
export const CATALOG_PROBE_PATH = '/api/catalog/entities?limit=1';

/** How long one probe waits for an answer. */
export const PROBE_TIMEOUT_MS = 8_000;
/** How long a backend that answers "not ready yet" is given to become ready. */
export const READY_WAIT_MS = 15_000;
const READY_POLL_MS = 500;

/** The backend at the URL cannot be verified; the message says why, in one line. */
export class NotABackstageBackend extends Error {}

interface Probe {
  readonly status: number;
  readonly contentType: string;
  readonly json: unknown;
}

/** Fields of an error of another realm too (fetch's errors are not instances of a test sandbox's Error). */
const field = (value: unknown, name: string): unknown => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[name] : undefined);

/** What went wrong with a connection, in a word or two: ECONNREFUSED, ENOTFOUND, the cause's message. */
const errorCode = (error: unknown): string => {
  const cause = field(error, 'cause');
  const code = field(cause, 'code') ?? field(field(field(cause, 'errors'), '0'), 'code');
  if (typeof code === 'string') return code;
  const causeMessage = field(cause, 'message');
  if (typeof causeMessage === 'string' && causeMessage) return causeMessage;
  const message = field(error, 'message');
  return typeof message === 'string' ? message : String(error);
};

const probe = async (url: string, headers: Record<string, string> = {}): Promise<Probe> => {
  let response: Response;
  try {
    response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  } catch (error) {
    const name = field(error, 'name');
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new NotABackstageBackend(`${url} did not answer within ${PROBE_TIMEOUT_MS / 1000} s: is that the backend, and is it running?`);
    }
    throw new NotABackstageBackend(`${new URL(url).origin} cannot be reached (${errorCode(error)}): is the backend running, and is the URL right?`);
  }
  const text = await response.text().catch(() => '');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? 'no content type', json };
};

const statusOf = (json: unknown): unknown => (typeof json === 'object' && json !== null ? (json as { status?: unknown }).status : undefined);
const isHealthy = (answer: Probe): boolean => answer.status === 200 && statusOf(answer.json) === 'ok';
/** A backend that has not finished starting answers 503 with a JSON body. */
const isStarting = (answer: Probe): boolean => answer.status === 503 && answer.json !== undefined;

const describe = (answer: Probe): string => `${answer.status} (${answer.contentType.split(';')[0]})`;

/** Whether a Backstage backend answers at the URL's origin, when the URL has a path: the usual mistake. */
const backendAtOrigin = async (baseUrl: string): Promise<string | undefined> => {
  const url = new URL(baseUrl);
  if (url.pathname === '/' || url.pathname === '') return undefined;
  try {
    return isHealthy(await probe(`${url.origin}${READINESS_PATH}`)) ? url.origin : undefined;
  } catch {
    return undefined;
  }
};

const waitUntilReady = async (baseUrl: string, first: Probe): Promise<Probe> => {
  let answer = first;
  const deadline = Date.now() + READY_WAIT_MS;
  while (isStarting(answer) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
    answer = await probe(`${baseUrl}${READINESS_PATH}`);
  }
  return answer;
};

/**
 * Checks that `baseUrl` is the root of a Backstage backend that is ready. Answers the line saying so; throws
 * NotABackstageBackend with one line saying what is wrong.
 */
export const checkBackstageHealth = async (baseUrl: string): Promise<string> => {
  let readiness = await probe(`${baseUrl}${READINESS_PATH}`);
  if (isStarting(readiness)) {
    readiness = await waitUntilReady(baseUrl, readiness);
    if (!isHealthy(readiness)) {
      throw new NotABackstageBackend(
        `${baseUrl} is a Backstage backend that is not ready: GET ${READINESS_PATH} still answers ${describe(readiness)} after ${READY_WAIT_MS / 1000} s`,
      );
    }
  }
  if (isHealthy(readiness)) return `ready (GET ${READINESS_PATH})`;
  const liveness = await probe(`${baseUrl}${LIVENESS_PATH}`);
  if (isHealthy(liveness)) return `alive (GET ${LIVENESS_PATH})`;
  const origin = await backendAtOrigin(baseUrl);
  if (origin) {
    throw new NotABackstageBackend(
      `${baseUrl} is not the root of a Backstage backend (GET ${READINESS_PATH} answered ${describe(readiness)}), but ${origin} is: ` +
        `pass --provider-base-url ${origin}`,
    );
  }
  throw new NotABackstageBackend(
    `${baseUrl} is not a Backstage backend: GET ${READINESS_PATH} answered ${describe(readiness)} and GET ${LIVENESS_PATH} ` +
      `${describe(liveness)}, where a Backstage backend answers 200 {"status":"ok"} at its root`,
  );
};

/**
 * Checks that the catalog answers with the token: a backend that refuses it would fail every interaction that
 * carries it. Answers what the catalog said, for the line; throws NotABackstageBackend when the token is refused.
 */
export const checkCatalogWithToken = async (baseUrl: string, token: string): Promise<string> => {
  const answer = await probe(`${baseUrl}${CATALOG_PROBE_PATH}`, { authorization: `Bearer ${token}` });
  if (answer.status === 200 && Array.isArray(answer.json)) return `the catalog answers GET ${CATALOG_PROBE_PATH} with the token`;
  if (answer.status === 401 || answer.status === 403) {
    throw new NotABackstageBackend(
      `${baseUrl} refuses the token: GET ${CATALOG_PROBE_PATH} answered ${answer.status}; pass a user token this backend accepts with --token`,
    );
  }
  if (answer.status === 404 && answer.json === undefined) return `no catalog answers GET ${CATALOG_PROBE_PATH} (404): its interactions will be not applicable`;
  return `GET ${CATALOG_PROBE_PATH} answered ${describe(answer)}`;
};
