import { Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { Suspense } from 'react';
import { lazyImport } from '../app/lazy-import';
import { createPlugin } from '../../plugin-api/create-plugin';
import { SearchModalLauncher } from './search-modal-launcher';
import { builtInResultRenderers } from './built-in-result-renderers';

const SearchPage = lazyImport(() => import('./search-page'));

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
  searchResultItems: builtInResultRenderers,
});
