// permission.enabled (default false) and permission.EXPERIMENTAL_enableBatchedRequests (default false).
import * as E from 'fp-ts/Either';
import type { ConfigError, ConfigView } from '../app/config-values';
import { PERMISSION_BATCHED_KEY, PERMISSION_ENABLED_KEY } from './constants';

export interface PermissionSettings {
  /** When false every check is allowed without asking the backend. */
  readonly enabled: boolean;
  /** Group requests by permission name into one item each. */
  readonly batchedRequests: boolean;
}

export const DEFAULT_PERMISSION_SETTINGS: PermissionSettings = { enabled: false, batchedRequests: false };

export const readPermissionSettings = (config: ConfigView): E.Either<ConfigError, PermissionSettings> => {
  const enabled = config.getOptionalBoolean(PERMISSION_ENABLED_KEY);
  if (E.isLeft(enabled)) return enabled;
  const batched = config.getOptionalBoolean(PERMISSION_BATCHED_KEY);
  if (E.isLeft(batched)) return batched;
  return E.right({ enabled: enabled.right ?? false, batchedRequests: batched.right ?? false });
};
