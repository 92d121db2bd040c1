import type { TaskEither } from 'fp-ts/TaskEither';
import type { AuthorizeRequestItem, AuthorizeResponseItem } from '../../domain/permission/authorize-batch';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

/** Asks the permission backend about a set of identified items (POST {permission}/authorize). */
export interface PermissionAuthorizer {
  authorize(items: readonly AuthorizeRequestItem[]): TaskEither<BackendError, readonly AuthorizeResponseItem[]>;
}

export const PermissionAuthorizerToken = serviceToken<PermissionAuthorizer>('PermissionAuthorizer');
