import { DatabaseIcon } from '@blueprintjs/icons';
import { lazyPage } from '../app/lazy-page';
import type { PortalPlugin } from '../app/plugin';

export const catalogPlugin: PortalPlugin = {
  id: 'catalog',
  routes: [
    {
      path: '/catalog',
      element: lazyPage(() => import('./catalog-index-page'), 'CatalogIndexPage', 'Loading the catalog'),
      prefetch: (context) => void import('./catalog-index-query').then((query) => query.prefetchCatalogIndex(context)),
    },
    { path: '/catalog/:namespace/:kind/:name', element: lazyPage(() => import('./entity-page/entity-page'), 'EntityPage', 'Loading the entity') },
  ],
  sidebar: [{ id: 'catalog', label: 'Catalog', to: '/catalog', icon: <DatabaseIcon /> }],
};
