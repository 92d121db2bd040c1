import { Spinner } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import type { PortalPlugin } from '../app/plugin';

const HomePage = lazy(() => import('./home-page'));

/** The home page at '/': loaded on first visit, so its widgets cost the other pages nothing. */
export const homePlugin: PortalPlugin = {
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
};
