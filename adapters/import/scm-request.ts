// One call to a source-control REST API (GitHub, Azure DevOps). Unlike the backend calls of
// adapters/shared/http.ts, a failed answer's own body and headers decide the message (GitHub's error text and
// rate-limit header, Azure DevOps' message), so each adapter turns the failure into its step's text.
import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import type * as t from 'io-ts';
import type { ImportError } from '../../application/import/import-error';
import { decodeWith } from '../shared/decode';
import type { FetchFn } from '../shared/http';

export type ScmFailure =
  | { readonly kind: 'transport'; readonly message: string }
  | { readonly kind: 'status'; readonly status: number; readonly statusText: string; readonly body: unknown; readonly headers: Headers }
  | { readonly kind: 'decode'; readonly status: number; readonly message: string };

export interface ScmRequest {
  readonly method?: string;
  readonly headers: Record<string, string>;
  readonly body?: unknown;
}

/** JSON when the body is JSON, else its text; undefined when empty. */
const readBody = async (response: Response): Promise<unknown> => {
  const text = await response.text().catch(() => '');
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

export const scmRequest =
  <A, O>(
    fetchFn: FetchFn,
    url: string,
    codec: t.Type<A, O, unknown>,
    request: ScmRequest,
    fail: (failure: ScmFailure) => ImportError,
  ): TaskEither<ImportError, A> =>
  async () => {
    let response: Response;
    try {
      response = await fetchFn(url, {
        method: request.method ?? 'GET',
        headers: { ...request.headers, ...(request.body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
        ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      });
    } catch (error) {
      return E.left(fail({ kind: 'transport', message: error instanceof Error ? error.message : String(error) }));
    }
    const body = await readBody(response);
    if (!response.ok) {
      return E.left(fail({ kind: 'status', status: response.status, statusText: response.statusText, body, headers: response.headers }));
    }
    const decoded = decodeWith(codec)(body);
    return E.isLeft(decoded) ? E.left(fail({ kind: 'decode', status: response.status, message: decoded.left.message })) : decoded;
  };
