import { Spinner } from '@blueprintjs/core';
import { Suspense, type ComponentType } from 'react';
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
