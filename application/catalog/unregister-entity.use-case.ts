import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { ANNOTATION_LOCATION, ANNOTATION_ORIGIN_LOCATION, type Entity } from '../../domain/catalog/entity';
import { entityRefOf, type CompoundEntityRef } from '../../domain/catalog/entity-ref';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';
import type { CatalogReader } from './catalog-reader.port';
import type { EntityRegistrar } from './entity-registrar.port';

/** Location ref of entities that come from the catalog's protected bootstrap configuration. */
export const BOOTSTRAP_LOCATION_REF = 'bootstrap:bootstrap';

/** Fields read for the entities that share the location (enough to name them, and their uid). */
export const COLOCATED_ENTITY_FIELDS = ['kind', 'metadata.uid', 'metadata.name', 'metadata.namespace'] as const;

/**
 * States of the unregister dialog. 'bootstrap' offers only the advanced delete,
 * 'unregister' offers removing the location (and, advanced, deleting the entity), 'only-delete'
 * offers deleting the entity.
 */
export type UnregisterDialogState =
  | { readonly type: 'loading' }
  | { readonly type: 'error'; readonly error: BackendError }
  | { readonly type: 'bootstrap'; readonly location: string }
  | {
      readonly type: 'unregister';
      /** The location ref, `type:target`. */
      readonly location: string;
      readonly locationId: string;
      /** Every entity the location brought in, this one included. */
      readonly colocatedEntities: readonly CompoundEntityRef[];
    }
  | { readonly type: 'only-delete' };

export interface UnregisterEntity {
  /** What the dialog shows before anything loads: 'bootstrap' right away, else 'loading'. */
  initialState(entity: Entity): UnregisterDialogState;
  /** Looks up the entity's location and the entities that share it. */
  loadState(entity: Entity): T.Task<UnregisterDialogState>;
  /** DELETE /locations/{id}: the location and everything it brought in go away. */
  unregisterLocation(locationId: string): TE.TaskEither<BackendError, void>;
  /** DELETE /entities/by-uid/{uid}. */
  deleteEntity(entity: Entity): TE.TaskEither<BackendError, void>;
}

export const UnregisterEntityToken = serviceToken<UnregisterEntity>('UnregisterEntity');

/**
 * The location an entity was registered through: its origin location (Backstage's unregister dialog
 * looks this one up, so entities of nested locations find the registered one), else the location
 * that manages it.
 */
export const registeredLocationRef = (entity: Entity): string | undefined => {
  const annotations = entity.metadata.annotations ?? {};
  return annotations[ANNOTATION_ORIGIN_LOCATION] || annotations[ANNOTATION_LOCATION] || undefined;
};

export const unregisterEntity = (deps: {
  readonly reader: CatalogReader;
  readonly registrar: EntityRegistrar;
}): UnregisterEntity => ({
  initialState: (entity) => {
    const location = registeredLocationRef(entity);
    return location === BOOTSTRAP_LOCATION_REF ? { type: 'bootstrap', location } : { type: 'loading' };
  },

  loadState: (entity) => {
    const location = registeredLocationRef(entity);
    if (location === BOOTSTRAP_LOCATION_REF) return T.of({ type: 'bootstrap', location });
    if (!location) return T.of({ type: 'only-delete' });
    const colocated = pipe(
      deps.reader.getEntities({
        filter: [`metadata.annotations.${ANNOTATION_ORIGIN_LOCATION}=${location}`],
        fields: COLOCATED_ENTITY_FIELDS,
      }),
      TE.map((entities) => entities.map(entityRefOf)),
    );
    return pipe(
      TE.Do,
      TE.apS('registered', deps.reader.getLocationByRef(location)),
      TE.apS('colocatedEntities', colocated),
      TE.match(
        (error): UnregisterDialogState => ({ type: 'error', error }),
        ({ registered, colocatedEntities }): UnregisterDialogState =>
          registered
            ? { type: 'unregister', location, locationId: registered.id, colocatedEntities }
            : { type: 'only-delete' },
      ),
    );
  },

  unregisterLocation: (locationId) => deps.registrar.removeLocationById(locationId),

  deleteEntity: (entity) =>
    entity.metadata.uid
      ? deps.registrar.removeEntityByUid(entity.metadata.uid)
      : TE.left({ _tag: 'NotFound', message: `Entity ${entityRefOf(entity).name} has no uid and cannot be deleted` }),
});
