import type { FetchFn } from '../shared/http';

export interface AuthenticatedFetchOptions {
  readonly baseFetch: FetchFn;
  readonly getToken: () => Promise<string | undefined>;
  /** Only these URLs get the token (the allowed backend URLs). */
  readonly isAllowed: (url: string) => boolean;
  /** Called on a 401 from an allowed URL; a new token retries the call once. */
  readonly onUnauthorized?: () => Promise<string | undefined>;
}

/**
 * fetch that adds `Authorization: Bearer <identity token>` to calls to allowed backend URLs, unless the
 * caller set its own Authorization header. Foreign origins never see the token.
 */
export const createAuthenticatedFetch = (options: AuthenticatedFetchOptions): FetchFn => {
  const withToken = (init: RequestInit | undefined, token: string | undefined): RequestInit => {
    const headers = new Headers(init?.headers);
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return { ...init, headers };
  };

  return async (input, init) => {
    if (!options.isAllowed(input)) return options.baseFetch(input, init);
    const callerSetAuth = new Headers(init?.headers).has('authorization');
    const response = await options.baseFetch(input, withToken(init, await options.getToken()));
    if (response.status !== 401 || callerSetAuth || !options.onUnauthorized) return response;
    const fresh = await options.onUnauthorized();
    return fresh ? options.baseFetch(input, withToken(init, fresh)) : response;
  };
};
