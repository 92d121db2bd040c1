import type { TaskEither } from 'fp-ts/TaskEither';
import type { Entity } from '../../domain/catalog/entity';
import { ANNOTATION_TECHDOCS_REF } from '../../domain/docs/constants';
import type { CatalogReader } from '../catalog/catalog-reader.port';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

/** Entities with documentation (the techdocs-ref annotation), for the Featured Docs widget. */
export type LoadFeaturedDocs = (limit: number) => TaskEither<BackendError, readonly Entity[]>;

export const LoadFeaturedDocsToken = serviceToken<LoadFeaturedDocs>('LoadFeaturedDocs');

/** A filter key without a value asks the catalog for entities that have the key at all. */
export const FEATURED_DOCS_FILTER = `metadata.annotations.${ANNOTATION_TECHDOCS_REF}`;

export const loadFeaturedDocs =
  (deps: { readonly reader: CatalogReader }): LoadFeaturedDocs =>
  (limit) =>
    deps.reader.getEntities({
      filter: [FEATURED_DOCS_FILTER],
      limit,
      order: [{ field: 'metadata.name', order: 'asc' }],
      fields: ['kind', 'metadata.name', 'metadata.namespace', 'metadata.title', 'metadata.description', 'spec.type'],
    });
