import type { TaskEither } from 'fp-ts/TaskEither';
import type { Entity } from '../../domain/catalog/entity';
import type { CatalogFilter } from '../../domain/scaffolder/entity-picker';
import type { BackendError } from '../shared/backend-error';

export interface FacetCount {
  readonly value: string;
  readonly count: number;
}

/**
 * The catalog reads the scaffolder's pickers need: entities by
 * filters (any of the filters matches) with selected fields, and the values of a facet such as metadata.tags.
 */
export interface CatalogLookup {
  getEntities(filters: readonly CatalogFilter[], fields?: readonly string[]): TaskEither<BackendError, readonly Entity[]>;
  getEntityFacet(facet: string, filters?: readonly CatalogFilter[]): TaskEither<BackendError, readonly FacetCount[]>;
}
