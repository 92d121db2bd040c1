import { act, screen, waitFor, within } from '@testing-library/react';
import { HomeIcon, ImportIcon, ShapesIcon } from '@blueprintjs/icons';
import * as E from 'fp-ts/Either';
import { MemoryStore } from '../../../adapters/app/local-storage.store';
import { AlertStore } from '../../../application/app/alert-store';
import { AlertPosterToken } from '../../../application/app/alerts.port';
import { KeyValueStoreToken } from '../../../application/app/key-value-store.port';
import { SessionManager, SessionManagerToken } from '../../../application/app/session-manager';
import { signOut, SignOutToken } from '../../../application/app/sign-out.use-case';
import { STORAGE_KEYS } from '../../../domain/app/constants';
import { AppShell } from '../../../ui/app/app-shell';
import { useEntityCards } from '../../../ui/app/entity-tabs-context';
import { useExtensionConfig } from '../../../ui/app/extension-config';
import type { Entity } from '../../../domain/catalog/entity';
import type { PortalPlugin } from '../../../ui/app/plugin';
import { authSession, FakeAuthConnector, FakeInteractiveLogin } from '../../application/app/auth-fakes';
import { provide, renderView } from '../../support/render';

function Exploding(): never {
  throw new Error('The plugin blew up');
}

const shownEntity: Entity = { apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name: 'payments' } };

/** Stands for the entity page: every plugin's card for one entity. */
const CardsOfEntity = () => (
  <>
    {useEntityCards().map((card) => (
      <div key={card.id}>{card.render(shownEntity)}</div>
    ))}
  </>
);

/** The home plugin's Home item leads the sidebar. */
const homeItem = { id: 'home', label: 'Home', to: '/', icon: <HomeIcon /> };

const plugins: PortalPlugin[] = [
  { id: 'home', routes: [{ path: '/', element: <h2>Home page</h2> }], sidebar: [homeItem] },
  {
    id: 'catalog',
    routes: [{ path: '/catalog', element: <h2>Catalog page</h2> }],
    sidebar: [{ id: 'catalog', label: 'Catalog', to: '/catalog', icon: <ShapesIcon /> }],
  },
  {
    id: 'catalog-import',
    routes: [{ path: '/catalog-import', element: <h2>Import page</h2> }],
    sidebar: [{ id: 'import', label: 'Register', to: '/catalog-import', icon: <ImportIcon /> }],
  },
  { id: 'broken-plugin', routes: [{ path: '/broken', element: <Exploding /> }] },
  { id: 'cards', routes: [{ path: '/cards', element: <CardsOfEntity /> }], entityCards: [{ id: 'fine', render: (entity) => <p>Card of {entity.metadata.name}</p> }] },
  { id: 'broken-card-plugin', routes: [], entityCards: [{ id: 'exploding', render: () => <Exploding /> }] },
];

const shellServices = (store: MemoryStore, sessions: SessionManager, alerts: AlertStore) => [
  provide(KeyValueStoreToken, store),
  provide(SessionManagerToken, sessions),
  provide(SignOutToken, signOut({ sessions })),
  provide(AlertPosterToken, alerts),
];

/** Renders the shell with someone signed in through the auth backend (or as the legacy guest). */
const setup = async (route = '/', options: { provider?: string; displayName?: string } = {}) => {
  const store = new MemoryStore();
  const connector = new FakeAuthConnector([E.right(authSession('t', { ref: 'user:default/ada', displayName: options.displayName }))]);
  const sessions = new SessionManager({ connector, login: new FakeInteractiveLogin(store), store, now: () => 0 });
  store.set(STORAGE_KEYS.signInProvider, options.provider ?? 'github');
  await sessions.restore();
  const alerts = new AlertStore();
  const view = renderView(<AppShell plugins={plugins} appTitle="Portico" />, {
    route,
    services: shellServices(store, sessions, alerts),
  });
  return { ...view, store, connector, sessions, alerts };
};

const nav = () => screen.getByRole('navigation', { name: 'Main navigation' });

describe('AppShell route prefetch', () => {
  const prefetching = (calls: string[]): PortalPlugin[] => [
    {
      id: 'catalog',
      routes: [
        { path: '/catalog', element: <h2>Catalog page</h2>, prefetch: ({ search }) => calls.push(`index ${search}`) },
        { path: '/catalog/:namespace/:kind/:name', element: <h2>Entity page</h2> },
      ],
    },
    { id: 'home', routes: [{ path: '/', element: <h2>Home page</h2> }], sidebar: [homeItem] },
  ];
  const render = (route: string, calls: string[]) => {
    const store = new MemoryStore();
    const sessions = new SessionManager({ connector: new FakeAuthConnector([]), login: new FakeInteractiveLogin(store), store, now: () => 0 });
    return renderView(<AppShell plugins={prefetching(calls)} appTitle="Portico" />, { route, services: shellServices(store, sessions, new AlertStore()) });
  };

  it('starts the prefetch of the route the portal opens on, once, with its query', async () => {
    const calls: string[] = [];
    const view = render('/catalog?filters[kind]=api', calls);
    expect(await screen.findByRole('heading', { name: 'Catalog page' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(calls).toEqual(['index ?filters[kind]=api']);
  });

  it('does not start a prefetch of a less specific route', async () => {
    const calls: string[] = [];
    render('/catalog/default/component/payments', calls);
    expect(await screen.findByRole('heading', { name: 'Entity page' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});

describe('AppShell', () => {
  it('lists Home and each plugin entry in the sidebar', async () => {
    await setup();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Catalog', '/catalog'],
      ['Register', '/catalog-import'],
    ]);
  });

  it("orders the sidebar by the items' order; an item without one keeps its place, at 10 × its position", async () => {
    const ordered: PortalPlugin[] = [
      plugins[0]!,
      { ...plugins[1]!, sidebar: [{ id: 'catalog', label: 'Catalog', to: '/catalog', icon: <ShapesIcon />, order: 25 }] },
      plugins[2]!,
      { id: 'docs', routes: [], sidebar: [{ id: 'docs', label: 'Docs', to: '/docs', icon: <ShapesIcon /> }] },
    ];
    const store = new MemoryStore();
    const sessions = new SessionManager({ connector: new FakeAuthConnector([]), login: new FakeInteractiveLogin(store), store, now: () => 0 });
    renderView(<AppShell plugins={ordered} appTitle="Portico" />, { route: '/', services: shellServices(store, sessions, new AlertStore()) });
    await screen.findByRole('heading', { name: 'Home page' });
    expect(within(nav()).getAllByRole('link').map((link) => link.textContent)).toEqual(['Home', 'Register', 'Catalog', 'Docs']);
  });

  it('gives a page the config app.extensions sets for it', async () => {
    const ConfiguredPage = () => <h2>Page size {String(useExtensionConfig()['pageSize'])}</h2>;
    const configured: PortalPlugin[] = [{ id: 'catalog', routes: [{ path: '/catalog', element: <ConfiguredPage />, config: { pageSize: 50 } }] }];
    const store = new MemoryStore();
    const sessions = new SessionManager({ connector: new FakeAuthConnector([]), login: new FakeInteractiveLogin(store), store, now: () => 0 });
    renderView(<AppShell plugins={configured} appTitle="Portico" />, { route: '/catalog', services: shellServices(store, sessions, new AlertStore()) });
    expect(await screen.findByRole('heading', { name: 'Page size 50' })).toBeInTheDocument();
  });

  it('shows the route of the current path and marks its sidebar entry', async () => {
    await setup('/catalog');
    expect(screen.getByRole('heading', { name: 'Catalog page' })).toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Catalog' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('matches below a plugin path, and prefers the longer path that starts alike', async () => {
    const { unmount } = await setup('/catalog/default/component/payments');
    expect(screen.getByRole('heading', { name: 'Catalog page' })).toBeInTheDocument();
    unmount();
    await setup('/catalog-import');
    expect(screen.getByRole('heading', { name: 'Import page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Catalog page' })).not.toBeInTheDocument();
  });

  it('navigates through the sidebar', async () => {
    const { user, location } = await setup('/');
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    await user.click(within(nav()).getByRole('link', { name: 'Register' }));
    expect(screen.getByRole('heading', { name: 'Import page' })).toBeInTheDocument();
    expect(location().pathname).toBe('/catalog-import');
  });

  it("shows 'ERROR 404: PAGE NOT FOUND' for unknown paths, inside the shell", async () => {
    await setup('/no/such/page');
    expect(screen.getByText('ERROR 404: PAGE NOT FOUND')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Looks like someone dropped the mic!' })).toBeInTheDocument();
    expect(nav()).toBeInTheDocument();
  });

  it("contains a failing plugin: 'Error in {pluginId}' with Retry, the rest of the shell stays", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await setup('/broken');
    expect(screen.getByRole('heading', { name: 'Error in broken-plugin' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(nav()).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('leaves a failed page behind when the user goes to another page', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await setup('/broken');
    expect(screen.getByRole('heading', { name: 'Error in broken-plugin' })).toBeInTheDocument();
    await user.click(within(nav()).getByRole('link', { name: 'Catalog' }));
    expect(screen.getByRole('heading', { name: 'Catalog page' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Error in/ })).not.toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it("contains a failing entity card in its plugin's boundary while the other cards render", async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await setup('/cards');
    expect(screen.getByText('Card of payments')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Error in broken-card-plugin' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('has a skip-to-content link to the main area', async () => {
    await setup();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('link', { name: /skip to content/i })).toHaveAttribute('href', '#main-content');
  });

  describe('identity footer', () => {
    it('shows who is signed in by display name', async () => {
      await setup('/', { displayName: 'Ada Lovelace' });
      expect(within(nav()).getByTestId('signed-in-user')).toHaveTextContent('Ada Lovelace');
      expect(within(nav()).getByTestId('signed-in-user')).toHaveAttribute('title', 'user:default/ada');
    });

    it('falls back to the user id of the ref, and names the legacy guest Guest', async () => {
      const { unmount } = await setup('/');
      expect(within(nav()).getByTestId('signed-in-user')).toHaveTextContent('ada');
      unmount();
      await setup('/', { provider: 'guest-legacy' });
      expect(within(nav()).getByTestId('signed-in-user')).toHaveTextContent('Guest');
    });

    it('signs out through the auth backend and goes home', async () => {
      const { user, connector, sessions, location, store } = await setup('/catalog');
      await user.click(within(nav()).getByRole('button', { name: 'Sign out' }));
      expect(connector.logoutCalls).toEqual(['github']);
      expect(sessions.getState()).toEqual({ status: 'signed-out' });
      expect(store.get(STORAGE_KEYS.signInProvider)).toBeNull();
      expect(location().pathname).toBe('/');
      expect(within(nav()).queryByTestId('signed-in-user')).not.toBeInTheDocument();
    });

    it('reports a failed logout call', async () => {
      const { user, connector, alerts } = await setup('/');
      connector.logoutAnswer = E.left({ _tag: 'HttpStatus', status: 500, statusText: 'Internal Server Error', message: 'Logout request failed, Internal Server Error' });
      await user.click(within(nav()).getByRole('button', { name: 'Sign out' }));
      await act(async () => undefined);
      expect(alerts.getQueue().items).toEqual([
        expect.objectContaining({ message: 'Logout request failed, Internal Server Error', severity: 'error' }),
      ]);
    });
  });

  describe('sidebar pin state', () => {
    it('is pinned by default and remembers unpinning', async () => {
      const { user, store } = await setup('/');
      const pin = within(nav()).getByRole('button', { name: 'Pin sidebar' });
      expect(pin).toHaveAttribute('aria-pressed', 'true');
      await user.click(pin);
      expect(store.get('sidebarPinState')).toBe('false');
      expect(within(nav()).getByRole('button', { name: 'Pin sidebar' })).toHaveAttribute('aria-pressed', 'false');
    });

    it('starts from the stored state', async () => {
      const store = new MemoryStore();
      store.set('sidebarPinState', 'false');
      const sessions = new SessionManager({ connector: new FakeAuthConnector(), login: new FakeInteractiveLogin(store), store, now: () => 0 });
      renderView(<AppShell plugins={plugins} appTitle="Portico" />, {
        services: shellServices(store, sessions, new AlertStore()),
      });
      expect(within(nav()).getByRole('button', { name: 'Pin sidebar' })).toHaveAttribute('aria-pressed', 'false');
    });
  });
});

describe('AppShell document title', () => {
  const titled: PortalPlugin[] = [
    { id: 'catalog', routes: [{ path: '/catalog', element: <h1>Catalog</h1> }], sidebar: [{ id: 'catalog', label: 'Catalog', to: '/catalog', icon: <ShapesIcon /> }] },
    { id: 'home', routes: [{ path: '/', element: <p>No heading here</p> }], sidebar: [homeItem] },
  ];

  it("titles the browser tab with the page's heading and app.title, and with app.title alone on a page without a heading", async () => {
    const store = new MemoryStore();
    const sessions = new SessionManager({ connector: new FakeAuthConnector([]), login: new FakeInteractiveLogin(store), store, now: () => 0 });
    const view = renderView(<AppShell plugins={titled} appTitle="ACME Portal" />, { route: '/catalog', services: shellServices(store, sessions, new AlertStore()) });
    await screen.findByRole('heading', { name: 'Catalog' });
    await waitFor(() => expect(document.title).toBe('Catalog | ACME Portal'));
    await view.user.click(screen.getByRole('link', { name: 'Home' }));
    await screen.findByText('No heading here');
    await waitFor(() => expect(document.title).toBe('ACME Portal'));
  });
});
