import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Entity } from '../../domain/catalog/entity';
import { missingRelationTargets, relationTargetRefs, shouldCheckRelationTargets } from '../../domain/catalog/relation-warning';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';
import type { CatalogReader } from './catalog-reader.port';

/** Enough of each target to know it exists. */
export const RELATION_TARGET_FIELDS = ['kind', 'metadata.name', 'metadata.namespace'] as const;

/**
 * Relation targets of the entity that the catalog cannot find; empty when
 * there are none, and without a lookup when the entity has more than 1000 distinct targets.
 */
export type RelationWarning = (entity: Entity) => TE.TaskEither<BackendError, readonly string[]>;

export const RelationWarningToken = serviceToken<RelationWarning>('RelationWarning');

export const relationWarning =
  (deps: { readonly reader: CatalogReader }): RelationWarning =>
  (entity) => {
    const refs = relationTargetRefs(entity);
    if (!shouldCheckRelationTargets(refs)) return TE.right([]);
    return pipe(
      deps.reader.getEntitiesByRefs({ entityRefs: refs, fields: RELATION_TARGET_FIELDS }),
      TE.map((found) => missingRelationTargets(refs, found)),
    );
  };
