import { Spinner } from '@blueprintjs/core';
import { Suspense, useEffect, useState, type ComponentType, type ReactElement } from 'react';
import { lazyImport } from './lazy-import';

/**
 * A route element whose code loads on first visit (route-level code splitting), with a spinner meanwhile.
 * `load` must return a module whose `name` export is the page component. A failed download is not kept:
 * the plugin error boundary's Retry downloads again.
 */
export const lazyPage = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, label: string) => {
  const Page = lazyImport(load, (module) => module[name] as ComponentType);
  return (
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
};

export interface PreloadablePage {
  /** The route element: the page itself once its code is in (no Suspense fallback to wait out), else as lazyPage. */
  readonly element: ReactElement;
  /** Rendered beside a page that often leads to this one: downloads this page's code when the browser is idle. */
  readonly PreloadWhenIdle: ComponentType;
}

/**
 * A lazy page that another page can preload. Rendering it at once when preloaded matters because React holds
 * content back for up to 300 ms after a Suspense fallback shows. Which of the two a mounted route uses is kept
 * for as long as it is shown, so a late preload does not mount the page again.
 */
export const preloadablePage = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M & string, label: string): PreloadablePage => {
  let preloaded: ComponentType | undefined;
  const lazy = lazyPage(load, name, label);
  const PageRoute = () => {
    const [Preloaded] = useState(() => preloaded);
    return Preloaded ? <Preloaded /> : lazy;
  };
  const PreloadWhenIdle = () => {
    useEffect(() => {
      if (preloaded) return undefined;
      const preload = () => {
        load().then(
          (module) => {
            preloaded = module[name] as ComponentType;
          },
          // The route downloads it again when it is opened.
          () => undefined,
        );
      };
      if (typeof requestIdleCallback !== 'function') {
        const timer = setTimeout(preload, 1000);
        return () => clearTimeout(timer);
      }
      const idle = requestIdleCallback(preload, { timeout: 2000 });
      return () => cancelIdleCallback(idle);
    }, []);
    return null;
  };
  return { element: <PageRoute />, PreloadWhenIdle };
};
