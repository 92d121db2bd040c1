import { Spinner } from '@blueprintjs/core';
import { Children, isValidElement, Suspense, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { lazyImport, type LazyComponent } from './lazy-import';

interface LazyPageRouteProps {
  /** The page's component: itself once its code is in, else suspending while it downloads. */
  readonly page: LazyComponent<object>;
  readonly label: string;
}

/**
 * The page behind a spinner while its code downloads. Once preloaded, the page renders at once (lazyImport), which
 * matters because React holds content that replaces a Suspense fallback for up to 300 ms, and renders it in slices.
 */
const LazyPageRoute = ({ page: Page, label }: LazyPageRouteProps) => (
  <Suspense
    fallback={
      <div className="portico-center" role="status" aria-label={label}>
        <Spinner />
      </div>
    }
  >
    <Page />
  </Suspense>
);

const lazyPageComponent = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string): LazyComponent<object> =>
  lazyImport(load, (module) => module[name] as ComponentType);

/**
 * A route element whose code loads on first visit (route-level code splitting), with a spinner meanwhile, unless
 * preloadPages loaded it before. `load` must return a module whose `name` export is the page component. A failed
 * download is not kept: the plugin error boundary's Retry downloads again.
 */
export const lazyPage = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, label: string) => (
  <LazyPageRoute page={lazyPageComponent(load, name)} label={label} />
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
      if (child.type === LazyPageRoute) loading.push((child.props as unknown as LazyPageRouteProps).page.preload());
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
  const page = lazyPageComponent(load, name);
  const PreloadWhenIdle = () => {
    useEffect(() => {
      const preload = () => void page.preload();
      if (typeof requestIdleCallback !== 'function') {
        const timer = setTimeout(preload, 1000);
        return () => clearTimeout(timer);
      }
      const idle = requestIdleCallback(preload, { timeout: 2000 });
      return () => cancelIdleCallback(idle);
    }, []);
    return null;
  };
  return { element: <LazyPageRoute page={page} label={label} />, PreloadWhenIdle };
};
