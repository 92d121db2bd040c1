import { useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { EntityAncestry } from '../../../application/catalog/catalog-reader.port';
import type { CatalogPage } from '../../../application/catalog/list-catalog-page.use-case';
import { EntityPresentationApiToken } from '../../../application/catalog/entity-presentation.port';
import { LoadAncestryToken } from '../../../application/catalog/load-ancestry.use-case';
import { LoadColocatedToken, type ColocatedEntities } from '../../../application/catalog/load-colocated.use-case';
import { LoadEntityPageToken, type EntityPageResult } from '../../../application/catalog/load-entity-page.use-case';
import { LoadProcessingErrorsToken, type ProcessingError } from '../../../application/catalog/processing-errors.use-case';
import { RecordVisitToken, type RecordVisit } from '../../../application/catalog/record-visit.use-case';
import { RefreshEntityToken, type RefreshEntity } from '../../../application/catalog/refresh-entity.use-case';
import { RelationWarningToken } from '../../../application/catalog/relation-warning.use-case';
import { UnregisterEntityToken, type UnregisterEntity } from '../../../application/catalog/unregister-entity.use-case';
import type { Entity } from '../../../domain/catalog/entity';
import { stringifyEntityRef } from '../../../domain/catalog/entity-ref';
import { entityPresentation, type EntityPresentation, type PresentationContext } from '../../../domain/catalog/presentation';
import { PRIMARY_QUERY_META, runTaskEither, useBackendQuery, type BackendQueryError } from '../../app/backend-query';
import type { RoutePrefetchContext } from '../../app/plugin';
import { useOptionalService, useService } from '../../app/services';
import { entityRouteKey } from './entity-route';
import { catalogKeys } from './keys';

type EntityRouteKey = ReturnType<typeof entityRouteKey>;

/** An entity as a page of the catalog index holds it (rows carry whole entities), with when that page was fetched. */
interface IndexedEntity {
  readonly result: EntityPageResult;
  readonly fetchedAt: number;
}

const entityFromIndexPages = (client: QueryClient, kind: string, namespace: string, name: string): IndexedEntity | undefined => {
  const wanted = name.toLowerCase();
  for (const query of client.getQueryCache().findAll({ queryKey: catalogKeys.pages() })) {
    const page = query.state.data as CatalogPage | undefined;
    const row = page?.rows.find(
      ({ ref }) => ref.kind.toLowerCase() === kind && ref.namespace.toLowerCase() === namespace && ref.name.toLowerCase() === wanted,
    );
    if (row?.entity.relations) return { result: { _tag: 'Found', entity: row.entity }, fetchedAt: query.state.dataUpdatedAt };
  }
  return undefined;
};

/**
 * The entity page's entity, or what to say when there is none. An entity opened from the catalog index
 * starts from the index page's copy, as old as that page: it shows at once, and is asked for again only
 * once that copy is stale, as any cached answer is.
 */
export const useEntityPage = ({ kind, namespace, name }: EntityRouteKey): UseQueryResult<EntityPageResult, BackendQueryError> => {
  const load = useService(LoadEntityPageToken);
  const client = useQueryClient();
  // Asked when the entity's query is created, not on every render.
  const fromIndex = () => entityFromIndexPages(client, kind, namespace, name);
  return useBackendQuery(catalogKeys.entity(kind, namespace, name), () => load({ kind, namespace, name }), {
    initialData: () => fromIndex()?.result,
    initialDataUpdatedAt: () => fromIndex()?.fetchedAt,
    meta: PRIMARY_QUERY_META,
  });
};

/** The prefetch of an entity page the portal opened on: its entity, under the key the page asks with. */
export const prefetchEntityPage = ({ queryClient, services, params }: RoutePrefetchContext): void => {
  const { kind, namespace, name } = entityRouteKey(params);
  const load = services.get(LoadEntityPageToken);
  void queryClient.prefetchQuery({
    queryKey: catalogKeys.entity(kind, namespace, name),
    queryFn: () => runTaskEither(load({ kind, namespace, name })),
    meta: PRIMARY_QUERY_META,
  });
};

/** Schedules a refresh of an entity by the catalog. */
export const useRefreshEntity = (): RefreshEntity => useService(RefreshEntityToken);

/** Notes a visit of a page (the home page's recently visited lists). */
export const useRecordVisit = (): RecordVisit => useService(RecordVisitToken);

/** Unregistering an entity's location, or deleting the entity. */
export const useUnregisterEntity = (): UnregisterEntity => useService(UnregisterEntityToken);

/** The refs an entity's relations point to that the catalog does not know. */
export const useRelationWarning = (entity: Entity): UseQueryResult<readonly string[], BackendQueryError> => {
  const check = useService(RelationWarningToken);
  return useBackendQuery(catalogKeys.relationWarning(stringifyEntityRef(entity)), () => check(entity));
};

/** The errors the catalog met processing an entity (asked for again when the entity changes). */
export const useProcessingErrors = (entity: Entity): UseQueryResult<readonly ProcessingError[], BackendQueryError> => {
  const load = useService(LoadProcessingErrorsToken);
  return useBackendQuery(catalogKeys.processingErrors(stringifyEntityRef(entity), entity.metadata.etag), () => load(entity));
};

/** The chain of locations and processors that produced an entity. */
export const useAncestry = (entity: Entity): UseQueryResult<EntityAncestry, BackendQueryError> => {
  const load = useService(LoadAncestryToken);
  return useBackendQuery(catalogKeys.ancestry(stringifyEntityRef(entity)), () => load(entity));
};

/** The entities that came from the same location or origin location. */
export const useColocated = (entity: Entity): UseQueryResult<ColocatedEntities, BackendQueryError> => {
  const load = useService(LoadColocatedToken);
  return useBackendQuery(catalogKeys.colocated(stringifyEntityRef(entity)), () => load(entity));
};

const samePresentation = (a: EntityPresentation, b: EntityPresentation): boolean =>
  a.entityRef === b.entityRef && a.primaryTitle === b.primaryTitle && a.secondaryTitle === b.secondaryTitle && a.details === b.details;

/**
 * What an entity is called. An entity at hand names itself at once (a table's rows do not wait for
 * an effect each); a ref shows the fallback title from the ref at once, then the loaded entity's
 * title (batched by-refs calls, cached for 10 s).
 */
export const useEntityPresentation = (entityOrRef: Entity | string, context?: PresentationContext): EntityPresentation => {
  const api = useOptionalService(EntityPresentationApiToken);
  const entity = typeof entityOrRef === 'string' ? undefined : entityOrRef;
  const ref = typeof entityOrRef === 'string' ? entityOrRef : undefined;
  const defaultKind = context?.defaultKind;
  const defaultNamespace = context?.defaultNamespace;
  const own = useMemo(
    () => (entity ? entityPresentation(entity, { ...(defaultKind ? { defaultKind } : {}), ...(defaultNamespace ? { defaultNamespace } : {}) }) : undefined),
    [entity, defaultKind, defaultNamespace],
  );
  const [named, setNamed] = useState<EntityPresentation | undefined>(() =>
    ref === undefined ? undefined : api ? api.forEntity(ref, context).snapshot : entityPresentation(ref, context),
  );
  useEffect(() => {
    if (ref === undefined) return;
    // Kept when it names the entity as before: a new but equal object would render every link of a
    // table again, before the browser paints the rows.
    const show = (next: EntityPresentation) => setNamed((shown) => (shown && samePresentation(shown, next) ? shown : next));
    if (!api) {
      show(entityPresentation(ref, context));
      return;
    }
    let active = true;
    const result = api.forEntity(ref, context);
    show(result.snapshot);
    void result.promise.then((loaded) => active && show(loaded));
    return () => {
      active = false;
    };
    // The ref and context's fields identify the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, ref, defaultKind, defaultNamespace]);
  return own ?? named ?? entityPresentation(entityOrRef, context);
};
