import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { catalogProcessingErrors, type Entity, type EntityStatusItem } from '../../domain/catalog/entity';
import { entityRefOf, stringifyEntityRef } from '../../domain/catalog/entity-ref';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';
import type { CatalogReader, EntityAncestry } from './catalog-reader.port';

export interface ProcessingError {
  readonly item: EntityStatusItem;
  /** Set when the error belongs to an ancestor (the location that brought the entity in, ...). */
  readonly originRef?: string;
}

/** The entity itself, then its ancestors in the ancestry graph (root excluded), each with its errors. */
export const errorsFromAncestry = (ancestry: EntityAncestry): ProcessingError[] =>
  ancestry.items.flatMap(({ entity }) => {
    const ref = stringifyEntityRef(entity);
    return catalogProcessingErrors(entity).map((item) => (ref === ancestry.rootEntityRef ? { item } : { item, originRef: ref }));
  });

export type LoadProcessingErrors = (entity: Entity) => TE.TaskEither<BackendError, readonly ProcessingError[]>;

export const LoadProcessingErrorsToken = serviceToken<LoadProcessingErrors>('LoadProcessingErrors');

/**
 * Processing errors of an entity and of its ancestors (an ancestor's error is shown after
 * 'The error below originates from'). Only entities that have errors of their own ask for the ancestry.
 */
export const loadProcessingErrors =
  (deps: { readonly reader: CatalogReader }): LoadProcessingErrors =>
  (entity) => {
    const own = catalogProcessingErrors(entity).map((item): ProcessingError => ({ item }));
    if (own.length === 0) return TE.right([]);
    return pipe(
      deps.reader.getEntityAncestry(entityRefOf(entity)),
      TE.map(errorsFromAncestry),
      TE.map((all) => (all.length ? all : own)),
      TE.orElse(() => TE.right<BackendError, readonly ProcessingError[]>(own)),
    );
  };
