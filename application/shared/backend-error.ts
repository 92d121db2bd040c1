/**
 * Why a call to a backend failed. Adapters build it from what they received; use cases and
 * views match on `_tag` exhaustively and show the matching texts (see `describeBackendError`).
 */
export type BackendError =
  | { readonly _tag: 'Transport'; readonly message: string }
  | {
      readonly _tag: 'HttpStatus';
      readonly status: number;
      readonly statusText: string;
      /** 'Request failed with {status} {statusText}' plus the backend's own message when it sent one. */
      readonly message: string;
      /** Backstage error body name, e.g. 'AuthenticationError', 'NotAllowedError'. */
      readonly name?: string;
    }
  | { readonly _tag: 'Decode'; readonly message: string; readonly paths: readonly string[] }
  | { readonly _tag: 'NotFound'; readonly message: string };

export const transportError = (message: string): BackendError => ({ _tag: 'Transport', message });

export const decodeError = (paths: readonly string[]): BackendError => ({
  _tag: 'Decode',
  message: `The backend answered with data Portico cannot read: ${paths.join('; ')}`,
  paths,
});

export const describeBackendError = (error: BackendError): string => error.message;
