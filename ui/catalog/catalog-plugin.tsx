import { DatabaseIcon } from '@blueprintjs/icons';
import { lazyPage, preloadablePage } from '../app/lazy-page';
import { createPlugin } from '../../plugin-api/create-plugin';
import type { PortalPlugin } from '../app/plugin';
import { CatalogIndexPaginationContext } from './catalog-index-options';
import { prefetchEntityPage } from './hooks/entity-queries';
import { prefetchCatalogIndex } from './hooks/index-queries';
import { DEFAULT_PAGINATION, type CatalogIndexPagination } from './hooks/index-view';

/** A row of the index opens it: its code is downloaded while the index is shown. */
const entityPage = preloadablePage(() => import('./entity-page/entity-page'), 'EntityPage', 'Loading the entity');

export interface CatalogPluginOptions {
  /** How the catalog index pages: cursor (default), offset (`?offset` in the URL) or none (every match at once). */
  readonly pagination?: CatalogIndexPagination;
}

export const createCatalogPlugin = ({ pagination = DEFAULT_PAGINATION }: CatalogPluginOptions = {}): PortalPlugin =>
  createPlugin({
    id: 'catalog',
    routes: [
      {
        path: '/catalog',
        element: (
          <CatalogIndexPaginationContext.Provider value={pagination}>
            {lazyPage(() => import('./catalog-index-page'), 'CatalogIndexPage', 'Loading the catalog')}
            <entityPage.PreloadWhenIdle />
          </CatalogIndexPaginationContext.Provider>
        ),
        // Static (1.5 KB gzip): a dynamic import would let the shell's own calls reach the backend first.
        prefetch: (context) => prefetchCatalogIndex(context, pagination),
      },
      { path: '/catalog/:namespace/:kind/:name', element: entityPage.element, prefetch: prefetchEntityPage },
    ],
    sidebar: [{ id: 'catalog', label: 'Catalog', to: '/catalog', icon: <DatabaseIcon /> }],
  });

export const catalogPlugin = createCatalogPlugin();
