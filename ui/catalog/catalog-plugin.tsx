import { DatabaseIcon } from '@blueprintjs/icons';
import type { PortalPlugin } from '../app/plugin';
import { CatalogIndexPage } from './catalog-index-page';
import { EntityPage } from './entity-page/entity-page';

export const catalogPlugin: PortalPlugin = {
  id: 'catalog',
  routes: [
    { path: '/catalog', element: <CatalogIndexPage /> },
    { path: '/catalog/:namespace/:kind/:name', element: <EntityPage /> },
  ],
  sidebar: [{ id: 'catalog', label: 'Catalog', to: '/catalog', icon: <DatabaseIcon /> }],
};
