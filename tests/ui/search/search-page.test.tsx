import { act, screen, waitFor, within } from '@testing-library/react';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import type { SearchEngine } from '../../../application/search/search-engine.port';
import { SearchEngineToken } from '../../../application/search/search-engine.port';
import { SearchSettingsSourceToken } from '../../../application/search/search-settings.port';
import type { SearchQuery, SearchResult, SearchResultSet } from '../../../domain/search/query';
import userEvent from '@testing-library/user-event';
import { SearchModal } from '../../../ui/search/search-modal';
import { SearchPage } from '../../../ui/search/search-page';
import type { ReactElement } from 'react';
import { asPluginPage, capturedEvents, recordingAnalytics } from '../../support/analytics';
import { provide, renderView, type ServiceBinding } from '../../support/render';

const pre = '<mark-7f3a>';
const post = '</mark-7f3a>';

const result = (title: string, location: string, text = ''): SearchResult => ({
  type: 'software-catalog',
  document: { title, text, location, fields: { kind: 'Component', lifecycle: 'production', owner: 'group:default/team-payments' } },
  highlight: { preTag: pre, postTag: post, fields: { title: title.replace('Payments', `${pre}Payments${post}`) } },
});

class FakeEngine implements SearchEngine {
  readonly asked: SearchQuery[] = [];
  answer: (query: SearchQuery) => SearchResultSet | 'fail' | 'no-plugin' | 'no-index' = () => ({ results: [] });
  query(query: SearchQuery) {
    this.asked.push(query);
    const answer = this.answer(query);
    if (answer === 'no-index') {
      return TE.left({
        _tag: 'HttpStatus' as const,
        status: 500,
        statusText: 'Internal Server Error',
        name: 'MissingIndexError',
        message: "Request failed with 500 Internal Server Error, Missing index for software-catalog. This could be because the index hasn't been created yet or there was a problem during index creation.",
      });
    }
    if (answer === 'no-plugin') {
      return TE.left({ _tag: 'PluginMissing' as const, pluginId: 'search', message: 'The search backend plugin is not installed on this Backstage backend' });
    }
    return answer === 'fail'
      ? TE.left({ _tag: 'HttpStatus' as const, status: 500, statusText: 'Internal Server Error', message: 'Request failed with 500 Internal Server Error' })
      : TE.right(answer);
  }
  pageQueries() {
    return this.asked.filter((query) => query.pageLimit !== 0);
  }
}

// The debounces run on fake timers: the typing takes no time at all however busy the machine is, and the
// tests move the clock past each debounce themselves. findBy/waitFor advance fake timers while they wait.
const setup = (engine: FakeEngine, route = '/search', { view = <SearchPage />, services = [] }: { view?: ReactElement; services?: readonly ServiceBinding[] } = {}) =>
  renderView(view, {
    route,
    userOptions: { advanceTimers: jest.advanceTimersByTime },
    services: [
      provide(SearchEngineToken, engine),
      provide(SearchSettingsSourceToken, { load: () => T.of({ pageLimit: 25, typeFilter: 'accordion' as const }) }),
      ...services,
    ],
  });

const termsAsked = (engine: FakeEngine) => engine.pageQueries().map((query) => query.term);

describe('SearchPage', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    act(() => jest.runOnlyPendingTimers());
    jest.useRealTimers();
  });

  it('searches 200 ms after typing stops, and shows results with highlighted terms as text', async () => {
    const engine = new FakeEngine();
    engine.answer = (query) =>
      query.pageLimit === 0
        ? { results: [], numberOfResults: query.types[0] === 'techdocs' ? 12000 : 3 }
        : query.term === 'payments'
          ? { results: [result('Payments Service', '/catalog/default/component/payments', 'Card <img src=x onerror=alert(1)> payments')], numberOfResults: 1 }
          : { results: [] };
    const view = setup(engine);
    await view.user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'payments');
    act(() => jest.advanceTimersByTime(199));
    expect(termsAsked(engine)).not.toContain('payments');
    act(() => jest.advanceTimersByTime(1));
    const link = await screen.findByRole('link', { name: /Payments Service/ });
    expect(link).toHaveAttribute('href', '/catalog/default/component/payments');
    expect(within(link).getByText('Payments').tagName).toBe('MARK');
    expect(screen.getByText('Card <img src=x onerror=alert(1)> payments')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    // Typing fast makes one query for the whole term, not one per letter.
    expect(termsAsked(engine)).toEqual(['', 'payments']);
    expect(view.location().search).toBe('?query=payments');
    expect(await screen.findByText('>10000 results')).toBeInTheDocument();
    expect(screen.getAllByText('3 results').length).toBeGreaterThan(0);
  });

  it('reports each term searched for once, with the number of results, and an opened result with its rank', async () => {
    const engine = new FakeEngine();
    engine.answer = (query) =>
      query.pageLimit === 0
        ? { results: [], numberOfResults: 0 }
        : query.term === 'payments'
          ? { results: [result('Payments Service', '/catalog/default/component/payments'), result('Payments API', '/catalog/default/api/payments')], numberOfResults: 42 }
          : { results: [] };
    const { events, binding } = recordingAnalytics();
    const view = setup(engine, '/search', { view: asPluginPage('search', '/search', <SearchPage />, [{ pluginId: 'catalog', routeRef: '/catalog/*' }]), services: [binding] });
    await view.user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'payments');
    act(() => jest.advanceTimersByTime(200));
    await screen.findByRole('link', { name: /Payments API/ });
    const search = { pluginId: 'search', routeRef: '/search', extension: 'App' };
    await waitFor(() => expect(capturedEvents(events)).toEqual([{ action: 'search', subject: 'payments', value: 42, context: search }]));
    await view.user.click(screen.getByRole('link', { name: /Payments API/ }));
    await waitFor(() =>
      expect(capturedEvents(events).at(-1)).toEqual({
        action: 'discover',
        subject: 'Payments API',
        value: 2,
        attributes: { to: '/catalog/default/api/payments' },
        context: search,
      }),
    );
    expect(capturedEvents(events).filter((event) => event.action === 'search')).toHaveLength(1);
  });

  it.each([
    ['search page', <SearchPage key="page" />],
    ['search dialog', <SearchModal key="dialog" isOpen onClose={() => undefined} />],
  ])('the %s says in words that the index is being built, and searches again until it is', async (_, view) => {
    const engine = new FakeEngine();
    let indexed = false;
    engine.answer = (query) =>
      !indexed ? 'no-index' : query.term === 'payments' ? { results: [result('Payments Service', '/catalog/default/component/payments')], numberOfResults: 1 } : { results: [] };
    setup(engine, '/search?query=payments', { view });
    const searchbox = await screen.findByRole('searchbox', { name: 'Search' });
    if ((searchbox as HTMLInputElement).value === '') {
      await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).type(searchbox, 'payments');
      act(() => jest.advanceTimersByTime(200));
    }
    expect(await screen.findByText('The search index is being built')).toBeInTheDocument();
    expect(screen.queryByText('Error encountered while fetching search results')).not.toBeInTheDocument();
    const asked = engine.pageQueries().length;
    act(() => jest.advanceTimersByTime(3000));
    await waitFor(() => expect(engine.pageQueries().length).toBeGreaterThan(asked));
    expect(screen.getByText('The search index is being built')).toBeInTheDocument();
    indexed = true;
    act(() => jest.advanceTimersByTime(3000));
    expect(await screen.findByRole(view.type === SearchModal ? 'option' : 'link', { name: /Payments Service/ })).toBeInTheDocument();
    expect(screen.queryByText('The search index is being built')).not.toBeInTheDocument();
  });

  it('shows the empty and error states with their texts', async () => {
    const engine = new FakeEngine();
    setup(engine, '/search?query=nothing');
    expect(await screen.findByText('Sorry, no results were found.')).toBeInTheDocument();
    engine.answer = () => 'fail';
    setup(engine, '/search?query=broken');
    expect(await screen.findByText('Error encountered while fetching search results')).toBeInTheDocument();
  });

  it('says the backend has no search plugin, with the package to install', async () => {
    const engine = new FakeEngine();
    engine.answer = () => 'no-plugin';
    setup(engine, '/search?query=payments');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error encountered while fetching search results');
    expect(alert).toHaveTextContent('The search backend plugin is not installed on this Backstage backend');
    expect(alert).toHaveTextContent('Whoever runs the Backstage backend can install it: @backstage/plugin-search-backend.');
  });

  it('pages with the backend cursors; a new term, type, filter or page size goes back to the first page', async () => {
    const engine = new FakeEngine();
    engine.answer = (query) => ({
      results: [result(`Payments ${query.pageCursor ?? 'first'}`, '/catalog/default/component/payments')],
      nextPageCursor: 'MQ==',
      ...(query.pageCursor ? { previousPageCursor: 'MA==' } : {}),
    });
    const view = setup(engine, '/search?query=payments');
    await screen.findByRole('link', { name: /Payments first/ });
    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('link', { name: /Payments MQ==/ });
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    expect(view.location().search).toContain('pageCursor=MQ%3D%3D');

    await view.user.click(screen.getByRole('button', { name: /^Software Catalog/ }));
    await waitFor(() => expect(view.location().search).not.toContain('pageCursor'));
    expect(engine.pageQueries().at(-1)).toMatchObject({ types: ['software-catalog'] });
    expect(engine.pageQueries().at(-1)?.pageCursor).toBeUndefined();

    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.location().search).toContain('pageCursor'));
    await view.user.click(screen.getByRole('checkbox', { name: 'production' }));
    await waitFor(() => expect(engine.pageQueries().at(-1)).toMatchObject({ filters: { lifecycle: 'production' } }));
    expect(engine.pageQueries().at(-1)?.pageCursor).toBeUndefined();

    await view.user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(view.location().search).toContain('pageCursor'));
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Results per page' }), '50');
    await waitFor(() => expect(engine.pageQueries().at(-1)).toMatchObject({ pageLimit: 50 }));
    expect(engine.pageQueries().at(-1)?.pageCursor).toBeUndefined();
  });

  it('applies filters 250 ms after the last change, in one query', async () => {
    const engine = new FakeEngine();
    engine.answer = () => ({ results: [result('Payments Service', '/catalog/default/component/payments')] });
    const view = setup(engine, '/search?query=payments');
    await screen.findByRole('link', { name: /Payments Service/ });
    const before = engine.pageQueries().length;
    await view.user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'API');
    await view.user.click(screen.getByRole('checkbox', { name: 'production' }));
    await view.user.click(screen.getByRole('checkbox', { name: 'experimental' }));
    act(() => jest.advanceTimersByTime(249));
    expect(engine.pageQueries().length).toBe(before);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(engine.pageQueries().length).toBe(before + 1));
    expect(engine.pageQueries().at(-1)?.filters).toEqual({ kind: 'API', lifecycle: ['production', 'experimental'] });
  });

  it('clears the term with the clear button', async () => {
    const engine = new FakeEngine();
    const view = setup(engine, '/search?query=payments');
    await view.user.click(await screen.findByRole('button', { name: 'Clear' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await waitFor(() => expect(view.location().search).toBe(''));
  });
});
