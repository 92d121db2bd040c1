import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { CatalogReader } from '../catalog/catalog-reader.port';
import type { EntityFinder } from './entity-finder.port';

/** What the palette shows of an entity. */
export const FINDER_FIELDS = [
  'apiVersion',
  'kind',
  'metadata.name',
  'metadata.namespace',
  'metadata.title',
  'metadata.description',
  'spec.type',
  'spec.profile.displayName',
] as const;

/** The catalog's full-text filter finds nothing without fields to look in (checked against the real backend). */
export const FINDER_TEXT_FIELDS = ['metadata.name', 'metadata.title', 'spec.profile.displayName'] as const;

/** The command palette's entities: the first page of the catalog's full-text query for the term. */
export const catalogEntityFinder = (reader: CatalogReader): EntityFinder => ({
  find: (term, limit, signal) =>
    pipe(
      reader.queryEntities({ fullTextFilterTerm: term, fullTextFilterFields: FINDER_TEXT_FIELDS, limit, fields: FINDER_FIELDS }, { signal }),
      TE.map((page) => page.items),
    ),
});
