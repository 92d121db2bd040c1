import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ENTITY_SEARCH_DEBOUNCE_MS } from '../../../domain/catalog/constants';
import type { EntityFilters } from '../../../domain/catalog/filters';
import { EntitySearchBox } from '../../../ui/catalog/entity-search-box';
import type { FilterUpdate } from '../../../ui/catalog/use-filter-updates';

const box = (filterText: string | undefined, onChange: (update: FilterUpdate) => void) => (
  <EntitySearchBox id="search" filterText={filterText} onChange={onChange} placeholder="Filter" />
);

describe('EntitySearchBox', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('asks for the text once it has stopped changing, keeping the other filters', async () => {
    const asked: EntityFilters[] = [];
    const current: EntityFilters = { kind: 'api', type: ['openapi'] };
    render(box(undefined, (update) => asked.push(update(current))));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    await user.type(screen.getByRole('searchbox'), 'pay');
    act(() => jest.advanceTimersByTime(ENTITY_SEARCH_DEBOUNCE_MS));
    expect(asked).toEqual([{ kind: 'api', type: ['openapi'], text: 'pay' }]);
  });

  it('clears the text filter when the box is emptied', async () => {
    const asked: EntityFilters[] = [];
    render(box('pay', (update) => asked.push(update({ kind: 'api', text: 'pay' }))));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    await user.clear(screen.getByRole('searchbox'));
    act(() => jest.advanceTimersByTime(ENTITY_SEARCH_DEBOUNCE_MS));
    expect(asked).toEqual([{ kind: 'api', text: undefined }]);
  });

  it('shows a text filter changed elsewhere (history, a link)', () => {
    const { rerender } = render(box('pay', () => undefined));
    expect(screen.getByRole('searchbox')).toHaveValue('pay');
    rerender(box('ledger', () => undefined));
    expect(screen.getByRole('searchbox')).toHaveValue('ledger');
    rerender(box(undefined, () => undefined));
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });

  it('keeps what is typed while the list catches up with what it asked for', async () => {
    const { rerender } = render(box(undefined, () => undefined));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
    await user.type(screen.getByRole('searchbox'), 'pay');
    act(() => jest.advanceTimersByTime(ENTITY_SEARCH_DEBOUNCE_MS));
    await user.type(screen.getByRole('searchbox'), 'ments');
    // The URL now carries the text asked for before the last keystrokes.
    rerender(box('pay', () => undefined));
    expect(screen.getByRole('searchbox')).toHaveValue('payments');
  });
});
