import { keepPreviousData, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import { LoadRelatedApisToken } from '../../application/api-docs/load-related-apis.use-case';
import { toCatalogRow, type CatalogRow } from '../../application/catalog/catalog-row';
import { ListCatalogPageToken, type CatalogPage } from '../../application/catalog/list-catalog-page.use-case';
import { stringifyEntityRef } from '../../domain/catalog/entity-ref';
import type { Entity } from '../../domain/catalog/entity';
import { useBackendQuery, type BackendQueryError } from '../app/backend-query';
import { useService } from '../app/services';
import type { CatalogIndexView } from '../catalog/hooks/keys';

/** The react-query keys of the API docs' data (the explorer's filter choices are the catalog's: catalogKeys.filterOptions). */
export const apiDocsKeys = {
  page: (view: CatalogIndexView, userRef: string, starredKey: string) =>
    ['api-docs', 'page', view.filters, view.page, view.sort, userRef, starredKey] as const,
  related: (entityRef: string) => ['api-docs', 'related', entityRef] as const,
};

/** A page of the API explorer; the previous page stays on screen while the next loads. */
export const useApiExplorerPage = (view: CatalogIndexView, userRef: string, starredKey: string): UseQueryResult<CatalogPage, BackendQueryError> => {
  const listPage = useService(ListCatalogPageToken);
  return useBackendQuery(apiDocsKeys.page(view, userRef, starredKey), () => listPage(view), { placeholderData: keepPreviousData });
};

export interface RelatedApiRows {
  readonly provided: readonly CatalogRow[];
  readonly consumed: readonly CatalogRow[];
  /** Refs of APIs the component names that the catalog does not have. */
  readonly missing: readonly string[];
}

/** The APIs a component provides and consumes, as table rows. */
export const useRelatedApis = (entity: Entity): { readonly data: RelatedApiRows | undefined; readonly error: BackendQueryError | null } => {
  const load = useService(LoadRelatedApisToken);
  const query = useBackendQuery(apiDocsKeys.related(stringifyEntityRef(entity)), () => load(entity));
  const data = useMemo(
    () =>
      query.data && { provided: query.data.provided.map(toCatalogRow), consumed: query.data.consumed.map(toCatalogRow), missing: query.data.missing },
    [query.data],
  );
  return { data, error: query.error };
};
