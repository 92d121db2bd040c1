import type { Either } from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

/** Where a decoder found an answer to differ, and what it found there: the shape io-ts reports its errors in. */
export type DecodeIssues = ReadonlyArray<{
  readonly value: unknown;
  readonly context: ReadonlyArray<{ readonly key: string; readonly type: { readonly name: string } }>;
}>;

/** Reads a JSON answer as an A, or says where it differs: every io-ts codec is one. */
export interface AnswerDecoder<A> {
  decode(value: unknown): Either<DecodeIssues, A>;
}

/** A call to a backend plugin, found by discovery: 'proxy' for the backend's proxy, or a backend plugin's id. */
export interface BackendCall {
  readonly plugin: string;
  /** Below the plugin's base URL, e.g. '/on-call/rotas' under the proxy; query included. */
  readonly path: string;
  readonly method?: string;
  /** Sent as JSON. */
  readonly body?: unknown;
  readonly headers?: Readonly<Record<string, string>>;
  readonly signal?: AbortSignal;
}

/**
 * Calls the backend with the signed-in user's token. A failure is the shell's BackendError: the status with the
 * backend's own message, the failing paths of an answer the decoder refuses, or why no answer came.
 */
export interface BackendClient {
  /** The answer's JSON body, decoded. */
  json<A>(call: BackendCall, decoder: AnswerDecoder<A>): TaskEither<BackendError, A>;
  /** A call whose answer body does not matter (a delete, a trigger). */
  send(call: BackendCall): TaskEither<BackendError, void>;
}

export const BackendClientToken = serviceToken<BackendClient>('BackendClient');
