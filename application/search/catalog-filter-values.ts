import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { CatalogReader } from '../catalog/catalog-reader.port';
import type { SearchFilterValues } from './search-filter-values.port';

/**
 * The catalog fields the search collators copy into their documents under these filter names (the docs
 * collator copies the same ones from the documented entity), so a facet's values are the filter's values.
 */
export const FILTER_FIELD_FACETS: Readonly<Record<string, string>> = {
  kind: 'kind',
  type: 'spec.type',
  lifecycle: 'spec.lifecycle',
  owner: 'spec.owner',
  namespace: 'metadata.namespace',
};

/** A filter's values from the catalog's entity facets, without reading any entity. */
export const catalogFilterValues = (reader: CatalogReader): SearchFilterValues => ({
  values: (field, signal) => {
    const facet = FILTER_FIELD_FACETS[field];
    if (facet === undefined) return TE.right([]);
    return pipe(
      reader.getEntityFacets({ facets: [facet] }, { signal }),
      TE.map((answer) => (answer.facets[facet] ?? []).map((count) => count.value).filter((value) => value !== '')),
    );
  },
});
