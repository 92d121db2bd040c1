import { Spinner } from '@blueprintjs/core';
import { HomeIcon } from '@blueprintjs/icons';
import { Suspense } from 'react';
import { homeServices } from '../../../adapters/home/home.services';
import { createPlugin, lazyImport } from '../../../plugin-api';

const HomePage = lazyImport(() => import('../../../ui/home/home-page'));

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
  services: homeServices,
});
