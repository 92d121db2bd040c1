import type { BackendError } from '../shared/backend-error';

/**
 * Why an import step failed; `message` is the text the page shows.
 * - Backend: a catalog backend call failed.
 * - Rejected: a rule refused the URL, the file or the integration (the rule's text).
 * - ScmRequest: a GitHub or Azure DevOps call failed; `rateLimited` when the host limits the rate (429, or 403 with
 *   x-ratelimit-remaining 0).
 * - Login: no provider session for the pull request.
 */
export type ImportError =
  | { readonly _tag: 'Backend'; readonly message: string; readonly cause: BackendError }
  | { readonly _tag: 'Rejected'; readonly message: string }
  | { readonly _tag: 'ScmRequest'; readonly message: string; readonly status?: number; readonly rateLimited: boolean }
  | { readonly _tag: 'Login'; readonly message: string };

export const fromBackend = (cause: BackendError, message: string = cause.message): ImportError => ({ _tag: 'Backend', message, cause });

export const rejected = (message: string): ImportError => ({ _tag: 'Rejected', message });
