import { Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { Suspense } from 'react';
import { searchServices } from '../../../adapters/search/search.services';
import { createPlugin, lazyImport } from '../../../plugin-api';
import { SearchModalLauncher } from '../../../ui/search/search-modal-launcher';
import { builtInResultRenderers } from '../../../ui/search/built-in-result-renderers';

const SearchPage = lazyImport(() => import('../../../ui/search/search-page'));

/** Search: the search page at /search, a sidebar entry and the search modal. */
export const searchPlugin = createPlugin({
  id: 'search',
  routes: [
    {
      path: '/search',
      element: (
        <Suspense fallback={<Spinner />}>
          <SearchPage />
        </Suspense>
      ),
    },
  ],
  sidebar: [{ id: 'search', label: 'Search', to: '/search', icon: <SearchIcon /> }],
  overlays: [<SearchModalLauncher key="search-modal" />],
  services: searchServices,
  searchResultItems: builtInResultRenderers,
});
