import type { TaskEither } from 'fp-ts/TaskEither';
import type { Entity } from '../../domain/catalog/entity';
import { entityRefOf } from '../../domain/catalog/entity-ref';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';
import type { CatalogReader, EntityAncestry } from './catalog-reader.port';

/** The chain of locations and processors that produced an entity (inspect dialog, Ancestry tab). */
export type LoadAncestry = (entity: Entity) => TaskEither<BackendError, EntityAncestry>;

export const LoadAncestryToken = serviceToken<LoadAncestry>('LoadAncestry');

export const loadAncestry =
  (deps: { readonly reader: CatalogReader }): LoadAncestry =>
  (entity) =>
    deps.reader.getEntityAncestry(entityRefOf(entity));
