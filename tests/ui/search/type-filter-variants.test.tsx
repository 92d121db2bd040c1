import { act, screen, waitFor, within } from '@testing-library/react';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import type { SearchEngine } from '../../../application/search/search-engine.port';
import { SearchEngineToken } from '../../../application/search/search-engine.port';
import { SearchSettingsSourceToken } from '../../../application/search/search-settings.port';
import type { SearchQuery, SearchResult, SearchResultSet } from '../../../domain/search/query';
import type { TypeFilterVariant } from '../../../domain/search/type-filter-variant';
import { SearchPage } from '../../../ui/search/search-page';
import { provide, renderView } from '../../support/render';

const catalogResult: SearchResult = {
  type: 'software-catalog',
  document: { title: 'Payments Service', text: '', location: '/catalog/default/component/payments', fields: {} },
};
const docsResult: SearchResult = {
  type: 'techdocs',
  document: { title: 'Runbook', text: '', location: '/docs/default/component/payments/runbook', fields: { entityTitle: 'Payments Service' } },
};

/** Answers the results of the types asked (all of them for none), and counts per type. */
class TypedEngine implements SearchEngine {
  readonly asked: SearchQuery[] = [];
  query(query: SearchQuery) {
    this.asked.push(query);
    const all = [catalogResult, docsResult];
    const chosen = query.types.length === 0 ? all : all.filter((result) => query.types.includes(result.type));
    const answer: SearchResultSet = query.pageLimit === 0 ? { results: [], numberOfResults: chosen.length * 3 } : { results: chosen, numberOfResults: chosen.length };
    return TE.right(answer);
  }
  lastPageQuery() {
    return this.asked.filter((query) => query.pageLimit !== 0).at(-1);
  }
}

const setup = (typeFilter: TypeFilterVariant, route = '/search?query=payments') => {
  const engine = new TypedEngine();
  const view = renderView(<SearchPage />, {
    route,
    userOptions: { advanceTimers: jest.advanceTimersByTime },
    services: [provide(SearchEngineToken, engine), provide(SearchSettingsSourceToken, { load: () => T.of({ pageLimit: 25, typeFilter }) })],
  });
  return { ...view, engine };
};

const results = () => screen.findByRole('region', { name: 'Search results' });

describe('the search type filter variants', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('tabs: one tab per type with its count, the chosen tab labels the results panel, and the URL holds the type', async () => {
    const view = setup('tabs');
    const tablist = await screen.findByRole('tablist');
    const tabs = within(tablist).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent?.replace(/\s+\d+ results$/, ''))).toEqual(['All', 'Software Catalog', 'Documentation']);
    expect(await within(tablist).findByText('6 results')).toBeInTheDocument();
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    // The chosen tab's aria-controls names the panel holding the results, which the tab labels.
    const panel = screen.getByRole('tabpanel', { name: /^All/ });
    expect(tabs[0]).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('link', { name: /Runbook/ })).toBeInTheDocument();

    await view.user.click(within(tablist).getByRole('tab', { name: /^Documentation/ }));
    await waitFor(() => expect(view.location().search).toBe('?query=payments&types%5B%5D=techdocs'));
    expect(view.engine.lastPageQuery()).toMatchObject({ types: ['techdocs'] });
    const docsPanel = await screen.findByRole('tabpanel', { name: /^Documentation/ });
    await waitFor(() => expect(within(docsPanel).queryByRole('link', { name: /^Payments Service/ })).toBeNull());
    expect(screen.getByRole('tab', { name: /^Documentation/ })).toHaveAttribute('aria-controls', docsPanel.id);
    // The type tabs replace the accordion: no pressed type buttons in the filters.
    expect(screen.queryByRole('button', { name: /^Software Catalog/ })).toBeNull();
  });

  it('tabs: the arrow keys move between the types', async () => {
    const view = setup('tabs');
    const all = await screen.findByRole('tab', { name: /^All/ });
    all.focus();
    await view.user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^Software Catalog/ })).toHaveFocus();
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(view.location().search).toBe('?query=payments&types%5B%5D=software-catalog'));
  });

  it('chips: any number of types can be chosen and unchosen; none chosen searches every type', async () => {
    const view = setup('chips');
    const group = await screen.findByRole('group', { name: 'Result Type' });
    const catalog = within(group).getByRole('button', { name: /^Software Catalog/ });
    const docs = within(group).getByRole('button', { name: /^Documentation/ });
    expect(catalog).toHaveAttribute('aria-pressed', 'false');
    expect(await within(group).findAllByText('3 results')).toHaveLength(2);

    await view.user.click(docs);
    await waitFor(() => expect(view.location().search).toBe('?query=payments&types%5B%5D=techdocs'));
    await view.user.click(catalog);
    // The types keep the order they are offered in, whatever the order of the clicks.
    await waitFor(() => expect(view.location().search).toBe('?query=payments&types%5B%5D=software-catalog&types%5B%5D=techdocs'));
    expect(view.engine.lastPageQuery()).toMatchObject({ types: ['software-catalog', 'techdocs'] });
    expect(catalog).toHaveAttribute('aria-pressed', 'true');
    expect(docs).toHaveAttribute('aria-pressed', 'true');

    await view.user.click(docs);
    await view.user.click(catalog);
    await waitFor(() => expect(view.location().search).toBe('?query=payments'));
    expect(view.engine.lastPageQuery()).toMatchObject({ types: [] });
    expect(within(await results()).getByRole('link', { name: /Runbook/ })).toBeInTheDocument();
  });

  it('chips: a shared URL with several types shows them chosen, and choosing a type goes back to the first page', async () => {
    const view = setup('chips', '/search?query=payments&types[]=techdocs&types[]=software-catalog&pageCursor=MQ%3D%3D');
    const group = await screen.findByRole('group', { name: 'Result Type' });
    expect(within(group).getByRole('button', { name: /^Software Catalog/ })).toHaveAttribute('aria-pressed', 'true');
    await view.user.click(within(group).getByRole('button', { name: /^Documentation/ }));
    await waitFor(() => expect(view.location().search).toBe('?query=payments&types%5B%5D=software-catalog'));
  });

  it('accordion: stays the default way, one type at a time', async () => {
    const view = setup('accordion');
    await view.user.click(await screen.findByRole('button', { name: /^Documentation/ }));
    await waitFor(() => expect(view.location().search).toBe('?query=payments&types%5B%5D=techdocs'));
    expect(screen.queryByRole('tablist')).toBeNull();
  });
});
