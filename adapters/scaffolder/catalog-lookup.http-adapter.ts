import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { CatalogLookup, FacetCount } from '../../application/scaffolder/catalog-lookup.port';
import { transportError, type BackendError } from '../../application/shared/backend-error';
import type { Entity } from '../../domain/catalog/entity';
import type { CatalogFilter } from '../../domain/scaffolder/entity-picker';
import { requestJson, type FetchFn } from '../shared/http';
import { EntityFacetsCodec, PickerEntitiesCodec } from './scaffolder.codec';
import { pickerEntitiesOf } from './scaffolder.mapper';

/**
 * `filter=` parameters as the catalog reads them: one parameter per filter (any of them matches), `key=value`
 * pairs joined by commas inside it (all must match; repeated keys mean any of the values), a bare key for "exists".
 */
export const filterParams = (filters: readonly CatalogFilter[]): readonly string[] =>
  filters.flatMap((filter) => {
    const parts = Object.entries(filter).flatMap(([key, value]) => {
      if (typeof value === 'string') return [`${encodeURIComponent(key)}=${encodeURIComponent(value)}`];
      if (Array.isArray(value)) return (value as readonly string[]).map((one) => `${encodeURIComponent(key)}=${encodeURIComponent(one)}`);
      return [encodeURIComponent(key)];
    });
    return parts.length ? [`filter=${parts.join(',')}`] : [];
  });

/** The pickers' catalog reads, over GET {catalog}/entities and GET {catalog}/entity-facets. */
export class CatalogLookupHttpAdapter implements CatalogLookup {
  constructor(
    private readonly fetchFn: FetchFn,
    private readonly resolveBaseUrl: (pluginId: string) => Promise<string>,
  ) {}

  private url(path: string, params: readonly string[]): TE.TaskEither<BackendError, string> {
    return TE.tryCatch(
      async () => `${(await this.resolveBaseUrl('catalog')).replace(/\/+$/, '')}${path}${params.length ? `?${params.join('&')}` : ''}`,
      (error): BackendError => transportError(`Could not find the catalog backend: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  getEntities(filters: readonly CatalogFilter[], fields?: readonly string[]): TE.TaskEither<BackendError, readonly Entity[]> {
    const params = [...filterParams(filters), ...(fields?.length ? [`fields=${fields.map(encodeURIComponent).join(',')}`] : [])];
    return pipe(
      this.url('/entities', params),
      TE.chain((url) => requestJson(this.fetchFn, url, PickerEntitiesCodec)),
      TE.map(pickerEntitiesOf),
    );
  }

  getEntityFacet(facet: string, filters: readonly CatalogFilter[] = []): TE.TaskEither<BackendError, readonly FacetCount[]> {
    return pipe(
      this.url('/entity-facets', [`facet=${encodeURIComponent(facet)}`, ...filterParams(filters)]),
      TE.chain((url) => requestJson(this.fetchFn, url, EntityFacetsCodec)),
      TE.map((response) => response.facets[facet] ?? []),
    );
  }
}
