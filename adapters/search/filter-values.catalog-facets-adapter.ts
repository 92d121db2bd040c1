import { pipe } from 'fp-ts/function';
import * as TE from 'fp-ts/TaskEither';
import type { SearchFilterValues } from '../../application/search/search-filter-values.port';
import { transportError, type BackendError } from '../../application/shared/backend-error';
import { EntityFacetsCodec } from '../catalog/catalog-responses.codec';
import { requestJson, type FetchFn } from '../shared/http';

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

/** GET {catalog}/entity-facets?facet=… : a filter's values without downloading any entity. */
export class CatalogFacetsFilterValues implements SearchFilterValues {
  constructor(
    private readonly fetchFn: FetchFn,
    private readonly resolveBaseUrl: (pluginId: string) => Promise<string>,
  ) {}

  values(field: string, signal?: AbortSignal): TE.TaskEither<BackendError, readonly string[]> {
    const facet = FILTER_FIELD_FACETS[field];
    if (facet === undefined) return TE.right([]);
    return pipe(
      TE.tryCatch(
        () => this.resolveBaseUrl('catalog'),
        (error): BackendError => transportError(error instanceof Error ? error.message : String(error)),
      ),
      TE.chain((base) =>
        requestJson(this.fetchFn, `${base.replace(/\/+$/, '')}/entity-facets?${new URLSearchParams({ facet }).toString()}`, EntityFacetsCodec, {
          ...(signal ? { signal } : {}),
        }),
      ),
      TE.map((answer) => (answer.facets[facet] ?? []).map((count) => count.value).filter((value) => value !== '')),
    );
  }
}
