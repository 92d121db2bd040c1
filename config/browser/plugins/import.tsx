import { Spinner } from '@blueprintjs/core';
import { Suspense } from 'react';
import { importServices } from '../../../adapters/import/import.services';
import { IMPORT_PAGE_PATH } from '../../../domain/import/constants';
import { createPlugin, lazyImport } from '../../../plugin-api';

const ImportPage = lazyImport(() => import('../../../ui/import/import-page'));

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
  services: importServices,
});
