import * as E from 'fp-ts/Either';
import type { Either } from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import { pluginMissingError, transportError, type BackendError } from '../../application/shared/backend-error';
import { decodeWith } from './decode';

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

/** Backstage's error body: `{ error: { name, message }, response: { statusCode } }`. */
const backstageErrorOf = (body: unknown): { name?: string; message?: string } => {
  if (typeof body !== 'object' || body === null) return {};
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return {};
  const { name, message } = error as { name?: unknown; message?: unknown };
  return {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof message === 'string' ? { message } : {}),
  };
};

const parsedJson = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
};

const textOf = async (response: Response): Promise<string> => {
  try {
    return await response.text();
  } catch {
    return '';
  }
};

/** 'Request failed with {status} {statusText}', followed by the backend's own message when it sent one. */
export const httpStatusError = async (response: Response): Promise<BackendError> => httpStatusErrorOf(response, await textOf(response));

/** The same, from a body already read. */
const httpStatusErrorOf = (response: Response, text: string): BackendError => {
  // A body that is not JSON adds nothing beyond the status line.
  const detail = backstageErrorOf(parsedJson(text));
  const statusText = response.statusText || statusTextOf(response.status);
  const base = `Request failed with ${response.status} ${statusText}`.trim();
  return {
    _tag: 'HttpStatus',
    status: response.status,
    statusText,
    message: detail.message ? `${base}, ${detail.message}` : base,
    ...(detail.name ? { name: detail.name } : {}),
  };
};

/** The backend plugin a call goes to, and what a person is told when the backend has no such plugin. */
export interface BackendPluginCall {
  /** The Backstage plugin id, the `{pluginId}` of `/api/{pluginId}`. */
  readonly id: string;
  readonly missingMessage: string;
}

/**
 * Whether a 404's body is the error body of an installed plugin. Backstage's backend answers a path that no
 * installed plugin serves with a bare 404 (no body), while a plugin answers what it cannot find with its JSON
 * error (`{ error: { name: 'NotFoundError', message } }`).
 */
export const isPluginErrorBody = (text: string): boolean => {
  const { name, message } = backstageErrorOf(parsedJson(text));
  return name !== undefined || message !== undefined;
};

/**
 * A 404 on a call the plugin always serves, without the plugin's own error body: the plugin is not installed
 * on that backend. Answers the error to return then, else undefined (the body is read from a copy).
 */
export const pluginMissingOf = async (response: Response, plugin: BackendPluginCall | undefined): Promise<BackendError | undefined> => {
  if (!plugin || response.status !== 404) return undefined;
  return isPluginErrorBody(await textOf(response.clone())) ? undefined : pluginMissingError(plugin.id, plugin.missingMessage);
};

const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict',
  429: 'Too Many Requests', 500: 'Internal Server Error', 502: 'Bad Gateway', 503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
const statusTextOf = (status: number): string => STATUS_TEXTS[status] ?? '';

/** How long a request may take, headers and body, before it fails (resilience: a slow backend never hangs a page). */
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;

const secondsText = (ms: number): string => `${Number((ms / 1000).toFixed(3))} s`;

export const timeoutMessage = (timeoutMs: number): string => `The backend did not answer within ${secondsText(timeoutMs)}`;

/**
 * Runs `work` with an abort signal that fires when the caller's signal does or when the timeout
 * elapses; a timeout answers the Transport error even when the fetch function ignores the signal.
 */
const withTimeout = async <A>(
  request: JsonRequest,
  work: (signal: AbortSignal) => Promise<Either<BackendError, A>>,
): Promise<Either<BackendError, A>> => {
  const timeoutMs = request.timeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS;
  const controller = new AbortController();
  const forwardAbort = () => controller.abort(request.signal?.reason);
  if (request.signal?.aborted) forwardAbort();
  else request.signal?.addEventListener('abort', forwardAbort, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<Either<BackendError, A>>((resolve) => {
    if (!Number.isFinite(timeoutMs)) return;
    timer = setTimeout(() => {
      resolve(E.left(transportError(timeoutMessage(timeoutMs))));
      controller.abort();
    }, timeoutMs);
  });
  try {
    return await Promise.race([work(controller.signal).catch((error: unknown) => E.left(transportError(messageOf(error)))), timedOut]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
    request.signal?.removeEventListener('abort', forwardAbort);
  }
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const send = async (fetchFn: FetchFn, url: string, init: RequestInit): Promise<Either<BackendError, Response>> => {
  try {
    return E.right(await fetchFn(url, init));
  } catch (error) {
    return E.left(transportError(messageOf(error)));
  }
};

const readJson = async (response: Response): Promise<Either<BackendError, unknown>> => {
  try {
    const text = await response.text();
    return E.right(text === '' ? undefined : JSON.parse(text));
  } catch (error) {
    return E.left({ _tag: 'Decode', message: `The backend answered with invalid JSON: ${(error as Error).message}`, paths: ['(root)'] });
  }
};

export interface JsonRequest {
  readonly method?: string;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  readonly credentials?: RequestCredentials;
  /** Status codes that count as success (default: any 2xx). */
  readonly expectStatus?: readonly number[];
  /** When set, a 404 answers Right(undefined) instead of an error (for optional reads). */
  readonly optional404?: boolean;
  /**
   * The plugin this call goes to, for calls every installed version of it serves: a 404 without the plugin's error
   * body is then the PluginMissing error (before optional404 applies).
   */
  readonly plugin?: BackendPluginCall;
  readonly signal?: AbortSignal;
  /** Work the user did not ask for: sent with fetch's low priority, which the backend fetch holds back (background-lane.ts). */
  readonly background?: boolean;
  /** Milliseconds before the request fails with a Transport error (default DEFAULT_REQUEST_TIMEOUT_MS; Infinity for none). */
  readonly timeoutMs?: number;
}

const initOf = (request: JsonRequest, signal: AbortSignal): RequestInit => ({
  method: request.method ?? 'GET',
  headers: {
    ...(request.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
    ...request.headers,
  },
  ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
  ...(request.credentials ? { credentials: request.credentials } : {}),
  ...(request.background ? { priority: 'low' as const } : {}),
  signal,
});

const isExpected = (response: Response, request: JsonRequest): boolean =>
  request.expectStatus ? request.expectStatus.includes(response.status) : response.ok;

/** Sends a JSON request and decodes the answer with the codec. */
export function requestJson<A, O>(fetchFn: FetchFn, url: string, codec: t.Type<A, O, unknown>, request: JsonRequest & { optional404: true }): TaskEither<BackendError, A | undefined>;
export function requestJson<A, O>(fetchFn: FetchFn, url: string, codec: t.Type<A, O, unknown>, request?: JsonRequest): TaskEither<BackendError, A>;
export function requestJson<A, O>(fetchFn: FetchFn, url: string, codec: t.Type<A, O, unknown>, request: JsonRequest = {}): TaskEither<BackendError, A | undefined> {
  return () =>
    withTimeout(request, async (signal): Promise<Either<BackendError, A | undefined>> => {
      const sent = await send(fetchFn, url, initOf(request, signal));
      if (E.isLeft(sent)) return sent;
      const response = sent.right;
      const missing = await pluginMissingOf(response, request.plugin);
      if (missing) return E.left(missing);
      if (request.optional404 && response.status === 404) return E.right(undefined);
      if (!isExpected(response, request)) return E.left(await httpStatusError(response));
      const body = await readJson(response);
      return E.isLeft(body) ? body : decodeWith(codec)(body.right);
    });
}

/** Sends a request whose answer body does not matter. */
export const requestVoid = (fetchFn: FetchFn, url: string, request: JsonRequest = {}): TaskEither<BackendError, void> => () =>
  withTimeout(request, async (signal): Promise<Either<BackendError, void>> => {
    const sent = await send(fetchFn, url, initOf(request, signal));
    if (E.isLeft(sent)) return sent;
    const missing = await pluginMissingOf(sent.right, request.plugin);
    if (missing) return E.left(missing);
    if (!isExpected(sent.right, request)) return E.left(await httpStatusError(sent.right));
    return E.right(undefined);
  });

/** Sends a request and returns the body as text (logs, HTML pages). */
export const requestText = (fetchFn: FetchFn, url: string, request: JsonRequest = {}): TaskEither<BackendError, string> => () =>
  withTimeout(request, async (signal): Promise<Either<BackendError, string>> => {
    const sent = await send(fetchFn, url, initOf(request, signal));
    if (E.isLeft(sent)) return sent;
    const missing = await pluginMissingOf(sent.right, request.plugin);
    if (missing) return E.left(missing);
    if (!isExpected(sent.right, request)) return E.left(await httpStatusError(sent.right));
    return E.right(await sent.right.text());
  });

/** requestJson, requestVoid and requestText for the calls of one backend plugin (see JsonRequest.plugin). */
export const pluginRequests = (plugin: BackendPluginCall) => ({
  json: ((fetchFn: FetchFn, url: string, codec: t.Type<unknown, unknown, unknown>, request: JsonRequest = {}) =>
    requestJson(fetchFn, url, codec, { ...request, plugin })) as typeof requestJson,
  void: (fetchFn: FetchFn, url: string, request: JsonRequest = {}) => requestVoid(fetchFn, url, { ...request, plugin }),
  text: (fetchFn: FetchFn, url: string, request: JsonRequest = {}) => requestText(fetchFn, url, { ...request, plugin }),
});
