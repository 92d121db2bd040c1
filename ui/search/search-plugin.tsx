import { Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import { Suspense } from 'react';
import { lazyImport } from '../app/lazy-import';
import type { PortalPlugin } from '../app/plugin';
import { SearchModalLauncher } from './search-modal-launcher';

const SearchPage = lazyImport(() => import('./search-page'));

/** Search: the search page at /search, a sidebar entry and the search modal. */
export const searchPlugin: PortalPlugin = {
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
};
