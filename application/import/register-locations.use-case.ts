import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import { compoundRefOf, type ImportLocation } from '../../domain/import/analysis';
import { splitByExistence, type RegisteredLocation } from '../../domain/import/import-flow';
import type { EntityRegistrar } from '../catalog/entity-registrar.port';
import { fromBackend, type ImportError } from './import-error';

export interface RegisterLocationsResult {
  readonly added: readonly RegisteredLocation[];
  readonly refreshed: readonly ImportLocation[];
}

export type RegisterLocations = (locations: readonly ImportLocation[]) => TE.TaskEither<ImportError, RegisterLocationsResult>;

/** New locations are registered (POST /locations); registered ones have their entities refreshed (POST /refresh). */
export const registerLocations =
  (deps: { readonly registrar: Pick<EntityRegistrar, 'addLocation' | 'refreshEntity'> }): RegisterLocations =>
  (locations) => {
    const { toAdd, toRefresh } = splitByExistence(locations);
    const refresh = pipe(
      toRefresh.flatMap((location) => location.entities),
      TE.traverseSeqArray((ref) => deps.registrar.refreshEntity(stringifyEntityRef(ref))),
    );
    const add = pipe(
      toAdd,
      TE.traverseSeqArray((location) =>
        pipe(
          deps.registrar.addLocation({ type: 'url', target: location.target }),
          // The catalog processes a new location later and answers without its entities: the reviewed ones stand in.
          TE.map((added): RegisteredLocation => ({
            target: added.location.target,
            entities: added.entities.length ? added.entities.map(compoundRefOf) : location.entities,
          })),
        ),
      ),
    );
    return pipe(
      refresh,
      TE.chain(() => add),
      TE.map((added) => ({ added, refreshed: toRefresh })),
      TE.mapLeft((error) => fromBackend(error)),
    );
  };
