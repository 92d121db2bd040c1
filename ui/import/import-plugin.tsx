import { Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { lazyImport } from '../app/lazy-import';
import { IMPORT_PAGE_PATH } from '../../domain/import/constants';
import { createPlugin } from '../../plugin-api/create-plugin';

const ImportPage = lazyImport(() => import('./import-page'));

/** Catalog import (route reference catalog-import); reached from the catalog index. */
export const importPlugin = createPlugin({
  id: 'catalog-import',
  routes: [
    {
      path: IMPORT_PAGE_PATH,
      element: (
        <Suspense fallback={<Spinner />}>
          <ImportPage />
        </Suspense>
      ),
    },
  ],
});
