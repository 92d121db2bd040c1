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
  | { readonly _tag: 'NotFound'; readonly message: string }
  | {
      /**
       * The backend has no plugin with this id: it answered a call the plugin always serves with its own
       * bare 404, not with the plugin's error body.
       */
      readonly _tag: 'PluginMissing';
      /** The Backstage backend plugin id, e.g. 'catalog', 'kubernetes'. */
      readonly pluginId: string;
      /** What the person is told, e.g. 'The catalog backend plugin is not installed on this Backstage backend'. */
      readonly message: string;
    };

export const transportError = (message: string): BackendError => ({ _tag: 'Transport', message });

export const decodeError = (paths: readonly string[]): BackendError => ({
  _tag: 'Decode',
  message: `The backend answered with data Portico cannot read: ${paths.join('; ')}`,
  paths,
});

export const pluginMissingError = (pluginId: string, message: string): BackendError => ({ _tag: 'PluginMissing', pluginId, message });

export const isPluginMissing = (error: BackendError): error is Extract<BackendError, { _tag: 'PluginMissing' }> => error._tag === 'PluginMissing';

export const describeBackendError = (error: BackendError): string => error.message;

/** Gateway and overload answers: the backend, or what stands in front of it, may well answer the same call shortly. */
const PASSING_STATUSES = new Set([408, 429, 502, 503, 504]);

/**
 * Whether the failure says nothing about the call itself: no answer came (network, a page being left), or a
 * server error or a load balancer's stand-in answer did. Client errors and unreadable answers are the call's own.
 */
export const isPassingFailure = (error: BackendError): boolean =>
  error._tag === 'Transport' || (error._tag === 'HttpStatus' && (PASSING_STATUSES.has(error.status) || error.status >= 500));
