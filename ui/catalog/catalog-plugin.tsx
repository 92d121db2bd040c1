import { DatabaseIcon } from '@blueprintjs/icons';
import { lazyPage } from '../app/lazy-page';
import type { PortalPlugin } from '../app/plugin';
import { prefetchCatalogIndex } from './catalog-index-query';

export const catalogPlugin: PortalPlugin = {
  id: 'catalog',
  routes: [
    {
      path: '/catalog',
      element: lazyPage(() => import('./catalog-index-page'), 'CatalogIndexPage', 'Loading the catalog'),
      // Static (1.5 KB gzip): a dynamic import would let the shell's own calls reach the backend first.
      prefetch: prefetchCatalogIndex,
    },
    { path: '/catalog/:namespace/:kind/:name', element: lazyPage(() => import('./entity-page/entity-page'), 'EntityPage', 'Loading the entity') },
  ],
  sidebar: [{ id: 'catalog', label: 'Catalog', to: '/catalog', icon: <DatabaseIcon /> }],
};
