// The plugins' way to their backends: the shell's own request helpers (status, JSON, timeouts, error shape) behind
// the BackendClient port, with the fetch that adds the signed-in user's token.
import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import * as t from 'io-ts';
import type { AnswerDecoder, BackendCall, BackendClient } from '../../application/app/backend-client.port';
import type { Discovery } from '../../application/app/discovery.port';
import { transportError, type BackendError } from '../../application/shared/backend-error';
import { decodeAnswer } from '../shared/decode';
import { requestJson, requestVoid, type FetchFn, type JsonRequest } from '../shared/http';

const requestOf = (call: BackendCall): JsonRequest => ({
  ...(call.method ? { method: call.method } : {}),
  ...(call.body !== undefined ? { body: call.body } : {}),
  headers: { Accept: 'application/json', ...call.headers },
  ...(call.signal ? { signal: call.signal } : {}),
});

const joined = (base: string, path: string): string => `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;

export class BackendClientHttpAdapter implements BackendClient {
  constructor(
    private readonly fetchFn: FetchFn,
    private readonly discovery: Discovery,
  ) {}

  json<A>(call: BackendCall, decoder: AnswerDecoder<A>): TE.TaskEither<BackendError, A> {
    return pipe(
      this.urlOf(call),
      TE.chain((url) => requestJson(this.fetchFn, url, t.unknown, requestOf(call))),
      TE.chainEitherK(decodeAnswer(decoder)),
    );
  }

  send(call: BackendCall): TE.TaskEither<BackendError, void> {
    return pipe(
      this.urlOf(call),
      TE.chain((url) => requestVoid(this.fetchFn, url, requestOf(call))),
    );
  }

  private urlOf(call: BackendCall): TE.TaskEither<BackendError, string> {
    return TE.tryCatch(
      async () => joined(await this.discovery.getBaseUrl(call.plugin), call.path),
      (error) => transportError(error instanceof Error ? error.message : String(error)),
    );
  }
}
