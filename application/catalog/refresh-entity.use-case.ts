import type { TaskEither } from 'fp-ts/TaskEither';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';
import type { EntityRegistrar } from './entity-registrar.port';

/** Asks the catalog to process an entity again now (POST /refresh). */
export type RefreshEntity = (entityRef: string) => TaskEither<BackendError, void>;

export const RefreshEntityToken = serviceToken<RefreshEntity>('RefreshEntity');

export const refreshEntity =
  (deps: { readonly registrar: EntityRegistrar }): RefreshEntity =>
  (entityRef) =>
    deps.registrar.refreshEntity(entityRef);
