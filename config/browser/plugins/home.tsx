import { Spinner } from '@blueprintjs/core';
import { HomeIcon } from '@blueprintjs/icons';
import { Suspense, type ComponentType } from 'react';
import { homeServices } from '../../../adapters/home/home.services';
import { createPlugin, lazyImport } from '../../../plugin-api';

// The built-in widgets, as extensions app.extensions can change like any plugin's widget. Their code comes in with
// the home page, so that they mount without suspending.
const loadWidgets = () => import('../../../ui/home/built-in-widgets');
const widget = <P extends object>(pick: (module: Awaited<ReturnType<typeof loadWidgets>>) => ComponentType<P>) => lazyImport(loadWidgets, pick);
const StarredEntities = widget((module) => module.StarredEntitiesWidget);
const TopVisited = widget((module) => module.TopVisitedWidget);
const RecentlyVisited = widget((module) => module.RecentlyVisitedWidget);
const FeaturedDocs = widget((module) => module.FeaturedDocsWidget);
const Toolkit = widget((module) => module.ToolkitWidget);
const QuickStart = widget((module) => module.QuickStartWidget);
const RandomJoke = widget((module) => module.RandomJokeWidget);
const Identity = widget((module) => module.IdentityWidget);
const builtInWidgets = [StarredEntities, TopVisited, RecentlyVisited, FeaturedDocs, Toolkit, QuickStart, RandomJoke, Identity];

const HomePage = lazyImport(() => Promise.all([import('../../../ui/home/home-page'), ...builtInWidgets.map((component) => component.preload())]).then(([module]) => module));

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
  // Your Starred Entities, Top Visited, Recently Visited, Featured Docs, Toolkit, Quick Start, Random Joke, and who is signed in.
  homeWidgets: [
    { id: 'starred-entities', order: 0, render: (title) => <StarredEntities title={title} /> },
    { id: 'top-visited', order: 10, render: (title) => <TopVisited title={title} /> },
    { id: 'recently-visited', order: 20, render: (title) => <RecentlyVisited title={title} /> },
    { id: 'featured-docs', order: 30, render: (title) => <FeaturedDocs title={title} /> },
    { id: 'toolkit', order: 40, render: (title) => <Toolkit title={title} /> },
    { id: 'quick-start', order: 50, render: (title) => <QuickStart title={title} /> },
    { id: 'random-joke', order: 60, render: (title) => <RandomJoke title={title} /> },
    { id: 'identity', order: 70, render: (title) => <Identity title={title} /> },
  ],
});
