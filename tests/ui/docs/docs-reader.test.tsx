import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { ThemeStore, ThemeStoreToken } from '../../../application/app/theme-store';
import { DocsSettingsSourceToken } from '../../../application/docs/docs-settings.port';
import type { DocsPageLocation, DocsSyncError, SyncResult, TechDocsGateway } from '../../../application/docs/techdocs-gateway.port';
import { TechDocsGatewayToken } from '../../../application/docs/techdocs-gateway.port';
import { TextSizeStore, TextSizeStoreToken } from '../../../application/docs/text-size.store';
import { FeatureFlagsStore, FeatureFlagsStoreToken } from '../../../application/settings/feature-flags.store';
import type { BackendError } from '../../../application/shared/backend-error';
import type { CompoundEntityRef } from '../../../domain/catalog/entity-ref';
import { REPORT_ISSUE_DEBOUNCE_MS } from '../../../domain/docs/constants';
import { DEFAULT_DOCS_SETTINGS } from '../../../domain/docs/docs-settings';
import { docsPageHtmlUrl } from './docs-fixtures';
import { DocsReaderPage } from '../../../ui/docs/docs-reader-page';
import { provide, renderView } from '../../support/render';
import { MemoryStore } from '../../application/settings/memory-store';
import { HOME_HTML, NESTED_NAV_HTML, RUNBOOK_HTML, SECTIONS_HTML, SVG } from './docs-fixtures';
import { SearchEngineToken, type SearchEngine } from '../../../application/search/search-engine.port';
import type { SearchQuery } from '../../../domain/search/query';

const STORAGE = 'http://backend.test/api/techdocs/static/docs';

class FakeGateway implements TechDocsGateway {
  pages: Record<string, string> = { '': HOME_HTML, 'runbook/': RUNBOOK_HTML };
  failure: BackendError | undefined;
  syncAnswer: () => Promise<E.Either<DocsSyncError, SyncResult>> = async () => E.right('cached');
  readonly files: string[] = [];
  getTechDocsMetadata = () => TE.right({ siteName: 'Payments Service', siteDescription: 'How the payments service works' });
  getEntityMetadata = () => TE.left<BackendError>({ _tag: 'Transport', message: 'no entity in this test' });
  cookie: E.Either<BackendError, string> = E.right('2030-01-01T00:00:00Z');
  issueCookie = () => TE.fromEither(this.cookie);
  sync = (_ref: CompoundEntityRef, onLog: (line: string) => void) => async () => {
    onLog('Preparing');
    return this.syncAnswer();
  };
  locatePage = (ref: CompoundEntityRef, path: string) => {
    const dir = `${STORAGE}/${ref.namespace}/${ref.kind}/${ref.name}/${path.replace(/^\/+/, '')}`.replace(/\/?$/, '/');
    return TE.right<BackendError, DocsPageLocation>({ siteRoot: `${STORAGE}/default/component/payments/`, pageDirectory: dir, htmlUrl: docsPageHtmlUrl(dir) });
  };
  getPageHtml = (location: DocsPageLocation) => {
    if (this.failure) return TE.left(this.failure);
    const path = location.pageDirectory.slice(`${STORAGE}/default/component/payments/`.length);
    const html = this.pages[path];
    return html === undefined ? TE.left<BackendError>({ _tag: 'HttpStatus', status: 404, statusText: 'Not Found', message: 'Request failed with 404 Not Found' }) : TE.right(html);
  };
  getSiteText = () => TE.right('.md-typeset h1 { font-weight: 300; }');
  getSiteFile = (url: string) => {
    this.files.push(url);
    return TE.right({ contentType: 'text/plain', bytes: new TextEncoder().encode(SVG) });
  };
}

const setup = (gateway: FakeGateway, route = '/docs/default/component/payments/', store = new MemoryStore(), search?: SearchEngine) => {
  const view = renderView(<DocsReaderPage />, {
    route,
    path: '/docs/:namespace/:kind/:name/*',
    services: [
      ...(search ? [provide(SearchEngineToken, search)] : []),
      provide(TechDocsGatewayToken, gateway),
      provide(DocsSettingsSourceToken, { load: () => T.of({ ...DEFAULT_DOCS_SETTINGS, builder: 'external' }) }),
      provide(TextSizeStoreToken, new TextSizeStore(store)),
      provide(FeatureFlagsStoreToken, new FeatureFlagsStore(store)),
      provide(ThemeStoreToken, new ThemeStore({ store, systemPrefersDark: () => false })),
    ],
  });
  return { ...view, store };
};

const shadow = async () => {
  const host = await screen.findByTestId('docs-content');
  await waitFor(() => expect(host.shadowRoot?.querySelector('h1')).not.toBeNull());
  return host.shadowRoot!;
};

describe('DocsReaderPage', () => {
  it('shows the site’s page in a shadow root, isolated from the portal, with the site’s styles', async () => {
    setup(new FakeGateway());
    expect(await screen.findByRole('heading', { name: 'Payments Service', level: 1 })).toBeInTheDocument();
    const root = await shadow();
    expect(root.querySelector('h1')?.textContent).toBe('Payments Service overview');
    expect([...root.querySelectorAll('style')].some((style) => style.textContent?.includes('font-weight: 300'))).toBe(true);
    expect(document.querySelector('h1#payments-service')).toBeNull();
  });

  it('loads storage images itself as data: URLs', async () => {
    const gateway = new FakeGateway();
    setup(gateway);
    const root = await shadow();
    await waitFor(() => expect(root.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/));
    expect(gateway.files).toEqual([`${STORAGE}/default/component/payments/assets/flow.svg`]);
  });

  it('navigates site links inside the app', async () => {
    const view = setup(new FakeGateway());
    const root = await shadow();
    fireEvent.click(root.querySelector('a[href$="runbook/"]')!);
    expect(view.location().pathname).toBe('/docs/default/component/payments/runbook/');
    await waitFor(() => expect(screen.getByTestId('docs-content').shadowRoot?.querySelector('h1')?.textContent).toBe('Runbook'));
  });

  it('shows the 404 texts for a missing home page', async () => {
    const gateway = new FakeGateway();
    gateway.pages = {};
    setup(gateway);
    expect(await screen.findByText('ERROR 404: Page not found.')).toBeInTheDocument();
    expect(screen.getByText('This could be because there is no index.md file in the root of the docs directory of this repository.')).toBeInTheDocument();
    expect(screen.getByText(/techdocs.builder is not set to 'local'/)).toBeInTheDocument();
  });

  it('says the backend has no docs plugin, rather than that the page is missing', async () => {
    const gateway = new FakeGateway();
    const missing: BackendError = { _tag: 'PluginMissing', pluginId: 'techdocs', message: 'The TechDocs backend plugin is not installed on this Backstage backend' };
    gateway.cookie = E.left(missing);
    gateway.failure = { _tag: 'HttpStatus', status: 404, statusText: 'Not Found', message: 'Request failed with 404 Not Found' };
    gateway.syncAnswer = async () => E.left(missing);
    setup(gateway);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The TechDocs backend plugin is not installed on this Backstage backend');
    expect(alert).toHaveTextContent('Whoever runs the Backstage backend can install it: @backstage/plugin-techdocs-backend.');
    expect(screen.queryByText('ERROR 404: Page not found.')).not.toBeInTheDocument();
  });

  it('shows the 500 text when the backend fails', async () => {
    const gateway = new FakeGateway();
    gateway.failure = { _tag: 'HttpStatus', status: 500, statusText: 'Internal Server Error', message: 'Request failed with 500 Internal Server Error' };
    setup(gateway);
    expect(await screen.findByText('ERROR 500: Could not generate documentation or an error in the TechDocs backend.')).toBeInTheDocument();
  });

  it('tells when a newer version was built while reading, and refreshes', async () => {
    const gateway = new FakeGateway();
    let finish: (value: E.Either<DocsSyncError, SyncResult>) => void = () => undefined;
    gateway.syncAnswer = () => new Promise((resolve) => (finish = resolve));
    const view = setup(gateway);
    await shadow();
    expect(await screen.findByText('A newer version of this documentation is being prepared and will be available shortly.')).toBeInTheDocument();
    act(() => finish(E.right('updated')));
    await view.user.click(await screen.findByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(screen.queryByText('A newer version of this documentation is now available, please refresh to view.')).toBeNull());
  });

  it('changes the text size in fixed steps and keeps it', async () => {
    const view = setup(new FakeGateway());
    const root = await shadow();
    await view.user.click(screen.getByRole('button', { name: 'Settings' }));
    await view.user.click(await screen.findByRole('button', { name: 'Increase text size' }));
    await view.user.click(screen.getByRole('button', { name: 'Increase text size' }));
    expect(view.store.get('techdocs.addons.settings.textsize')).toBe('130');
    expect((root.querySelector('.portico-docs-root') as HTMLElement).style.getPropertyValue('--portico-docs-text-scale')).toBe('1.3');
    expect(screen.getByText('130%', { selector: 'output' })).toBeInTheDocument();
  });

  it('opens images in the light box', async () => {
    const view = setup(new FakeGateway());
    const root = await shadow();
    await waitFor(() => expect(root.querySelector('img')?.getAttribute('src')).toMatch(/^data:/));
    fireEvent.click(root.querySelector('img')!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Payment flow' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    await view.user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('expands and collapses every nested navigation section', async () => {
    const gateway = new FakeGateway();
    gateway.pages = { '': NESTED_NAV_HTML };
    const view = setup(gateway);
    const root = await shadow();
    const toggles = () => [...root.querySelectorAll<HTMLInputElement>('input.md-nav__toggle')].map((box) => box.checked);
    expect(toggles()).toEqual([false, false]);
    await view.user.click(await screen.findByRole('button', { name: 'Expand all navigation' }));
    expect(toggles()).toEqual([true, true]);
    await view.user.click(screen.getByRole('button', { name: 'Collapse all navigation' }));
    expect(toggles()).toEqual([false, false]);
  });

  it('offers a GitHub issue for selected text, 500 ms after the selection settles', async () => {
    setup(new FakeGateway());
    const root = await shadow();
    const paragraph = root.querySelector('p')!;
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    // Chromium reads a selection inside a shadow root with ShadowRoot.getSelection(); jsdom has none, so the
    // test gives the shadow root that method, answering the selected paragraph.
    const selection = { toString: () => range.toString(), anchorNode: paragraph.firstChild, rangeCount: 1, getRangeAt: () => range };
    Object.assign(root, { getSelection: () => selection });
    jest.useFakeTimers();
    try {
      act(() => {
        document.dispatchEvent(new Event('selectionchange'));
      });
      act(() => jest.advanceTimersByTime(REPORT_ISSUE_DEBOUNCE_MS - 1));
      expect(screen.queryByRole('link', { name: 'Open new GitHub issue' })).toBeNull();
      act(() => jest.advanceTimersByTime(1));
    } finally {
      jest.useRealTimers();
    }
    const link = await screen.findByRole('link', { name: 'Open new GitHub issue' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.origin + url.pathname).toBe('https://github.com/example-org/payments/issues/new');
    const selected = 'The payments service authorises and captures card payments for every order placed in the shop.';
    expect(url.searchParams.get('title')).toBe(`Documentation feedback: ${selected.slice(0, 70)}...`);
    expect(url.searchParams.get('body')).toContain(`> ${selected}`);
  });

  it('names the docs by their title in the breadcrumb, not by the entity’s name', async () => {
    setup(new FakeGateway());
    const breadcrumbs = await screen.findByRole('navigation', { name: /breadcrumb/i });
    await waitFor(() => expect(breadcrumbs).toHaveTextContent('Payments Service'));
    expect(within(breadcrumbs).queryByText('payments')).toBeNull();
  });

  it('lists the page’s sections under "On this page", each a link to its anchor', async () => {
    const gateway = new FakeGateway();
    gateway.pages[''] = SECTIONS_HTML;
    const view = setup(gateway);
    await shadow();
    const toc = await screen.findByRole('navigation', { name: 'On this page' });
    expect(within(toc).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Responsibilities', '/docs/default/component/payments/#responsibilities'],
      ['Refunds', '/docs/default/component/payments/#refunds'],
      ['API', '/docs/default/component/payments/#api'],
    ]);
    within(toc).getByRole('link', { name: 'Refunds' }).focus();
    await view.user.keyboard('{Enter}');
    expect(view.location().hash).toBe('#refunds');
    // The keyboard follows: focus is on the section's heading inside the page.
    const root = screen.getByTestId('docs-content').shadowRoot!;
    await waitFor(() => expect(root.activeElement).toBe(root.getElementById('refunds')));
  });

  it('searches the site being read: the search backend’s docs of this entity, opened in the reader', async () => {
    const asked: SearchQuery[] = [];
    const search: SearchEngine = {
      query: (query) => {
        asked.push(query);
        return TE.right({
          results: [{ type: 'techdocs', document: { title: 'Runbook', text: 'Restart the pods.', location: '/docs/default/component/payments/runbook/', fields: {} } }],
        });
      },
    };
    const view = setup(new FakeGateway(), undefined, undefined, search);
    await shadow();
    await view.user.type(screen.getByRole('searchbox', { name: 'Search Payments Service' }), 'restart');
    const match = await screen.findByRole('link', { name: 'Runbook' });
    expect(asked.at(-1)).toEqual({ term: 'restart', types: ['techdocs'], filters: { kind: 'component', namespace: 'default', name: 'payments' }, pageLimit: 10 });
    await view.user.click(match);
    expect(view.location().pathname).toBe('/docs/default/component/payments/runbook/');
  });

  it('offers no search box when the portal has no search', async () => {
    setup(new FakeGateway());
    await shadow();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });
});
