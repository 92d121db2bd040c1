import { Spinner } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { Suspense } from 'react';
import { lazyImport } from '../app/lazy-import';
import { createPlugin } from '../../plugin-api/create-plugin';
import { builtInFieldDeclarations } from './fields/built-in-field-declarations';

const ScaffolderRoot = lazyImport(() => import('./scaffolder-root'));

/** The scaffolder: everything below /create, loaded on first visit. */
export const scaffolderPlugin = createPlugin({
  id: 'scaffolder',
  routes: [
    {
      path: '/create',
      element: (
        <Suspense fallback={<Spinner aria-label="Loading" />}>
          <ScaffolderRoot />
        </Suspense>
      ),
    },
  ],
  sidebar: [{ id: 'create', label: 'Create', to: '/create', icon: <AddIcon /> }],
  scaffolderFields: builtInFieldDeclarations,
});
