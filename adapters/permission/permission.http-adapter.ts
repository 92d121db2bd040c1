import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { PermissionAuthorizer } from '../../application/permission/permission-authorizer.port';
import { transportError, type BackendError } from '../../application/shared/backend-error';
import type { AuthorizeRequestItem, AuthorizeResponseItem } from '../../domain/permission/authorize-batch';
import { PERMISSION_PLUGIN_ID } from '../../domain/permission/constants';
import { permissionMessages } from '../../domain/permission/messages';
import { pluginRequests, type FetchFn } from '../shared/http';
import { AuthorizeResponseCodec, toAuthorizeResponseItems } from './authorize-response.codec';

const { json: requestJson } = pluginRequests({ id: PERMISSION_PLUGIN_ID, missingMessage: permissionMessages.backendPluginMissing });

/**
 * POST {permission backend}/authorize with { items: [{ id, permission, resourceRef? }] }. The given fetch adds the Bearer token for allowed backend URLs.
 */
export class PermissionHttpAdapter implements PermissionAuthorizer {
  constructor(
    private readonly fetchFn: FetchFn,
    private readonly resolveBaseUrl: (pluginId: string) => Promise<string>,
  ) {}

  authorize(items: readonly AuthorizeRequestItem[]): TE.TaskEither<BackendError, readonly AuthorizeResponseItem[]> {
    return pipe(
      TE.tryCatch(
        () => this.resolveBaseUrl(PERMISSION_PLUGIN_ID),
        (error): BackendError =>
          transportError(`Could not find the permission backend: ${error instanceof Error ? error.message : String(error)}`),
      ),
      TE.chain((base) =>
        requestJson(this.fetchFn, `${base.replace(/\/+$/, '')}/authorize`, AuthorizeResponseCodec, {
          method: 'POST',
          body: { items },
        }),
      ),
      TE.map(toAuthorizeResponseItems),
    );
  }
}
