import { Spinner } from '@blueprintjs/core';
import { Children, isValidElement, Suspense, useEffect, useState, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { lazyImport } from './lazy-import';

/** A lazy page's module: loaded on demand, once, and known once loaded. A failed load is asked again next time. */
interface PageLoader {
  readonly loaded: () => ComponentType | undefined;
  readonly preload: () => Promise<void>;
}

const pageLoader = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): PageLoader => {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  return {
    loaded: () => loaded,
    preload: () =>
      (loading ??= load().then(
        (module) => {
          loaded = module[name] as ComponentType;
        },
        // The route downloads it again when it is opened, and shows the error if that fails too.
        () => {
          loading = undefined;
        },
      )),
  };
};

interface LazyPageRouteProps {
  readonly loader: PageLoader;
  /** The page behind a spinner, while its code downloads. */
  readonly lazy: ReactElement;
}

/**
 * The page itself once its code is in, else the page behind a spinner. Rendering it at once when preloaded matters
 * because React holds content back for up to 300 ms after a Suspense fallback shows, and renders the content that
 * replaces a fallback in slices between other work. Which of the two a mounted route uses is kept for as long as
 * it is shown, so a late preload does not mount the page again.
 */
const LazyPageRoute = ({ loader, lazy }: LazyPageRouteProps) => {
  const [Loaded] = useState(() => loader.loaded());
  return Loaded ? <Loaded /> : lazy;
};

/**
 * A route element whose code loads on first visit (route-level code splitting), with a spinner meanwhile, unless
 * preloadPages loaded it before. `load` must return a module whose `name` export is the page component. A failed
 * download is not kept: the plugin error boundary's Retry downloads again.
 */
export const lazyPage = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, label: string) =>
  preloadablePage(load, name, label).element;

const lazyPageOf = (loader: PageLoader, Page: ComponentType, label: string) => (
  <LazyPageRoute
    loader={loader}
    lazy={
      <Suspense
        fallback={
          <div className="portico-center" role="status" aria-label={label}>
            <Spinner />
          </div>
        }
      >
        <Page />
      </Suspense>
    }
  />
);

/**
 * Loads the code of the lazy pages in a route's element, e.g. the page the portal is opened on before the app's
 * first render; resolves once they are in (or failed, which the route shows when it renders).
 */
export const preloadPages = (element: ReactNode): Promise<void> => {
  const loading: Promise<void>[] = [];
  const visit = (node: ReactNode) =>
    Children.forEach(node, (child) => {
      if (!isValidElement<{ readonly children?: ReactNode }>(child)) return;
      if (child.type === LazyPageRoute) loading.push((child.props as unknown as LazyPageRouteProps).loader.preload());
      else visit(child.props.children);
    });
  visit(element);
  return Promise.all(loading).then(() => undefined);
};

export interface PreloadablePage {
  /** The route element: the page itself once its code is in (no Suspense fallback to wait out), else as lazyPage. */
  readonly element: ReactElement;
  /** Rendered beside a page that often leads to this one: downloads this page's code when the browser is idle. */
  readonly PreloadWhenIdle: ComponentType;
}

/** A lazy page that another page can preload, when the browser is idle. */
export const preloadablePage = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, label: string): PreloadablePage => {
  const loader = pageLoader(load, name);
  const element = lazyPageOf(loader, lazyImport(load, (module) => module[name] as ComponentType), label);
  const PreloadWhenIdle = () => {
    useEffect(() => {
      if (loader.loaded()) return undefined;
      const preload = () => void loader.preload();
      if (typeof requestIdleCallback !== 'function') {
        const timer = setTimeout(preload, 1000);
        return () => clearTimeout(timer);
      }
      const idle = requestIdleCallback(preload, { timeout: 2000 });
      return () => cancelIdleCallback(idle);
    }, []);
    return null;
  };
  return { element, PreloadWhenIdle };
};
