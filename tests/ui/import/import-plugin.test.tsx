import { screen } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { SessionManagerToken } from '../../../application/app/session-manager';
import { CountCatalogEntitiesToken } from '../../../application/catalog/count-catalog-entities.use-case';
import { ListCatalogPageToken } from '../../../application/catalog/list-catalog-page.use-case';
import { FilterOptionsLoaderToken } from '../../../application/catalog/load-filter-options.use-case';
import { StarredEntities, StarredEntitiesToken } from '../../../application/catalog/starred-entities.use-case';
import { MemoryStore } from '../../../adapters/app/local-storage.store';
import { KeyValueStarredEntitiesStore } from '../../../adapters/catalog/starred-entities.store';
import { CatalogIndexPage } from '../../../ui/catalog/catalog-index-page';
import { importPlugin } from '../../../config/browser/plugins/import';
import { signedInSessions } from '../../support/home/signed-in';
import { provide, renderView } from '../../support/render';

describe('importPlugin', () => {
  it('serves the import page at /catalog-import (route reference catalog-import), without a sidebar entry', () => {
    expect(importPlugin.routes.map((route) => route.path)).toEqual(['/catalog-import']);
    expect(importPlugin.sidebar).toEqual([]);
  });
});

describe('the catalog index', () => {
  it('links to the import page with "Register Existing Component"', async () => {
    const sessions = signedInSessions();
    const { user, location } = renderView(<CatalogIndexPage />, {
      route: '/catalog',
      services: [
        provide(ListCatalogPageToken, () => TE.right({ rows: [], totalItems: 0, totalIsExact: true, pageInfo: {} })),
        provide(CountCatalogEntitiesToken, () => TE.right({ totalItems: 0, totalIsExact: true })),
        provide(FilterOptionsLoaderToken, { kinds: () => TE.right([]), forKind: () => TE.right({ type: [], lifecycle: [], owner: [], tag: [], namespace: [] }) }),
        provide(SessionManagerToken, sessions),
        provide(StarredEntitiesToken, new StarredEntities({ store: new KeyValueStarredEntitiesStore(new MemoryStore()), currentUserRef: () => undefined })),
      ],
    });
    await user.click(screen.getByRole('link', { name: 'Register Existing Component' }));
    expect(location().pathname).toBe('/catalog-import');
  });
});
