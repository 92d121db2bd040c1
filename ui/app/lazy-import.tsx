import { createElement, lazy, type ComponentProps, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy that forgets a failed import. React.lazy keeps the rejected promise for good, so after a
 * chunk failed to download (a redeploy, a dropped connection) every Retry failed again until the page was
 * reloaded. Here a failure swaps in a fresh lazy component: the next render (the error boundary's Retry)
 * calls the importer again.
 */
export const lazyImport = <T extends ComponentType<any>>(
  importer: () => Promise<{ default: T }>,
): ComponentType<ComponentProps<T>> => {
  const fresh = (): LazyExoticComponent<T> =>
    lazy(() =>
      importer().catch((error: unknown) => {
        current = fresh();
        throw error;
      }),
    );
  let current = fresh();
  const Retryable = (props: ComponentProps<T>) => createElement(current, props);
  return Retryable;
};
