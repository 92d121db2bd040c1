// Why the catalog backend could not read an import URL, told apart by what it answered, so that the page can
// say whose problem it is (the backend's network or setup, or the URL) and what to do next.

import { importMessages } from './messages';

export type ReadFailure =
  /** The backend's network: it could not resolve or connect to the host (DNS, proxy, firewall). */
  | { readonly kind: 'hostUnreachable'; readonly host: string }
  /** The backend's setup: no integration or reading rule lets it read from the host. */
  | { readonly kind: 'hostNotAllowed'; readonly host: string }
  /** The backend's credentials: the host refused it the file. */
  | { readonly kind: 'accessDenied'; readonly host: string }
  /** The URL: the host answered that there is no such file. */
  | { readonly kind: 'fileMissing' }
  /** The URL: it does not name something the backend can read. */
  | { readonly kind: 'malformedUrl' };

/** What the backend answered: the http status when there was one, and its message. */
export interface BackendAnswer {
  readonly status?: number;
  readonly message: string;
}

const UNREACHABLE = /\b(ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH|socket hang up)\b|getaddrinfo|fetch failed/i;
const NOT_ALLOWED = /reading from .* is not allowed|no (configured )?integration|backend\.reading\.allow/i;
const ACCESS_DENIED = /\b(401|403)\b|unauthori[sz]ed|forbidden|bad credentials/i;
const MISSING = /\b404\b|not found|could not be found|does not exist|NotFoundError/i;
const MALFORMED = /invalid url|malformed|not a valid (url|git url)|unable to parse|invalid location/i;

/** The host a message names (the first URL's, or a bare host after ENOTFOUND and the like), else the URL's own. */
const hostIn = (message: string, url: string): string => {
  const named = /getaddrinfo \w+ ([\w.-]+)/.exec(message)?.[1] ?? /(?:ENOTFOUND|ECONNREFUSED) ([\w.-]+)/.exec(message)?.[1];
  if (named) return named;
  return hostOf(url);
};

const hostOf = (url: string): string => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/**
 * Classifies a failed read of `url`; undefined when the answer says nothing the person could act on (then the
 * backend's own text is all there is to show). The network is checked first: a host that cannot be reached is
 * often reported inside a 400 or a 404.
 */
export const readFailureOf = (url: string, answer: BackendAnswer): ReadFailure | undefined => {
  const { message, status } = answer;
  if (UNREACHABLE.test(message)) return { kind: 'hostUnreachable', host: hostIn(message, url) };
  if (NOT_ALLOWED.test(message)) return { kind: 'hostNotAllowed', host: hostOf(url) };
  if (status === 401 || status === 403 || ACCESS_DENIED.test(message)) return { kind: 'accessDenied', host: hostOf(url) };
  if (status === 404 || MISSING.test(message)) return { kind: 'fileMissing' };
  if (MALFORMED.test(message)) return { kind: 'malformedUrl' };
  return undefined;
};

/** What the page says for a failed read: whose problem it is and what to do. */
export const readFailureText = (failure: ReadFailure, catalogFilename: string): string => {
  switch (failure.kind) {
    case 'hostUnreachable':
      return importMessages.hostUnreachable(failure.host);
    case 'hostNotAllowed':
      return importMessages.hostNotAllowed(failure.host);
    case 'accessDenied':
      return importMessages.accessDenied(failure.host);
    case 'fileMissing':
      return importMessages.fileMissing(catalogFilename);
    case 'malformedUrl':
      return importMessages.malformedUrl;
  }
};
