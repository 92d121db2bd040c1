import { createElement, lazy, useState, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';
import { failedModuleUrl, importRetryGeneration, withRetryParam } from './chrome/chunk-load-error';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same constraint React.lazy puts on its component
type AnyComponent = ComponentType<any>;

/**
 * React.lazy that forgets a failed import. React.lazy keeps the rejected promise for good, so after a
 * chunk failed to download (a redeploy, a dropped connection) every Retry failed again until the page was
 * reloaded. Here, after an error boundary's Retry (retryFailedImports), a failed import is replaced by a
 * fresh one that downloads again. Browsers also remember a module that failed to load under its address:
 * the retry asks the failed chunk under a new one (?retry=n) when the error names it.
 *
 * Once its code is in (loaded by an earlier render, or by `preload`), a component mounts as itself, without
 * suspending: React holds content that replaces a Suspense fallback for up to 300 ms, and renders it in slices.
 *
 * `load` imports the module (`() => import('./page')`); `pick` takes the component from it (the default
 * export unless given).
 */
export function lazyImport<T extends AnyComponent>(load: () => Promise<{ readonly default: T }>): LazyComponent<ComponentProps<T>>;
export function lazyImport<M, T extends AnyComponent>(load: () => Promise<M>, pick: (module: M) => T): LazyComponent<ComponentProps<T>>;
export function lazyImport<M, T extends AnyComponent>(
  load: () => Promise<M>,
  pick: (module: M) => T = (module) => (module as { readonly default: T }).default,
): LazyComponent<ComponentProps<T>> {
  let loaded: T | undefined;
  let failedUrl: string | undefined;
  let failedAtGeneration: number | undefined;
  let retries = 0;
  const loadModule = (): Promise<M> => {
    if (failedUrl === undefined) return load();
    retries += 1;
    // The same module file under a new address; it is the module `load` imports.
    return import(/* @vite-ignore */ withRetryParam(failedUrl, retries)) as Promise<M>;
  };
  const fresh = (): LazyExoticComponent<T> =>
    lazy(async () => {
      try {
        loaded = pick(await loadModule());
        return { default: loaded };
      } catch (error) {
        failedUrl = failedModuleUrl(error, window.location.origin) ?? failedUrl;
        failedAtGeneration = importRetryGeneration();
        throw error;
      }
    });
  let current = fresh();
  const Retryable = (props: ComponentProps<T>) => {
    // Which of the two a mounted component uses is kept while it is mounted: switching would mount it again.
    const [loadedAtMount] = useState(() => loaded);
    if (loadedAtMount) return createElement(loadedAtMount, props);
    // Until a Retry the failed component keeps throwing its error (swapping it at once would download
    // again on every render, for ever, while the network is down).
    if (failedAtGeneration !== undefined && importRetryGeneration() > failedAtGeneration) {
      failedAtGeneration = undefined;
      current = fresh();
    }
    return createElement(current, props);
  };
  let preloading: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    if (loaded || failedAtGeneration !== undefined) return Promise.resolve();
    // A failed preload is not kept: the component downloads again when it renders, and shows the error if that fails too.
    preloading ??= loadModule()
      .then(
        (module) => {
          loaded = pick(module);
        },
        () => undefined,
      )
      .finally(() => {
        preloading = undefined;
      });
    return preloading;
  };
  return Object.assign(Retryable, { preload });
}

/** A component whose code loads on first render, or before it with `preload`. */
export type LazyComponent<P> = ComponentType<P> & {
  /** Loads the code now; resolves once it is in, or failed to load (never rejects). */
  readonly preload: () => Promise<void>;
};
