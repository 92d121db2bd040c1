import { act, render, screen } from '@testing-library/react';
import { createContext } from 'react';
import { lazyPage, preloadablePage } from '../../../ui/app/lazy-page';
import { preloadOpenedPage, shellRoutes } from '../../../ui/app/opened-route-prefetch';
import type { PortalPlugin } from '../../../ui/app/plugin';

const CatalogIndexPage = () => <h1>Catalog index</h1>;
const DocsPage = () => <h1>Docs</h1>;
const Options = createContext('default');

const loader = <M extends Record<string, unknown>>(module: M) => jest.fn(async () => module);

const pluginsWith = (loadIndex: () => Promise<{ CatalogIndexPage: typeof CatalogIndexPage }>, loadDocs: () => Promise<{ DocsPage: typeof DocsPage }>): PortalPlugin[] => [
  {
    id: 'catalog',
    routes: [
      {
        path: '/catalog',
        element: <Options.Provider value="cursor">{lazyPage(loadIndex, 'CatalogIndexPage', 'Loading the catalog')}</Options.Provider>,
      },
    ],
  },
  { id: 'docs', routes: [{ path: '/docs', element: preloadablePage(loadDocs, 'DocsPage', 'Loading the docs').element }] },
];

const routeElement = (plugins: PortalPlugin[], path: string) => plugins.flatMap((plugin) => plugin.routes).find((route) => route.path === path)!.element;

describe('the opened page’s code, loaded before the first render', () => {
  it('is rendered at once, without the loading spinner', async () => {
    const loadIndex = loader({ CatalogIndexPage });
    const loadDocs = loader({ DocsPage });
    const plugins = pluginsWith(loadIndex, loadDocs);
    await preloadOpenedPage(shellRoutes(plugins), { pathname: '/catalog', search: '' });
    expect(loadIndex).toHaveBeenCalledTimes(1);
    expect(loadDocs).not.toHaveBeenCalled();

    act(() => void render(<>{routeElement(plugins, '/catalog')}</>));
    expect(screen.getByRole('heading', { name: 'Catalog index' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading the catalog' })).not.toBeInTheDocument();
  });

  it('preloads a preloadable page the same way', async () => {
    const plugins = pluginsWith(loader({ CatalogIndexPage }), loader({ DocsPage }));
    await preloadOpenedPage(shellRoutes(plugins), { pathname: '/docs', search: '' });
    act(() => void render(<>{routeElement(plugins, '/docs')}</>));
    expect(screen.getByRole('heading', { name: 'Docs' })).toBeInTheDocument();
  });

  it('shows the spinner, then the page, when the page was not preloaded', async () => {
    const plugins = pluginsWith(loader({ CatalogIndexPage }), loader({ DocsPage }));
    act(() => void render(<>{routeElement(plugins, '/catalog')}</>));
    expect(screen.getByRole('status', { name: 'Loading the catalog' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Catalog index' })).toBeInTheDocument();
  });

  it('resolves when the download failed, and the route downloads again when it renders', async () => {
    const loadIndex = jest
      .fn<Promise<{ CatalogIndexPage: typeof CatalogIndexPage }>, []>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ CatalogIndexPage });
    const plugins = pluginsWith(loadIndex, loader({ DocsPage }));
    await expect(preloadOpenedPage(shellRoutes(plugins), { pathname: '/catalog', search: '' })).resolves.toBeUndefined();
    act(() => void render(<>{routeElement(plugins, '/catalog')}</>));
    expect(await screen.findByRole('heading', { name: 'Catalog index' })).toBeInTheDocument();
    expect(loadIndex).toHaveBeenCalledTimes(2);
  });

  it('loads nothing for a route without a lazy page, or for no route at all', async () => {
    const loadIndex = loader({ CatalogIndexPage });
    const plugins: PortalPlugin[] = [...pluginsWith(loadIndex, loader({ DocsPage })), { id: 'settings', routes: [{ path: '/settings', element: <p>Settings</p> }] }];
    await preloadOpenedPage(shellRoutes(plugins), { pathname: '/settings', search: '' });
    await preloadOpenedPage(shellRoutes(plugins), { pathname: '/nowhere', search: '' });
    expect(loadIndex).not.toHaveBeenCalled();
  });
});
