import { DatabaseIcon } from '@blueprintjs/icons';
import { useEffect, useState, type ComponentType } from 'react';
import { lazyPage } from '../app/lazy-page';
import type { PortalPlugin } from '../app/plugin';
import { CatalogIndexPaginationContext } from './catalog-index-options';
import { DEFAULT_PAGINATION, prefetchCatalogIndex, type CatalogIndexPagination } from './hooks/index-queries';

const loadEntityPage = () => import('./entity-page/entity-page');
const lazyEntityPage = lazyPage(loadEntityPage, 'EntityPage', 'Loading the entity');
let preloadedEntityPage: ComponentType | undefined;

/** While the index is shown, the entity page's code is downloaded when the browser is idle: a click on a row does not wait for it. */
const PreloadEntityPage = () => {
  useEffect(() => {
    if (preloadedEntityPage) return undefined;
    const preload = () => {
      loadEntityPage().then(
        (module) => {
          preloadedEntityPage = module.EntityPage;
        },
        // The route downloads it again when it is opened.
        () => undefined,
      );
    };
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(preload, 1000);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(preload, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, []);
  return null;
};

/**
 * The entity page, rendered at once when its code is preloaded. A Suspense fallback would cost more than
 * the download: React holds the content back for up to 300 ms after a fallback shows. Which of the two
 * is kept for as long as the route is shown, so a late preload does not mount the page again.
 */
const EntityPageRoute = () => {
  const [Preloaded] = useState(() => preloadedEntityPage);
  return Preloaded ? <Preloaded /> : lazyEntityPage;
};

export interface CatalogPluginOptions {
  /** How the catalog index pages: cursor (default), offset (`?offset` in the URL) or none (every match at once). */
  readonly pagination?: CatalogIndexPagination;
}

export const createCatalogPlugin = ({ pagination = DEFAULT_PAGINATION }: CatalogPluginOptions = {}): PortalPlugin => ({
  id: 'catalog',
  routes: [
    {
      path: '/catalog',
      element: (
        <CatalogIndexPaginationContext.Provider value={pagination}>
          {lazyPage(() => import('./catalog-index-page'), 'CatalogIndexPage', 'Loading the catalog')}
          <PreloadEntityPage />
        </CatalogIndexPaginationContext.Provider>
      ),
      // Static (1.5 KB gzip): a dynamic import would let the shell's own calls reach the backend first.
      prefetch: (context) => prefetchCatalogIndex(context, pagination),
    },
    { path: '/catalog/:namespace/:kind/:name', element: <EntityPageRoute /> },
  ],
  sidebar: [{ id: 'catalog', label: 'Catalog', to: '/catalog', icon: <DatabaseIcon /> }],
});

export const catalogPlugin: PortalPlugin = createCatalogPlugin();
