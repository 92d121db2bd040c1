import * as E from 'fp-ts/Either';
import type { TaskEither } from 'fp-ts/TaskEither';
import { buildAuthorizeBatch } from '../../domain/permission/authorize-batch';
import { ALLOW, decisionWithoutBackend, type PermissionDecision } from '../../domain/permission/decision';
import type { PermissionRequest } from '../../domain/permission/permission';
import type { PermissionSettings } from '../../domain/permission/settings';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';
import type { PermissionAuthorizer } from './permission-authorizer.port';
import { createBatcher, nextTickScheduler, type BatchScheduler } from './request-batcher';

/** Answers whether the signed-in user may do something; use isAllowed on the decision. */
export type CheckPermission = (request: PermissionRequest) => TaskEither<BackendError, PermissionDecision>;

export const CheckPermissionToken = serviceToken<CheckPermission>('CheckPermission');

export interface CheckPermissionDeps {
  readonly authorizer: PermissionAuthorizer;
  readonly settings: PermissionSettings;
  /** Request item ids, e.g. () => crypto.randomUUID(). */
  readonly newId: () => string;
  /** When a batch of checks is sent (default: after the current tick). */
  readonly schedule?: BatchScheduler;
  readonly maxBatchSize?: number;
}

/**
 * A resource permission without a resource ref is denied; with permission.enabled false
 * every other check is allowed; otherwise checks made together go to the backend in one authorize call
 * (grouped by permission name when batched requests are enabled), and an answer whose items do not match
 * the request fails every check of that call.
 */
export const checkPermission = (deps: CheckPermissionDeps): CheckPermission => {
  const ask = createBatcher<PermissionRequest, PermissionDecision, BackendError>({
    schedule: deps.schedule ?? nextTickScheduler,
    ...(deps.maxBatchSize ? { maxBatchSize: deps.maxBatchSize } : {}),
    loadBatch: async (requests) => {
      const batch = buildAuthorizeBatch(requests, { batched: deps.settings.batchedRequests, newId: deps.newId });
      const answer = await deps.authorizer.authorize(batch.items)();
      if (E.isLeft(answer)) return answer;
      return E.mapLeft(
        (mismatch: { message: string }): BackendError => ({ _tag: 'Decode', message: mismatch.message, paths: ['items'] }),
      )(batch.resolve(answer.right));
    },
  });

  return (request) => async () => {
    const settled = decisionWithoutBackend(request);
    if (settled) return E.right(settled);
    if (!deps.settings.enabled) return E.right(ALLOW);
    return ask(request);
  };
};
