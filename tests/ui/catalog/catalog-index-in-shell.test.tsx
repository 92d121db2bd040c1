import { screen } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { MemoryStore } from '../../../adapters/app/local-storage.store';
import { KeyValueStoreToken } from '../../../application/app/key-value-store.port';
import { SessionManager, SessionManagerToken } from '../../../application/app/session-manager';
import { signOut, SignOutToken } from '../../../application/app/sign-out.use-case';
import { AlertStore } from '../../../application/app/alert-store';
import { AlertPosterToken } from '../../../application/app/alerts.port';
import { toCatalogRow } from '../../../application/catalog/catalog-row';
import { CountCatalogEntitiesToken } from '../../../application/catalog/count-catalog-entities.use-case';
import { ListCatalogPageToken } from '../../../application/catalog/list-catalog-page.use-case';
import { FilterOptionsLoaderToken } from '../../../application/catalog/load-filter-options.use-case';
import { StarredEntities, StarredEntitiesToken } from '../../../application/catalog/starred-entities.use-case';
import { KeyValueStarredEntitiesStore } from '../../../adapters/catalog/starred-entities.store';
import { AppShell } from '../../../ui/app/app-shell';
import { useMainContentFetched } from '../../../ui/app/backend-query';
import type { PortalPlugin } from '../../../ui/app/plugin';
import { CatalogIndexPage } from '../../../ui/catalog/catalog-index-page';
import { prefetchCatalogIndex } from '../../../ui/catalog/hooks/index-queries';
import { component } from '../../support/catalog/fake-catalog';
import { provide, renderView } from '../../support/render';

/** A sidebar item that waits for the main content, as the org plugin's group item does. */
const useWaitingSidebarItems = () => (useMainContentFetched() ? [{ id: 'groups', label: 'My group', to: '/catalog', icon: <span /> }] : []);

const plugins: PortalPlugin[] = [
  { id: 'catalog', routes: [{ path: '/catalog', element: <CatalogIndexPage />, prefetch: prefetchCatalogIndex }] },
  { id: 'org', routes: [], useSidebarItems: useWaitingSidebarItems },
];

describe('the catalog index in the shell', () => {
  it('loads without React warning about a shell update during the page render', async () => {
    const errors = jest.spyOn(console, 'error');
    try {
      const store = new MemoryStore();
      const sessions = new SessionManager({
        connector: { refresh: () => TE.left({ _tag: 'Transport', message: 'offline' }), logout: () => TE.right(undefined) },
        login: { login: () => TE.left({ _tag: 'Failed', message: 'no' }) },
        store,
        now: Date.now,
      });
      sessions.signInAsCustomUser('user:default/ada');
      renderView(<AppShell plugins={plugins} appTitle="Portico" />, {
        route: '/catalog?filters%5Bkind%5D=api',
        services: [
          provide(KeyValueStoreToken, store),
          provide(SessionManagerToken, sessions),
          provide(SignOutToken, signOut({ sessions })),
          provide(AlertPosterToken, new AlertStore()),
          provide(ListCatalogPageToken, () => () => new Promise((resolve) => setTimeout(() => resolve({ _tag: 'Right', right: { rows: [toCatalogRow(component('payments'))], totalIsExact: true, pageInfo: {} } }), 30))),
          provide(CountCatalogEntitiesToken, () => TE.right({ totalItems: 1, totalIsExact: true })),
          provide(FilterOptionsLoaderToken, {
            kinds: () => TE.right([{ value: 'API', count: 1 }]),
            forKind: () => TE.right({ type: [], lifecycle: [], owner: [], tag: [], namespace: [] }),
          }),
          provide(StarredEntitiesToken, new StarredEntities({ store: new KeyValueStarredEntitiesStore(store), currentUserRef: () => 'user:default/ada' })),
        ],
      });
      expect(await screen.findByRole('link', { name: 'payments' })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'API (1)' })).toBeInTheDocument();
      expect(await screen.findByText('My group')).toBeInTheDocument();
      const warnings = errors.mock.calls.filter((call) => String(call[0]).includes('Cannot update a component'));
      expect(warnings).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });
});
