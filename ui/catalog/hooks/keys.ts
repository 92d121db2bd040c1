import type { EntityFilters } from '../../../domain/catalog/filters';
import type { EntitySort, PageState } from '../../../domain/catalog/pagination';

/** The index's filters, page and order, from its URL query. */
export interface CatalogIndexView {
  readonly filters: EntityFilters;
  readonly page: PageState;
  readonly sort: EntitySort;
}

/** The react-query keys of the catalog's data: every query, prefetch and invalidation of the catalog uses these. */
export const catalogKeys = {
  all: ['catalog'] as const,
  /** A page of the index (or of a list built on it); the user and starred refs matter to the 'owned' and 'starred' filters. */
  page: (view: CatalogIndexView, userRef: string, starredKey: string) =>
    ['catalog', 'page', view.filters, view.page, view.sort, userRef, starredKey] as const,
  /** Every page of the index (or of a list built on it). */
  pages: () => ['catalog', 'page'] as const,
  kindFacet: () => ['catalog', 'facets', 'kind'] as const,
  filterOptions: (kind: string | undefined) => ['catalog', 'facets', 'options', kind ?? ''] as const,
  count: (filters: EntityFilters, scope: readonly unknown[]) => ['catalog', 'count', filters, ...scope] as const,
  entity: (kind: string, namespace: string, name: string) => ['catalog', 'entity', kind, namespace, name] as const,
  relationWarning: (entityRef: string) => ['catalog', 'relation-warning', entityRef] as const,
  processingErrors: (entityRef: string, etag: string | undefined) => ['catalog', 'processing-errors', entityRef, etag ?? ''] as const,
  ancestry: (entityRef: string) => ['catalog', 'ancestry', entityRef] as const,
  colocated: (entityRef: string) => ['catalog', 'colocated', entityRef] as const,
};
