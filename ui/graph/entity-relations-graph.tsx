import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useCallback, useMemo } from 'react';
import { buildEntityGraph, type GraphNodeData } from '../../domain/graph/entity-graph';
import type { Direction } from '../../domain/graph/graph-url';
import { ErrorPanel } from '../app/chrome';
import { useExternalRoute } from '../app/external-routes';
import { entityPath } from '../../domain/catalog/entity-path';
import { DependencyGraph, type GraphZoom } from './dependency-graph';
import type { GraphFit } from './zoom';
import { useEntityGraph } from './queries';
import { useTexts } from '../app/queries';
import { graphTexts } from '../../domain/graph/translations';


export interface EntityRelationsGraphProps {
  readonly rootEntityRefs: readonly string[];
  readonly maxDepth: number;
  readonly kinds?: readonly string[];
  readonly relations?: readonly string[];
  readonly direction: Direction;
  readonly unidirectional: boolean;
  readonly mergeRelations: boolean;
  readonly zoom: GraphZoom;
  readonly fit?: GraphFit;
  readonly ariaLabel: string;
  readonly onNodeClick?: (node: GraphNodeData) => void;
}

/** The entity page, where a node click leads unless the catalog-entity external route is bound elsewhere. */
const entityPagePath = (node: GraphNodeData): string => entityPath({ kind: node.kind, namespace: node.namespace, name: node.name });

/** The external route a node click follows (catalog-entity), with the entity page when unbound. */
const useCatalogEntityPath = () => {
  const catalogEntity = useExternalRoute('catalog-graph.catalogEntity');
  return useCallback(
    (node: GraphNodeData): string =>
      catalogEntity({ namespace: node.namespace.toLowerCase(), kind: node.kind.toLowerCase(), name: node.name }) ?? entityPagePath(node),
    [catalogEntity],
  );
};

/**
 * The relations of the root entities, fetched level by level (each level is drawn as it arrives) and drawn as a
 * dependency graph.
 */
export const EntityRelationsGraph = ({
  rootEntityRefs,
  maxDepth,
  kinds,
  relations,
  direction,
  unidirectional,
  mergeRelations,
  zoom,
  fit,
  ariaLabel,
  onNodeClick,
}: EntityRelationsGraphProps) => {
  const graphMessages = useTexts(graphTexts);
  const catalogEntityPath = useCatalogEntityPath();
  const query = useEntityGraph({ rootEntityRefs, maxDepth, ...(kinds ? { kinds } : {}), ...(relations ? { relations } : {}) });
  const { loaded, key } = query;
  // Keyed by value, not by the arrays' identity: callers may pass new arrays on every render.
  const graph = useMemo(
    () =>
      loaded
        ? buildEntityGraph(loaded.entities, {
            rootEntityRefs,
            unidirectional,
            mergeRelations,
            ...(kinds ? { kinds } : {}),
            ...(relations ? { relations } : {}),
          })
        : undefined,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loaded, key, unidirectional, mergeRelations],
  );

  if (query.error) return <ErrorPanel title={graphMessages.couldNotLoad} error={query.error} />;
  if (!graph) return <Spinner size={24} aria-label={graphMessages.loading} />;
  if (graph.nodes.length === 0) return <NonIdealState title={graphMessages.noEntities} description={rootEntityRefs.join(', ')} />;
  return (
    <DependencyGraph
      nodes={graph.nodes}
      edges={graph.edges}
      ariaLabel={ariaLabel}
      nodePath={catalogEntityPath}
      direction={direction}
      zoom={zoom}
      {...(fit ? { fit } : {})}
      {...(onNodeClick ? { onNodeClick } : {})}
    />
  );
};
