// The "/" search dialog works like the command palette: ↓/↑ move the active result, Enter opens it, the field keeps
// the focus and names the active result; the list is the one scroll area and "View full results" is outside it.
// Real timers: the tests wait on what the dialog shows.
import { screen, waitFor, within } from '@testing-library/react';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { SearchEngineToken, type SearchEngine } from '../../../application/search/search-engine.port';
import { SearchSettingsSourceToken } from '../../../application/search/search-settings.port';
import type { SearchResult } from '../../../domain/search/query';
import { SearchModal } from '../../../ui/search/search-modal';
import { provide, renderView } from '../../support/render';

const doc = (title: string): SearchResult => ({
  type: 'software-catalog',
  document: { title, text: `${title} text`, location: `/catalog/default/component/${title.toLowerCase().replace(/ /g, '-')}`, fields: { kind: 'Component' } },
});

const engine: SearchEngine = {
  query: (query) =>
    TE.right(query.term === 'ledger' ? { results: [doc('Ledger Service'), doc('Ledger'), doc('Ledger Exporter')], numberOfResults: 3 } : { results: [], numberOfResults: 0 }),
};

const setup = () => {
  let closed = 0;
  const view = renderView(<SearchModal isOpen onClose={() => (closed += 1)} />, {
    services: [provide(SearchEngineToken, engine), provide(SearchSettingsSourceToken, { load: () => T.of({ pageLimit: 25, typeFilter: 'accordion' as const }) })],
  });
  return { ...view, closed: () => closed };
};

const activeOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-activedescendant') ?? '');
/** An option's title (its accessible name is its whole text: title, text and tags, as the palette's options). */
const titleOf = (option: Element | null) => option?.querySelector('.portico-search-result__title')?.textContent;

describe('the search dialog by keyboard', () => {
  it('lists the exact match first, moves with the arrow keys and opens the active result with Enter', async () => {
    const view = setup();
    const field = await screen.findByRole('searchbox', { name: 'Search' });
    expect(field).toHaveFocus();
    await view.user.type(field, 'ledger');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    await waitFor(() => expect(within(listbox).getAllByRole('option').map(titleOf)).toEqual(['Ledger', 'Ledger Service', 'Ledger Exporter']));
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    await waitFor(() => expect(titleOf(activeOf(field))).toBe('Ledger'));
    await view.user.keyboard('{ArrowDown}');
    expect(titleOf(activeOf(field))).toBe('Ledger Service');
    expect(activeOf(field)).toHaveAttribute('aria-selected', 'true');
    await view.user.keyboard('{ArrowDown}{ArrowDown}');
    expect(titleOf(activeOf(field))).toBe('Ledger');
    await view.user.keyboard('{ArrowUp}');
    expect(titleOf(activeOf(field))).toBe('Ledger Exporter');
    expect(field).toHaveFocus();
    await view.user.keyboard('{Enter}');
    expect(view.location().pathname).toBe('/catalog/default/component/ledger-exporter');
    expect(view.closed()).toBe(1);
  });

  it('keeps "View full results" outside the scrolling list', async () => {
    const view = setup();
    await view.user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'ledger');
    const listbox = await screen.findByRole('listbox', { name: 'Search results' });
    const full = screen.getByRole('link', { name: 'View full results' });
    expect(listbox).toHaveClass('portico-search-modal__list');
    expect(listbox).toHaveAttribute('tabindex', '0');
    expect(listbox.contains(full)).toBe(false);
    expect(full.closest('.portico-search-modal__results')).toBeNull();
    expect(within(listbox).queryAllByRole('link')).toHaveLength(0);
  });
});
