import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { ErrorBoundary } from '../../../ui/app/chrome/error-boundary';
import { failedModuleUrl, isChunkLoadError, watchPreloadErrors, withRetryParam } from '../../../ui/app/chrome/chunk-load-error';
import { PluginErrorBoundary } from '../../../ui/app/chrome/plugin-error-boundary';
import { lazyPage } from '../../../ui/app/lazy-page';
import { lazyImport } from '../../../ui/app/lazy-import';

// React logs the errors its boundaries catch; keep the test output readable.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const CatalogIndexPage = () => <h1>Catalog index</h1>;
const chunkFailure = () =>
  new TypeError('Failed to fetch dynamically imported module: http://portal.test/assets/catalog-index-page-3f2a.js');

/**
 * An importer that fails like a chunk removed by a redeploy or a dropped connection until the network is
 * back. (React renders a failed lazy component once more before giving up, so one failed download alone is
 * already retried: the error shows when the network stays down.)
 */
const offlineUntilRestored = () => {
  const network = { up: false };
  const importer = jest.fn(async () => {
    if (!network.up) throw chunkFailure();
    return { CatalogIndexPage };
  });
  return { importer, network };
};

describe('a lazy page whose chunk fails to download', () => {
  it('shows the chunk-load message, and Retry downloads again and renders the page without a reload', async () => {
    const { importer, network } = offlineUntilRestored();
    const reload = jest.fn();
    render(
      <PluginErrorBoundary pluginId="catalog" onReload={reload}>
        {lazyPage(importer, 'CatalogIndexPage', 'Loading the catalog')}
      </PluginErrorBoundary>,
    );

    expect(
      await screen.findByText(
        'Lazy loaded chunk failed to load, try to reload the page: Failed to fetch dynamically imported module: http://portal.test/assets/catalog-index-page-3f2a.js',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Error in catalog')).not.toBeInTheDocument();

    const failedDownloads = importer.mock.calls.length;
    network.up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Catalog index' })).toBeInTheDocument();
    expect(importer).toHaveBeenCalledTimes(failedDownloads + 1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page from the reload action', async () => {
    const reload = jest.fn();
    render(
      <PluginErrorBoundary pluginId="catalog" onReload={reload}>
        {lazyPage(offlineUntilRestored().importer, 'CatalogIndexPage', 'Loading the catalog')}
      </PluginErrorBoundary>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('recovers the same way under the app-wide boundary (overlays and dialogs outside any plugin route)', async () => {
    const Dialog = lazyImport(async () => {
      throw new TypeError('Importing a module script failed.');
    });
    render(
      <ErrorBoundary onReload={jest.fn()}>
        <Suspense fallback={null}>
          <Dialog />
        </Suspense>
      </ErrorBoundary>,
    );
    expect(
      await screen.findByText('Lazy loaded chunk failed to load, try to reload the page: Importing a module script failed.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('keeps the plugin error for errors of the page itself', async () => {
    const Broken = lazyImport(async () => ({
      default: () => {
        throw new Error('The catalog page exploded');
      },
    }));
    render(
      <PluginErrorBoundary pluginId="catalog">
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </PluginErrorBoundary>,
    );
    expect(await screen.findByText('Error in catalog')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload page' })).not.toBeInTheDocument();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', new TypeError('Failed to fetch dynamically imported module: http://portal.test/assets/a.js')],
    ['Firefox', new TypeError('error loading dynamically imported module: http://portal.test/assets/a.js')],
    ['Safari', new TypeError('Importing a module script failed.')],
    ['Vite CSS preload', new Error('Unable to preload CSS for http://portal.test/assets/a.css')],
    ['a ChunkLoadError', Object.assign(new Error('Loading chunk 7 failed.'), { name: 'ChunkLoadError' })],
  ])('knows the %s failure', (_source, error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it.each([
    ['a render error', new Error('Cannot read properties of undefined')],
    ['a failed API call', new TypeError('Failed to fetch')],
    ['a string', 'Failed to fetch dynamically imported module'],
    ['nothing', undefined],
  ])('does not take %s for one', (_what, error) => {
    expect(isChunkLoadError(error)).toBe(false);
  });

  it("knows any error Vite reported through vite:preloadError, whatever its text", () => {
    const stop = watchPreloadErrors(window);
    const error = new Error('net::ERR_CONNECTION_RESET');
    window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }));
    stop();
    expect(isChunkLoadError(error)).toBe(true);
  });
});

describe('the address a retry downloads again', () => {
  const origin = 'http://portal.test';

  it('is the failed chunk the browser names, on the portal’s own origin', () => {
    const error = new TypeError('Failed to fetch dynamically imported module: http://portal.test/assets/catalog-index-page-3f2a.js');
    expect(failedModuleUrl(error, origin)).toBe('http://portal.test/assets/catalog-index-page-3f2a.js');
    expect(withRetryParam('http://portal.test/assets/catalog-index-page-3f2a.js', 2)).toBe('http://portal.test/assets/catalog-index-page-3f2a.js?retry=2');
  });

  it('drops the retry parameter of an earlier attempt', () => {
    const error = new TypeError('error loading dynamically imported module: http://portal.test/assets/a.js?retry=1');
    expect(failedModuleUrl(error, origin)).toBe('http://portal.test/assets/a.js');
  });

  it.each([
    ['another origin', new TypeError('Failed to fetch dynamically imported module: http://evil.test/assets/a.js')],
    ['no address (Safari)', new TypeError('Importing a module script failed.')],
    ['not an error', 'http://portal.test/assets/a.js'],
  ])('is none for %s', (_case, error) => {
    expect(failedModuleUrl(error, origin)).toBeUndefined();
  });
});

describe('a lazy component whose code is already in', () => {
  const Viewer = ({ text }: { readonly text: string }) => <p>{text}</p>;

  it('renders at once, without its Suspense fallback, once preloaded', async () => {
    const importer = jest.fn(async () => ({ default: Viewer }));
    const LazyViewer = lazyImport(importer);
    await LazyViewer.preload();
    render(
      <Suspense fallback={<p>Loading the viewer</p>}>
        <LazyViewer text="The definition" />
      </Suspense>,
    );
    // Rendered in the same commit: no fallback was ever shown.
    expect(screen.getByText('The definition')).toBeInTheDocument();
    expect(screen.queryByText('Loading the viewer')).not.toBeInTheDocument();
    await LazyViewer.preload();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('renders at once after an earlier render loaded it', async () => {
    const LazyViewer = lazyImport(async () => ({ default: Viewer }));
    const first = render(
      <Suspense fallback={<p>Loading the viewer</p>}>
        <LazyViewer text="First" />
      </Suspense>,
    );
    expect(screen.getByText('Loading the viewer')).toBeInTheDocument();
    await screen.findByText('First');
    first.unmount();
    render(
      <Suspense fallback={<p>Loading the viewer</p>}>
        <LazyViewer text="Second" />
      </Suspense>,
    );
    expect(screen.getByText('Second')).toBeInTheDocument();
  });

  it('keeps a failed preload to itself: the render downloads again and shows the error if it fails too', async () => {
    const { importer, network } = offlineUntilRestored();
    const LazyPage = lazyImport(importer, (module) => module.CatalogIndexPage);
    await expect(LazyPage.preload()).resolves.toBeUndefined();
    network.up = true;
    render(
      <Suspense fallback={<p>Loading the catalog</p>}>
        <LazyPage />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Catalog index' })).toBeInTheDocument();
  });
});
