import type { TaskEither } from 'fp-ts/TaskEither';
import type { Entity } from '../../domain/catalog/entity';
import type { CompoundEntityRef } from '../../domain/catalog/entity-ref';
import type { Location } from '../../domain/catalog/location-ref';
import type { EntitySort } from '../../domain/catalog/pagination';
import type { BackendError } from '../shared/backend-error';
import { serviceToken } from '../shared/service-token';

// Reads of the catalog backend. `filter` values are the backend's
// filter sets (`key=value,key=value`), one per set; domain/catalog/filter-query.ts builds them.
// `fields` select parts of each entity; the identity fields (apiVersion, kind, metadata.name,
// metadata.namespace) always come along, so every item is still a well-formed Entity (a selected parent,
// such as `metadata`, brings its identity fields itself).

/** GET /entities. Without limit, offset or after the backend answers every match. */
export interface EntityListRequest {
  readonly fields?: readonly string[];
  readonly limit?: number;
  readonly filter?: readonly string[];
  readonly offset?: number;
  /** Cursor of the backend's `link: rel="next"` header. */
  readonly after?: string;
  readonly order?: readonly EntitySort[];
}

/** GET /entities/by-query, first page: filters, order and full-text term. */
export interface EntityQueryFirstPage {
  readonly fields?: readonly string[];
  readonly limit?: number;
  readonly offset?: number;
  readonly orderFields?: readonly EntitySort[];
  readonly filter?: readonly string[];
  readonly fullTextFilterTerm?: string;
  readonly fullTextFilterFields?: readonly string[];
  /**
   * Asks the backend not to count every match (`totalItems=exclude`): on a large catalog the count
   * costs more than the page. The answer's totalItems is then 0, and so are those of the pages its
   * cursors lead to; `countEntities` gives the count.
   */
  readonly skipTotal?: boolean;
}

/** How many entities match, without reading any (GET /entities/by-query with limit 0). */
export type EntityCountRequest = Pick<EntityQueryFirstPage, 'filter' | 'fullTextFilterTerm' | 'fullTextFilterFields'>;

/** GET /entities/by-query, a later page: the cursor carries filters, order and term. */
export interface EntityQueryCursorPage {
  readonly cursor: string;
  readonly limit?: number;
  readonly fields?: readonly string[];
}

export type EntityQueryRequest = EntityQueryFirstPage | EntityQueryCursorPage;

export const isCursorRequest = (request: EntityQueryRequest): request is EntityQueryCursorPage =>
  'cursor' in request && typeof request.cursor === 'string';

export interface PageInfo {
  readonly prevCursor?: string;
  readonly nextCursor?: string;
}

export interface EntityQueryPage {
  readonly items: readonly Entity[];
  readonly pageInfo: PageInfo;
  readonly totalItems: number;
}

/** POST /entities/by-refs, split into chunks of at most 1000 refs / ~92160 characters. */
export interface EntitiesByRefsRequest {
  readonly entityRefs: readonly string[];
  readonly fields?: readonly string[];
  readonly filter?: readonly string[];
}

export interface EntityAncestry {
  readonly rootEntityRef: string;
  readonly items: readonly { readonly entity: Entity; readonly parentEntityRefs: readonly string[] }[];
}

export interface EntityFacetsRequest {
  readonly facets: readonly string[];
  readonly filter?: readonly string[];
}

export interface FacetCount {
  readonly value: string;
  readonly count: number;
}

export interface EntityFacets {
  readonly facets: Readonly<Record<string, readonly FacetCount[]>>;
}

/** How one read runs: `signal` cancels it (a view that no longer needs the answer). */
export interface ReadOptions {
  readonly signal?: AbortSignal;
  /**
   * Work the user did not ask for (filter options, counts): it waits while the portal's other backend calls are
   * unanswered, one such read at a time, so that it never delays what the user asked for.
   */
  readonly background?: boolean;
}

/** A 404 on the optional reads (by ref, by uid, location by id / entity / ref) answers undefined. */
export interface CatalogReader {
  getEntities(request?: EntityListRequest, options?: ReadOptions): TaskEither<BackendError, readonly Entity[]>;
  queryEntities(request?: EntityQueryRequest, options?: ReadOptions): TaskEither<BackendError, EntityQueryPage>;
  countEntities(request: EntityCountRequest, options?: ReadOptions): TaskEither<BackendError, number>;
  /** One item per ref, in the order asked, null where the catalog has no such entity. */
  getEntitiesByRefs(request: EntitiesByRefsRequest): TaskEither<BackendError, readonly (Entity | null)[]>;
  getEntityByRef(ref: CompoundEntityRef): TaskEither<BackendError, Entity | undefined>;
  getEntityAncestry(ref: CompoundEntityRef): TaskEither<BackendError, EntityAncestry>;
  getEntityByUid(uid: string): TaskEither<BackendError, Entity | undefined>;
  getEntityFacets(request: EntityFacetsRequest, options?: ReadOptions): TaskEither<BackendError, EntityFacets>;
  getLocations(): TaskEither<BackendError, readonly Location[]>;
  getLocationById(id: string): TaskEither<BackendError, Location | undefined>;
  getLocationByEntity(ref: CompoundEntityRef): TaskEither<BackendError, Location | undefined>;
  /** The registered location written `type:target`, found in GET /locations. */
  getLocationByRef(locationRef: string): TaskEither<BackendError, Location | undefined>;
}

export const CatalogReaderToken = serviceToken<CatalogReader>('CatalogReader');
