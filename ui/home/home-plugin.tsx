import { Spinner } from '@blueprintjs/core';
import { HomeIcon } from '@blueprintjs/icons';
import { Suspense } from 'react';
import { lazyImport } from '../app/lazy-import';
import { createPlugin } from '../../plugin-api/create-plugin';

const HomePage = lazyImport(() => import('./home-page'));

/** The home page at '/' and the sidebar's first item: loaded on first visit, so its widgets cost the other pages nothing. */
export const homePlugin = createPlugin({
  id: 'home',
  routes: [
    {
      path: '/',
      element: (
        <Suspense fallback={<Spinner aria-label="Loading the home page" />}>
          <HomePage />
        </Suspense>
      ),
    },
  ],
  sidebar: [{ id: 'home', label: 'Home', to: '/', icon: <HomeIcon /> }],
});
