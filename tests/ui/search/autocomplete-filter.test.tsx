import { act, screen, waitFor, within } from '@testing-library/react';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import type { SearchEngine } from '../../../application/search/search-engine.port';
import { SearchEngineToken } from '../../../application/search/search-engine.port';
import { SearchFilterValuesToken, type SearchFilterValues } from '../../../application/search/search-filter-values.port';
import { SearchSettingsSourceToken } from '../../../application/search/search-settings.port';
import type { SearchQuery } from '../../../domain/search/query';
import { SearchPage } from '../../../ui/search/search-page';
import { provide, renderView } from '../../support/render';

class RecordingEngine implements SearchEngine {
  readonly asked: SearchQuery[] = [];
  query(query: SearchQuery) {
    this.asked.push(query);
    return TE.right({ results: [] });
  }
  pageQueries() {
    return this.asked.filter((query) => query.pageLimit !== 0);
  }
}

const OWNERS = ['group:default/team-payments', 'group:default/team-storefront', 'user:default/john.smith'];

const setup = (values: SearchFilterValues, route = '/search?query=payments') => {
  const engine = new RecordingEngine();
  const asked: string[] = [];
  const view = renderView(<SearchPage />, {
    route,
    userOptions: { advanceTimers: jest.advanceTimersByTime },
    services: [
      provide(SearchEngineToken, engine),
      provide(SearchSettingsSourceToken, { load: () => T.of({ pageLimit: 25, typeFilter: 'accordion' as const }) }),
      provide(SearchFilterValuesToken, {
        values: (field) => {
          asked.push(field);
          return values.values(field);
        },
      }),
    ],
  });
  return { ...view, engine, asked };
};

const ownersSource: SearchFilterValues = { values: () => TE.right(OWNERS) };

describe('the owner autocomplete filter', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('asks for the values only once the field is used, and suggests those containing the typed text', async () => {
    const view = setup(ownersSource);
    const field = await screen.findByRole('combobox', { name: 'Owner' });
    expect(view.asked).toEqual([]);
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await view.user.type(field, 'team');
    expect(view.asked).toEqual(['owner']);
    const list = await screen.findByRole('listbox', { name: 'Owner suggestions' });
    // Owners read by name (the catalog names them; here the short form of the reference), the reference in the tooltip.
    expect(within(list).getAllByRole('option').map((option) => option.textContent)).toEqual(['team-payments', 'team-storefront']);
    expect(within(list).getByText('team-payments')).toHaveAttribute('title', 'group:default/team-payments');
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', list.id);
  });

  it('is worked with the keyboard: arrows move, Enter chooses, Backspace removes; the search follows 250 ms later', async () => {
    const view = setup(ownersSource);
    const field = await screen.findByRole('combobox', { name: 'Owner' });
    await view.user.type(field, 'team');
    await screen.findByRole('listbox');
    await view.user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'team-storefront' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', active.id);
    const before = view.engine.pageQueries().length;
    await view.user.keyboard('{Enter}');

    expect(field).toHaveValue('');
    expect(within(screen.getByRole('list', { name: 'Owner' })).getByText('team-storefront')).toHaveAttribute('title', 'group:default/team-storefront');
    act(() => jest.advanceTimersByTime(249));
    expect(view.engine.pageQueries().length).toBe(before);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(view.engine.pageQueries().at(-1)?.filters).toEqual({ owner: 'group:default/team-storefront' }));
    expect(view.location().search).toBe('?query=payments&filters%5Bowner%5D=group%3Adefault%2Fteam-storefront');

    // A chosen value is not suggested again; a second one makes a list (documents of either owner match).
    await view.user.type(field, 'o');
    expect(screen.queryByRole('option', { name: 'team-storefront' })).toBeNull();
    await view.user.click(screen.getByRole('option', { name: 'user:john.smith' }));
    act(() => jest.advanceTimersByTime(250));
    await waitFor(() =>
      expect(view.engine.pageQueries().at(-1)?.filters).toEqual({ owner: ['group:default/team-storefront', 'user:default/john.smith'] }),
    );

    await view.user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    await view.user.keyboard('{Backspace}');
    expect(screen.queryByText('user:default/john.smith')).toBeNull();
    act(() => jest.advanceTimersByTime(250));
    await waitFor(() => expect(view.engine.pageQueries().at(-1)?.filters).toEqual({ owner: 'group:default/team-storefront' }));

    await view.user.click(screen.getByRole('button', { name: 'Remove group:default/team-storefront' }));
    act(() => jest.advanceTimersByTime(250));
    await waitFor(() => expect(view.location().search).toBe('?query=payments'));
  });

  it('shows the owners of a shared URL as chosen', async () => {
    setup(ownersSource, '/search?query=payments&filters[owner][]=group:default/team-payments&filters[owner][]=user:default/john.smith');
    const chosen = await screen.findByRole('list', { name: 'Owner' });
    expect(within(chosen).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['team-payments', 'user:john.smith']);
  });

  it('takes typed text when the values cannot be loaded, and says so', async () => {
    const view = setup({ values: () => TE.left({ _tag: 'Transport', message: 'Failed to fetch' }) });
    const field = await screen.findByRole('combobox', { name: 'Owner' });
    await view.user.type(field, 'team-x');
    expect(await screen.findByText('The values could not be loaded; type one and press Enter.')).toBeInTheDocument();
    await view.user.keyboard('{Enter}');
    act(() => jest.advanceTimersByTime(250));
    await waitFor(() => expect(view.engine.pageQueries().at(-1)?.filters).toEqual({ owner: 'team-x' }));
  });
});
