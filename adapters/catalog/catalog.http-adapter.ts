import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  isCursorRequest,
  type CatalogReader,
  type EntitiesByRefsRequest,
  type EntityAncestry,
  type EntityCountRequest,
  type EntityFacets,
  type EntityFacetsRequest,
  type EntityListRequest,
  type EntityQueryPage,
  type EntityQueryRequest,
  type ReadOptions,
} from '../../application/catalog/catalog-reader.port';
import type {
  AddLocationRequest,
  AddLocationResult,
  AnalyzeLocationRequest,
  AnalyzeLocationResult,
  EntityRegistrar,
  EntityValidationResult,
} from '../../application/catalog/entity-registrar.port';
import { transportError, type BackendError } from '../../application/shared/backend-error';
import { splitRefsIntoChunks } from '../../domain/catalog/by-refs-chunks';
import { DEFAULT_LOCATION_TYPE } from '../../domain/catalog/constants';
import type { Entity } from '../../domain/catalog/entity';
import type { CompoundEntityRef } from '../../domain/catalog/entity-ref';
import type { Location } from '../../domain/catalog/location-ref';
import { orderFieldParam, orderParam } from '../../domain/catalog/pagination';
import { decodeWith } from '../shared/decode';
import { catalogMessages } from '../../domain/catalog/messages';
import { httpStatusError, pluginMissingOf, pluginRequests, type FetchFn, type JsonRequest } from '../shared/http';
import {
  AddLocationResponseCodec,
  AnalyzeLocationResponseCodec,
  EntitiesByRefsCodec,
  EntityAncestryCodec,
  EntityFacetsCodec,
  EntityListCodec,
  EntityQueryPageCodec,
  ValidationErrorsCodec,
} from './catalog-responses.codec';
import { EntityCodec } from './entity.codec';
import { toAddLocationResult, toAnalyzeLocationResult, toEntityQueryPage, toLocations } from './catalog.mapper';
import { LocationCodec, LocationListCodec } from './location.codec';

export const CATALOG_PLUGIN_ID = 'catalog';

/** Every call below is one the catalog plugin has always served: a bare 404 means the backend has no catalog. */
const CATALOG_BACKEND = { id: CATALOG_PLUGIN_ID, missingMessage: catalogMessages.backendPluginMissing };
const { json: requestJson, void: requestVoid } = pluginRequests(CATALOG_BACKEND);

/** Selected fields always include these, so every answer decodes as an Entity. */
export const IDENTITY_FIELDS = ['apiVersion', 'kind', 'metadata.name', 'metadata.namespace'] as const;

type Params = Array<readonly [string, string]>;

/** A selected `metadata` already brings metadata.name: asking for both would only lengthen the request. */
const isUnderSelectedParent = (field: string, fields: readonly string[]): boolean =>
  fields.some((selected) => field.startsWith(`${selected}.`));

const withIdentityFields = (fields: readonly string[] | undefined): readonly string[] | undefined =>
  fields && fields.length > 0
    ? [...new Set([...IDENTITY_FIELDS.filter((field) => !isUnderSelectedParent(field, fields)), ...fields])]
    : undefined;

/** The signal travels only when there is one, so calls without it send what they always sent. */
const readRequest = (options: ReadOptions): JsonRequest => ({
  ...(options.signal ? { signal: options.signal } : {}),
  ...(options.background ? { background: true } : {}),
});

const withQuery = (url: string, params: Params): string => {
  if (params.length === 0) return url;
  const search = new URLSearchParams();
  for (const [key, value] of params) search.append(key, value);
  return `${url}?${search.toString()}`;
};

const fieldsParam = (fields: readonly string[] | undefined): Params => {
  const selected = withIdentityFields(fields);
  return selected ? [['fields', selected.join(',')]] : [];
};

const filterParams = (filter: readonly string[] | undefined): Params => (filter ?? []).map((value) => ['filter', value] as const);

const numberParam = (key: string, value: number | undefined): Params => (value === undefined ? [] : [[key, String(value)]]);

const entityPath = (ref: CompoundEntityRef): string =>
  [ref.kind, ref.namespace, ref.name].map((part) => encodeURIComponent(part)).join('/');

const listParams = (request: EntityListRequest): Params => [
  ...fieldsParam(request.fields),
  ...numberParam('limit', request.limit),
  ...filterParams(request.filter),
  ...numberParam('offset', request.offset),
  ...(request.after !== undefined ? [['after', request.after] as const] : []),
  ...(request.order ?? []).map((sort) => ['order', orderParam(sort)] as const),
];

const matchParams = (request: EntityCountRequest): Params => {
  const term = request.fullTextFilterTerm?.trim();
  return [
    ...filterParams(request.filter),
    ...(term ? [['fullTextFilterTerm', term] as const] : []),
    ...(request.fullTextFilterFields?.length ? [['fullTextFilterFields', request.fullTextFilterFields.join(',')] as const] : []),
  ];
};

/** Like Backstage's client: with a cursor only cursor, limit and fields are sent. */
const queryParams = (request: EntityQueryRequest, skipTotal: boolean): Params => {
  if (isCursorRequest(request)) {
    return [['cursor', request.cursor], ...numberParam('limit', request.limit), ...fieldsParam(request.fields)];
  }
  return [
    ...fieldsParam(request.fields),
    ...numberParam('limit', request.limit),
    ...numberParam('offset', request.offset),
    ...(request.orderFields ?? []).map((sort) => ['orderField', orderFieldParam(sort)] as const),
    ...matchParams(request),
    ...(skipTotal ? [['totalItems', 'exclude'] as const] : []),
  ];
};

/** Backends from before `totalItems` refuse query parameters they do not know with a 400 naming it. */
const refusesTotalItemsParam = (error: BackendError): boolean =>
  error._tag === 'HttpStatus' && error.status === 400 && /totalItems/.test(error.message);

/**
 * The catalog backend over HTTP. The given fetch adds the Bearer
 * token for backend URLs; the base URL comes from discovery ('catalog').
 */
export class CatalogHttpAdapter implements CatalogReader, EntityRegistrar {
  constructor(
    private readonly fetchFn: FetchFn,
    private readonly resolveBaseUrl: (pluginId: string) => Promise<string>,
  ) {}

  private totalItemsParamRefused = false;

  getEntities(request: EntityListRequest = {}, options: ReadOptions = {}): TE.TaskEither<BackendError, readonly Entity[]> {
    return this.at((base) => requestJson(this.fetchFn, withQuery(`${base}/entities`, listParams(request)), EntityListCodec, readRequest(options)));
  }

  queryEntities(request: EntityQueryRequest = {}, options: ReadOptions = {}): TE.TaskEither<BackendError, EntityQueryPage> {
    const query = (skipTotal: boolean) =>
      pipe(
        this.at((base) =>
          requestJson(this.fetchFn, withQuery(`${base}/entities/by-query`, queryParams(request, skipTotal)), EntityQueryPageCodec, readRequest(options)),
        ),
        TE.map(toEntityQueryPage),
      );
    const skipTotal = !isCursorRequest(request) && request.skipTotal === true && !this.totalItemsParamRefused;
    if (!skipTotal) return query(false);
    return pipe(
      query(true),
      TE.orElse((error) => {
        if (!refusesTotalItemsParam(error)) return TE.left(error);
        // An older backend: it always counts. Ask it as it expects, from now on.
        this.totalItemsParamRefused = true;
        return query(false);
      }),
    );
  }

  countEntities(request: EntityCountRequest, options: ReadOptions = {}): TE.TaskEither<BackendError, number> {
    return pipe(
      this.at((base) =>
        requestJson(this.fetchFn, withQuery(`${base}/entities/by-query`, [['limit', '0'], ...matchParams(request)]), EntityQueryPageCodec, readRequest(options)),
      ),
      TE.map((page) => page.totalItems),
    );
  }

  getEntitiesByRefs(request: EntitiesByRefsRequest): TE.TaskEither<BackendError, readonly (Entity | null)[]> {
    const fields = withIdentityFields(request.fields);
    // This backend refuses `?fields=` on by-refs: fields travel in the body, the filter in the query.
    const chunk = (base: string, entityRefs: readonly string[]) =>
      pipe(
        requestJson(this.fetchFn, withQuery(`${base}/entities/by-refs`, filterParams(request.filter)), EntitiesByRefsCodec, {
          method: 'POST',
          body: { entityRefs, ...(fields ? { fields } : {}) },
        }),
        TE.chain((answer) =>
          answer.items.length === entityRefs.length
            ? TE.right(answer.items)
            : TE.left<BackendError>({
                _tag: 'Decode',
                message: `The backend answered ${answer.items.length} entities for ${entityRefs.length} refs`,
                paths: ['items'],
              }),
        ),
      );
    return this.at((base) =>
      pipe(
        splitRefsIntoChunks(request.entityRefs),
        TE.traverseSeqArray((refs) => chunk(base, refs)),
        TE.map((chunks) => chunks.flat()),
      ),
    );
  }

  getEntityByRef(ref: CompoundEntityRef): TE.TaskEither<BackendError, Entity | undefined> {
    return this.at((base) =>
      requestJson(this.fetchFn, `${base}/entities/by-name/${entityPath(ref)}`, EntityCodec, { optional404: true }),
    );
  }

  getEntityAncestry(ref: CompoundEntityRef): TE.TaskEither<BackendError, EntityAncestry> {
    return this.at((base) => requestJson(this.fetchFn, `${base}/entities/by-name/${entityPath(ref)}/ancestry`, EntityAncestryCodec));
  }

  getEntityByUid(uid: string): TE.TaskEither<BackendError, Entity | undefined> {
    return this.at((base) =>
      requestJson(this.fetchFn, `${base}/entities/by-uid/${encodeURIComponent(uid)}`, EntityCodec, { optional404: true }),
    );
  }

  getEntityFacets(request: EntityFacetsRequest, options: ReadOptions = {}): TE.TaskEither<BackendError, EntityFacets> {
    const params: Params = [...request.facets.map((facet) => ['facet', facet] as const), ...filterParams(request.filter)];
    return this.at((base) => requestJson(this.fetchFn, withQuery(`${base}/entity-facets`, params), EntityFacetsCodec, readRequest(options)));
  }

  getLocations(): TE.TaskEither<BackendError, readonly Location[]> {
    return pipe(
      this.at((base) => requestJson(this.fetchFn, `${base}/locations`, LocationListCodec)),
      TE.map(toLocations),
    );
  }

  getLocationById(id: string): TE.TaskEither<BackendError, Location | undefined> {
    return this.at((base) =>
      requestJson(this.fetchFn, `${base}/locations/${encodeURIComponent(id)}`, LocationCodec, { optional404: true }),
    );
  }

  getLocationByEntity(ref: CompoundEntityRef): TE.TaskEither<BackendError, Location | undefined> {
    return this.at((base) =>
      requestJson(this.fetchFn, `${base}/locations/by-entity/${entityPath(ref)}`, LocationCodec, { optional404: true }),
    );
  }

  getLocationByRef(locationRef: string): TE.TaskEither<BackendError, Location | undefined> {
    return pipe(
      this.getLocations(),
      TE.map((locations) => locations.find((location) => `${location.type}:${location.target}` === locationRef)),
    );
  }

  removeEntityByUid(uid: string): TE.TaskEither<BackendError, void> {
    return this.at((base) => requestVoid(this.fetchFn, `${base}/entities/by-uid/${encodeURIComponent(uid)}`, { method: 'DELETE' }));
  }

  refreshEntity(entityRef: string): TE.TaskEither<BackendError, void> {
    return this.at((base) =>
      requestVoid(this.fetchFn, `${base}/refresh`, { method: 'POST', body: { entityRef }, expectStatus: [200] }),
    );
  }

  addLocation(request: AddLocationRequest): TE.TaskEither<BackendError, AddLocationResult> {
    const body = { type: request.type || DEFAULT_LOCATION_TYPE, target: request.target };
    const params: Params = request.dryRun ? [['dryRun', 'true']] : [];
    return pipe(
      this.at((base) =>
        requestJson(this.fetchFn, withQuery(`${base}/locations`, params), AddLocationResponseCodec, {
          method: 'POST',
          body,
          expectStatus: [201],
        }),
      ),
      TE.chainEitherK((wire) => toAddLocationResult(wire, request.target)),
    );
  }

  removeLocationById(id: string): TE.TaskEither<BackendError, void> {
    return this.at((base) => requestVoid(this.fetchFn, `${base}/locations/${encodeURIComponent(id)}`, { method: 'DELETE' }));
  }

  validateEntity(entity: unknown, locationRef: string): TE.TaskEither<BackendError, EntityValidationResult> {
    // The one call whose failure status carries data: 400 lists the errors, so it reads the response itself.
    return this.at((base) => async () => {
      let response: Response;
      try {
        response = await this.fetchFn(`${base}/validate-entity`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ entity, location: locationRef }),
        });
      } catch (error) {
        return E.left(transportError(error instanceof Error ? error.message : String(error)));
      }
      if (response.ok) return E.right({ valid: true });
      const missing = await pluginMissingOf(response, CATALOG_BACKEND);
      if (missing) return E.left(missing);
      if (response.status !== 400) return E.left(await httpStatusError(response));
      let body: unknown;
      try {
        body = await response.json();
      } catch (error) {
        return E.left({ _tag: 'Decode', message: `The backend answered with invalid JSON: ${(error as Error).message}`, paths: ['(root)'] });
      }
      return pipe(
        decodeWith(ValidationErrorsCodec)(body),
        E.map((decoded): EntityValidationResult => ({ valid: false, errors: decoded.errors ?? [] })),
      );
    });
  }

  analyzeLocation(request: AnalyzeLocationRequest): TE.TaskEither<BackendError, AnalyzeLocationResult> {
    const body = {
      location: { type: request.location.type || DEFAULT_LOCATION_TYPE, target: request.location.target },
      ...(request.catalogFilename ? { catalogFilename: request.catalogFilename } : {}),
    };
    return pipe(
      this.at((base) =>
        requestJson(this.fetchFn, `${base}/analyze-location`, AnalyzeLocationResponseCodec, {
          method: 'POST',
          body,
          expectStatus: [200],
        }),
      ),
      TE.map(toAnalyzeLocationResult),
    );
  }

  /** Resolves the catalog's base URL, then runs the call against it. */
  private at<A>(call: (base: string) => TE.TaskEither<BackendError, A>): TE.TaskEither<BackendError, A> {
    return pipe(
      TE.tryCatch(
        () => this.resolveBaseUrl(CATALOG_PLUGIN_ID),
        (error): BackendError =>
          transportError(`Could not find the catalog backend: ${error instanceof Error ? error.message : String(error)}`),
      ),
      TE.map((base) => base.replace(/\/+$/, '')),
      TE.chain(call),
    );
  }
}
