import { Spinner } from '@blueprintjs/core';
import { Suspense, type ReactNode } from 'react';
import { graphServices } from '../../../adapters/graph/graph.services';
import { CATALOG_GRAPH_PATH } from '../../../domain/graph/constants';
import { graphMessages } from '../../../domain/graph/messages';
import { createPlugin, lazyImport, type Entity } from '../../../plugin-api';

const CatalogGraphPage = lazyImport(() => import('../../../ui/graph/catalog-graph-page'));
const EntityCatalogGraphCard = lazyImport(() => import('../../../ui/graph/entity-catalog-graph-card'));

const suspended = (node: ReactNode, label: string) => <Suspense fallback={<Spinner size={24} aria-label={label} />}>{node}</Suspense>;

/** The catalog graph (route reference catalog-graph): its page and the entity page's Relations card. */
export const graphPlugin = createPlugin({
  id: 'catalog-graph',
  routes: [{ path: CATALOG_GRAPH_PATH, element: suspended(<CatalogGraphPage />, graphMessages.loading) }],
  entityCards: [
    {
      id: 'catalog-graph',
      order: 20,
      render: (entity: Entity) => suspended(<EntityCatalogGraphCard entity={entity} />, graphMessages.loading),
    },
  ],
  services: graphServices,
});
