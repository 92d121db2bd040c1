import { act, screen, waitFor } from '@testing-library/react';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { NavLink } from 'react-router-dom';
import { SearchEngineToken, type SearchEngine } from '../../../application/search/search-engine.port';
import { SearchSettingsSourceToken } from '../../../application/search/search-settings.port';
import { SearchModalLauncher } from '../../../ui/search/search-modal-launcher';
import { provide, renderView } from '../../support/render';

const engine: SearchEngine = {
  query: (query) =>
    TE.right({
      results: query.term === 'ledger' ? [{ type: 'software-catalog', document: { title: 'Ledger', text: 'Double-entry ledger', location: '/catalog/default/component/ledger', fields: {} } }] : [],
    }),
};

const setup = (route = '/') =>
  renderView(
    <>
      <nav aria-label="Main navigation">
        <NavLink to="/search">Search</NavLink>
      </nav>
      <input aria-label="Some field" />
      <SearchModalLauncher />
    </>,
    {
      route,
      // The search bar's debounce and the dialog's transitions run on fake timers; findBy/waitFor advance them.
      userOptions: { advanceTimers: jest.advanceTimersByTime },
      services: [provide(SearchEngineToken, engine), provide(SearchSettingsSourceToken, { load: () => T.of({ pageLimit: 25, typeFilter: 'accordion' as const }) })],
    },
  );

describe('SearchModalLauncher', () => {
  // The modal is imported lazily. Compiling it on first use took longer than a test may on busy cores, and it
  // is not what these tests check: it is loaded once, before them, with its own generous limit.
  beforeAll(() => import('../../../ui/search/search-modal'), 120_000);

  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('opens the search modal from the sidebar entry, and a result closes it', async () => {
    const view = setup();
    await view.user.click(screen.getByRole('link', { name: 'Search' }));
    expect(view.location().pathname).toBe('/');
    const dialog = await screen.findByRole('dialog');
    await view.user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'ledger');
    await view.user.click(await screen.findByRole('option', { name: /^Ledger/ }));
    expect(view.location().pathname).toBe('/catalog/default/component/ledger');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it('opens on the / key, but not while typing in a field', async () => {
    const view = setup();
    await view.user.click(screen.getByRole('textbox', { name: 'Some field' }));
    await view.user.keyboard('/');
    expect(screen.queryByRole('dialog')).toBeNull();
    await view.user.click(document.body);
    await view.user.keyboard('/');
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('links to the full results page with the term', async () => {
    const view = setup();
    await view.user.keyboard('/');
    await view.user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'ledger');
    await screen.findByRole('option', { name: /^Ledger/ });
    await view.user.click(screen.getByRole('link', { name: 'View full results' }));
    expect(view.location().pathname).toBe('/search');
    expect(view.location().search).toBe('?query=ledger');
  });

  it('leaves a modified click to the full search page', async () => {
    const view = setup();
    const link = screen.getByRole('link', { name: 'Search' });
    await view.user.keyboard('{Control>}');
    await view.user.click(link);
    await view.user.keyboard('{/Control}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
