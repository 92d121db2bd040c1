import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { CatalogFilter } from '../../domain/scaffolder/entity-picker';
import type { CatalogReader } from '../catalog/catalog-reader.port';
import type { CatalogLookup } from './catalog-lookup.port';

/**
 * The catalog's filter sets for the pickers' filters: one set per filter (any of them matches), `key=value`
 * pairs inside it (all must match; a repeated key means any of its values), a bare key for "exists".
 */
export const catalogFilterSets = (filters: readonly CatalogFilter[]): readonly string[] =>
  filters.flatMap((filter) => {
    const parts = Object.entries(filter).flatMap(([key, value]) => {
      if (typeof value === 'string') return [`${key}=${value}`];
      if (Array.isArray(value)) return (value as readonly string[]).map((one) => `${key}=${one}`);
      return [key];
    });
    return parts.length ? [parts.join(',')] : [];
  });

/** The pickers' catalog reads. */
export const catalogLookup = (reader: CatalogReader): CatalogLookup => ({
  getEntities: (filters, fields) => reader.getEntities({ filter: catalogFilterSets(filters), fields }),
  getEntityFacet: (facet, filters = []) =>
    pipe(
      reader.getEntityFacets({ facets: [facet], filter: catalogFilterSets(filters) }),
      TE.map((answer) => answer.facets[facet] ?? []),
    ),
});
