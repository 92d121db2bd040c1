import { readFailureOf, readFailureText, type BackendAnswer } from '../../domain/import/read-failure';
import type { BackendError } from '../shared/backend-error';

/**
 * Why an import step failed; `message` is the text the page shows.
 * - Backend: a catalog backend call failed; `detail` is the backend's own text when `message` explains it in other words.
 * - Rejected: a rule refused the URL, the file or the integration (the rule's text).
 * - ScmRequest: a GitHub or Azure DevOps call failed; `rateLimited` when the host limits the rate (429, or 403 with
 *   x-ratelimit-remaining 0).
 * - Login: no provider session for the pull request.
 */
export type ImportError =
  | { readonly _tag: 'Backend'; readonly message: string; readonly cause: BackendError; readonly detail?: string }
  | { readonly _tag: 'Rejected'; readonly message: string }
  | { readonly _tag: 'ScmRequest'; readonly message: string; readonly status?: number; readonly rateLimited: boolean }
  | { readonly _tag: 'Login'; readonly message: string };

export const fromBackend = (cause: BackendError, message: string = cause.message): ImportError => ({ _tag: 'Backend', message, cause });

export const rejected = (message: string): ImportError => ({ _tag: 'Rejected', message });

/** What the backend answered, as the read-failure rules look at it. */
export const backendAnswerOf = (cause: BackendError): BackendAnswer => ({ ...(cause._tag === 'HttpStatus' ? { status: cause.status } : {}), message: cause.message });

/**
 * The backend could not read `url`: says whose problem it is and what to do when its answer tells, with the
 * answer kept as the detail; otherwise `fallback` (the backend's own text by default).
 */
export const unreadableUrl = (url: string, cause: BackendError, catalogFilename: string, fallback: string = cause.message): ImportError => {
  const failure = readFailureOf(url, backendAnswerOf(cause));
  if (!failure || cause._tag === 'PluginMissing') return fromBackend(cause, fallback);
  return { _tag: 'Backend', message: readFailureText(failure, catalogFilename), cause, detail: fallback };
};
