import { DatabaseIcon } from '@blueprintjs/icons';
import type { ReactNode } from 'react';
import { catalogServices } from '../../../adapters/catalog/catalog.services';
import { createPlugin, lazyImport, lazyPage, preloadablePage, type Plugin } from '../../../plugin-api';
import { CatalogIndexPaginationContext } from '../../../ui/catalog/catalog-index-options';
import { prefetchEntityPage } from '../../../ui/catalog/hooks/entity-queries';
import { prefetchConfiguredCatalogIndex, useConfiguredIndexPagination } from '../../../ui/catalog/hooks/index-queries';
import { DEFAULT_PAGINATION, type CatalogIndexPagination } from '../../../ui/catalog/hooks/index-view';
import { builtInEntityContextMenuItems } from '../../../ui/catalog/entity-page/entity-menu-items';

// The entity page's own tab and cards, as extensions app.extensions can change like any plugin's. They are in the
// entity page's module and come in with the page, so that they mount without suspending.
const loadEntityPageModule = () => import('../../../ui/catalog/entity-page/entity-page');
const Overview = lazyImport(loadEntityPageModule, (module) => module.OverviewTab);
const About = lazyImport(loadEntityPageModule, (module) => module.AboutCard);
const Relations = lazyImport(loadEntityPageModule, (module) => module.RelationCards);
const loadEntityPage = () => Promise.all([loadEntityPageModule(), Overview.preload(), About.preload(), Relations.preload()]).then(([module]) => module);

/** A row of the index opens it: its code is downloaded while the index is shown. */
const entityPage = preloadablePage(loadEntityPage, 'EntityPage', 'Loading the entity');

export interface CatalogPluginOptions {
  /**
   * How the catalog index pages: cursor (default), offset (`?offset` in the URL) or none (every match at once).
   * The app config's `catalog.index.pagination`, when set, wins: an operator changes it without a new build.
   */
  readonly pagination?: CatalogIndexPagination;
}

/** Hands the index the pagination the config chose, else the plugin's own. */
const IndexPagination = ({ fallback, children }: { readonly fallback: CatalogIndexPagination; readonly children: ReactNode }) => (
  <CatalogIndexPaginationContext.Provider value={useConfiguredIndexPagination(fallback)}>{children}</CatalogIndexPaginationContext.Provider>
);

export const createCatalogPlugin = ({ pagination = DEFAULT_PAGINATION }: CatalogPluginOptions = {}): Plugin =>
  createPlugin({
    id: 'catalog',
    routes: [
      {
        path: '/catalog',
        element: (
          <IndexPagination fallback={pagination}>
            {lazyPage(() => import('../../../ui/catalog/catalog-index-page'), 'CatalogIndexPage', 'Loading the catalog')}
            <entityPage.PreloadWhenIdle />
          </IndexPagination>
        ),
        // Static (1.5 KB gzip): a dynamic import would let the shell's own calls reach the backend first.
        prefetch: (context) => prefetchConfiguredCatalogIndex(context, pagination),
      },
      { path: '/catalog/:namespace/:kind/:name', id: 'entity', element: entityPage.element, prefetch: prefetchEntityPage },
    ],
    sidebar: [{ id: 'catalog', label: 'Catalog', to: '/catalog', icon: <DatabaseIcon /> }],
    entityTabs: [
      {
        id: 'overview',
        path: '',
        title: 'Overview',
        order: 0,
        render: (entity) => <Overview entity={entity} />,
        preload: () => Overview.preload(),
      },
    ],
    entityCards: [
      { id: 'about', order: 0, render: (entity) => <About entity={entity} /> },
      { id: 'relations', order: 10, render: (entity) => <Relations entity={entity} /> },
    ],
    services: catalogServices,
    entityContextMenuItems: builtInEntityContextMenuItems,
  });

export const catalogPlugin = createCatalogPlugin();
