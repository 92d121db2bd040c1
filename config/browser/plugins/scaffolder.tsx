import { Spinner } from '@blueprintjs/core';
import { AddIcon } from '@blueprintjs/icons';
import { Suspense } from 'react';
import { scaffolderServices } from '../../../adapters/scaffolder/scaffolder.services';
import { createPlugin, lazyImport } from '../../../plugin-api';
import { builtInFieldDeclarations } from '../../../ui/scaffolder/fields/built-in-field-declarations';

const ScaffolderRoot = lazyImport(() => import('../../../ui/scaffolder/scaffolder-root'));

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
  services: scaffolderServices,
  scaffolderFields: builtInFieldDeclarations,
});
