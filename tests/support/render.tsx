import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation, type Location } from 'react-router-dom';
import type { ServiceToken } from '../../application/shared/service-token';
import { mapResolver, ServiceProvider } from '../../ui/app/services';
import { StableNavigationProvider } from '../../ui/app/stable-link';

/** One binding of a port's token to the fake a test hands the view. */
export type ServiceBinding = readonly [ServiceToken<unknown>, unknown];

/** A typed binding: `provide(SessionManagerToken, manager)` checks that the fake fits the port. */
export const provide = <T,>(token: ServiceToken<T>, implementation: T): ServiceBinding => [token, implementation];

export interface RenderViewOptions {
  /** The fakes the view may resolve with useService; anything else fails with 'No implementation available for {api}'. */
  readonly services?: readonly ServiceBinding[];
  /** Where the memory router starts (default '/'). */
  readonly route?: string;
  /** Mount the view under this route pattern (e.g. '/catalog/:namespace/:kind/:name/*') so it can read params. */
  readonly path?: string;
  /** Defaults to a fresh client with retries off, so failures show at once. */
  readonly queryClient?: QueryClient;
  /** Options for userEvent.setup, e.g. { delay: null } with fake timers. */
  readonly userOptions?: Parameters<typeof userEvent.setup>[0];
}

export interface RenderViewResult extends RenderResult {
  readonly user: ReturnType<typeof userEvent.setup>;
  readonly queryClient: QueryClient;
  /** The router's current location (updated on every navigation). */
  readonly location: () => Location;
}

export const createTestQueryClient = (): QueryClient =>
  new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });

const LocationProbe = ({ onChange }: { onChange: (location: Location) => void }) => {
  onChange(useLocation());
  return null;
};

/**
 * Renders a view the way the app does, with only what the test gives it: services from `services`
 * (resolved through the same mapResolver the UI uses), a fresh QueryClient and a MemoryRouter.
 * `rerender(next)` keeps the providers and the router; it renders `next` as given (not under `path`).
 */
export const renderView = (view: ReactElement, options: RenderViewOptions = {}): RenderViewResult => {
  const queryClient = options.queryClient ?? createTestQueryClient();
  const resolver = mapResolver(options.services ?? []);
  let current: Location | undefined;
  const track = (location: Location) => {
    current = location;
  };
  const routed: ReactNode = options.path ? (
    <Routes>
      <Route path={options.path} element={view} />
    </Routes>
  ) : (
    view
  );
  const user = userEvent.setup(options.userOptions);
  // A wrapper (not a wrapping element) so that `rerender` keeps the providers and the router.
  const Providers = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ServiceProvider resolver={resolver}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          <LocationProbe onChange={track} />
          <StableNavigationProvider basePath="">{children}</StableNavigationProvider>
        </MemoryRouter>
      </ServiceProvider>
    </QueryClientProvider>
  );
  const result = render(routed, { wrapper: Providers });
  return {
    ...result,
    user,
    queryClient,
    location: () => {
      if (!current) throw new Error('The router has not rendered yet');
      return current;
    },
  };
};
