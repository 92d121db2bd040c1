import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { ANNOTATION_LOCATION, ANNOTATION_ORIGIN_LOCATION, type Entity } from '../../domain/catalog/entity';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';
import type { CatalogReader } from './catalog-reader.port';

export interface ColocatedEntities {
  /** managed-by-location and managed-by-origin-location of the entity. */
  readonly location?: string;
  readonly originLocation?: string;
  /** Other entities from the same location or origin location. */
  readonly entities: readonly Entity[];
}

export type LoadColocated = (entity: Entity) => TE.TaskEither<BackendError, ColocatedEntities>;

export const LoadColocatedToken = serviceToken<LoadColocated>('LoadColocated');

const COLOCATED_FIELDS = ['kind', 'metadata.namespace', 'metadata.name', 'metadata.title', 'spec.type'];

/** Entities that came in through the same location as this one (inspect dialog, Colocated tab). */
export const loadColocated =
  (deps: { readonly reader: CatalogReader }): LoadColocated =>
  (entity) => {
    const annotations = entity.metadata.annotations ?? {};
    const location = annotations[ANNOTATION_LOCATION];
    const originLocation = annotations[ANNOTATION_ORIGIN_LOCATION];
    const filter = [
      ...(location ? [`metadata.annotations.${ANNOTATION_LOCATION}=${location}`] : []),
      ...(originLocation ? [`metadata.annotations.${ANNOTATION_ORIGIN_LOCATION}=${originLocation}`] : []),
    ];
    const self = stringifyEntityRef(entity);
    const base = { ...(location ? { location } : {}), ...(originLocation ? { originLocation } : {}) };
    if (filter.length === 0) return TE.right({ ...base, entities: [] });
    return pipe(
      deps.reader.getEntities({ filter, fields: COLOCATED_FIELDS }),
      TE.map((entities) => ({ ...base, entities: entities.filter((other) => stringifyEntityRef(other) !== self) })),
    );
  };
