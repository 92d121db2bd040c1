import { act, screen, waitFor } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { SessionManager, SessionManagerToken } from '../../../application/app/session-manager';
import { toCatalogRow } from '../../../application/catalog/catalog-row';
import { CountCatalogEntitiesToken, type CountCatalogEntities } from '../../../application/catalog/count-catalog-entities.use-case';
import type { CatalogPageRequest, ListCatalogPage } from '../../../application/catalog/list-catalog-page.use-case';
import { ListCatalogPageToken } from '../../../application/catalog/list-catalog-page.use-case';
import { FilterOptionsLoaderToken, type FilterOptionsLoader } from '../../../application/catalog/load-filter-options.use-case';
import { StarredEntities, StarredEntitiesToken } from '../../../application/catalog/starred-entities.use-case';
import { MemoryStore } from '../../../adapters/app/local-storage.store';
import { KeyValueStarredEntitiesStore } from '../../../adapters/catalog/starred-entities.store';
import { CatalogIndexPage } from '../../../ui/catalog/catalog-index-page';
import { component } from '../../support/catalog/fake-catalog';
import { createTestQueryClient, provide, renderView, type RenderViewOptions } from '../../support/render';
import { mapResolver } from '../../../ui/app/services';
import { prefetchCatalogIndex } from '../../../ui/catalog/hooks/index-queries';
import { CatalogIndexPaginationContext } from '../../../ui/catalog/catalog-index-options';
import { ENTITY_SEARCH_DEBOUNCE_MS } from '../../../domain/catalog/constants';

const sessions = () =>
  new SessionManager({
    connector: { refresh: () => TE.left({ _tag: 'Transport', message: 'offline' }), logout: () => TE.right(undefined) },
    login: { login: () => TE.left({ _tag: 'Failed', message: 'no' }) },
    store: new MemoryStore(),
    now: Date.now,
  });

const options: FilterOptionsLoader = {
  kinds: () => TE.right([{ value: 'Component', count: 2 }, { value: 'API', count: 1 }]),
  forKind: () =>
    TE.right({ type: [{ value: 'service', count: 2 }], lifecycle: [{ value: 'production', count: 2 }], owner: [], tag: [], namespace: [] }),
};

/** The app keeps answers fresh for 10 s (ui/app/app.tsx): a prefetched page is not asked for again when the page shows it. */
const appLikeQueryClient = () => {
  const client = createTestQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, staleTime: 10_000 } });
  return client;
};

const NOT_COUNTED: CountCatalogEntities = () => TE.left({ _tag: 'Transport', message: 'this test counts nothing' });

interface SetupOptions {
  readonly loader?: FilterOptionsLoader;
  readonly count?: CountCatalogEntities;
  readonly queryClient?: QueryClient;
  readonly userOptions?: RenderViewOptions['userOptions'];
}

const setup = (listPage: ListCatalogPage, route = '/catalog', { loader = options, count = NOT_COUNTED, queryClient, userOptions }: SetupOptions = {}) => {
  const manager = sessions();
  manager.signInAsCustomUser('user:default/ada');
  const starred = new StarredEntities({ store: new KeyValueStarredEntitiesStore(new MemoryStore()), currentUserRef: () => 'user:default/ada' });
  return renderView(<CatalogIndexPage />, {
    route,
    ...(queryClient ? { queryClient } : {}),
    ...(userOptions ? { userOptions } : {}),
    services: [
      provide(ListCatalogPageToken, listPage),
      provide(FilterOptionsLoaderToken, loader),
      provide(CountCatalogEntitiesToken, count),
      provide(SessionManagerToken, manager),
      provide(StarredEntitiesToken, starred),
    ],
  });
};

describe('CatalogIndexPage', () => {
  it('lists components by default and shows the total', async () => {
    const requests: CatalogPageRequest[] = [];
    setup((request) => {
      requests.push(request);
      return TE.right({ rows: [toCatalogRow(component('payments')), toCatalogRow(component('ledger'))], totalItems: 2, totalIsExact: true, pageInfo: {} });
    });
    expect(await screen.findByRole('link', { name: 'payments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Component (2)' })).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ filters: { kind: 'component' }, page: { mode: 'cursor', limit: 20 } });
  });

  it('counts the matches apart once the rows are in, and shows the count beside the kind', async () => {
    let release: (() => void) | undefined;
    const counted: unknown[] = [];
    const count: CountCatalogEntities = (filters) => () => {
      counted.push(filters);
      return new Promise((resolve) => {
        release = () => resolve(E.right({ totalItems: 6787, totalIsExact: true }));
      });
    };
    setup(
      () => TE.right({ rows: [toCatalogRow(component('payments'))], totalIsExact: true, pageInfo: { nextCursor: 'next' } }),
      '/catalog?filters[kind]=component&filters[text]=pay',
      { count },
    );
    expect(await screen.findByRole('link', { name: 'payments' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Component (…)' })).toBeInTheDocument();
    await waitFor(() => expect(counted).toEqual([{ kind: 'component', text: 'pay' }]));
    release!();
    expect(await screen.findByRole('heading', { name: 'Component (6787)' })).toBeInTheDocument();
  });

  it("says 'at most N' when the count is only an upper bound", async () => {
    setup(
      () => TE.right({ rows: [toCatalogRow(component('payments'))], totalIsExact: true, pageInfo: {} }),
      '/catalog?filters[kind]=component&filters[text]=payments%20service',
      { count: () => TE.right({ totalItems: 12, totalIsExact: false }) },
    );
    expect(await screen.findByRole('heading', { name: 'Component (at most 12)' })).toBeInTheDocument();
  });

  it("spells the kind as the catalog does: 'API', not 'Api'", async () => {
    setup(() => TE.right({ rows: [toCatalogRow(component('payments'))], totalItems: 5, totalIsExact: true, pageInfo: {} }), '/catalog?filters[kind]=api');
    expect(await screen.findByRole('heading', { name: 'API (5)' })).toBeInTheDocument();
  });

  it('says plainly when a page stopped searching before it was full, and Next searches on', async () => {
    const requests: CatalogPageRequest[] = [];
    const { user } = setup((request) => {
      requests.push(request);
      return TE.right({ rows: [toCatalogRow(component('payments'))], totalIsExact: true, pageInfo: { nextCursor: 'fill.next' }, scanLimitReached: true, scanned: 1000 });
    }, '/catalog?filters[kind]=component&filters[error]=true');
    expect(await screen.findByText(/Only part of the catalog was searched for this page: 1 match among 1000 entities/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(requests.at(-1)?.page).toEqual({ mode: 'cursor', limit: 20, cursor: 'fill.next' }));
  });

  it("pages by offset when the route asks for offset mode, honouring ?offset and capping limit", async () => {
    const requests: CatalogPageRequest[] = [];
    const manager = sessions();
    manager.signInAsCustomUser('user:default/ada');
    const starred = new StarredEntities({ store: new KeyValueStarredEntitiesStore(new MemoryStore()), currentUserRef: () => 'user:default/ada' });
    const { user } = renderView(
      <CatalogIndexPaginationContext.Provider value={{ mode: 'offset', limit: 10 }}>
        <CatalogIndexPage />
      </CatalogIndexPaginationContext.Provider>,
      {
        route: '/catalog?filters[kind]=component&offset=40&limit=5000',
        services: [
          provide(ListCatalogPageToken, (request: CatalogPageRequest) => {
            requests.push(request);
            return TE.right({ rows: [toCatalogRow(component(`row-${requests.length}`))], totalIsExact: true, pageInfo: {}, hasMore: true });
          }),
          provide(FilterOptionsLoaderToken, options),
          provide(CountCatalogEntitiesToken, NOT_COUNTED),
          provide(SessionManagerToken, manager),
          provide(StarredEntitiesToken, starred),
        ],
      },
    );
    expect(await screen.findByRole('link', { name: 'row-1' })).toBeInTheDocument();
    expect(requests[0]?.page).toEqual({ mode: 'offset', limit: 100, offset: 40 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(requests.at(-1)?.page).toEqual({ mode: 'offset', limit: 100, offset: 100 }));
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('keeps the rows and drops the number when counting fails', async () => {
    setup(() => TE.right({ rows: [toCatalogRow(component('payments'))], totalIsExact: true, pageInfo: {} }), '/catalog?filters[kind]=component&filters[type]=service');
    expect(await screen.findByRole('link', { name: 'payments' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Component' })).toBeInTheDocument();
  });

  it("takes the count of a kind-only list from the kind facet, without asking the backend to count", async () => {
    const counted: unknown[] = [];
    setup(
      () => TE.right({ rows: [toCatalogRow(component('payments'))], totalIsExact: true, pageInfo: { nextCursor: 'next' } }),
      '/catalog',
      {
        count: (filters) => {
          counted.push(filters);
          return TE.right({ totalItems: 99, totalIsExact: true });
        },
      },
    );
    expect(await screen.findByRole('heading', { name: 'Component (2)' })).toBeInTheDocument();
    expect(counted).toEqual([]);
  });

  it("shows '…' rather than the next kind's count while that kind's rows are still loading", async () => {
    const { user } = setup((request) =>
      request.filters.kind === 'api'
        ? () => new Promise(() => undefined)
        : TE.right({ rows: [toCatalogRow(component('payments'))], totalIsExact: true, pageInfo: {} }),
    );
    expect(await screen.findByRole('heading', { name: 'Component (2)' })).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'api');
    expect(await screen.findByRole('heading', { name: 'API (…)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'payments' })).toBeInTheDocument();
  });

  it('counts with the backend when the kind facet cannot be had', async () => {
    setup(
      () => TE.right({ rows: [toCatalogRow(component('payments'))], totalIsExact: true, pageInfo: {} }),
      '/catalog',
      { loader: { ...options, kinds: () => TE.left({ _tag: 'Transport', message: 'offline' }) }, count: () => TE.right({ totalItems: 7, totalIsExact: true }) },
    );
    expect(await screen.findByRole('heading', { name: 'Component (7)' })).toBeInTheDocument();
  });

  it("shows 'No records to display' for an empty page", async () => {
    setup(() => TE.right({ rows: [], totalItems: 0, totalIsExact: true, pageInfo: {} }));
    expect(await screen.findByText('No records to display')).toBeInTheDocument();
  });

  it("shows 'Could not fetch catalog entities.' with the backend's message and retries", async () => {
    let calls = 0;
    const { user } = setup(() => {
      calls += 1;
      return calls === 1
        ? TE.left({ _tag: 'HttpStatus', status: 500, statusText: 'Internal Server Error', message: 'Request failed with 500 Internal Server Error' })
        : TE.right({ rows: [toCatalogRow(component('payments'))], totalItems: 1, totalIsExact: true, pageInfo: {} });
    });
    expect(await screen.findByText('Could not fetch catalog entities.')).toBeInTheDocument();
    expect(screen.getByText('Request failed with 500 Internal Server Error')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'payments' })).toBeInTheDocument();
  });

  it('says the backend has no catalog plugin, with the package to install and no stack', async () => {
    setup(() => TE.left({ _tag: 'PluginMissing', pluginId: 'catalog', message: 'The catalog backend plugin is not installed on this Backstage backend' }));
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Could not fetch catalog entities.');
    expect(panel).toHaveTextContent('The catalog backend plugin is not installed on this Backstage backend');
    expect(panel).toHaveTextContent('Whoever runs the Backstage backend can install it: @backstage/plugin-catalog-backend.');
    expect(screen.queryByText('Show more details')).not.toBeInTheDocument();
  });

  it("writes 'All kinds' one way, without a kind filter, and lists every kind", async () => {
    const requests: CatalogPageRequest[] = [];
    const { user, location } = setup((request) => {
      requests.push(request);
      return TE.right({ rows: [toCatalogRow(component('payments'))], totalIsExact: true, pageInfo: {} });
    });
    await screen.findByRole('link', { name: 'payments' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Kind' }), '');
    await waitFor(() => expect(location().search).toBe('?filters%5Buser%5D=all&limit=20'));
    await waitFor(() => expect(requests.at(-1)?.filters).toEqual({ user: 'all' }));
    expect(await screen.findByRole('heading', { name: 'All (3)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('');
  });

  it("rewrites the old 'All kinds' URL (an empty kind filter) to its one form", async () => {
    const requests: CatalogPageRequest[] = [];
    const { location } = setup((request) => {
      requests.push(request);
      return TE.right({ rows: [toCatalogRow(component('payments'))], totalIsExact: true, pageInfo: {} });
    }, '/catalog?filters%5Bkind%5D=&sort=metadata.name,desc');
    await waitFor(() => expect(location().search).toBe('?filters%5Buser%5D=all&limit=20&sort=metadata.name%2Cdesc'));
    expect(requests.every((request) => request.filters.kind === undefined)).toBe(true);
  });

  it.each([
    ['all', 'a hand-typed all'],
    ['domain', 'a kind the catalog has none of'],
  ])("names the kind '%s' (%s) in an empty state instead of 'All (0)'", async (kind) => {
    const { user, location } = setup(() => TE.right({ rows: [], totalIsExact: true, pageInfo: {} }), `/catalog?filters%5Bkind%5D=${kind}`);
    expect(await screen.findByRole('heading', { name: `No entities of kind '${kind}'` })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: kind })).toBeInTheDocument();
    expect(screen.queryByText(/\(0\)/)).not.toBeInTheDocument();
    expect(screen.queryByText('No records to display')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Show all kinds' }));
    await waitFor(() => expect(location().search).toBe('?filters%5Buser%5D=all&limit=20'));
  });

  it('does not ask for the rows of a kind the catalog is already known to hold none of', async () => {
    const requests: CatalogPageRequest[] = [];
    const queryClient = appLikeQueryClient();
    const listPage: ListCatalogPage = (request) => {
      requests.push(request);
      return TE.right({ rows: [toCatalogRow(component('payments'))], totalIsExact: true, pageInfo: {} });
    };
    const first = setup(listPage, '/catalog', { queryClient });
    expect(await screen.findByRole('heading', { name: 'Component (2)' })).toBeInTheDocument();
    first.unmount();
    requests.length = 0;
    setup(listPage, '/catalog?filters%5Bkind%5D=all', { queryClient });
    expect(await screen.findByRole('heading', { name: "No entities of kind 'all'" })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('puts a chosen filter in the URL and resets the cursor', async () => {
    const requests: CatalogPageRequest[] = [];
    const { user, location } = setup((request) => {
      requests.push(request);
      return TE.right({ rows: [toCatalogRow(component('payments'))], totalItems: 1, totalIsExact: true, pageInfo: { nextCursor: 'next' } });
    }, '/catalog?filters%5Bkind%5D=component&cursor=abc&limit=20');
    await screen.findByRole('link', { name: 'payments' });
    await user.click(await screen.findByText('service'));
    await waitFor(() => expect(location().search).toContain('filters%5Btype%5D=service'));
    expect(location().search).not.toContain('cursor=');
    await waitFor(() => expect(requests.at(-1)).toMatchObject({ filters: { kind: 'component', type: ['service'] }, page: { mode: 'cursor' } }));
    expect((requests.at(-1)!.page as { cursor?: string }).cursor).toBeUndefined();
  });

  it('asks for the typed text once, 250 ms after the last keystroke, and keeps the other filters', async () => {
    jest.useFakeTimers();
    try {
      const requests: (string | undefined)[] = [];
      const { user, location } = setup(
        (request) => {
          requests.push(request.filters.text);
          return TE.right({ rows: [toCatalogRow(component('payments'))], totalItems: 1, totalIsExact: true, pageInfo: {} });
        },
        '/catalog?filters%5Bkind%5D=component&filters%5Btype%5D=service',
        { queryClient: appLikeQueryClient(), userOptions: { advanceTimers: jest.advanceTimersByTime, delay: null } },
      );
      await screen.findByRole('link', { name: 'payments' });
      const search = screen.getByRole('searchbox', { name: 'Search' });
      // Each keystroke comes before the wait is over, and starts it again.
      for (const key of ['l', 'e']) {
        await user.type(search, key);
        act(() => jest.advanceTimersByTime(ENTITY_SEARCH_DEBOUNCE_MS - 50));
      }
      await user.type(search, 'd');
      act(() => jest.advanceTimersByTime(ENTITY_SEARCH_DEBOUNCE_MS - 1));
      expect(requests).toEqual([undefined]);
      act(() => jest.advanceTimersByTime(1));
      await waitFor(() => expect(requests).toEqual([undefined, 'led']));
      expect(decodeURIComponent(location().search)).toContain('filters[type]=service');
      expect(decodeURIComponent(location().search)).toContain('filters[text]=led');
    } finally {
      jest.useRealTimers();
    }
  });

  it('does not search again when the text is typed back to what is searched', async () => {
    jest.useFakeTimers();
    try {
      const requests: (string | undefined)[] = [];
      const { user, location } = setup(
        (request) => {
          requests.push(request.filters.text);
          return TE.right({ rows: [toCatalogRow(component('payments'))], totalItems: 1, totalIsExact: true, pageInfo: {} });
        },
        '/catalog?filters%5Bkind%5D=component&filters%5Btext%5D=pay',
        { userOptions: { advanceTimers: jest.advanceTimersByTime, delay: null } },
      );
      await screen.findByRole('link', { name: 'payments' });
      const before = location().key;
      await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'x{Backspace}');
      // The debounce is over on the fake clock: whatever it would ask for is asked now.
      act(() => jest.advanceTimersByTime(ENTITY_SEARCH_DEBOUNCE_MS));
      await act(async () => {});
      expect(requests).toEqual(['pay']);
      expect(location().key).toBe(before);
      expect(decodeURIComponent(location().search)).toContain('filters[text]=pay');
    } finally {
      jest.useRealTimers();
    }
  });

  it('stars a row and shows it as starred', async () => {
    const { user } = setup(() => TE.right({ rows: [toCatalogRow(component('payments'))], totalItems: 1, totalIsExact: true, pageInfo: {} }));
    await user.click(await screen.findByRole('button', { name: 'Add payments to favorites' }));
    expect(await screen.findByRole('button', { name: 'Remove payments from favorites' })).toHaveAttribute('aria-pressed', 'true');
  });
  it('asks for the filter options only once the first rows are in', async () => {
    let answer: (() => void) | undefined;
    const asked: string[] = [];
    const loader: FilterOptionsLoader = {
      kinds: () => {
        asked.push('kinds');
        return options.kinds();
      },
      forKind: (kind) => {
        asked.push('options');
        return options.forKind(kind);
      },
    };
    setup(
      () => () =>
        new Promise((resolve) => {
          answer = () => resolve(E.right({ rows: [toCatalogRow(component('payments'))], totalItems: 1, totalIsExact: true, pageInfo: {} }));
        }),
      '/catalog',
      { loader },
    );
    await waitFor(() => expect(answer).toBeDefined());
    expect(asked).toEqual([]);
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('component');
    answer!();
    expect(await screen.findByRole('link', { name: 'payments' })).toBeInTheDocument();
    await waitFor(() => expect(asked.sort()).toEqual(['kinds', 'options']));
    expect(await screen.findByText('service')).toBeInTheDocument();
  });

  it('shows the first 20 of many owners and finds the others by typing', async () => {
    const owners = Array.from({ length: 30 }, (_, index) => ({ value: `group:default/team-${String(index).padStart(2, '0')}`, count: 1 }));
    const loader: FilterOptionsLoader = { ...options, forKind: () => TE.right({ type: [], lifecycle: [], owner: owners, tag: [], namespace: [] }) };
    const { user, location } = setup(
      () => TE.right({ rows: [toCatalogRow(component('payments'))], totalItems: 1, totalIsExact: true, pageInfo: {} }),
      '/catalog',
      { loader },
    );
    expect(await screen.findByText('team-00')).toBeInTheDocument();
    expect(screen.getByText('team-19')).toBeInTheDocument();
    expect(screen.queryByText('team-20')).not.toBeInTheDocument();
    expect(screen.getByText('10 more — type to narrow')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find owner' }), 'team-2');
    expect(await screen.findByText('team-27')).toBeInTheDocument();
    expect(screen.queryByText('team-00')).not.toBeInTheDocument();
    await user.click(screen.getByText('team-27'));
    await waitFor(() => expect(decodeURIComponent(location().search)).toContain('filters[owners]=group:default/team-27'));
    await user.clear(screen.getByRole('searchbox', { name: 'Find owner' }));
    await user.type(screen.getByRole('searchbox', { name: 'Find owner' }), 'team-0');
    // The chosen owner stays in view whatever the finder holds.
    expect(await screen.findByRole('checkbox', { name: /team-27/ })).toBeChecked();
  });
});

describe('prefetchCatalogIndex', () => {
  it('asks for the rows the page then shows, so that the page does not ask again', async () => {
    const requests: CatalogPageRequest[] = [];
    const listPage: ListCatalogPage = (request) => {
      requests.push(request);
      return TE.right({ rows: [toCatalogRow(component('payments'))], totalIsExact: true, pageInfo: {} });
    };
    const manager = sessions();
    manager.signInAsCustomUser('user:default/ada');
    const starred = new StarredEntities({ store: new KeyValueStarredEntitiesStore(new MemoryStore()), currentUserRef: () => 'user:default/ada' });
    const services = [
      provide(ListCatalogPageToken, listPage),
      provide(FilterOptionsLoaderToken, options),
      provide(CountCatalogEntitiesToken, NOT_COUNTED),
      provide(SessionManagerToken, manager),
      provide(StarredEntitiesToken, starred),
    ];
    const queryClient = createTestQueryClient();
    const search = '?filters[kind]=component&filters[type]=service&sort=metadata.title,desc';
    prefetchCatalogIndex({ queryClient, services: mapResolver(services), search });
    renderView(<CatalogIndexPage />, { route: `/catalog${search}`, services, queryClient });
    expect(await screen.findByRole('link', { name: 'payments' })).toBeInTheDocument();
    expect(requests).toEqual([
      { filters: { kind: 'component', type: ['service'] }, page: { mode: 'cursor', limit: 20 }, sort: { field: 'metadata.title', order: 'desc' } },
    ]);
  });
});
