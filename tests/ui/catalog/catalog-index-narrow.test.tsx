import { screen, waitFor, within } from '@testing-library/react';
import * as TE from 'fp-ts/TaskEither';
import { SessionManager, SessionManagerToken } from '../../../application/app/session-manager';
import { toCatalogRow } from '../../../application/catalog/catalog-row';
import { CountCatalogEntitiesToken } from '../../../application/catalog/count-catalog-entities.use-case';
import { ListCatalogPageToken, type ListCatalogPage } from '../../../application/catalog/list-catalog-page.use-case';
import { FilterOptionsLoaderToken, type FilterOptionsLoader } from '../../../application/catalog/load-filter-options.use-case';
import { StarredEntities, StarredEntitiesToken } from '../../../application/catalog/starred-entities.use-case';
import { MemoryStore } from '../../../adapters/app/local-storage.store';
import { KeyValueStarredEntitiesStore } from '../../../adapters/catalog/starred-entities.store';
import { CatalogIndexPage } from '../../../ui/catalog/catalog-index-page';
import { component } from '../../support/catalog/fake-catalog';
import { provide, renderView } from '../../support/render';

const DESCRIPTION = 'Authorises and captures card payments for every order, and refunds them when asked.';

const rows: ListCatalogPage = () =>
  TE.right({
    rows: [
      toCatalogRow(
        component('payments', {
          metadata: { description: DESCRIPTION, tags: ['go'] },
          spec: { type: 'service', lifecycle: 'production', owner: 'team-payments' },
        }),
      ),
    ],
    totalItems: 1,
    totalIsExact: true,
    pageInfo: {},
  });

const options: FilterOptionsLoader = {
  kinds: () => TE.right([{ value: 'Component', count: 1 }]),
  forKind: () => TE.right({ type: [{ value: 'service', count: 1 }], lifecycle: [], owner: [], tag: [], namespace: [] }),
};

const setup = (route = '/catalog') => {
  const manager = new SessionManager({
    connector: { refresh: () => TE.left({ _tag: 'Transport', message: 'offline' }), logout: () => TE.right(undefined) },
    login: { login: () => TE.left({ _tag: 'Failed', message: 'no' }) },
    store: new MemoryStore(),
    now: Date.now,
  });
  manager.signInAsCustomUser('user:default/ada');
  const starred = new StarredEntities({ store: new KeyValueStarredEntitiesStore(new MemoryStore()), currentUserRef: () => 'user:default/ada' });
  return renderView(<CatalogIndexPage />, {
    route,
    services: [
      provide(ListCatalogPageToken, rows),
      provide(FilterOptionsLoaderToken, options),
      provide(CountCatalogEntitiesToken, () => TE.left({ _tag: 'Transport', message: 'not counted' })),
      provide(SessionManagerToken, manager),
      provide(StarredEntitiesToken, starred),
    ],
  });
};

/** jsdom lays nothing out: the results area is given a width, and the screen a width the media queries answer for. */
const atWidths = ({ results, screenWidth }: { results: number; screenWidth: number }) => {
  const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    Object.defineProperty(Element.prototype, 'clientWidth', {
      configurable: true,
      get(this: Element) {
        return this.getAttribute('aria-label') === 'Entities' ? results : 0;
      },
    });
    window.matchMedia = ((query: string) => {
      const maxWidth = /\(max-width: ([\d.]+)px\)/.exec(query);
      return {
        matches: maxWidth ? screenWidth <= Number(maxWidth[1]) : false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      };
    }) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    Object.defineProperty(Element.prototype, 'clientWidth', clientWidth);
    window.matchMedia = matchMedia;
  });
};

describe('the catalog index with room for every column', () => {
  it('cuts a long description short and shows it whole on hover', async () => {
    setup();
    const description = await screen.findByText(DESCRIPTION);
    expect(description).toHaveAttribute('title', DESCRIPTION);
    expect(screen.getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
  });
});

describe('the catalog index in a laptop’s narrower column', () => {
  atWidths({ results: 708, screenWidth: 1280 });

  it('shows the tags under the description, keeping every action in the table', async () => {
    setup();
    const name = await screen.findByRole('link', { name: 'payments' });
    expect(screen.getByRole('columnheader', { name: 'Description' })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Tags' })).toBeNull();
    const descriptionCell = screen.getByText(DESCRIPTION).closest('td')!;
    expect(within(descriptionCell).getByText(DESCRIPTION)).toHaveAttribute('title', DESCRIPTION);
    expect(within(descriptionCell).getByText('go')).toBeInTheDocument();
    const row = name.closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Add payments to favorites' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit payments' })).toBeInTheDocument();
    // The filters stay beside the table.
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
  });
});

describe('the catalog index on a phone', () => {
  atWidths({ results: 358, screenWidth: 390 });

  it('shows each entity as a stacked row with its fields and actions', async () => {
    setup();
    const name = await screen.findByRole('link', { name: 'payments' });
    expect(screen.queryByRole('table')).toBeNull();
    const item = name.closest('li')!;
    expect(within(item).getByText(DESCRIPTION)).toBeInTheDocument();
    expect(within(item).getByText('Lifecycle')).toBeInTheDocument();
    expect(within(item).getByText('production')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Add payments to favorites' })).toBeInTheDocument();
  });

  it('offers the order the table headers would, as a choice', async () => {
    const { user, location } = setup();
    await screen.findByRole('link', { name: 'payments' });
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sortBy).toHaveValue('metadata.name,asc');
    await user.selectOptions(sortBy, 'spec.lifecycle,desc');
    await waitFor(() => expect(new URLSearchParams(location().search).get('sort')).toBe('spec.lifecycle,desc'));
  });

  it('keeps the filters in a drawer behind a button that counts the active ones, opened and closed by keyboard', async () => {
    const { user } = setup('/catalog?filters[kind]=component&filters[type]=service&filters[text]=pay');
    await screen.findByRole('link', { name: 'payments' });
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Filters (2)' });
    button.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Filters (2)' });
    expect(within(drawer).getByRole('combobox', { name: 'Kind' })).toBeInTheDocument();
    expect(within(drawer).getByRole('checkbox', { name: /service/ })).toBeChecked();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
