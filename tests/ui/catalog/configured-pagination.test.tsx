// The catalog index pages the way the app config says (catalog.index.pagination), from the boot on: the
// config is read with the app's settings, and the index's calls and pager follow it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as E from 'fp-ts/Either';
import { act } from 'react';
import { boot } from '../../../config/browser/boot';
import type { JsonObject } from '../../../domain/app/config-values';
import { readAppSettings } from '../../../domain/app/read-app-settings';
import { guestSession } from '../../support/guest-only-backend';

/** jsdom has no fetch Response: what the adapters read of one. */
const answer = (status: number, statusText: string, body: string): Response => {
  const response = {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => body,
    json: async () => JSON.parse(body) as unknown,
    clone: () => response,
  };
  return response as unknown as Response;
};
const json = (body: unknown) => answer(200, 'OK', JSON.stringify(body));
const entity = (name: string) => ({ apiVersion: 'backstage.io/v1alpha1', kind: 'Component', metadata: { name, namespace: 'default', uid: name }, spec: { type: 'service' } });
const names = (count: number) => Array.from({ length: count }, (_, i) => `svc-${String(i).padStart(3, '0')}`);

/** The guest gets in; the catalog answers its list calls with `count` components and records what it was asked. */
const backend = (count: number) => {
  const catalogCalls: URL[] = [];
  const fetchFn = async (input: string) => {
    const url = new URL(input);
    if (url.pathname === '/api/auth/guest/refresh') return json(guestSession);
    if (url.pathname === '/api/catalog/entities/by-query') {
      catalogCalls.push(url);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      const items = names(count).slice(offset, offset + limit).map(entity);
      return json({ items, totalItems: count, pageInfo: {} });
    }
    if (url.pathname === '/api/catalog/entities') {
      catalogCalls.push(url);
      return json(names(count).map(entity));
    }
    if (url.pathname === '/api/catalog/entity-facets') return json({ facets: { kind: [{ value: 'Component', count }] } });
    return answer(404, 'Not Found', '{}');
  };
  return { fetchFn, catalogCalls };
};

const start = async (catalog: JsonObject, path: string, count: number) => {
  const config = { app: { baseUrl: 'http://localhost' }, backend: { baseUrl: 'http://localhost:7007' }, catalog };
  const settings = readAppSettings(config);
  const { fetchFn, catalogCalls } = backend(count);
  window.history.replaceState(null, '', path);
  await act(async () => {
    boot({ config: E.right(config), settings, fetchFn, earlySessionRefresh: undefined, packagePlugins: [] });
  });
  return catalogCalls;
};

const pager = () => screen.getByRole('navigation', { name: 'Pagination' });
const pageSizes = () => within(pager()).getAllByRole('option').map((option) => option.textContent);

describe('the catalog index with catalog.index.pagination', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="root"></div>';
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
    jest.restoreAllMocks();
  });

  it('offset: asks for the offset and page size in the URL, offers 5, 10, 20, 50, 100 and moves by whole pages', async () => {
    const calls = await start({ index: { pagination: 'offset' } }, '/catalog?filters%5Bkind%5D=component&offset=40&limit=10', 120);
    expect(await screen.findByRole('link', { name: 'svc-040' })).toBeInTheDocument();
    expect(calls[0]?.searchParams.get('offset')).toBe('40');
    // One row more than the page, to know whether there is a next page.
    expect(calls[0]?.searchParams.get('limit')).toBe('11');
    expect(screen.getByRole('link', { name: 'svc-049' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'svc-050' })).not.toBeInTheDocument();
    expect(pageSizes()).toEqual(['5', '10', '20', '50', '100']);
    await userEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'svc-050' })).toBeInTheDocument();
    expect(window.location.search).toContain('offset=50');
  });

  it('offset: a page size the URL asks for that is not offered becomes the largest offered one below it', async () => {
    const calls = await start({ index: { pagination: { mode: 'offset' } } }, '/catalog?filters%5Bkind%5D=component&limit=30', 120);
    expect(await screen.findByRole('link', { name: 'svc-000' })).toBeInTheDocument();
    expect(calls[0]?.searchParams.get('limit')).toBe('21');
    expect(within(pager()).getByRole('combobox', { name: 'Rows per page' })).toHaveValue('20');
  });

  it('none: lists every match in one call and pages them in the table, 20 rows at first, 20, 50 or 100', async () => {
    const calls = await start({ index: { pagination: 'none' } }, '/catalog?filters%5Bkind%5D=component', 45);
    expect(await screen.findByRole('link', { name: 'svc-000' })).toBeInTheDocument();
    const listCalls = calls.filter((call) => call.searchParams.get('filter') === 'kind=component');
    expect(listCalls.map((call) => call.pathname)).toEqual(['/api/catalog/entities']);
    expect(screen.queryByRole('link', { name: 'svc-020' })).not.toBeInTheDocument();
    expect(pageSizes()).toEqual(['20', '50', '100']);
    await userEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'svc-020' })).toBeInTheDocument();
    await userEvent.selectOptions(within(pager()).getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(await screen.findByRole('link', { name: 'svc-044' })).toBeInTheDocument();
    expect(within(pager()).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('none: shows no pager for a list of one page', async () => {
    await start({ index: { pagination: 'none' } }, '/catalog?filters%5Bkind%5D=component', 20);
    expect(await screen.findByRole('link', { name: 'svc-019' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it('cursor when the config says nothing', async () => {
    const calls = await start({}, '/catalog?filters%5Bkind%5D=component&offset=40', 120);
    expect(await screen.findByRole('link', { name: 'svc-000' })).toBeInTheDocument();
    expect(calls[0]?.searchParams.get('offset')).toBeNull();
    expect(calls[0]?.searchParams.get('limit')).toBe('20');
  });

  it('stops the boot with the key named when the mode is unknown', async () => {
    await start({ index: { pagination: 'pages' } }, '/catalog', 1);
    await waitFor(() =>
      expect(
        screen.getByText(/The configuration failed to load, someone should have a look at this error: Invalid catalog.index.pagination 'pages', wanted one of cursor, offset, none/),
      ).toBeInTheDocument(),
    );
  });
});
