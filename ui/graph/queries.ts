import { useState } from 'react';
import { LoadEntityGraphToken, type EntityGraphRequest, type LoadedEntityGraph } from '../../application/graph/load-entity-graph.use-case';
import { useBackendQuery, type BackendQueryError } from '../app/backend-query';
import { useService } from '../app/services';

/**
 * The react-query keys of the catalog graph: one entry per graph asked for, keyed by value (callers may pass
 * new arrays on every render) with an unbounded depth as 'all'. The graph page's kind list is the catalog's
 * (catalogKeys.kindFacet).
 */
export const graphKeys = {
  relations: ({ rootEntityRefs, maxDepth, kinds, relations }: EntityGraphRequest) =>
    ['catalog-graph', JSON.stringify([rootEntityRefs, Number.isFinite(maxDepth) ? maxDepth : 'all', kinds ?? [], relations ?? []])] as const,
};

export interface EntityGraphState {
  /** The graph so far: the finished one, else the levels fetched until now. */
  readonly loaded: LoadedEntityGraph | undefined;
  readonly error: BackendQueryError | null;
  /** Identifies the request (changes only when the request's values do). */
  readonly key: string;
}

/** The relations of the root entities, fetched level by level; each level is given as it arrives. */
export const useEntityGraph = (request: EntityGraphRequest): EntityGraphState => {
  const load = useService(LoadEntityGraphToken);
  const queryKey = graphKeys.relations(request);
  const [, key] = queryKey;
  const [partial, setPartial] = useState<{ readonly key: string; readonly loaded: LoadedEntityGraph }>();
  const query = useBackendQuery(queryKey, () => load(request, (loaded) => setPartial({ key, loaded })));
  return { loaded: query.data ?? (partial?.key === key ? partial.loaded : undefined), error: query.error, key };
};
