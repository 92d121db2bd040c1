import type { CatalogReader } from '../catalog/catalog-reader.port';
import { ANNOTATION_TECHDOCS_REF } from '../../domain/docs/constants';
import type { DocsEntityLister } from './docs-entities.port';

/** What the docs index shows of an entity. */
export const DOCS_INDEX_FIELDS = [
  'apiVersion',
  'kind',
  'metadata.name',
  'metadata.namespace',
  'metadata.title',
  'metadata.description',
  'metadata.annotations',
  'spec.type',
  'spec.owner',
  'spec.lifecycle',
  'relations',
] as const;

/** Every entity with a docs reference annotation, read from the catalog in one list. */
export const docsEntityLister = (reader: CatalogReader): DocsEntityLister => ({
  listEntitiesWithDocs: () => reader.getEntities({ filter: [`metadata.annotations.${ANNOTATION_TECHDOCS_REF}`], fields: DOCS_INDEX_FIELDS }),
});
